import { GROUP_ORDER_LIFECYCLE } from '@demo/core';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { groupOfferings, groupOrders, users } from '../../db/schema';
import type { StatusPatch } from '../../db/status-lifecycles';

/** SQL for group purchases and their orders. Services hold the transactions; every function takes the caller's handle. */

export type GroupRow = typeof groupOfferings.$inferSelect;
export type NewGroup = typeof groupOfferings.$inferInsert;
export type GroupOrderRow = typeof groupOrders.$inferSelect;
export type NewGroupOrder = typeof groupOrders.$inferInsert;
export type GroupOrderPatch = StatusPatch<Omit<NewGroupOrder, 'id' | 'groupId' | 'userId' | 'accountSet'>>;

export async function findGroup(q: Queryable, id: number): Promise<GroupRow | undefined> {
  const [row] = await q.select().from(groupOfferings).where(eq(groupOfferings.id, id));
  return row;
}

/** Locks one offering until the transaction ends: joining and allocating one offering never interleave. */
export async function lockGroup(tx: Tx, id: number): Promise<GroupRow | undefined> {
  const [row] = await tx.select().from(groupOfferings).where(eq(groupOfferings.id, id)).for('update');
  return row;
}

/** Reads one offering FOR SHARE: joins run side by side, an allocation (FOR UPDATE) waits for them. */
export async function shareGroup(tx: Tx, id: number): Promise<GroupRow | undefined> {
  const [row] = await tx.select().from(groupOfferings).where(eq(groupOfferings.id, id)).for('share');
  return row;
}

export async function groupsByIds(q: Queryable, ids: readonly number[]): Promise<GroupRow[]> {
  if (ids.length === 0) return [];
  return await q
    .select()
    .from(groupOfferings)
    .where(inArray(groupOfferings.id, [...ids]));
}

/** Offerings whose pay deadline is still ahead, allocating soonest first (never unbounded: SPEC R5). */
export async function liveGroups(
  q: Queryable,
  nowMs: number,
  offset: number,
  limit: number,
): Promise<{ rows: GroupRow[]; total: number }> {
  const where = gt(groupOfferings.payDeadline, nowMs);
  const page = q
    .select()
    .from(groupOfferings)
    .where(where)
    .orderBy(asc(groupOfferings.allocateAt), asc(groupOfferings.id))
    .offset(offset);
  const rows = await page.limit(limit);
  const [counted] = await q.select({ n: count() }).from(groupOfferings).where(where);
  return { rows, total: counted?.n ?? 0 };
}

/** Every offering, newest first, for the console. */
export async function allGroups(
  q: Queryable,
  offset: number,
  limit: number,
): Promise<{ rows: GroupRow[]; total: number }> {
  const rows = await q.select().from(groupOfferings).orderBy(desc(groupOfferings.id)).offset(offset).limit(limit);
  const [counted] = await q.select({ n: count() }).from(groupOfferings);
  return { rows, total: counted?.n ?? 0 };
}

export async function insertGroup(q: Queryable, values: NewGroup): Promise<GroupRow> {
  const [row] = await q.insert(groupOfferings).values(values).returning();
  if (!row) throw new Error('insert into group_offerings returned no row');
  return row;
}

export async function updateGroup(tx: Tx, id: number, patch: Partial<NewGroup>): Promise<GroupRow> {
  const [row] = await tx
    .update(groupOfferings)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(groupOfferings.id, id))
    .returning();
  if (!row) throw new Error(`group offering ${id} vanished under its lock`);
  return row;
}

/** Offerings due for allocation at `nowMs` and not yet allocated (G7), oldest first. */
export async function groupsToAllocate(q: Queryable, nowMs: number, limit: number): Promise<number[]> {
  const rows = await q
    .select({ id: groupOfferings.id })
    .from(groupOfferings)
    .where(and(isNull(groupOfferings.allocatedAt), lte(groupOfferings.allocateAt, nowMs)))
    .orderBy(asc(groupOfferings.allocateAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** PAYING orders whose offering's pay deadline has passed (G5). */
export async function ordersToLapse(q: Queryable, nowMs: number, limit: number): Promise<number[]> {
  const rows = await q
    .select({ id: groupOrders.id })
    .from(groupOrders)
    .innerJoin(groupOfferings, eq(groupOfferings.id, groupOrders.groupId))
    .where(and(eq(groupOrders.status, 'PAYING'), lte(groupOfferings.payDeadline, nowMs)))
    .orderBy(asc(groupOrders.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * A new group order, with the id its join drew (db/next-id.ts), stored in its lifecycle's initial
 * status (docs/SPEC.md LC2). A second order of the member and account fails the unique index (G3).
 */
export async function insertGroupOrder(
  q: Queryable,
  values: Omit<NewGroupOrder, 'status'> & { readonly id: number },
): Promise<GroupOrderRow> {
  const [row] = await q
    .insert(groupOrders)
    .overridingSystemValue()
    .values({ ...values, status: GROUP_ORDER_LIFECYCLE.initial })
    .returning();
  if (!row) throw new Error('insert into group_orders returned no row');
  return row;
}

/**
 * Locks a group order and reads its offering alongside (not locked), in one statement: what a payment
 * or a lapse is decided on. Undefined when the order does not exist or, given `userId`, is another
 * customer's (G8); the offering is null only if it vanished (a bug the decision names).
 */
export async function lockGroupOrderWithGroup(
  tx: Tx,
  id: number,
  userId?: number,
): Promise<{ order: GroupOrderRow; group: GroupRow | null } | undefined> {
  const [row] = await tx
    .select({ order: groupOrders, group: groupOfferings })
    .from(groupOrders)
    .leftJoin(groupOfferings, eq(groupOfferings.id, groupOrders.groupId))
    .where(and(eq(groupOrders.id, id), userId === undefined ? undefined : eq(groupOrders.userId, userId)))
    .for('update', { of: groupOrders });
  return row;
}

/** Every order of an offering in joining order, locked: the allocation's input (G1). */
export async function lockOrdersOfGroup(tx: Tx, groupId: number): Promise<GroupOrderRow[]> {
  return await tx
    .select()
    .from(groupOrders)
    .where(eq(groupOrders.groupId, groupId))
    .orderBy(asc(groupOrders.id))
    .for('update');
}

export async function updateGroupOrder(tx: Tx, id: number, patch: GroupOrderPatch): Promise<GroupOrderRow> {
  const [row] = await tx.update(groupOrders).set(patch).where(eq(groupOrders.id, id)).returning();
  if (!row) throw new Error(`group order ${id} vanished under its lock`);
  return row;
}

export interface GroupOrderFilter {
  userId: number;
  set?: GroupOrderRow['accountSet'] | undefined;
  status?: GroupOrderRow['status'] | undefined;
  offset: number;
  limit: number | null;
}

/** One page of a user's group orders, newest first, and how many match in all. */
export async function listUserGroupOrders(
  q: Queryable,
  filter: GroupOrderFilter,
): Promise<{ rows: GroupOrderRow[]; total: number }> {
  const where = and(
    eq(groupOrders.userId, filter.userId),
    filter.set ? eq(groupOrders.accountSet, filter.set) : undefined,
    filter.status ? eq(groupOrders.status, filter.status) : undefined,
  );
  const page = q.select().from(groupOrders).where(where).orderBy(desc(groupOrders.id)).offset(filter.offset);
  const rows = filter.limit === null ? await page : await page.limit(filter.limit);
  const [counted] = await q.select({ n: count() }).from(groupOrders).where(where);
  return { rows, total: counted?.n ?? 0 };
}

/** Members of an offering with their usernames, in joining order (console). */
export async function membersOf(q: Queryable, groupId: number, offset: number, limit: number) {
  const rows = await q
    .select({ order: groupOrders, username: users.username })
    .from(groupOrders)
    .innerJoin(users, eq(users.id, groupOrders.userId))
    .where(eq(groupOrders.groupId, groupId))
    .orderBy(asc(groupOrders.id))
    .offset(offset)
    .limit(limit);
  const [counted] = await q.select({ n: count() }).from(groupOrders).where(eq(groupOrders.groupId, groupId));
  return { rows, total: counted?.n ?? 0 };
}

/** Per offering: members, the amount asked in all and the units allotted in all (console). */
export async function totalsOf(
  q: Queryable,
  groupIds: readonly number[],
): Promise<Map<number, { members: number; requestedMinor: bigint; allottedHands: number }>> {
  const totals = new Map<number, { members: number; requestedMinor: bigint; allottedHands: number }>();
  if (groupIds.length === 0) return totals;
  const rows = await q
    .select({
      groupId: groupOrders.groupId,
      members: count(),
      requested: sql<string>`coalesce(sum(${groupOrders.amountMinor}), 0)::text`,
      allotted: sql<string>`coalesce(sum(${groupOrders.allottedHands}), 0)::text`,
    })
    .from(groupOrders)
    .where(inArray(groupOrders.groupId, [...groupIds]))
    .groupBy(groupOrders.groupId);
  for (const r of rows) {
    totals.set(r.groupId, {
      members: r.members,
      requestedMinor: BigInt(r.requested),
      allottedHands: Number(r.allotted),
    });
  }
  return totals;
}
