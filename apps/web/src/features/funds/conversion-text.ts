import { conversionParts, type FundsAmounts } from '@demo/client';
import type { TFunction } from 'i18next';

/**
 * A recharge or withdrawal that moved in another currency, in words (docs/SPEC.md FR1): "100.00 USDT
 * → ₹8,489.99 at ₹84.8999", every figure through the one money formatter and the rate as recorded at
 * submission; null when it moved in the account's own currency.
 */
export function conversionText(t: TFunction, row: FundsAmounts): string | null {
  const parts = conversionParts(row);
  return parts === null ? null : t('fx.conversion', parts);
}
