/** Markets: catalogue, calendars, the seeded simulator, history, candles and chart indicators (ARCHITECTURE.md, "Market data"). */
export * from './calendar';
export * from './candles';
export * from './catalogue';
export * from './catalogue-asia-stocks';
export * from './catalogue-forex-crypto';
export * from './catalogue-indices-commodities';
export * from './catalogue-us-india-stocks';
export * from './format';
export * from './history';
export * from './holidays';
export * from './indicators';
export * from './instrument';
export * from './markets';
export { type DayPlan, IDLE_DAY_WEIGHT, type PathModel, PRICE_ANCHOR_DATE, pathModel } from './path';
export * from './random';
export * from './simulator';
export * from './time-zone';
