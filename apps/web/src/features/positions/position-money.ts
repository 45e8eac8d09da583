import type { Order, Quote } from '@demo/contract';
import { formatPrice, markPrice, parsePrice, type Ticks } from '@demo/core';

export interface LivePosition {
  /** The closing-side price it is valued at (a buy's bid, a sell's ask), or the server's last one. */
  readonly currentPrice: string | null;
  /**
   * Unrealised P&L in the account's currency as the server valued it (`profit`, by the same markRow
   * as the account summary, at the current exchange rate): the app never recomputes money.
   */
  readonly pnl: string;
  /** Margin held, in the account's currency, as the server recorded it. */
  readonly margin: string;
}

/**
 * A held position for its row: the price moves with the live quote, in the product's own decimals
 * (`order.decimals`), while P&L and margin are the server's figures, so the row and the summary agree.
 */
export function livePosition(order: Order, quote: Quote | undefined): LivePosition {
  const server = { currentPrice: order.currentPrice, pnl: order.profit, margin: order.margin };
  const bid = quote ? parsePrice(quote.bid, order.decimals) : null;
  const ask = quote ? parsePrice(quote.ask, order.decimals) : null;
  if (!bid?.ok || !ask?.ok) return server;
  const mark: Ticks = markPrice(order.direction, bid.value, ask.value);
  return { ...server, currentPrice: formatPrice(mark, order.decimals) };
}
