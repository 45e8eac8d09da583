// What code outside modules/proof/ may use; every other file here is private to the module.
export { proofCalls } from './routes';
export { buildDailyProof, PROOF_CHECK_MS } from './service';
