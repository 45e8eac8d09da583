import { currencyDecimals } from '../fx/currencies';
import { convertMinor, recordedRate } from '../fx/rates';
import { formatIndiaTime, startOfIndiaDayMs } from '../india-time';
import { type Minor, minor } from '../money';
import { priceValueMinor, quantityUnits } from '../trading/costs';

/**
 * The house's realised P&L (issue 45; docs/SPEC.md RK4, RK5), from the orders' own columns summed per
 * India day: what each close realised for the customer (`profit_minor`), what negative-balance
 * protection paid beyond the customer's money (`absorbed_minor`), and the fees the house earned.
 */

/** One India day's sums of the orders of one account set (and its overnight fees from the ledger). */
export interface HouseDayFacts {
  /** 00:00 India time of the day, epoch ms. */
  readonly dayStartMs: number;
  /** Σ `profit_minor` of the positions closed that day: the customers' realised P&L. */
  readonly customerProfitMinor: bigint;
  /** Σ `absorbed_minor` of those closes: losses the house paid instead of the customer. */
  readonly absorbedMinor: bigint;
  /** Σ opening fees and insurance of the positions opened that day and closing fees of those closed. */
  readonly feesMinor: bigint;
  /** Σ overnight fees charged that day. */
  readonly overnightFeesMinor: bigint;
  /** Σ `closedSpreadMinor` of the positions closed that day: the spread the house earned on them (RK8). */
  readonly spreadMinor: bigint;
}

/** One fill as its receipt recorded it (docs/SPEC.md RC2): the fill price and the quote it was taken on. */
export interface FillOnQuote {
  readonly priceTicks: bigint;
  /** The quote's bid and ask; null for a fill not taken on a quote (an allotment, a fill before receipts). */
  readonly bidTicks: bigint | null;
  readonly askTicks: bigint | null;
  /** The pay rate the fill converted at (X1), or null when nothing converted. */
  readonly payRate: string | null;
}

/** Hands closed by one close: its opening and closing fills (RK8). */
export interface ClosedHands {
  readonly decimals: number;
  readonly hands: number;
  readonly handCount: number;
  readonly instrumentCurrency: string;
  readonly accountCurrency: string;
  readonly open: FillOnQuote;
  readonly close: FillOnQuote;
}

/**
 * The spread one fill earned the house (RK8): |fill price − mid| × units, mid = (bid + ask) ÷ 2, rounded
 * half-up once in the instrument's currency and converted once at the fill's pay rate, as its fees
 * are (X1). A fill without a recorded quote earned nothing the desk can show: 0.
 */
export function fillSpreadMinor(
  fill: FillOnQuote,
  size: Pick<ClosedHands, 'decimals' | 'hands' | 'handCount' | 'instrumentCurrency' | 'accountCurrency'>,
): Minor {
  if (fill.bidTicks === null || fill.askTicks === null) return minor(0n);
  const twice = 2n * fill.priceTicks - fill.bidTicks - fill.askTicks;
  const converts = size.instrumentCurrency !== size.accountCurrency;
  const instrumentMinor = priceValueMinor(
    twice < 0n ? -twice : twice,
    size.decimals,
    quantityUnits(size.hands, size.handCount),
    1n,
    2n,
    currencyDecimals(size.instrumentCurrency),
  );
  if (!converts || instrumentMinor === 0n) return instrumentMinor;
  const rate =
    fill.payRate === null ? null : recordedRate(size.instrumentCurrency, size.accountCurrency, 'pay', fill.payRate);
  if (rate === null) throw new RangeError(`a ${size.instrumentCurrency} fill needs its pay rate, got ${fill.payRate}`);
  return convertMinor(instrumentMinor, rate);
}

/**
 * The spread a close realised (RK8): both halves, the opening fill's and the closing fill's, of the
 * hands it closed. The house's realised trading P&L of the close is its side of the customer's P&L
 * less this (RK4), so trading P&L, spread and fees add up to what the house took.
 */
export function closedSpreadMinor(closed: ClosedHands): Minor {
  return minor(fillSpreadMinor(closed.open, closed) + fillSpreadMinor(closed.close, closed));
}

export interface HouseDay {
  /** The India date, `YYYY-MM-DD`. */
  readonly day: string;
  /** The house's trading P&L: minus the customers', less what it absorbed, less the spread (RK4, RK8). */
  readonly realisedMinor: Minor;
  /** The spread earned on the day's closes (RK8). */
  readonly spreadMinor: Minor;
  /** Fees, insurance and overnight fees earned (RK4). */
  readonly feesMinor: Minor;
  /** Spread and fees together. */
  readonly spreadAndFeesMinor: Minor;
}

export interface HousePnl {
  readonly realisedMinor: Minor;
  readonly spreadMinor: Minor;
  readonly feesMinor: Minor;
  readonly spreadAndFeesMinor: Minor;
  /** Every India day of the window, oldest first, days without activity as zeros (RK5). */
  readonly byDay: readonly HouseDay[];
}

const DAY_MS = 86_400_000;

/** The house's side of one day's facts (RK4). */
export function houseDay(facts: HouseDayFacts): HouseDay {
  const feesMinor = facts.feesMinor + facts.overnightFeesMinor;
  return {
    day: formatIndiaTime(facts.dayStartMs, 'YYYY-MM-DD'),
    realisedMinor: minor(-facts.customerProfitMinor - facts.absorbedMinor - facts.spreadMinor),
    spreadMinor: minor(facts.spreadMinor),
    feesMinor: minor(feesMinor),
    spreadAndFeesMinor: minor(facts.spreadMinor + feesMinor),
  };
}

/**
 * The window's totals and one row per India day from `fromMs`'s day to `toMs`'s (RK5). Facts of the
 * same day are added; facts outside the window's days are a bug in the caller's query and throw.
 */
export function housePnl(facts: readonly HouseDayFacts[], fromMs: number, toMs: number): HousePnl {
  const first = startOfIndiaDayMs(fromMs);
  const last = startOfIndiaDayMs(toMs);
  const sums = new Map<number, { profit: bigint; absorbed: bigint; fees: bigint; overnight: bigint; spread: bigint }>();
  for (const f of facts) {
    if (f.dayStartMs < first || f.dayStartMs > last) throw new RangeError(`day ${f.dayStartMs} outside the window`);
    const s = sums.get(f.dayStartMs) ?? { profit: 0n, absorbed: 0n, fees: 0n, overnight: 0n, spread: 0n };
    s.spread += f.spreadMinor;
    s.profit += f.customerProfitMinor;
    s.absorbed += f.absorbedMinor;
    s.fees += f.feesMinor;
    s.overnight += f.overnightFeesMinor;
    sums.set(f.dayStartMs, s);
  }
  const byDay: HouseDay[] = [];
  for (let day = first; day <= last; day += DAY_MS) {
    const s = sums.get(day);
    byDay.push(
      houseDay({
        dayStartMs: day,
        customerProfitMinor: s?.profit ?? 0n,
        absorbedMinor: s?.absorbed ?? 0n,
        feesMinor: s?.fees ?? 0n,
        overnightFeesMinor: s?.overnight ?? 0n,
        spreadMinor: s?.spread ?? 0n,
      }),
    );
  }
  const total = (pick: (d: HouseDay) => bigint) => minor(byDay.reduce((sum, d) => sum + pick(d), 0n));
  return {
    realisedMinor: total((d) => d.realisedMinor),
    spreadMinor: total((d) => d.spreadMinor),
    feesMinor: total((d) => d.feesMinor),
    spreadAndFeesMinor: total((d) => d.spreadAndFeesMinor),
    byDay,
  };
}
