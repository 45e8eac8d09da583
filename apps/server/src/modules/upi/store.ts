import { type LifecycleStatus, UPI_PAYMENT_LIFECYCLE } from '@demo/core';
import { and, asc, desc, eq, gte, inArray, lt, lte } from 'drizzle-orm';
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

/** The recharges a gateway credited in [from, to). */
export async function creditedBetween(q: Queryable, gateway: string, from: Date, to: Date): Promise<UpiPaymentRow[]> {
  return await q
    .select()
    .from(upiPayments)
    .where(
      and(
        eq(upiPayments.gateway, gateway),
        eq(upiPayments.status, 'credited'),
        gte(upiPayments.decidedAt, from),
        lt(upiPayments.decidedAt, to),
      ),
    );
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

/** The latest run of each gateway. */
export async function latestSettlementRuns(q: Queryable) {
  return await q
    .selectDistinctOn([upiSettlementRuns.gateway])
    .from(upiSettlementRuns)
    .orderBy(upiSettlementRuns.gateway, desc(upiSettlementRuns.day), desc(upiSettlementRuns.id));
}
