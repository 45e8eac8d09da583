import { exponentialAverage, macd, relativeStrength, sessionVwap } from '@demo/core';
import { type Bar, type LinePoint, points } from './chart-data';
import type { IndicatorSettings } from './indicator-settings';

/**
 * What the chart draws for each indicator, from its bars: the core's functions (the ones the AI
 * strategies would share) paired with bar times. Loaded with the chart, never with the first screen.
 */
const SECONDS_PER_DAY = 86_400;

/** The panes below the price, top to bottom; the price pane is 0, so RSI is 1 and MACD 1 or 2. */
export type LowerPane = 'rsi' | 'macd';

export function lowerPanes(s: IndicatorSettings): LowerPane[] {
  const panes: LowerPane[] = [];
  if (s.rsi.on) panes.push('rsi');
  if (s.macd.on) panes.push('macd');
  return panes;
}

/** The pane index of a lower pane, or null when it is off. */
export function paneIndexOf(s: IndicatorSettings, pane: LowerPane): number | null {
  const i = lowerPanes(s).indexOf(pane);
  return i < 0 ? null : i + 1;
}

const closes = (bars: readonly Bar[]) => bars.map((b) => b.close);

/** Wilder's RSI of the closes, 0–100. */
export function rsiLine(bars: readonly Bar[], length: number): LinePoint[] {
  return points(bars, relativeStrength(closes(bars), length));
}

export function emaLine(bars: readonly Bar[], length: number): LinePoint[] {
  return points(bars, exponentialAverage(closes(bars), length));
}

export interface MacdLines {
  macd: LinePoint[];
  signal: LinePoint[];
  histogram: LinePoint[];
}

export function macdLines(bars: readonly Bar[], fast: number, slow: number, signal: number): MacdLines {
  const m = macd(closes(bars), fast, slow, signal);
  return {
    macd: points(
      bars,
      m.map((p) => p?.macd ?? null),
    ),
    signal: points(
      bars,
      m.map((p) => p?.signal ?? null),
    ),
    histogram: points(
      bars,
      m.map((p) => p?.histogram ?? null),
    ),
  };
}

/**
 * Session VWAP, restarting each India calendar day: bar times are already India-shifted seconds, so
 * the day number is their whole days (a crypto product trades around the clock and restarts at midnight).
 */
export function vwapLine(bars: readonly Bar[]): LinePoint[] {
  return points(bars, sessionVwap(bars.map((b) => ({ ...b, session: Math.floor(b.time / SECONDS_PER_DAY) }))));
}
