/**
 * Currencies the platform keeps money in, with the number of decimals of their minor unit (ISO 4217:
 * the yen and the won have none, so one minor unit of them is one yen or one won). Amounts of a
 * currency are always integers of its minor unit (money.ts), so a conversion must know both
 * exponents to be exact.
 */
export const CURRENCY_DECIMALS: Readonly<Record<string, number>> = {
  INR: 2,
  USD: 2,
  JPY: 0,
  KRW: 0,
  HKD: 2,
  TWD: 2,
  CHF: 2,
  CAD: 2,
  EUR: 2,
  GBP: 2,
  AUD: 2,
  NZD: 2,
  USDT: 2,
};

/** The currency every cross rate goes through (X4): each quote currency of the catalogue has a USD pair. */
export const FX_PIVOT_CURRENCY = 'USD';

/** Whether the platform knows this currency's minor unit. */
export function isKnownCurrency(code: string): boolean {
  return Object.hasOwn(CURRENCY_DECIMALS, code);
}

/**
 * Decimals of the minor unit of `code` (INR 2, JPY 0). An unknown code is a bug in the caller (every
 * product and setting is validated against this table), so it throws.
 */
export function currencyDecimals(code: string): number {
  const decimals = CURRENCY_DECIMALS[code];
  if (decimals === undefined) throw new RangeError(`unknown currency ${code}`);
  return decimals;
}
