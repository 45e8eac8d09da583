import { statementPnl, statementVerify } from '@demo/contract';
import { publicCall, userFileCall } from '../../http/implement';
import type { TradingDeps } from '../trading';
import { statementFile, verifyStatement } from './service';

/** A statement reads a year of the ledger: a few a minute per customer is plenty. */
const STATEMENT_LIMIT = { name: 'statement', max: 20, windowMs: 60_000, per: 'account' as const };
/** A hash is checked by anyone holding a statement; per address, to keep guessing slow. */
const VERIFY_LIMIT = { name: 'statement-verify', max: 30, windowMs: 60_000, per: 'ip' as const };

export function statementCalls(deps: TradingDeps) {
  return [
    userFileCall(statementPnl, (p, ctx) => statementFile(deps, ctx.user.userId, p, p.locale ?? ctx.locale), [
      STATEMENT_LIMIT,
    ]),
    publicCall(statementVerify, (p) => verifyStatement(deps, p.sha256), [VERIFY_LIMIT]),
  ];
}
