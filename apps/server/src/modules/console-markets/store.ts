import { and, asc, count, eq, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { marketHolidays, products } from '../../db/schema';
import type { ProductColumns } from '../../market/products';

/** SQL of the console's product and holiday calls. */

export async function productIdsPage(
  q: Queryable,
  filter: { page: number; size: number; market?: string | undefined; q?: string | undefined },
): Promise<{ ids: number[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.market) conditions.push(eq(products.market, filter.market));
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(ilike(products.code, pattern), ilike(products.name, pattern));
    if (match) conditions.push(match);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await q
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(asc(products.sortOrder), asc(products.id))
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size);
  const [total] = await q.select({ n: count() }).from(products).where(where);
  return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
}

export async function productCodeExists(q: Queryable, code: string): Promise<boolean> {
  const [row] = await q.select({ n: count() }).from(products).where(eq(products.code, code));
  return (row?.n ?? 0) > 0;
}

/** The next free product id and sort position; callers hold PRODUCT_CREATE_LOCK_KEY. */
export async function nextProductSlot(q: Queryable): Promise<{ id: number; sortOrder: number }> {
  const [row] = await q
    .select({
      id: sql<number>`coalesce(max(${products.id}), 0)::int + 1`,
      sortOrder: sql<number>`coalesce(max(${products.sortOrder}), 0)::int + 10`,
    })
    .from(products);
  return { id: row?.id ?? 1, sortOrder: row?.sortOrder ?? 10 };
}

export async function insertProduct(q: Queryable, columns: ProductColumns): Promise<void> {
  await q.insert(products).values(columns);
}

export async function updateProduct(
  q: Queryable,
  id: number,
  changes: Partial<Omit<ProductColumns, 'id' | 'code' | 'startPrice' | 'market' | 'exchange'>>,
): Promise<boolean> {
  const rows = await q
    .update(products)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return rows.length > 0;
}

export async function listHolidays(
  q: Queryable,
  filter: { page: number; size: number; exchange?: string | undefined; year?: number | undefined },
) {
  const conditions: SQL[] = [];
  if (filter.exchange) conditions.push(eq(marketHolidays.exchange, filter.exchange));
  if (filter.year !== undefined) conditions.push(like(marketHolidays.date, `${filter.year}-%`));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await q
    .select()
    .from(marketHolidays)
    .where(where)
    .orderBy(asc(marketHolidays.date), asc(marketHolidays.exchange))
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size);
  const [total] = await q.select({ n: count() }).from(marketHolidays).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Inserts a holiday; undefined when the exchange already has one on that date. */
export async function insertHoliday(q: Queryable, holiday: { exchange: string; date: string; name: string }) {
  const [row] = await q.insert(marketHolidays).values(holiday).onConflictDoNothing().returning();
  return row;
}

export async function deleteHoliday(q: Queryable, id: number) {
  const [row] = await q.delete(marketHolidays).where(eq(marketHolidays.id, id)).returning();
  return row;
}
