import { and, count, desc, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { newsArticles, products } from '../../db/schema';

export type NewsRow = typeof newsArticles.$inferSelect;
export type NewsInsert = typeof newsArticles.$inferInsert;

/** The title column of a language: an article is shown in a language only when it has one (W2). */
function titleIn(locale: 'en' | 'hi') {
  return locale === 'hi' ? newsArticles.titleHi : newsArticles.titleEn;
}

export async function publishedNews(q: Queryable, locale: 'en' | 'hi', page: number, size: number) {
  const where = and(eq(newsArticles.published, true), isNotNull(titleIn(locale)));
  const rows = await q
    .select()
    .from(newsArticles)
    .where(where)
    .orderBy(desc(newsArticles.createdAt), desc(newsArticles.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await q.select({ n: count() }).from(newsArticles).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function publishedArticle(q: Queryable, id: number, locale: 'en' | 'hi') {
  const [row] = await q
    .select()
    .from(newsArticles)
    .where(and(eq(newsArticles.id, id), eq(newsArticles.published, true), isNotNull(titleIn(locale))))
    .limit(1);
  return row;
}

export async function productsByCode(q: Queryable, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return await q
    .select({ code: products.code, name: products.name, nameHi: products.nameHi, market: products.market })
    .from(products)
    .where(inArray(products.code, [...codes]));
}

export async function allNews(q: Queryable, filter: { page: number; size: number; q?: string | undefined }) {
  const pattern = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = pattern ? or(ilike(newsArticles.titleEn, pattern), ilike(newsArticles.titleHi, pattern)) : undefined;
  const rows = await q
    .select()
    .from(newsArticles)
    .where(where)
    .orderBy(desc(newsArticles.createdAt), desc(newsArticles.id))
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size);
  const [total] = await q.select({ n: count() }).from(newsArticles).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function insertNews(q: Queryable, row: NewsInsert): Promise<NewsRow> {
  const [inserted] = await q.insert(newsArticles).values(row).returning();
  if (!inserted) throw new Error('insert into news_articles returned nothing');
  return inserted;
}

/** Inserts articles a feed or the seed brought, skipping any whose external id is stored already. */
export async function insertNewsOnce(q: Queryable, rows: readonly NewsInsert[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await q
    .insert(newsArticles)
    .values([...rows])
    .onConflictDoNothing({ target: newsArticles.externalId })
    .returning({ id: newsArticles.id });
  return inserted.length;
}

export async function updateNews(q: Queryable, id: number, row: Partial<NewsInsert>): Promise<NewsRow | undefined> {
  const [updated] = await q
    .update(newsArticles)
    .set({ ...row, updatedAt: sql`now()` })
    .where(eq(newsArticles.id, id))
    .returning();
  return updated;
}
