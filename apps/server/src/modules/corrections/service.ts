import { Code, type consoleFundsApi } from '@demo/contract';
import {
  CORRECTION_REVIEW,
  correctionDecisionPosting,
  correctionRefusal,
  formatMoney,
  minor,
  parseMoney,
  userAccounts,
} from '@demo/core';
import type { z } from 'zod';
import { committed, inTransaction } from '../../db/transaction';
import type { StaffSession } from '../../http/implement';
import { readCurrency } from '../../ledger/currency';
import { fail, ok, type Result } from '../../lib/result';
import { findUserById } from '../accounts';
import { insertAudit } from '../audit';
import type { FundsDeps } from '../funds';
import { fundsMessages } from '../funds';
import type { Decision, ReviewSpec } from '../reviews';
import { type CorrectionRow, decideCorrection, insertCorrection, listCorrections, lockCorrection } from './store';

type Correction = z.infer<typeof consoleFundsApi.correction>;
type ListRow = Awaited<ReturnType<typeof listCorrections>>['rows'][number];

function viewOf(r: ListRow): Correction {
  const c = r.correction;
  return {
    id: c.id,
    userId: c.userId,
    username: r.username,
    accountType: c.accountSet,
    direction: c.direction,
    amount: formatMoney(minor(c.amountMinor)),
    reason: c.reason,
    status: c.status,
    proposedBy: c.proposedBy,
    proposedByName: r.proposedByName,
    decidedBy: c.decidedBy,
    decidedByName: r.decidedByName,
    decisionReason: c.decisionReason,
    transferId: c.transferId,
    createdAt: c.createdAt.getTime(),
    decidedAt: c.decidedAt?.getTime() ?? null,
  };
}

async function oneCorrection(deps: FundsDeps, id: number): Promise<Correction> {
  const { rows } = await listCorrections(deps.db, { page: 1, size: 1, id });
  const row = rows[0];
  if (!row) throw new Error(`correction ${id} vanished`);
  return viewOf(row);
}

export async function correctionList(
  deps: FundsDeps,
  filter: { page: number; size: number; status?: CorrectionRow['status'] | undefined; userId?: number | undefined },
): Promise<Result<{ list: Correction[]; total: number }>> {
  const { rows, total } = await listCorrections(deps.db, filter);
  return ok({ list: rows.map(viewOf), total });
}

/** Any staff member proposes a correction; nothing moves until a different admin approves it. */
export async function proposeCorrection(
  deps: FundsDeps,
  who: StaffSession,
  input: {
    userId: number;
    accountType: 'real' | 'virtual';
    direction: 'credit' | 'debit';
    amount: string;
    reason: string;
  },
  ip: string,
): Promise<Result<Correction>> {
  if (!(await findUserById(deps.db, input.userId))) return fail(Code.ABNORMAL_DATA, fundsMessages.userUnknown);
  const amount = parseMoney(input.amount);
  if (!amount.ok) throw new Error(`amount ${input.amount} passed the contract but not parseMoney`);
  const currency = await readCurrency(deps.db, input.accountType);
  const row = committed(
    await inTransaction(deps.db, async (tx) => {
      const inserted = await insertCorrection(tx, {
        userId: input.userId,
        accountSet: input.accountType,
        direction: input.direction,
        currency,
        amountMinor: amount.value,
        reason: input.reason,
        proposedBy: who.staffId,
      });
      await insertAudit(tx, {
        staffId: who.staffId,
        action: 'correction.propose',
        target: `correction:${inserted.id}`,
        reason: input.reason,
        detail: {
          userId: input.userId,
          accountType: input.accountType,
          direction: input.direction,
          amount: input.amount,
        },
        ip,
      });
      return inserted;
    }),
  );
  return ok(await oneCorrection(deps, row.id));
}

/**
 * Proposed corrections under review: approval posts one type-16 transfer against the platform's
 * `adjustments` account, the reason as its remark; a rejection moves nothing. The proposer can never
 * approve their own (C1: 403); the posting, the row's decision and the audit entry commit together.
 * A debit beyond the available balance is refused with 407 and changes nothing.
 */
export const correctionReview: ReviewSpec<
  CorrectionRow,
  CorrectionRow['status'],
  'approve' | 'reject',
  Decision<'approve' | 'reject'> & { reason: string },
  Correction
> = {
  lifecycle: CORRECTION_REVIEW,
  event: 'correction',
  wrongState: fundsMessages.alreadyDecided,
  lock: lockCorrection,
  statusOf: (row) => row.status,
  userIdOf: (row) => row.userId,
  refuse: (rows, decision, staffId) => correctionRefusal(rows, decision.action, staffId),
  refusedWords: (failure) => (failure.code === 403 ? fundsMessages.ownCorrection : fundsMessages.correctionOverdraw),
  // C1: a debit is decided on the available balance it debits, locked (407 beyond it).
  balanceOf: (row, decision) =>
    decision.action === 'approve' && row.direction === 'debit'
      ? userAccounts(row.userId, row.accountSet, row.currency).available
      : null,
  posting: (row, decision) =>
    correctionDecisionPosting({ ...row, amountMinor: minor(row.amountMinor) }, decision.action),
  // The row stores the id of its type-16 transfer, which the ledger assigns at its insert.
  writeAfterPosting: true,
  write: (tx, row, change) =>
    decideCorrection(tx, row.id, {
      status: change.to,
      staffId: change.staffId,
      reason: change.decision.reason,
      transferId: change.transferId,
    }),
  audit: (row, { decision, transferId }) => ({
    action: `correction.${decision.action}`,
    target: `correction:${row.id}`,
    reason: decision.reason,
    detail: { userId: row.userId, direction: row.direction, amount: formatMoney(minor(row.amountMinor)), transferId },
  }),
  movesMoney: (decision) => decision.action === 'approve',
  view: (deps, id) => oneCorrection(deps, id),
};
