import { type LifecycleStatus, SIP_PLAN_LIFECYCLE, type SipInstalmentStatus } from '@demo/core';
import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orders, sipInstalments, sipPlans, userAiProducts } from '../../db/schema';
import type { StatusPatch } from '../../db/status-lifecycles';

/** The SQL of recurring investments (docs/SPEC.md SP1–SP9): plans, instalments and what they bought. */

export type SipPlanRow = typeof sipPlans.$inferSelect;
export type SipPlanInsert = Omit<typeof sipPlans.$inferInsert, 'id' | 'status' | 'skipsInARow' | 'createdAt'>;
export type SipInstalmentRow = typeof sipInstalments.$inferSelect;
type PlanStatus = SipPlanRow['status'];

/** How many due plans the leader's pass takes at a time; the rest wait for its next round. */
export const SIP_DUE_BATCH_MAX = 200;

/** A new plan is stored in its lifecycle's initial status (docs/SPEC.md LC2). */
export async function insertPlan(q: Queryable, plan: SipPlanInsert): Promise<SipPlanRow> {
  const [row] = await q
    .insert(sipPlans)
    .values({ ...plan, status: SIP_PLAN_LIFECYCLE.initial })
    .returning();
  if (!row) throw new Error('inserting a SIP plan returned no row');
  return row;
}

/** One of the user's own plans; another customer's id finds nothing (SP9). */
export async function ownPlan(q: Queryable, userId: number, id: number): Promise<SipPlanRow | undefined> {
  const [row] = await q
    .select()
    .from(sipPlans)
    .where(and(eq(sipPlans.id, id), eq(sipPlans.userId, userId)))
    .limit(1);
  return row;
}

export async function plansOf(
  q: Queryable,
  userId: number,
  window: { offset: number; limit: number },
): Promise<{ rows: SipPlanRow[]; total: number }> {
  const rows = await q
    .select()
    .from(sipPlans)
    .where(eq(sipPlans.userId, userId))
    .orderBy(desc(sipPlans.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await q.select({ n: count() }).from(sipPlans).where(eq(sipPlans.userId, userId));
  return { rows, total: total?.n ?? 0 };
}

/** The active plans whose next instalment is due by `nowMs`, the longest waiting first. */
export async function duePlans(q: Queryable, nowMs: number): Promise<SipPlanRow[]> {
  return await q
    .select()
    .from(sipPlans)
    .where(and(eq(sipPlans.status, 'active'), lte(sipPlans.nextAtMs, nowMs)))
    .orderBy(asc(sipPlans.nextAtMs), asc(sipPlans.id))
    .limit(SIP_DUE_BATCH_MAX);
}

/**
 * A lifecycle's transition as one conditional UPDATE (LC2): applied only while the plan still holds
 * one of `from`, so two writers racing never both apply it. The patch comes with it (the next date).
 */
export async function updatePlan(
  q: Queryable,
  id: number,
  from: readonly PlanStatus[],
  patch: StatusPatch<typeof sipPlans.$inferInsert> & { status?: LifecycleStatus<PlanStatus> },
  onlyAtDay?: number,
): Promise<SipPlanRow | undefined> {
  const [row] = await q
    .update(sipPlans)
    .set(patch)
    .where(
      and(
        eq(sipPlans.id, id),
        inArray(sipPlans.status, [...from]),
        ...(onlyAtDay === undefined ? [] : [eq(sipPlans.nextDay, onlyAtDay)]),
      ),
    )
    .returning();
  return row;
}

/**
 * SP4: records an instalment unless one of the plan and day exists already; answers the new row, or
 * undefined when another run recorded it first (the unique key decides, whoever commits first).
 */
export async function recordInstalment(
  q: Queryable,
  row: {
    planId: number;
    day: number;
    atMs: number;
    status: SipInstalmentStatus;
    reason: string | null;
    orderId: number | null;
    aiPurchaseId: number | null;
    hands: number | null;
    costMinor: bigint | null;
  },
): Promise<SipInstalmentRow | undefined> {
  const [inserted] = await q
    .insert(sipInstalments)
    .values(row)
    .onConflictDoNothing({ target: [sipInstalments.planId, sipInstalments.day] })
    .returning();
  return inserted;
}

export async function instalmentsOf(
  q: Queryable,
  planId: number,
  window: { offset: number; limit: number },
): Promise<{ rows: SipInstalmentRow[]; total: number }> {
  const rows = await q
    .select()
    .from(sipInstalments)
    .where(eq(sipInstalments.planId, planId))
    .orderBy(desc(sipInstalments.day))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await q.select({ n: count() }).from(sipInstalments).where(eq(sipInstalments.planId, planId));
  return { rows, total: total?.n ?? 0 };
}

/** Per plan: what the filled instalments cost, and how many filled and skipped. */
export async function totalsOf(
  q: Queryable,
  planIds: readonly number[],
): Promise<Map<number, { investedMinor: bigint; filled: number; skipped: number }>> {
  if (planIds.length === 0) return new Map();
  const rows = await q
    .select({
      planId: sipInstalments.planId,
      invested: sql<string>`coalesce(sum(${sipInstalments.costMinor}), 0)::text`,
      filled: sql<number>`count(*) filter (where ${sipInstalments.status} = 'filled')::int`,
      skipped: sql<number>`count(*) filter (where ${sipInstalments.status} = 'skipped')::int`,
    })
    .from(sipInstalments)
    .where(inArray(sipInstalments.planId, [...planIds]))
    .groupBy(sipInstalments.planId);
  return new Map(
    rows.map((r) => [r.planId, { investedMinor: BigInt(r.invested), filled: r.filled, skipped: r.skipped }]),
  );
}

/** The orders the plans' filled instalments placed, by plan, for their value now. */
export async function boughtOrders(q: Queryable, planIds: readonly number[]) {
  if (planIds.length === 0) return [];
  return await q
    .select({ planId: sipInstalments.planId, order: orders })
    .from(sipInstalments)
    .innerJoin(orders, eq(orders.id, sipInstalments.orderId))
    .where(inArray(sipInstalments.planId, [...planIds]));
}

/** The AI purchases the plans' filled instalments made, by plan, with their equity now. */
export async function boughtAi(q: Queryable, planIds: readonly number[]) {
  if (planIds.length === 0) return [];
  return await q
    .select({ planId: sipInstalments.planId, equityMinor: userAiProducts.equityMinor })
    .from(sipInstalments)
    .innerJoin(userAiProducts, eq(userAiProducts.id, sipInstalments.aiPurchaseId))
    .where(inArray(sipInstalments.planId, [...planIds]));
}

/** The costs an order took from the account: margin, opening fee and insurance (O2). */
export async function orderCostMinor(q: Queryable, orderId: number): Promise<bigint | null> {
  const [row] = await q
    .select({ margin: orders.marginMinor, fee: orders.openingFeeMinor, insurance: orders.insuranceMinor })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ? row.margin + row.fee + row.insurance : null;
}
