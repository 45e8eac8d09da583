import { Code, type consoleGroupsApi } from '@demo/contract';
import { currencyDecimals, formatMoney, minor, parseMoney, parsePrice } from '@demo/core';
import type { z } from 'zod';
import { inTransaction, isFailure, Rollback } from '../../db/transaction';
import type { StaffSession } from '../../http/implement';
import { readCurrency } from '../../ledger/currency';
import { fail, ok, type Result } from '../../lib/result';
import { insertAudit } from '../audit';
import type { TradingDeps } from '../trading';
import { catalogOf } from '../trading';
import { groupMessages } from './messages';
import * as store from './store';
import { unpaidMinor, viewGroup } from './view';

/**
 * Console calls for group purchases (G3): staff create offerings and edit them while they are open;
 * every change commits with its audit row (S1). Allotments, unit costs and rates are never written
 * here: the leader's allocation computes them (allocation.ts).
 */

type AdminGroup = z.infer<typeof consoleGroupsApi.adminGroup>;
type GroupMember = z.infer<typeof consoleGroupsApi.groupMember>;
type GroupInput = Omit<z.output<typeof consoleGroupsApi.groupCreate.payload>, never>;

async function adminViews(deps: TradingDeps, rows: readonly store.GroupRow[]): Promise<AdminGroup[]> {
  const nowMs = deps.now();
  const catalog = await catalogOf(deps.db, nowMs);
  const totals = await store.totalsOf(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const t = totals.get(row.id) ?? { members: 0, requestedMinor: 0n, allottedHands: 0 };
    return {
      ...viewGroup(row, catalog.productById(row.productId), nowMs),
      productId: row.productId,
      members: t.members,
      requestedAmount: formatMoney(minor(t.requestedMinor), currencyDecimals(row.currency)),
      allocatedQty: t.allottedHands,
      allocatedAt: row.allocatedAt,
      createdAt: row.createdAt.getTime(),
    };
  });
}

async function adminView(deps: TradingDeps, row: store.GroupRow): Promise<AdminGroup> {
  const [view] = await adminViews(deps, [row]);
  if (!view) throw new Error(`group ${row.id} has no view`);
  return view;
}

export async function groupList(
  deps: TradingDeps,
  p: { page: number; size: number },
): Promise<Result<{ list: AdminGroup[]; total: number }>> {
  const { rows, total } = await store.allGroups(deps.db, (p.page - 1) * p.size, p.size);
  return ok({ list: await adminViews(deps, rows), total });
}

/** The checked columns of an offering from the console's fields, or the failure naming the field. */
async function columnsOf(deps: TradingDeps, input: GroupInput, nowMs: number): Promise<Result<store.NewGroup>> {
  const catalog = await catalogOf(deps.db, nowMs);
  const product = catalog.productByCode(input.code);
  if (!product) return fail(Code.ABNORMAL_DATA, groupMessages.productUnknown);
  const price = parsePrice(input.price, product.decimals);
  if (!price.ok || price.value <= 0n) return fail(Code.ABNORMAL_DATA, groupMessages.priceDecimals);
  const currency = await readCurrency(deps.db, 'real');
  const decimals = currencyDecimals(currency);
  const min = parseMoney(input.minAmount, decimals);
  const max = parseMoney(input.maxAmount, decimals);
  if (!min.ok) return fail(Code.ABNORMAL_DATA, groupMessages.amountDecimals);
  if (!max.ok) return fail(Code.ABNORMAL_DATA, groupMessages.amountDecimals);
  if (max.value < min.value) return fail(Code.ABNORMAL_DATA, groupMessages.limitsOrder);
  if (input.allocateAt <= nowMs) return fail(Code.ABNORMAL_DATA, groupMessages.allocateInPast);
  if (input.payDeadline <= input.allocateAt) return fail(Code.ABNORMAL_DATA, groupMessages.timesOrder);
  return ok({
    name: input.name,
    productId: product.id,
    code: product.code,
    decimals: product.decimals,
    handCount: product.handCount,
    instrumentCurrency: product.currency,
    priceTicks: price.value,
    blockHands: input.blockQty,
    currency,
    minAmountMinor: min.value,
    maxAmountMinor: max.value,
    depositRate: input.depositRate,
    allocateAt: input.allocateAt,
    payDeadline: input.payDeadline,
  });
}

function auditDetail(columns: store.NewGroup): Record<string, unknown> {
  return {
    code: columns.code,
    price: String(columns.priceTicks),
    blockHands: columns.blockHands,
    minAmountMinor: String(columns.minAmountMinor),
    maxAmountMinor: String(columns.maxAmountMinor),
    depositRate: columns.depositRate,
    allocateAt: columns.allocateAt,
    payDeadline: columns.payDeadline,
  };
}

export async function groupCreate(
  deps: TradingDeps,
  actor: StaffSession,
  input: GroupInput,
  ip: string,
): Promise<Result<AdminGroup>> {
  const columns = await columnsOf(deps, input, deps.now());
  if (!columns.ok) return columns;
  const created = await inTransaction(deps.db, async (tx) => {
    const row = await store.insertGroup(tx, columns.body);
    await insertAudit(tx, {
      staffId: actor.staffId,
      action: 'group.create',
      target: `group:${row.id}`,
      reason: input.reason,
      detail: auditDetail(columns.body),
      ip,
    });
    return row;
  });
  if (isFailure(created)) return created;
  return ok(await adminView(deps, created));
}

/** Edits an offering while it is open (G3): before its allocation time, under its row lock. */
export async function groupUpdate(
  deps: TradingDeps,
  actor: StaffSession,
  input: GroupInput & { id: number },
  ip: string,
): Promise<Result<AdminGroup>> {
  const nowMs = deps.now();
  const columns = await columnsOf(deps, input, nowMs);
  if (!columns.ok) return columns;
  const updated = await inTransaction(deps.db, async (tx) => {
    const before = await store.lockGroup(tx, input.id);
    if (!before) throw new Rollback(fail(Code.ABNORMAL_DATA, groupMessages.consoleGroupUnknown));
    if (before.allocatedAt !== null || nowMs >= before.allocateAt) {
      throw new Rollback(fail(Code.ABNORMAL_DATA, groupMessages.notEditable));
    }
    const row = await store.updateGroup(tx, before.id, columns.body);
    await insertAudit(tx, {
      staffId: actor.staffId,
      action: 'group.update',
      target: `group:${row.id}`,
      reason: input.reason,
      detail: { before: auditDetail(before), after: auditDetail(columns.body) },
      ip,
    });
    return row;
  });
  if (isFailure(updated)) return updated;
  return ok(await adminView(deps, updated));
}

export async function groupMembers(
  deps: TradingDeps,
  p: { id: number; page: number; size: number },
): Promise<Result<{ list: GroupMember[]; total: number }>> {
  const group = await store.findGroup(deps.db, p.id);
  if (!group) return fail(Code.ABNORMAL_DATA, groupMessages.consoleGroupUnknown);
  const { rows, total } = await store.membersOf(deps.db, p.id, (p.page - 1) * p.size, p.size);
  const list = rows.map(({ order, username }) => {
    const m = (v: bigint) => formatMoney(minor(v), currencyDecimals(order.currency));
    return {
      id: order.id,
      userId: order.userId,
      username,
      accountType: order.accountSet,
      amount: m(order.amountMinor),
      depositAmount: m(order.depositMinor),
      allocatedQty: order.allottedHands,
      allottedAmount: order.allottedMinor === null ? null : m(order.allottedMinor),
      unpaidAmount: m(unpaidMinor(order)),
      refundedAmount: m(order.refundedMinor),
      status: order.status,
      orderId: order.orderId,
      createdAt: order.createdAt.getTime(),
    };
  });
  return ok({ list, total });
}
