import type { CallDef } from './call';
import * as account from './calls/account';
import * as alerts from './calls/alerts';
import * as analytics from './calls/analytics';
import * as brakes from './calls/brakes';
import * as consoleCalls from './calls/console';
import * as consoleAi from './calls/console-ai';
import * as consoleBrakes from './calls/console-brakes';
import * as consoleContent from './calls/console-content';
import * as consoleCustomers from './calls/console-customers';
import * as consoleFunds from './calls/console-funds';
import * as consoleGroups from './calls/console-groups';
import * as consoleMarkets from './calls/console-markets';
import * as consoleNewShares from './calls/console-new-shares';
import * as consoleRisk from './calls/console-risk';
import * as consoleSettings from './calls/console-settings';
import * as consoleUpi from './calls/console-upi';
import * as content from './calls/content';
import * as drawings from './calls/drawings';
import * as funds from './calls/funds';
import * as markets from './calls/markets';
import * as offerings from './calls/offerings';
import * as proof from './calls/proof';
import * as receipts from './calls/receipts';
import * as security from './calls/security';
import * as sip from './calls/sip';
import * as statements from './calls/statements';
import * as support from './calls/support';
import * as trading from './calls/trading';
import * as upi from './calls/upi';
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
  ...callsOf(receipts),
  ...callsOf(offerings),
  ...callsOf(security),
  ...callsOf(support),
  ...callsOf(alerts),
  ...callsOf(analytics),
  ...callsOf(upi),
  ...callsOf(sip),
  ...callsOf(brakes),
  ...callsOf(statements),
  ...callsOf(proof),
  ...callsOf(drawings),
];

/** Every staff call, under `/api/console/`. */
export const consoleCallList: readonly CallDef[] = [
  ...callsOf(consoleCalls),
  ...callsOf(consoleMarkets),
  ...callsOf(consoleFunds),
  ...callsOf(consoleNewShares),
  ...callsOf(consoleGroups),
  ...callsOf(consoleAi),
  ...callsOf(consoleContent),
  ...callsOf(consoleCustomers),
  ...callsOf(consoleSettings),
  ...callsOf(consoleRisk),
  ...callsOf(consoleUpi),
  ...callsOf(consoleBrakes),
];
