// Proves the MarketData the socket hub reads: latest quotes for every product from the first
// instant, quotes kept current from the bus, and the current candle of each period agreeing with
// history for its ended part (K1, K4) while following the live price.
import type { Quote } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalBus } from '../../src/lib/bus';
import { MarketFeed } from '../../src/market/feed';
import { DEFAULT_MARKET_SEED } from '../../src/market/market';
import { MarketBook } from '../../src/market/market-book';
import { call, type Harness, startHarness } from '../support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

const SECOND_MS = 1000;
const MINUTE_MS = 60_000;

async function bookAt(startMs: number) {
  const clock = { nowMs: startMs };
  const book = new MarketBook(h.database.db, DEFAULT_MARKET_SEED, () => clock.nowMs);
  await book.reload();
  const bus = new LocalBus();
  bus.subscribe('market.quotes', (m) => book.apply(m as { at: number; quotes: Quote[] }));
  const feed = new MarketFeed({ book, bus, db: h.database.db, log: h.app.log, nowMs: () => clock.nowMs });
  const stepTo = async (ms: number) => {
    clock.nowMs = ms;
    await feed.step();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { clock, book, stepTo };
}

describe('MarketData', () => {
  it('every product has a quote before the feed has stepped, and unknown codes have none', async () => {
    const { book } = await bookAt(Date.UTC(2026, 10, 18, 6, 0, 0));
    expect(book.quotes().length).toBe(book.products().length);
    expect(book.has('BTCUSD')).toBe(true);
    expect(book.has('NOPE')).toBe(false);
    expect(book.quote('NOPE')).toBeUndefined();
    expect(Number(book.quote('RELIANCE')?.price)).toBeGreaterThan(0);
  });

  it('K4: the current 5-minute candle holds the ended minutes of history and follows the live price', async () => {
    const start = Date.UTC(2026, 10, 18, 6, 3, 10);
    const { book, stepTo } = await bookAt(start);
    for (let s = 1; s <= 5; s++) await stepTo(start + s * SECOND_MS);
    const now = start + 5 * SECOND_MS;
    const candle = await book.currentCandle('BTCUSD', '5min', now);
    const bucket = Date.UTC(2026, 10, 18, 6, 0);
    const minutes = await call<Array<{ open: string; high: string; low: string }>>(h.app, 'data/candlestick', {
      code: 'BTCUSD',
      period: '1min',
      from: bucket,
      to: bucket + 3 * MINUTE_MS,
    });
    expect(minutes.body).toHaveLength(3);
    expect(candle?.time).toBe(bucket);
    expect(candle?.open).toBe(minutes.body[0]?.open);
    expect(candle?.close).toBe(book.quote('BTCUSD')?.price);
    for (const m of minutes.body) {
      expect(Number(candle?.high)).toBeGreaterThanOrEqual(Number(m.high));
      expect(Number(candle?.low)).toBeLessThanOrEqual(Number(m.low));
    }
  });

  it("the current day candle is the day's open, high, low and the live price; session is the live minute", async () => {
    const start = Date.UTC(2026, 10, 18, 6, 3, 10);
    const { book, stepTo } = await bookAt(start);
    await stepTo(start + SECOND_MS);
    const now = start + SECOND_MS;
    const quote = book.quote('RELIANCE');
    const day = await book.currentCandle('RELIANCE', 'day', now);
    expect(day).toMatchObject({ open: quote?.open, close: quote?.price });
    expect(Number(day?.high)).toBeGreaterThanOrEqual(Number(quote?.price));
    const session = await book.currentCandle('RELIANCE', 'session', now);
    expect(session?.time).toBe(Date.UTC(2026, 10, 18, 6, 3));
    expect(session?.close).toBe(quote?.price);
  });

  it('K4: the current week and year candles open with their first trading day and close at the live price', async () => {
    const start = Date.UTC(2026, 10, 18, 6, 3, 10);
    const { book, stepTo } = await bookAt(start);
    await stepTo(start + SECOND_MS);
    const now = start + SECOND_MS;
    const days = await call<Array<{ time: number; open: string; high: string }>>(h.app, 'data/candlestick', {
      code: 'RELIANCE',
      period: 'day',
      from: Date.UTC(2026, 10, 15),
      to: Date.UTC(2026, 10, 17, 23),
    });
    expect(days.body).toHaveLength(2);
    const week = await book.currentCandle('RELIANCE', 'week', now);
    expect(week?.open).toBe(days.body[0]?.open);
    expect(week?.close).toBe(book.quote('RELIANCE')?.price);
    for (const d of days.body) expect(Number(week?.high)).toBeGreaterThanOrEqual(Number(d.high));
    const year = await book.currentCandle('RELIANCE', 'year', now);
    const january = await call<Array<{ open: string }>>(h.app, 'data/candlestick', {
      code: 'RELIANCE',
      period: 'day',
      from: Date.UTC(2025, 11, 31, 18, 30),
      to: Date.UTC(2026, 0, 10),
    });
    expect(year?.open).toBe(january.body[0]?.open);
    expect(year?.close).toBe(week?.close);
  });

  it('on a closed market the current candle is the last one there was; an unknown code has none', async () => {
    const saturday = Date.UTC(2026, 10, 21, 6, 0, 0);
    const { book } = await bookAt(saturday);
    const candle = await book.currentCandle('RELIANCE', '15min', saturday);
    expect(candle?.time).toBe(Date.UTC(2026, 10, 20, 9, 45));
    expect(await book.currentCandle('NOPE', '1min', saturday)).toBeNull();
  });
});
