import { BSE_NSE_SYMBOL } from './catalogue-bse';
import { NIFTY50_WEIGHTS } from './catalogue-nse';
import { DOW30_CODES, US_STOCKS } from './catalogue-us';
import type { InstrumentLink } from './links';

/**
 * Which catalogue instruments are priced from others (links.ts, SPEC K5–K7), by code. The server
 * resolves the same table against its products, so a product keeps its link whatever staff edit.
 *
 * Indices not listed here (BANKNIFTY, S&P 500, Nasdaq 100, Hang Seng, KOSPI, Nikkei 225, TAIEX)
 * have most of their weight outside the catalogue and walk paths of their own.
 */

/** Crosses from their USD legs: [leg, +1] multiplies by the leg's price, [leg, −1] divides. */
const CROSSES: Readonly<Record<string, readonly (readonly [string, 1 | -1])[]>> = {
  EURJPY: [
    ['EURUSD', 1],
    ['USDJPY', 1],
  ],
  GBPJPY: [
    ['GBPUSD', 1],
    ['USDJPY', 1],
  ],
  EURGBP: [
    ['EURUSD', 1],
    ['GBPUSD', -1],
  ],
  EURCHF: [
    ['EURUSD', 1],
    ['USDCHF', 1],
  ],
  EURAUD: [
    ['EURUSD', 1],
    ['AUDUSD', -1],
  ],
  EURCAD: [
    ['EURUSD', 1],
    ['USDCAD', 1],
  ],
  EURNZD: [
    ['EURUSD', 1],
    ['NZDUSD', -1],
  ],
  GBPCHF: [
    ['GBPUSD', 1],
    ['USDCHF', 1],
  ],
  GBPAUD: [
    ['GBPUSD', 1],
    ['AUDUSD', -1],
  ],
  GBPCAD: [
    ['GBPUSD', 1],
    ['USDCAD', 1],
  ],
  AUDJPY: [
    ['AUDUSD', 1],
    ['USDJPY', 1],
  ],
  CADJPY: [
    ['USDJPY', 1],
    ['USDCAD', -1],
  ],
  CHFJPY: [
    ['USDJPY', 1],
    ['USDCHF', -1],
  ],
  NZDJPY: [
    ['NZDUSD', 1],
    ['USDJPY', 1],
  ],
  AUDNZD: [
    ['AUDUSD', 1],
    ['NZDUSD', -1],
  ],
  AUDCAD: [
    ['AUDUSD', 1],
    ['USDCAD', 1],
  ],
  EURINR: [
    ['EURUSD', 1],
    ['USDINR', 1],
  ],
  GBPINR: [
    ['GBPUSD', 1],
    ['USDINR', 1],
  ],
};

const usPrice = new Map(US_STOCKS.map((i) => [i.code, Number(i.startPrice)]));

/** The SENSEX members are the BSE listings; each weighs what its company weighs in the NIFTY 50. */
const sensexMembers = Object.entries(BSE_NSE_SYMBOL).map(
  ([code, symbol]) => [code, NIFTY50_WEIGHTS[symbol] ?? 0] as const,
);

export const INSTRUMENT_LINKS: Readonly<Record<string, InstrumentLink>> = {
  ...Object.fromEntries(Object.entries(BSE_NSE_SYMBOL).map(([code, source]) => [code, { kind: 'listing', source }])),
  ...Object.fromEntries(Object.entries(CROSSES).map(([code, legs]) => [code, { kind: 'cross', legs }])),
  NIFTY50: { kind: 'basket', members: Object.entries(NIFTY50_WEIGHTS) },
  SENSEX: { kind: 'basket', members: sensexMembers },
  // Price-weighted: each member's share is its price over the sum of the members' prices.
  DJI: { kind: 'basket', members: DOW30_CODES.map((code) => [code, usPrice.get(code) ?? 0] as const) },
  // Brent keeps its usual premium over WTI: it walks WTI's path from its own reference price (SW5).
  BRENT: { kind: 'follows', source: 'USOIL' },
};
