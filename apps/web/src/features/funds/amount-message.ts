import { formatDecimal } from '@demo/client';
import type { TFunction } from 'i18next';
import type { AmountLimits, AmountProblem } from './amount';

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
