import type { TimeZone } from './time-zone';

/**
 * The ten markets of the app (PRODUCT.md, "What it is") and the exchange calendars their
 * instruments trade on. A market is what the customer browses (a tab); an exchange is a trading
 * calendar (a time zone, sessions and a holiday list). Most markets have one exchange; the global
 * stocks list trades in Tokyo and Taipei, and indices and commodities follow their home exchanges,
 * which is why sessions and holidays are keyed by exchange, not by market.
 */

export const MARKET_CODES = [
  'forex',
  'indices',
  'commodities',
  'crypto',
  'stocks',
  'us',
  'hk',
  'korea',
  'india',
  'bse',
] as const;
export type MarketCode = (typeof MARKET_CODES)[number];

/** Trading calendars. `CME` is the near-24/5 futures calendar (COMEX/NYMEX); `FX` and `CRYPTO` are rules, not venues. */
export const EXCHANGE_CODES = ['NSE', 'BSE', 'NYSE', 'HKEX', 'KRX', 'TSE', 'TWSE', 'CME', 'FX', 'CRYPTO'] as const;
export type ExchangeCode = (typeof EXCHANGE_CODES)[number];

/**
 * How a market's hours work: `always` (24/7), `weekdays` (Monday 00:00 to Friday 22:00 UTC),
 * `near_24_5` (Sunday evening to Friday evening with a daily break) or `exchange` (an exchange's
 * day sessions, closed on weekends and holidays).
 */
export type SessionKind = 'always' | 'weekdays' | 'near_24_5' | 'exchange';

/**
 * The contract's product `type` (specification, "Product types": CRYPTOS, FOREX, STOCK for US,
 * KOREA, with labels for stock, indices, commodities and hk_stock). `india_stock` and `bse_stock`
 * are ours, named after `hk_stock`, because the specification names no type for the Indian markets.
 */
export type ProductType =
  | 'FOREX'
  | 'indices'
  | 'commodities'
  | 'CRYPTOS'
  | 'stock'
  | 'STOCK'
  | 'hk_stock'
  | 'KOREA'
  | 'india_stock'
  | 'bse_stock';

export interface MarketInfo {
  readonly code: MarketCode;
  readonly name: string;
  readonly nameHi: string;
  /** The i18n key of the market's label in the apps. */
  readonly key: string;
  /** The market's home time zone; an instrument carries its own (the global list spans two). */
  readonly timezone: TimeZone;
  readonly sessionKind: SessionKind;
  readonly productType: ProductType;
  /** The exchange most of its instruments trade on. */
  readonly exchange: ExchangeCode;
}

/** The ten markets, in the order of the app's tabs. */
export const MARKETS: Readonly<Record<MarketCode, MarketInfo>> = {
  forex: m('forex', 'Forex', 'विदेशी मुद्रा', 'UTC', 'weekdays', 'FOREX', 'FX'),
  indices: m('indices', 'Indices', 'सूचकांक', 'Asia/Kolkata', 'exchange', 'indices', 'NSE'),
  commodities: m('commodities', 'Commodities', 'कमोडिटी', 'America/New_York', 'near_24_5', 'commodities', 'CME'),
  crypto: m('crypto', 'Crypto', 'क्रिप्टो', 'UTC', 'always', 'CRYPTOS', 'CRYPTO'),
  stocks: m('stocks', 'Global stocks', 'वैश्विक शेयर', 'Asia/Tokyo', 'exchange', 'stock', 'TSE'),
  us: m('us', 'US stocks', 'अमेरिकी शेयर', 'America/New_York', 'exchange', 'STOCK', 'NYSE'),
  hk: m('hk', 'Hong Kong stocks', 'हांगकांग शेयर', 'Asia/Hong_Kong', 'exchange', 'hk_stock', 'HKEX'),
  korea: m('korea', 'Korean stocks', 'कोरियाई शेयर', 'Asia/Seoul', 'exchange', 'KOREA', 'KRX'),
  india: m('india', 'Indian stocks (NSE)', 'भारतीय शेयर (एनएसई)', 'Asia/Kolkata', 'exchange', 'india_stock', 'NSE'),
  bse: m('bse', 'Indian stocks (BSE)', 'भारतीय शेयर (बीएसई)', 'Asia/Kolkata', 'exchange', 'bse_stock', 'BSE'),
};

function m(
  code: MarketCode,
  name: string,
  nameHi: string,
  timezone: TimeZone,
  sessionKind: SessionKind,
  productType: ProductType,
  exchange: ExchangeCode,
): MarketInfo {
  return { code, name, nameHi, key: `market.${code}`, timezone, sessionKind, productType, exchange };
}

/** One session of a trading day, in minutes after local midnight of the trading date (may be negative). */
export interface SessionMinutes {
  readonly openMin: number;
  readonly closeMin: number;
}

export interface ExchangeInfo {
  readonly code: ExchangeCode;
  readonly name: string;
  readonly timezone: TimeZone;
  /**
   * Where a trading day begins, in minutes after local midnight of its date: 0 for most, −360 for
   * CME, whose Monday starts at 18:00 on Sunday. Candles of a day and longer start here too.
   */
  readonly dayStartMin: number;
  /** Weekdays with sessions (0 = Sunday … 6 = Saturday). */
  readonly weekdays: readonly number[];
  /** The sessions of a regular trading day, in time order. */
  readonly sessions: readonly SessionMinutes[];
  /** Friday's close when it is earlier than other days' (forex stops at 22:00 UTC). */
  readonly fridayCloseMin?: number;
}

const MON_FRI = [1, 2, 3, 4, 5] as const;
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6] as const;

function s(openHhMm: string, closeHhMm: string): SessionMinutes {
  const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  return { openMin: toMin(openHhMm), closeMin: toMin(closeHhMm) };
}

/** The trading calendars (PRODUCT.md, "Market hours"). Holidays are a separate table passed in. */
export const EXCHANGES: Readonly<Record<ExchangeCode, ExchangeInfo>> = {
  NSE: {
    code: 'NSE',
    name: 'National Stock Exchange of India',
    timezone: 'Asia/Kolkata',
    dayStartMin: 0,
    weekdays: MON_FRI,
    sessions: [s('09:15', '15:30')],
  },
  BSE: {
    code: 'BSE',
    name: 'BSE (Bombay Stock Exchange)',
    timezone: 'Asia/Kolkata',
    dayStartMin: 0,
    weekdays: MON_FRI,
    sessions: [s('09:15', '15:30')],
  },
  NYSE: {
    code: 'NYSE',
    name: 'New York Stock Exchange',
    timezone: 'America/New_York',
    dayStartMin: 0,
    weekdays: MON_FRI,
    sessions: [s('09:30', '16:00')],
  },
  HKEX: {
    code: 'HKEX',
    name: 'Hong Kong Exchanges and Clearing',
    timezone: 'Asia/Hong_Kong',
    dayStartMin: 0,
    weekdays: MON_FRI,
    sessions: [s('09:30', '12:00'), s('13:00', '16:00')],
  },
  KRX: {
    code: 'KRX',
    name: 'Korea Exchange',
    timezone: 'Asia/Seoul',
    dayStartMin: 0,
    weekdays: MON_FRI,
    sessions: [s('09:00', '15:30')],
  },
  TSE: {
    code: 'TSE',
    name: 'Tokyo Stock Exchange',
    timezone: 'Asia/Tokyo',
    dayStartMin: 0,
    weekdays: MON_FRI,
    sessions: [s('09:00', '11:30'), s('12:30', '15:30')],
  },
  TWSE: {
    code: 'TWSE',
    name: 'Taiwan Stock Exchange',
    timezone: 'Asia/Taipei',
    dayStartMin: 0,
    weekdays: MON_FRI,
    sessions: [s('09:00', '13:30')],
  },
  CME: {
    code: 'CME',
    name: 'CME Globex (COMEX, NYMEX)',
    timezone: 'America/New_York',
    dayStartMin: -360,
    weekdays: MON_FRI,
    sessions: [{ openMin: -360, closeMin: 17 * 60 }],
  },
  FX: {
    code: 'FX',
    name: 'Interbank forex',
    timezone: 'UTC',
    dayStartMin: 0,
    weekdays: MON_FRI,
    sessions: [{ openMin: 0, closeMin: 1440 }],
    fridayCloseMin: 22 * 60,
  },
  CRYPTO: {
    code: 'CRYPTO',
    name: 'Crypto (continuous)',
    timezone: 'UTC',
    dayStartMin: 0,
    weekdays: EVERY_DAY,
    sessions: [{ openMin: 0, closeMin: 1440 }],
  },
};
