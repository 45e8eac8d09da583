// Proves the chart indicators compute what traders expect: a simple moving average, Bollinger bands of 20 closes at 2 population standard deviations, EMA and RSI against published worksheets, MACD from its parts and session VWAP by hand, aligned index for index with the input.
import { describe, expect, it } from 'vitest';
import {
  bollingerBands,
  exponentialAverage,
  macd,
  movingAverage,
  relativeStrength,
  sessionVwap,
} from '../../src/market';

describe('movingAverage', () => {
  it('averages the last N closes and leaves the first N − 1 empty', () => {
    expect(movingAverage([1, 2, 3, 4, 5], 3)).toEqual([null, null, 2, 3, 4]);
    expect(movingAverage([7], 1)).toEqual([7]);
    expect(movingAverage([], 5)).toEqual([]);
  });

  it('refuses a window that is not a positive whole number', () => {
    expect(() => movingAverage([1], 0)).toThrow(RangeError);
    expect(() => movingAverage([1], 1.5)).toThrow(RangeError);
  });
});

describe('bollingerBands', () => {
  it('is flat on a constant series', () => {
    const bands = bollingerBands(Array.from({ length: 25 }, () => 500));
    expect(bands.slice(0, 19).every((b) => b === null)).toBe(true);
    expect(bands[19]).toEqual({ middle: 500, upper: 500, lower: 500 });
  });

  it('spreads two population deviations around the mean', () => {
    // Closes 2, 4, 4, 4, 5, 5, 7, 9: mean 5, population deviation 2.
    const [point] = bollingerBands([2, 4, 4, 4, 5, 5, 7, 9], 8, 2).slice(7);
    expect(point).toEqual({ middle: 5, upper: 9, lower: 1 });
  });

  it('matches a direct computation on a longer series', () => {
    const closes = Array.from({ length: 60 }, (_, k) => 10_000 + ((k * 7919) % 113) - 56);
    const bands = bollingerBands(closes);
    for (let i = 19; i < closes.length; i++) {
      const window = closes.slice(i - 19, i + 1);
      const mean = window.reduce((a, b) => a + b, 0) / 20;
      const sd = Math.sqrt(window.reduce((a, b) => a + (b - mean) ** 2, 0) / 20);
      expect(bands[i]!.middle).toBeCloseTo(mean, 9);
      expect(bands[i]!.upper).toBeCloseTo(mean + 2 * sd, 6);
      expect(bands[i]!.lower).toBeCloseTo(mean - 2 * sd, 6);
    }
  });
});

// Reference tables: StockCharts' ChartSchool worksheets, printed rounded to cents.
const near = (actual: number | null | undefined, expected: number, within = 0.0051) => {
  expect(actual).not.toBeNull();
  expect(Math.abs((actual ?? Number.NaN) - expected)).toBeLessThanOrEqual(within);
};

describe('exponentialAverage', () => {
  it('matches the published 10-day EMA worksheet, seeded with the first simple average', () => {
    const closes = [
      22.27, 22.19, 22.08, 22.17, 22.18, 22.13, 22.23, 22.43, 22.24, 22.29, 22.15, 22.39, 22.38, 22.61, 23.36, 24.05,
      23.75, 23.83, 23.95, 23.63, 23.82, 23.87, 23.65, 23.19, 23.1, 23.33, 22.68, 23.1, 22.4, 22.17,
    ];
    const expected = [
      22.22, 22.21, 22.24, 22.27, 22.33, 22.52, 22.8, 22.97, 23.13, 23.28, 23.34, 23.43, 23.51, 23.54, 23.47, 23.4,
      23.39, 23.26, 23.23, 23.08, 22.92,
    ];
    const ema = exponentialAverage(closes, 10);
    expect(ema.slice(0, 9)).toEqual(Array(9).fill(null));
    // The seed is the simple average; each next value is close × 2/11 + previous × 9/11, exactly.
    expect(ema[9]).toBeCloseTo(closes.slice(0, 10).reduce((a, b) => a + b) / 10, 12);
    expect(ema[10]).toBeCloseTo((closes[10] ?? 0) * (2 / 11) + (ema[9] ?? 0) * (9 / 11), 12);
    // The worksheet rounds as it goes, so its later rows may differ by a cent.
    for (const [i, value] of expected.entries()) near(ema[9 + i], value, 0.01);
  });
});

describe('relativeStrength', () => {
  it("matches Wilder's RSI(14) worksheet", () => {
    const closes = [
      44.3389, 44.0902, 44.1497, 43.6124, 44.3278, 44.8264, 45.0955, 45.4245, 45.8433, 46.0826, 45.8931, 46.0328,
      45.614, 46.282, 46.282, 46.0028, 46.0328, 46.4116, 46.2222, 45.6439, 46.2122, 46.2521, 45.7137, 46.4515, 45.7835,
      45.3548, 44.0288, 44.1783, 44.2181, 44.5672, 43.4205, 42.6628, 43.1314,
    ];
    const expected = [
      70.53, 66.32, 66.55, 69.41, 66.36, 57.97, 62.93, 63.26, 56.06, 62.38, 54.71, 50.42, 39.99, 41.46, 41.87, 45.46,
      37.3, 33.08, 37.77,
    ];
    const rsi = relativeStrength(closes, 14);
    expect(rsi).toHaveLength(closes.length);
    expect(rsi.slice(0, 14)).toEqual(Array(14).fill(null));
    for (const [i, value] of expected.entries()) near(rsi[14 + i], value);
  });

  it('is 100 when nothing fell, 0 when nothing rose, 50 when nothing moved', () => {
    expect(relativeStrength([1, 2, 3, 4], 3).at(-1)).toBe(100);
    expect(relativeStrength([4, 3, 2, 1], 3).at(-1)).toBe(0);
    expect(relativeStrength([5, 5, 5, 5], 3).at(-1)).toBe(50);
  });
});

describe('macd', () => {
  it('is the fast EMA less the slow one, its signal the EMA of that line (by hand on a steady rise)', () => {
    // EMA(2) of 1..6 runs 0.5 behind the close, EMA(3) 1 behind: MACD 0.5 from the slow seed, signal 0.5 one bar later.
    expect(macd([1, 2, 3, 4, 5, 6], 2, 3, 2)).toEqual([
      null,
      null,
      { macd: 0.5, signal: null, histogram: null },
      { macd: 0.5, signal: 0.5, histogram: 0 },
      { macd: 0.5, signal: 0.5, histogram: 0 },
      { macd: 0.5, signal: 0.5, histogram: 0 },
    ]);
  });

  it('agrees with its parts at the default (12, 26, 9)', () => {
    const closes = Array.from({ length: 60 }, (_, i) => 100 + 10 * Math.sin(i / 5) + i / 3);
    const fast = exponentialAverage(closes, 12);
    const slow = exponentialAverage(closes, 26);
    const points = macd(closes);
    expect(points.slice(0, 25)).toEqual(Array(25).fill(null));
    const line = points.slice(25).map((p) => p?.macd ?? Number.NaN);
    for (const [i, value] of line.entries()) expect(value).toBeCloseTo((fast[25 + i] ?? 0) - (slow[25 + i] ?? 0), 10);
    const signal = exponentialAverage(line, 9);
    points.slice(25).forEach((p, i) => {
      expect(p?.signal ?? null).toBe(signal[i] ?? null);
    });
    expect(() => macd(closes, 26, 12)).toThrow(RangeError);
  });
});

describe('sessionVwap', () => {
  it('weights the typical price by volume and starts again with each session', () => {
    expect(
      sessionVwap([
        { high: 10, low: 8, close: 9, volume: 100, session: 'mon' },
        { high: 12, low: 10, close: 11, volume: 300, session: 'mon' },
        { high: 20, low: 18, close: 19, volume: 0, session: 'tue' },
        { high: 21, low: 19, close: 20, volume: 50, session: 'tue' },
      ]),
    ).toEqual([9, 10.5, null, 20]);
  });
});
