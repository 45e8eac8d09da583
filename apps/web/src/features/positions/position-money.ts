import type { Order, Quote } from '@demo/contract';
import {
  formatMoney,
  formatPrice,
  markPrice,
  minor,
  parsePrice,
  positionPnl,
  priceValueMinor,
  quantityUnits,
  type Ticks,
} from '@demo/core';

/** The decimals of a price as the server formats it ("51736.10" has 2). */
export function decimalsOf(price: string): number {
  const dot = price.indexOf('.');
  return dot < 0 ? 0 : price.length - dot - 1;
}

export interface LivePosition {
  /** The closing-side price it is valued at (a buy's bid, a sell's ask), or the server's last one. */
  readonly currentPrice: string | null;
  /** Unrealised P&L at that price, by core's `positionPnl` (fees not included), as a decimal string. */
  readonly pnl: string;
  /** Margin held: build price × units ÷ lever, rounded half-up once as the server rounds it. */
  readonly margin: string;
}

/**
 * Values a held position at a live quote with the server's own core rules. Without a usable quote
 * it falls back to the server's `currentPrice` and `profit` from the last list load.
 */
export function livePosition(order: Order, quote: Quote | undefined): LivePosition {
  const build = order.buildPrice ?? order.price ?? '0';
  const decimals = decimalsOf(build);
  const buildTicks = parsePrice(build, decimals);
  if (!buildTicks.ok) return { currentPrice: order.currentPrice, pnl: order.profit, margin: '0.00' };
  const units = quantityUnits(order.hands, order.handCount);
  const margin = formatMoney(
    priceValueMinor(buildTicks.value, decimals, units, 1n, BigInt(Math.max(1, order.multiple))),
  );
  const bid = quote ? parsePrice(quote.bid, decimals) : null;
  const ask = quote ? parsePrice(quote.ask, decimals) : null;
  if (!bid?.ok || !ask?.ok) return { currentPrice: order.currentPrice, pnl: order.profit, margin };
  const mark: Ticks = markPrice(order.direction, bid.value, ask.value);
  const pnl = positionPnl({
    direction: order.direction,
    buildPriceTicks: buildTicks.value,
    hands: order.hands,
    handCount: order.handCount,
    decimals,
    markPriceTicks: mark,
  });
  return { currentPrice: formatPrice(mark, decimals), pnl: formatMoney(minor(pnl)), margin };
}
