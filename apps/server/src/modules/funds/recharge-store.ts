import { type LifecycleStatus, RECHARGE_REVIEW } from '@demo/core';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { charges, incomeChannels, staff, users } from '../../db/schema';
import { offsetOf } from './common';

/** SQL for recharge requests. */

export type ChargeRow = typeof charges.$inferSelect;

export async function insertCharge(q: Queryable, row: Omit<typeof charges.$inferInsert, 'status'>): Promise<ChargeRow> {
  const [inserted] = await q
    .insert(charges)
    .values({ ...row, status: RECHARGE_REVIEW.submitted })
    .returning();
  if (!inserted) throw new Error('charges insert returned no row');
  return inserted;
}

export async function chargesOf(
  q: Queryable,
  userId: number,
  filter: { page: number; size: number; type?: 'bank' | 'digital' | undefined },
) {
  const where = and(eq(charges.userId, userId), filter.type ? eq(charges.type, filter.type) : undefined);
  const rows = await q
    .select()
    .from(charges)
    .where(where)
    .orderBy(desc(charges.id))
    .limit(filter.size)
    .offset(offsetOf(filter.page, filter.size));
  const [total] = await q.select({ n: count() }).from(charges).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The request row locked FOR UPDATE: the one guard that makes two racing decisions take turns. */
export async function lockCharge(q: Queryable, id: number): Promise<ChargeRow | undefined> {
  const [row] = await q.select().from(charges).where(eq(charges.id, id)).for('update').limit(1);
  return row;
}

export async function decideCharge(
  q: Queryable,
  id: number,
  decision: { status: LifecycleStatus<ChargeRow['status']>; reason: string | null; staffId: number },
): Promise<void> {
  await q
    .update(charges)
    .set({ status: decision.status, reason: decision.reason, reviewedBy: decision.staffId, reviewedAt: new Date() })
    .where(and(eq(charges.id, id), eq(charges.status, 'UNDER')));
}

const reviewer = staff;

export async function reviewCharges(
  q: Queryable,
  filter: {
    page: number;
    size: number;
    status?: ChargeRow['status'] | undefined;
    userId?: number | undefined;
    id?: number;
  },
) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(charges.status, filter.status));
  if (filter.userId !== undefined) conditions.push(eq(charges.userId, filter.userId));
  if (filter.id !== undefined) conditions.push(eq(charges.id, filter.id));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  // The queue of undecided requests is worked oldest first; any other view shows the newest first.
  const order = filter.status === 'UNDER' ? asc(charges.id) : desc(charges.id);
  const rows = await q
    .select({
      charge: charges,
      username: users.username,
      channelName: incomeChannels.name,
      reviewedByName: reviewer.username,
    })
    .from(charges)
    .innerJoin(users, eq(users.id, charges.userId))
    .innerJoin(incomeChannels, eq(incomeChannels.id, charges.channelId))
    .leftJoin(reviewer, eq(reviewer.id, charges.reviewedBy))
    .where(where)
    .orderBy(order)
    .limit(filter.size)
    .offset(offsetOf(filter.page, filter.size));
  const [total] = await q.select({ n: count() }).from(charges).where(where);
  return { rows, total: total?.n ?? 0 };
}
