import type { Candle, Depth, KlinePeriod, Quote } from '@demo/contract';
import {
  aggregate,
  applyTick,
  bucketOf,
  type CalendarHoliday,
  type CandleTicks,
  type DepthBook,
  type DepthQuote,
  depthBook,
  formatCandle,
  formatDepth,
  formatQuote,
  historyDailyCandles,
  INSTRUMENT_LINKS,
  isMarketOpen,
  linkInstruments,
  MINUTE_MS,
  parsePrice,
  quoteAt,
  quoteStepStartMs,
  tickCount,
  tradingDayOf,
  tradingDayStartMs,
} from '@demo/core';
import type { Queryable } from '../db/client';
import { CandleHistory, isIntraday, LruMap } from './history';
import type { MarketData, QuotesMessage } from './market-data';
import { emptyQuote, type ProductRecord, productRecord } from './products';
import { loadHolidays, loadProductRows } from './store';

/** Cached aggregates of finished days (one per product, period and trading day in use). */
const PAST_DAYS_CACHE_MAX = 2_000;

/**
 * The node's view of the market: products and holidays from the database, the latest quote of
 * every product (first computed from the seed, then kept current from the bus), and the live
 * one-minute candle each product is building. Every node has one; only the leader runs the feed.
 */
export class MarketBook implements MarketData {
  private byCode = new Map<string, ProductRecord>();
  private byId = new Map<number, ProductRecord>();
  private ordered: ProductRecord[] = [];
  private holidayList: readonly CalendarHoliday[] = [];
  private readonly latest = new Map<string, Quote>();
  /** The minute each product is building from live ticks, in ticks; for the current candle. */
  private readonly liveMinutes = new Map<string, CandleTicks>();
  readonly history: CandleHistory;
  /** Finished days of the current week, month or year, aggregated once per trading day. */
  private readonly pastDays = new LruMap<string, CandleTicks | null>(PAST_DAYS_CACHE_MAX);
  private changeCount = 0;

  constructor(
    private readonly db: Queryable,
    readonly seed: number,
    /** The market's clock (epoch ms): the wall clock, or a test server's (MARKET_CLOCK_START). */
    readonly nowMs: () => number,
  ) {
    this.history = new CandleHistory(db, seed);
  }

  /** Grows with every reload and every feed step taken in: a reply built from the book is current while it stays. */
  get version(): number {
    return this.changeCount;
  }

  /** (Re)reads products and holidays; products without a quote get one computed from the seed. */
  async reload(): Promise<void> {
    const [rows, holidays] = await Promise.all([loadProductRows(this.db), loadHolidays(this.db)]);
    const plain = rows.map(productRecord);
    // Linked products (another listing, a cross, an index basket) are priced from their sources
    // among these same products (core links.ts, SPEC K5–K7).
    const linked = linkInstruments(
      plain.map((p) => p.instrument),
      INSTRUMENT_LINKS,
    );
    const records = plain.map((p, i) => ({ ...p, instrument: linked[i] ?? p.instrument }));
    this.ordered = records;
    this.byCode = new Map(records.map((p) => [p.code, p]));
    this.byId = new Map(records.map((p) => [p.id, p]));
    this.holidayList = holidays;
    this.history.clear();
    this.pastDays.clear();
    // A product's first quote is taken on the simulator's step as the feed's are (RC2).
    const now = quoteStepStartMs(this.nowMs());
    for (const product of records) {
      if (this.latest.has(product.code)) continue;
      const quote = quoteAt(product.instrument, this.seed, now, holidays);
      this.latest.set(product.code, quote ? formatQuote(quote, product.decimals) : emptyQuote(product, now));
    }
    for (const code of [...this.latest.keys()]) if (!this.byCode.has(code)) this.latest.delete(code);
    this.changeCount += 1;
  }

  /** Takes in one feed step from the bus. */
  apply(message: QuotesMessage): void {
    this.changeCount += 1;
    for (const quote of message.quotes) {
      const product = this.byCode.get(quote.code);
      if (!product) continue;
      const previous = this.latest.get(quote.code);
      this.latest.set(quote.code, quote);
      const price = parsePrice(quote.price, product.decimals);
      if (!price.ok) continue;
      const volumeDelta = Math.max(0, Number(quote.volume) - Number(previous?.volume ?? quote.volume));
      const live = this.liveMinutes.get(quote.code) ?? null;
      this.liveMinutes.set(
        quote.code,
        applyTick(live, tickCount(price.value), volumeDelta, quote.time, '1min', product.exchange),
      );
    }
  }

  holidays(): readonly CalendarHoliday[] {
    return this.holidayList;
  }

  products(): readonly ProductRecord[] {
    return this.ordered;
  }

  product(code: string): ProductRecord | undefined {
    return this.byCode.get(code);
  }

  productById(id: number): ProductRecord | undefined {
    return this.byId.get(id);
  }

  /** Open market and not suspended: what `tradable` says and what trading checks (code 600). */
  isTradable(product: ProductRecord, nowMs: number): boolean {
    return !product.suspended && isMarketOpen(product.exchange, nowMs, this.holidayList);
  }

  quote(code: string): Quote | undefined {
    return this.latest.get(code);
  }

  quotes(): Quote[] {
    return [...this.latest.values()];
  }

  has(code: string): boolean {
    return this.byCode.has(code);
  }

  /**
   * The book of `code` around `at` (ticks and instant), or around its latest quote when `at` is
   * absent (core `depthBook`, DP1–DP3): the same seed, instrument and calendar the feed walks with, so
   * every node and the order path draw the same levels for the same quote. The gaps widen when the
   * market is shut now (the latest quote of a shut market is its last tick in session, so the
   * market's clock decides, not the quote's time). Undefined for an unknown code or a quote that is
   * not a price.
   */
  depth(code: string, at?: DepthQuote): DepthBook | undefined {
    const product = this.byCode.get(code);
    if (!product) return undefined;
    let quote = at;
    if (!quote) {
      const latest = this.latest.get(code);
      const bid = latest && parsePrice(latest.bid, product.decimals);
      const ask = latest && parsePrice(latest.ask, product.decimals);
      if (!latest || !bid?.ok || !ask?.ok) return undefined;
      quote = { code, time: latest.time, bidTicks: bid.value, askTicks: ask.value };
    }
    if (quote.bidTicks <= 0n || quote.askTicks < quote.bidTicks) return undefined;
    const marketOpen = isMarketOpen(product.exchange, this.nowMs(), this.holidayList);
    return depthBook({ quote, instrument: product.instrument, seed: this.seed, marketOpen });
  }

  /** The book around the latest quote in the contract's shape (`data/depth`, the `depth_{code}` topic). */
  wireDepth(code: string): Depth | undefined {
    const product = this.byCode.get(code);
    const book = product && this.depth(code);
    return book && product ? formatDepth(book, product.decimals) : undefined;
  }

  async currentCandle(code: string, period: KlinePeriod, nowMs: number): Promise<Candle | null> {
    const product = this.byCode.get(code);
    if (!product) return null;
    const candle = this.currentCandleTicks(product, period, nowMs);
    if (candle) return formatCandle(candle, product.decimals);
    // Closed: the last candle there was.
    const past = await this.history.candles(product, period, { toMs: nowMs }, this.holidayList, nowMs);
    const last = past.at(-1);
    return last ? formatCandle(last, product.decimals) : null;
  }

  /** The candle of the bucket holding `nowMs` from ended minutes plus the live minute; null if the bucket is empty. */
  private currentCandleTicks(product: ProductRecord, period: KlinePeriod, nowMs: number): CandleTicks | null {
    const { exchange } = product;
    const bucket = period === 'session' ? '1min' : period;
    const [startMs] = bucketOf(exchange, bucket, nowMs);
    const minuteStartMs = nowMs - (nowMs % MINUTE_MS);
    let base: CandleTicks | null;
    if (period === 'session' || isIntraday(period)) {
      const ended = this.history
        .dayMinutes(product, tradingDayOf(exchange, nowMs), this.holidayList)
        .filter((c) => c.time >= startMs && c.time + MINUTE_MS <= nowMs);
      base = aggregate(ended, bucket, exchange)[0] ?? null;
    } else {
      base = this.dailyBase(product, period, startMs, nowMs);
    }
    const live = this.liveMinutes.get(product.code);
    const open = isMarketOpen(exchange, nowMs, this.holidayList);
    if (!open) return base;
    const quote = this.latest.get(product.code);
    const price = quote ? parsePrice(quote.price, product.decimals) : null;
    if (live && live.time === minuteStartMs) {
      if (!base) return { ...live, time: startMs };
      return {
        time: base.time,
        open: base.open,
        high: Math.max(base.high, live.high),
        low: Math.min(base.low, live.low),
        close: live.close,
        volume: base.volume + live.volume,
      };
    }
    if (price?.ok) return applyTick(base, tickCount(price.value), 0, nowMs, bucket, exchange);
    return base;
  }

  /**
   * The ended part of the current day, week, month or year: finished trading days (aggregated once
   * per day and cached) plus today's ended minutes (from the cached day path).
   */
  private dailyBase(
    product: ProductRecord,
    period: 'day' | 'week' | 'month' | 'year',
    startMs: number,
    nowMs: number,
  ): CandleTicks | null {
    const { exchange } = product;
    const today = tradingDayOf(exchange, nowMs);
    const todayStartMs = tradingDayStartMs(exchange, today);
    const key = `${product.id}:${period}:${startMs}:${todayStartMs}`;
    let past = this.pastDays.get(key);
    if (past === undefined) {
      past =
        startMs < todayStartMs
          ? (aggregate(
              historyDailyCandles(product.instrument, this.seed, startMs, todayStartMs, this.holidayList),
              period,
              exchange,
            )[0] ?? null)
          : null;
      this.pastDays.set(key, past);
    }
    const minutes = this.history
      .dayMinutes(product, today, this.holidayList)
      .filter((c) => c.time + MINUTE_MS <= nowMs);
    const todayCandle = aggregate(minutes, 'day', exchange)[0];
    if (!todayCandle) return past;
    if (!past) return { ...todayCandle, time: startMs };
    return {
      time: past.time,
      open: past.open,
      high: Math.max(past.high, todayCandle.high),
      low: Math.min(past.low, todayCandle.low),
      close: todayCandle.close,
      volume: past.volume + todayCandle.volume,
    };
  }
}
