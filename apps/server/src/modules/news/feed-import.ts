import { plainTextOf } from '@demo/core';
import { XMLParser } from 'fast-xml-parser';
import type { Db } from '../../db/client';
import { guardedFetchText } from '../markets';
import type { NewsInsert } from './store';
import { insertNewsOnce } from './store';

/**
 * The news importer (issue 14): takes a live RSS 2.0, Atom or JSON Feed of the operator's choice and
 * stores its items as articles in one language. Off by default: it runs only with `NEWS_FEED_URL`
 * set. The feed is fetched through the data proxy's guarded fetcher (no redirects, a time limit, a
 * size limit), with the configured feed's own host as the only host allowed. Items keep their guid
 * (or link) as `external_id`, so an item is imported once however often the feed is read; their HTML
 * is stored as written and sanitised on every read like any article (W1).
 */

/** A source of articles; the feed importer is one, tests feed it recorded files. */
export interface NewsSource {
  fetchItems(): Promise<FeedItem[]>;
}

export interface FeedItem {
  externalId: string;
  title: string;
  summary: string;
  content: string;
  link: string | null;
  publishedAtMs: number | null;
}

/** Items kept from one read of a feed, however long it is. */
export const FEED_ITEMS_MAX = 50;

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', textNodeName: '#text' });

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && '#text' in value) return text(Reflect.get(value, '#text'));
  return '';
}

function list(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function timeOf(value: string): number | null {
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

function atomLink(value: unknown): string | null {
  for (const link of list(value)) {
    if (typeof link === 'string') return link;
    if (link && typeof link === 'object') {
      const rel = Reflect.get(link, '@rel');
      const href = Reflect.get(link, '@href');
      if (typeof href === 'string' && (rel === undefined || rel === 'alternate')) return href;
    }
  }
  return null;
}

/** Parses an RSS 2.0, Atom or JSON Feed document into items; anything else gives none. */
export function parseFeed(body: string): FeedItem[] {
  const trimmed = body.trim();
  if (trimmed.startsWith('{')) {
    const json = JSON.parse(trimmed) as { items?: unknown };
    return list(json.items)
      .map((raw): FeedItem | null => {
        if (!raw || typeof raw !== 'object') return null;
        const item = raw as Record<string, unknown>;
        const html = text(item.content_html) || text(item.content_text) || text(item.summary);
        const id = text(item.id) || text(item.url);
        if (!id || !text(item.title)) return null;
        return {
          externalId: id,
          title: plainTextOf(text(item.title), 200),
          summary: plainTextOf(text(item.summary) || html, 300),
          content: html,
          link: text(item.url) || null,
          publishedAtMs: timeOf(text(item.date_published)),
        };
      })
      .filter((i): i is FeedItem => i !== null)
      .slice(0, FEED_ITEMS_MAX);
  }
  const doc = parser.parse(trimmed) as Record<string, unknown>;
  const rss = doc.rss as { channel?: { item?: unknown } } | undefined;
  if (rss?.channel) {
    return list(rss.channel.item)
      .map((raw): FeedItem | null => {
        const item = raw as Record<string, unknown>;
        const html = text(item['content:encoded']) || text(item.description);
        const link = text(item.link) || null;
        const id = text(item.guid) || link;
        if (!id || !text(item.title)) return null;
        return {
          externalId: id,
          title: plainTextOf(text(item.title), 200),
          summary: plainTextOf(text(item.description) || html, 300),
          content: html || `<p>${plainTextOf(text(item.title))}</p>`,
          link,
          publishedAtMs: timeOf(text(item.pubDate)),
        };
      })
      .filter((i): i is FeedItem => i !== null)
      .slice(0, FEED_ITEMS_MAX);
  }
  const feed = doc.feed as { entry?: unknown } | undefined;
  if (feed) {
    return list(feed.entry)
      .map((raw): FeedItem | null => {
        const entry = raw as Record<string, unknown>;
        const html = text(entry.content) || text(entry.summary);
        const link = atomLink(entry.link);
        const id = text(entry.id) || link;
        if (!id || !text(entry.title)) return null;
        return {
          externalId: id,
          title: plainTextOf(text(entry.title), 200),
          summary: plainTextOf(text(entry.summary) || html, 300),
          content: html,
          link,
          publishedAtMs: timeOf(text(entry.published) || text(entry.updated)),
        };
      })
      .filter((i): i is FeedItem => i !== null)
      .slice(0, FEED_ITEMS_MAX);
  }
  return [];
}

/** A feed read over the network through the guarded fetcher, its own host the only one allowed. */
export class FeedSource implements NewsSource {
  constructor(private readonly url: string) {}

  async fetchItems(): Promise<FeedItem[]> {
    const host = new URL(this.url).hostname.toLowerCase();
    const body = await guardedFetchText(this.url, [host]);
    return body === null ? [] : parseFeed(body);
  }
}

/** Stores a source's new items as published articles in `locale`; answers how many were new. */
export async function importNews(
  db: Db,
  source: NewsSource,
  options: { locale: 'en' | 'hi'; sourceName: string; nowMs: number },
): Promise<number> {
  const items = await source.fetchItems();
  const rows: NewsInsert[] = items.map((item) => {
    const at = new Date(Math.min(item.publishedAtMs ?? options.nowMs, options.nowMs));
    const readMore = item.link
      ? `<p><a href="${item.link.replace(/"/g, '&quot;')}">${item.link.replace(/</g, '&lt;')}</a></p>`
      : '';
    const lang = options.locale === 'hi' ? 'Hi' : 'En';
    return {
      [`title${lang}`]: item.title,
      [`summary${lang}`]: item.summary,
      [`content${lang}`]: `${item.content}${readMore}`,
      source: options.sourceName,
      externalId: `feed:${item.externalId}`.slice(0, 512),
      createdAt: at,
      updatedAt: at,
    } as NewsInsert;
  });
  return await insertNewsOnce(db, rows);
}
