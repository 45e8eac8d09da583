import { DEFAULT_WATCHLIST_NAME } from '@demo/contract/refs';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { watchlistItems, watchlists } from '../../db/schema';

/** SQL of named watchlists. Every query names the owner, so one user's ids never reach another's rows. */

export interface WatchlistRow {
  id: number;
  name: string;
  isDefault: boolean;
  position: number;
  count: number;
}

/** Creates the user's default list unless they have one (safe under concurrent first calls). */
export async function ensureDefaultList(q: Queryable, userId: number): Promise<void> {
  await q.execute(sql`
    insert into watchlists (user_id, name, is_default, position)
    values (${userId}, ${DEFAULT_WATCHLIST_NAME}, true, 0)
    on conflict (user_id) where is_default do nothing`);
}

/** Locks the user's lists for the rest of the transaction (limits and positions stay consistent). */
export async function lockLists(q: Queryable, userId: number): Promise<void> {
  await q.execute(sql`select id from watchlists where user_id = ${userId} for update`);
}

export async function listsOf(q: Queryable, userId: number): Promise<WatchlistRow[]> {
  return await q
    .select({
      id: watchlists.id,
      name: watchlists.name,
      isDefault: watchlists.isDefault,
      position: watchlists.position,
      count: sql<number>`(select count(*)::int from ${watchlistItems} where ${watchlistItems.watchlistId} = ${watchlists.id})`,
    })
    .from(watchlists)
    .where(eq(watchlists.userId, userId))
    .orderBy(asc(watchlists.position), asc(watchlists.id));
}

/** The list `listId` if the user owns it, else the user's default list when `listId` is absent. */
export async function findList(q: Queryable, userId: number, listId: number | undefined) {
  const [row] = await q
    .select({ id: watchlists.id, isDefault: watchlists.isDefault })
    .from(watchlists)
    .where(
      and(
        eq(watchlists.userId, userId),
        listId === undefined ? eq(watchlists.isDefault, true) : eq(watchlists.id, listId),
      ),
    );
  return row;
}

export async function insertList(q: Queryable, userId: number, name: string, position: number): Promise<number> {
  const [row] = await q
    .insert(watchlists)
    .values({ userId, name, isDefault: false, position })
    .returning({ id: watchlists.id });
  if (!row) throw new Error('watchlist insert returned no row');
  return row.id;
}

export async function renameList(q: Queryable, userId: number, listId: number, name: string): Promise<boolean> {
  const rows = await q
    .update(watchlists)
    .set({ name })
    .where(and(eq(watchlists.userId, userId), eq(watchlists.id, listId)))
    .returning({ id: watchlists.id });
  return rows.length > 0;
}

export async function deleteList(q: Queryable, userId: number, listId: number): Promise<void> {
  await q.delete(watchlists).where(and(eq(watchlists.userId, userId), eq(watchlists.id, listId)));
}

export async function setListPosition(q: Queryable, userId: number, listId: number, position: number): Promise<void> {
  await q
    .update(watchlists)
    .set({ position })
    .where(and(eq(watchlists.userId, userId), eq(watchlists.id, listId)));
}

export async function itemProductIds(q: Queryable, listId: number): Promise<number[]> {
  const rows = await q
    .select({ productId: watchlistItems.productId })
    .from(watchlistItems)
    .where(eq(watchlistItems.watchlistId, listId))
    .orderBy(asc(watchlistItems.position), asc(watchlistItems.createdAt));
  return rows.map((r) => r.productId);
}

/** Appends a product to a list; already there is fine (nothing changes). */
export async function addItem(q: Queryable, listId: number, productId: number): Promise<void> {
  await q.execute(sql`
    insert into watchlist_items (watchlist_id, product_id, position)
    values (${listId}, ${productId},
      (select coalesce(max(position), -1) + 1 from watchlist_items where watchlist_id = ${listId}))
    on conflict do nothing`);
}

export async function removeItem(q: Queryable, listIds: readonly number[], productId: number): Promise<void> {
  if (listIds.length === 0) return;
  await q
    .delete(watchlistItems)
    .where(and(inArray(watchlistItems.watchlistId, [...listIds]), eq(watchlistItems.productId, productId)));
}

export async function setItemPosition(
  q: Queryable,
  listId: number,
  productId: number,
  position: number,
): Promise<void> {
  await q
    .update(watchlistItems)
    .set({ position })
    .where(and(eq(watchlistItems.watchlistId, listId), eq(watchlistItems.productId, productId)));
}

/** Whether the product is on any of the user's lists. */
export async function isCollected(q: Queryable, userId: number, productId: number): Promise<boolean> {
  const [row] = await q
    .select({ n: count() })
    .from(watchlistItems)
    .innerJoin(watchlists, eq(watchlists.id, watchlistItems.watchlistId))
    .where(and(eq(watchlists.userId, userId), eq(watchlistItems.productId, productId)));
  return (row?.n ?? 0) > 0;
}
