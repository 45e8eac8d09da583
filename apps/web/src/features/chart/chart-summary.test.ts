// Proves the screen-reader summary's figures: the bars in view, the last value, its change from the
// first in view, the low and high from the candles' own lows and highs, and how the change is written.
import { describe, expect, it } from 'vitest';
import { signedPct, summarize, visibleSlice } from './chart-summary';
import { compareSummary } from './compare-series';

describe('summarize', () => {
  it('CI4: reads last, change, change % and range', () => {
    expect(summarize([{ value: 100, low: 95, high: 104 }, { value: 90 }, { value: 110, low: 108, high: 112 }])).toEqual(
      {
        count: 3,
        last: 110,
        change: 10,
        changePct: 10,
        low: 90,
        high: 112,
      },
    );
  });

  it('is null without points and has no % from a zero start', () => {
    expect(summarize([])).toBeNull();
    expect(summarize([{ value: 0 }, { value: 5 }])?.changePct).toBeNull();
  });
});

describe('visibleSlice', () => {
  const items = [0, 1, 2, 3, 4, 5];
  it('keeps whole bars inside a fractional range and clamps at both ends', () => {
    expect(visibleSlice(items, { from: 1.4, to: 3.6 })).toEqual([2, 3]);
    expect(visibleSlice(items, { from: -5, to: 2 })).toEqual([0, 1, 2]);
    expect(visibleSlice(items, { from: 4.5, to: 40 })).toEqual([5]);
    expect(visibleSlice(items, { from: 7, to: 9 })).toEqual([]);
    expect(visibleSlice(items, null)).toEqual(items);
  });
});

describe('signedPct', () => {
  it('writes a sign, two decimals and a true minus', () => {
    expect(signedPct(1.234)).toBe('+1.23%');
    expect(signedPct(-0.4)).toBe('−0.40%');
    expect(signedPct(0.001)).toBe('0.00%');
    expect(signedPct(null)).toBe('—');
  });
});

describe('compareSummary', () => {
  it("CI3: measures the other product over the main bars' time span in view, by time not index", () => {
    const main = [10, 20, 30, 40].map((t) => ({ time: t, open: 1, high: 1, low: 1, close: 1, volume: 1 }));
    const other = [
      { time: 5, value: 50 },
      { time: 20, value: 100 },
      { time: 35, value: 120 },
      { time: 45, value: 999 },
    ];
    // Bars 1..3 are in view: times 20 to 40, so the other product runs 100 → 120.
    expect(compareSummary(main, { from: 1, to: 3 }, other)?.changePct).toBe(20);
    expect(compareSummary(main, { from: 9, to: 10 }, other)).toBeNull();
  });
});
