/**
 * The figures a screen reader reads for a chart (issue 49): over the points in view, the last value,
 * its change from the first, and the low and high. Pure, so every chart in the app summarises alike.
 */
export interface SummaryPoint {
  value: number;
  /** A candle's low and high; a line's point is its own low and high. */
  low?: number;
  high?: number;
}

export interface WindowSummary {
  count: number;
  last: number;
  change: number;
  /** The change as a percentage of the first value; null when the first is zero. */
  changePct: number | null;
  low: number;
  high: number;
}

/** The summary of `points` in their order, or null when there are none. */
export function summarize(points: readonly SummaryPoint[]): WindowSummary | null {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const p of points) {
    low = Math.min(low, p.low ?? p.value);
    high = Math.max(high, p.high ?? p.value);
  }
  const change = last.value - first.value;
  return {
    count: points.length,
    last: last.value,
    change,
    changePct: first.value === 0 ? null : (change / Math.abs(first.value)) * 100,
    low,
    high,
  };
}

/** A visible range in bar indexes as lightweight-charts reports it (fractional, possibly past either end). */
export interface IndexRange {
  from: number;
  to: number;
}

/** The items whose index falls in `range`; all of them when there is no range yet. */
export function visibleSlice<T>(items: readonly T[], range: IndexRange | null): readonly T[] {
  if (!range) return items;
  const from = Math.max(0, Math.ceil(range.from));
  const to = Math.min(items.length - 1, Math.floor(range.to));
  return to < from ? [] : items.slice(from, to + 1);
}

/** A signed percentage with two decimals: "+1.25%", "−0.40%" (a true minus sign), "0.00%". */
export function signedPct(pct: number | null): string {
  if (pct === null || !Number.isFinite(pct)) return '—';
  const text = Math.abs(pct).toFixed(2);
  if (text === '0.00') return '0.00%';
  return `${pct > 0 ? '+' : '−'}${text}%`;
}
