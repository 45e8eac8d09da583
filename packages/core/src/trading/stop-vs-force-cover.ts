import { type Decision, refuse } from '../failure';
import { type Minor, minor, type Ticks } from '../money';
import type { AccountFx } from './account-fx';
import type { PositionSize } from './costs';
import { forceCoverPriceTicks, type MarkedPosition } from './margin';
import type { Direction, TradingSettings } from './settings';

/**
 * The forced-cover price of one position inside its account (LV2), from the same figures the engine's
 * `forceCoverPlan` reads: the account's available balance (after this position's own costs, when it is
 * a new order) and the other open positions, each marked at the current quote. Pending holds are left
 * out, as the engine leaves them out of equity. Null when no positive price reaches the level.
 */
export function accountForceCoverTicks(input: {
  readonly position: PositionSize & { readonly marginMinor: Minor };
  readonly availableMinor: Minor;
  readonly others: readonly MarkedPosition[];
  readonly settings: Pick<TradingSettings, 'tradeForceCoverRate'>;
  readonly fx?: AccountFx;
}): Ticks | null {
  let otherEquity: bigint = input.availableMinor;
  let otherMargin = 0n;
  for (const p of input.others) {
    otherEquity += p.marginMinor + p.pnlMinor;
    otherMargin += p.marginMinor;
  }
  return forceCoverPriceTicks({
    position: input.position,
    otherEquityMinor: minor(otherEquity),
    otherMarginMinor: minor(otherMargin),
    forceCoverRate: input.settings.tradeForceCoverRate,
    ...(input.fx === undefined ? {} : { fx: input.fx }),
  });
}

/**
 * The rule the ticket and the server share (LV3): a stop loss must lie at or inside the position's
 * forced-cover price, at or above it for a buy and at or below it for a sell. A stop beyond it would
 * never act, since forced cover closes the position first at the market (M2), while the customer
 * believes the position runs until the stop. A stop exactly at that price is kept: the engine checks
 * exits before margin on each tick, so the stop closes the position there. An insured stop is held to
 * the same rule: its guarantee only acts when the stop triggers, which forced cover pre-empts. No
 * stop, or no reachable forced-cover price, passes.
 */
export function checkStopInsideForceCover(input: {
  readonly direction: Direction;
  readonly stopLossTicks: Ticks | null;
  readonly forceCoverTicks: Ticks | null;
}): Decision<null> {
  const { stopLossTicks: stop, forceCoverTicks: level } = input;
  if (stop === null || level === null) return { ok: true, value: null };
  const beyond = input.direction === 'buy' ? stop < level : stop > level;
  if (!beyond) return { ok: true, value: null };
  const side = input.direction === 'buy' ? 'at or above' : 'at or below';
  // The level, in ticks of the product, for the message that names it (the caller formats it).
  return refuse('LV3', 'stopLoss', 601, `stopLoss must be ${side} the forced-cover price`, {
    forceCoverTicks: String(level),
  });
}
