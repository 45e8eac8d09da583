import type { Quote } from '@demo/contract';
import {
  BACKTEST_WINDOW_DAYS,
  type BacktestResult,
  type BarClose,
  backtest,
  type CalendarHoliday,
  type CandleTicks,
  DAY_MS,
  parsePrice,
  parseStrategy,
  type StrategySpec,
  tradingDayOf,
  tradingDayStartMs,
} from '@demo/core';
import type { CandleRange } from '../../market/history';
import { LruMap } from '../../market/history';
import type { ProductRecord } from '../../market/products';

/**
 * What the AI products read of the market: the node's book (products, the latest quotes) and its
 * candle history. The backtest and the live runner read the same completed daily bars (I4, I5).
 */
export interface AiMarket {
  productById(id: number): ProductRecord | undefined;
  product(code: string): ProductRecord | undefined;
  quote(code: string): Quote | undefined;
  holidays(): readonly CalendarHoliday[];
  history: {
    candles(
      product: ProductRecord,
      period: 'day',
      range: CandleRange,
      holidays: readonly CalendarHoliday[],
      nowMs: number,
    ): Promise<CandleTicks[]>;
  };
}

/** The backtest window of a product at `nowMs`: completed trading days over the last year (I4). */
export interface BarWindow {
  /** Inclusive start, epoch ms: `from` of `data/candlestick`. */
  readonly fromMs: number;
  /** Inclusive end, epoch ms: the instant before the current trading day began. */
  readonly toMs: number;
  readonly bars: readonly BarClose[];
}

/** Windows and backtests kept in memory; a key changes with each trading day, so old ones age out. */
const CACHE_MAX = 500;
const windows = new LruMap<string, BarWindow>(CACHE_MAX);
const backtests = new LruMap<string, BacktestResult>(CACHE_MAX);

/** The window's bounds at `nowMs`: `BACKTEST_WINDOW_DAYS` before the current trading day, up to its start. */
function windowBounds(product: ProductRecord, nowMs: number): { fromMs: number; toMs: number } {
  const todayStartMs = tradingDayStartMs(product.exchange, tradingDayOf(product.exchange, nowMs));
  return { fromMs: todayStartMs - BACKTEST_WINDOW_DAYS * DAY_MS, toMs: todayStartMs - 1 };
}

/**
 * The completed daily bars of `product` in its window at `nowMs`, as `data/candlestick` serves them
 * (period `day`, from `fromMs`, to `toMs`). Cached per product path and trading day.
 */
export async function barWindow(market: AiMarket, product: ProductRecord, nowMs: number): Promise<BarWindow> {
  const { fromMs, toMs } = windowBounds(product, nowMs);
  const key = `${product.id}:${product.startPrice}:${product.volatilityAnnual}:${market.holidays().length}:${toMs}`;
  const cached = windows.get(key);
  if (cached) return cached;
  const candles = await market.history.candles(product, 'day', { fromMs, toMs }, market.holidays(), nowMs);
  const window = { fromMs, toMs, bars: candles.map((c) => ({ time: c.time, close: BigInt(c.close) })) };
  windows.set(key, window);
  return window;
}

/** The stored strategy of a product or purchase; stored ones were checked when written, so a bad one is a bug. */
export function storedStrategy(strategy: string, params: Readonly<Record<string, unknown>>): StrategySpec {
  const parsed = parseStrategy(strategy, params);
  if (!parsed.ok) throw new Error(`a stored AI strategy does not parse (${parsed.error})`);
  return parsed.value;
}

/** The backtest of a strategy with a lever over a window, computed once per window (I4). */
export function cachedBacktest(
  window: BarWindow,
  productId: number,
  strategy: string,
  params: Readonly<Record<string, unknown>>,
  lever: number,
): BacktestResult {
  const key = `${productId}:${window.toMs}:${strategy}:${JSON.stringify(params)}:${lever}`;
  let result = backtests.get(key);
  if (!result) {
    result = backtest(window.bars, storedStrategy(strategy, params), lever);
    backtests.set(key, result);
  }
  return result;
}

/** The latest price of a product in whole ticks, or null without a quote. */
export function priceTicks(market: AiMarket, product: ProductRecord): bigint | null {
  const quote = market.quote(product.code);
  if (!quote) return null;
  const parsed = parsePrice(quote.price, product.decimals);
  return parsed.ok && parsed.value > 0n ? parsed.value : null;
}
