import { Code, type consoleAiApi, type Locale, type Payload } from '@demo/contract';
import { formatMoney, minor, parseMoney, parseStrategy, strategyParams } from '@demo/core';
import { committed, inTransaction, isFailure } from '../../db/transaction';
import type { StaffSession } from '../../http/implement';
import { readCurrency } from '../../ledger/currency';
import { fail, ok, type Result } from '../../lib/result';
import { insertAudit } from '../audit';
import { aiMessages } from './messages';
import type { AiDeps } from './service';
import {
  type AiProductRow,
  activeCounts,
  findAiProduct,
  insertAiProduct,
  listAiProducts,
  listMembers,
  type NewAiProductRow,
  updateAiProduct,
} from './store';
import { currentEquity, viewProduct } from './view';

/**
 * Console calls for AI products (issue 13). Staff set the terms (strategy, parameters, instrument,
 * limits, lever, period) and nothing else: no payload has a statistic, and the stored row has no
 * column for one (I4). Each change commits with its audit row (S1).
 */

type Fields = Payload<typeof consoleAiApi.aiProductCreate>;
type AdminAiProduct = consoleAiApi.AdminAiProduct;
type AiMember = consoleAiApi.AiMember;

async function adminViews(d: AiDeps, rows: readonly AiProductRow[], locale: Locale): Promise<AdminAiProduct[]> {
  const counts = await activeCounts(
    d.db,
    rows.map((r) => r.id),
  );
  const v = { market: d.market, nowMs: d.now(), locale, currency: await readCurrency(d.db, 'real') };
  const out: AdminAiProduct[] = [];
  for (const row of rows) {
    const { product } = await viewProduct(row, v);
    out.push({
      ...product,
      // The console edits both languages: it sees the English name and description beside the Hindi.
      name: row.name,
      description: row.description,
      nameHi: row.nameHi,
      descriptionHi: row.descriptionHi,
      enabled: row.enabled,
      sortOrder: row.sortOrder,
      activeCount: counts.get(row.id) ?? 0,
      updatedAt: row.updatedAt.getTime(),
    });
  }
  return out;
}

export async function aiProductList(
  d: AiDeps,
  p: Payload<typeof consoleAiApi.aiProductList>,
  locale: Locale,
): Promise<Result<{ list: AdminAiProduct[]; total: number }>> {
  const { rows, total } = await listAiProducts(d.db, {
    enabledOnly: false,
    limit: p.size,
    offset: (p.page - 1) * p.size,
  });
  return ok({ list: await adminViews(d, rows, locale), total });
}

/** Checks the terms and turns them into columns, naming the first wrong field. */
function columnsOf(d: AiDeps, p: Fields): Result<Omit<NewAiProductRow, 'id'>> {
  const instrument = d.market.product(p.code.toUpperCase());
  if (!instrument) return fail(Code.ABNORMAL_DATA, aiMessages.instrumentUnknown);
  const spec = parseStrategy(p.strategy, p.params);
  if (!spec.ok) return fail(Code.ABNORMAL_DATA, aiMessages.strategy(spec.error));
  const [min, max, unit] = [parseMoney(p.minAmount), parseMoney(p.maxAmount), parseMoney(p.unit)];
  if (!min.ok || !max.ok || !unit.ok) return fail(Code.ABNORMAL_DATA, aiMessages.limits);
  if (unit.value <= 0n || unit.value > min.value || min.value > max.value)
    return fail(Code.ABNORMAL_DATA, aiMessages.limits);
  return ok({
    name: p.name,
    nameHi: p.nameHi,
    description: p.description,
    descriptionHi: p.descriptionHi,
    strategy: spec.value.kind,
    params: strategyParams(spec.value),
    productId: instrument.id,
    minAmountMinor: min.value,
    maxAmountMinor: max.value,
    unitMinor: unit.value,
    lever: p.lever,
    periodDays: p.periodDays,
    enabled: p.enabled,
    ...(p.sortOrder === undefined ? {} : { sortOrder: p.sortOrder }),
  });
}

function auditDetail(columns: Omit<NewAiProductRow, 'id'>): Record<string, unknown> {
  return {
    ...columns,
    minAmount: formatMoney(minor(columns.minAmountMinor)),
    maxAmount: formatMoney(minor(columns.maxAmountMinor)),
    unit: formatMoney(minor(columns.unitMinor)),
    minAmountMinor: undefined,
    maxAmountMinor: undefined,
    unitMinor: undefined,
  };
}

export async function aiProductCreate(
  d: AiDeps,
  actor: StaffSession,
  p: Fields,
  ip: string,
  locale: Locale,
): Promise<Result<AdminAiProduct>> {
  const columns = columnsOf(d, p);
  if (!columns.ok) return columns;
  const created = committed(
    await inTransaction(d.db, async (tx) => {
      const row = await insertAiProduct(tx, columns.body);
      await insertAudit(tx, {
        staffId: actor.staffId,
        action: 'ai_product.create',
        target: `ai_product:${row.id}`,
        reason: p.reason,
        detail: auditDetail(columns.body),
        ip,
      });
      return row;
    }),
  );
  const [view] = await adminViews(d, [created], locale);
  if (!view) throw new Error('a created AI product has no view');
  return ok(view);
}

export async function aiProductUpdate(
  d: AiDeps,
  actor: StaffSession,
  p: Payload<typeof consoleAiApi.aiProductUpdate>,
  ip: string,
  locale: Locale,
): Promise<Result<AdminAiProduct>> {
  const columns = columnsOf(d, p);
  if (!columns.ok) return columns;
  const updated = await inTransaction(d.db, async (tx) => {
    const row = await updateAiProduct(tx, p.id, columns.body);
    if (!row) return fail(Code.ABNORMAL_DATA, aiMessages.productUnknown);
    await insertAudit(tx, {
      staffId: actor.staffId,
      action: 'ai_product.update',
      target: `ai_product:${row.id}`,
      reason: p.reason,
      detail: auditDetail(columns.body),
      ip,
    });
    return row;
  });
  if (isFailure(updated)) return updated;
  const [view] = await adminViews(d, [updated], locale);
  if (!view) throw new Error('an updated AI product has no view');
  return ok(view);
}

export async function aiProductMembers(
  d: AiDeps,
  p: Payload<typeof consoleAiApi.aiProductMembers>,
): Promise<Result<{ list: AiMember[]; total: number }>> {
  const product = await findAiProduct(d.db, p.id);
  if (!product) return fail(Code.ABNORMAL_DATA, aiMessages.productUnknown);
  const { rows, total } = await listMembers(d.db, p.id, {
    status: p.status,
    username: p.username,
    limit: p.size,
    offset: (p.page - 1) * p.size,
  });
  const list: AiMember[] = [];
  for (const { row, username } of rows) {
    const equity = await currentEquity(row, d.market, d.now());
    list.push({
      id: row.id,
      userId: row.userId,
      username,
      accountType: row.accountSet,
      amount: formatMoney(minor(row.amountMinor)),
      pnl: formatMoney(minor(row.settledPnlMinor ?? equity - row.amountMinor)),
      status: row.status,
      startAt: row.startAt,
      endAt: row.endAt,
      settledAt: row.settledAt,
    });
  }
  return ok({ list, total });
}
