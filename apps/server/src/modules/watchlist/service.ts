import { Code, type Locale, type Product, WATCHLIST_ITEMS_MAX, WATCHLISTS_MAX, type Watchlist } from '@demo/contract';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { fail, ok, type Result } from '../../lib/result';
import { type MarketContext, marketMessages, productView } from '../markets';
import * as store from './store';

/**
 * Named watchlists. Every customer gets a default list on first use; `collect`, `collect/remove`
 * and `collect/all` act on it when no list is named. A list id of another user reads as unknown
 * (404), exactly like an id that does not exist, so ids reveal nothing.
 */

export interface WatchlistDeps {
  db: Db;
  market: MarketContext;
}

async function lists(d: WatchlistDeps, userId: number): Promise<Watchlist[]> {
  await store.ensureDefaultList(d.db, userId);
  return await store.listsOf(d.db, userId);
}

export async function collectLists(d: WatchlistDeps, userId: number): Promise<Result<Watchlist[]>> {
  return ok(await lists(d, userId));
}

export async function collectAdd(
  d: WatchlistDeps,
  userId: number,
  input: { productId: number; listId?: number | undefined },
): Promise<Result<null>> {
  if (!d.market.book.productById(input.productId)) return fail(Code.ABNORMAL_DATA, marketMessages.productIdUnknown);
  await store.ensureDefaultList(d.db, userId);
  return await inTransaction(d.db, async (tx) => {
    await store.lockLists(tx, userId);
    const list = await store.findList(tx, userId, input.listId);
    if (!list) return fail(Code.ABNORMAL_DATA, marketMessages.listUnknown);
    const items = await store.itemProductIds(tx, list.id);
    if (items.includes(input.productId)) return ok(null);
    if (items.length >= WATCHLIST_ITEMS_MAX) return fail(Code.ABNORMAL_DATA, marketMessages.listFull);
    await store.addItem(tx, list.id, input.productId);
    return ok(null);
  });
}

export async function collectRemove(
  d: WatchlistDeps,
  userId: number,
  input: { productId: number; listId?: number | undefined },
): Promise<Result<null>> {
  const all = await lists(d, userId);
  const targets = input.listId === undefined ? all : all.filter((l) => l.id === input.listId);
  if (targets.length === 0) return fail(Code.ABNORMAL_DATA, marketMessages.listUnknown);
  await store.removeItem(
    d.db,
    targets.map((l) => l.id),
    input.productId,
  );
  return ok(null);
}

export async function collectAll(
  d: WatchlistDeps,
  userId: number,
  listId: number | undefined,
  locale: Locale,
): Promise<Result<Product[]>> {
  await store.ensureDefaultList(d.db, userId);
  const list = await store.findList(d.db, userId, listId);
  if (!list) return fail(Code.ABNORMAL_DATA, marketMessages.listUnknown);
  const products = (await store.itemProductIds(d.db, list.id)).flatMap((id) => {
    const product = d.market.book.productById(id);
    return product ? [productView(d.market, product, locale)] : [];
  });
  return ok(products);
}

export async function collectDetail(d: WatchlistDeps, userId: number, productId: number) {
  return ok({ collected: await store.isCollected(d.db, userId, productId) });
}

export async function collectStatus(
  d: WatchlistDeps,
  userId: number,
  code: string,
): Promise<Result<{ collected: boolean }>> {
  const product = d.market.book.product(code);
  if (!product) return fail(Code.ABNORMAL_DATA, marketMessages.productUnknown);
  return ok({ collected: await store.isCollected(d.db, userId, product.id) });
}

export async function listCreate(d: WatchlistDeps, userId: number, name: string): Promise<Result<Watchlist>> {
  await store.ensureDefaultList(d.db, userId);
  return await inTransaction(d.db, async (tx) => {
    await store.lockLists(tx, userId);
    const existing = await store.listsOf(tx, userId);
    if (existing.length >= WATCHLISTS_MAX) return fail(Code.ABNORMAL_DATA, marketMessages.listsFull);
    const position = Math.max(...existing.map((l) => l.position)) + 1;
    const id = await store.insertList(tx, userId, name, position);
    return ok({ id, name, isDefault: false, position, count: 0 });
  });
}

export async function listRename(
  d: WatchlistDeps,
  userId: number,
  input: { id: number; name: string },
): Promise<Result<Watchlist>> {
  if (!(await store.renameList(d.db, userId, input.id, input.name)))
    return fail(Code.ABNORMAL_DATA, marketMessages.listIdUnknown);
  const renamed = (await store.listsOf(d.db, userId)).find((l) => l.id === input.id);
  return renamed ? ok(renamed) : fail(Code.ABNORMAL_DATA, marketMessages.listIdUnknown);
}

export async function listDelete(d: WatchlistDeps, userId: number, listId: number): Promise<Result<null>> {
  const list = await store.findList(d.db, userId, listId);
  if (!list) return fail(Code.ABNORMAL_DATA, marketMessages.listIdUnknown);
  if (list.isDefault) return fail(Code.ABNORMAL_DATA, marketMessages.defaultListKept);
  await store.deleteList(d.db, userId, listId);
  return ok(null);
}

/** Puts the user's lists in the order of `ids`, which must name each of them exactly once. */
export async function listReorder(
  d: WatchlistDeps,
  userId: number,
  ids: readonly number[],
): Promise<Result<Watchlist[]>> {
  await store.ensureDefaultList(d.db, userId);
  return await inTransaction(d.db, async (tx) => {
    await store.lockLists(tx, userId);
    const current = await store.listsOf(tx, userId);
    if (
      !sameSet(
        current.map((l) => l.id),
        ids,
      )
    )
      return fail(Code.ABNORMAL_DATA, marketMessages.listIdsMismatch);
    for (const [position, id] of ids.entries()) await store.setListPosition(tx, userId, id, position);
    return ok(await store.listsOf(tx, userId));
  });
}

/** Puts one list's products in the order of `productIds`, which must name each of them exactly once. */
export async function itemsReorder(
  d: WatchlistDeps,
  userId: number,
  input: { listId: number; productIds: readonly number[] },
): Promise<Result<null>> {
  return await inTransaction(d.db, async (tx) => {
    await store.lockLists(tx, userId);
    const list = await store.findList(tx, userId, input.listId);
    if (!list) return fail(Code.ABNORMAL_DATA, marketMessages.listUnknown);
    const current = await store.itemProductIds(tx, list.id);
    if (!sameSet(current, input.productIds)) return fail(Code.ABNORMAL_DATA, marketMessages.productIdsMismatch);
    for (const [position, productId] of input.productIds.entries())
      await store.setItemPosition(tx, list.id, productId, position);
    return ok(null);
  });
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((x) => set.has(x));
}
