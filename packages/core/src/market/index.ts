/** Markets: catalogue, calendars, the seeded simulator, history, candles and chart indicators (ARCHITECTURE.md, "Market data"). */
export * from './calendar';
export * from './candles';
export * from './catalogue';
export * from './catalogue-bse';
export * from './catalogue-crypto-top';
export * from './catalogue-forex-crosses';
export * from './catalogue-forex-crypto';
export * from './catalogue-hk';
export * from './catalogue-indices-commodities';
export * from './catalogue-japan-taiwan';
export * from './catalogue-korea';
export * from './catalogue-links';
export * from './catalogue-nse';
export * from './catalogue-us';
export * from './depth';
export * from './format';
export * from './history';
export * from './holidays';
export * from './indicators';
export * from './instrument';
export * from './links';
export * from './markets';
export * from './names-hi';
export {
  HISTORY_FALL_FACTOR_MAX,
  HISTORY_GROWTH_ANNUAL,
  HISTORY_GROWTH_GRACE_DAYS,
  HISTORY_RISE_FACTOR_MAX,
  historyBand,
  listingStartMs,
  PRICE_ANCHOR_DATE,
} from './path';
export * from './random';
export * from './simulator';
export * from './time-zone';
export * from './trading-days';
