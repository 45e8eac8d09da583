import { and, asc, between, count, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  aiProducts,
  charges,
  groupOfferings,
  groupOrders,
  ledgerAccounts,
  ledgerTransfers,
  newShareOfferings,
  newShareSubscriptions,
  orders,
  products,
  userAiProducts,
  withdrawals,
} from '../../db/schema';

/** SQL of the customer's balance records; the ledger writes the rows, this module only reads them. */

export interface RecordAccount {
  readonly kind: string;
  readonly currency: string;
}

/** The ids of a user's accounts among `accounts` (those created so far). */
export async function findUserAccountIds(
  q: Queryable,
  userId: number,
  accounts: readonly RecordAccount[],
): Promise<Array<{ id: number; kind: string }>> {
  if (accounts.length === 0) return [];
  return await q
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        or(...accounts.map((a) => and(eq(ledgerAccounts.kind, a.kind), eq(ledgerAccounts.currency, a.currency)))),
      ),
    );
}

export interface TransferOfAccount {
  id: number;
  type: number;
  amountMinor: bigint;
  debitAccountId: number;
  creditAccountId: number;
  /** Null on a platform side (L6); the user's side always has it. */
  debitBalanceAfterMinor: bigint | null;
  creditBalanceAfterMinor: bigint | null;
  /** `<eventId>/<leg>`: the leg names the record's part (docs/SPEC.md LR1). */
  idempotencyId: string;
  ref: string;
  remark: string | null;
  createdAt: Date;
  fxRate: string | null;
  fxInstrumentCurrency: string | null;
  fxInstrumentAmountMinor: bigint | null;
}

const transferColumns = {
  id: ledgerTransfers.id,
  type: ledgerTransfers.type,
  amountMinor: ledgerTransfers.amountMinor,
  debitAccountId: ledgerTransfers.debitAccountId,
  creditAccountId: ledgerTransfers.creditAccountId,
  debitBalanceAfterMinor: ledgerTransfers.debitBalanceAfterMinor,
  creditBalanceAfterMinor: ledgerTransfers.creditBalanceAfterMinor,
  idempotencyId: ledgerTransfers.idempotencyId,
  ref: ledgerTransfers.ref,
  remark: ledgerTransfers.remark,
  createdAt: ledgerTransfers.createdAt,
  fxRate: ledgerTransfers.fxRate,
  fxInstrumentCurrency: ledgerTransfers.fxInstrumentCurrency,
  fxInstrumentAmountMinor: ledgerTransfers.fxInstrumentAmountMinor,
};

/**
 * One page of the transfers touching any of `accountIds`, newest first, of the user-visible types
 * 1–16 only (internal types from 100 up are never listed), optionally of one type.
 */
export async function pageTransfers(
  q: Queryable,
  filter: { accountIds: readonly number[]; type: number | undefined; page: number; size: number },
): Promise<{ rows: TransferOfAccount[]; total: number }> {
  if (filter.accountIds.length === 0) return { rows: [], total: 0 };
  const ids = [...filter.accountIds];
  const conditions: SQL[] = [between(ledgerTransfers.type, 1, 16)];
  if (filter.type !== undefined) conditions.push(eq(ledgerTransfers.type, filter.type));
  const touches = or(inArray(ledgerTransfers.debitAccountId, ids), inArray(ledgerTransfers.creditAccountId, ids));
  const where = and(touches, ...conditions);
  const rows = await q
    .select(transferColumns)
    .from(ledgerTransfers)
    .where(where)
    .orderBy(desc(ledgerTransfers.id))
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size);
  const [total] = await q.select({ n: count() }).from(ledgerTransfers).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The instrument of each of these orders (code and product name), for records that name what they were about. */
export async function instrumentsOfOrders(
  q: Queryable,
  orderIds: readonly number[],
): Promise<Map<number, { orderNo: string; code: string; name: string; nameHi: string | null }>> {
  if (orderIds.length === 0) return new Map();
  const rows = await q
    .select({ id: orders.id, orderNo: orders.orderNo, code: orders.code, name: products.name, nameHi: products.nameHi })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(inArray(orders.id, [...orderIds]));
  return new Map(rows.map((r) => [r.id, { orderNo: r.orderNo, code: r.code, name: r.name, nameHi: r.nameHi }]));
}

/** An offering's name as the customer's records name it, in English and (when it has one) Hindi. */
export interface OfferingName {
  readonly name: string;
  readonly nameHi: string | null;
}

/** The offering each of these new-share subscriptions was for. */
export async function offeringsOfSubscriptions(
  q: Queryable,
  ids: readonly number[],
): Promise<Map<number, OfferingName>> {
  if (ids.length === 0) return new Map();
  const rows = await q
    .select({ id: newShareSubscriptions.id, name: newShareOfferings.name })
    .from(newShareSubscriptions)
    .innerJoin(newShareOfferings, eq(newShareOfferings.id, newShareSubscriptions.offeringId))
    .where(inArray(newShareSubscriptions.id, [...ids]));
  return new Map(rows.map((r) => [r.id, { name: r.name, nameHi: null }]));
}

/** The group offering each of these group orders joined. */
export async function offeringsOfGroupOrders(q: Queryable, ids: readonly number[]): Promise<Map<number, OfferingName>> {
  if (ids.length === 0) return new Map();
  const rows = await q
    .select({ id: groupOrders.id, name: groupOfferings.name })
    .from(groupOrders)
    .innerJoin(groupOfferings, eq(groupOfferings.id, groupOrders.groupId))
    .where(inArray(groupOrders.id, [...ids]));
  return new Map(rows.map((r) => [r.id, { name: r.name, nameHi: null }]));
}

/** The AI stock-picking product each of these purchases bought. */
export async function productsOfAiPurchases(q: Queryable, ids: readonly number[]): Promise<Map<number, OfferingName>> {
  if (ids.length === 0) return new Map();
  const rows = await q
    .select({ id: userAiProducts.id, name: aiProducts.name, nameHi: aiProducts.nameHi })
    .from(userAiProducts)
    .innerJoin(aiProducts, eq(aiProducts.id, userAiProducts.aiProductId))
    .where(inArray(userAiProducts.id, [...ids]));
  return new Map(rows.map((r) => [r.id, { name: r.name, nameHi: r.nameHi }]));
}

/**
 * The record transfers (types 1–16) of one account in [fromMs, toMs], oldest first, at most `limit`.
 * The end is compared as "before toMs + 1" because the database keeps microseconds: a transfer in the
 * last millisecond of the window belongs to it, as it does to `balanceBefore(toMs + 1)`.
 */
export async function recordsInWindow(
  q: Queryable,
  accountId: number,
  window: { fromMs: number; toMs: number },
  limit: number,
): Promise<TransferOfAccount[]> {
  return await q
    .select(transferColumns)
    .from(ledgerTransfers)
    .where(
      and(
        or(eq(ledgerTransfers.debitAccountId, accountId), eq(ledgerTransfers.creditAccountId, accountId)),
        between(ledgerTransfers.type, 1, 16),
        gte(ledgerTransfers.createdAt, new Date(window.fromMs)),
        lt(ledgerTransfers.createdAt, new Date(window.toMs + 1)),
      ),
    )
    .orderBy(asc(ledgerTransfers.id))
    .limit(limit);
}

/** A recharge's or withdrawal's label and its other currency, as submitted (docs/SPEC.md FR1). */
export interface FundsRequest {
  /** The channel's currency with its network (`USDT TRC20`), or the payout account, masked. */
  readonly label: string;
  readonly fxCurrency: string | null;
  readonly fxAmountMinor: bigint | null;
  readonly fxRate: string | null;
}

/** These recharges, by id. */
export async function chargesByIds(q: Queryable, ids: readonly number[]): Promise<Map<number, FundsRequest>> {
  if (ids.length === 0) return new Map();
  const rows = await q
    .select({
      id: charges.id,
      label: charges.payCurrency,
      fxCurrency: charges.fxCurrency,
      fxAmountMinor: charges.fxAmountMinor,
      fxRate: charges.fxRate,
    })
    .from(charges)
    .where(inArray(charges.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** These withdrawals, by id. */
export async function withdrawalsByIds(q: Queryable, ids: readonly number[]): Promise<Map<number, FundsRequest>> {
  if (ids.length === 0) return new Map();
  const rows = await q
    .select({
      id: withdrawals.id,
      label: withdrawals.accountMasked,
      fxCurrency: withdrawals.fxCurrency,
      fxAmountMinor: withdrawals.fxAmountMinor,
      fxRate: withdrawals.fxRate,
    })
    .from(withdrawals)
    .where(inArray(withdrawals.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}
