import type { KlinePeriod } from '@demo/contract';
import { CANDLES_MAX } from '@demo/contract/refs';

/**
 * Which slice of history a chart asks `data/candlestick` for. A window is sized to hold about
 * BARS_TARGET candles of a market that never closes, so it stays under CANDLES_MAX; a market that
 * closes (a stock at the weekend) may find too few in it, so the chart steps further back with
 * windows that double in length until it has BARS_ENOUGH or has made WINDOW_ATTEMPTS_MAX calls.
 */
export const BARS_TARGET = 500;
/** Fewer candles than this and the chart looks further back. */
export const BARS_ENOUGH = 60;
/** Most calls one chart load makes (the first window and up to three earlier, longer ones). */
export const WINDOW_ATTEMPTS_MAX = 4;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The nominal length of one candle, in ms (a month is 31 days and a year 366, so windows never fall short). */
export const PERIOD_MS: Readonly<Record<Exclude<KlinePeriod, 'session'>, number>> = {
  '1min': MINUTE_MS,
  '5min': 5 * MINUTE_MS,
  '15min': 15 * MINUTE_MS,
  '30min': 30 * MINUTE_MS,
  '60min': 60 * MINUTE_MS,
  day: DAY_MS,
  week: 7 * DAY_MS,
  month: 31 * DAY_MS,
  year: 366 * DAY_MS,
};

/**
 * Years of daily history the server keeps (core HISTORY_DAILY_DAYS_MAX); longer windows would only
 * ask for nothing. Forty reach NSE's first day in 1995 and every coin's first price.
 */
const HISTORY_YEARS_MAX = 40;

export interface CandleWindow {
  /** Epoch ms, inclusive. Absent for `session`, whose slice the server knows. */
  from?: number;
  /** Epoch ms, inclusive. */
  to: number;
}

/**
 * The `attempt`-th window (0 = the latest) of a period, ending at `toMs`. Attempt k reaches back
 * BARS_TARGET × 2^k candles before the start of attempt k − 1, so the windows tile history without
 * gaps or overlap. `session` is one window: today's one-minute line, chosen by the server.
 */
export function candleWindow(period: KlinePeriod, toMs: number, attempt = 0): CandleWindow | null {
  if (period === 'session') return attempt === 0 ? { to: toMs } : null;
  if (attempt >= WINDOW_ATTEMPTS_MAX) return null;
  const spanMs = BARS_TARGET * PERIOD_MS[period];
  const floorMs = toMs - HISTORY_YEARS_MAX * 366 * DAY_MS;
  let to = toMs;
  let length = spanMs;
  for (let k = 0; k < attempt; k++) {
    to -= length;
    length *= 2;
  }
  if (to <= floorMs) return null;
  // Windows after the first end one ms before the previous one starts: the bounds are inclusive.
  const end = attempt === 0 ? to : to - 1;
  return { from: Math.max(floorMs, to - length), to: end };
}

/** Whether a load has enough candles to stop stepping back. */
export function isEnough(period: KlinePeriod, count: number): boolean {
  // A session is one window; week, month and year ask for decades at once and take what exists.
  if (period === 'session' || period === 'week' || period === 'month' || period === 'year') return true;
  return count >= Math.min(BARS_ENOUGH, CANDLES_MAX);
}
