// Proves the legend's compact volume: thousands, millions and billions with two decimals.
import { describe, expect, it } from 'vitest';
import { compactVolume } from './ChartLegend';

describe('compactVolume', () => {
  it('shortens large volumes and keeps small ones whole', () => {
    expect(compactVolume(999)).toBe('999');
    expect(compactVolume(7320)).toBe('7.32K');
    expect(compactVolume(1_700_000)).toBe('1.70M');
    expect(compactVolume(2_500_000_000)).toBe('2.50B');
  });
});
