import { formatIndiaTime, startOfIndiaDayMs } from '../india-time';
import { type Minor, minor } from '../money';

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
}

export interface HouseDay {
  /** The India date, `YYYY-MM-DD`. */
  readonly day: string;
  /** The house's trading P&L: minus the customers', less what it absorbed (RK4). */
  readonly realisedMinor: Minor;
  /** Fees, insurance and overnight fees earned (RK4). */
  readonly spreadAndFeesMinor: Minor;
}

export interface HousePnl {
  readonly realisedMinor: Minor;
  readonly spreadAndFeesMinor: Minor;
  /** Every India day of the window, oldest first, days without activity as zeros (RK5). */
  readonly byDay: readonly HouseDay[];
}

const DAY_MS = 86_400_000;

/** The house's side of one day's facts (RK4). */
export function houseDay(facts: HouseDayFacts): HouseDay {
  return {
    day: formatIndiaTime(facts.dayStartMs, 'YYYY-MM-DD'),
    realisedMinor: minor(-facts.customerProfitMinor - facts.absorbedMinor),
    spreadAndFeesMinor: minor(facts.feesMinor + facts.overnightFeesMinor),
  };
}

/**
 * The window's totals and one row per India day from `fromMs`'s day to `toMs`'s (RK5). Facts of the
 * same day are added; facts outside the window's days are a bug in the caller's query and throw.
 */
export function housePnl(facts: readonly HouseDayFacts[], fromMs: number, toMs: number): HousePnl {
  const first = startOfIndiaDayMs(fromMs);
  const last = startOfIndiaDayMs(toMs);
  const sums = new Map<number, { profit: bigint; absorbed: bigint; fees: bigint; overnight: bigint }>();
  for (const f of facts) {
    if (f.dayStartMs < first || f.dayStartMs > last) throw new RangeError(`day ${f.dayStartMs} outside the window`);
    const s = sums.get(f.dayStartMs) ?? { profit: 0n, absorbed: 0n, fees: 0n, overnight: 0n };
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
      }),
    );
  }
  return {
    realisedMinor: minor(byDay.reduce((sum, d) => sum + d.realisedMinor, 0n)),
    spreadAndFeesMinor: minor(byDay.reduce((sum, d) => sum + d.spreadAndFeesMinor, 0n)),
    byDay,
  };
}
