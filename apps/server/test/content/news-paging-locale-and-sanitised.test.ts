// Proves the news calls: paging, a Hindi reader gets Hindi (W2), at least twenty seeded articles per
// language (W3), rich text through the sanitiser on every read (W1), and staff edits audited (S1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, staffToken } from '../support/funds';
import { call, type Harness, startHarness } from '../support/harness';

interface NewsPage {
  list: Array<{ id: number; title: string; summary: string; cover: string | null; source: string; createdAt: number }>;
  total: number;
}
interface NewsDetail {
  id: number;
  title: string;
  content: string;
  related: Array<{ code: string; name: string; market: string }>;
}

const DEVANAGARI = /[\u0900-\u097F]/;

describe('news', () => {
  let h: Harness;
  let admin: string;

  beforeAll(async () => {
    h = await startHarness();
    admin = (await staffToken(h, 'admin')).token;
  });
  afterAll(async () => h?.close());

  it('W3: at least twenty seeded articles in each language, newest first, paged', async () => {
    for (const locale of ['en', 'hi'] as const) {
      const all = await call<NewsPage>(h.app, 'news/front', { page: 1, size: 100, locale });
      expect(all.code).toBe(200);
      expect(all.body.total).toBeGreaterThanOrEqual(20);
      const times = all.body.list.map((n) => n.createdAt);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      const first = await call<NewsPage>(h.app, 'news/front', { page: 1, size: 5, locale });
      const second = await call<NewsPage>(h.app, 'news/front', { page: 2, size: 5, locale });
      expect(first.body.list).toHaveLength(5);
      expect(second.body.list.map((n) => n.id)).toEqual(all.body.list.slice(5, 10).map((n) => n.id));
      expect(first.body.total).toBe(all.body.total);
    }
  });

  it('W2: a Hindi reader gets Hindi titles, summaries and content, with related products named', async () => {
    const page = await call<NewsPage>(h.app, 'news/front', { page: 1, size: 10 }, { locale: 'hi' });
    const seeded = page.body.list.filter((n) => n.source === 'DEMO मार्केट्स डेस्क');
    // The house desk is named in Hindi too; no English source name is left on a seeded Hindi item.
    expect(seeded.length).toBeGreaterThan(0);
    expect(page.body.list.some((n) => n.source === 'DEMO Markets Desk')).toBe(false);
    for (const item of seeded) {
      expect(item.title).toMatch(DEVANAGARI);
      expect(item.summary).toMatch(DEVANAGARI);
      // No English prose: only tickers and acronyms (NIFTY, HDFC, USDJPY) stay in Latin letters.
      expect(`${item.title} ${item.summary}`.match(/[A-Za-z]*[a-z][A-Za-z]*/g)).toBeNull();
    }
    const inEnglish = await call<NewsPage>(h.app, 'news/front', { page: 1, size: 10 }, { locale: 'en' });
    expect(inEnglish.body.list.some((n) => n.source === 'DEMO Markets Desk')).toBe(true);
    const first = page.body.list[0];
    if (!first) throw new Error('no news');
    const detail = await call<NewsDetail>(h.app, 'news/detail', { key: first.id }, { locale: 'hi' });
    expect(detail.code).toBe(200);
    expect(detail.body.content).toMatch(DEVANAGARI);
    const english = await call<NewsDetail>(h.app, 'news/detail', { key: first.id, locale: 'en' });
    expect(english.body.content).not.toMatch(DEVANAGARI);
    expect(english.body.related.length).toBeGreaterThan(0);
    for (const p of english.body.related) expect(p.market).not.toBe('');
  });

  it('W1: hostile content saved by staff comes back inert; an English-only article is not shown in Hindi', async () => {
    const saved = await consoleCall<{ id: number }>(
      h,
      'content/news/save',
      {
        titleEn: 'Crafted article',
        contentEn:
          '<p onclick="alert(1)">Hi</p><script>alert(2)</script><a href="javascript:alert(3)">x</a><img src="data:image/png;base64,AA" onerror="alert(4)"><iframe src="https://evil.example"></iframe>',
        source: 'Test desk',
        related: '["BTCUSD","NOPE"]',
        reason: 'test article',
      },
      admin,
    );
    expect(saved.code).toBe(200);
    const detail = await call<NewsDetail>(h.app, 'news/detail', { key: saved.body.id, locale: 'en' });
    expect(detail.code).toBe(200);
    expect(detail.body.content).toBe('<p>Hi</p><a href>x</a><img src>');
    expect(detail.body.related.map((p) => p.code)).toEqual(['BTCUSD']);
    const hindi = await call(h.app, 'news/detail', { key: saved.body.id, locale: 'hi' });
    expect(hindi.code).toBe(404);
    expect(hindi.message).toMatch(/key/i);
    const audit = await consoleCall<{ list: Array<{ action: string; target: string }> }>(
      h,
      'audit/list',
      { action: 'news.create', size: 100 },
      admin,
    );
    expect(audit.body.list.some((a) => a.target === `news:${saved.body.id}`)).toBe(true);
  });

  it('an unpublished article and an unknown key answer 404 naming the key; bad saves name their field', async () => {
    const saved = await consoleCall<{ id: number }>(
      h,
      'content/news/save',
      { titleEn: 'Draft', contentEn: '<p>draft</p>', source: 'Desk', published: false, reason: 'draft' },
      admin,
    );
    expect((await call(h.app, 'news/detail', { key: saved.body.id })).code).toBe(404);
    const missing = await call(h.app, 'news/detail', { key: 2_000_000_000 });
    expect(missing.code).toBe(404);
    expect(missing.message).toMatch(/key/i);
    const noContent = await consoleCall(
      h,
      'content/news/save',
      { titleEn: 'Only a title', source: 'x', reason: 'r' },
      admin,
    );
    expect(noContent.code).toBe(404);
    expect(noContent.message).toMatch(/content in english/i);
    const badCover = await consoleCall(
      h,
      'content/news/save',
      { titleEn: 't', contentEn: 'c', source: 'x', cover: 'javascript:alert(1)', reason: 'r' },
      admin,
    );
    expect(badCover.code).toBe(404);
    expect(badCover.message).toMatch(/cover/i);
  });
});
