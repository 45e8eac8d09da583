import { AMOUNT_DECIMALS, COLOR_DOWN, COLOR_UP, type MarketColorMode } from '@demo/contract';

/**
 * Formatting of decimal strings for display, by string arithmetic only: money never passes through
 * a binary float. Rounding is half-up on the magnitude (so -1.005 becomes -1.01), to `decimals` places.
 */
export type Sign = -1 | 0 | 1;

export interface FormattedMoney {
  text: string;
  sign: Sign;
}

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

/** Adds one to a string of digits ("0999" → "1000"), keeping its length unless it overflows. */
function incrementDigits(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] === '9') {
      chars[i] = '0';
    } else {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
  }
  return `1${chars.join('')}`;
}

/** Rounds a non-negative decimal given as integer and fraction digits to `decimals` places. */
function roundDigits(intPart: string, fracPart: string, decimals: number): { int: string; frac: string } {
  const padded = fracPart.padEnd(decimals + 1, '0');
  const kept = padded.slice(0, decimals);
  const next = padded.charAt(decimals);
  if (next >= '5') {
    const joined = incrementDigits(intPart + kept);
    const cut = joined.length - decimals;
    return { int: joined.slice(0, cut) || '0', frac: joined.slice(cut) };
  }
  return { int: intPart, frac: kept };
}

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

/** Groups integer digits by thousands (1,234,567): every currency except the rupee. */
export function groupThousands(intDigits: string): string {
  return intDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export interface FormatOptions {
  decimals?: number;
  /** Show "+" before positive values. */
  signed?: boolean;
  /** Group digits. Default true: lakh/crore (12,34,567) for INR or no currency, thousands for any other. */
  grouped?: boolean;
  /** ISO code: its symbol goes before the digits (after the sign) and it picks the grouping. */
  currency?: string;
}

/** Formats a decimal string; a value that is not a decimal comes back as "--" with sign 0. */
export function formatDecimal(value: string | number | null | undefined, options: FormatOptions = {}): FormattedMoney {
  const decimals = options.decimals ?? AMOUNT_DECIMALS;
  const raw = value === null || value === undefined ? '' : String(value).trim();
  const m = DECIMAL.exec(raw);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return { text: '--', sign: 0 };
  const negative = m[1] === '-';
  const intDigits = (m[2] ?? '').replace(/^0+(?=\d)/, '') || '0';
  const rounded = roundDigits(intDigits, m[3] ?? '', decimals);
  const intClean = rounded.int.replace(/^0+(?=\d)/, '') || '0';
  const isZero = /^0*$/.test(intClean + rounded.frac);
  const sign: Sign = isZero ? 0 : negative ? -1 : 1;
  const indian = options.currency === undefined || options.currency === 'INR';
  const intText = options.grouped === false ? intClean : indian ? groupIndian(intClean) : groupThousands(intClean);
  const body = decimals > 0 ? `${intText}.${rounded.frac}` : intText;
  const prefix = sign < 0 ? '-' : sign > 0 && options.signed ? '+' : '';
  const symbol = options.currency === undefined ? '' : currencySymbol(options.currency);
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
