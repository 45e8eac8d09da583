// What code outside modules/new-shares/ may use; every other file here is private to the module.
export { runNewShareJobs } from './allotment';
export { newShareCalls } from './routes';
export { ensureSeededOfferings, SEED_CHECK_MS } from './seed';
export type { QuoteOf } from './view';
