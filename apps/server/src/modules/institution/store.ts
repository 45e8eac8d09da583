import { INSTITUTION_REVIEW, type LifecycleStatus } from '@demo/core';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { institutionApplications, staff, users } from '../../db/schema';
import { offsetOf } from '../funds';

/** SQL for institutional account applications. */

export type InstitutionRow = typeof institutionApplications.$inferSelect;

/** Locks the user's row so one user's applications are made one at a time. */
export async function lockUser(q: Queryable, userId: number): Promise<{ institutional: boolean } | undefined> {
  const [row] = await q
    .select({ institutional: users.institutional })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
    .limit(1);
  return row;
}

export async function latestApplicationOf(q: Queryable, userId: number): Promise<InstitutionRow | undefined> {
  const [row] = await q
    .select()
    .from(institutionApplications)
    .where(eq(institutionApplications.userId, userId))
    .orderBy(desc(institutionApplications.id))
    .limit(1);
  return row;
}

/** A new request is stored in its lifecycle's submitted status (docs/SPEC.md R1). */
export async function insertApplication(
  q: Queryable,
  row: Omit<typeof institutionApplications.$inferInsert, 'status'>,
): Promise<InstitutionRow> {
  const [inserted] = await q
    .insert(institutionApplications)
    .values({ ...row, status: INSTITUTION_REVIEW.submitted })
    .returning();
  if (!inserted) throw new Error('institution insert returned no row');
  return inserted;
}

export async function lockApplication(q: Queryable, id: number): Promise<InstitutionRow | undefined> {
  const [row] = await q
    .select()
    .from(institutionApplications)
    .where(eq(institutionApplications.id, id))
    .for('update')
    .limit(1);
  return row;
}

export async function decideApplication(
  q: Queryable,
  row: InstitutionRow,
  decision: { status: LifecycleStatus<InstitutionRow['status']>; reason: string | null; staffId: number },
): Promise<void> {
  await q
    .update(institutionApplications)
    .set({ status: decision.status, reason: decision.reason, reviewedBy: decision.staffId, reviewedAt: new Date() })
    .where(eq(institutionApplications.id, row.id));
  if (decision.status === 'PASS')
    await q.update(users).set({ institutional: true, updatedAt: sql`now()` }).where(eq(users.id, row.userId));
}

export async function reviewApplications(
  q: Queryable,
  filter: {
    page: number;
    size: number;
    status?: InstitutionRow['status'] | undefined;
    userId?: number | undefined;
    id?: number;
  },
) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(institutionApplications.status, filter.status));
  if (filter.userId !== undefined) conditions.push(eq(institutionApplications.userId, filter.userId));
  if (filter.id !== undefined) conditions.push(eq(institutionApplications.id, filter.id));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order = filter.status === 'UNDER' ? asc(institutionApplications.id) : desc(institutionApplications.id);
  const rows = await q
    .select({ application: institutionApplications, username: users.username, reviewedByName: staff.username })
    .from(institutionApplications)
    .innerJoin(users, eq(users.id, institutionApplications.userId))
    .leftJoin(staff, eq(staff.id, institutionApplications.reviewedBy))
    .where(where)
    .orderBy(order)
    .limit(filter.size)
    .offset(offsetOf(filter.page, filter.size));
  const [total] = await q.select({ n: count() }).from(institutionApplications).where(where);
  return { rows, total: total?.n ?? 0 };
}
