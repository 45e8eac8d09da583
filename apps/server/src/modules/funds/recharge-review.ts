import type { consoleFundsApi } from '@demo/contract';
import { formatMoney, type Minor, minor, RECHARGE_REVIEW, rechargeDecisionPosting } from '@demo/core';
import type { z } from 'zod';
import { ok, type Result } from '../../lib/result';
import type { Decision, ReviewSpec } from '../reviews';
import { fundsAmountsOf } from './amounts';
import type { FundsDeps } from './common';
import { fundsMessages } from './messages';
import { type ChargeRow, decideCharge, lockCharge, reviewCharges } from './recharge-store';

type ReviewCharge = z.infer<typeof consoleFundsApi.reviewCharge>;
type ReviewRow = Awaited<ReturnType<typeof reviewCharges>>['rows'][number];

function viewOf(r: ReviewRow, deps: FundsDeps): ReviewCharge {
  const c = r.charge;
  return {
    id: c.id,
    userId: c.userId,
    username: r.username,
    amount: formatMoney(minor(c.amountMinor)),
    channelId: c.channelId,
    channelName: r.channelName,
    channelType: c.type,
    currency: c.payCurrency,
    ...fundsAmountsOf(c),
    // P7: reviewers see the evidence through a short-lived signed URL.
    evidence: deps.uploadSigner.sign(c.evidence, Date.now()),
    remark: c.remark,
    status: c.status,
    reason: c.reason,
    reviewedBy: r.reviewedByName,
    reviewedAt: c.reviewedAt?.getTime() ?? null,
    createdAt: c.createdAt.getTime(),
  };
}

export async function listReviewCharges(
  deps: FundsDeps,
  filter: { page: number; size: number; status?: ReviewCharge['status'] | undefined; userId?: number | undefined },
): Promise<Result<{ list: ReviewCharge[]; total: number }>> {
  const { rows, total } = await reviewCharges(deps.db, filter);
  return ok({ list: rows.map((r) => viewOf(r, deps)), total });
}

/**
 * Recharges under review (F1: credited at most once). The request row is locked first, so of two
 * staff deciding at once the second finds it decided and is refused; the type-1 posting, the status
 * change and the audit row commit together or not at all, and the posting's idempotency id
 * (`charge:<id>:approve`) would refuse a second credit even without the lock.
 */
export const rechargeReview: ReviewSpec<
  ChargeRow,
  ChargeRow['status'],
  'approve' | 'reject',
  Decision<'approve' | 'reject'>,
  ReviewCharge
> = {
  lifecycle: RECHARGE_REVIEW,
  event: 'recharge',
  wrongState: fundsMessages.alreadyDecided,
  lock: lockCharge,
  statusOf: (charge) => charge.status,
  userIdOf: (charge) => charge.userId,
  posting: (charge, decision) =>
    rechargeDecisionPosting(
      {
        id: charge.id,
        userId: charge.userId,
        currency: charge.currency,
        amountMinor: minor(charge.amountMinor),
        converted: convertedOf(charge),
      },
      decision.action,
    ),
  write: (tx, charge, change) =>
    decideCharge(tx, charge.id, { status: change.to, reason: change.decision.reason ?? null, staffId: change.staffId }),
  audit: (charge, change) => ({
    action: `recharge.${change.decision.action}`,
    target: `charge:${charge.id}`,
    reason: change.decision.reason ?? null,
    detail: { userId: charge.userId, amount: formatMoney(minor(charge.amountMinor)), status: change.to },
  }),
  movesMoney: (decision) => decision.action === 'approve',
  view: async (deps, id) => {
    const { rows } = await reviewCharges(deps.db, { page: 1, size: 1, id });
    return rows[0] && viewOf(rows[0], deps);
  },
};

/** A recharge made in another currency (USDT, X6): its amount there and the rate the customer confirmed. */
export function convertedOf(row: {
  fxCurrency: string | null;
  fxAmountMinor: bigint | null;
  fxRate: string | null;
}): { currency: string; amountMinor: Minor; rate: string } | undefined {
  if (row.fxCurrency === null || row.fxAmountMinor === null || row.fxRate === null) return undefined;
  return { currency: row.fxCurrency, amountMinor: minor(row.fxAmountMinor), rate: row.fxRate };
}
