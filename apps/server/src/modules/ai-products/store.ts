import { AI_PURCHASE_LIFECYCLE } from '@demo/core';
import { and, asc, count, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { nextIdRead } from '../../db/next-id';
import type { RidingRead } from '../../db/prepared';
import { aiProducts, userAiProducts, users } from '../../db/schema';
import type { StatusPatch } from '../../db/status-lifecycles';

/** SQL of the AI products: the published products and the customers' purchases. */

export type AiProductRow = typeof aiProducts.$inferSelect;
export type NewAiProductRow = typeof aiProducts.$inferInsert;
export type UserAiRow = typeof userAiProducts.$inferSelect;
export type NewUserAiRow = typeof userAiProducts.$inferInsert;
export type UserAiStatus = UserAiRow['status'];

/** Most purchases one runner pass reads at once; the next pass goes on after the last id. */
export const RUNNER_BATCH_MAX = 500;

export async function listAiProducts(
  q: Queryable,
  opts: { enabledOnly: boolean; limit?: number; offset?: number },
): Promise<{ rows: AiProductRow[]; total: number }> {
  const where = opts.enabledOnly ? eq(aiProducts.enabled, true) : undefined;
  const query = q.select().from(aiProducts).where(where).orderBy(asc(aiProducts.sortOrder), asc(aiProducts.id));
  const rows = await (opts.limit === undefined ? query : query.limit(opts.limit).offset(opts.offset ?? 0));
  const [total] = await q.select({ n: count() }).from(aiProducts).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findAiProduct(q: Queryable, id: number): Promise<AiProductRow | undefined> {
  const [row] = await q.select().from(aiProducts).where(eq(aiProducts.id, id));
  return row;
}

export async function aiProductsByIds(q: Queryable, ids: readonly number[]): Promise<Map<number, AiProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await q
    .select()
    .from(aiProducts)
    .where(inArray(aiProducts.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function insertAiProduct(tx: Tx, row: NewAiProductRow): Promise<AiProductRow> {
  const [inserted] = await tx.insert(aiProducts).values(row).returning();
  if (!inserted) throw new Error('inserting an AI product returned nothing');
  return inserted;
}

export async function updateAiProduct(
  tx: Tx,
  id: number,
  values: Partial<NewAiProductRow>,
): Promise<AiProductRow | undefined> {
  const [updated] = await tx
    .update(aiProducts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(aiProducts.id, id))
    .returning();
  return updated;
}

/** Running and paused purchases per AI product, for the console. */
export async function activeCounts(q: Queryable, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await q
    .select({ id: userAiProducts.aiProductId, n: count() })
    .from(userAiProducts)
    .where(and(inArray(userAiProducts.aiProductId, [...ids]), inArray(userAiProducts.status, ['running', 'paused'])))
    .groupBy(userAiProducts.aiProductId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** The id of the next AI purchase, drawn in BEGIN's round trip (db/next-id.ts). */
export function nextPurchaseIdRead(): RidingRead {
  return nextIdRead('user_ai_products');
}

/**
 * A new purchase, with an id `nextPurchaseIdRead` drew, is stored in its lifecycle's initial status
 * (docs/SPEC.md LC2).
 */
export async function insertUserAi(tx: Tx, row: Omit<NewUserAiRow, 'status'> & { id: number }): Promise<UserAiRow> {
  const [inserted] = await tx
    .insert(userAiProducts)
    .overridingSystemValue()
    .values({ ...row, status: AI_PURCHASE_LIFECYCLE.initial })
    .returning();
  if (!inserted) throw new Error('inserting an AI purchase returned nothing');
  return inserted;
}

/** One purchase of the user's, locked for the transaction; undefined for anyone else's id (A18). */
export async function lockUserAi(tx: Tx, id: number, userId?: number): Promise<UserAiRow | undefined> {
  const where =
    userId === undefined
      ? eq(userAiProducts.id, id)
      : and(eq(userAiProducts.id, id), eq(userAiProducts.userId, userId));
  const [row] = await tx.select().from(userAiProducts).where(where).for('update');
  return row;
}

export async function updateUserAi(tx: Tx, id: number, values: StatusPatch<NewUserAiRow>): Promise<UserAiRow> {
  const [row] = await tx.update(userAiProducts).set(values).where(eq(userAiProducts.id, id)).returning();
  if (!row) throw new Error(`AI purchase ${id} vanished under its lock`);
  return row;
}

export async function listUserAi(
  q: Queryable,
  userId: number,
  opts: {
    status?: UserAiStatus | undefined;
    accountSet?: 'real' | 'virtual' | undefined;
    limit?: number;
    offset: number;
  },
): Promise<{ rows: UserAiRow[]; total: number }> {
  const conditions: SQL[] = [eq(userAiProducts.userId, userId)];
  if (opts.status) conditions.push(eq(userAiProducts.status, opts.status));
  if (opts.accountSet) conditions.push(eq(userAiProducts.accountSet, opts.accountSet));
  const where = and(...conditions);
  const query = q.select().from(userAiProducts).where(where).orderBy(desc(userAiProducts.id));
  const rows = await (opts.limit === undefined
    ? query.offset(opts.offset)
    : query.limit(opts.limit).offset(opts.offset));
  const [total] = await q.select({ n: count() }).from(userAiProducts).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Running and paused purchases after `afterId`, oldest first, at most RUNNER_BATCH_MAX. */
export async function activeUserAi(q: Queryable, afterId: number): Promise<UserAiRow[]> {
  return await q
    .select()
    .from(userAiProducts)
    .where(and(inArray(userAiProducts.status, ['running', 'paused']), gt(userAiProducts.id, afterId)))
    .orderBy(asc(userAiProducts.id))
    .limit(RUNNER_BATCH_MAX);
}

export interface MemberRow {
  row: UserAiRow;
  username: string;
}

export async function listMembers(
  q: Queryable,
  aiProductId: number,
  opts: { status?: UserAiStatus | undefined; username?: string | undefined; limit: number; offset: number },
): Promise<{ rows: MemberRow[]; total: number }> {
  const conditions: SQL[] = [eq(userAiProducts.aiProductId, aiProductId)];
  if (opts.status) conditions.push(eq(userAiProducts.status, opts.status));
  if (opts.username) conditions.push(sql`${users.username} ilike ${`%${opts.username.replace(/[%_\\]/g, '\\$&')}%`}`);
  const where = and(...conditions);
  const rows = await q
    .select({ row: userAiProducts, username: users.username })
    .from(userAiProducts)
    .innerJoin(users, eq(users.id, userAiProducts.userId))
    .where(where)
    .orderBy(desc(userAiProducts.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await q
    .select({ n: count() })
    .from(userAiProducts)
    .innerJoin(users, eq(users.id, userAiProducts.userId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function countAiProducts(q: Queryable): Promise<number> {
  const [row] = await q.select({ n: count() }).from(aiProducts);
  return row?.n ?? 0;
}
