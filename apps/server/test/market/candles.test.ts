// Proves `data/candlestick`: every period from the seed-derived history (K1), bounds, the cap of
// CANDLES_MAX, the session line, and that a daily candle is the aggregate of its minutes (K4).
import { CANDLES_MAX } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Harness, startHarness } from '../support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

interface CandleBody {
  time: number;
  open: string;
  close: string;
  high: string;
  low: string;
  volume: string;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

async function candles(payload: Record<string, string | number>): Promise<CandleBody[]> {
  const reply = await call<CandleBody[]>(h.app, 'data/candlestick', payload);
  expect(reply.code, reply.message).toBe(200);
  return reply.body;
}

function expectWellFormed(list: readonly CandleBody[]): void {
  for (const [i, c] of list.entries()) {
    expect(Number(c.low)).toBeLessThanOrEqual(Math.min(Number(c.open), Number(c.close)));
    expect(Number(c.high)).toBeGreaterThanOrEqual(Math.max(Number(c.open), Number(c.close)));
    if (i > 0) expect(c.time).toBeGreaterThan(list[i - 1]?.time ?? 0);
  }
}

describe('intraday periods', () => {
  it('K4: two hours of Bitcoin minutes inside the bounds, oldest first, well formed', async () => {
    const from = Date.UTC(2026, 10, 18, 10, 0);
    const list = await candles({ code: 'BTCUSD', period: '1min', from, to: from + 120 * MINUTE_MS });
    expect(list).toHaveLength(120);
    expect(list[0]?.time).toBe(from);
    expectWellFormed(list);
  });

  it('without bounds a call returns the newest CANDLES_MAX candles and nothing from the future', async () => {
    const before = Date.now();
    for (const period of ['1min', '5min', '15min', '30min', '60min']) {
      const list = await candles({ code: 'ETHUSD', period });
      expect(list, period).toHaveLength(CANDLES_MAX);
      expect(list.at(-1)?.time).toBeLessThanOrEqual(before);
      expectWellFormed(list);
    }
  });

  it('a 60-minute candle aggregates its minutes', async () => {
    const from = Date.UTC(2026, 10, 18, 10, 0);
    const [hour] = await candles({ code: 'BTCUSD', period: '60min', from, to: from + 60 * MINUTE_MS });
    const minutes = await candles({ code: 'BTCUSD', period: '1min', from, to: from + 60 * MINUTE_MS });
    expect(hour).toEqual({
      time: from,
      open: minutes[0]?.open,
      close: minutes.at(-1)?.close,
      high: minutes.map((c) => c.high).sort((a, b) => Number(b) - Number(a))[0],
      low: minutes.map((c) => c.low).sort((a, b) => Number(a) - Number(b))[0],
      volume: String(minutes.reduce((sum, c) => sum + Number(c.volume), 0)),
    });
  });
});

describe('daily periods', () => {
  it('K4: an NSE trading day equals the aggregate of its one-minute candles; weekends have none', async () => {
    const from = Date.UTC(2026, 10, 9);
    const days = await candles({ code: 'RELIANCE', period: 'day', from, to: from + 7 * DAY_MS });
    expect(days).toHaveLength(5);
    expectWellFormed(days);
    const wednesday = days[2];
    if (!wednesday) throw new Error('no Wednesday');
    const minutes = await candles({
      code: 'RELIANCE',
      period: '1min',
      from: wednesday.time,
      to: wednesday.time + DAY_MS,
    });
    expect(minutes).toHaveLength(375);
    expect(wednesday.open).toBe(minutes[0]?.open);
    expect(wednesday.close).toBe(minutes.at(-1)?.close);
    expect(Math.max(...minutes.map((c) => Number(c.high)))).toBe(Number(wednesday.high));
    expect(Math.min(...minutes.map((c) => Number(c.low)))).toBe(Number(wednesday.low));
    expect(minutes.reduce((sum, c) => sum + Number(c.volume), 0)).toBe(Number(wednesday.volume));
  });

  it('weeks, months and years come back oldest first without bounds, years of history at once', async () => {
    const weeks = await candles({ code: 'AAPL', period: 'week' });
    expect(weeks.length).toBeGreaterThan(260);
    const months = await candles({ code: 'AAPL', period: 'month' });
    expect(months.length).toBeGreaterThan(60);
    const years = await candles({ code: 'AAPL', period: 'year' });
    expect(years.length).toBeGreaterThanOrEqual(5);
    for (const list of [weeks, months, years]) expectWellFormed(list);
    const days = await candles({ code: 'AAPL', period: 'day' });
    expect(days).toHaveLength(CANDLES_MAX);
  });
});

describe('session', () => {
  it("the session line is one-minute candles of the product's current trading day only", async () => {
    const list = await candles({ code: 'TCS', period: 'session' });
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(375);
    const first = list[0]?.time ?? 0;
    const last = list.at(-1)?.time ?? 0;
    expect(last - first).toBeLessThan(375 * MINUTE_MS);
    expect(new Date(first + 5.5 * 3_600_000).toISOString().slice(11, 16)).toBe('09:15');
    expectWellFormed(list);
  });
});

describe('bad input', () => {
  it('an end before the start is refused naming the end', async () => {
    const reply = await call(h.app, 'data/candlestick', { code: 'BTCUSD', period: '1min', from: 2000, to: 1000 });
    expect(reply).toMatchObject({ code: 404, message: 'End time must not be before the start' });
  });

  it('an unknown period or code is refused naming the field', async () => {
    const period = await call(h.app, 'data/candlestick', { code: 'BTCUSD', period: '2min' });
    expect(period.code).toBe(404);
    expect(period.message).toMatch(/^Chart period/);
    const code = await call(h.app, 'data/candlestick', { code: 'NOPE', period: 'day' });
    expect(code).toMatchObject({ code: 404, message: 'Product code does not match any product' });
  });
});
