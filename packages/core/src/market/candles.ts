import { currentTradingDay, tradingDayOf, tradingDayStartMs } from './calendar';
import type { CalendarHoliday } from './holidays';
import { EXCHANGES, type ExchangeCode } from './markets';
import { DAY_MS, MINUTE_MS, toLocalMs, weekdayOfDay } from './time-zone';

/**
 * Candles and their periods (PRODUCT.md, "Kline periods"). One-minute candles are the stored truth;
 * every longer period is aggregated from them. Buckets are cut in the exchange's own time zone,
 * which for crypto and forex is UTC: a day of Indian stocks is a Kolkata date, a day of gold is the
 * CME trading day (18:00 New York the evening before to 17:00). Weeks start at the start of Monday's
 * trading day; months and years at the start of the trading day dated the 1st, traded or not.
 * Intraday buckets of 5 to 60 minutes are aligned to the local clock (an NSE 30-minute bucket runs
 * 09:00–09:30 and holds 09:15–09:29). A candle's `time` is the epoch ms at which its bucket starts.
 */

/**
 * A candle with prices in ticks of the instrument's decimals. Prices are whole numbers held in a JS
 * number (exact below 2^53, far above any price here), because charts move them by the million;
 * `formatCandle` turns them into the contract's decimal strings.
 */
export interface CandleTicks {
  /** Bucket start, epoch ms. */
  readonly time: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  /** Units traded in the bucket. */
  readonly volume: number;
}

/** Periods cut into buckets by time; `session` is not one of them (it is a slice of one-minute candles). */
export const AGGREGATE_PERIODS = ['1min', '5min', '15min', '30min', '60min', 'day', 'week', 'month', 'year'] as const;
export type AggregatePeriod = (typeof AGGREGATE_PERIODS)[number];
/** Every period of PRODUCT.md; the same list as the contract's `KLINE_PERIODS`. */
export type CandlePeriod = AggregatePeriod | 'session';

const PERIOD_MINUTES: Readonly<Partial<Record<AggregatePeriod, number>>> = {
  '1min': 1,
  '5min': 5,
  '15min': 15,
  '30min': 30,
  '60min': 60,
};

function dayOfDate(year: number, month: number): number {
  return Date.UTC(year, month, 1) / DAY_MS;
}

/**
 * The bucket [startMs, endMs) of `period` that contains the instant `tsMs` (epoch ms) on the
 * calendar of `exchange`.
 */
export function bucketOf(
  exchange: ExchangeCode,
  period: AggregatePeriod,
  tsMs: number,
): [startMs: number, endMs: number] {
  const minutes = PERIOD_MINUTES[period];
  if (minutes !== undefined) {
    const info = EXCHANGES[exchange];
    const sizeMs = minutes * MINUTE_MS;
    // Aligned to the local clock at this instant, counted back in absolute time: in the hour a
    // clock repeats (daylight saving ends) a local start would name the earlier of two instants,
    // and the bucket would not hold `tsMs`; this way every bucket holds its instant and follows the last.
    const shifted = toLocalMs(info.timezone, tsMs) - info.dayStartMin * MINUTE_MS;
    const start = tsMs - (((shifted % sizeMs) + sizeMs) % sizeMs);
    return [start, start + sizeMs];
  }
  const day = tradingDayOf(exchange, tsMs);
  let first: number;
  let next: number;
  if (period === 'day') {
    first = day;
    next = day + 1;
  } else if (period === 'week') {
    first = day - ((weekdayOfDay(day) + 6) % 7);
    next = first + 7;
  } else {
    const date = new Date(day * DAY_MS);
    const year = date.getUTCFullYear();
    const month = date.getUTCMonth();
    first = period === 'month' ? dayOfDate(year, month) : dayOfDate(year, 0);
    next = period === 'month' ? dayOfDate(year, month + 1) : dayOfDate(year + 1, 0);
  }
  return [tradingDayStartMs(exchange, first), tradingDayStartMs(exchange, next)];
}

/** The start (epoch ms) of the bucket of `period` that contains `tsMs`. */
export function bucketStartMs(exchange: ExchangeCode, period: AggregatePeriod, tsMs: number): number {
  return bucketOf(exchange, period, tsMs)[0];
}

/**
 * Aggregates one-minute candles (oldest first) into candles of `period`: open of the first, close
 * of the last, highest high, lowest low, summed volume. Empty buckets produce no candle.
 */
export function aggregate(
  minuteCandles: readonly CandleTicks[],
  period: AggregatePeriod,
  exchange: ExchangeCode,
): CandleTicks[] {
  if (period === '1min') return minuteCandles.slice();
  const out: CandleTicks[] = [];
  let startMs = 0;
  let endMs = -Infinity;
  let open = 0;
  let high = 0;
  let low = 0;
  let close = 0;
  let volume = 0;
  const flush = () => {
    if (endMs !== -Infinity) out.push({ time: startMs, open, high, low, close, volume });
  };
  for (const c of minuteCandles) {
    if (c.time >= endMs || c.time < startMs) {
      flush();
      [startMs, endMs] = bucketOf(exchange, period, c.time);
      open = c.open;
      high = c.high;
      low = c.low;
      volume = 0;
    }
    if (c.high > high) high = c.high;
    if (c.low < low) low = c.low;
    close = c.close;
    volume += c.volume;
  }
  flush();
  return out;
}

/**
 * The `session` period: the one-minute candles of the exchange's current trading day (the latest
 * one that has opened by `nowMs`, so after the close it is still today's line).
 */
export function sessionCandles(
  minuteCandles: readonly CandleTicks[],
  exchange: ExchangeCode,
  nowMs: number,
  holidays: readonly CalendarHoliday[],
): CandleTicks[] {
  const today = currentTradingDay(exchange, nowMs, holidays);
  const first = today?.sessions[0];
  const last = today?.sessions[today.sessions.length - 1];
  if (!first || !last) return [];
  return minuteCandles.filter((c) => c.time >= first.openMs && c.time < last.closeMs && c.time <= nowMs);
}

/**
 * Updates the live candle of `period` with one tick: a tick in the same bucket moves high, low and
 * close and adds its volume; a tick in a later bucket starts a new candle at its price. `session`
 * is updated as one-minute candles. Pure: returns a new candle.
 */
export function applyTick(
  current: CandleTicks | null,
  priceTicks: number,
  volume: number,
  tsMs: number,
  period: CandlePeriod,
  exchange: ExchangeCode,
): CandleTicks {
  const bucket = period === 'session' ? '1min' : period;
  const startMs = bucketStartMs(exchange, bucket, tsMs);
  if (!current || current.time !== startMs) {
    return { time: startMs, open: priceTicks, high: priceTicks, low: priceTicks, close: priceTicks, volume };
  }
  return {
    time: current.time,
    open: current.open,
    high: Math.max(current.high, priceTicks),
    low: Math.min(current.low, priceTicks),
    close: priceTicks,
    volume: current.volume + volume,
  };
}
