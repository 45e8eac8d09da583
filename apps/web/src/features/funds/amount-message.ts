import { formatDecimal } from '@demo/client';
import type { TFunction } from 'i18next';
import { type AmountLimits, type AmountProblem, amountProblem } from './amount';

/**
 * What is wrong with a recharge or withdrawal amount, in words that name the limit and its value
 * (SPEC V6): "The minimum is ₹100.00", "You have ₹1,000.00 available" — never only "Enter right amount".
 */
export function amountMessage(
  t: TFunction,
  problem: AmountProblem,
  limits: AmountLimits,
  currency: string | undefined,
): string {
  const money = (value: string | null | undefined) =>
    formatDecimal(value ?? null, currency === undefined ? {} : { currency }).text;
  switch (problem) {
    case 'belowMin':
      return t('validation.amount.belowMin', { amount: money(limits.min) });
    case 'aboveAvailable':
      return t('validation.amount.aboveAvailable', { amount: money(limits.max) });
    default:
      return t(`validation.amount.${problem}`);
  }
}

/**
 * An amount field's two errors: `error` holds the form's submit back and shows once submit has been
 * pressed; `typing` is what is said while the customer types, before any submit: every problem but
 * an amount not typed yet. A form shows `form.shown(errors).amount ?? typing`.
 */
export function amountErrors(
  t: TFunction,
  text: string,
  limits: AmountLimits,
  currency: string | undefined,
): { error: string | null; typing: string | null } {
  const problem = amountProblem(text, limits);
  const error = problem ? amountMessage(t, problem, limits, currency) : null;
  return { error, typing: problem === 'empty' ? null : error };
}
