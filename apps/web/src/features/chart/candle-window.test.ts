// Proves the history windows a chart asks for: about 500 candles each (under CANDLES_MAX on a market
// that never closes), stepping back without gaps, and one server-chosen window for `session`.
import { CANDLES_MAX, KLINE_PERIODS } from '@demo/contract/refs';
import { describe, expect, it } from 'vitest';
import { BARS_TARGET, candleWindow, isEnough, PERIOD_MS, WINDOW_ATTEMPTS_MAX } from './candle-window';

const NOW = Date.UTC(2026, 10, 21, 6, 0);
const MIN = 60_000;

describe('candleWindow', () => {
  it('asks for 500 candles of the period, ending now', () => {
    expect(candleWindow('1min', NOW)).toEqual({ from: NOW - 500 * MIN, to: NOW });
    expect(candleWindow('15min', NOW)).toEqual({ from: NOW - 500 * 15 * MIN, to: NOW });
    expect(candleWindow('day', NOW)).toEqual({ from: NOW - 500 * 86_400_000, to: NOW });
  });

  it('never spans more candles than CANDLES_MAX on the first call', () => {
    for (const period of KLINE_PERIODS) {
      if (period === 'session') continue;
      const w = candleWindow(period, NOW);
      expect(w?.from).toBeDefined();
      expect((NOW - (w?.from ?? 0)) / PERIOD_MS[period]).toBeLessThanOrEqual(Math.min(BARS_TARGET, CANDLES_MAX));
    }
  });

  it('steps back with doubling windows that meet without overlap', () => {
    const w0 = candleWindow('5min', NOW, 0);
    const w1 = candleWindow('5min', NOW, 1);
    const w2 = candleWindow('5min', NOW, 2);
    expect(w1?.to).toBe((w0?.from ?? 0) - 1);
    expect((w1?.to ?? 0) + 1 - (w1?.from ?? 0)).toBe(2 * 500 * 5 * MIN);
    expect(w2?.to).toBe((w1?.from ?? 0) - 1);
    expect(candleWindow('5min', NOW, WINDOW_ATTEMPTS_MAX)).toBeNull();
  });

  it('leaves the session slice to the server, in one call', () => {
    expect(candleWindow('session', NOW)).toEqual({ to: NOW });
    expect(candleWindow('session', NOW, 1)).toBeNull();
  });

  it("K11: stops at forty years of history, the server's limit, which reaches NSE's first day in 1995", () => {
    const w = candleWindow('year', NOW);
    expect(w?.from).toBe(NOW - 40 * 366 * 86_400_000);
    expect(candleWindow('year', NOW, 1)).toBeNull();
  });
});

describe('isEnough', () => {
  it('steps back only for intraday and daily periods with too few candles', () => {
    expect(isEnough('1min', 10)).toBe(false);
    expect(isEnough('1min', 60)).toBe(true);
    expect(isEnough('day', 0)).toBe(false);
    expect(isEnough('month', 0)).toBe(true);
    expect(isEnough('session', 0)).toBe(true);
  });
});
