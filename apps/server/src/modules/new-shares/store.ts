import { pageWindow } from '@demo/contract';
import type { LifecycleStatus, SubscriptionStatus } from '@demo/core';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import {
  newShareDraws,
  newShareOfferings,
  newSharePasswordPasses,
  newShareSubscriptions,
  users,
} from '../../db/schema';
import type { StatusPatch } from '../../db/status-lifecycles';

/** SQL of new shares. Services hold the transactions; every function takes the caller's handle. */

export type OfferingRow = typeof newShareOfferings.$inferSelect;
export type NewOffering = typeof newShareOfferings.$inferInsert;
export type SubscriptionRow = typeof newShareSubscriptions.$inferSelect;
export type DrawRow = typeof newShareDraws.$inferSelect;
export type OfferingType = OfferingRow['type'];

/** The phase filter of a list, as SQL over the clock (core `offeringPhase` decides the same way). */
function phaseCondition(phase: string, nowMs: number): SQL | undefined {
  const o = newShareOfferings;
  switch (phase) {
    case 'listed':
      return sql`${o.listedAtMs} is not null`;
    case 'allotted':
      return and(sql`${o.allottedAtMs} is not null`, isNull(o.listedAtMs));
    case 'upcoming':
      return and(isNull(o.allottedAtMs), sql`${o.subscribeStartMs} > ${nowMs}`);
    case 'open':
      return and(isNull(o.allottedAtMs), lte(o.subscribeStartMs, nowMs), sql`${o.subscribeEndMs} > ${nowMs}`);
    case 'closed':
      return and(isNull(o.allottedAtMs), lte(o.subscribeEndMs, nowMs));
    default:
      return undefined;
  }
}

export interface OfferingFilter {
  type?: OfferingType | undefined;
  market?: string | undefined;
  phase?: string | undefined;
  nowMs: number;
  page: number;
  /** -1 = all. */
  size: number;
}

/**
 * Offerings, open ones first (soonest to close), then upcoming, then the decided ones newest first:
 * the order a customer wants to read them in.
 */
export async function listOfferings(q: Queryable, f: OfferingFilter): Promise<{ rows: OfferingRow[]; total: number }> {
  const o = newShareOfferings;
  const conditions: SQL[] = [];
  if (f.type) conditions.push(eq(o.type, f.type));
  if (f.market) conditions.push(eq(o.market, f.market));
  const phase = f.phase ? phaseCondition(f.phase, f.nowMs) : undefined;
  if (phase) conditions.push(phase);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rank = sql`case when ${o.allottedAtMs} is null and ${o.subscribeStartMs} <= ${f.nowMs} and ${o.subscribeEndMs} > ${f.nowMs} then 0
    when ${o.subscribeStartMs} > ${f.nowMs} then 1 when ${o.allottedAtMs} is null then 2 when ${o.listedAtMs} is null then 3 else 4 end`;
  const base = q
    .select()
    .from(o)
    .where(where)
    .orderBy(rank, sql`case when ${rank} <= 1 then ${o.subscribeEndMs} else -${o.subscribeEndMs} end`, desc(o.id));
  const { offset, limit } = pageWindow(f.page, f.size);
  const rows = await base.limit(limit).offset(offset);
  const [total] = await q.select({ n: count() }).from(o).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findOffering(q: Queryable, by: { id?: number; code?: string }): Promise<OfferingRow | undefined> {
  const o = newShareOfferings;
  const where = by.id !== undefined ? eq(o.id, by.id) : eq(o.code, by.code ?? '');
  const [row] = await q.select().from(o).where(where).limit(1);
  return row;
}

/** Locks one offering row until the transaction ends: allotment, listing and block-trade subscriptions serialise on it. */
export async function lockOffering(tx: Tx, id: number): Promise<OfferingRow | undefined> {
  const [row] = await tx.select().from(newShareOfferings).where(eq(newShareOfferings.id, id)).for('update');
  return row;
}

export async function insertOffering(q: Queryable, values: NewOffering): Promise<OfferingRow> {
  const [row] = await q.insert(newShareOfferings).values(values).returning();
  if (!row) throw new Error('insert into new_share_offerings returned no row');
  return row;
}

export async function updateOffering(tx: Tx, id: number, patch: Partial<NewOffering>): Promise<OfferingRow> {
  const [row] = await tx
    .update(newShareOfferings)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(newShareOfferings.id, id))
    .returning();
  if (!row) throw new Error(`offering ${id} vanished while locked`);
  return row;
}

/** Offerings whose allotment time has come and that are not allotted yet. */
export async function offeringsToAllot(q: Queryable, nowMs: number): Promise<OfferingRow[]> {
  const o = newShareOfferings;
  return q
    .select()
    .from(o)
    .where(and(isNull(o.allottedAtMs), lte(o.allotAtMs, nowMs)))
    .orderBy(asc(o.allotAtMs));
}

/** Allotted offerings whose listing time has come. */
export async function offeringsToList(q: Queryable, nowMs: number): Promise<OfferingRow[]> {
  const o = newShareOfferings;
  return q
    .select()
    .from(o)
    .where(and(sql`${o.allottedAtMs} is not null`, isNull(o.listedAtMs), lte(o.listingAtMs, nowMs)))
    .orderBy(asc(o.listingAtMs));
}

/**
 * Upper-circuit offerings in or past their window, not allotted, with someone in their queue: the
 * ones whose queue may fill (N8). An offering nobody waits on is not read, nor locked.
 */
export async function limitOfferingsQueued(q: Queryable, nowMs: number): Promise<OfferingRow[]> {
  const o = newShareOfferings;
  const s = newShareSubscriptions;
  return q
    .select()
    .from(o)
    .where(
      and(
        eq(o.type, 'limit'),
        isNull(o.allottedAtMs),
        lte(o.subscribeStartMs, nowMs),
        sql`exists (select 1 from ${s} where ${s.offeringId} = ${o.id} and ${s.status} = 'submitted')`,
      ),
    );
}

/** Seeded offerings not yet closed, per market and type: the seeding keeps one open of each. */
export async function seededOpenOrUpcoming(
  q: Queryable,
  nowMs: number,
): Promise<Array<{ market: string; type: OfferingType }>> {
  const o = newShareOfferings;
  return q
    .selectDistinct({ market: o.market, type: o.type })
    .from(o)
    .where(and(eq(o.seeded, true), isNull(o.allottedAtMs), gte(o.subscribeEndMs, nowMs)));
}

export async function countSeeded(q: Queryable): Promise<number> {
  const [row] = await q.select({ n: count() }).from(newShareOfferings).where(eq(newShareOfferings.seeded, true));
  return row?.n ?? 0;
}

/**
 * A new subscription, with the id its request drew (db/next-id.ts), in the status its lifecycle gives
 * it (docs/SPEC.md LC2: the initial one, or a block trade's after its allotment at once).
 */
export async function insertSubscription(
  q: Queryable,
  values: Omit<typeof newShareSubscriptions.$inferInsert, 'id' | 'status'> & {
    readonly id: number;
    readonly status: LifecycleStatus<SubscriptionStatus>;
  },
): Promise<SubscriptionRow> {
  const [row] = await q.insert(newShareSubscriptions).overridingSystemValue().values(values).returning();
  if (!row) throw new Error('insert into new_share_subscriptions returned no row');
  return row;
}

export async function updateSubscription(
  tx: Tx,
  id: number,
  patch: StatusPatch<typeof newShareSubscriptions.$inferInsert>,
): Promise<SubscriptionRow> {
  const [row] = await tx.update(newShareSubscriptions).set(patch).where(eq(newShareSubscriptions.id, id)).returning();
  if (!row) throw new Error(`subscription ${id} vanished`);
  return row;
}

/** The subscriptions of an offering in one status, oldest first (by time, then id), locked. */
export async function subscriptionsOf(
  tx: Tx,
  offeringId: number,
  statuses: readonly SubscriptionRow['status'][],
): Promise<SubscriptionRow[]> {
  const s = newShareSubscriptions;
  return tx
    .select()
    .from(s)
    .where(and(eq(s.offeringId, offeringId), inArray(s.status, [...statuses])))
    .orderBy(asc(s.createdAtMs), asc(s.id))
    .for('update');
}

export interface SubscriptionFilter {
  userId: number;
  type?: OfferingType | undefined;
  accountSet?: 'real' | 'virtual' | undefined;
  page: number;
  size: number;
}

/** A user's subscriptions with their offerings, newest first. */
export async function userSubscriptions(
  q: Queryable,
  f: SubscriptionFilter,
): Promise<{ rows: Array<{ subscription: SubscriptionRow; offering: OfferingRow }>; total: number }> {
  const s = newShareSubscriptions;
  const o = newShareOfferings;
  const conditions: SQL[] = [eq(s.userId, f.userId)];
  if (f.type) conditions.push(eq(o.type, f.type));
  if (f.accountSet) conditions.push(eq(s.accountSet, f.accountSet));
  const where = and(...conditions);
  const base = q
    .select({ subscription: s, offering: o })
    .from(s)
    .innerJoin(o, eq(o.id, s.offeringId))
    .where(where)
    .orderBy(desc(s.id));
  const { offset, limit } = pageWindow(f.page, f.size);
  const rows = await base.limit(limit).offset(offset);
  const [total] = await q.select({ n: count() }).from(s).innerJoin(o, eq(o.id, s.offeringId)).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** An offering's subscriptions with their owners, for staff (read only). */
export async function offeringSubscriptions(q: Queryable, offeringId: number, page: number, size: number) {
  const s = newShareSubscriptions;
  const rows = await q
    .select({ subscription: s, username: users.username })
    .from(s)
    .innerJoin(users, eq(users.id, s.userId))
    .where(eq(s.offeringId, offeringId))
    .orderBy(asc(s.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await q.select({ n: count() }).from(s).where(eq(s.offeringId, offeringId));
  return { rows, total: total?.n ?? 0 };
}

/** Subscriptions and lots asked per offering, for staff lists. */
export async function demandOf(q: Queryable, offeringIds: readonly number[]) {
  if (offeringIds.length === 0) return new Map<number, { subscriptions: number; lots: number }>();
  const s = newShareSubscriptions;
  const rows = await q
    .select({ offeringId: s.offeringId, n: count(), lots: sql<string>`coalesce(sum(${s.lots}), 0)` })
    .from(s)
    .where(inArray(s.offeringId, [...offeringIds]))
    .groupBy(s.offeringId);
  return new Map(rows.map((r) => [r.offeringId, { subscriptions: r.n, lots: Number(r.lots) }]));
}

export async function insertDraw(tx: Tx, values: typeof newShareDraws.$inferInsert): Promise<void> {
  await tx.insert(newShareDraws).values(values);
}

export async function findDraw(q: Queryable, offeringId: number): Promise<DrawRow | undefined> {
  const [row] = await q.select().from(newShareDraws).where(eq(newShareDraws.offeringId, offeringId)).limit(1);
  return row;
}

export async function recordPasswordPass(q: Queryable, userId: number, offeringId: number, at: Date): Promise<void> {
  await q
    .insert(newSharePasswordPasses)
    .values({ userId, offeringId, passedAt: at })
    .onConflictDoUpdate({
      target: [newSharePasswordPasses.userId, newSharePasswordPasses.offeringId],
      set: { passedAt: at },
    });
}

export async function hasPasswordPass(q: Queryable, userId: number, offeringId: number, since: Date): Promise<boolean> {
  const p = newSharePasswordPasses;
  const [row] = await q
    .select({ userId: p.userId })
    .from(p)
    .where(and(eq(p.userId, userId), eq(p.offeringId, offeringId), gte(p.passedAt, since)))
    .limit(1);
  return row !== undefined;
}

export async function userProfile(q: Queryable, userId: number) {
  const [row] = await q
    .select({ username: users.username, institutional: users.institutional })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
