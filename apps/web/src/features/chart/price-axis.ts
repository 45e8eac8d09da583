import type { AutoscaleInfo } from 'lightweight-charts';

/**
 * How the chart's price axis is scaled. The candles sit between a thin top margin and, below, the
 * volume bars; lightweight-charts fits the candles' range between the margins and labels the margins
 * by extending that range, so a range reaching near zero (years of a coin that once cost a dollar)
 * labels the volume area with negative prices. A price is never negative, so neither is the axis (K11).
 */

/** Share of the chart's height the volume bars take, at the bottom. */
export const VOLUME_SHARE = 0.2;
/** The price scale's margins, as shares of the chart's height: a little room above, the volume below. */
export const PRICE_MARGINS = { top: 0.08, bottom: VOLUME_SHARE + 0.04 } as const;

/**
 * lightweight-charts maps the range onto one pixel fewer than the height between the margins, so the
 * bottom edge sits a hair lower than the shares say; 2 % more covers that for any chart over 50 px.
 */
const PIXEL_SLACK = 1.02;

export interface PriceRange {
  minValue: number;
  maxValue: number;
}

/**
 * The price at the bottom edge of the chart when `range` is fitted between `margins`: the range's
 * bottom less the bottom margin's share of the range, scaled by the height between the margins.
 */
export function axisBottom(range: PriceRange, margins: { top: number; bottom: number } = PRICE_MARGINS): number {
  const inner = 1 - margins.top - margins.bottom;
  return range.minValue - ((range.maxValue - range.minValue) * margins.bottom) / inner;
}

/**
 * `range` with its bottom raised just enough that the chart's bottom edge is price zero, or
 * unchanged when it already is above. Candles below the raised bottom reach into the volume margin,
 * which is still above zero on the axis.
 */
export function rangeAboveZero(
  range: PriceRange,
  margins: { top: number; bottom: number } = PRICE_MARGINS,
): PriceRange {
  const inner = 1 - margins.top - margins.bottom;
  const k = (margins.bottom / inner) * PIXEL_SLACK;
  // Solving axisBottom(min, max) = 0 for min: min = k × max / (1 + k).
  const floor = (k * Math.max(0, range.maxValue)) / (1 + k);
  return range.minValue >= floor ? range : { minValue: floor, maxValue: range.maxValue };
}

/**
 * The price series' autoscale: its own range widened to take in the exit levels, so every stop and
 * take-profit line is on the chart, then kept above zero (`rangeAboveZero`).
 */
export function priceAutoscale(levelPrices: { readonly current: readonly number[] }) {
  return (original: () => AutoscaleInfo | null): AutoscaleInfo | null => {
    const info = original();
    if (!info?.priceRange) return info;
    const levels = levelPrices.current;
    const widened = {
      minValue: Math.min(info.priceRange.minValue, ...levels),
      maxValue: Math.max(info.priceRange.maxValue, ...levels),
    };
    return { ...info, priceRange: rangeAboveZero(widened) };
  };
}

/**
 * Overlays (moving averages, Bollinger bands) are drawn on the price axis but do not stretch it: a
 * lower band below zero on a yearly chart would otherwise pull the axis negative.
 */
export function overlayAutoscale(): AutoscaleInfo | null {
  return null;
}
