import {
  Code,
  consoleCustomersApi,
  statementContractNote,
  statementContractNotes,
  statementPnl,
  statementVerify,
} from '@demo/contract';
import { publicCall, staffCall, staffFileCall, userCall, userFileCall } from '../../http/implement';
import { fail } from '../../lib/result';
import { findUserById } from '../accounts';
import { insertAudit } from '../audit';
import type { TradingDeps } from '../trading';
import { contractNoteFile, listContractNotes } from './contract-notes';
import { statementFile, verifyStatement } from './service';

/** A statement reads a year of the ledger: a few a minute per customer is plenty. */
const STATEMENT_LIMIT = { name: 'statement', max: 20, windowMs: 60_000, per: 'account' as const };
/** A hash is checked by anyone holding a statement; per address, to keep guessing slow. */
const VERIFY_LIMIT = { name: 'statement-verify', max: 30, windowMs: 60_000, per: 'ip' as const };

const noCustomer = { en: 'No such customer', hi: 'ऐसा कोई ग्राहक नहीं' };

export function statementCalls(deps: TradingDeps) {
  return [
    userFileCall(statementPnl, (p, ctx) => statementFile(deps, ctx.user.userId, p, p.locale ?? ctx.locale), [
      STATEMENT_LIMIT,
    ]),
    publicCall(statementVerify, (p) => verifyStatement(deps, p.sha256), [VERIFY_LIMIT]),
    // ST16: the token names whose notes; a payload's userId is not a field of these calls.
    userCall(statementContractNotes, (p, ctx) => listContractNotes(deps, ctx.user.userId, p)),
    userFileCall(statementContractNote, (p, ctx) => contractNoteFile(deps, ctx.user.userId, p, p.locale ?? ctx.locale)),
  ];
}

/** The console's copy of a customer's statement and contract notes (ST9, ST16): the same files, each download audited. */
export function statementConsoleCalls(deps: TradingDeps) {
  return [
    staffFileCall(
      consoleCustomersApi.userStatement,
      async (p, ctx) => {
        const user = await findUserById(deps.db, p.id);
        if (!user) return fail(Code.ABNORMAL_DATA, noCustomer);
        const { id, ...request } = p;
        const file = await statementFile(deps, id, request, request.locale ?? ctx.locale);
        if (file.ok)
          await insertAudit(deps.db, {
            staffId: ctx.staff.staffId,
            action: 'customer.statement',
            target: `user:${id}`,
            reason: null,
            detail: { accountType: request.accountType, format: request.format, file: file.body.filename },
            ip: ctx.ip,
          });
        return file;
      },
      [STATEMENT_LIMIT],
    ),
    staffCall(consoleCustomersApi.userContractNotes, (p) => listContractNotes(deps, p.id, p)),
    staffFileCall(consoleCustomersApi.userContractNote, async (p, ctx) => {
      const { id, ...request } = p;
      const file = await contractNoteFile(deps, id, request, request.locale ?? ctx.locale);
      if (file.ok)
        await insertAudit(deps.db, {
          staffId: ctx.staff.staffId,
          action: 'customer.contract_note',
          target: `user:${id}`,
          reason: null,
          detail: { accountType: request.accountType, date: request.date, format: request.format },
          ip: ctx.ip,
        });
      return file;
    }),
  ];
}
