// The database schema, one file a feature under schema/ (drizzle-kit and every module read it from here).
export * from './schema/accounts';
export * from './schema/brakes';
export * from './schema/content';
export * from './schema/funds';
export * from './schema/halts';
export * from './schema/house-marks';
export * from './schema/ledger';
export * from './schema/market';
export * from './schema/offerings';
export * from './schema/orders';
export * from './schema/platform';
export * from './schema/proof';
export * from './schema/risk';
export * from './schema/sip';
export * from './schema/statements';
export * from './schema/trigger-firings';
export * from './schema/upi';
