import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { flashNews } from '../../db/schema';

/** The newest flash news items in a locale. */
export async function listFlashNews(q: Queryable, locale: string, limit: number) {
  return await q
    .select({
      id: flashNews.id,
      title: flashNews.title,
      summary: flashNews.summary,
      source: flashNews.source,
      publishedAt: flashNews.publishedAt,
    })
    .from(flashNews)
    .where(eq(flashNews.locale, locale))
    .orderBy(desc(flashNews.publishedAt), desc(flashNews.id))
    .limit(limit);
}
