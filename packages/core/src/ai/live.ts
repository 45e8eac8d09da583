import type { BarClose } from './backtest';
import { stepEquity } from './equity';
import { positions, type StrategyPosition, type StrategySpec } from './strategies';

/**
 * A customer's AI product as it runs (docs/SPEC.md I2, I5, I6): the equity committed at the last
 * step, the position held since, and the price that step was taken at. Live it is stepped with the
 * backtest's own `stepEquity` and `positions`: at each completed bar the equity moves from the anchor
 * price to the bar's close and the strategy decides the next position; between bars the current price
 * marks it. A paused product holds no position, so its equity stands still until it resumes.
 */
export interface LiveState {
  /** Equity in minor units of the account's currency; the amount at the start. */
  readonly equityMinor: bigint;
  readonly position: StrategyPosition;
  /** The price (whole ticks) of the last step: the purchase, a resume, or the last bar's close. */
  readonly anchorPriceTicks: bigint;
  /** The start of the last completed bar taken into account (epoch ms), or null before any bar. */
  readonly anchorBarMs: number | null;
}

/** The decision after the last of `bars` (completed bars, oldest first); flat when paused. */
function decisionAfter(bars: readonly BarClose[], spec: StrategySpec): StrategyPosition {
  return (
    positions(
      bars.map((b) => b.close),
      spec,
    ).at(-1) ?? 0
  );
}

/**
 * Starts (or resumes) at `priceTicks`: the position is the strategy's decision after the completed
 * bars so far, and the equity is kept as it is (the amount on a purchase).
 */
export function startLive(
  equityMinor: bigint,
  priceTicks: bigint,
  completedBars: readonly BarClose[],
  spec: StrategySpec,
): LiveState {
  return {
    equityMinor,
    position: decisionAfter(completedBars, spec),
    anchorPriceTicks: priceTicks,
    anchorBarMs: completedBars.at(-1)?.time ?? null,
  };
}

/**
 * Takes in the bars completed since the anchor: for each bar later than `anchorBarMs` (in order) the
 * equity steps from the anchor price to its close, and the strategy decides on the closes up to it.
 * `completedBars` is the history the strategy reads, oldest first; bars at or before the anchor are
 * only read. Returns the same state when no bar completed.
 */
export function advanceLive(
  state: LiveState,
  completedBars: readonly BarClose[],
  spec: StrategySpec,
  lever: number,
): LiveState {
  const held = positions(
    completedBars.map((b) => b.close),
    spec,
  );
  let next = state;
  for (let i = 0; i < completedBars.length; i++) {
    const bar = completedBars[i];
    if (!bar || (next.anchorBarMs !== null && bar.time <= next.anchorBarMs)) continue;
    next = {
      equityMinor: stepEquity(next.equityMinor, next.position, lever, next.anchorPriceTicks, bar.close),
      position: held[i] ?? 0,
      anchorPriceTicks: bar.close,
      anchorBarMs: bar.time,
    };
  }
  return next;
}

/** The equity at `priceTicks` now, between bars. */
export function markLive(state: LiveState, priceTicks: bigint, lever: number): bigint {
  return stepEquity(state.equityMinor, state.position, lever, state.anchorPriceTicks, priceTicks);
}

/** Pausing at `priceTicks`: the mark becomes the committed equity and the position goes flat. */
export function pauseLive(state: LiveState, priceTicks: bigint, lever: number): LiveState {
  return { ...state, equityMinor: markLive(state, priceTicks, lever), position: 0, anchorPriceTicks: priceTicks };
}
