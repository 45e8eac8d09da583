// Proves the feed: prices move while a market is open and stand still while it is closed (K3),
// holidays from the console close an exchange for the feed, closed minutes are stored exactly as
// history derives them (K1), and one node of a cluster leads the feed, another taking over.

import type { Quote } from '@demo/contract';
import { historyMinuteCandles } from '@demo/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalBus } from '../../src/lib/bus';
import { runAsLeader } from '../../src/lib/leader';
import { MarketFeed } from '../../src/market/feed';
import type { LiveFeed } from '../../src/market/live/live-feed';
import { DEFAULT_MARKET_SEED, startMarket } from '../../src/market/market';
import { MarketBook } from '../../src/market/market-book';
import { storedMinuteCandles } from '../../src/market/store';
import { insertStaff } from '../../src/modules/staff/store';
import { consoleSend, staffAuthenticator } from '../support/funds';
import { call, type Harness, startHarness } from '../support/harness';
import { signInStaff } from '../support/staff-sign-in';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

/** A book and a feed on the test database, driven by a clock the test moves. */
async function feedAt(startMs: number, live?: LiveFeed) {
  const clock = { nowMs: startMs };
  const bus = new LocalBus();
  const book = new MarketBook(h.database.db, DEFAULT_MARKET_SEED, () => clock.nowMs);
  await book.reload();
  // The test steps the feed itself; the timer's step is far beyond the test's length.
  const feed = new MarketFeed({
    book,
    bus,
    db: h.database.db,
    log: h.app.log,
    nowMs: () => clock.nowMs,
    live,
    stepMs: 3_600_000,
  });
  const steps: Quote[][] = [];
  const stepTo = async (ms: number) => {
    clock.nowMs = ms;
    steps.push(await feed.step());
  };
  return { clock, bus, book, feed, steps, stepTo };
}

const priceOf = (steps: Quote[][], code: string) =>
  steps.flatMap((quotes) => quotes.filter((q) => q.code === code).map((q) => q.price));

const SECOND_MS = 1000;
const MINUTE_MS = 60_000;

describe('the simulated feed', () => {
  it('quotes change second by second while markets are open, and the bus carries them to the book', async () => {
    const start = Date.UTC(2026, 10, 18, 6, 0, 5); // a Wednesday, 11:30 in Mumbai
    const f = await feedAt(start);
    const seen: string[] = [];
    f.bus.subscribe('market.quotes', (message) => {
      f.book.apply(message as { at: number; quotes: Quote[] });
      seen.push(f.book.quote('BTCUSD')?.price ?? '');
    });
    for (let s = 1; s <= 6; s++) await f.stepTo(start + s * SECOND_MS);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(new Set(priceOf(f.steps, 'BTCUSD')).size).toBeGreaterThan(1);
    expect(priceOf(f.steps, 'RELIANCE').length).toBeGreaterThan(0);
    expect(seen.at(-1)).toBe(priceOf(f.steps, 'BTCUSD').at(-1));
  });

  it('K3: on a Saturday Indian stocks stand still while crypto keeps moving', async () => {
    const saturday = Date.UTC(2026, 10, 21, 6, 0, 5);
    const f = await feedAt(saturday);
    for (let s = 1; s <= 4; s++) await f.stepTo(saturday + s * SECOND_MS);
    expect(priceOf(f.steps, 'RELIANCE')).toEqual([]);
    expect(priceOf(f.steps, 'BTCUSD').length).toBeGreaterThan(0);
  });

  it('K1: a minute the feed closes is stored exactly as history derives it', async () => {
    const start = Date.UTC(2026, 10, 17, 3, 7, 10);
    const f = await feedAt(start);
    await f.stepTo(start + SECOND_MS);
    await f.stepTo(start + MINUTE_MS);
    const minuteStart = Date.UTC(2026, 10, 17, 3, 7);
    const btc = f.book.product('BTCUSD');
    if (!btc) throw new Error('BTCUSD missing');
    const stored = await storedMinuteCandles(h.database.db, btc.id, minuteStart, minuteStart + MINUTE_MS);
    const derived = historyMinuteCandles(btc.instrument, DEFAULT_MARKET_SEED, minuteStart, minuteStart + MINUTE_MS, []);
    expect(stored).toEqual(derived);
    expect(stored).toHaveLength(1);
  });

  it('a holiday created in the console closes the exchange for the feed on that date, not the next day', async () => {
    await insertStaff(h.database.db, {
      username: 'feed-admin',
      displayName: 'Feed Admin',
      role: 'admin',
      passwordHash: await h.hasher.hash('feed-admin-pass'),
    });
    const login = {
      body: await signInStaff(consoleSend(h), staffAuthenticator, {
        username: 'feed-admin',
        password: 'feed-admin-pass',
      }),
    };
    const created = await call(
      h.app,
      'holiday/create',
      { exchange: 'NSE', date: '2027-06-16', name: 'Test closure', reason: 'exchange circular' },
      { base: '/api/console/', token: login.body.token },
    );
    expect(created.code).toBe(200);
    const holiday = Date.UTC(2027, 5, 16, 6, 0, 5);
    const closed = await feedAt(holiday);
    for (let s = 1; s <= 3; s++) await closed.stepTo(holiday + s * SECOND_MS);
    expect(priceOf(closed.steps, 'RELIANCE')).toEqual([]);
    expect(priceOf(closed.steps, 'SENSEX').length).toBeGreaterThan(0);
    const nextDay = holiday + 86_400_000;
    const open = await feedAt(nextDay);
    for (let s = 1; s <= 3; s++) await open.stepTo(nextDay + s * SECOND_MS);
    expect(priceOf(open.steps, 'RELIANCE').length).toBeGreaterThan(0);
  });
});

describe('a live source', () => {
  it('replaces the simulator for the products it covers and leaves the rest simulated', async () => {
    const listeners = new Set<(quote: Quote) => void>();
    const live: LiveFeed = {
      codes: new Set(['BTCUSD']),
      start: () => undefined,
      stop: async () => undefined,
      onQuote: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const start = Date.UTC(2026, 10, 18, 6, 0, 5);
    const f = await feedAt(start, live);
    f.feed.start();
    const liveQuote: Quote = {
      code: 'BTCUSD',
      price: '91234.56',
      bid: '91234.56',
      ask: '91234.57',
      open: '92448.00',
      high: '93210.00',
      low: '90512.34',
      prevClose: '92448.00',
      change: '-1213.44',
      changeRate: '-1.31',
      volume: '18735',
      time: start,
    };
    for (const listener of listeners) listener(liveQuote);
    await f.stepTo(start + SECOND_MS);
    await f.stepTo(start + 2 * SECOND_MS);
    await f.feed.stop();
    expect(priceOf(f.steps, 'BTCUSD')).toEqual(['91234.56']);
    expect(priceOf(f.steps, 'ETHUSD').length).toBe(2);
  });
});

async function waitFor(check: () => boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('leader election', () => {
  it('of two contenders for one lock exactly one leads; when it stops the other takes over', async () => {
    const key = 900_000 + Math.floor(Math.random() * 1000);
    const events: string[] = [];
    const a = runAsLeader(
      h.database.pool,
      key,
      () => void events.push('a leads'),
      () => void events.push('a lost'),
      {
        retryMs: 100,
      },
    );
    const b = runAsLeader(
      h.database.pool,
      key,
      () => void events.push('b leads'),
      () => void events.push('b lost'),
      {
        retryMs: 100,
      },
    );
    await waitFor(() => a.isLeader() || b.isLeader(), 3000);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect([a.isLeader(), b.isLeader()].filter(Boolean)).toHaveLength(1);
    const [leader, follower, name] = a.isLeader() ? [a, b, 'a'] : [b, a, 'b'];
    await leader.stop();
    await waitFor(() => follower.isLeader(), 3000);
    expect(events).toEqual([`${name} leads`, `${name} lost`, `${name === 'a' ? 'b' : 'a'} leads`]);
    await follower.stop();
  });

  it('two market nodes on one database: one runs the feed; when its connection dies the other takes over', async () => {
    const lockKey = 910_000 + Math.floor(Math.random() * 1000);
    const bus = new LocalBus();
    const options = { db: h.database.db, bus, log: h.app.log, lockKey };
    const one = await startMarket(options);
    const two = await startMarket(options);
    try {
      await waitFor(() => one.isLeader() || two.isLeader(), 5000);
      expect(one.isLeader() && two.isLeader()).toBe(false);
      const [leader, follower] = one.isLeader() ? [one, two] : [two, one];
      // Kill the leader's session from outside, as if its node had died: PostgreSQL frees the lock.
      await h.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and objid = ${lockKey} and granted`,
      );
      await waitFor(() => follower.isLeader(), 8000);
      await waitFor(() => !leader.isLeader(), 5000);
      expect(follower.isLeader()).toBe(true);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
