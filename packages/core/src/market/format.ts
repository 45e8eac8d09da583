import { formatPrice, roundHalfUp, ticks } from '../money';
import type { CandleTicks } from './candles';
import type { MarketQuote } from './simulator';

/**
 * The one place where market numbers in ticks become the contract's decimal strings (CONTRACT.md,
 * "Markets": quote and candle). Field names match the contract's `quote` and `candle` schemas.
 */

/** Decimals of `changeRate`, a percentage: `"1.25"` means +1.25 %. */
export const CHANGE_RATE_DECIMALS = 2;

export interface QuoteText {
  code: string;
  price: string;
  bid: string;
  ask: string;
  open: string;
  high: string;
  low: string;
  prevClose: string;
  change: string;
  changeRate: string;
  volume: string;
  time: number;
}

export interface CandleText {
  time: number;
  open: string;
  close: string;
  high: string;
  low: string;
  volume: string;
}

/**
 * A quote as the contract's strings. `change` = price − prevClose in the price's decimals;
 * `changeRate` = change ÷ prevClose × 100, rounded half-up to 2 decimals (a percentage).
 */
export function formatQuote(quote: MarketQuote, decimals: number): QuoteText {
  const change = quote.priceTicks - quote.prevCloseTicks;
  const rateHundredths = quote.prevCloseTicks > 0n ? roundHalfUp(change * 10_000n, quote.prevCloseTicks) : 0n;
  return {
    code: quote.code,
    price: formatPrice(quote.priceTicks, decimals),
    bid: formatPrice(quote.bidTicks, decimals),
    ask: formatPrice(quote.askTicks, decimals),
    open: formatPrice(quote.openTicks, decimals),
    high: formatPrice(quote.highTicks, decimals),
    low: formatPrice(quote.lowTicks, decimals),
    prevClose: formatPrice(quote.prevCloseTicks, decimals),
    change: formatPrice(ticks(change), decimals),
    // A percentage with two decimals is an integer of hundredths, formatted like a 2-decimal price.
    changeRate: formatPrice(ticks(rateHundredths), CHANGE_RATE_DECIMALS),
    volume: String(quote.volume),
    time: quote.time,
  };
}

/** A candle as the contract's strings; prices must be whole ticks (a fraction is a bug and throws). */
export function formatCandle(candle: CandleTicks, decimals: number): CandleText {
  const text = (value: number) => formatPrice(ticks(BigInt(value)), decimals);
  return {
    time: candle.time,
    open: text(candle.open),
    close: text(candle.close),
    high: text(candle.high),
    low: text(candle.low),
    volume: String(candle.volume),
  };
}
