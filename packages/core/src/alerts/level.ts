import { formatMoney, minor, parseMoney } from '../money';
import { type Checked, err, ok } from '../result';
import { type AlertCondition, alertConditionMet, alertMetric } from './book';

/** Decimals of a change-rate level: hundredths of a percent, like the quotes' `changeRate`. */
export const ALERT_RATE_DECIMALS = 2;
/** The largest change-rate level either way, in hundredths of a percent (±1,000.00 %). */
export const ALERT_RATE_ABS_MAX_HUNDREDTHS = 100_000n;

/** Why a level was refused; the caller names the field and, for `already_met`, the current value. */
export type AlertLevelError = 'format' | 'too_many_decimals' | 'not_positive' | 'out_of_range' | 'already_met';

/**
 * Reads a customer's level for an alert: a price in ticks of the product's `decimals` (positive), or
 * a change rate in hundredths of a percent (within ±1,000 %); then refuses a level the current value
 * already meets (AL3), so an alert fires only on a crossing. `current` is the value now in the same
 * unit, or null when the product has no quote yet (then any level is accepted).
 */
export function readAlertLevel(
  condition: AlertCondition,
  text: string,
  priceDecimals: number,
  current: bigint | null,
): Checked<bigint, AlertLevelError> {
  const metric = alertMetric(condition);
  const decimals = metric === 'price' ? priceDecimals : ALERT_RATE_DECIMALS;
  const parsed = parseMoney(text, decimals);
  if (!parsed.ok) return err(parsed.error === 'too_many_decimals' ? 'too_many_decimals' : 'format');
  const level: bigint = parsed.value;
  if (metric === 'price' && level <= 0n) return err('not_positive');
  if (metric === 'rate' && (level > ALERT_RATE_ABS_MAX_HUNDREDTHS || level < -ALERT_RATE_ABS_MAX_HUNDREDTHS))
    return err('out_of_range');
  if (current !== null && alertConditionMet(condition, level, current)) return err('already_met');
  return ok(level);
}

/** The decimals a condition's level is written with. */
export function alertLevelDecimals(condition: AlertCondition, priceDecimals: number): number {
  return alertMetric(condition) === 'price' ? priceDecimals : ALERT_RATE_DECIMALS;
}

/** Formats a stored level back into the decimal string the customer set. */
export function formatAlertLevel(condition: AlertCondition, level: bigint, priceDecimals: number): string {
  return formatMoney(minor(level), alertMetric(condition) === 'price' ? priceDecimals : ALERT_RATE_DECIMALS);
}
