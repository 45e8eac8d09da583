// Proves a seeded article round-trips through the console editor: saved back unchanged it is accepted with its /news-covers/ cover, and a /news-covers/ path is a valid cover for any article (SW6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, staffToken } from '../support/funds';
import { type Harness, startHarness } from '../support/harness';

interface AdminNews {
  id: number;
  titleEn: string | null;
  titleHi: string | null;
  summaryEn: string | null;
  summaryHi: string | null;
  contentEn: string | null;
  contentHi: string | null;
  cover: string | null;
  source: string;
  related: string[];
  published: boolean;
  externalId: string | null;
}

describe('editing seeded news', () => {
  let h: Harness;
  let admin: string;

  beforeAll(async () => {
    h = await startHarness();
    admin = (await staffToken(h, 'admin')).token;
  });
  afterAll(async () => h?.close());

  it('SW6: a seeded article saved back exactly as the editor loads it is accepted and keeps its cover', async () => {
    const listed = await consoleCall<{ list: AdminNews[] }>(h, 'content/news/list', { page: 1, size: 100 }, admin);
    expect(listed.code).toBe(200);
    const seeded = listed.body.list.find((n) => n.externalId?.startsWith('seed:') && n.cover !== null);
    if (!seeded) throw new Error('no seeded article with a cover');
    expect(seeded.cover).toMatch(/^\/news-covers\//);
    const saved = await consoleCall<AdminNews>(
      h,
      'content/news/save',
      {
        id: seeded.id,
        titleEn: seeded.titleEn ?? '',
        titleHi: seeded.titleHi ?? '',
        summaryEn: seeded.summaryEn ?? '',
        summaryHi: seeded.summaryHi ?? '',
        contentEn: seeded.contentEn ?? '',
        contentHi: seeded.contentHi ?? '',
        cover: seeded.cover ?? '',
        source: seeded.source,
        related: JSON.stringify(seeded.related),
        published: seeded.published,
        reason: 'saved unchanged',
      },
      admin,
    );
    expect(saved.code, saved.message).toBe(200);
    expect(saved.body).toMatchObject({ id: seeded.id, cover: seeded.cover, titleHi: seeded.titleHi });
  });

  it('SW6: a new article takes a /news-covers/ path as its cover; a path outside the two image folders is refused', async () => {
    const fresh = await consoleCall<AdminNews>(
      h,
      'content/news/save',
      {
        titleEn: 'House cover',
        contentEn: '<p>A house cover.</p>',
        source: 'Desk',
        cover: '/news-covers/commodities.svg',
        reason: 'cover test',
      },
      admin,
    );
    expect(fresh.code).toBe(200);
    expect(fresh.body.cover).toBe('/news-covers/commodities.svg');
    const elsewhere = await consoleCall(
      h,
      'content/news/save',
      { titleEn: 't', contentEn: 'c', source: 'x', cover: '/admin/secret.png', reason: 'r' },
      admin,
    );
    expect(elsewhere.code).toBe(404);
    expect(elsewhere.message).toMatch(/cover/i);
  });
});
