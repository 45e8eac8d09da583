import { and, asc, desc, eq, gt, gte, inArray, isNull, like, lt, lte, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  ledgerAccounts,
  ledgerTransfers,
  orders,
  priceAlerts,
  settingChanges,
  tradingHaltHistory,
  triggerFirings,
} from '../../db/schema';

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

export type FiringRow = typeof triggerFirings.$inferSelect;
export type AlertRowOf = typeof priceAlerts.$inferSelect;
export type HaltHistoryRow = typeof tradingHaltHistory.$inferSelect;

/** The firing of an order's trigger (RC7): an order fires at most once. */
export async function orderFiring(q: Queryable, orderId: number): Promise<FiringRow | undefined> {
  const [row] = await q.select().from(triggerFirings).where(eq(triggerFirings.orderId, orderId)).limit(1);
  return row;
}

/** The latest firing of an alert within the window (a repeating alert fires again and again). */
export async function alertFiring(
  q: Queryable,
  alertId: number,
  fromMs: number,
  toMs: number,
): Promise<FiringRow | undefined> {
  const [row] = await q
    .select()
    .from(triggerFirings)
    .where(
      and(eq(triggerFirings.alertId, alertId), gte(triggerFirings.firedAt, fromMs), lte(triggerFirings.firedAt, toMs)),
    )
    .orderBy(desc(triggerFirings.firedAt))
    .limit(1);
  return row;
}

export async function alertById(q: Queryable, id: number): Promise<AlertRowOf | undefined> {
  const [row] = await q.select().from(priceAlerts).where(eq(priceAlerts.id, id)).limit(1);
  return row;
}

/** The halts of an instrument or its market that overlapped a window (HL10), oldest first. */
export async function haltsOverlapping(
  q: Queryable,
  instrument: { code: string; market: string },
  fromMs: number,
  toMs: number,
): Promise<HaltHistoryRow[]> {
  return await q
    .select()
    .from(tradingHaltHistory)
    .where(
      and(
        or(
          and(eq(tradingHaltHistory.scope, 'code'), eq(tradingHaltHistory.target, instrument.code)),
          and(eq(tradingHaltHistory.scope, 'market'), eq(tradingHaltHistory.target, instrument.market)),
        ),
        lt(tradingHaltHistory.haltedAt, toMs),
        or(isNull(tradingHaltHistory.resumedAt), gt(tradingHaltHistory.resumedAt, fromMs)),
      ),
    )
    .orderBy(asc(tradingHaltHistory.haltedAt));
}
