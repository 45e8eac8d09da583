import { currencyDecimals } from '../fx';
import { convertMinor } from '../fx/rates';
import { type Minor, minor, parsePrice, type Ticks } from '../money';
import { accountFxFromQuotes } from '../trading/account-fx';
import { type PositionSize, positionPnl, priceValueMinor, quantityUnits } from '../trading/costs';
import type { QuoteOf } from '../trading/marks';
import { markPrice } from '../trading/prices';

/**
 * The house's book (issue 45; docs/SPEC.md RK1–RK3). The platform takes the other side of every
 * customer position, so its exposure in an instrument is the opposite of the customers' net lots and
 * its unrealised P&L the opposite of theirs, marked where a close would realise it (O5).
 */

/** An open customer position as the book reads it. */
export interface BookPosition extends PositionSize {
  readonly userId: number;
  readonly code: string;
  /** The currency the instrument is priced in. */
  readonly instrumentCurrency: string;
}

/** One customer's net size in an instrument. */
export interface CustomerExposure {
  readonly userId: number;
  /** Long lots minus short lots. */
  readonly netLots: number;
  /** |net units| at the closing sides of the quote, in the instrument's minor units. */
  readonly notionalMinor: Minor;
}

/** The book in one instrument. */
export interface InstrumentExposure {
  readonly code: string;
  readonly currency: string;
  readonly longLots: number;
  readonly shortLots: number;
  /** Customers' long notional minus their short, at the closing sides (positive: the house is short). */
  readonly netNotionalMinor: Minor;
  /** `netNotionalMinor` in the reporting currency at the mid rate, null without a rate. */
  readonly netNotionalReportingMinor: Minor | null;
  /** The house's unrealised P&L: minus the customers' P&L at the closing sides, instrument currency. */
  readonly houseUnrealisedMinor: Minor;
  readonly houseUnrealisedReportingMinor: Minor | null;
  /** Whether the quotes priced it; unpriced instruments count at their build prices (P&L 0). */
  readonly priced: boolean;
  /** The customers with the largest net size, largest first. */
  readonly topCustomers: readonly CustomerExposure[];
}

/** The book in one currency: the sum of its instruments. */
export interface CurrencyExposure {
  readonly currency: string;
  readonly netNotionalMinor: Minor;
  readonly netNotionalReportingMinor: Minor | null;
  readonly houseUnrealisedMinor: Minor;
  readonly houseUnrealisedReportingMinor: Minor | null;
}

export interface HouseBook {
  readonly reportingCurrency: string;
  readonly instruments: readonly InstrumentExposure[];
  readonly currencies: readonly CurrencyExposure[];
  /** Σ of the instruments' reporting-currency P&L that could be converted. */
  readonly houseUnrealisedReportingMinor: Minor;
}

/** Customers listed per instrument. */
export const TOP_CUSTOMERS_MAX = 5;

interface Tally {
  code: string;
  currency: string;
  decimals: number;
  longLots: number;
  shortLots: number;
  netNotional: bigint;
  customerPnl: bigint;
  priced: boolean;
  byUser: Map<number, { netLots: number; netNotional: bigint }>;
}

/** The closing side of a position at the quote (a long's bid, a short's ask), or null without one. */
function closeTicks(position: BookPosition, quoteOf: QuoteOf): Ticks | null {
  const quote = quoteOf(position.code);
  if (!quote) return null;
  const bid = parsePrice(quote.bid, position.decimals);
  const ask = parsePrice(quote.ask, position.decimals);
  if (!bid.ok || !ask.ok || bid.value <= 0n || ask.value < bid.value) return null;
  return markPrice(position.direction, bid.value, ask.value);
}

function tallyOf(tallies: Map<string, Tally>, position: BookPosition): Tally {
  let tally = tallies.get(position.code);
  if (!tally) {
    tally = {
      code: position.code,
      currency: position.instrumentCurrency,
      decimals: position.decimals,
      longLots: 0,
      shortLots: 0,
      netNotional: 0n,
      customerPnl: 0n,
      priced: true,
      byUser: new Map(),
    };
    tallies.set(position.code, tally);
  }
  return tally;
}

function add(tally: Tally, position: BookPosition, quoteOf: QuoteOf): void {
  const mark = closeTicks(position, quoteOf);
  if (mark === null) tally.priced = false;
  const priceTicks = mark ?? position.buildPriceTicks;
  const moneyDecimals = currencyDecimals(position.instrumentCurrency);
  const units = quantityUnits(position.hands, position.handCount);
  const notional = priceValueMinor(priceTicks, position.decimals, units, 1n, 1n, moneyDecimals);
  const sign = position.direction === 'buy' ? 1 : -1;
  if (sign > 0) tally.longLots += position.hands;
  else tally.shortLots += position.hands;
  tally.netNotional += BigInt(sign) * notional;
  tally.customerPnl += positionPnl({ ...position, markPriceTicks: priceTicks, moneyDecimals });
  const user = tally.byUser.get(position.userId) ?? { netLots: 0, netNotional: 0n };
  user.netLots += sign * position.hands;
  user.netNotional += BigInt(sign) * notional;
  tally.byUser.set(position.userId, user);
}

const abs = (n: bigint) => (n < 0n ? -n : n);

/**
 * The house's book at one instant (RK1, RK2): per instrument the customers' long and short lots,
 * their net notional at the closing sides, the house's unrealised P&L (exactly minus the customers'
 * P&L at those prices, RK1), both converted to `reportingCurrency` at the mid rate of the same quotes;
 * per currency the sum of its instruments (RK2). Instruments sort by |net reporting notional|.
 */
export function houseBook(positions: readonly BookPosition[], quoteOf: QuoteOf, reportingCurrency: string): HouseBook {
  const tallies = new Map<string, Tally>();
  for (const position of positions) add(tallyOf(tallies, position), position, quoteOf);
  const toReporting = (currency: string, amount: bigint): Minor | null => {
    const fx = accountFxFromQuotes(quoteOf, currency, reportingCurrency, 0n);
    return fx === null ? null : convertMinor(amount, fx.mid);
  };
  const instruments = [...tallies.values()].map((t): InstrumentExposure => {
    const topCustomers = [...t.byUser.entries()]
      .map(([userId, u]) => ({ userId, netLots: u.netLots, notionalMinor: minor(abs(u.netNotional)) }))
      .filter((c) => c.netLots !== 0)
      .sort((a, b) => Math.abs(b.netLots) - Math.abs(a.netLots) || a.userId - b.userId)
      .slice(0, TOP_CUSTOMERS_MAX);
    const houseUnrealisedMinor = minor(-t.customerPnl);
    return {
      code: t.code,
      currency: t.currency,
      longLots: t.longLots,
      shortLots: t.shortLots,
      netNotionalMinor: minor(t.netNotional),
      netNotionalReportingMinor: toReporting(t.currency, t.netNotional),
      houseUnrealisedMinor,
      houseUnrealisedReportingMinor: toReporting(t.currency, houseUnrealisedMinor),
      priced: t.priced,
      topCustomers,
    };
  });
  instruments.sort(
    (a, b) =>
      Number(abs(b.netNotionalReportingMinor ?? 0n) - abs(a.netNotionalReportingMinor ?? 0n)) ||
      (a.code < b.code ? -1 : 1),
  );
  return {
    reportingCurrency,
    instruments,
    currencies: currenciesOf(instruments),
    houseUnrealisedReportingMinor: minor(
      instruments.reduce((sum, i) => sum + (i.houseUnrealisedReportingMinor ?? 0n), 0n),
    ),
  };
}

/** Per currency, the sums of its instruments; a reporting figure only when every instrument had one. */
function currenciesOf(instruments: readonly InstrumentExposure[]): CurrencyExposure[] {
  const byCurrency = new Map<string, InstrumentExposure[]>();
  for (const i of instruments) byCurrency.set(i.currency, [...(byCurrency.get(i.currency) ?? []), i]);
  const sum = (rows: InstrumentExposure[], pick: (i: InstrumentExposure) => bigint | null): Minor | null => {
    let total = 0n;
    for (const row of rows) {
      const value = pick(row);
      if (value === null) return null;
      total += value;
    }
    return minor(total);
  };
  return [...byCurrency.entries()]
    .map(([currency, rows]) => ({
      currency,
      netNotionalMinor: sum(rows, (i) => i.netNotionalMinor) ?? minor(0n),
      netNotionalReportingMinor: sum(rows, (i) => i.netNotionalReportingMinor),
      houseUnrealisedMinor: sum(rows, (i) => i.houseUnrealisedMinor) ?? minor(0n),
      houseUnrealisedReportingMinor: sum(rows, (i) => i.houseUnrealisedReportingMinor),
    }))
    .sort((a, b) => (a.currency < b.currency ? -1 : 1));
}
