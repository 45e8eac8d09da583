import { DECIMALS_MAX, type Minor, minor, pow10, type Rate, roundHalfUp } from '../money';
import { type Checked, err, ok } from '../result';
import { currencyDecimals, FX_PIVOT_CURRENCY } from './currencies';

/**
 * Exchange rates from the feed's currency pairs (docs/SPEC.md, X-series). A pair `USDJPY` quotes the
 * price of one US dollar in yen; its mid is (bid + ask) ÷ 2. Every rate is first an exact fraction of
 * bigints, and is rounded only twice, each time half-up and on purpose: once when the all-in rate is
 * quoted to FX_RATE_DECIMALS places (that quoted rate is what the customer sees and what the ledger
 * records), and once when an amount is converted at it (X1).
 */

/**
 * The published conversion spread, in basis points of the mid rate, charged on every conversion
 * between different currencies: what a customer pays converts at mid × (1 + spread), what they
 * receive at mid × (1 − spread) (X3). 30 bp is what retail brokers typically charge on FX conversion.
 */
export const FX_SPREAD_BPS = 30n;
/** Decimal places of a quoted rate; 12 keeps even KRW → USD (about 0.0007) at 9 significant digits. */
export const FX_RATE_DECIMALS = 12;
const BPS = 10_000n;

/** One pair's quote from the feed: `base` priced in `quote`, bid and ask as exact decimals. */
export interface PairQuote {
  readonly base: string;
  readonly quote: string;
  readonly bid: Rate;
  readonly ask: Rate;
}

/** The pairs known at one instant, keyed by their code (`USDJPY`). Built by the caller from the feed. */
export type FxBook = ReadonlyMap<string, PairQuote>;

/** Which way the spread goes: the customer `pay`s an amount (a fee, a loss) or `receive`s it (a gain). */
export type FxSide = 'pay' | 'receive';

/**
 * A quoted rate: 1 unit of `from` = `rate` units of `to` (in major units), spread included. Converting
 * at it (`convertMinor`) is the only way an amount changes currency.
 */
export interface FxRate {
  readonly from: string;
  readonly to: string;
  readonly side: FxSide;
  readonly rate: Rate;
}

export type FxError = 'no_rate' | 'bad_quote';

/** An exact positive fraction. */
interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

const DECIMAL = /^\d+(?:\.\d+)?$/;

function readDecimal(text: string): Rate | null {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return null;
  const dot = trimmed.indexOf('.');
  const scale = dot < 0 ? 0 : trimmed.length - dot - 1;
  if (scale > DECIMALS_MAX) return null;
  return { numerator: BigInt(trimmed.replace('.', '')), scale };
}

/**
 * Reads one pair from the feed: a six-letter code (`USDKRW`) and its bid and ask as decimal strings.
 * Answers `bad_quote` for anything but a positive bid at or below the ask.
 */
export function pairQuote(code: string, bidText: string, askText: string): Checked<PairQuote, FxError> {
  if (!/^[A-Z]{6}$/.test(code)) return err('bad_quote');
  const bid = readDecimal(bidText);
  const ask = readDecimal(askText);
  if (bid === null || ask === null || bid.numerator <= 0n) return err('bad_quote');
  if (bid.numerator * pow10(ask.scale) > ask.numerator * pow10(bid.scale)) return err('bad_quote');
  return ok({ base: code.slice(0, 3), quote: code.slice(3), bid, ask });
}

/** A book from pair quotes; a later quote of the same pair replaces an earlier one. */
export function fxBook(pairs: Iterable<PairQuote>): FxBook {
  const book = new Map<string, PairQuote>();
  for (const p of pairs) book.set(`${p.base}${p.quote}`, p);
  return book;
}

/** The mid of a pair, (bid + ask) ÷ 2, exactly. */
function pairMid(p: PairQuote): Fraction {
  const scale = Math.max(p.bid.scale, p.ask.scale);
  const bid = p.bid.numerator * pow10(scale - p.bid.scale);
  const ask = p.ask.numerator * pow10(scale - p.ask.scale);
  return { num: bid + ask, den: 2n * pow10(scale) };
}

/** The exact mid rate from → to from a direct pair or its inverse, or null when the book has neither. */
function directMid(book: FxBook, from: string, to: string): Fraction | null {
  const direct = book.get(`${from}${to}`);
  if (direct) return pairMid(direct);
  const inverse = book.get(`${to}${from}`);
  if (inverse) {
    const mid = pairMid(inverse);
    return { num: mid.den, den: mid.num };
  }
  return null;
}

/**
 * Currencies held at par with another when the book quotes no pair of theirs (X6): a dollar stablecoin
 * is a dollar. The simulated feed quotes no USDT pair; a book that had one would price it instead.
 */
export const PAR_PEGS: Readonly<Record<string, string>> = { USDT: 'USD' };

/** `currency`, or the currency it is pegged to when the book has no pair that names it. */
function pricedAs(book: FxBook, currency: string): string {
  const peg = PAR_PEGS[currency];
  if (peg === undefined) return currency;
  for (const pair of book.values()) if (pair.base === currency || pair.quote === currency) return currency;
  return peg;
}

/**
 * The exact mid rate: 1 `from` = result `to`. Same currency: exactly 1. Otherwise a pair quoted
 * directly (or inversely) in the book, else the cross through USD: from → USD × USD → to (X4). A
 * pegged currency with no pair of its own is priced as what it is pegged to (X6).
 */
export function midRate(book: FxBook, fromCurrency: string, toCurrency: string): Checked<Fraction, FxError> {
  const from = pricedAs(book, fromCurrency);
  const to = pricedAs(book, toCurrency);
  if (from === to) return ok({ num: 1n, den: 1n });
  const direct = directMid(book, from, to);
  if (direct) return ok(direct);
  const toPivot = from === FX_PIVOT_CURRENCY ? { num: 1n, den: 1n } : directMid(book, from, FX_PIVOT_CURRENCY);
  const fromPivot = to === FX_PIVOT_CURRENCY ? { num: 1n, den: 1n } : directMid(book, FX_PIVOT_CURRENCY, to);
  if (!toPivot || !fromPivot) return err('no_rate');
  return ok({ num: toPivot.num * fromPivot.num, den: toPivot.den * fromPivot.den });
}

/**
 * The all-in rate a customer converts at: the mid moved by `spreadBps` against the customer (X3) and
 * quoted half-up to FX_RATE_DECIMALS places. Converting between one currency and itself is exactly 1,
 * with no spread. `no_rate` when the book cannot price the pair.
 */
export function quoteRate(
  book: FxBook,
  from: string,
  to: string,
  side: FxSide,
  spreadBps: bigint = FX_SPREAD_BPS,
): Checked<FxRate, FxError> {
  if (from === to) return ok({ from, to, side, rate: { numerator: 1n, scale: 0 } });
  if (spreadBps < 0n || spreadBps >= BPS) throw new RangeError(`spreadBps must be in 0..9999, got ${spreadBps}`);
  const mid = midRate(book, from, to);
  if (!mid.ok) return mid;
  const factor = side === 'pay' ? BPS + spreadBps : BPS - spreadBps;
  const numerator = roundHalfUp(mid.value.num * factor * pow10(FX_RATE_DECIMALS), mid.value.den * BPS);
  if (numerator <= 0n) return err('no_rate');
  return ok({ from, to, side, rate: { numerator, scale: FX_RATE_DECIMALS } });
}

/**
 * Converts `amountMinor` of `rate.from` into minor units of `rate.to` at the quoted rate, rounded
 * half-up once: amount × rate × 10^decimals(to) ÷ 10^decimals(from) (X1). Signs are kept, and the
 * rounding is symmetric, so converting −x gives exactly −(converting x).
 */
export function convertMinor(amountMinor: Minor | bigint, rate: FxRate): Minor {
  const fromDecimals = currencyDecimals(rate.from);
  const toDecimals = currencyDecimals(rate.to);
  return minor(
    roundHalfUp(amountMinor * rate.rate.numerator * pow10(toDecimals), pow10(rate.rate.scale) * pow10(fromDecimals)),
  );
}

/**
 * The largest amount of `rate.from` whose conversion does not exceed `capMinor` of `rate.to`: for
 * collecting only what an account can pay (a part-waived fee) with a conversion that still
 * recomputes exactly. Converting the answer gives at most `capMinor`, because x × rate ≤ cap with cap
 * whole cannot round half-up above cap. Zero or a negative cap answers 0.
 */
export function affordableMinor(capMinor: Minor | bigint, rate: FxRate): Minor {
  if (capMinor <= 0n) return minor(0n);
  const fromDecimals = currencyDecimals(rate.from);
  const toDecimals = currencyDecimals(rate.to);
  return minor((capMinor * pow10(rate.rate.scale) * pow10(fromDecimals)) / (rate.rate.numerator * pow10(toDecimals)));
}

/** The quoted rate as the decimal string the ledger records and the customer sees (`"0.5736201234"`). */
export function formatRate(rate: FxRate): string {
  const { numerator, scale } = rate.rate;
  if (scale === 0) return numerator.toString();
  const digits = numerator.toString().padStart(scale + 1, '0');
  return `${digits.slice(0, digits.length - scale)}.${digits.slice(digits.length - scale)}`;
}

/**
 * Rebuilds a recorded rate from its decimal string, so a stored conversion can be recomputed exactly
 * (X1); null when the text is not a positive decimal.
 */
export function recordedRate(from: string, to: string, side: FxSide, rateText: string): FxRate | null {
  const rate = readDecimal(rateText);
  if (rate === null || rate.numerator <= 0n) return null;
  return { from, to, side, rate };
}
