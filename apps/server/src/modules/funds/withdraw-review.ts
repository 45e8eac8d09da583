import type { consoleFundsApi } from '@demo/contract';
import { formatMoney, minor, WITHDRAWAL_REVIEW, withdrawalDecisionPosting } from '@demo/core';
import type { z } from 'zod';
import { ok, type Result } from '../../lib/result';
import type { ReviewSpec } from '../reviews';
import { fundsAmountsOf } from './amounts';
import type { FundsDeps } from './common';
import { fundsMessages } from './messages';
import { convertedOf } from './recharge-review';
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
    ...fundsAmountsOf(w),
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
  | { action: 'pay'; reference: string; reason?: string | undefined }
  | { action: 'reject'; reason: string };

/** The audit action of each decision (`withdraw.paid` for a payment, as the audit log has always said). */
const AUDIT_ACTION = { approve: 'withdraw.approve', pay: 'withdraw.paid', reject: 'withdraw.reject' } as const;

/**
 * Withdrawals under review: UNDER → PASS (approved for payout, the amount stays locked), PASS → PAID
 * (the held amount leaves, type 2, with the payout reference) or UNDER|PASS → REJECT (exactly the
 * held amount returns, type 13: F2). The row lock makes racing decisions take turns; the posting,
 * the state change and the audit row commit together.
 */
export const withdrawalReview: ReviewSpec<
  WithdrawalRow,
  WithdrawalRow['status'],
  'approve' | 'pay' | 'reject',
  WithdrawDecision,
  ReviewWithdrawal
> = {
  lifecycle: WITHDRAWAL_REVIEW,
  event: 'withdraw',
  wrongState: fundsMessages.wrongState,
  lock: lockWithdrawal,
  statusOf: (row) => row.status,
  userIdOf: (row) => row.userId,
  posting: (row, decision) =>
    withdrawalDecisionPosting(
      {
        id: row.id,
        userId: row.userId,
        currency: row.currency,
        amountMinor: minor(row.amountMinor),
        // X6: a payout in USDT leaves through the fx accounts at the rate quoted when it was requested.
        converted: convertedOf(row),
      },
      decision,
    ),
  write: (tx, row, { from, to, decision, staffId }) =>
    setWithdrawalState(tx, row.id, from, {
      status: to,
      reason: decision.reason ?? row.reason,
      ...(decision.action === 'pay' ? { reference: decision.reference } : {}),
      staffId,
    }),
  audit: (row, { from, to, decision }) => ({
    action: AUDIT_ACTION[decision.action],
    target: `withdraw:${row.id}`,
    reason: decision.reason ?? null,
    detail: {
      userId: row.userId,
      amount: formatMoney(minor(row.amountMinor)),
      from,
      to,
      ...(decision.action === 'pay' ? { reference: decision.reference } : {}),
    },
  }),
  movesMoney: (decision) => decision.action !== 'approve',
  view: async (deps, id) => {
    const { rows } = await reviewWithdrawals(deps.db, { page: 1, size: 1, id });
    return rows[0] && viewOf(rows[0]);
  },
};
