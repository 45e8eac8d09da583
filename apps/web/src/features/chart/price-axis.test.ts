// Proves the chart's price axis never goes below zero (K11): a yearly or monthly range that reaches near zero is raised just enough that the chart's bottom edge is price zero, exit levels stay in view, and overlays never stretch the axis.
import type { AutoscaleInfo } from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import { axisBottom, overlayAutoscale, PRICE_MARGINS, priceAutoscale, rangeAboveZero } from './price-axis';

const info = (minValue: number, maxValue: number): AutoscaleInfo => ({ priceRange: { minValue, maxValue } });

function rangeOf(scaled: AutoscaleInfo | null) {
  if (!scaled?.priceRange) throw new Error('no price range');
  return scaled.priceRange;
}

describe('K11: the price axis stays at or above zero', () => {
  it('K11: without the clamp a yearly ETHUSD range from $1 to $9,600 would label the volume area negative', () => {
    expect(axisBottom({ minValue: 1, maxValue: 9600 })).toBeLessThan(-3000);
  });

  it('K11: a yearly or monthly range reaching near zero is raised so the bottom edge is zero, not below', () => {
    for (const [min, max] of [
      [1, 9600],
      [0.01, 730_000],
      [40, 180],
    ] as const) {
      const range = rangeAboveZero({ minValue: min, maxValue: max });
      const bottom = axisBottom(range);
      expect(bottom, `${min}..${max}`).toBeGreaterThanOrEqual(0);
      // Just enough: the bottom edge is within 2 % of the range of zero.
      expect(bottom / (range.maxValue - range.minValue), `${min}..${max}`).toBeLessThan(0.02);
      expect(range.maxValue).toBe(max);
    }
  });

  it('K11: a range clear of zero (a day of Bitcoin, a calm year) is left exactly as it was', () => {
    const range = { minValue: 94_000, maxValue: 96_000 };
    expect(rangeAboveZero(range)).toBe(range);
    expect(axisBottom(range)).toBeGreaterThan(90_000);
    const calmYear = { minValue: 60, maxValue: 180 };
    expect(rangeAboveZero(calmYear)).toBe(calmYear);
  });

  it('K11: the price series keeps exit levels in view and still never labels below zero', () => {
    const levels = { current: [12_000, 2] };
    const scaled = rangeOf(priceAutoscale(levels)(() => info(50, 9600)));
    expect(scaled.maxValue).toBe(12_000);
    expect(axisBottom(scaled, PRICE_MARGINS)).toBeGreaterThanOrEqual(0);
    const calm = rangeOf(priceAutoscale({ current: [95_500] })(() => info(94_000, 96_000)));
    expect(calm).toEqual({ minValue: 94_000, maxValue: 96_000 });
    expect(priceAutoscale(levels)(() => null)).toBeNull();
  });

  it('K11: moving averages and Bollinger bands never stretch the axis (a lower band can dip below zero)', () => {
    expect(overlayAutoscale()).toBeNull();
  });
});
