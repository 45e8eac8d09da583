import { INDIA_OFFSET_MS } from '@demo/client';
import type { Candle } from '@demo/contract';
import { bollingerBands, movingAverage } from '@demo/core';

/**
 * Contract candles (decimal strings, epoch ms) turned into what the chart draws. The chart only
 * displays, so prices become floats here; money never passes through this module. Times are shifted
 * to India time (specification, section 9) because the chart's axis reads its seconds as UTC.
 */
export interface Bar {
  /** Seconds, already shifted to India time; what lightweight-charts calls UTCTimestamp. */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface LinePoint {
  time: number;
  value: number;
}

/** Moving-average lengths drawn by the MA chip, shortest first. */
export const MA_LENGTHS = [5, 10, 30] as const;
export const BOLL_LENGTH = 20;
export const BOLL_WIDTH_SIGMA = 2;

export function chartTime(ms: number): number {
  return Math.floor((ms + INDIA_OFFSET_MS) / 1000);
}

/** Back from chart seconds to epoch ms (for the legend's date). */
export function epochMsOf(chartSeconds: number): number {
  return chartSeconds * 1000 - INDIA_OFFSET_MS;
}

export function toBar(c: Candle): Bar {
  return {
    time: chartTime(c.time),
    open: Number(c.open),
    high: Number(c.high),
    low: Number(c.low),
    close: Number(c.close),
    volume: Number(c.volume),
  };
}

/** Pairs an indicator's output with bar times, dropping the positions without a full window. */
export function points(bars: readonly Bar[], values: readonly (number | null)[]): LinePoint[] {
  const out: LinePoint[] = [];
  for (const [i, value] of values.entries()) {
    const bar = bars[i];
    if (bar && value !== null) out.push({ time: bar.time, value });
  }
  return out;
}

/** One line per MA_LENGTHS entry, on closes. */
export function movingAverageLines(bars: readonly Bar[]): LinePoint[][] {
  const closes = bars.map((b) => b.close);
  return MA_LENGTHS.map((length) => points(bars, movingAverage(closes, length)));
}

export interface BollingerLines {
  middle: LinePoint[];
  upper: LinePoint[];
  lower: LinePoint[];
}

/** Bollinger bands (20 closes, 2σ) as three lines. */
export function bollingerLines(bars: readonly Bar[]): BollingerLines {
  const bands = bollingerBands(
    bars.map((b) => b.close),
    BOLL_LENGTH,
    BOLL_WIDTH_SIGMA,
  );
  return {
    middle: points(
      bars,
      bands.map((b) => b?.middle ?? null),
    ),
    upper: points(
      bars,
      bands.map((b) => b?.upper ?? null),
    ),
    lower: points(
      bars,
      bands.map((b) => b?.lower ?? null),
    ),
  };
}
