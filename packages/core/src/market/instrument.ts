import type { ResolvedLink } from './links';
import { EXCHANGES, type ExchangeCode, type MarketCode } from './markets';
import { parseDay, type TimeZone } from './time-zone';

/**
 * A tradable instrument of the seeded catalogue. Prices are integers of ticks of `decimals`
 * (money.ts); `startPrice` is the closing price on the catalogue's reference day
 * (`PRICE_ANCHOR_DATE`), from which the simulator walks forwards and backwards.
 */
export interface Instrument {
  /** Stable numeric id; never reused, so stored orders and watchlists keep pointing at the same thing. */
  readonly id: number;
  readonly code: string;
  /** English name; company names are kept as the company writes them. */
  readonly name: string;
  /** Hindi name where Hindi has its own word (सोना for gold); absent means use `name`. */
  readonly nameHi?: string;
  readonly market: MarketCode;
  readonly exchange: ExchangeCode;
  readonly timezone: TimeZone;
  /** ISO 4217 code of the quote currency (crypto is quoted in USD). */
  readonly currency: string;
  /** Decimal places of the price: one tick is 10^-decimals of the currency. */
  readonly decimals: number;
  /** Units per hand (lot): notional = price × hands × handCount. */
  readonly handCount: number;
  readonly lever: number;
  /** Full bid–ask spread, in ticks (at least 1). */
  readonly spreadTicks: number;
  /** Annualised volatility of log returns, as a fraction (0.2 = 20 %). */
  readonly volatilityAnnual: number;
  /** Price on the reference day, as a decimal string with exactly `decimals` places. */
  readonly startPrice: string;
  /** Industry of a stock. */
  readonly sector?: string;
  /**
   * The exchange-local date (`YYYY-MM-DD`) history starts: the first traded price, the listing, the
   * index's base date, or the date the exchange's continuous history begins for older listings.
   * No candle is derived before it (SPEC K11).
   */
  readonly listedOn: string;
  /** Where the price comes from other instruments' paths (links.ts; SPEC K5–K7); absent: a walk of its own. */
  readonly link?: ResolvedLink;
}

/** The fields a catalogue row states; the rest follow from the market's defaults. */
export interface InstrumentRow {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly nameHi?: string;
  readonly startPrice: string;
  readonly volatilityAnnual: number;
  readonly exchange?: ExchangeCode;
  readonly currency?: string;
  readonly handCount?: number;
  readonly lever?: number;
  readonly spreadTicks?: number;
  readonly sector?: string;
  /** The row's own listing date where it is later than (or differs from) the market's `listedOn`. */
  readonly listedOn?: string;
}

/** Defaults shared by a market's rows. */
export interface MarketDefaults {
  readonly market: MarketCode;
  readonly exchange: ExchangeCode;
  readonly currency: string;
  readonly handCount: number;
  readonly lever: number;
  readonly spreadTicks: number;
  /**
   * The date the market's continuous history begins, for rows listed before it; a market whose
   * every row states its own date (crypto, commodities, indices) leaves it out.
   */
  readonly listedOn?: string;
}

/**
 * Builds instruments from compact rows. The number of decimals is read from `startPrice`, which
 * must carry exactly that many places, so a row cannot disagree with itself.
 */
export function buildInstruments(defaults: MarketDefaults, rows: readonly InstrumentRow[]): Instrument[] {
  return rows.map((row) => {
    const exchange = row.exchange ?? defaults.exchange;
    const dot = row.startPrice.indexOf('.');
    const decimals = dot < 0 ? 0 : row.startPrice.length - dot - 1;
    const listedOn = row.listedOn ?? defaults.listedOn;
    // A catalogue row without a listing date is a mistake in the seed, found at load, not a request.
    if (listedOn === undefined || parseDay(listedOn) === null) throw new Error(`${row.code} has no listing date`);
    const instrument: Instrument = {
      id: row.id,
      code: row.code,
      name: row.name,
      market: defaults.market,
      exchange,
      timezone: EXCHANGES[exchange].timezone,
      currency: row.currency ?? defaults.currency,
      decimals,
      handCount: row.handCount ?? defaults.handCount,
      lever: row.lever ?? defaults.lever,
      spreadTicks: row.spreadTicks ?? defaults.spreadTicks,
      volatilityAnnual: row.volatilityAnnual,
      startPrice: row.startPrice,
      listedOn,
      ...(row.nameHi === undefined ? {} : { nameHi: row.nameHi }),
      ...(row.sector === undefined ? {} : { sector: row.sector }),
    };
    return instrument;
  });
}

/**
 * A stock as one line: id, code, name, reference price, annualised volatility, sector, and any
 * field that differs from the market's defaults. Long stock lists stay readable and short this way.
 */
export type StockRow = readonly [
  id: number,
  code: string,
  name: string,
  startPrice: string,
  volatilityAnnual: number,
  sector: string,
  overrides?: Partial<
    Pick<InstrumentRow, 'handCount' | 'lever' | 'spreadTicks' | 'exchange' | 'currency' | 'nameHi' | 'listedOn'>
  >,
];

/** Catalogue rows from one-line stock rows. */
export function stockRows(rows: readonly StockRow[]): InstrumentRow[] {
  return rows.map(([id, code, name, startPrice, volatilityAnnual, sector, overrides]) => ({
    id,
    code,
    name,
    startPrice,
    volatilityAnnual,
    sector,
    ...overrides,
  }));
}
