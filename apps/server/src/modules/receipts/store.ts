import { and, asc, eq, gt, inArray, like, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { ledgerAccounts, ledgerTransfers, orders, settingChanges } from '../../db/schema';

/** SQL of receipts and trigger audits: they only read what the fills and the ledger wrote. */

export type OrderRowOf = typeof orders.$inferSelect;

/** A position's family: the order that opened it and every partial cover split from it (O3), by id. */
export async function familyOf(q: Queryable, rootId: number): Promise<OrderRowOf[]> {
  return await q
    .select()
    .from(orders)
    .where(or(eq(orders.id, rootId), eq(orders.parentId, rootId)))
    .orderBy(asc(orders.id));
}

export async function orderById(q: Queryable, id: number): Promise<OrderRowOf | undefined> {
  const [row] = await q.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

/** A ledger transfer of an order, with the kinds of the accounts it moved money between. */
export interface OrderTransfer {
  id: number;
  type: number;
  amountMinor: bigint;
  idempotencyId: string;
  currency: string;
  createdAt: Date;
  fxRate: string | null;
  fxInstrumentCurrency: string | null;
  fxInstrumentAmountMinor: bigint | null;
  debitAccountId: number;
  creditAccountId: number;
}

/**
 * The transfers of the order `ownId` (every posting names it `order:<id>`) and, for a partial cover,
 * the opening posting of the order it was split from (`order:<rootId>:open` or `:fill`), oldest first.
 */
export async function transfersOf(q: Queryable, ownId: number, rootId: number): Promise<OrderTransfer[]> {
  const own = eq(ledgerTransfers.ref, `order:${ownId}`);
  const opening =
    rootId === ownId
      ? undefined
      : and(
          eq(ledgerTransfers.ref, `order:${rootId}`),
          or(
            like(ledgerTransfers.idempotencyId, `order:${rootId}:open/%`),
            like(ledgerTransfers.idempotencyId, `order:${rootId}:fill/%`),
          ),
        );
  return await q
    .select({
      id: ledgerTransfers.id,
      type: ledgerTransfers.type,
      amountMinor: ledgerTransfers.amountMinor,
      idempotencyId: ledgerTransfers.idempotencyId,
      currency: ledgerTransfers.currency,
      createdAt: ledgerTransfers.createdAt,
      fxRate: ledgerTransfers.fxRate,
      fxInstrumentCurrency: ledgerTransfers.fxInstrumentCurrency,
      fxInstrumentAmountMinor: ledgerTransfers.fxInstrumentAmountMinor,
      debitAccountId: ledgerTransfers.debitAccountId,
      creditAccountId: ledgerTransfers.creditAccountId,
    })
    .from(ledgerTransfers)
    .where(opening ? or(own, opening) : own)
    .orderBy(asc(ledgerTransfers.id));
}

/** The kind of each of these ledger accounts (`available`, `margin`, `fee_income`, …). */
export async function accountKinds(q: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await q
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.kind]));
}

/** Approved changes of these settings decided after `afterMs`, oldest first: the first names what was in force before. */
export async function settingChangesAfter(
  q: Queryable,
  keys: readonly string[],
  afterMs: number,
): Promise<Array<{ key: string; previous: string }>> {
  return await q
    .select({ key: settingChanges.key, previous: settingChanges.previous })
    .from(settingChanges)
    .where(
      and(
        inArray(settingChanges.key, [...keys]),
        eq(settingChanges.status, 'APPROVED'),
        gt(settingChanges.decidedAt, new Date(afterMs)),
      ),
    )
    .orderBy(asc(settingChanges.decidedAt), asc(settingChanges.id));
}
