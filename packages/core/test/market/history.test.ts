// Proves history is derived from the seed alone, consistently: a day's candle is exactly the aggregate of its minutes, minutes exist only inside sessions, only ended minutes are revealed, and five years of days and thirty days of minutes for the whole catalogue come back fast.
import { describe, expect, it } from 'vitest';
import {
  aggregate,
  CATALOGUE,
  type CalendarHoliday,
  DEFAULT_HOLIDAYS,
  findInstrument,
  historyDailyCandles,
  historyMinuteCandles,
  isMarketOpen,
} from '../../src/market';

const DAY_MS = 86_400_000;
const SEED = 20261121;
const NONE: readonly CalendarHoliday[] = [];
const utc = (y: number, mo: number, d: number, h = 0, mi = 0) => Date.UTC(y, mo - 1, d, h, mi);

describe('daily and minute history agree', () => {
  for (const code of ['RELIANCE', 'BTCUSD', 'XAUUSD', 'EURUSD', '0700', 'AAPL', '7203', '005930']) {
    it(`a finished day of ${code} equals the aggregate of its minutes, to the tick and the unit`, () => {
      const instrument = findInstrument(code)!;
      const fromMs = utc(2026, 10, 26);
      const toMs = utc(2026, 11, 9);
      const minutes = historyMinuteCandles(instrument, SEED, fromMs, toMs, DEFAULT_HOLIDAYS);
      const fromMinutes = aggregate(minutes, 'day', instrument.exchange);
      const daily = historyDailyCandles(instrument, SEED, fromMs, toMs, DEFAULT_HOLIDAYS);
      // Days that started before fromMs are partial in the minute list; compare the whole ones.
      const whole = fromMinutes.filter((c) => daily.some((d) => d.time === c.time));
      expect(whole.length).toBeGreaterThanOrEqual(8);
      for (const candle of whole) expect(candle).toEqual(daily.find((d) => d.time === candle.time));
    });
  }

  it('keeps minutes inside sessions, one per minute, each in order low ≤ open, close ≤ high', () => {
    for (const code of ['RELIANCE', '0700', 'XAUUSD', 'EURUSD']) {
      const instrument = findInstrument(code)!;
      const minutes = historyMinuteCandles(instrument, SEED, utc(2026, 11, 2), utc(2026, 11, 9), NONE);
      const broken: string[] = [];
      let previous = -Infinity;
      for (const c of minutes) {
        const ordered = c.low <= Math.min(c.open, c.close) && c.high >= Math.max(c.open, c.close) && c.low > 0;
        const inSession = isMarketOpen(instrument.exchange, c.time, NONE);
        if (!ordered || !inSession || c.time - previous < 60_000) broken.push(`${code} ${JSON.stringify(c)}`);
        previous = c.time;
      }
      expect(broken).toEqual([]);
      expect(minutes.length).toBeGreaterThan(1000);
    }
  });

  it('continues each minute from the close of the one before, and crypto days from the day before', () => {
    const btc = findInstrument('BTCUSD')!;
    const minutes = historyMinuteCandles(btc, SEED, utc(2026, 11, 1), utc(2026, 11, 4), NONE);
    expect(minutes).toHaveLength(3 * 1440);
    for (let k = 1; k < minutes.length; k++) expect(minutes[k]!.open).toBe(minutes[k - 1]!.close);
  });

  it('reveals only minutes that have ended, and a trading day so far', () => {
    const instrument = findInstrument('RELIANCE')!;
    const nowMs = utc(2026, 11, 18, 6, 0) + 30_000; // 11:30:30 IST
    const minutes = historyMinuteCandles(instrument, SEED, utc(2026, 11, 18), nowMs, NONE);
    expect(minutes.at(-1)!.time).toBe(utc(2026, 11, 18, 5, 59));
    const [today] = historyDailyCandles(instrument, SEED, utc(2026, 11, 17, 18, 30), nowMs, NONE);
    expect(today).toEqual(aggregate(minutes, 'day', 'NSE')[0]);
  });

  it('gives the same history for the same seed and a different one for another seed', () => {
    const instrument = findInstrument('NIFTY50')!;
    const a = historyDailyCandles(instrument, 1, utc(2025, 1, 1), utc(2025, 3, 1), NONE);
    expect(historyDailyCandles(instrument, 1, utc(2025, 1, 1), utc(2025, 3, 1), NONE)).toEqual(a);
    expect(historyDailyCandles(instrument, 2, utc(2025, 1, 1), utc(2025, 3, 1), NONE)).not.toEqual(a);
  });

  it('does not let a new holiday shift the prices of other days', () => {
    const instrument = findInstrument('TCS')!;
    const holidays: CalendarHoliday[] = [{ exchange: 'NSE', date: '2026-06-10', name: 'Closure' }];
    const before = historyDailyCandles(instrument, SEED, utc(2026, 6, 1), utc(2026, 6, 30), NONE);
    const after = historyDailyCandles(instrument, SEED, utc(2026, 6, 1), utc(2026, 6, 30), holidays);
    expect(after).toHaveLength(before.length - 1);
    expect(after).toEqual(before.filter((c) => c.time !== utc(2026, 6, 9, 18, 30)));
  });

  it('refuses a reversed or over-long range', () => {
    const btc = findInstrument('BTCUSD')!;
    expect(() => historyMinuteCandles(btc, SEED, 10, 0, NONE)).toThrow(RangeError);
    expect(() => historyMinuteCandles(btc, SEED, 0, 500 * DAY_MS, NONE)).toThrow(RangeError);
  });
});

describe('speed of the back-fill', () => {
  it('derives five years of days and thirty days of minutes for the whole catalogue', () => {
    const toMs = utc(2026, 11, 21);
    const started = performance.now();
    let days = 0;
    for (const instrument of CATALOGUE) {
      days += historyDailyCandles(instrument, SEED, toMs - 5 * 366 * DAY_MS, toMs, DEFAULT_HOLIDAYS).length;
    }
    const dailyMs = performance.now() - started;
    let minutes = 0;
    for (const instrument of CATALOGUE) {
      minutes += historyMinuteCandles(instrument, SEED, toMs - 30 * DAY_MS, toMs, DEFAULT_HOLIDAYS).length;
    }
    const minuteMs = performance.now() - started - dailyMs;
    console.log(
      `history for ${CATALOGUE.length} instruments: ${days} daily candles (5 years) in ${dailyMs.toFixed(0)} ms, ` +
        `${minutes} minute candles (30 days) in ${minuteMs.toFixed(0)} ms`,
    );
    expect(days).toBeGreaterThan(CATALOGUE.length * 5 * 240);
    expect(minutes).toBeGreaterThan(CATALOGUE.length * 20 * 300);
    // Nearly three hundred instruments, on a machine shared with other work: the bound is generous.
  }, 60_000);
});
