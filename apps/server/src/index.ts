/** What other workspaces (e2e, bench) may use from the server: building it and its pieces for tests. */
export { type AppOptions, buildApp } from './app';
export { loadEnv } from './config/env';
export { openDatabase } from './db/client';
export { startEmbeddedPostgres } from './db/embedded';
export { reconcile } from './ledger/reconcile';
export { LogSmsSender, type SmsSender } from './lib/sms-sender';
export { createBenchTrader } from './modules/accounts/bench-trader';
export { INTERNAL_ERROR_CODE } from './plugins/envelope';
export { prepareDatabase } from './prepare';
