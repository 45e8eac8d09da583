import type { Candle, Depth, KlinePeriod, Quote } from '@demo/contract';
import type { DepthBook, DepthQuote } from '@demo/core';

/**
 * What the rest of the server (calls, the socket hub, later the trading engine) reads about live
 * prices. Every node keeps one, fed from the bus (`BusChannel.quotes`), so all nodes serve the
 * same prices whichever of them runs the feed.
 */
export interface MarketData {
  /** The market's clock, when it is not the wall clock (a test server's MARKET_CLOCK_START). */
  readonly nowMs?: () => number;
  /** Latest quote in the contract's shape (decimal strings), or undefined for an unknown code. */
  quote(code: string): Quote | undefined;
  /** All latest quotes (for the `front` topic's first frame). */
  quotes(): Quote[];
  /** The current candle of one product at one period, in the contract's Candle shape, or null. */
  currentCandle(code: string, period: KlinePeriod, nowMs: number): Promise<Candle | null>;
  /** Whether a product code exists (topic validation). */
  has(code: string): boolean;
  /** The book of a product around `at`, or its latest quote (core `depthBook`, DP1–DP3); undefined for an unknown code. */
  depth(code: string, at?: DepthQuote): DepthBook | undefined;
  /** The same book around the latest quote in the contract's shape, for `data/depth` and the `depth_{code}` topic. */
  wireDepth(code: string): Depth | undefined;
}

/** One message on `BusChannel.quotes`: the quotes that changed in one feed step. */
export interface QuotesMessage {
  /** Epoch ms of the feed step. */
  at: number;
  quotes: Quote[];
}

/** One index or market-overview quote on `BusChannel.sina` (the `CHANNEL_SINA_DATA` topic). */
export interface IndexQuote {
  code: string;
  name: string;
  price: string;
  change: string;
  changeRate: string;
}

/** One message on `BusChannel.sina`: index and market-overview quotes. */
export interface SinaMessage {
  at: number;
  indices: IndexQuote[];
}
