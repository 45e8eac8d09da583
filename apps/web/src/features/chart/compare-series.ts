import type { Candle } from '@demo/contract';
import { type Bar, chartTime, type LinePoint } from './chart-data';
import { type IndexRange, summarize, visibleSlice, type WindowSummary } from './chart-summary';

/**
 * The comparison's data (issue 49): both products as close lines on the left scale in percentage
 * mode, where lightweight-charts measures each line from its own first value in view, so both start
 * at 0 % at the left edge. The summary works out the same change for a screen reader.
 */
export interface CompareSeries {
  code: string;
  name: string;
  candles: readonly Candle[];
}

export function closeLine(bars: readonly Bar[]): LinePoint[] {
  return bars.map((b) => ({ time: b.time, value: b.close }));
}

export function compareLine(candles: readonly Candle[]): LinePoint[] {
  return candles.map((c) => ({ time: chartTime(c.time), value: Number(c.close) }));
}

/**
 * The compared product's change over the main product's bars in view: its closes from the first
 * visible bar's time to the last's (its own hours may differ, so times, not indexes, bound it).
 */
export function compareSummary(
  bars: readonly Bar[],
  range: IndexRange | null,
  other: readonly LinePoint[],
): WindowSummary | null {
  const inView = visibleSlice(bars, range);
  const first = inView[0];
  const last = inView.at(-1);
  if (!first || !last) return null;
  return summarize(other.filter((p) => p.time >= first.time && p.time <= last.time));
}
