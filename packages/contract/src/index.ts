/**
 * The wire contract (CONTRACT.md) as code: one zod schema per call's payload and body, the code
 * table, socket frames, and the specification's constants. Server, web and console import it.
 */
import type { CallDef } from './call';
import * as account from './calls/account';
import * as consoleCalls from './calls/console';
import * as content from './calls/content';
import * as funds from './calls/funds';
import * as markets from './calls/markets';
import * as offerings from './calls/offerings';
import * as trading from './calls/trading';

export * from './call';
export * from './calls/account';
export * as consoleApi from './calls/console';
export * from './calls/content';
export * from './calls/funds';
export * from './calls/markets';
export * from './calls/offerings';
export * from './calls/trading';
export * from './codes';
export * from './constants';
export * as fields from './fields';
export * from './validation';

function callsOf(module: Record<string, unknown>): CallDef[] {
  return Object.values(module).filter(
    (v): v is CallDef => typeof v === 'object' && v !== null && 'path' in v && 'payload' in v && 'access' in v,
  );
}

/** Every customer call, under `/api/smart/`. */
export const customerCallList: readonly CallDef[] = [
  ...callsOf(account),
  ...callsOf(content),
  ...callsOf(funds),
  ...callsOf(markets),
  ...callsOf(trading),
  ...callsOf(offerings),
];

/** Every staff call, under `/api/console/`. */
export const consoleCallList: readonly CallDef[] = callsOf(consoleCalls);
