import { type Decision, refuse } from '../failure';
import { formatMoney, minor, parseMoney } from '../money';
import { type AlertCondition, alertConditionMet, alertMetric } from './book';

/** Decimals of a change-rate level: hundredths of a percent, like the quotes' `changeRate`. */
export const ALERT_RATE_DECIMALS = 2;
/** The largest change-rate level either way, in hundredths of a percent (±1,000.00 %). */
export const ALERT_RATE_ABS_MAX_HUNDREDTHS = 100_000n;

/** Which of AL3's checks a refused level failed: `values.check` of its refusal names it. */
type AlertLevelCheck = 'format' | 'decimals' | 'positive' | 'range' | 'met';

/**
 * Reads a customer's level for an alert: a price in ticks of the product's `decimals` (positive), or
 * a change rate in hundredths of a percent (within ±1,000 %); then refuses a level the current value
 * already meets (AL3), so an alert fires only on a crossing. `current` is the value now in the same
 * unit, or null when the product has no quote yet (then any level is accepted). A refusal is AL3's
 * about `value` (404); its `values` name the check, the level's decimals and the current value.
 */
export function readAlertLevel(
  condition: AlertCondition,
  text: string,
  priceDecimals: number,
  current: bigint | null,
): Decision<bigint> {
  const metric = alertMetric(condition);
  const decimals = alertLevelDecimals(condition, priceDecimals);
  const currentText = current === null ? '' : formatMoney(minor(current), decimals);
  const refused = (check: AlertLevelCheck, message: string) =>
    refuse('AL3', 'value', 404, message, { check, decimals: String(decimals), current: currentText });
  const parsed = parseMoney(text, decimals);
  if (!parsed.ok)
    return parsed.error === 'too_many_decimals'
      ? refused('decimals', `must have at most ${decimals} decimals`)
      : refused('format', 'must be a number');
  const level: bigint = parsed.value;
  if (metric === 'price' && level <= 0n) return refused('positive', 'must be greater than 0');
  if (metric === 'rate' && (level > ALERT_RATE_ABS_MAX_HUNDREDTHS || level < -ALERT_RATE_ABS_MAX_HUNDREDTHS))
    return refused('range', 'must be between -1000.00 and 1000.00 percent');
  if (current !== null && alertConditionMet(condition, level, current))
    return refused('met', `is already met by the current value ${currentText}`);
  return { ok: true, value: level };
}

/** The decimals a condition's level is written with. */
function alertLevelDecimals(condition: AlertCondition, priceDecimals: number): number {
  return alertMetric(condition) === 'price' ? priceDecimals : ALERT_RATE_DECIMALS;
}

/** Formats a stored level back into the decimal string the customer set. */
export function formatAlertLevel(condition: AlertCondition, level: bigint, priceDecimals: number): string {
  return formatMoney(minor(level), alertMetric(condition) === 'price' ? priceDecimals : ALERT_RATE_DECIMALS);
}
