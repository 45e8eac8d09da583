/** What other workspaces (e2e, bench) may use from the server: building it and its pieces for tests. */
export { openDatabase } from './db/client';
export { reconcile } from './ledger/reconcile';
export { createBenchTrader } from './modules/accounts';
