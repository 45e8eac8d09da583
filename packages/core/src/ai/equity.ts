import { roundHalfUp } from '../money';
import type { StrategyPosition } from './strategies';

/**
 * One step of an AI product's equity (docs/SPEC.md I2): holding `position` × `lever` from a price of
 * `fromTicks` to `toTicks` multiplies the equity by 1 + position × lever × (to − from) ÷ from,
 * rounded half-up once to a whole unit (a minor unit of money live, a 10⁻⁸ of the start in a
 * backtest). The equity never goes below zero: a product can lose its whole amount and no more, so
 * the customer never owes anything (I3). The backtest and the live runner both step with this one
 * function, so they agree to the unit on the same prices.
 */
export function stepEquity(
  equity: bigint,
  position: StrategyPosition,
  lever: number,
  fromTicks: bigint,
  toTicks: bigint,
): bigint {
  if (equity <= 0n) return 0n;
  if (position === 0 || fromTicks === toTicks) return equity;
  if (fromTicks <= 0n) throw new RangeError('a price must be positive');
  const factor = fromTicks + BigInt(position * lever) * (toTicks - fromTicks);
  if (factor <= 0n) return 0n;
  return roundHalfUp(equity * factor, fromTicks);
}

/**
 * A change as a percentage with two decimals (`"4.25"` is +4.25 %), rounded half-up once, the way
 * quotes show `changeRate`. From zero it is 0.
 */
export function changePercent(from: bigint, to: bigint): string {
  return ratioPercent(to - from, from);
}

/** part ÷ whole as a percentage with two decimals, rounded half-up once; "0.00" when whole is 0. */
export function ratioPercent(part: bigint, whole: bigint): string {
  if (whole <= 0n) return '0.00';
  const hundredths = roundHalfUp(part * 10_000n, whole);
  const negative = hundredths < 0n;
  const magnitude = negative ? -hundredths : hundredths;
  return `${negative ? '-' : ''}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
}
