import { conversionParts, type FundsAmounts, formatDecimal, moneyText } from '@demo/client';

/**
 * How a review queue writes a recharge's or withdrawal's amount (docs/SPEC.md FR1). A reviewer checks
 * the chain for the channel's figure, so a USDT one reads "100.00 USDT → ₹8,489.99 at ₹84.8999": the
 * USDT first, then what the account is credited or held, at the rate recorded when it was submitted.
 * One in the account's own currency reads as the console writes money, "500.00 INR".
 */
export function amountText(row: FundsAmounts): string {
  const parts = conversionParts(row);
  if (parts === null) return accountText(row);
  return `${parts.paid} → ${parts.credited} at ${parts.rate}`;
}

/** The account's side alone: what is credited, held or returned ("8,489.99 INR"). */
export function accountText(row: Pick<FundsAmounts, 'accountAmount' | 'accountCurrency'>): string {
  const figure = formatDecimal(row.accountAmount, { currency: row.accountCurrency, symbol: false }).text;
  return `${figure} ${row.accountCurrency}`;
}

/** The channel's side alone: what the reviewer looks for on the chain or the bank statement. */
export function channelText(row: Pick<FundsAmounts, 'channelAmount' | 'channelCurrency'>): string {
  return moneyText(row.channelAmount, row.channelCurrency);
}
