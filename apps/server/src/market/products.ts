import type { Product, Quote } from '@demo/contract';
import {
  EXCHANGES,
  type ExchangeCode,
  findInstrument,
  formatPrice,
  type Instrument,
  MARKETS,
  type MarketCode,
  PRICE_ANCHOR_DATE,
  ticks,
} from '@demo/core';

/**
 * A product as the server holds it: the row of the `products` table plus the core `Instrument`
 * the simulator and the calendar work with. Built once per load, read by every call and the feed.
 */
export interface ProductRecord {
  id: number;
  code: string;
  name: string;
  nameHi: string | null;
  market: MarketCode;
  exchange: ExchangeCode;
  /** The contract's product type (CRYPTOS, FOREX, STOCK, …). */
  type: string;
  /** The `category/front` code of the product's tab. */
  category: string;
  currency: string;
  decimals: number;
  handCount: number;
  lever: number;
  spreadTicks: number;
  volatilityAnnual: string;
  startPrice: string;
  sector: string | null;
  suspended: boolean;
  sortOrder: number;
  instrument: Instrument;
}

/** The `category/front` code of each market (the content seed names two of them differently). */
export const CATEGORY_OF_MARKET: Readonly<Record<MarketCode, string>> = {
  forex: 'forex',
  indices: 'indices',
  commodities: 'commodities',
  crypto: 'crypto',
  stocks: 'stocks',
  us: 'us',
  hk: 'hk',
  korea: 'kr',
  india: 'nse',
  bse: 'bse',
};

function isMarketCode(text: string): text is MarketCode {
  return Object.hasOwn(MARKETS, text);
}

export function isExchangeCode(text: string): text is ExchangeCode {
  return Object.hasOwn(EXCHANGES, text);
}

/** The columns of a `products` row that a record is built from. */
export interface ProductColumns {
  id: number;
  code: string;
  name: string;
  nameHi: string | null;
  market: string;
  exchange: string;
  type: string;
  category: string;
  currency: string;
  decimals: number;
  handCount: number;
  lever: number;
  spreadTicks: number;
  volatilityAnnual: string;
  startPrice: string;
  sector: string | null;
  suspended: boolean;
  sortOrder: number;
}

/**
 * The listing date of a product (K11): the catalogue's for a seeded product; a product added in the
 * console states only its price on the reference day, so its history starts there.
 */
function listedOnOf(code: string): string {
  return findInstrument(code)?.listedOn ?? PRICE_ANCHOR_DATE;
}

/** A record from a row; a row naming an unknown market or exchange is corrupt data and throws. */
export function productRecord(row: ProductColumns): ProductRecord {
  const { market, exchange } = row;
  if (!isMarketCode(market) || !isExchangeCode(exchange))
    throw new Error(`product ${row.code} has an unknown market ${market} or exchange ${exchange}`);
  const instrument: Instrument = {
    id: row.id,
    code: row.code,
    name: row.name,
    market,
    exchange,
    timezone: EXCHANGES[exchange].timezone,
    currency: row.currency,
    decimals: row.decimals,
    handCount: row.handCount,
    lever: row.lever,
    spreadTicks: row.spreadTicks,
    volatilityAnnual: Number(row.volatilityAnnual),
    startPrice: row.startPrice,
    listedOn: listedOnOf(row.code),
    ...(row.nameHi === null ? {} : { nameHi: row.nameHi }),
    ...(row.sector === null ? {} : { sector: row.sector }),
  };
  return { ...row, market, exchange, instrument };
}

/** The catalogue instrument as a `products` row (the first-start seed). */
export function columnsOfInstrument(instrument: Instrument, sortOrder: number): ProductColumns {
  return {
    id: instrument.id,
    code: instrument.code,
    name: instrument.name,
    nameHi: instrument.nameHi ?? null,
    market: instrument.market,
    exchange: instrument.exchange,
    type: MARKETS[instrument.market].productType,
    category: CATEGORY_OF_MARKET[instrument.market],
    currency: instrument.currency,
    decimals: instrument.decimals,
    handCount: instrument.handCount,
    lever: instrument.lever,
    spreadTicks: instrument.spreadTicks,
    volatilityAnnual: String(instrument.volatilityAnnual),
    startPrice: instrument.startPrice,
    sector: instrument.sector ?? null,
    suspended: false,
    sortOrder,
  };
}

/** A quote for a product the feed has not priced (its exchange has not traded in the scan window). */
export function emptyQuote(product: ProductRecord, nowMs: number): Quote {
  const zero = formatPrice(ticks(0n), product.decimals);
  return {
    code: product.code,
    price: zero,
    bid: zero,
    ask: zero,
    open: zero,
    high: zero,
    low: zero,
    prevClose: zero,
    change: zero,
    changeRate: '0.00',
    volume: '0',
    time: nowMs,
  };
}

/** The contract's product: the record, its latest quote and whether it can be traded now. */
export function viewProduct(product: ProductRecord, quote: Quote, tradable: boolean, locale: 'en' | 'hi'): Product {
  return {
    id: product.id,
    code: product.code,
    name: locale === 'hi' ? (product.nameHi ?? product.name) : product.name,
    market: product.market,
    type: product.type,
    category: product.category,
    price: quote.price,
    bid: quote.bid,
    ask: quote.ask,
    open: quote.open,
    high: quote.high,
    low: quote.low,
    prevClose: quote.prevClose,
    change: quote.change,
    changeRate: quote.changeRate,
    volume: quote.volume,
    decimals: product.decimals,
    handCount: product.handCount,
    lever: product.lever,
    tradable,
    timezone: product.instrument.timezone,
    currency: product.instrument.currency,
  };
}
