import type { Offering } from '@demo/contract';
import { DEFAULT_HOLIDAYS, verifyDraw } from '@demo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNewShareJobs } from '../../src/modules/new-shares/allotment';
import { ensureSeededOfferings } from '../../src/modules/new-shares/seed';
import { call } from '../support/harness';
import { isolatedDatabase } from '../support/isolated-database';
import { startTrading, type TradingHarness } from '../support/trading';

/**
 * The embedded default's new-share market: on the first start there are offerings of all four kinds
 * in both markets in every state, the past ones allotted (with a draw anyone can recompute) and
 * listed by the leader's own code, and a later pass opens a new round only where none is open.
 */

const NOW_MS = Date.UTC(2026, 10, 24, 6, 0, 0);

let h: TradingHarness;
let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;
// A database of its own: the seeding counts what is open in every market, which other files change.
beforeAll(async () => {
  isolated = await isolatedDatabase();
  h = await startTrading({ databaseUrl: isolated.url });
  h.clock.nowMs = NOW_MS;
});
afterAll(async () => {
  await h?.close();
  await isolated?.drop();
});

describe('the seeded new-share market', () => {
  it('has every kind in both markets in every state, and its draws recompute', async () => {
    const created = await ensureSeededOfferings(
      h.database.db,
      h.hasher,
      NOW_MS,
      20_260_101,
      () => undefined,
      DEFAULT_HOLIDAYS,
    );
    expect(created).toBe(32);
    await runNewShareJobs(h.deps, NOW_MS);
    const reply = await call<{ list: Offering[]; total: number }>(h.app, 'product_new/front', { size: -1 });
    expect(reply.code).toBe(200);
    const seen = new Set(reply.body.list.map((o) => `${o.market}:${o.type}:${o.status}`));
    for (const market of ['korea', 'india'])
      for (const type of ['ipo', 'placement', 'dazong', 'limit'])
        for (const status of ['open', 'allotted', 'listed'])
          expect(seen, `${market}:${type}:${status}`).toContain(`${market}:${type}:${status}`);
    expect(reply.body.list.filter((o) => o.market === 'korea').every((o) => o.currency === 'KRW')).toBe(true);
    expect(reply.body.list.filter((o) => o.market === 'india').every((o) => o.currency === 'INR')).toBe(true);
    const ipo = reply.body.list.find((o) => o.type === 'ipo' && o.status === 'allotted');
    const detail = await call<{ drawSeed: string; drawResult: Parameters<typeof verifyDraw>[1] & { winners: number } }>(
      h.app,
      'product_new/detail',
      { code: ipo?.code ?? '' },
    );
    expect(detail.body.drawResult.winners).toBeGreaterThan(0);
    expect(verifyDraw(detail.body.drawSeed, detail.body.drawResult)).toBeNull();
    const open = reply.body.list.find((o) => o.status === 'open');
    const hidden = await call<{ drawSeed: string | null }>(h.app, 'product_new/detail', { code: open?.code ?? '' });
    expect(hidden.body.drawSeed).toBeNull();
    // An unknown code is named as an offering's code, not as the SMS verification code.
    const unknown = await call(h.app, 'product_new/detail', { code: 'NO-SUCH-IPO' });
    expect({ code: unknown.code, message: unknown.message }).toEqual({
      code: 404,
      message: 'Offering code does not match any offering',
    });
    expect(
      await ensureSeededOfferings(
        h.database.db,
        h.hasher,
        NOW_MS + 60_000,
        20_260_101,
        () => undefined,
        DEFAULT_HOLIDAYS,
      ),
    ).toBe(0);
  });
});
