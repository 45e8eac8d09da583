import { and, asc, between, eq, gte, inArray, lte, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { ledgerAccounts, ledgerTransfers, orders, products } from '../../db/schema';

/** SQL of analytics and the statement: reads of the ledger and the orders, never writes. */

export interface SetAccount {
  id: number;
  kind: string;
}

/** The user's accounts of one set in one currency (available, locked, margin; those created so far). */
export async function setAccounts(
  q: Queryable,
  userId: number,
  kinds: readonly string[],
  currency: string,
): Promise<SetAccount[]> {
  return await q
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.currency, currency),
        inArray(ledgerAccounts.kind, [...kinds]),
      ),
    );
}

export interface WindowTransfer {
  id: number;
  type: number;
  amountMinor: bigint;
  debitAccountId: number;
  creditAccountId: number;
  debitBalanceAfterMinor: bigint | null;
  creditBalanceAfterMinor: bigint | null;
  /** `<eventId>/<leg>`: the leg names the record's part (docs/SPEC.md LR1). */
  idempotencyId: string;
  ref: string;
  remark: string | null;
  createdAt: Date;
  /** The other side of a converted amount (X1): 1 `fxInstrumentCurrency` = `fxRate` of the account's. */
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
 * The transfers touching any of `accountIds` in [fromMs, toMs], oldest first, at most `limit`. With
 * `userTypesOnly`, only the types 1–16 a customer sees (internal types from 100 up are left out).
 */
export async function transfersIn(
  q: Queryable,
  accountIds: readonly number[],
  window: { fromMs: number; toMs: number },
  options: { userTypesOnly: boolean; limit: number },
): Promise<WindowTransfer[]> {
  if (accountIds.length === 0) return [];
  const ids = [...accountIds];
  return await q
    .select(transferColumns)
    .from(ledgerTransfers)
    .where(
      and(
        or(inArray(ledgerTransfers.debitAccountId, ids), inArray(ledgerTransfers.creditAccountId, ids)),
        gte(ledgerTransfers.createdAt, new Date(window.fromMs)),
        lte(ledgerTransfers.createdAt, new Date(window.toMs)),
        options.userTypesOnly ? between(ledgerTransfers.type, 1, 16) : undefined,
      ),
    )
    .orderBy(asc(ledgerTransfers.id))
    .limit(options.limit);
}

export interface ClosedTrade {
  code: string;
  market: string;
  coverTime: number;
  profitMinor: bigint;
  openingFeeMinor: bigint;
  closingFeeMinor: bigint;
  overnightFeeMinor: bigint;
}

/** The set's orders closed (COVER) in [fromMs, toMs], with their product's market. */
export async function closedTrades(
  q: Queryable,
  userId: number,
  set: 'real' | 'virtual',
  window: { fromMs: number; toMs: number },
): Promise<ClosedTrade[]> {
  const rows = await q
    .select({
      code: products.code,
      market: products.market,
      coverTime: orders.coverTime,
      profitMinor: orders.profitMinor,
      openingFeeMinor: orders.openingFeeMinor,
      closingFeeMinor: orders.closingFeeMinor,
      overnightFeeMinor: orders.overnightFeeMinor,
    })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.accountSet, set),
        eq(orders.status, 'COVER'),
        gte(orders.coverTime, window.fromMs),
        lte(orders.coverTime, window.toMs),
      ),
    )
    .orderBy(asc(orders.id));
  return rows.map((r) => ({ ...r, coverTime: r.coverTime ?? 0 }));
}
