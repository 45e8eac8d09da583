import { type Decision, type RuleFailure, refuse } from '../failure';
import { type Ticks, ticks } from '../money';
import type { Direction, Quote } from './settings';

/**
 * Which side of the quote each action trades at. Opening a buy pays the ask and closing it receives
 * the bid; a sell is the mirror. Stops, take-profits and P&L all read the closing side (O5).
 */

/** Whether a quote can be traded on: 0 < bid ≤ ask. */
export function isSaneQuote(quote: Quote): boolean {
  return quote.bidTicks > 0n && quote.askTicks >= quote.bidTicks;
}

/** The price a market order opens at: a buy at the ask, a sell at the bid. */
export function fillPrice(direction: Direction, bidTicks: Ticks, askTicks: Ticks): Ticks {
  return direction === 'buy' ? askTicks : bidTicks;
}

/** The price a position is valued and closed at: a buy at the bid, a sell at the ask. */
export function markPrice(direction: Direction, bidTicks: Ticks, askTicks: Ticks): Ticks {
  return direction === 'buy' ? bidTicks : askTicks;
}

/**
 * Whether a pending limit order can fill now: a buy when the ask is at or below its limit, a sell when
 * the bid is at or above it. It then fills at `fillPrice`, the limit or better.
 */
export function limitCrossed(direction: Direction, limitPriceTicks: Ticks, bidTicks: Ticks, askTicks: Ticks): boolean {
  return direction === 'buy' ? askTicks <= limitPriceTicks : bidTicks >= limitPriceTicks;
}

/** The exit levels of a held position. */
export interface ExitLevels {
  readonly direction: Direction;
  readonly stopLossTicks: Ticks | null;
  readonly takeProfitTicks: Ticks | null;
  /** An insured position's stop loss is guaranteed: it fills at exactly its stop price. */
  readonly insured: boolean;
}

export interface TriggeredExit {
  readonly reason: 'stop_loss' | 'take_profit';
  readonly fillPriceTicks: Ticks;
}

/**
 * Whether this tick closes the position by stop loss or take profit, and at what price. The closing
 * side is read (a buy's bid, a sell's ask). A buy's stop triggers at or below its level and its take
 * profit at or above; a sell's the reverse. An insured stop fills exactly at its stop price however
 * far the market gapped; an ordinary stop and a take profit fill at the crossing tick's price (O5). If
 * both seem triggered (impossible for levels `validateStops` accepted) the stop loss wins, the
 * cautious reading.
 */
export function triggeredExit(position: ExitLevels, bidTicks: Ticks, askTicks: Ticks): TriggeredExit | null {
  const closeTicks = markPrice(position.direction, bidTicks, askTicks);
  const buy = position.direction === 'buy';
  const sl = position.stopLossTicks;
  if (sl !== null && (buy ? closeTicks <= sl : closeTicks >= sl)) {
    return { reason: 'stop_loss', fillPriceTicks: position.insured ? sl : closeTicks };
  }
  const tp = position.takeProfitTicks;
  if (tp !== null && (buy ? closeTicks >= tp : closeTicks <= tp)) {
    return { reason: 'take_profit', fillPriceTicks: closeTicks };
  }
  return null;
}

/** O6's refusal of a level (601), about the field its sentence starts with ('stopLoss must be …'). */
function levelRefusal(detail: string): RuleFailure {
  return refuse('O6', detail.split(' ', 1)[0] ?? '', 601, detail);
}

/**
 * Checks stop loss and take profit when they are set (code 601 when wrong): each must be a positive
 * price; a buy's stop loss must be below its entry and its take profit above; a sell's the reverse.
 * `entryPriceTicks` is the fill price of a market order or the limit price of a limit order; when a
 * held position's levels are edited (O12) it is the current closing price, and `reference` says so in
 * the message ("the current price").
 */
export function validateStops(input: {
  readonly direction: Direction;
  readonly entryPriceTicks: Ticks;
  readonly stopLossTicks: Ticks | null;
  readonly takeProfitTicks: Ticks | null;
  readonly reference?: 'entry' | 'current';
}): Decision<null> {
  const bad = levelRefusal;
  const { direction, entryPriceTicks: entry, stopLossTicks: sl, takeProfitTicks: tp } = input;
  const buy = direction === 'buy';
  const what = input.reference === 'current' ? 'the current price' : 'the entry price';
  if (sl !== null) {
    if (sl <= 0n) return bad('stopLoss must be positive');
    if (buy ? sl >= entry : sl <= entry) return bad(`stopLoss must be ${buy ? 'below' : 'above'} ${what}`);
  }
  if (tp !== null) {
    if (tp <= 0n) return bad('takeProfit must be positive');
    if (buy ? tp <= entry : tp >= entry) return bad(`takeProfit must be ${buy ? 'above' : 'below'} ${what}`);
  }
  return { ok: true, value: null };
}

/** A held position's trailing stop: its direction, its current stop and the distance it trails by. */
export interface TrailLevels {
  readonly direction: Direction;
  /** The current stop loss, or null before the trail starts (a pending order that has not filled). */
  readonly stopLossTicks: Ticks | null;
  readonly trailingDistanceTicks: Ticks;
}

/** The lowest level a buy's trailing stop takes: one tick, so a held trailing position always has a stop. */
export const TRAIL_FLOOR_TICKS = ticks(1n);

/**
 * A trailing stop's level after this tick (O11): the best closing price since it was set, less the
 * distance for a buy (plus for a sell). The closing side is read (a buy's bid, a sell's ask), so the
 * first call at a fill (no current stop) starts the trail from the fill's closing-side price. The stop
 * only ever tightens: a buy's rises, a sell's falls, and a tick that would loosen it leaves it where
 * it is. A buy's stop is never below `TRAIL_FLOOR_TICKS` (while `bid − distance` is not positive it
 * sits at one tick). Because the stop is always best − distance (a sell's best + distance), the best
 * price since it was set is `stop + distance` (a sell's `stop − distance`): nothing else is stored,
 * and the engine moves many stops in one statement by comparing the price with that sum.
 */
export function trailStop(levels: TrailLevels, bidTicks: Ticks, askTicks: Ticks): Ticks {
  const distance = levels.trailingDistanceTicks;
  const current = levels.stopLossTicks;
  if (levels.direction === 'buy') {
    const raw = bidTicks - distance;
    const candidate = raw > TRAIL_FLOOR_TICKS ? ticks(raw) : TRAIL_FLOOR_TICKS;
    return current === null || candidate > current ? candidate : current;
  }
  const candidate = ticks(askTicks + distance);
  return current === null || candidate < current ? candidate : current;
}

/**
 * Checks a trailing distance against the price it trails from (code 601 when wrong, naming
 * `trailingDistance`): it must be positive and smaller than `referencePriceTicks`, so that a buy's
 * first stop is a positive price. The reference is the limit price of a pending limit order and the
 * current closing price otherwise.
 */
export function validateTrailingDistance(distanceTicks: Ticks | null, referencePriceTicks: Ticks): Decision<null> {
  const bad = levelRefusal;
  if (distanceTicks === null) return { ok: true, value: null };
  if (distanceTicks <= 0n) return bad('trailingDistance must be positive');
  if (distanceTicks >= referencePriceTicks) return bad('trailingDistance must be smaller than the price');
  return { ok: true, value: null };
}
