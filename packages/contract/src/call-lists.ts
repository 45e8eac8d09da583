import type { CallDef } from './call';
import * as account from './calls/account';
import * as consoleCalls from './calls/console';
import * as consoleFunds from './calls/console-funds';
import * as consoleMarkets from './calls/console-markets';
import * as content from './calls/content';
import * as funds from './calls/funds';
import * as markets from './calls/markets';
import * as offerings from './calls/offerings';
import * as security from './calls/security';
import * as trading from './calls/trading';
import * as watchlist from './calls/watchlist';

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
  ...callsOf(watchlist),
  ...callsOf(trading),
  ...callsOf(offerings),
  ...callsOf(security),
];

/** Every staff call, under `/api/console/`. */
export const consoleCallList: readonly CallDef[] = [
  ...callsOf(consoleCalls),
  ...callsOf(consoleMarkets),
  ...callsOf(consoleFunds),
];
