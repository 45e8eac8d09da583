import { type LifecycleStatus, UPI_PAYMENT_LIFECYCLE } from '@demo/core';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { upiPayments, upiSettlementRuns, upiWebhookEvents } from '../../db/schema';

/** SQL of the UPI channel. */

export type UpiPaymentRow = typeof upiPayments.$inferSelect;
type UpiStatus = UpiPaymentRow['status'];

export async function insertUpiPayment(
  q: Queryable,
  row: Omit<typeof upiPayments.$inferInsert, 'status' | 'id'>,
): Promise<UpiPaymentRow> {
  const [inserted] = await q
    .insert(upiPayments)
    .values({ ...row, status: UPI_PAYMENT_LIFECYCLE.initial })
    .returning();
  if (!inserted) throw new Error('upi_payments insert returned no row');
  return inserted;
}

export async function upiPaymentOf(q: Queryable, userId: number, id: number): Promise<UpiPaymentRow | undefined> {
  const [row] = await q
    .select()
    .from(upiPayments)
    .where(and(eq(upiPayments.id, id), eq(upiPayments.userId, userId)))
    .limit(1);
  return row;
}

export async function upiPaymentByRequest(
  q: Queryable,
  userId: number,
  requestId: string,
): Promise<UpiPaymentRow | undefined> {
  const [row] = await q
    .select()
    .from(upiPayments)
    .where(and(eq(upiPayments.userId, userId), eq(upiPayments.requestId, requestId)))
    .limit(1);
  return row;
}

export async function upiPaymentByOrder(
  q: Queryable,
  gateway: string,
  orderId: string,
): Promise<UpiPaymentRow | undefined> {
  const [row] = await q
    .select()
    .from(upiPayments)
    .where(and(eq(upiPayments.gateway, gateway), eq(upiPayments.gatewayOrderId, orderId)))
    .limit(1);
  return row;
}

/** The order locked FOR UPDATE: two deliveries of its webhook take turns. */
export async function lockUpiPayment(q: Queryable, id: number): Promise<UpiPaymentRow | undefined> {
  const [row] = await q.select().from(upiPayments).where(eq(upiPayments.id, id)).for('update').limit(1);
  return row;
}

/** UP2: records a webhook's event id; false when it was seen before (a replay). */
export async function recordWebhookEvent(q: Queryable, gateway: string, eventId: string): Promise<boolean> {
  const rows = await q
    .insert(upiWebhookEvents)
    .values({ gateway, eventId })
    .onConflictDoNothing()
    .returning({ eventId: upiWebhookEvents.eventId });
  return rows.length === 1;
}

/**
 * Applies a lifecycle result as one conditional UPDATE from the statuses its event starts from, so of
 * two writers only one changes the row; answers the row changed, if any.
 */
export async function settleUpiPayment(
  q: Queryable,
  id: number,
  rule: { from: readonly UpiStatus[]; to: LifecycleStatus<UpiStatus> },
  fields: { reason?: string | null; gatewayPaymentId?: string | null; payerVpaMasked?: string | null; at: Date },
): Promise<UpiPaymentRow | undefined> {
  const [row] = await q
    .update(upiPayments)
    .set({
      status: rule.to,
      decidedAt: fields.at,
      ...(fields.reason === undefined ? {} : { reason: fields.reason }),
      ...(fields.gatewayPaymentId === undefined ? {} : { gatewayPaymentId: fields.gatewayPaymentId }),
      ...(fields.payerVpaMasked === undefined ? {} : { payerVpaMasked: fields.payerVpaMasked }),
    })
    .where(and(eq(upiPayments.id, id), inArray(upiPayments.status, [...rule.from])))
    .returning();
  return row;
}

/** Pending orders whose time ran out by `now`, oldest first. */
export async function overduePayments(q: Queryable, now: Date, limit: number): Promise<UpiPaymentRow[]> {
  return await q
    .select()
    .from(upiPayments)
    .where(and(eq(upiPayments.status, 'pending'), lte(upiPayments.expiresAt, now)))
    .orderBy(asc(upiPayments.expiresAt))
    .limit(limit);
}

/** One page of a customer's UPI payments, newest first, with how many there are. */
export async function upiPaymentsOf(q: Queryable, userId: number, page: number, size: number) {
  const [rows, [total]] = await Promise.all([
    q
      .select()
      .from(upiPayments)
      .where(eq(upiPayments.userId, userId))
      .orderBy(desc(upiPayments.id))
      .limit(size)
      .offset((page - 1) * size),
    q.select({ n: count() }).from(upiPayments).where(eq(upiPayments.userId, userId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * UP9: what a gateway's file for `day` is checked against: the recharges it credited in [from, to)
 * that no other day's file has listed, and any credited recharge the file itself lists, whenever its
 * (perhaps retried) webhook credited it.
 */
export async function creditedForSettlement(
  q: Queryable,
  gateway: string,
  window: { from: Date; to: Date; day: string },
  listedPaymentIds: readonly string[],
): Promise<UpiPaymentRow[]> {
  const inWindow = and(
    gte(upiPayments.decidedAt, window.from),
    lt(upiPayments.decidedAt, window.to),
    or(isNull(upiPayments.settledOn), eq(upiPayments.settledOn, window.day)),
  );
  const listed = listedPaymentIds.length > 0 ? inArray(upiPayments.gatewayPaymentId, [...listedPaymentIds]) : undefined;
  return await q
    .select()
    .from(upiPayments)
    .where(
      and(
        eq(upiPayments.gateway, gateway),
        eq(upiPayments.status, 'credited'),
        listed === undefined ? inWindow : or(inWindow, listed),
      ),
    );
}

/** UP9: the credited recharges a day's file listed are settled on that day. */
export async function markSettled(q: Queryable, gateway: string, day: string, paymentIds: readonly string[]) {
  if (paymentIds.length === 0) return;
  await q
    .update(upiPayments)
    .set({ settledOn: day })
    .where(and(eq(upiPayments.gateway, gateway), inArray(upiPayments.gatewayPaymentId, [...paymentIds])));
}

export async function settlementRunOf(q: Queryable, gateway: string, day: string) {
  const [row] = await q
    .select()
    .from(upiSettlementRuns)
    .where(and(eq(upiSettlementRuns.gateway, gateway), eq(upiSettlementRuns.day, day)))
    .limit(1);
  return row;
}

export async function insertSettlementRun(q: Queryable, run: typeof upiSettlementRuns.$inferInsert): Promise<void> {
  await q.insert(upiSettlementRuns).values(run).onConflictDoNothing();
}

/** UP9: a run checked again replaces the one before, and is open again until resolved. */
export async function replaceSettlementRun(q: Queryable, run: typeof upiSettlementRuns.$inferInsert) {
  const fresh = { ...run, checkedAt: new Date(), resolvedAt: null, resolvedBy: null, resolution: null };
  const [row] = await q
    .insert(upiSettlementRuns)
    .values(fresh)
    .onConflictDoUpdate({ target: [upiSettlementRuns.gateway, upiSettlementRuns.day], set: fresh })
    .returning();
  if (!row) throw new Error('upi_settlement_runs upsert returned no row');
  return row;
}

/** UP10: marks a day's run resolved; undefined when there is no such run. */
export async function resolveSettlementRun(
  q: Queryable,
  gateway: string,
  day: string,
  by: { staffId: number; reason: string; at: Date },
) {
  const [row] = await q
    .update(upiSettlementRuns)
    .set({ resolvedAt: by.at, resolvedBy: by.staffId, resolution: by.reason })
    .where(and(eq(upiSettlementRuns.gateway, gateway), eq(upiSettlementRuns.day, day)))
    .returning();
  return row;
}

/** The latest run of each gateway. */
export async function latestSettlementRuns(q: Queryable) {
  return await q
    .selectDistinctOn([upiSettlementRuns.gateway])
    .from(upiSettlementRuns)
    .orderBy(upiSettlementRuns.gateway, desc(upiSettlementRuns.day), desc(upiSettlementRuns.id));
}
