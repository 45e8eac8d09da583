import { Code, type Locale } from '@demo/contract';
import { isSafeImageUrl, plainTextOf, sanitizeRichText } from '@demo/core';
import type { Db } from '../../db/client';
import { fail, ok, type Result } from '../../lib/result';
import { contentMessages } from './messages';
import { type NewsRow, productsByCode, publishedArticle, publishedNews } from './store';

/** A summary made from the content when the article has none. */
const SUMMARY_LENGTH_MAX = 160;

function inLocale(row: NewsRow, locale: Locale) {
  const hi = locale === 'hi';
  return {
    title: (hi ? row.titleHi : row.titleEn) ?? '',
    summary: hi ? row.summaryHi : row.summaryEn,
    content: (hi ? row.contentHi : row.contentEn) ?? '',
  };
}

/** A cover only when it is an address an image tag may load (W1 applies to covers too). */
function safeCover(cover: string | null): string | null {
  return cover !== null && isSafeImageUrl(cover) ? cover : null;
}

/** The platform's own news desk: the source of the seeded articles (seed.ts). */
export const HOUSE_DESK_SOURCE = 'DEMO Markets Desk';
const HOUSE_DESK_HI = 'DEMO मार्केट्स डेस्क';

/**
 * A source as the reader sees it (W2): the house desk's name in their language; any other source (a
 * feed's host, a publisher staff named) is a proper name and is shown as written.
 */
export function sourceIn(source: string, locale: Locale): string {
  return source === HOUSE_DESK_SOURCE && locale === 'hi' ? HOUSE_DESK_HI : source;
}

/** `news/front`: published articles in the reader's language, newest first (W2, W3). */
export async function newsFront(db: Db, locale: Locale, page: number, size: number) {
  const { rows, total } = await publishedNews(db, locale, page, size);
  return ok({
    list: rows.map((row) => {
      const text = inLocale(row, locale);
      return {
        id: row.id,
        title: text.title,
        summary: text.summary
          ? plainTextOf(text.summary, SUMMARY_LENGTH_MAX)
          : plainTextOf(text.content, SUMMARY_LENGTH_MAX),
        cover: safeCover(row.cover),
        source: sourceIn(row.source, locale),
        createdAt: row.createdAt.getTime(),
      };
    }),
    total,
  });
}

/**
 * `news/detail`: one published article in the reader's language, its content through the allow-list
 * sanitiser (W1), with the products it names that exist (named in the reader's language).
 */
export async function newsDetail(db: Db, id: number, locale: Locale): Promise<Result<NewsDetail>> {
  const row = await publishedArticle(db, id, locale);
  if (!row) return fail(Code.ABNORMAL_DATA, contentMessages.newsNotFound);
  const text = inLocale(row, locale);
  const found = await productsByCode(db, row.related);
  const byCode = new Map(found.map((p) => [p.code, p]));
  return ok({
    id: row.id,
    title: text.title,
    content: sanitizeRichText(text.content),
    cover: safeCover(row.cover),
    source: sourceIn(row.source, locale),
    createdAt: row.createdAt.getTime(),
    related: row.related.flatMap((code) => {
      const p = byCode.get(code);
      return p ? [{ code: p.code, name: locale === 'hi' && p.nameHi ? p.nameHi : p.name, market: p.market }] : [];
    }),
  });
}

export interface NewsDetail {
  id: number;
  title: string;
  content: string;
  cover: string | null;
  source: string;
  createdAt: number;
  related: Array<{ code: string; name: string; market: string }>;
}
