import { Code, type consoleFundsApi } from '@demo/contract';
import { formatMoney, minor, postDeposit } from '@demo/core';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction';
import type { StaffSession } from '../../http/implement';
import { post } from '../../ledger/service';
import { fail, ok, type Result } from '../../lib/result';
import { insertAudit } from '../audit/store';
import { announceDecision, type FundsDeps } from './common';
import { fundsMessages } from './messages';
import { decideCharge, lockCharge, reviewCharges } from './recharge-store';

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

async function oneCharge(deps: FundsDeps, id: number): Promise<ReviewCharge> {
  const { rows } = await reviewCharges(deps.db, { page: 1, size: 1, id });
  const row = rows[0];
  if (!row) throw new Error(`charge ${id} vanished after its decision`);
  return viewOf(row, deps);
}

/**
 * Approves or rejects a recharge (F1: credited at most once). The request row is locked first, so
 * of two staff deciding at once the second finds it decided and is refused; the type-1 posting, the
 * status change and the audit row commit together or not at all, and the posting's idempotency id
 * (`charge:<id>:approve`) would refuse a second credit even without the lock.
 */
export async function decideRecharge(
  deps: FundsDeps,
  who: StaffSession,
  input: { id: number; approve: boolean; reason: string | undefined },
  ip: string,
): Promise<Result<ReviewCharge>> {
  const outcome = await inTransaction(deps.db, async (tx) => {
    const charge = await lockCharge(tx, input.id);
    if (!charge) return fail(Code.ABNORMAL_DATA, fundsMessages.notFound);
    if (charge.status !== 'UNDER') return fail(Code.ABNORMAL_DATA, fundsMessages.alreadyDecided);
    if (input.approve) {
      const ref = `charge:${charge.id}`;
      const posted = await post(
        tx,
        postDeposit(
          { userId: charge.userId, currency: charge.currency, ref, eventId: `${ref}:approve` },
          minor(charge.amountMinor),
        ),
      );
      if (!posted.ok) throw new Error(`recharge ${charge.id} could not be credited: ${posted.error.detail}`);
    }
    const status = input.approve ? 'PASS' : 'REJECT';
    await decideCharge(tx, charge.id, { status, reason: input.reason ?? null, staffId: who.staffId });
    await insertAudit(tx, {
      staffId: who.staffId,
      action: input.approve ? 'recharge.approve' : 'recharge.reject',
      target: `charge:${charge.id}`,
      reason: input.reason ?? null,
      detail: { userId: charge.userId, amount: formatMoney(minor(charge.amountMinor)), status },
      ip,
    });
    return ok({ userId: charge.userId, status });
  });
  if (!outcome.ok) return outcome;
  await announceDecision(
    deps,
    outcome.body.userId,
    { kind: 'recharge', id: input.id, status: outcome.body.status },
    input.approve,
  );
  return ok(await oneCharge(deps, input.id));
}
