import type { ORDER_VALIDITIES } from '@demo/contract';
import { type Direction, formatIndiaTime, formatPrice, markPrice, parseIndiaTime, type Ticks } from '@demo/core';
import { priceTicksOf, type StopsProblem, stopsProblem } from './estimate';

/**
 * The exit and lifetime choices of an order, as the trade sheet and the edit sheet show them and as
 * `order/create` and `order/update` want them: a trailing stop instead of a fixed stop loss (SPEC O11),
 * and how long a limit order waits (SPEC O10). Pure, so the payloads are proved by unit tests (V9).
 */

/** A stop loss is either a fixed price or a trailing distance; the contract refuses both at once. */
export type StopMode = 'fixed' | 'trailing';
export type Validity = (typeof ORDER_VALIDITIES)[number];

/**
 * Where a trailing stop starts: the position's closing side of the quote (a buy's bid, a sell's ask)
 * moved by the distance against the position, i.e. bid − distance for a buy and ask + distance for a
 * sell. Null when the distance is not a price of the product or the level would not be above zero.
 */
export function trailingStartTicks(input: {
  readonly direction: Direction;
  readonly bid: string;
  readonly ask: string;
  readonly distance: string;
  readonly decimals: number;
}): Ticks | null {
  const distance = priceTicksOf(input.distance, input.decimals);
  const bid = priceTicksOf(input.bid, input.decimals);
  const ask = priceTicksOf(input.ask, input.decimals);
  if (distance === null || bid === null || ask === null) return null;
  const close = markPrice(input.direction, bid, ask);
  const level = input.direction === 'buy' ? close - distance : close + distance;
  return level > 0n ? (level as Ticks) : null;
}

/** The closing side of the quote (a buy's bid, a sell's ask) in ticks, or null when not a price. */
export function closingTicks(direction: Direction, bid: string, ask: string, decimals: number): Ticks | null {
  const b = priceTicksOf(bid, decimals);
  const a = priceTicksOf(ask, decimals);
  return b === null || a === null ? null : markPrice(direction, b, a);
}

/** `trailingStartTicks` as a price text in the product's decimals, or null. */
export function trailingStartText(input: Parameters<typeof trailingStartTicks>[0]): string | null {
  const level = trailingStartTicks(input);
  return level === null ? null : formatPrice(level, input.decimals);
}

export type ValidityProblem = 'validUntilFormat' | 'validUntilPast';

/**
 * The `validity` and `validUntil` fields of `order/create` for the sheet's choice: nothing for a market
 * order (it fills at once, and the contract takes only `gtc` for it), `gtc` and `day` as they are, and
 * `until` with the typed India date-time as epoch ms, which must be in the future.
 */
export function validityPayload(input: {
  readonly priceType: 'market' | 'limit';
  readonly validity: Validity;
  readonly untilText: string;
  readonly nowMs: number;
}): { ok: true; value: { validity?: Validity; validUntil?: number } } | { ok: false; problem: ValidityProblem } {
  if (input.priceType === 'market') return { ok: true, value: {} };
  if (input.validity !== 'until') return { ok: true, value: { validity: input.validity } };
  const at = parseIndiaTime(input.untilText);
  if (at === null) return { ok: false, problem: 'validUntilFormat' };
  if (at <= input.nowMs) return { ok: false, problem: 'validUntilPast' };
  return { ok: true, value: { validity: 'until', validUntil: at } };
}

/** The default "until" of the sheet: one day from now, on the minute, in India time. */
export function defaultUntilText(nowMs: number): string {
  const DAY_MS = 24 * 60 * 60 * 1000;
  return formatIndiaTime(nowMs + DAY_MS, 'YYYY-MM-DDTHH:mm');
}

export type ExitProblem = StopsProblem | 'trailingFormat' | 'trailingTooFar' | 'insuranceNeedsFixedStop';

/**
 * The exit levels checked as the server checks them (code 601, core `validateStops` and
 * `validateTrailingDistance`): in trailing mode the distance must be a price of the product smaller
 * than the price it trails from; insurance guarantees a fixed stop price only, so it refuses a trailing
 * stop, as the server does; the take profit is checked against the reference price either way.
 * The first problem, or null.
 */
export function exitProblem(input: {
  readonly direction: Direction;
  /** The entry (limit or fill) price, or for a held position its current closing price. */
  readonly referenceTicks: Ticks | null;
  /**
   * The price a trailing distance must stay under (SPEC O11): a market order's closing side of the
   * quote, a limit order's limit price, a held position's current closing price; null when unknown.
   */
  readonly trailsFromTicks: Ticks | null;
  readonly stopMode: StopMode;
  readonly stopLoss: string;
  readonly takeProfit: string;
  readonly trailingDistance: string;
  readonly insurance: boolean;
  readonly decimals: number;
  readonly bid: string;
  readonly ask: string;
}): ExitProblem | null {
  const common = {
    direction: input.direction,
    entryPriceTicks: input.referenceTicks,
    takeProfit: input.takeProfit,
    decimals: input.decimals,
  };
  if (input.stopMode === 'fixed') {
    return stopsProblem({ ...common, stopLoss: input.stopLoss, insurance: input.insurance });
  }
  const distance = priceTicksOf(input.trailingDistance, input.decimals);
  if (distance === null) return 'trailingFormat';
  if (input.trailsFromTicks !== null && distance >= input.trailsFromTicks) return 'trailingTooFar';
  if (input.insurance) return 'insuranceNeedsFixedStop';
  return stopsProblem({ ...common, stopLoss: '', insurance: false });
}
