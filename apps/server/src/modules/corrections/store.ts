import { CORRECTION_REVIEW, type LifecycleStatus } from '@demo/core';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { fundCorrections, staff, users } from '../../db/schema';
import { offsetOf } from '../funds';

/** SQL for four-eyes balance corrections. */

export type CorrectionRow = typeof fundCorrections.$inferSelect;

export async function insertCorrection(
  q: Queryable,
  row: Omit<typeof fundCorrections.$inferInsert, 'status'>,
): Promise<CorrectionRow> {
  const [inserted] = await q
    .insert(fundCorrections)
    .values({ ...row, status: CORRECTION_REVIEW.submitted })
    .returning();
  if (!inserted) throw new Error('fund_corrections insert returned no row');
  return inserted;
}

export async function lockCorrection(q: Queryable, id: number): Promise<CorrectionRow | undefined> {
  const [row] = await q.select().from(fundCorrections).where(eq(fundCorrections.id, id)).for('update').limit(1);
  return row;
}

export async function decideCorrection(
  q: Queryable,
  id: number,
  decision: {
    status: LifecycleStatus<CorrectionRow['status']>;
    staffId: number;
    reason: string;
    transferId: number | null;
  },
): Promise<void> {
  await q
    .update(fundCorrections)
    .set({
      status: decision.status,
      decidedBy: decision.staffId,
      decisionReason: decision.reason,
      transferId: decision.transferId,
      decidedAt: new Date(),
    })
    .where(and(eq(fundCorrections.id, id), eq(fundCorrections.status, 'PROPOSED')));
}

const proposer = alias(staff, 'proposer');
const decider = alias(staff, 'decider');

export async function listCorrections(
  q: Queryable,
  filter: {
    page: number;
    size: number;
    status?: CorrectionRow['status'] | undefined;
    userId?: number | undefined;
    id?: number;
  },
) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(fundCorrections.status, filter.status));
  if (filter.userId !== undefined) conditions.push(eq(fundCorrections.userId, filter.userId));
  if (filter.id !== undefined) conditions.push(eq(fundCorrections.id, filter.id));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await q
    .select({
      correction: fundCorrections,
      username: users.username,
      proposedByName: proposer.username,
      decidedByName: decider.username,
    })
    .from(fundCorrections)
    .innerJoin(users, eq(users.id, fundCorrections.userId))
    .innerJoin(proposer, eq(proposer.id, fundCorrections.proposedBy))
    .leftJoin(decider, eq(decider.id, fundCorrections.decidedBy))
    .where(where)
    .orderBy(desc(fundCorrections.id))
    .limit(filter.size)
    .offset(offsetOf(filter.page, filter.size));
  const [total] = await q.select({ n: count() }).from(fundCorrections).where(where);
  return { rows, total: total?.n ?? 0 };
}
