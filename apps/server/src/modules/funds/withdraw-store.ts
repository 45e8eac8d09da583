import { type LifecycleStatus, WITHDRAWAL_REVIEW } from '@demo/core';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { nextIdRead } from '../../db/next-id';
import type { RidingRead } from '../../db/prepared';
import { staff, userBanks, users, withdrawals } from '../../db/schema';
import { offsetOf } from './common';

/** SQL for withdrawal requests. */

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** The id of the next withdrawal request, drawn in BEGIN's round trip (db/next-id.ts). */
export function nextWithdrawalIdRead(): RidingRead {
  return nextIdRead('withdrawals');
}

/** Files a withdrawal request with an id `nextWithdrawalIdRead` drew, in the review's submitted status (R1). */
export async function insertWithdrawal(
  q: Queryable,
  row: Omit<typeof withdrawals.$inferInsert, 'status'> & { id: number },
): Promise<WithdrawalRow> {
  const [inserted] = await q
    .insert(withdrawals)
    .overridingSystemValue()
    .values({ ...row, status: WITHDRAWAL_REVIEW.submitted })
    .returning();
  if (!inserted) throw new Error('withdrawals insert returned no row');
  return inserted;
}

export async function withdrawalsOf(q: Queryable, userId: number, filter: { page: number; size: number }) {
  const where = eq(withdrawals.userId, userId);
  const rows = await q
    .select()
    .from(withdrawals)
    .where(where)
    .orderBy(desc(withdrawals.id))
    .limit(filter.size)
    .offset(offsetOf(filter.page, filter.size));
  const [total] = await q.select({ n: count() }).from(withdrawals).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function lockWithdrawal(q: Queryable, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await q.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update').limit(1);
  return row;
}

export async function setWithdrawalState(
  q: Queryable,
  id: number,
  from: WithdrawalRow['status'],
  change: {
    status: LifecycleStatus<WithdrawalRow['status']>;
    reason: string | null;
    reference?: string;
    staffId: number;
  },
): Promise<void> {
  await q
    .update(withdrawals)
    .set({
      status: change.status,
      reason: change.reason,
      ...(change.reference === undefined ? {} : { reference: change.reference }),
      reviewedBy: change.staffId,
      reviewedAt: new Date(),
    })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, from)));
}

export async function reviewWithdrawals(
  q: Queryable,
  filter: {
    page: number;
    size: number;
    status?: WithdrawalRow['status'] | undefined;
    userId?: number | undefined;
    id?: number;
  },
) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(withdrawals.status, filter.status));
  if (filter.userId !== undefined) conditions.push(eq(withdrawals.userId, filter.userId));
  if (filter.id !== undefined) conditions.push(eq(withdrawals.id, filter.id));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order = filter.status === 'UNDER' || filter.status === 'PASS' ? asc(withdrawals.id) : desc(withdrawals.id);
  const rows = await q
    .select({
      withdrawal: withdrawals,
      username: users.username,
      payee: userBanks.payee,
      ifsc: userBanks.ifsc,
      reviewedByName: staff.username,
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .leftJoin(userBanks, eq(userBanks.id, withdrawals.bankId))
    .leftJoin(staff, eq(staff.id, withdrawals.reviewedBy))
    .where(where)
    .orderBy(order)
    .limit(filter.size)
    .offset(offsetOf(filter.page, filter.size));
  const [total] = await q.select({ n: count() }).from(withdrawals).where(where);
  return { rows, total: total?.n ?? 0 };
}
