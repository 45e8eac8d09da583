import { consoleMarketsApi } from '@demo/contract';

/**
 * Names and option lists for markets and exchanges. The codes come from the contract's payload
 * schemas, so a market or exchange the contract adds shows up here without an edit; only the
 * display names, time zones and usual currencies below are the console's own.
 */

const createShape = consoleMarketsApi.productCreate.payload.shape;

export type MarketCode = (typeof createShape.market.options)[number];
export type ExchangeCode = (typeof createShape.exchange.options)[number];

export const MARKET_CODES: readonly MarketCode[] = createShape.market.options;
export const EXCHANGE_CODES: readonly ExchangeCode[] = createShape.exchange.options;

interface MarketLook {
  readonly label: string;
  /** The exchange most of the market's products trade on; the create form suggests it. */
  readonly exchange: ExchangeCode;
}

const MARKETS: Record<MarketCode, MarketLook> = {
  forex: { label: 'Forex', exchange: 'FX' },
  indices: { label: 'Indices', exchange: 'NSE' },
  commodities: { label: 'Commodities', exchange: 'CME' },
  crypto: { label: 'Crypto', exchange: 'CRYPTO' },
  stocks: { label: 'Global stocks', exchange: 'TSE' },
  us: { label: 'US stocks', exchange: 'NYSE' },
  hk: { label: 'Hong Kong stocks', exchange: 'HKEX' },
  korea: { label: 'Korean stocks', exchange: 'KRX' },
  india: { label: 'Indian stocks (NSE)', exchange: 'NSE' },
  bse: { label: 'Indian stocks (BSE)', exchange: 'BSE' },
};

interface ExchangeLook {
  readonly label: string;
  /** The zone whose local date a holiday of this exchange names. */
  readonly timezone: string;
  /** The currency its products are usually quoted in; the create form suggests it. */
  readonly currency: string;
  /** Whether it trades on Saturdays and Sundays (only crypto does). */
  readonly weekends: boolean;
}

const EXCHANGES: Record<ExchangeCode, ExchangeLook> = {
  NSE: { label: 'National Stock Exchange of India', timezone: 'Asia/Kolkata', currency: 'INR', weekends: false },
  BSE: { label: 'BSE (Bombay Stock Exchange)', timezone: 'Asia/Kolkata', currency: 'INR', weekends: false },
  NYSE: { label: 'New York Stock Exchange', timezone: 'America/New_York', currency: 'USD', weekends: false },
  HKEX: { label: 'Hong Kong Exchanges', timezone: 'Asia/Hong_Kong', currency: 'HKD', weekends: false },
  KRX: { label: 'Korea Exchange', timezone: 'Asia/Seoul', currency: 'KRW', weekends: false },
  TSE: { label: 'Tokyo Stock Exchange', timezone: 'Asia/Tokyo', currency: 'JPY', weekends: false },
  TWSE: { label: 'Taiwan Stock Exchange', timezone: 'Asia/Taipei', currency: 'TWD', weekends: false },
  CME: { label: 'CME futures (COMEX, NYMEX)', timezone: 'America/New_York', currency: 'USD', weekends: false },
  FX: { label: 'Forex (24 hours, Monday to Friday)', timezone: 'UTC', currency: 'USD', weekends: false },
  CRYPTO: { label: 'Crypto (every day, all day)', timezone: 'UTC', currency: 'USD', weekends: true },
};

export function isMarketCode(code: string): code is MarketCode {
  return Object.hasOwn(MARKETS, code);
}

function isExchangeCode(code: string): code is ExchangeCode {
  return Object.hasOwn(EXCHANGES, code);
}

/** A market's display name; a code the console does not know shows as itself. */
export function marketLabel(code: string): string {
  return isMarketCode(code) ? MARKETS[code].label : code;
}

export function suggestedExchange(market: MarketCode): ExchangeCode {
  return MARKETS[market].exchange;
}

export function exchangeLook(code: string): ExchangeLook | undefined {
  return isExchangeCode(code) ? EXCHANGES[code] : undefined;
}

export function suggestedCurrency(exchange: ExchangeCode): string {
  return EXCHANGES[exchange].currency;
}

export const MARKET_OPTIONS = MARKET_CODES.map((value) => ({ value, label: MARKETS[value].label }));
export const EXCHANGE_OPTIONS = EXCHANGE_CODES.map((value) => ({
  value,
  label: `${value} · ${EXCHANGES[value].label}`,
}));
