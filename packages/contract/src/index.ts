/**
 * The wire contract (CONTRACT.md) as code: one zod schema per call's payload and body, the code
 * table, socket frames, route paths, and the specification's constants. Server, web and console import it.
 */
export * from './balance-types';
export * from './call';
export { consoleCallList, customerCallList } from './call-lists';
export * from './calls/account';
export * from './calls/alerts';
export * from './calls/analytics';
export * from './calls/brakes';
export * as consoleApi from './calls/console';
export * as consoleAiApi from './calls/console-ai';
export * as consoleBrakesApi from './calls/console-brakes';
export * as consoleContentApi from './calls/console-content';
export * as consoleCustomersApi from './calls/console-customers';
export * as consoleFundsApi from './calls/console-funds';
export * as consoleGroupsApi from './calls/console-groups';
export * as consoleMarketsApi from './calls/console-markets';
export * as consoleNewSharesApi from './calls/console-new-shares';
export * as consoleRiskApi from './calls/console-risk';
export * as consoleSettingsApi from './calls/console-settings';
export * as consoleUpiApi from './calls/console-upi';
export * from './calls/content';
export * from './calls/drawings';
export * from './calls/funds';
export * from './calls/markets';
export * from './calls/offerings';
export * from './calls/proof';
export * from './calls/receipts';
export * from './calls/security';
export * from './calls/sip';
export * from './calls/statements';
export * from './calls/support';
export * from './calls/trading';
export * from './calls/upi';
export * from './calls/watchlist';
export * from './codes';
export * from './constants';
export * as fields from './fields';
export * from './openapi';
export * from './payload-guard';
export * from './routes';
export * from './socket';
export * from './socket-topics';
export * from './validation';
export * from './wire-values';
