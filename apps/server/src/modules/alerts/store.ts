import { alertFireEvent, PRICE_ALERT_LIFECYCLE, statusRule } from '@demo/core';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { priceAlerts, triggerFirings } from '../../db/schema';

/** SQL of price alerts. Every customer-facing query names the owner, so ids never reach another's rows. */

export type AlertRow = typeof priceAlerts.$inferSelect;
export type NewAlertRow = typeof priceAlerts.$inferInsert;

/** Serialises one customer's alert changes so the active limit (AL4) holds under concurrent creates. */
export const ALERT_LOCK_KEY = 7_305_300;

export async function countActive(q: Queryable, userId: number): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(priceAlerts)
    .where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.status, 'active')));
  return row?.n ?? 0;
}

/** A new alert is stored in its lifecycle's initial status (docs/SPEC.md LC2). */
export async function insertAlert(q: Queryable, row: Omit<NewAlertRow, 'status'>): Promise<AlertRow> {
  const [inserted] = await q
    .insert(priceAlerts)
    .values({ ...row, status: PRICE_ALERT_LIFECYCLE.initial })
    .returning();
  if (!inserted) throw new Error('insert into price_alerts returned no row');
  return inserted;
}

/** The customer's active alerts, then their triggered ones, newest first within each, at most `limit`. */
export async function alertsOf(q: Queryable, userId: number, limit: number): Promise<AlertRow[]> {
  return await q
    .select()
    .from(priceAlerts)
    .where(and(eq(priceAlerts.userId, userId), inArray(priceAlerts.status, ['active', 'triggered'])))
    .orderBy(sql`case when ${priceAlerts.status} = 'active' then 0 else 1 end`, desc(priceAlerts.id))
    .limit(limit);
}

/** Marks one of the customer's alerts cancelled; the row before, or null when it is not theirs or gone. */
export async function cancelAlert(q: Queryable, userId: number, id: number): Promise<AlertRow | null> {
  const cancel = statusRule(PRICE_ALERT_LIFECYCLE, 'cancel');
  const [row] = await q
    .update(priceAlerts)
    .set({ status: cancel.to })
    .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId), inArray(priceAlerts.status, [...cancel.from])))
    .returning();
  return row ?? null;
}

/** Every active alert, for the engine leader's book (read once when it takes the lead). */
export async function activeAlerts(q: Queryable): Promise<AlertRow[]> {
  return await q.select().from(priceAlerts).where(eq(priceAlerts.status, 'active'));
}

/**
 * Records a trigger: a one-off alert becomes `triggered`, a repeating one stays active and disarmed
 * (AL2). Only an alert still active is changed, so a removal that raced the tick wins; null then.
 */
export async function recordTrigger(
  db: Db,
  id: number,
  repeat: boolean,
  atMs: number,
  tick: { priceTicks: bigint; bidTicks: bigint | null; askTicks: bigint | null; seq: number | null },
): Promise<AlertRow | null> {
  const fire = statusRule(PRICE_ALERT_LIFECYCLE, alertFireEvent(repeat));
  // RC7: the firing's facts are kept with the trigger, in one transaction, for the alert's audit.
  return await db.transaction(async (tx) => {
    const [row] = await tx
      .update(priceAlerts)
      .set({ status: fire.to, armed: false, triggeredAt: atMs, triggeredPriceTicks: tick.priceTicks })
      .where(and(eq(priceAlerts.id, id), inArray(priceAlerts.status, [...fire.from])))
      .returning();
    if (!row) return null;
    await tx
      .insert(triggerFirings)
      .values({ userId: row.userId, alertId: row.id, kind: 'alert', firedAt: atMs, ...tick });
    return row;
  });
}

/** A repeating alert came back across its level: it waits for its crossing again (AL2). */
export async function recordRearm(q: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await q
    .update(priceAlerts)
    .set({ armed: true })
    .where(and(inArray(priceAlerts.id, [...ids]), eq(priceAlerts.status, 'active')));
}
