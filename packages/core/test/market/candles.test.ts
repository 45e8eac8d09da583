// Proves candles are bucketed on the exchange's own clock: five-minute buckets from minutes, Kolkata days, Monday weeks, CME days from 18:00 New York, the session slice, and a live candle that applyTick keeps current.
import { describe, expect, it } from 'vitest';
import {
  aggregate,
  applyTick,
  bucketStartMs,
  type CalendarHoliday,
  type CandleTicks,
  sessionCandles,
} from '../../src/market';

const NONE: readonly CalendarHoliday[] = [];
const MIN = 60_000;
const utc = (y: number, mo: number, d: number, h = 0, mi = 0) => Date.UTC(y, mo - 1, d, h, mi);
const ist = (y: number, mo: number, d: number, h: number, mi: number) => utc(y, mo, d, h, mi) - 330 * MIN;

/** One-minute candles from `startMs`, one per minute, with prices 100, 101, … and volume 1. */
function minutes(startMs: number, count: number, gapAfter?: number): CandleTicks[] {
  return Array.from({ length: count }, (_, k) => {
    const time = startMs + (k + (gapAfter !== undefined && k >= gapAfter ? 60 : 0)) * MIN;
    return { time, open: 100 + k, high: 102 + k, low: 99 + k, close: 101 + k, volume: 1 };
  });
}

describe('intraday buckets', () => {
  it('makes five-minute candles from minutes: first open, highest high, lowest low, last close, summed volume', () => {
    const five = aggregate(minutes(ist(2026, 11, 18, 9, 15), 12), '5min', 'NSE');
    expect(five).toEqual([
      { time: ist(2026, 11, 18, 9, 15), open: 100, high: 106, low: 99, close: 105, volume: 5 },
      { time: ist(2026, 11, 18, 9, 20), open: 105, high: 111, low: 104, close: 110, volume: 5 },
      { time: ist(2026, 11, 18, 9, 25), open: 110, high: 113, low: 109, close: 112, volume: 2 },
    ]);
  });

  it('aligns 30- and 60-minute buckets to the local clock, so NSE 09:15 falls in 09:00', () => {
    expect(bucketStartMs('NSE', '30min', ist(2026, 11, 18, 9, 15))).toBe(ist(2026, 11, 18, 9, 0));
    expect(bucketStartMs('NSE', '60min', ist(2026, 11, 18, 10, 59))).toBe(ist(2026, 11, 18, 10, 0));
    // 10:00 IST is 04:30 UTC: the hour is India's, not UTC's.
    expect(bucketStartMs('NSE', '60min', ist(2026, 11, 18, 10, 0))).toBe(utc(2026, 11, 18, 4, 30));
  });
});

describe('day, week, month and year buckets', () => {
  it('cuts Indian days at midnight Kolkata time (18:30 UTC)', () => {
    expect(bucketStartMs('NSE', 'day', ist(2026, 11, 18, 15, 29))).toBe(utc(2026, 11, 17, 18, 30));
    expect(bucketStartMs('NSE', 'day', utc(2026, 11, 18, 18, 29))).toBe(utc(2026, 11, 17, 18, 30));
    expect(bucketStartMs('NSE', 'day', utc(2026, 11, 18, 18, 30))).toBe(utc(2026, 11, 18, 18, 30));
    const twoDays = [...minutes(ist(2026, 11, 18, 15, 28), 2), ...minutes(ist(2026, 11, 19, 9, 15), 3)];
    expect(aggregate(twoDays, 'day', 'NSE').map((c) => [c.time, c.volume])).toEqual([
      [utc(2026, 11, 17, 18, 30), 2],
      [utc(2026, 11, 18, 18, 30), 3],
    ]);
  });

  it('cuts crypto and forex days at midnight UTC', () => {
    expect(bucketStartMs('CRYPTO', 'day', utc(2026, 11, 18, 23, 59))).toBe(utc(2026, 11, 18));
    expect(bucketStartMs('FX', 'day', utc(2026, 11, 18, 0, 0))).toBe(utc(2026, 11, 18));
  });

  it('starts a CME day at 18:00 New York the evening before, in winter and in summer', () => {
    expect(bucketStartMs('CME', 'day', utc(2026, 11, 23, 15, 0))).toBe(utc(2026, 11, 22, 23, 0));
    expect(bucketStartMs('CME', 'day', utc(2026, 7, 14, 15, 0))).toBe(utc(2026, 7, 13, 22, 0));
  });

  it('starts weeks on Monday', () => {
    // Sunday 2026-11-22 and Wednesday 2026-11-18 both belong to the week of Monday 2026-11-16.
    expect(bucketStartMs('CRYPTO', 'week', utc(2026, 11, 22, 23, 59))).toBe(utc(2026, 11, 16));
    expect(bucketStartMs('NSE', 'week', ist(2026, 11, 18, 10, 0))).toBe(utc(2026, 11, 15, 18, 30));
    expect(bucketStartMs('CRYPTO', 'week', utc(2026, 11, 23))).toBe(utc(2026, 11, 23));
    const days = Array.from({ length: 14 }, (_, k) => minutes(utc(2026, 11, 16 + k, 12), 1)[0]!);
    expect(aggregate(days, 'week', 'CRYPTO').map((c) => [c.time, c.volume])).toEqual([
      [utc(2026, 11, 16), 7],
      [utc(2026, 11, 23), 7],
    ]);
  });

  it('starts months and years on their first local day', () => {
    expect(bucketStartMs('NSE', 'month', ist(2026, 11, 30, 10, 0))).toBe(utc(2026, 10, 31, 18, 30));
    expect(bucketStartMs('NYSE', 'year', utc(2026, 6, 1, 15))).toBe(utc(2026, 1, 1, 5));
    expect(bucketStartMs('NYSE', 'month', utc(2026, 7, 15, 15))).toBe(utc(2026, 7, 1, 4));
  });
});

describe('the session period', () => {
  it("is today's one-minute line, and still today's after the close", () => {
    const yesterday = minutes(ist(2026, 11, 17, 9, 15), 3);
    const today = minutes(ist(2026, 11, 18, 9, 15), 3);
    const all = [...yesterday, ...today];
    expect(sessionCandles(all, 'NSE', ist(2026, 11, 18, 9, 18), NONE)).toEqual(today);
    expect(sessionCandles(all, 'NSE', ist(2026, 11, 18, 20, 0), NONE)).toEqual(today);
    expect(sessionCandles(all, 'NSE', ist(2026, 11, 18, 9, 0), NONE)).toEqual(yesterday);
  });
});

describe('the live candle', () => {
  it('moves high, low and close and adds volume inside its bucket', () => {
    const t0 = ist(2026, 11, 18, 9, 15);
    let candle = applyTick(null, 1000, 5, t0 + 1000, '5min', 'NSE');
    expect(candle).toEqual({ time: t0, open: 1000, high: 1000, low: 1000, close: 1000, volume: 5 });
    candle = applyTick(candle, 1010, 2, t0 + 60_000, '5min', 'NSE');
    candle = applyTick(candle, 990, 3, t0 + 120_000, '5min', 'NSE');
    candle = applyTick(candle, 1001, 1, t0 + 299_999, '5min', 'NSE');
    expect(candle).toEqual({ time: t0, open: 1000, high: 1010, low: 990, close: 1001, volume: 11 });
  });

  it('starts a new candle at the tick price when the bucket ends', () => {
    const t0 = ist(2026, 11, 18, 9, 15);
    const old = applyTick(null, 1000, 5, t0, '5min', 'NSE');
    expect(applyTick(old, 1020, 4, t0 + 300_000, '5min', 'NSE')).toEqual({
      time: t0 + 300_000,
      open: 1020,
      high: 1020,
      low: 1020,
      close: 1020,
      volume: 4,
    });
  });

  it('treats the session period as one-minute candles', () => {
    const t0 = utc(2026, 11, 18, 12, 0);
    expect(applyTick(null, 5, 1, t0 + 59_999, 'session', 'CRYPTO').time).toBe(t0);
  });
});
