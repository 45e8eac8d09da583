import { convertMinor, isKnownCurrency, recordedRate } from '../fx';
import type { Conversion } from './transfer';

/**
 * Why a recorded conversion does not recompute (X1), or null when it does: the account amount must be
 * exactly `convertMinor(instrument amount, recorded rate)`, both amounts positive, both currencies
 * known and different. `reconcile()` and the customer's statement use the same check.
 */
export function conversionMismatch(c: Conversion): string | null {
  if (c.instrumentCurrency === c.accountCurrency) return `converts ${c.accountCurrency} into itself`;
  if (!isKnownCurrency(c.instrumentCurrency) || !isKnownCurrency(c.accountCurrency)) {
    return `unknown currency in ${c.instrumentCurrency} → ${c.accountCurrency}`;
  }
  if (c.instrumentAmountMinor <= 0n || c.accountAmountMinor <= 0n) return 'amounts must be positive';
  const rate = recordedRate(c.instrumentCurrency, c.accountCurrency, 'pay', c.rate);
  if (rate === null) return `rate ${c.rate} is not a positive decimal`;
  const expected = convertMinor(c.instrumentAmountMinor, rate);
  if (expected !== c.accountAmountMinor) {
    return `${c.instrumentAmountMinor} ${c.instrumentCurrency} at ${c.rate} is ${expected} ${c.accountCurrency}, recorded ${c.accountAmountMinor}`;
  }
  return null;
}
