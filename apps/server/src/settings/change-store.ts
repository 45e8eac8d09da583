import { pageWindow } from '@demo/contract';
import type { LifecycleStatus } from '@demo/core';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';
import { settingChanges, staff } from '../db/schema';

export type SettingChangeRow = typeof settingChanges.$inferSelect;

export async function insertSettingChange(
  q: Queryable,
  row: { key: string; value: string; previous: string; reason: string; proposedBy: number },
): Promise<SettingChangeRow | undefined> {
  // One waiting change per setting (the partial unique index): a second proposal inserts nothing.
  const [inserted] = await q.insert(settingChanges).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function lockSettingChange(q: Queryable, id: number): Promise<SettingChangeRow | undefined> {
  const [row] = await q.select().from(settingChanges).where(eq(settingChanges.id, id)).for('update');
  return row;
}

export async function decideSettingChange(
  q: Queryable,
  id: number,
  decision: { status: LifecycleStatus<SettingChangeRow['status']>; staffId: number; reason: string | null },
): Promise<void> {
  await q
    .update(settingChanges)
    .set({
      status: decision.status,
      decidedBy: decision.staffId,
      decisionReason: decision.reason,
      decidedAt: new Date(),
    })
    .where(and(eq(settingChanges.id, id), eq(settingChanges.status, 'PROPOSED')));
}

const proposer = alias(staff, 'proposer');
const decider = alias(staff, 'decider');

export async function listSettingChanges(
  q: Queryable,
  filter: { page: number; size: number; status?: SettingChangeRow['status']; id?: number },
) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(settingChanges.status, filter.status));
  if (filter.id !== undefined) conditions.push(eq(settingChanges.id, filter.id));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await q
    .select({ change: settingChanges, proposedByName: proposer.displayName, decidedByName: decider.displayName })
    .from(settingChanges)
    .innerJoin(proposer, eq(proposer.id, settingChanges.proposedBy))
    .leftJoin(decider, eq(decider.id, settingChanges.decidedBy))
    .where(where)
    .orderBy(desc(settingChanges.id))
    .limit(pageWindow(filter.page, filter.size).limit)
    .offset(pageWindow(filter.page, filter.size).offset);
  const [total] = await q.select({ n: count() }).from(settingChanges).where(where);
  return { rows, total: total?.n ?? 0 };
}
