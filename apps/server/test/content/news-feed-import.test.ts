// Proves the news importer on recorded RSS, Atom and JSON Feed files: items become articles in the
// configured language, once each however often the feed is read, with their HTML sanitised on read
// (W1); and the guarded fetcher refuses any host but the configured feed's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedFetchText } from '../../src/modules/markets/proxy';
import { importNews, type NewsSource, parseFeed } from '../../src/modules/news/feed-import';
import { call, type Harness, startHarness } from '../support/harness';

const recorded = (name: string) => readFileSync(join(__dirname, '..', 'fixtures', 'news-feeds', name), 'utf8');

/** A source that answers a recorded file, as the live feed would. */
class RecordedSource implements NewsSource {
  constructor(private readonly file: string) {}
  async fetchItems() {
    return parseFeed(recorded(this.file));
  }
}

describe('news feed importer', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h?.close());

  it('parses RSS 2.0, Atom and JSON Feed', () => {
    const rss = parseFeed(recorded('markets.rss.xml'));
    expect(rss.map((i) => i.externalId)).toEqual(['wire-1001', 'https://wire.example.com/2026/01/gold-asia']);
    expect(rss[0]).toMatchObject({
      title: 'Rupee & bonds steady ahead of the policy meeting',
      summary: 'Traders kept positions light.',
    });
    expect(rss[0]?.publishedAtMs).toBe(Date.UTC(2026, 0, 9, 8, 15));
    const atom = parseFeed(recorded('markets.atom.xml'));
    expect(atom).toHaveLength(1);
    expect(atom[0]).toMatchObject({
      externalId: 'urn:example:atom-desk:42',
      title: 'सेंसेक्स में हल्की बढ़त',
      link: 'https://atom.example.com/sensex-42',
    });
    const json = parseFeed(recorded('markets.json'));
    expect(json.map((i) => i.externalId)).toEqual(['json-7']);
    expect(parseFeed('<html><body>not a feed</body></html>')).toEqual([]);
  });

  it('imports each item once, in the configured language, sanitised when read', async () => {
    const nowMs = Date.UTC(2026, 0, 10);
    const options = { locale: 'en' as const, sourceName: 'wire.example.com', nowMs };
    const first = await importNews(h.database.db, new RecordedSource('markets.rss.xml'), options);
    expect(first).toBe(2);
    expect(await importNews(h.database.db, new RecordedSource('markets.rss.xml'), options)).toBe(0);
    const page = await call<{ list: Array<{ id: number; title: string; source: string }> }>(h.app, 'news/front', {
      size: 100,
    });
    const imported = page.body.list.find((n) => n.title === 'Rupee & bonds steady ahead of the policy meeting');
    if (!imported) throw new Error('imported article not listed');
    expect(imported.source).toBe('wire.example.com');
    const detail = await call<{ content: string }>(h.app, 'news/detail', { key: imported.id });
    expect(detail.body.content).not.toMatch(/onerror|<script/i);
    expect(detail.body.content).toContain('<a href="https://wire.example.com/2026/01/rupee-bonds">');
    // An English feed's items are not shown to a Hindi reader (W2); a Hindi feed's are.
    expect((await call(h.app, 'news/detail', { key: imported.id, locale: 'hi' })).code).toBe(404);
    expect(await importNews(h.database.db, new RecordedSource('markets.atom.xml'), { ...options, locale: 'hi' })).toBe(
      1,
    );
    const hindi = await call<{ list: Array<{ id: number; title: string }> }>(h.app, 'news/front', {
      size: 100,
      locale: 'hi',
    });
    const item = hindi.body.list.find((n) => n.title === 'सेंसेक्स में हल्की बढ़त');
    const hiDetail = await call<{ content: string }>(h.app, 'news/detail', { key: item?.id ?? 0, locale: 'hi' });
    expect(hiDetail.body.content).not.toContain('javascript:');
  });

  it('fetches only from the allowed hosts', async () => {
    expect(await guardedFetchText('http://127.0.0.1:1/feed.xml', ['wire.example.com'])).toBeNull();
    expect(await guardedFetchText('http://169.254.169.254/latest/meta-data', [])).toBeNull();
  });
});
