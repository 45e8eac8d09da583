import type { CandleTicks } from '../market/candles';
import { MINUTE_MS } from '../market/time-zone';
import type { Direction } from './settings';

/**
 * The trigger audit (docs/SPEC.md RC4, RC5): for an order's stop loss, take profit, trailing stop,
 * limit or expiry, and for a forced cover, why it fired when it did, or why it did not in a window.
 * Pure: the caller passes the order's facts, the fill the engine recorded, and the minute candles and
 * halts of the window.
 */

export type TriggerKind = 'stop_loss' | 'take_profit' | 'trailing_stop' | 'expiry' | 'force_cover' | 'limit' | 'alert';

/** A halt that held the product for a while (HL10): from its start to its resume, null while in force. */
export interface HaltWindow {
  readonly fromMs: number;
  readonly toMs: number | null;
}

export type TriggerReason =
  | 'reached'
  | 'gap'
  | 'insured_gap'
  | 'expired'
  | 'margin_level'
  | 'not_reached'
  | 'market_closed'
  | 'halted'
  | 'no_trigger';

/** The tick a trigger fired on, as the fill recorded it. */
export interface FiredTick {
  readonly kind: TriggerKind;
  readonly timeMs: number;
  readonly seq: number | null;
  /** The quote's bid and ask in ticks; null for an expiry, which no tick sets off. */
  readonly bidTicks: bigint | null;
  readonly askTicks: bigint | null;
  /** The fill price (a close's price; an expiry's is none: null). */
  readonly priceTicks: bigint | null;
}

export interface TriggerAuditInput<H extends HaltWindow = HaltWindow> {
  readonly direction: Direction;
  /**
   * What the order watches: `exit` (a held position's stop loss or take profit: the closing side, a buy's
   * bid) or `entry` (a pending limit: the opening side, a buy's ask).
   */
  readonly watching: 'exit' | 'entry';
  /** The level watched; null when the order has none. */
  readonly levelTicks: bigint | null;
  /** Whether the level is crossed from above (a buy's stop, a sell's take profit, a buy limit) or below. */
  readonly crossesDownward: boolean;
  /** The product's spread in ticks: a candle is of the price, whose bid is price − ⌊spread/2⌋ (K1). */
  readonly spreadTicks: number;
  readonly fired: FiredTick | null;
  /** Whether the stop was insured (O5: it then fills at its level however far the market gapped). */
  readonly insured: boolean;
  /** The window's minute candles, oldest first (stored, or derived from the seed where none are stored). */
  readonly candles: readonly CandleTicks[];
  /** The halts of the product or its market that overlapped the window (HL10), any order. */
  readonly halts: readonly H[];
}

export interface TriggerAuditResult<H extends HaltWindow = HaltWindow> {
  readonly fired: FiredTick | null;
  /** The watched side's price nearest the level in the window, and when; null without a traded minute. */
  readonly nearest: { readonly priceTicks: bigint; readonly timeMs: number } | null;
  readonly reason: TriggerReason;
  /** With `halted`: the halt that held the product in the first minute the level was passed. */
  readonly halt: H | null;
}

/**
 * Audits one order's trigger (RC4, RC5). A fired trigger is `reached` when the tick that fired it was
 * within one spread of the level (or better), `gap` when it had passed the level by more (an ordinary
 * stop fills at that tick, O5), `insured_gap` when an insured stop filled at its level through a gap, `expired` for a
 * limit that ran out (O10) and `margin_level` for a forced cover (M2). One that did not fire is
 * `market_closed` when no minute of the window traded, `halted` when the level was passed while a halt
 * held the product, else `not_reached`, with the nearest the watched side came. `no_trigger` when the
 * order watches no level and nothing fired.
 */
export function auditTrigger<H extends HaltWindow>(input: TriggerAuditInput<H>): TriggerAuditResult<H> {
  const nearest = nearestApproach(input);
  const { fired, levelTicks } = input;
  if (fired) {
    if (fired.kind === 'expiry') return { fired, nearest, reason: 'expired', halt: null };
    if (fired.kind === 'force_cover') return { fired, nearest, reason: 'margin_level', halt: null };
    return { fired, nearest, reason: firedReason(input, fired), halt: null };
  }
  if (levelTicks === null) return { fired: null, nearest, reason: 'no_trigger', halt: null };
  if (nearest === null) return { fired: null, nearest, reason: 'market_closed', halt: null };
  const halt = haltWhilePassed(input, levelTicks);
  return { fired: null, nearest, reason: halt ? 'halted' : 'not_reached', halt };
}

/**
 * The halt that held the product during the first minute whose watched side passed the level (RC9):
 * a level passed only outside halts was simply not reached by a tick the engine saw.
 */
function haltWhilePassed<H extends HaltWindow>(input: TriggerAuditInput<H>, levelTicks: bigint): H | null {
  const offset = sideOffset(input);
  for (const candle of input.candles) {
    const price = BigInt((input.crossesDownward ? candle.low : candle.high) + offset);
    const passed = input.crossesDownward ? price <= levelTicks : price >= levelTicks;
    if (!passed) continue;
    const end = candle.time + MINUTE_MS;
    const halt = input.halts.find((h) => h.fromMs < end && (h.toMs === null || h.toMs > candle.time));
    if (halt) return halt;
  }
  return null;
}

/** The watched side from a candle's price: bid = price − ⌊spread/2⌋, ask = bid + spread (K1). */
function sideOffset(input: Pick<TriggerAuditInput, 'spreadTicks' | 'direction' | 'watching'>): number {
  const half = Math.floor(input.spreadTicks / 2);
  return watchedSide(input) === 'bid' ? -half : input.spreadTicks - half;
}

function firedReason(input: TriggerAuditInput<HaltWindow>, fired: FiredTick): TriggerReason {
  const { levelTicks } = input;
  const side = watchedSide(input);
  const tick = side === 'bid' ? fired.bidTicks : fired.askTicks;
  if (levelTicks === null || tick === null || fired.bidTicks === null || fired.askTicks === null) return 'reached';
  // A take profit or a limit that the tick passed filled better than asked: reached.
  if (fired.kind !== 'stop_loss' && fired.kind !== 'trailing_stop') return 'reached';
  // Within one spread of the level the stop was reached by the market's own step; further, the price
  // jumped across it between two ticks (RC5).
  const spread = fired.askTicks - fired.bidTicks;
  const past = input.crossesDownward ? levelTicks - tick : tick - levelTicks;
  if (past <= spread) return 'reached';
  return input.insured && fired.priceTicks === levelTicks ? 'insured_gap' : 'gap';
}

/** The side of the quote the order watches: a buy exits on the bid and enters on the ask (O5). */
export function watchedSide(input: Pick<TriggerAuditInput, 'direction' | 'watching'>): 'bid' | 'ask' {
  const buy = input.direction === 'buy';
  return input.watching === 'exit' ? (buy ? 'bid' : 'ask') : buy ? 'ask' : 'bid';
}

/**
 * The watched side's extreme toward the level over the window's candles: the lowest (level crossed
 * downward) or highest, moved from the candle's price to its bid or ask by the product's spread as the
 * simulator quotes it. The earliest minute wins a tie.
 */
function nearestApproach(input: TriggerAuditInput): TriggerAuditResult['nearest'] {
  const offset = sideOffset(input);
  let best: { priceTicks: bigint; timeMs: number } | null = null;
  for (const candle of input.candles) {
    const price = BigInt((input.crossesDownward ? candle.low : candle.high) + offset);
    if (best === null || (input.crossesDownward ? price < best.priceTicks : price > best.priceTicks)) {
      best = { priceTicks: price, timeMs: candle.time };
    }
  }
  return best;
}

/**
 * Whether a trigger of `kind` on a `direction` order fires as its watched side falls to the level: a
 * buy's stop loss and limit and a sell's take profit do; a buy's take profit and a sell's stop loss
 * and limit fire as it rises.
 */
export function crossesDownward(kind: 'stop_loss' | 'take_profit' | 'limit', direction: Direction): boolean {
  const buy = direction === 'buy';
  return kind === 'take_profit' ? !buy : buy;
}
