import type { ISeriesApi, UTCTimestamp } from 'lightweight-charts';
import type { Bar, LinePoint } from './chart-data';

/**
 * A live tick the candles took: `bars` differ from `before` only in their last bar, or by one bar
 * added. Every line drawn from the bars (MA, BOLL, EMA, VWAP, RSI, MACD, the comparison's base) then
 * differs from its last drawing only in its last point, because each point depends only on the bars
 * up to its own (none looks ahead).
 */
export interface LiveTick {
  readonly before: readonly Bar[];
  readonly bars: readonly Bar[];
}

/** What a line effect last drew from: the bars, and every other input (series, settings, colours). */
export interface Drawn {
  readonly bars: readonly Bar[];
  readonly inputs: readonly unknown[];
}

/**
 * Whether a line effect may redraw only the last point of its lines: the bars moved by `tick` from
 * exactly the bars it last drew, and none of its other inputs changed. A whole `setData` on every tick
 * made each quote cost the chart a full reprocessing of every line (a long task on a slow phone).
 */
export function onlyTicked(
  prev: Drawn | null,
  tick: LiveTick | null,
  bars: readonly Bar[],
  inputs: readonly unknown[],
): boolean {
  if (prev === null || tick === null || tick.bars !== bars || tick.before !== prev.bars) return false;
  return prev.inputs.length === inputs.length && prev.inputs.every((input, i) => Object.is(input, inputs[i]));
}

const ts = (seconds: number) => seconds as UTCTimestamp;

/** Draws a line's points: all of them, or after a tick only its last (lightweight-charts' cheap `update`). */
export function drawLine(series: ISeriesApi<'Line'>, points: readonly LinePoint[], tickOnly: boolean): void {
  const last = points.at(-1);
  if (tickOnly) {
    if (last) series.update({ time: ts(last.time), value: last.value });
    return;
  }
  series.setData(points.map((p) => ({ time: ts(p.time), value: p.value })));
}
