// What code outside modules/sip/ may use; every other file here is private to the module.
export { sipCalls } from './routes';
export { runSipPass, SIP_PASS_INTERVAL_MS } from './run';
export type { SipDeps } from './service';
