import { CANDLES_MAX, type KlinePeriod } from '@demo/contract';
import {
  type AggregatePeriod,
  aggregate,
  type CalendarHoliday,
  type CandleTicks,
  currentTradingDay,
  DAY_MS,
  HISTORY_DAILY_DAYS_MAX,
  historyDailyCandles,
  historyMinuteCandles,
  MINUTE_MS,
  stampedFromListing,
  tradingDayOf,
  tradingDayStartMs,
} from '@demo/core';
import type { Queryable } from '../db/client';
import type { ProductRecord } from './products';
import { storedMinuteCandles } from './store';

/**
 * Candles for `data/candlestick` and the current candle of the socket topics. Minutes come from the
 * seed (K1: the simulator is a pure function of seed, instrument and instant, so history needs no
 * back-fill and the first start serves at once), overlaid by the minutes the live feed stored;
 * longer periods are aggregated (K4). Derived trading days are cached, a bounded number of them.
 */

/** Trading days of derived minutes kept in memory (a crypto day is 1440 candles, about 100 KB). */
export const HISTORY_CACHE_DAYS_MAX = 400;
/** How far back an intraday request scans for candles, in trading days. */
export const MINUTE_HISTORY_DAYS_MAX = 365;
/** How far back a request without `from` reaches for each daily period, in calendar days. */
const DAILY_SPAN_DAYS: Readonly<Record<'day' | 'week' | 'month' | 'year', number>> = {
  day: 1500,
  week: 7300,
  month: HISTORY_DAILY_DAYS_MAX - 1,
  year: HISTORY_DAILY_DAYS_MAX - 1,
};

export interface CandleRange {
  /** Earliest candle start, epoch ms (inclusive). */
  fromMs?: number | undefined;
  /** Latest instant, epoch ms (inclusive); never later than now. */
  toMs?: number | undefined;
}

export function isIntraday(period: KlinePeriod): period is '1min' | '5min' | '15min' | '30min' | '60min' {
  return period.endsWith('min');
}

/** A map that forgets its least recently used entries beyond `sizeMax`. */
export class LruMap<K, V> {
  private readonly map = new Map<K, V>();
  constructor(private readonly sizeMax: number) {}
  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.sizeMax) {
      const oldest = this.map.keys().next();
      if (!oldest.done) this.map.delete(oldest.value);
    }
  }
  clear(): void {
    this.map.clear();
  }
}

export class CandleHistory {
  private readonly days = new LruMap<string, readonly CandleTicks[]>(HISTORY_CACHE_DAYS_MAX);

  constructor(
    private readonly db: Queryable,
    private readonly seed: number,
  ) {}

  /** Forgets derived days (after a holiday or product change, which reshape the path). */
  clear(): void {
    this.days.clear();
  }

  /** Every derived minute of one trading day, ended or not (the caller cuts at now). */
  dayMinutes(product: ProductRecord, day: number, holidays: readonly CalendarHoliday[]): readonly CandleTicks[] {
    const key = `${product.id}:${product.startPrice}:${product.volatilityAnnual}:${day}`;
    let minutes = this.days.get(key);
    if (!minutes) {
      const { exchange } = product.instrument;
      minutes = historyMinuteCandles(
        product.instrument,
        this.seed,
        tradingDayStartMs(exchange, day),
        tradingDayStartMs(exchange, day + 1),
        holidays,
      );
      this.days.set(key, minutes);
    }
    return minutes;
  }

  /** Candles of `period` inside the range, oldest first, at most `CANDLES_MAX` (the newest). */
  async candles(
    product: ProductRecord,
    period: KlinePeriod,
    range: CandleRange,
    holidays: readonly CalendarHoliday[],
    nowMs: number,
  ): Promise<CandleTicks[]> {
    const toMs = Math.min(range.toMs ?? nowMs, nowMs);
    const fromMs = range.fromMs ?? Number.NEGATIVE_INFINITY;
    if (toMs < fromMs) return [];
    let out: CandleTicks[];
    if (period === 'session') out = await this.session(product, fromMs, toMs, holidays, nowMs);
    else if (isIntraday(period)) out = await this.intraday(product, period, fromMs, toMs, holidays);
    else out = this.daily(product, period, fromMs, toMs, holidays);
    return out.length > CANDLES_MAX ? out.slice(out.length - CANDLES_MAX) : out;
  }

  private async session(
    product: ProductRecord,
    fromMs: number,
    toMs: number,
    holidays: readonly CalendarHoliday[],
    nowMs: number,
  ): Promise<CandleTicks[]> {
    const today = currentTradingDay(product.exchange, nowMs, holidays);
    if (!today) return [];
    const minutes = this.dayMinutes(product, today.day, holidays).filter(
      (c) => c.time >= fromMs && c.time + MINUTE_MS <= toMs,
    );
    return await this.overlayStored(product, minutes, fromMs, toMs);
  }

  private async intraday(
    product: ProductRecord,
    period: AggregatePeriod,
    fromMs: number,
    toMs: number,
    holidays: readonly CalendarHoliday[],
  ): Promise<CandleTicks[]> {
    const { exchange } = product;
    const lastDay = tradingDayOf(exchange, toMs);
    const chunks: (readonly CandleTicks[])[] = [];
    let buckets = 0;
    for (let day = lastDay; day > lastDay - MINUTE_HISTORY_DAYS_MAX && buckets < CANDLES_MAX; day--) {
      if (tradingDayStartMs(exchange, day + 1) <= fromMs) break;
      const minutes = this.dayMinutes(product, day, holidays).filter(
        (c) => c.time >= fromMs && c.time + MINUTE_MS <= toMs,
      );
      if (minutes.length === 0) continue;
      chunks.push(minutes);
      buckets += aggregate(minutes, period, exchange).length;
    }
    const minutes = chunks.reverse().flat();
    const first = minutes[0];
    const merged = first ? await this.overlayStored(product, minutes, Math.max(fromMs, first.time), toMs) : minutes;
    return aggregate(merged, period, exchange);
  }

  private daily(
    product: ProductRecord,
    period: 'day' | 'week' | 'month' | 'year',
    fromMs: number,
    toMs: number,
    holidays: readonly CalendarHoliday[],
  ): CandleTicks[] {
    const from = Math.max(fromMs, toMs - DAILY_SPAN_DAYS[period] * DAY_MS);
    const days = historyDailyCandles(product.instrument, this.seed, from, toMs, holidays);
    const candles = stampedFromListing(aggregate(days, period, product.exchange), product.instrument);
    // A week, month or year the range cuts in two would show its part as if whole: leave it out.
    // The bucket of the listing is whole from the listing on, and stamped there (K11). A day is
    // never cut: it is served only when its session opens inside the range.
    const cut = period !== 'day' && candles[0] !== undefined && candles[0].time < from;
    return cut ? candles.slice(1) : candles;
  }

  /** Replaces derived minutes by stored ones of the same start, and adds stored ones the path lacks. */
  private async overlayStored(
    product: ProductRecord,
    minutes: readonly CandleTicks[],
    fromMs: number,
    toMs: number,
  ): Promise<CandleTicks[]> {
    const start = Number.isFinite(fromMs) ? fromMs : (minutes[0]?.time ?? toMs);
    const stored = await storedMinuteCandles(this.db, product.id, start, toMs);
    if (stored.length === 0) return minutes.slice();
    const byTime = new Map<number, CandleTicks>();
    for (const c of minutes) byTime.set(c.time, c);
    for (const c of stored) if (c.time + MINUTE_MS <= toMs) byTime.set(c.time, c);
    return [...byTime.values()].sort((a, b) => a.time - b.time);
  }
}
