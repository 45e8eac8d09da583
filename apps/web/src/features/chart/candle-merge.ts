import type { Candle } from '@demo/contract';

/**
 * Folds the live current candle into the loaded series. The socket sends the whole current candle
 * (its `time` is the bucket start) on every change, so a candle of the last bucket replaces it, a
 * candle of a later bucket is appended, and a late candle of an older bucket is dropped: a chart
 * never moves backwards. Returns the same array when nothing changed, so React can skip a render.
 */
export type MergeKind = 'update' | 'append' | 'ignore';

export function mergeKind(series: readonly Candle[], incoming: Candle): MergeKind {
  const last = series.at(-1);
  if (!last || incoming.time > last.time) return 'append';
  if (incoming.time === last.time) return 'update';
  return 'ignore';
}

export function mergeCandle(series: readonly Candle[], incoming: Candle): readonly Candle[] {
  switch (mergeKind(series, incoming)) {
    case 'append':
      return [...series, incoming];
    case 'update':
      return [...series.slice(0, -1), incoming];
    default:
      return series;
  }
}

/** Joins windows loaded newest first into one series, oldest first, without repeated buckets. */
export function joinWindows(newestFirst: readonly (readonly Candle[])[]): Candle[] {
  const byTime = new Map<number, Candle>();
  for (const window of [...newestFirst].reverse()) for (const c of window) byTime.set(c.time, c);
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}
