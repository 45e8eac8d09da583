import { asc, count, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { categories, notices, pages } from '../../db/schema';
import { SEED_ABOUT, SEED_CATEGORIES, SEED_NOTICES } from './seed';

export async function seedContent(q: Queryable): Promise<void> {
  await q.insert(categories).values(SEED_CATEGORIES).onConflictDoNothing();
  await q.insert(pages).values(SEED_ABOUT).onConflictDoNothing();
  const [existing] = await q.select({ n: count() }).from(notices);
  if ((existing?.n ?? 0) === 0) await q.insert(notices).values(SEED_NOTICES);
}

export async function listCategories(q: Queryable) {
  return await q.select().from(categories).orderBy(asc(categories.sort));
}

export async function findPage(q: Queryable, key: string) {
  const [row] = await q.select().from(pages).where(eq(pages.key, key)).limit(1);
  return row;
}

export async function listNotices(q: Queryable, page: number, size: number) {
  const where = eq(notices.published, true);
  const rows = await q
    .select()
    .from(notices)
    .where(where)
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await q.select({ n: count() }).from(notices).where(where);
  return { rows, total: total?.n ?? 0 };
}
