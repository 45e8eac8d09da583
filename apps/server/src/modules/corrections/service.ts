import { Code, type consoleFundsApi } from '@demo/contract';
import { formatMoney, minor, parseMoney, postAdjustment } from '@demo/core';
import type { z } from 'zod';
import { committed, inTransaction } from '../../db/transaction';
import type { StaffSession } from '../../http/implement';
import { readCurrency } from '../../ledger/currency';
import { post } from '../../ledger/service';
import { fail, ok, type Result } from '../../lib/result';
import { findUserById } from '../accounts/store';
import { insertAudit } from '../audit/store';
import { announceDecision, type FundsDeps } from '../funds/common';
import { fundsMessages } from '../funds/messages';
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
 * Approves (posts one type-16 transfer against the platform's `adjustments` account, the reason as
 * its remark) or rejects a proposed correction. The proposer can never approve their own (C1: 403);
 * the posting, the row's decision and the audit entry commit together. A debit beyond the available
 * balance is refused with 407 and changes nothing.
 */
export async function decideCorrectionCall(
  deps: FundsDeps,
  who: StaffSession,
  input: { id: number; approve: boolean; reason: string },
  ip: string,
): Promise<Result<Correction>> {
  const outcome = await inTransaction(deps.db, async (tx) => {
    const row = await lockCorrection(tx, input.id);
    if (!row) return fail(Code.ABNORMAL_DATA, fundsMessages.notFound);
    if (row.status !== 'PROPOSED') return fail(Code.ABNORMAL_DATA, fundsMessages.alreadyDecided);
    if (input.approve && row.proposedBy === who.staffId)
      return fail(Code.ACCOUNT_DISABLED, fundsMessages.ownCorrection);
    let transferId: number | null = null;
    if (input.approve) {
      const ref = `correction:${row.id}`;
      const posted = await post(
        tx,
        postAdjustment(
          { userId: row.userId, currency: row.currency, ref, eventId: `${ref}:approve` },
          row.accountSet,
          row.direction,
          minor(row.amountMinor),
          row.reason,
        ),
      );
      if (!posted.ok) {
        if (posted.error.code === 'insufficient_funds')
          return fail(Code.INSUFFICIENT_BALANCE, fundsMessages.correctionOverdraw);
        throw new Error(`correction ${row.id} could not be posted: ${posted.error.detail}`);
      }
      transferId = posted.value[0]?.id ?? null;
    }
    const status = input.approve ? 'APPROVED' : 'REJECTED';
    await decideCorrection(tx, row.id, { status, staffId: who.staffId, reason: input.reason, transferId });
    await insertAudit(tx, {
      staffId: who.staffId,
      action: input.approve ? 'correction.approve' : 'correction.reject',
      target: `correction:${row.id}`,
      reason: input.reason,
      detail: { userId: row.userId, direction: row.direction, amount: formatMoney(minor(row.amountMinor)), transferId },
      ip,
    });
    return ok({ userId: row.userId, status });
  });
  if (!outcome.ok) return outcome;
  await announceDecision(
    deps,
    outcome.body.userId,
    { kind: 'correction', id: input.id, status: outcome.body.status },
    input.approve,
  );
  return ok(await oneCorrection(deps, input.id));
}
