import { formatPrice, type Ticks, ticks } from '../money';
import type { Instrument } from './instrument';
import { pathModel } from './path';
import { createRandom, hashSeed } from './random';

/**
 * Market depth of the simulated market (SPEC DP1–DP6): five levels of bids and asks around a quote,
 * drawn from the simulator's seed, and the walk of a market order through them. A book is a pure
 * function of (seed, instrument, quote, market open), so every node, the order path and the app's
 * estimate read the same levels for the same quote.
 */

/** Levels on each side of a book. */
export const DEPTH_LEVELS = 5;
/** How much wider the gaps between levels are while the instrument's market is shut (DP3). */
export const DEPTH_CLOSED_GAP_FACTOR = 3;
/** How much smaller the sizes are while the instrument's market is shut (DP2). */
export const DEPTH_CLOSED_SIZE_FACTOR = 0.25;
/** Gap growth per unit of annualised volatility: a 40 % volatile share has gaps 1 + 0.4 × 5 = 3 times its spread (DP3). */
const GAP_PER_VOLATILITY = 5;
/** Share of a typical minute's volume, in lots, that the best level holds on average (DP2). */
const TOP_SHARE_OF_MINUTE = 0.01;
/**
 * Bounds of the best level's typical size, in lots. With the size noise kept within ×0.5..×2, the
 * best level of an open market holds at least 15 lots: an everyday order of a few lots never walks.
 */
const TOP_LOTS_MIN = 30;
const TOP_LOTS_MAX = 250;
/** Bounds of the seeded size noise of a level. */
const SIZE_NOISE_MIN = 0.5;
const SIZE_NOISE_MAX = 2;
/** Minutes of a typical trading day, to turn daily volume into a minute's. */
const MINUTES_PER_DAY = 375;

/** One level of a book: a price and the lots (hands) resting there. */
export interface DepthLevel {
  readonly priceTicks: Ticks;
  /** Lots (hands) at this price, a whole number ≥ 1. */
  readonly sizeLots: number;
}

/** Five bids (highest first) and five asks (lowest first); the best of each is the quote's (DP1). */
export interface DepthBook {
  readonly code: string;
  /** Epoch ms of the quote the book was drawn for. */
  readonly time: number;
  /** The quote's feed sequence number, time ÷ 1000 (RC2): the sizes are drawn from it (DP2). */
  readonly seq: number;
  readonly bids: readonly DepthLevel[];
  readonly asks: readonly DepthLevel[];
}

/** The quote a book is drawn around: its prices in ticks and its instant. */
export interface DepthQuote {
  readonly code: string;
  readonly time: number;
  readonly bidTicks: Ticks;
  readonly askTicks: Ticks;
}

/**
 * The typical size of the best level of `instrument` under `seed`, in lots: about 1 % of a typical
 * minute's volume in lots (the simulator's seeded daily volume, path.ts), scaled by a seeded factor
 * per instrument in [0.5, 1.5) and kept in [30, 250]. The simulator's liquidity, seen as a book.
 */
export function depthTopLots(instrument: Instrument, seed: number): number {
  const bySeed = topLotsOf.get(instrument);
  const known = bySeed?.get(seed);
  if (known !== undefined) return known;
  const lots = drawTopLots(instrument, seed);
  if (bySeed === undefined) topLotsOf.set(instrument, new Map([[seed, lots]]));
  else bySeed.set(seed, lots);
  return lots;
}

/**
 * `depthTopLots` already drawn, per instrument object and seed: the book is drawn for every market
 * order (DP4) and the draw builds the instrument's whole path model, which never changes for the same
 * instrument and seed. Keyed by the object, so a reloaded catalogue's instrument draws afresh; the
 * answer is the same function of its arguments, only not recomputed.
 */
const topLotsOf = new WeakMap<Instrument, Map<number, number>>();

function drawTopLots(instrument: Instrument, seed: number): number {
  const model = pathModel(instrument, seed);
  const minuteLots = model.volumeDaily / MINUTES_PER_DAY / Math.max(1, instrument.handCount);
  const factor = 0.5 + createRandom({ a: hashSeed(seed, instrument.code, 'depth') }).uniform();
  return Math.min(TOP_LOTS_MAX, Math.max(TOP_LOTS_MIN, Math.round(minuteLots * TOP_SHARE_OF_MINUTE * factor)));
}

/**
 * The base gap between adjacent levels, in ticks, before each gap's seeded stretch: the
 * instrument's spread × (1 + 5 × annualised volatility), × 3 while the market is shut (DP3). Never
 * below one tick.
 */
function baseGapTicks(instrument: Instrument, marketOpen: boolean): number {
  const gap = Math.max(1, instrument.spreadTicks) * (1 + GAP_PER_VOLATILITY * instrument.volatilityAnnual);
  return marketOpen ? gap : gap * DEPTH_CLOSED_GAP_FACTOR;
}

/**
 * The book of `instrument` at `quote` under `seed` (DP1–DP3). The best bid and ask are the quote's;
 * each further level is one gap beyond the previous, the gap being the base gap × (1 + u / 2) rounded
 * (u uniform in [0, 1) drawn per quote sequence, side and level), at least one tick, so levels are
 * strictly ordered and a more volatile instrument or a shut market never has narrower gaps. Sizes are
 * the typical top size × (1 + level ÷ 2) × e^(0.4·z − 0.08) kept within [0.5, 2] (z standard normal
 * drawn per sequence, side and level), × 0.25 while the market is shut, rounded and at least one lot. A bid level that
 * would reach zero is left out, so a price of a few ticks has fewer than five bids.
 */
export function depthBook(input: {
  readonly quote: DepthQuote;
  readonly instrument: Instrument;
  readonly seed: number;
  readonly marketOpen: boolean;
}): DepthBook {
  const { quote, instrument, seed, marketOpen } = input;
  const seq = Math.floor(quote.time / 1000);
  const topLots = depthTopLots(instrument, seed);
  const gap = baseGapTicks(instrument, marketOpen);
  const side = (name: 'bid' | 'ask', bestTicks: bigint, sign: 1n | -1n): DepthLevel[] => {
    const draws = createRandom({ a: hashSeed(seed, instrument.code, seq, name) });
    const levels: DepthLevel[] = [];
    let price = bestTicks;
    for (let level = 0; level < DEPTH_LEVELS; level++) {
      const stretch = draws.uniform();
      const z = draws.normal();
      if (level > 0) price += sign * BigInt(Math.max(1, Math.round(gap * (1 + stretch / 2))));
      if (price <= 0n) break;
      const noise = Math.min(SIZE_NOISE_MAX, Math.max(SIZE_NOISE_MIN, Math.exp(0.4 * z - 0.08)));
      const raw = topLots * (1 + level / 2) * noise;
      const sizeLots = Math.max(1, Math.round(marketOpen ? raw : raw * DEPTH_CLOSED_SIZE_FACTOR));
      levels.push({ priceTicks: ticks(price), sizeLots });
    }
    return levels;
  };
  return {
    code: quote.code,
    time: quote.time,
    seq,
    bids: side('bid', quote.bidTicks, -1n),
    asks: side('ask', quote.askTicks, 1n),
  };
}

/** What a market order of some lots takes from one side of a book. */
export interface DepthWalk {
  /**
   * The volume-weighted price of the lots taken, in whole ticks, rounded against the taker: up for
   * a buy, down for a sell (DP4). Equal to the best price when the top level covers the order.
   */
  readonly priceTicks: Ticks;
  /** The levels taken, best first, with the lots taken at each (they sum to the order's lots). */
  readonly levels: readonly DepthLevel[];
  /** Whether the order took more than the best level, so its price is not the quote's. */
  readonly walked: boolean;
}

/**
 * Walks `lots` (a whole number ≥ 1) through the side of `book` a market order takes: a buy the
 * asks, a sell the bids (DP4). Each level gives up to its size, best first; lots beyond the whole
 * book are taken at its last level (the deepest price shown is the worst a market order pays). An
 * empty side is a bug of the caller (every book has its best level).
 */
export function walkDepth(book: DepthBook, direction: 'buy' | 'sell', lots: number): DepthWalk {
  const side = direction === 'buy' ? book.asks : book.bids;
  const first = side[0];
  if (!first) throw new RangeError(`the book of ${book.code} has no ${direction === 'buy' ? 'asks' : 'bids'}`);
  if (!Number.isSafeInteger(lots) || lots < 1) throw new RangeError(`lots must be a whole number ≥ 1, not ${lots}`);
  if (lots <= first.sizeLots)
    return { priceTicks: first.priceTicks, levels: [{ ...first, sizeLots: lots }], walked: false };
  const taken: DepthLevel[] = [];
  let left = lots;
  let total = 0n;
  for (const [i, level] of side.entries()) {
    const last = i === side.length - 1;
    const take = last ? left : Math.min(left, level.sizeLots);
    taken.push({ priceTicks: level.priceTicks, sizeLots: take });
    total += level.priceTicks * BigInt(take);
    left -= take;
    if (left === 0) break;
  }
  const count = BigInt(lots);
  const down = total / count;
  const priceTicks = direction === 'buy' && down * count !== total ? down + 1n : down;
  return { priceTicks: ticks(priceTicks), levels: taken, walked: true };
}

/** A book as the wire carries it: prices as decimal strings of the product's decimals, sizes in lots. */
export interface DepthText {
  readonly code: string;
  readonly time: number;
  readonly bids: { readonly price: string; readonly size: number }[];
  readonly asks: { readonly price: string; readonly size: number }[];
}

/** The book in the wire's shape (`data/depth`, the `depth_{code}` topic). */
export function formatDepth(book: DepthBook, decimals: number): DepthText {
  const level = (l: DepthLevel) => ({ price: formatPrice(l.priceTicks, decimals), size: l.sizeLots });
  return { code: book.code, time: book.time, bids: book.bids.map(level), asks: book.asks.map(level) };
}
