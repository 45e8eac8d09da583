import { Code, type consoleFundsApi } from '@demo/contract';
import { formatMoney, minor, postWithdrawPaid, postWithdrawRejected } from '@demo/core';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction';
import type { StaffSession } from '../../http/implement';
import { post } from '../../ledger/service';
import { fail, ok, type Result } from '../../lib/result';
import { insertAudit } from '../audit/store';
import { announceDecision, type FundsDeps } from './common';
import { fundsMessages } from './messages';
import { lockWithdrawal, reviewWithdrawals, setWithdrawalState, type WithdrawalRow } from './withdraw-store';

type ReviewWithdrawal = z.infer<typeof consoleFundsApi.reviewWithdrawal>;
type ReviewRow = Awaited<ReturnType<typeof reviewWithdrawals>>['rows'][number];

function viewOf(r: ReviewRow): ReviewWithdrawal {
  const w = r.withdrawal;
  return {
    id: w.id,
    userId: w.userId,
    username: r.username,
    amount: formatMoney(minor(w.amountMinor)),
    fee: formatMoney(minor(w.feeMinor)),
    type: w.type,
    accountMasked: w.accountMasked,
    payee: r.payee,
    ifsc: r.ifsc,
    currency: w.currency,
    remark: w.remark,
    status: w.status,
    reference: w.reference,
    reason: w.reason,
    reviewedBy: r.reviewedByName,
    reviewedAt: w.reviewedAt?.getTime() ?? null,
    createdAt: w.createdAt.getTime(),
  };
}

export async function listReviewWithdrawals(
  deps: FundsDeps,
  filter: { page: number; size: number; status?: WithdrawalRow['status'] | undefined; userId?: number | undefined },
): Promise<Result<{ list: ReviewWithdrawal[]; total: number }>> {
  const { rows, total } = await reviewWithdrawals(deps.db, filter);
  return ok({ list: rows.map(viewOf), total });
}

export type WithdrawDecision =
  | { action: 'approve'; reason?: string | undefined }
  | { action: 'paid'; reference: string; reason?: string | undefined }
  | { action: 'reject'; reason: string };

/** Which states each decision starts from, and where it leads. */
const TRANSITIONS = {
  approve: { from: ['UNDER'], to: 'PASS' },
  paid: { from: ['PASS'], to: 'PAID' },
  reject: { from: ['UNDER', 'PASS'], to: 'REJECT' },
} as const satisfies Record<
  WithdrawDecision['action'],
  { from: readonly WithdrawalRow['status'][]; to: WithdrawalRow['status'] }
>;

/**
 * Moves a withdrawal UNDER → PASS (approved for payout, the amount stays locked), PASS → PAID (the
 * held amount leaves, type 2, with the payout reference) or UNDER|PASS → REJECT (exactly the held
 * amount returns, type 13: F2). The row lock makes racing decisions take turns; the posting, the
 * state change and the audit row commit together.
 */
export async function decideWithdrawal(
  deps: FundsDeps,
  who: StaffSession,
  id: number,
  decision: WithdrawDecision,
  ip: string,
): Promise<Result<ReviewWithdrawal>> {
  const rule = TRANSITIONS[decision.action];
  const outcome = await inTransaction(deps.db, async (tx) => {
    const row = await lockWithdrawal(tx, id);
    if (!row) return fail(Code.ABNORMAL_DATA, fundsMessages.notFound);
    const from = row.status;
    if (!(rule.from as readonly string[]).includes(from)) return fail(Code.ABNORMAL_DATA, fundsMessages.wrongState);
    const ref = `withdraw:${row.id}`;
    const ctx = { userId: row.userId, currency: row.currency, ref };
    const amountMinor = minor(row.amountMinor);
    if (decision.action !== 'approve') {
      const posting =
        decision.action === 'paid'
          ? postWithdrawPaid({ ...ctx, eventId: `${ref}:paid` }, amountMinor, decision.reference)
          : postWithdrawRejected({ ...ctx, eventId: `${ref}:rejected` }, amountMinor, decision.reason);
      const posted = await post(tx, posting);
      if (!posted.ok) throw new Error(`withdrawal ${row.id} ${decision.action} failed: ${posted.error.detail}`);
    }
    await setWithdrawalState(tx, row.id, from, {
      status: rule.to,
      reason: decision.reason ?? row.reason,
      ...(decision.action === 'paid' ? { reference: decision.reference } : {}),
      staffId: who.staffId,
    });
    await insertAudit(tx, {
      staffId: who.staffId,
      action: `withdraw.${decision.action}`,
      target: `withdraw:${row.id}`,
      reason: decision.reason ?? null,
      detail: {
        userId: row.userId,
        amount: formatMoney(amountMinor),
        from,
        to: rule.to,
        ...(decision.action === 'paid' ? { reference: decision.reference } : {}),
      },
      ip,
    });
    return ok({ userId: row.userId });
  });
  if (!outcome.ok) return outcome;
  await announceDecision(
    deps,
    outcome.body.userId,
    { kind: 'withdraw', id, status: rule.to },
    decision.action !== 'approve',
  );
  const { rows } = await reviewWithdrawals(deps.db, { page: 1, size: 1, id });
  const view = rows[0];
  if (!view) throw new Error(`withdrawal ${id} vanished after its decision`);
  return ok(viewOf(view));
}
