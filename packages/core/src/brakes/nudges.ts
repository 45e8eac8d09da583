import type { Minor, Ticks } from '../money';
import { fillPrice } from '../trading/prices';
import type { Direction } from '../trading/settings';

/**
 * Pre-trade nudges of the order sheet (docs/SPEC.md BR12–BR17): warnings shown before review that the
 * customer goes past with one tap. They never refuse an order — the server does not check them — so
 * a nudge is a pure reading of what the sheet already shows: the quote, the estimate and the clock.
 * Shares are in basis points (1 bp = 0.01 %) and compared in integers, never in binary floats.
 */

/** BR12: a limit price more than 5 % away from the price the order would trade at now. */
export const LIMIT_FAR_BP = 500;
/** BR13: a lever above 10× … */
export const MOVER_LEVER_ABOVE = 10;
/** … on a product that moved more than 5 % since the previous close. */
export const MOVER_MOVE_BP = 500;
/** BR14: a margin of more than half the free margin. */
export const MARGIN_SHARE_BP = 5_000;
/** BR15: the product's market opens or shuts within 5 minutes. */
export const MARKET_BELL_MS = 5 * 60_000;
/** BR16: the forced-cover price within 2 % of the price the position starts at. */
export const FORCE_COVER_NEAR_BP = 200;

const BP = 10_000n;

export type Nudge =
  | { readonly kind: 'limitFar'; readonly awayBp: number }
  | { readonly kind: 'leverOnMover'; readonly lever: number; readonly moveBp: number }
  | { readonly kind: 'marginShare'; readonly shareBp: number }
  | { readonly kind: 'marketOpens'; readonly inMs: number }
  | { readonly kind: 'marketCloses'; readonly inMs: number }
  | { readonly kind: 'forceCoverNear'; readonly awayBp: number };

/** What the order sheet knows when the customer asks to review. Prices in the product's ticks. */
export interface NudgeFacts {
  readonly direction: Direction;
  readonly priceType: 'market' | 'limit';
  /** The limit price typed, or null for a market order (or one not typed yet). */
  readonly limitTicks: Ticks | null;
  readonly bidTicks: Ticks;
  readonly askTicks: Ticks;
  /** The previous close, today's reference for the day's move; null or 0 when unknown. */
  readonly prevCloseTicks: Ticks | null;
  /** The price the product last traded at (the quote's last), for the day's move. */
  readonly lastTicks: Ticks;
  readonly lever: number;
  /** The order's margin and the free margin (available balance), both in the account's minor units. */
  readonly marginMinor: Minor | null;
  readonly freeMarginMinor: Minor | null;
  /** Forced cover's price for this order (closing side), or null when none is reachable. */
  readonly forceCoverTicks: Ticks | null;
  /** When a shut market opens next, and when an open one shuts (epoch ms); null when not due. */
  readonly opensAtMs: number | null;
  readonly closesAtMs: number | null;
  readonly nowMs: number;
}

/** `|a − b|`, the distance between two prices. */
function distance(a: bigint, b: bigint): bigint {
  return a > b ? a - b : b - a;
}

/** `part` as a share of `whole`, in basis points rounded down, for the words; `whole` is positive. */
function shareBp(part: bigint, whole: bigint): number {
  return Number((part * BP) / whole);
}

/** Whether `part` is more than `bp` basis points of `whole`, compared exactly (no rounding at the edge). */
function over(part: bigint, whole: bigint, bp: number): boolean {
  return part * BP > whole * BigInt(bp);
}

/** Whether `at` falls within the bell window after `nowMs` (a time already past is not a nudge). */
function within(atMs: number | null, nowMs: number): atMs is number {
  return atMs !== null && atMs > nowMs && atMs - nowMs <= MARKET_BELL_MS;
}

/**
 * The nudges an order draws, in a fixed order (BR12–BR16); empty when none. Each threshold is compared
 * exactly and is strict ("more than 5 %"), so an order exactly at one draws no nudge; the shares
 * reported for the words are rounded down. The entry
 * of a limit order is its limit; of a market order, the ask (buy) or bid (sell) now.
 */
export function orderNudges(f: NudgeFacts): Nudge[] {
  const nudges: Nudge[] = [];
  const marketTicks = fillPrice(f.direction, f.bidTicks, f.askTicks);
  if (f.priceType === 'limit' && f.limitTicks !== null && marketTicks > 0n) {
    const away = distance(f.limitTicks, marketTicks);
    if (over(away, marketTicks, LIMIT_FAR_BP)) nudges.push({ kind: 'limitFar', awayBp: shareBp(away, marketTicks) });
  }
  const prevClose = f.prevCloseTicks;
  if (f.lever > MOVER_LEVER_ABOVE && prevClose !== null && prevClose > 0n) {
    const move = distance(f.lastTicks, prevClose);
    if (over(move, prevClose, MOVER_MOVE_BP))
      nudges.push({ kind: 'leverOnMover', lever: f.lever, moveBp: shareBp(move, prevClose) });
  }
  const free = f.freeMarginMinor;
  if (f.marginMinor !== null && free !== null && free > 0n && over(f.marginMinor, free, MARGIN_SHARE_BP))
    nudges.push({ kind: 'marginShare', shareBp: shareBp(f.marginMinor, free) });
  if (within(f.opensAtMs, f.nowMs)) nudges.push({ kind: 'marketOpens', inMs: f.opensAtMs - f.nowMs });
  else if (within(f.closesAtMs, f.nowMs)) nudges.push({ kind: 'marketCloses', inMs: f.closesAtMs - f.nowMs });
  const entryTicks = f.priceType === 'limit' ? f.limitTicks : marketTicks;
  if (f.forceCoverTicks !== null && entryTicks !== null && entryTicks > 0n) {
    const away = distance(f.forceCoverTicks, entryTicks);
    if (!over(away, entryTicks, FORCE_COVER_NEAR_BP))
      nudges.push({ kind: 'forceCoverNear', awayBp: shareBp(away, entryTicks) });
  }
  return nudges;
}

/** Basis points as a percent with two decimals (`523` → `"5.23"`), exact. */
export function basisPointsText(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const rest = Math.abs(bp % 100);
  return `${whole}.${String(rest).padStart(2, '0')}`;
}
