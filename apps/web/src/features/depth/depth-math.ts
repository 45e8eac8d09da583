import type { Depth } from '@demo/contract';
import { type DepthBook, parsePrice } from '@demo/core';

/**
 * The depth card's figures and the order sheet's book, from a `data/depth` reply (SPEC DP1, DP4). Sizes
 * are whole lots; prices stay decimal strings for display and become ticks only to walk the book
 * with core's own `walkDepth`, exactly as the server walks it.
 */

/** One row of a side: its level, the lots from the best level down to it, and its bar's share of the deepest side. */
export interface DepthRow {
  readonly price: string;
  readonly size: number;
  /** Lots at this level and every better one. */
  readonly cumulative: number;
  /** cumulative ÷ the larger of the two sides' totals, in [0, 1]: the width of the level's bar. */
  readonly share: number;
}

/** Both sides as rows, best first, with cumulative lots and bar shares against the deeper side. */
export function depthRows(depth: Pick<Depth, 'bids' | 'asks'>): { bids: DepthRow[]; asks: DepthRow[] } {
  const running = (side: Depth['bids']) => {
    let sum = 0;
    return side.map((level) => {
      sum += level.size;
      return { price: level.price, size: level.size, cumulative: sum };
    });
  };
  const bids = running(depth.bids);
  const asks = running(depth.asks);
  const deepest = Math.max(bids.at(-1)?.cumulative ?? 0, asks.at(-1)?.cumulative ?? 0);
  const withShare = (rows: typeof bids) =>
    rows.map((row) => ({ ...row, share: deepest > 0 ? row.cumulative / deepest : 0 }));
  return { bids: withShare(bids), asks: withShare(asks) };
}

/**
 * The reply as core's book in ticks of the product's `decimals`, for `walkDepth`; null when a price
 * does not read in those decimals or a side is empty (then the sheet estimates at the quote).
 */
export function bookOfDepth(depth: Depth, decimals: number): DepthBook | null {
  const side = (levels: Depth['bids']) => {
    const out: DepthBook['bids'][number][] = [];
    for (const level of levels) {
      const price = parsePrice(level.price, decimals);
      if (!price.ok || level.size < 1) return null;
      out.push({ priceTicks: price.value, sizeLots: level.size });
    }
    return out.length > 0 ? out : null;
  };
  const bids = side(depth.bids);
  const asks = side(depth.asks);
  if (!bids || !asks) return null;
  return { code: depth.code, time: depth.time, seq: Math.floor(depth.time / 1000), bids, asks };
}
