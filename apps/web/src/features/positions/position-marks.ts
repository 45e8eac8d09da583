import type { Order } from '@demo/contract';
import {
  closeEstimate,
  currencyDecimals,
  FX_PIVOT_CURRENCY,
  FX_SPREAD_BPS,
  formatMoney,
  formatPrice,
  formatRate,
  type HeldPosition,
  markPositions,
  minor,
  pairCodesFor,
  parseMoney,
  parsePrice,
  parseRate,
  type QuoteOf,
} from '@demo/core';
import { useMemo } from 'react';
import { useQuotes } from '../../lib/realtime';

/**
 * The Position tab's live figures (docs/SPEC.md MK1, MK2): rows, summary and close sheet all come from
 * core `markPositions` and `closeEstimate` over one snapshot of the quote store, so the price beside a
 * P&L, the P&L and the summary's total are of the same instant, and the close sheet shows what the
 * server's cover would realise at the quote it shows.
 */

/** One row's live figures, as decimal strings for `<Money>`. */
export interface RowMark {
  /** The closing-side price (a buy's bid, a sell's ask) in the product's decimals; the server's while unquoted. */
  readonly currentPrice: string | null;
  /** Signed P&L in the account's currency. */
  readonly pnl: string;
  /** The rate the P&L converted at (`formatRate`), null when nothing converted or unpriced. */
  readonly rate: string | null;
  /** Whether the live quotes priced it (false: the server's last valuation). */
  readonly live: boolean;
}

export interface PositionMarksView {
  readonly rows: ReadonlyMap<Order['id'], RowMark>;
  /** Σ of the rows' P&L in the account's currency: the summary's position P&L. */
  readonly totalPnl: string;
}

/** An order of the wire as core's held position, valued last at the server's `profit`; null when not held. */
export function heldPositionOf(order: Order): HeldPosition | null {
  const build = order.buildPrice === null ? null : parsePrice(order.buildPrice, order.decimals);
  const last = parseMoney(order.profit, currencyDecimals(order.currency));
  if (!build?.ok || !last.ok) return null;
  return {
    id: order.id,
    code: order.code,
    direction: order.direction,
    buildPriceTicks: build.value,
    hands: order.hands,
    handCount: order.handCount,
    decimals: order.decimals,
    instrumentCurrency: order.instrumentCurrency,
    accountCurrency: order.currency,
    lastPnlMinor: last.value,
  };
}

/** The codes whose quotes mark `orders`: each product and every pair that can convert its currency. */
export function quoteCodesOf(orders: readonly Order[]): { watch: string[]; poll: string[] } {
  const watch = new Set<string>();
  const poll = new Set<string>();
  for (const order of orders) {
    watch.add(order.code);
    poll.add(order.code);
    for (const code of pairCodesFor(order.instrumentCurrency, order.currency)) watch.add(code);
    // Every quote currency has a dollar pair (SPEC X4); those are the ones worth polling.
    for (const currency of [order.instrumentCurrency, order.currency]) {
      if (currency !== FX_PIVOT_CURRENCY && order.instrumentCurrency !== order.currency) {
        poll.add(`${FX_PIVOT_CURRENCY}${currency}`);
      }
    }
  }
  return { watch: [...watch].sort(), poll: [...poll].sort() };
}

/** Marks `orders` at `quoteOf` (core `markPositions`, MK1) for the rows and the summary. */
export function positionMarksOf(
  orders: readonly Order[],
  quoteOf: QuoteOf,
  spreadBps: bigint = FX_SPREAD_BPS,
): PositionMarksView {
  const held = orders.flatMap((order) => {
    const position = heldPositionOf(order);
    return position ? [{ order, position }] : [];
  });
  const marks = markPositions(
    held.map((h) => h.position),
    quoteOf,
    spreadBps,
  );
  const rows = new Map<Order['id'], RowMark>();
  let decimals = currencyDecimals(orders[0]?.currency ?? 'INR');
  for (const [index, { order }] of held.entries()) {
    const mark = marks.rows[index];
    if (!mark) continue;
    decimals = currencyDecimals(order.currency);
    rows.set(order.id, {
      currentPrice:
        mark.closePriceTicks === null ? order.currentPrice : formatPrice(mark.closePriceTicks, order.decimals),
      pnl: formatMoney(mark.pnlMinor, decimals),
      rate: mark.rate === null ? null : formatRate(mark.rate),
      live: mark.priced,
    });
  }
  return { rows, totalPnl: formatMoney(marks.totalPnlMinor, decimals) };
}

/**
 * The summary's figures that move with prices, at the marks: position P&L is the rows' total, and total
 * assets and market value are the server's less its P&L plus that total (their other parts, balances
 * and margin, change only with trades, which refresh the summary). Null when the summary is unreadable.
 */
export function liveSummaryOf(
  stats: { readonly totalAssets: string; readonly marketValue: string; readonly positionProfit: string },
  marks: PositionMarksView,
): { totalAssets: string; marketValue: string; positionProfit: string } | null {
  const total = parseMoney(stats.totalAssets);
  const market = parseMoney(stats.marketValue);
  const server = parseMoney(stats.positionProfit);
  const live = parseMoney(marks.totalPnl);
  if (!total.ok || !market.ok || !server.ok || !live.ok) return null;
  const move = live.value - server.value;
  return {
    totalAssets: formatMoney(minor(total.value + move)),
    marketValue: formatMoney(minor(market.value + move)),
    positionProfit: marks.totalPnl,
  };
}

/**
 * The close sheet's price and estimated P&L for covering `hands` (core `closeEstimate`, MK2): the closing
 * side of the quote, and the P&L a cover at that quote realises, in the account's currency. Nulls while
 * the quote, the rate or the sale fee setting is missing, or the lots are out of range.
 */
export function coverEstimateOf(
  order: Order,
  hands: number | null,
  quoteOf: QuoteOf,
  tradeSaleFee: string | undefined,
  spreadBps: bigint = FX_SPREAD_BPS,
): { closePrice: string | null; pnl: string | null } {
  const position = heldPositionOf(order);
  const fee = tradeSaleFee === undefined ? null : parseRate(tradeSaleFee);
  const all = position && fee?.ok ? closeEstimate(position, position.hands, quoteOf, fee.value, spreadBps) : null;
  const picked =
    position && fee?.ok && hands !== null ? closeEstimate(position, hands, quoteOf, fee.value, spreadBps) : null;
  return {
    closePrice: all ? formatPrice(all.closePriceTicks, order.decimals) : order.currentPrice,
    pnl: picked ? formatMoney(picked.pnlMinor, currencyDecimals(order.currency)) : null,
  };
}

/** A quote store snapshot as core's `QuoteOf`. */
export function quoteOfMap(map: ReadonlyMap<string, { bid: string; ask: string }>): QuoteOf {
  return (code) => map.get(code);
}

/** The live quotes of `orders`' products and currency pairs, as one snapshot (see `useQuotes`). */
export function useMarkQuotes(orders: readonly Order[]): QuoteOf {
  const { watch, poll } = useMemo(() => quoteCodesOf(orders), [orders]);
  const map = useQuotes(watch, poll);
  return useMemo(() => quoteOfMap(map), [map]);
}

/** The marks of `orders` at the live quotes, for the rows and the summary of the same frame. */
export function usePositionMarks(orders: readonly Order[]): PositionMarksView {
  const quoteOf = useMarkQuotes(orders);
  return useMemo(() => positionMarksOf(orders, quoteOf), [orders, quoteOf]);
}
