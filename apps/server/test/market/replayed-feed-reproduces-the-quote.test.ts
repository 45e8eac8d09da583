import type { Quote } from '@demo/contract';
import { quoteSeqOf } from '@demo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalBus } from '../../src/lib/bus';
import { MarketFeed } from '../../src/market/feed';
import { DEFAULT_MARKET_SEED } from '../../src/market/market';
import { MarketBook } from '../../src/market/market-book';
import { call, type Harness, startHarness } from '../support/harness';

/**
 * The feed steps on the simulator's 1 s grid, so every quote it publishes is quote number time ÷ 1000
 * of its product, and `data/quote/at` recomputes that very quote from the published seed and code:
 * a customer can check the tick a fill was taken on (RC2).
 */

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

describe('a replayed feed', () => {
  it('RC2: data/quote/at gives back, field for field, each quote the feed published at that sequence number', async () => {
    // A Wednesday in session in Mumbai, stepped at instants off the grid, as a timer's would be.
    const start = Date.UTC(2026, 10, 18, 6, 0, 0) + 437;
    const clock = { nowMs: start };
    const book = new MarketBook(h.database.db, DEFAULT_MARKET_SEED, () => clock.nowMs);
    await book.reload();
    const feed = new MarketFeed({
      book,
      bus: new LocalBus(),
      db: h.database.db,
      log: h.app.log,
      nowMs: () => clock.nowMs,
      stepMs: 3_600_000,
    });
    const published: Quote[] = [];
    for (let s = 1; s <= 5; s++) {
      clock.nowMs = start + s * 1_000 + (s % 3) * 111;
      published.push(...(await feed.step()));
    }
    const codes = ['BTCUSD', 'RELIANCE', 'ETHUSD'];
    const sample = published.filter((q) => codes.includes(q.code));
    expect(sample.length).toBeGreaterThan(3);
    for (const quote of sample) {
      const seq = quoteSeqOf(quote.time);
      expect(seq, `${quote.code} at ${quote.time} is on the step`).not.toBeNull();
      const replayed = await call<Quote & { seq: number; seed: number }>(h.app, 'data/quote/at', {
        code: quote.code,
        seq: seq ?? 0,
      });
      expect(replayed.code, replayed.message).toBe(200);
      const {
        seq: replayedSeq,
        seed,
        stepMs,
        ...fields
      } = replayed.body as Quote & {
        seq: number;
        seed: number;
        stepMs: number;
      };
      expect(fields).toEqual(quote);
      expect({ replayedSeq, seed, stepMs }).toEqual({ replayedSeq: seq, seed: DEFAULT_MARKET_SEED, stepMs: 1000 });
    }
  });

  it('RC2: an unknown product or an instant before listing answers 404 naming the field', async () => {
    const unknown = await call(h.app, 'data/quote/at', { code: 'NOPE', seq: 1_790_000_000 });
    expect(unknown.code).toBe(404);
    expect(unknown.message).toContain('code');
    const early = await call(h.app, 'data/quote/at', { code: 'BTCUSD', seq: 1 });
    expect(early.code).toBe(404);
    expect(early.message).toContain('seq');
  });
});
