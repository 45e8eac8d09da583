import { randomBytes } from 'node:crypto';
import { Code, type consoleNewSharesApi, type Payload } from '@demo/contract';
import { currencyDecimals, formatMoney, minor, parseMoney, parsePrice, scheduleProblem } from '@demo/core';
import type { z } from 'zod';
import { inTransaction, isFailure, Rollback } from '../../db/transaction';
import type { StaffSession } from '../../http/implement';
import { fail, ok, type Result } from '../../lib/result';
import { insertAudit } from '../audit';
import { productsByCode } from '../trading';
import { newShareMessages as m } from './messages';
import { freshSeed } from './seed';
import type { NewShareDeps } from './service';
import {
  demandOf,
  findOffering,
  insertOffering,
  listOfferings,
  lockOffering,
  type OfferingRow,
  offeringSubscriptions,
  updateOffering,
} from './store';
import { viewOffering } from './view';

type AdminOffering = z.infer<typeof consoleNewSharesApi.adminOffering>;
type CreatePayload = Payload<typeof consoleNewSharesApi.newShareCreate>;
type UpdatePayload = Payload<typeof consoleNewSharesApi.newShareUpdate>;

/**
 * Console calls for new-share offerings (N10). Staff create offerings and edit what may still
 * change; no call decides an allotment, changes a result or a quantity after the draw: the terms
 * are frozen once subscription opens, an instant that has passed can no longer move, and the draw
 * is the engine leader's. Every change commits with its audit row (S1).
 */

const KIND_CODE = { ipo: 'IPO', placement: 'PLC', dazong: 'DZ', limit: 'UC' } as const;

function adminView(
  d: NewShareDeps,
  row: OfferingRow,
  demand: { subscriptions: number; lots: number } | undefined,
): AdminOffering {
  return {
    ...viewOffering(row, (code) => d.market.quote(code), d.now()),
    passwordSet: row.passwordHash !== null,
    simulatedApplicants: row.simulatedApplicants,
    simulatedMaxLots: row.simulatedMaxLots,
    allottedAt: row.allottedAtMs,
    listedAt: row.listedAtMs,
    subscriptions: demand?.subscriptions ?? 0,
    lotsDemanded: demand?.lots ?? 0,
  };
}

async function viewOne(d: NewShareDeps, row: OfferingRow): Promise<AdminOffering> {
  return adminView(d, row, (await demandOf(d.db, [row.id])).get(row.id));
}

export async function list(d: NewShareDeps, p: Payload<typeof consoleNewSharesApi.newShareList>) {
  const { rows, total } = await listOfferings(d.db, {
    type: p.type,
    market: p.market,
    phase: p.status,
    nowMs: d.now(),
    page: p.page,
    size: p.size,
  });
  const demand = await demandOf(
    d.db,
    rows.map((r) => r.id),
  );
  return ok({ list: rows.map((r) => adminView(d, r, demand.get(r.id))), total });
}

/** The money terms of a payload in the product's decimals and currency, or the field that is wrong. */
function readTerms(p: CreatePayload | UpdatePayload, decimals: number, currency: string) {
  const price = parsePrice(p.price, decimals);
  if (!price.ok || price.value <= 0n) return fail(Code.ABNORMAL_DATA, m.priceOffTick);
  const fee = parseMoney(p.fee, currencyDecimals(currency));
  if (!fee.ok || fee.value < 0n) return fail(Code.ABNORMAL_DATA, m.feeBad);
  if (p.minLots > p.maxLots) return fail(Code.ABNORMAL_DATA, m.lotsOrder);
  if (p.totalShare % p.lotSize !== 0) return fail(Code.ABNORMAL_DATA, m.totalNotLots);
  const problem = scheduleProblem({
    subscribeStartMs: p.subscribeStart,
    subscribeEndMs: p.subscribeEnd,
    allotAtMs: p.allotDate,
    listingAtMs: p.listingDate,
  });
  if (problem) return fail(Code.ABNORMAL_DATA, m.scheduleBad(problem));
  return ok({ priceTicks: price.value, feeMinor: fee.value });
}

export async function create(
  d: NewShareDeps,
  staff: StaffSession,
  p: CreatePayload,
  ip: string,
): Promise<Result<AdminOffering>> {
  const [product] = await productsByCode(d.db, [p.underlyingCode.toUpperCase()]);
  if (!product || (product.market !== 'korea' && product.market !== 'india'))
    return fail(Code.ABNORMAL_DATA, m.underlyingUnknown);
  const terms = readTerms(p, product.decimals, product.currency);
  if (!terms.ok) return terms;
  if (p.type === 'dazong' && !p.password) return fail(Code.ABNORMAL_DATA, m.passwordForDazong);
  const passwordHash = p.password ? await d.hasher.hash(p.password) : null;
  const stamp = new Date(p.subscribeStart).toISOString().slice(2, 10).replace(/-/g, '');
  const code = `${KIND_CODE[p.type]}-${product.code}-${stamp}-${randomBytes(2).toString('hex').toUpperCase()}`;
  const created = await inTransaction(d.db, async (tx) => {
    const row = await insertOffering(tx, {
      code,
      type: p.type,
      market: product.market,
      productId: product.id,
      productCode: product.code,
      name: p.name,
      sectors: p.sectors,
      securitiesCompany: p.securitiesCompany,
      currency: product.currency,
      decimals: product.decimals,
      priceTicks: terms.body.priceTicks,
      lotSize: p.lotSize,
      minLots: p.minLots,
      maxLots: p.maxLots,
      feeMinor: terms.body.feeMinor,
      totalShares: p.totalShare,
      subscribeStartMs: p.subscribeStart,
      subscribeEndMs: p.subscribeEnd,
      allotAtMs: p.allotDate,
      listingAtMs: p.listingDate,
      passwordHash,
      ...freshSeed(),
      simulatedApplicants: p.simulatedApplicants,
      simulatedMaxLots: p.simulatedMaxLots,
    });
    await insertAudit(tx, {
      staffId: staff.staffId,
      action: 'new_share.create',
      target: `new_share:${row.id}`,
      reason: p.reason,
      detail: { code: row.code, type: row.type, underlying: row.productCode, drawCommitment: row.drawCommitment },
      ip,
    });
    return row;
  });
  if (isFailure(created)) return created;
  return ok(await viewOne(d, created));
}

/** The changes an update asks for that N10 forbids, as the first offending field. */
function frozenField(row: OfferingRow, p: UpdatePayload, priceTicks: bigint, feeMinor: bigint, nowMs: number) {
  if (nowMs >= row.subscribeStartMs) {
    const terms: Array<[string, unknown, unknown]> = [
      ['price', row.priceTicks, priceTicks],
      ['lotSize', row.lotSize, p.lotSize],
      ['minLots', row.minLots, p.minLots],
      ['maxLots', row.maxLots, p.maxLots],
      ['fee', row.feeMinor, feeMinor],
      ['totalShare', row.totalShares, p.totalShare],
      ['simulatedApplicants', row.simulatedApplicants, p.simulatedApplicants],
      ['simulatedMaxLots', row.simulatedMaxLots, p.simulatedMaxLots],
    ];
    const changed = terms.find(([, a, b]) => a !== b);
    if (changed) return m.frozenTerms(changed[0]);
  }
  const instants: Array<[string, number, number]> = [
    ['subscribeStart', row.subscribeStartMs, p.subscribeStart],
    ['subscribeEnd', row.subscribeEndMs, p.subscribeEnd],
    ['allotDate', row.allotAtMs, p.allotDate],
    ['listingDate', row.listingAtMs, p.listingDate],
  ];
  for (const [field, before, after] of instants) {
    if (before === after) continue;
    // An instant that has passed, or a step the leader has done, is history; a new one cannot be in the past.
    const done =
      (field === 'allotDate' && row.allottedAtMs !== null) || (field === 'listingDate' && row.listedAtMs !== null);
    if (before <= nowMs || after <= nowMs || done) return m.frozenInstant(field);
  }
  if (p.password && row.allottedAtMs !== null) return m.passwordAfterAllotment;
  return null;
}

export async function update(
  d: NewShareDeps,
  staff: StaffSession,
  p: UpdatePayload,
  ip: string,
): Promise<Result<AdminOffering>> {
  const found = await findOffering(d.db, { id: p.id });
  if (!found) return fail(Code.ABNORMAL_DATA, m.offeringUnknown);
  const terms = readTerms(p, found.decimals, found.currency);
  if (!terms.ok) return terms;
  const passwordHash = p.password ? await d.hasher.hash(p.password) : undefined;
  const updated = await inTransaction(d.db, async (tx) => {
    // Under the row lock the leader allots and lists with, so an edit never races a draw.
    const row = await lockOffering(tx, p.id);
    if (!row) throw new Rollback(fail(Code.ABNORMAL_DATA, m.offeringUnknown));
    if (row.listedAtMs !== null) throw new Rollback(fail(Code.ABNORMAL_DATA, m.listedAlready));
    const nowMs = d.now();
    const frozen = frozenField(row, p, terms.body.priceTicks, terms.body.feeMinor, nowMs);
    if (frozen) throw new Rollback(fail(Code.ABNORMAL_DATA, frozen));
    const next = await updateOffering(tx, row.id, {
      name: p.name,
      sectors: p.sectors,
      securitiesCompany: p.securitiesCompany,
      priceTicks: terms.body.priceTicks,
      lotSize: p.lotSize,
      minLots: p.minLots,
      maxLots: p.maxLots,
      feeMinor: terms.body.feeMinor,
      totalShares: p.totalShare,
      simulatedApplicants: p.simulatedApplicants,
      simulatedMaxLots: p.simulatedMaxLots,
      subscribeStartMs: p.subscribeStart,
      subscribeEndMs: p.subscribeEnd,
      allotAtMs: p.allotDate,
      listingAtMs: p.listingDate,
      ...(passwordHash ? { passwordHash } : {}),
    });
    await insertAudit(tx, {
      staffId: staff.staffId,
      action: 'new_share.update',
      target: `new_share:${row.id}`,
      reason: p.reason,
      detail: {
        code: row.code,
        changed: Object.fromEntries(
          (
            [
              ['name', row.name, next.name],
              ['sectors', row.sectors, next.sectors],
              ['securitiesCompany', row.securitiesCompany, next.securitiesCompany],
              ['price', String(row.priceTicks), String(next.priceTicks)],
              ['lotSize', row.lotSize, next.lotSize],
              ['totalShare', row.totalShares, next.totalShares],
              ['subscribeStart', row.subscribeStartMs, next.subscribeStartMs],
              ['subscribeEnd', row.subscribeEndMs, next.subscribeEndMs],
              ['allotDate', row.allotAtMs, next.allotAtMs],
              ['listingDate', row.listingAtMs, next.listingAtMs],
            ] as Array<[string, unknown, unknown]>
          )
            .filter(([, a, b]) => a !== b)
            .map(([k, a, b]) => [k, { from: a, to: b }]),
        ),
        passwordChanged: passwordHash !== undefined,
      },
      ip,
    });
    return next;
  });
  if (isFailure(updated)) return updated;
  return ok(await viewOne(d, updated));
}

export async function subscriptions(d: NewShareDeps, p: Payload<typeof consoleNewSharesApi.newShareSubscriptions>) {
  const offering = await findOffering(d.db, { id: p.id });
  if (!offering) return fail(Code.ABNORMAL_DATA, m.offeringUnknown);
  const { rows, total } = await offeringSubscriptions(d.db, p.id, p.page, p.size);
  const money = (value: bigint, currency: string) => formatMoney(minor(value), currencyDecimals(currency));
  return ok({
    list: rows.map(({ subscription: s, username }) => ({
      id: s.id,
      userId: s.userId,
      username,
      accountType: s.accountSet,
      quantity: s.shares,
      lots: s.lots,
      paidAmount: money(s.paidMinor, s.currency),
      currency: s.currency,
      status: s.status,
      winningQuantity: s.wonLots === null ? null : s.wonLots * offering.lotSize,
      refundAmount: s.refundMinor === null ? null : money(s.refundMinor, s.currency),
      createdAt: s.createdAtMs,
    })),
    total,
  });
}
