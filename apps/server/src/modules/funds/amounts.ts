import { currencyDecimals, formatMoney, minor } from '@demo/core';

/** A recharge or withdrawal row as stored: the account's side, and the channel's when it converted (X6). */
interface StoredAmounts {
  currency: string;
  amountMinor: bigint;
  fxCurrency: string | null;
  fxAmountMinor: bigint | null;
  fxRate: string | null;
}

/**
 * Both sides of a recharge or withdrawal as every list shows them (docs/SPEC.md FR1): read from the
 * columns written when the customer submitted it, so a later rate never changes what a row says.
 */
export function fundsAmountsOf(row: StoredAmounts): {
  channelAmount: string;
  channelCurrency: string;
  accountAmount: string;
  accountCurrency: string;
  rate: string | null;
} {
  const accountAmount = formatMoney(minor(row.amountMinor), currencyDecimals(row.currency));
  if (row.fxCurrency === null || row.fxAmountMinor === null || row.fxRate === null) {
    return {
      channelAmount: accountAmount,
      channelCurrency: row.currency,
      accountAmount,
      accountCurrency: row.currency,
      rate: null,
    };
  }
  return {
    channelAmount: formatMoney(minor(row.fxAmountMinor), currencyDecimals(row.fxCurrency)),
    channelCurrency: row.fxCurrency,
    accountAmount,
    accountCurrency: row.currency,
    rate: row.fxRate,
  };
}
