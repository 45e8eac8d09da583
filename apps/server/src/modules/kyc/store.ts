import { CREDIT_STATUS_LIFECYCLE, KYC_REVIEW, type LifecycleStatus, statusRule } from '@demo/core';
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { kycSubmissions, staff, users } from '../../db/schema';
import { offsetOf } from '../funds';

/** SQL for identity (KYC) submissions. The sealed number never leaves this module except as a mask. */

export type KycRow = typeof kycSubmissions.$inferSelect;

/**
 * Moves the user to CREDITING when a submission is allowed (status UNDER or REJECT); null when it is
 * not (already PASS, or a submission is under review). One conditional update, so two racing
 * submissions cannot both start a review.
 */
export async function startCrediting(q: Queryable, userId: number): Promise<{ id: number } | null> {
  const submit = statusRule(CREDIT_STATUS_LIFECYCLE, 'submit');
  const [row] = await q
    .update(users)
    .set({ creditStatus: submit.to, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), inArray(users.creditStatus, [...submit.from])))
    .returning({ id: users.id });
  return row ?? null;
}

/** Whether another user holds this number in a submission under review or passed. */
export async function numberUsedByOther(q: Queryable, userId: number, numberHmac: string): Promise<boolean> {
  const [row] = await q
    .select({ id: kycSubmissions.id })
    .from(kycSubmissions)
    .where(
      and(
        eq(kycSubmissions.numberHmac, numberHmac),
        ne(kycSubmissions.userId, userId),
        inArray(kycSubmissions.status, ['CREDITING', 'PASS']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A new request is stored in its lifecycle's submitted status (docs/SPEC.md R1). */
export async function insertKyc(
  q: Queryable,
  row: Omit<typeof kycSubmissions.$inferInsert, 'status'>,
): Promise<KycRow> {
  const [inserted] = await q
    .insert(kycSubmissions)
    .values({ ...row, status: KYC_REVIEW.submitted })
    .returning();
  if (!inserted) throw new Error('kyc insert returned no row');
  return inserted;
}

export async function latestKycOf(q: Queryable, userId: number): Promise<KycRow | undefined> {
  const [row] = await q
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(desc(kycSubmissions.id))
    .limit(1);
  return row;
}

export async function lockKyc(q: Queryable, id: number): Promise<KycRow | undefined> {
  const [row] = await q.select().from(kycSubmissions).where(eq(kycSubmissions.id, id)).for('update').limit(1);
  return row;
}

export async function decideKyc(
  q: Queryable,
  row: KycRow,
  decision: {
    action: 'approve' | 'reject';
    status: LifecycleStatus<KycRow['status']>;
    reason: string | null;
    staffId: number;
  },
): Promise<void> {
  await q
    .update(kycSubmissions)
    .set({ status: decision.status, reason: decision.reason, reviewedBy: decision.staffId, reviewedAt: new Date() })
    .where(eq(kycSubmissions.id, row.id));
  // The user's standing follows the submission's decision; it is CREDITING while the submission is (R1).
  await q
    .update(users)
    .set({
      creditStatus: statusRule(CREDIT_STATUS_LIFECYCLE, decision.action).to,
      ...(decision.status === 'PASS' ? { realName: row.realName } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, row.userId));
}

export async function reviewKycRows(
  q: Queryable,
  filter: { page: number; size: number; status?: string | undefined; userId?: number | undefined; id?: number },
) {
  const conditions: SQL[] = [];
  if (filter.status === 'CREDITING' || filter.status === 'PASS' || filter.status === 'REJECT')
    conditions.push(eq(kycSubmissions.status, filter.status));
  // UNDER means "never submitted": no submission row has it.
  if (filter.status === 'UNDER') conditions.push(sql`false`);
  if (filter.userId !== undefined) conditions.push(eq(kycSubmissions.userId, filter.userId));
  if (filter.id !== undefined) conditions.push(eq(kycSubmissions.id, filter.id));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order = filter.status === 'CREDITING' ? asc(kycSubmissions.id) : desc(kycSubmissions.id);
  const rows = await q
    .select({
      id: kycSubmissions.id,
      userId: kycSubmissions.userId,
      username: users.username,
      realName: kycSubmissions.realName,
      numberMasked: kycSubmissions.numberMasked,
      frontImage: kycSubmissions.frontImage,
      backImage: kycSubmissions.backImage,
      status: kycSubmissions.status,
      reason: kycSubmissions.reason,
      reviewedByName: staff.username,
      reviewedAt: kycSubmissions.reviewedAt,
      createdAt: kycSubmissions.createdAt,
    })
    .from(kycSubmissions)
    .innerJoin(users, eq(users.id, kycSubmissions.userId))
    .leftJoin(staff, eq(staff.id, kycSubmissions.reviewedBy))
    .where(where)
    .orderBy(order)
    .limit(filter.size)
    .offset(offsetOf(filter.page, filter.size));
  const [total] = await q.select({ n: count() }).from(kycSubmissions).where(where);
  return { rows, total: total?.n ?? 0 };
}
