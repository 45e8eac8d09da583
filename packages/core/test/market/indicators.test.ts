// Proves the chart overlays compute what traders expect: a simple moving average over N closes and Bollinger bands of 20 closes at 2 population standard deviations, aligned index for index with the input.
import { describe, expect, it } from 'vitest';
import { bollingerBands, movingAverage } from '../../src/market';

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
