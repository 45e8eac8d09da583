import { type Checked, err, ok } from './result';

/**
 * Exact money and prices (ARCHITECTURE.md, "Money"). Amounts are integers of minor units (paise,
 * cents) in a branded `bigint`; prices are integers of ticks, one tick being 10^-decimals of the
 * quote currency. Decimal strings exist only at the edges: `parseMoney`/`parsePrice` read them and
 * `formatMoney`/`formatPrice` write them. Nothing here ever touches a binary float, and rounding is
 * written once, in `roundHalfUp`.
 */

declare const minorBrand: unique symbol;
declare const ticksBrand: unique symbol;

/** An amount in minor units of its currency (for INR with 2 decimals, 1 = one paisa). */
export type Minor = bigint & { readonly [minorBrand]: true };
/** A price in ticks of its product's decimals (with 2 decimals, 1 tick = 0.01). */
export type Ticks = bigint & { readonly [ticksBrand]: true };

export type MoneyParseError = 'empty' | 'format' | 'too_many_decimals';
export type PriceParseError = MoneyParseError | 'negative';

/** The default number of decimals of an amount (specification, section 9). */
export const MONEY_DECIMALS = 2;
/** Most decimals a price, an amount or a rate may carry; beyond it a constant is a bug. */
export const DECIMALS_MAX = 18;

/** Brands a whole number of minor units. The single place where a bigint becomes money. */
export function minor(units: bigint): Minor {
  return units as Minor;
}

/** Brands a whole number of ticks. */
export function ticks(units: bigint): Ticks {
  return units as Ticks;
}

function decimalsError(decimals: number): RangeError {
  return new RangeError(`decimals must be an integer in 0..${DECIMALS_MAX}, got ${decimals}`);
}

function requireDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > DECIMALS_MAX) throw decimalsError(decimals);
}

/** 10^0 … 10^DECIMALS_MAX, made once: every price, rate and conversion scales by one of them. */
const POWERS_OF_TEN: readonly bigint[] = Array.from({ length: DECIMALS_MAX + 1 }, (_, n) => 10n ** BigInt(n));

/** 10^n as a bigint. */
export function pow10(n: number): bigint {
  const power = POWERS_OF_TEN[n];
  if (power === undefined) throw decimalsError(n);
  return power;
}

const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Reads a plain decimal string into an integer scaled by 10^decimals; no rounding, no exponent. */
function parseScaled(text: string, decimals: number): Checked<bigint, MoneyParseError> {
  requireDecimals(decimals);
  const trimmed = text.trim();
  if (trimmed === '') return err('empty');
  const match = DECIMAL_TEXT.exec(trimmed);
  if (!match) return err('format');
  const [, sign = '', whole = '', fraction = ''] = match;
  if (fraction.length > decimals) return err('too_many_decimals');
  const magnitude = BigInt(whole) * pow10(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  return ok(sign === '-' ? -magnitude : magnitude);
}

/** Writes an integer scaled by 10^decimals as a plain decimal string with exactly `decimals` places. */
function formatScaled(value: bigint, decimals: number): string {
  requireDecimals(decimals);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

/**
 * Parses a decimal string like `"1234.50"` or `"-3"` into minor units. Accepts an optional leading
 * minus and at most `decimals` fraction digits; rejects more decimals (never rounds user input),
 * exponent notation (`1e3`), `+`, thousands separators, a bare `.5` or `5.`, and anything else.
 * Surrounding whitespace is ignored.
 */
export function parseMoney(text: string, decimals: number = MONEY_DECIMALS): Checked<Minor, MoneyParseError> {
  const parsed = parseScaled(text, decimals);
  return parsed.ok ? ok(minor(parsed.value)) : parsed;
}

/** Formats minor units as a decimal string with exactly `decimals` places: 123450n → `"1234.50"`. */
export function formatMoney(amount: Minor, decimals: number = MONEY_DECIMALS): string {
  return formatScaled(amount, decimals);
}

/** Parses a price string into ticks of `decimals`; like `parseMoney`, and a price is never negative. */
export function parsePrice(text: string, decimals: number): Checked<Ticks, PriceParseError> {
  const parsed = parseScaled(text, decimals);
  if (!parsed.ok) return parsed;
  if (parsed.value < 0n) return err('negative');
  return ok(ticks(parsed.value));
}

/**
 * Whole ticks as a JS number, for candle and chart arithmetic that stays in whole ticks. Exact for
 * every price a product can have; a value beyond 2^53 ticks is a bug, so it throws rather than round.
 */
export function tickCount(value: Ticks): number {
  const limit = BigInt(Number.MAX_SAFE_INTEGER);
  if (value > limit || value < -limit) throw new RangeError(`${value} ticks exceed the exact range of a number`);
  return Number(value);
}

/** Formats ticks as a price string with exactly `decimals` places. */
export function formatPrice(price: Ticks, decimals: number): string {
  return formatScaled(price, decimals);
}

/**
 * Divides and rounds half-up, meaning half away from zero (Java's HALF_UP): 2.5 → 3, -2.5 → -3,
 * 2.4 → 2. Symmetric, so rounding a loss and the matching gain give equal magnitudes. This is the
 * one rounding rule of the platform. The divisor must be positive.
 */
export function roundHalfUp(numerator: bigint, divisor: bigint): bigint {
  if (divisor <= 0n) throw new RangeError('divisor must be positive');
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (magnitude * 2n + divisor) / (divisor * 2n);
  return numerator < 0n ? -rounded : rounded;
}

/** A decimal rate such as a fee of `"0.0005"`, exactly: numerator ÷ 10^scale (here 5 ÷ 10^4). */
export interface Rate {
  readonly numerator: bigint;
  readonly scale: number;
}

/** Parses a rate string (`"0.0005"`, `"-0.25"`, `"10"`) exactly; up to 18 decimals. */
export function parseRate(text: string): Checked<Rate, MoneyParseError> {
  const trimmed = text.trim();
  const dot = trimmed.indexOf('.');
  const scale = dot < 0 ? 0 : trimmed.length - dot - 1;
  if (scale > DECIMALS_MAX) return err('too_many_decimals');
  const parsed = parseScaled(trimmed, scale);
  return parsed.ok ? ok({ numerator: parsed.value, scale }) : parsed;
}

/**
 * Multiplies an amount by a decimal rate and rounds half-up to the minor unit:
 * `mulRate(10001n, "0.5")` = 5000.5 → 5001. A rate string that does not parse is a bug (rates
 * come from validated settings), so it throws.
 */
export function mulRate(amount: Minor, rate: string | Rate): Minor {
  const r = typeof rate === 'string' ? parseRate(rate) : ok(rate);
  if (!r.ok) throw new RangeError(`not a decimal rate: ${String(rate)}`);
  return minor(roundHalfUp(amount * r.value.numerator, pow10(r.value.scale)));
}

/** Divides an amount by a positive whole number (a lever), rounding half-up to the minor unit. */
export function divInt(amount: Minor, divisor: bigint): Minor {
  return minor(roundHalfUp(amount, divisor));
}

/**
 * The value of `units` of something priced at `price` ticks of `priceDecimals`, in minor units of
 * `moneyDecimals`, rounded half-up once at the end: notional = price × units.
 */
export function notional(price: Ticks, priceDecimals: number, units: bigint, moneyDecimals = MONEY_DECIMALS): Minor {
  return minor(roundHalfUp(price * units * pow10(moneyDecimals), pow10(priceDecimals)));
}

/** a + b, exact (no rounding); both in minor units of the same currency. */
export function addMoney(a: Minor, b: Minor): Minor {
  return minor(a + b);
}

/** a − b, exact (no rounding); may be negative. */
export function subMoney(a: Minor, b: Minor): Minor {
  return minor(a - b);
}

/** Sums amounts; the sum of nothing is zero. */
export function sumMoney(amounts: Iterable<Minor>): Minor {
  let total = 0n;
  for (const a of amounts) total += a;
  return minor(total);
}

/** -1, 0 or 1, for sorting and comparisons. */
export function compareMoney(a: bigint, b: bigint): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}
