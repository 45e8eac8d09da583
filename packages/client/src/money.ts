import { AMOUNT_DECIMALS, COLOR_DOWN, COLOR_UP, type MarketColorMode } from '@demo/contract/refs';
import { currencyDecimals, formatMoney, minor, roundHalfUp } from '@demo/core';

/**
 * The one money formatter of the web app and the console, for the decimal strings the wire carries.
 * A value is read exactly into an integer of its own decimal places, rounded to the places shown by
 * core's `roundHalfUp` (the platform's one rounding rule: half away from zero, so -1.005 shows
 * -1.01) and written by core's `formatMoney`; money never passes through a binary float. This
 * module only adds what a screen needs around it: grouping, the currency symbol and the sign.
 */
export type Sign = -1 | 0 | 1;

export interface FormattedMoney {
  text: string;
  sign: Sign;
}

export interface FormatOptions {
  /** Places shown; default the contract's `AMOUNT_DECIMALS` (2). */
  decimals?: number;
  /** Show "+" before positive values. */
  signed?: boolean;
  /** Group digits. Default true: lakh/crore (12,34,567) for INR or no currency, thousands for any other. */
  grouped?: boolean;
  /** ISO code: its symbol goes before the digits (after the sign) and it picks the grouping. */
  currency?: string;
  /** Write the currency's symbol (default true); false keeps only its grouping (the console writes the code after). */
  symbol?: boolean;
}

/** A decimal as the wire writes it, leniently: an optional sign, digits, a point, digits (`.5`, `7.`). */
const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

/** Groups integer digits the Indian way: the last three, then pairs (12,34,567). */
export function groupIndian(intDigits: string): string {
  if (intDigits.length <= 3) return intDigits;
  const last3 = intDigits.slice(-3);
  let rest = intDigits.slice(0, -3);
  const groups: string[] = [];
  while (rest.length > 2) {
    groups.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  if (rest) groups.unshift(rest);
  return `${groups.join(',')},${last3}`;
}

/** Groups integer digits by thousands (1,234,567): every currency except the rupee. */
export function groupThousands(intDigits: string): string {
  return intDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Symbols of the currencies the platform prices in; a code without one is written before the amount. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  INR: '₹',
  USD: '$',
  JPY: '¥',
  KRW: '₩',
  HKD: 'HK$',
  TWD: 'NT$',
  EUR: '€',
  GBP: '£',
  CAD: 'C$',
  AUD: 'A$',
  NZD: 'NZ$',
  CHF: 'CHF ',
  USDT: 'USDT ',
};

/** The symbol written before an amount of `currency` (`₹`, `HK$`), or the code and a space. */
export function currencySymbol(currency: string): string {
  return CURRENCY_SYMBOLS[currency] ?? `${currency} `;
}

/**
 * Reads a decimal string exactly and rounds it to `decimals` places with core's `roundHalfUp`:
 * the result is an integer of 10^-decimals units, or null when the text is not a decimal.
 */
export function scaledDecimal(text: string, decimals: number): bigint | null {
  const m = DECIMAL.exec(text.trim());
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  const fraction = m[3] ?? '';
  const magnitude = BigInt(`${m[2] || '0'}${fraction}`);
  const value = m[1] === '-' ? -magnitude : magnitude;
  if (fraction.length <= decimals) return value * 10n ** BigInt(decimals - fraction.length);
  return roundHalfUp(value, 10n ** BigInt(fraction.length - decimals));
}

/** Formats a decimal string; a value that is not a decimal comes back as "--" with sign 0. */
export function formatDecimal(value: string | number | null | undefined, options: FormatOptions = {}): FormattedMoney {
  const decimals = options.decimals ?? AMOUNT_DECIMALS;
  const scaled = value === null || value === undefined ? null : scaledDecimal(String(value), decimals);
  if (scaled === null) return { text: '--', sign: 0 };
  const sign: Sign = scaled === 0n ? 0 : scaled < 0n ? -1 : 1;
  // core writes the plain decimal ("-1234.50"); grouping and the symbol go around its digits.
  const plain = formatMoney(minor(scaled < 0n ? -scaled : scaled), decimals);
  const [intDigits = '0', fraction] = plain.split('.');
  const indian = options.currency === undefined || options.currency === 'INR';
  const intText = options.grouped === false ? intDigits : indian ? groupIndian(intDigits) : groupThousands(intDigits);
  const body = fraction === undefined ? intText : `${intText}.${fraction}`;
  const prefix = sign < 0 ? '-' : sign > 0 && options.signed ? '+' : '';
  const symbol = options.currency === undefined || options.symbol === false ? '' : currencySymbol(options.currency);
  return { text: prefix + symbol + body, sign };
}

/**
 * The colour for a sign under the user's market colour mode. Red-up (the default) shows a rise in
 * the up colour (red) and a fall in the down colour (green); green-up swaps them.
 */
export function signColor(sign: Sign, mode: MarketColorMode): string | undefined {
  if (sign === 0) return undefined;
  const rise = mode === 'green-up' ? COLOR_DOWN : COLOR_UP;
  const fall = mode === 'green-up' ? COLOR_UP : COLOR_DOWN;
  return sign > 0 ? rise : fall;
}

/** Markets whose prices are not amounts of money: a forex rate, index points. They show no symbol. */
const UNPRICED_MARKETS: ReadonlySet<string> = new Set(['forex', 'indices']);

/**
 * How a product's prices are written: in its own currency (₩1,05,896 would be wrong: ₩105,896), with
 * the symbol for anything priced in money and without it for a forex rate or index points.
 */
export function priceFormat(product: { market: string; currency: string }): { currency: string; symbol: boolean } {
  return { currency: product.currency, symbol: !UNPRICED_MARKETS.has(product.market) };
}

/** Decimals a shown rate keeps at most, unless it needs more for RATE_SIGNIFICANT_DIGITS. */
const RATE_DECIMALS_SHOWN = 4;
const RATE_SIGNIFICANT_DIGITS = 4;

/**
 * A conversion rate as a person reads it: at most four decimals ("85.4812", not the 12 the ledger
 * keeps), or as many as four significant digits need ("0.05788"), rounded half-up, trailing zeros
 * dropped. Only for showing: every amount is converted at the exact rate.
 */
export function displayRate(rate: string): string {
  const [whole = '0', fraction = ''] = rate.trim().replace(/^-/, '').split('.');
  const leadingZeros = /^0*$/.test(whole) ? (/^0*/.exec(fraction)?.[0].length ?? 0) : 0;
  const places = Math.max(RATE_DECIMALS_SHOWN, /^0*$/.test(whole) ? leadingZeros + RATE_SIGNIFICANT_DIGITS : 0);
  const scaled = scaledDecimal(rate, Math.min(places, fraction.length));
  if (scaled === null) return rate;
  const text = formatMoney(minor(scaled), Math.min(places, fraction.length));
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/**
 * The parts of "₩1 = ₹0.0612" for a rate of 1 `from` in `to` (trailing zeros of the quoted rate
 * dropped), for the i18n sentence `trade.fxRateValue` that every screen showing a rate uses.
 */
export function fxRateParts(from: string, to: string, rate: string): { from: string; rate: string } {
  const trimmed = displayRate(rate);
  // A currency written by its code (USDT) reads "1 USDT"; one with a sign reads "₩1".
  const symbol = currencySymbol(from);
  const one = symbol.endsWith(' ') ? `1 ${symbol.trim()}` : `${symbol}1`;
  return { from: one, rate: `${currencySymbol(to).trim()}${trimmed}` };
}

/**
 * An amount written for a sentence in its currency's own places: a currency with a sign carries it
 * before the digits (`₹8,489.99`, `$12.00`), one written by its code carries the code after them
 * (`100.00 USDT`), as a reviewer reads it on the chain.
 */
export function moneyText(value: string, currency: string): string {
  const decimals = currencyDecimals(currency);
  const symbol = currencySymbol(currency);
  if (!symbol.endsWith(' ')) return formatDecimal(value, { currency, decimals }).text;
  return `${formatDecimal(value, { currency, decimals, symbol: false }).text} ${symbol.trim()}`;
}

/** Both sides of a recharge or withdrawal as the wire carries them (docs/SPEC.md FR1). */
export interface FundsAmounts {
  channelAmount: string;
  channelCurrency: string;
  accountAmount: string;
  accountCurrency: string;
  rate: string | null;
}

/**
 * The parts of "100.00 USDT → ₹8,489.99 at ₹84.8999" (FR1) for the i18n sentence `fx.conversion`
 * (the web app) or the console's own: what moved on the channel, what the account was credited or
 * held, and the recorded rate of one channel unit; null when nothing converted.
 */
export function conversionParts(row: FundsAmounts): { paid: string; credited: string; rate: string } | null {
  if (row.rate === null) return null;
  return {
    paid: moneyText(row.channelAmount, row.channelCurrency),
    credited: moneyText(row.accountAmount, row.accountCurrency),
    rate: fxRateParts(row.channelCurrency, row.accountCurrency, row.rate).rate,
  };
}
