// Proves the cover sheet's quick percentages give whole lots, at least 1 and never more than are held.
import { describe, expect, it } from 'vitest';
import { COVER_PERCENTS, percentToHands } from './cover-hands';

describe('percent to lots', () => {
  it('splits 7 lots sensibly', () => {
    expect(COVER_PERCENTS.map((p) => percentToHands(7, p))).toEqual([2, 4, 5, 7]);
  });

  it('never goes below 1 or above the held lots', () => {
    for (let held = 1; held <= 50; held++) {
      for (const p of COVER_PERCENTS) {
        const n = percentToHands(held, p);
        expect(Number.isInteger(n)).toBe(true);
        expect(n).toBeGreaterThanOrEqual(1);
        expect(n).toBeLessThanOrEqual(held);
      }
      expect(percentToHands(held, 100)).toBe(held);
    }
    expect(percentToHands(1, 25)).toBe(1);
    expect(percentToHands(7, 250)).toBe(7);
  });
});
