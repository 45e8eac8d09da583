import { Code, type consoleFundsApi, type userCreditInfo } from '@demo/contract';
import { isAadhaar, KYC_REVIEW, maskAadhaar } from '@demo/core';
import type { z } from 'zod';
import { inTransaction, isFailure, Rollback } from '../../db/transaction';
import { fail, ok, type Result } from '../../lib/result';
import { findUserById } from '../accounts';
import type { FundsDeps } from '../funds';
import { fundsMessages } from '../funds';
import type { Decision, ReviewSpec } from '../reviews';
import { markUploadsPrivate, ownUpload, uploadNameOf } from '../upload';
import {
  decideKyc,
  insertKyc,
  type KycRow,
  latestKycOf,
  lockKyc,
  numberUsedByOther,
  reviewKycRows,
  startCrediting,
} from './store';

type ReviewKyc = z.infer<typeof consoleFundsApi.reviewKyc>;
type CreditStatus = 'UNDER' | 'CREDITING' | 'PASS' | 'REJECT';

/** The 12 digits of an Aadhaar number as typed (the contract admits spaces between the groups). */
function digitsOf(text: string): string {
  return text.replace(/\s/g, '');
}

/**
 * Submits identity verification (UNDER or REJECT → CREDITING). The Aadhaar number must pass the
 * Verhoeff check; it is sealed before it reaches the database, fingerprinted for the duplicate check
 * and only ever shown masked (P1, P2). Both images must be this user's own uploads.
 */
export async function submitCredit(
  deps: FundsDeps,
  userId: number,
  input: {
    realName: string;
    creditNumber?: string | undefined;
    creditFront?: string | undefined;
    creditBack?: string | undefined;
  },
): Promise<Result<{ creditStatus: CreditStatus }>> {
  const user = await findUserById(deps.db, userId);
  if (!user) return fail(Code.ACCOUNT_NOT_FOUND);
  if (user.creditStatus === 'PASS') return fail(Code.ABNORMAL_DATA, fundsMessages.kycPassed);
  if (user.creditStatus === 'CREDITING') return fail(Code.ABNORMAL_DATA, fundsMessages.kycPending);
  // FL3: after a rejection, a part left out keeps the rejected submission's; before one, all are needed.
  const kept = user.creditStatus === 'REJECT' ? await latestKycOf(deps.db, userId) : undefined;
  let number: { sealed: string; hmac: string; masked: string };
  if (input.creditNumber !== undefined) {
    const digits = digitsOf(input.creditNumber);
    if (!isAadhaar(digits)) return fail(Code.ABNORMAL_DATA, fundsMessages.aadhaarInvalid);
    number = {
      sealed: deps.box.seal(digits),
      hmac: deps.box.fingerprint(`aadhaar:${digits}`),
      masked: maskAadhaar(digits),
    };
  } else if (kept) number = { sealed: kept.numberSealed, hmac: kept.numberHmac, masked: kept.numberMasked };
  else return fail(Code.ABNORMAL_DATA, fundsMessages.partRequired('creditNumber'));
  const front = input.creditFront ?? kept?.frontImage;
  const back = input.creditBack ?? kept?.backImage;
  if (front === undefined) return fail(Code.ABNORMAL_DATA, fundsMessages.partRequired('creditFront'));
  if (back === undefined) return fail(Code.ABNORMAL_DATA, fundsMessages.partRequired('creditBack'));
  // A new image must be the user's own upload; a kept one was checked when it was first submitted.
  if (input.creditFront !== undefined && !(await ownUpload(deps.db, userId, input.creditFront)))
    return fail(Code.ABNORMAL_DATA, fundsMessages.frontNotOurs);
  if (input.creditBack !== undefined && !(await ownUpload(deps.db, userId, input.creditBack)))
    return fail(Code.ABNORMAL_DATA, fundsMessages.backNotOurs);
  if (await numberUsedByOther(deps.db, userId, number.hmac))
    return fail(Code.ABNORMAL_DATA, fundsMessages.aadhaarTaken);
  const submitted = await inTransaction(deps.db, async (tx) => {
    if (!(await startCrediting(tx, userId))) throw new Rollback(fail(Code.ABNORMAL_DATA, fundsMessages.kycPending));
    await insertKyc(tx, {
      userId,
      realName: input.realName,
      numberSealed: number.sealed,
      numberHmac: number.hmac,
      numberMasked: number.masked,
      frontImage: front,
      backImage: back,
    });
    // P4: from now on the images are identity documents, served only to reviewers by signed URL.
    await markUploadsPrivate(
      tx,
      [front, back].flatMap((u) => uploadNameOf(u) ?? []),
    );
  });
  if (isFailure(submitted)) return submitted;
  return ok({ creditStatus: 'CREDITING' });
}

export async function creditInfo(
  deps: FundsDeps,
  userId: number,
): Promise<Result<z.infer<typeof userCreditInfo.body>>> {
  const user = await findUserById(deps.db, userId);
  if (!user) return fail(Code.ACCOUNT_NOT_FOUND);
  const latest = await latestKycOf(deps.db, userId);
  const rejected = user.creditStatus === 'REJECT' && latest?.status === 'REJECT' ? latest : undefined;
  return ok({
    creditStatus: user.creditStatus,
    realName: latest?.realName ?? user.realName,
    creditNumberMasked: latest?.numberMasked ?? null,
    reason: latest?.status === 'REJECT' ? latest.reason : null,
    submittedAt: latest?.createdAt.getTime() ?? null,
    // FL3: the owner sees their rejected images (signed, as recharge evidence is: P7) to keep or replace.
    creditFront: rejected ? deps.uploadSigner.sign(rejected.frontImage, Date.now()) : null,
    creditBack: rejected ? deps.uploadSigner.sign(rejected.backImage, Date.now()) : null,
  });
}

type ReviewRow = Awaited<ReturnType<typeof reviewKycRows>>['rows'][number];

function viewOf(r: ReviewRow, deps: FundsDeps): ReviewKyc {
  return {
    id: r.id,
    userId: r.userId,
    username: r.username,
    realName: r.realName,
    creditNumberMasked: r.numberMasked,
    creditFront: deps.uploadSigner.sign(r.frontImage, Date.now()),
    creditBack: deps.uploadSigner.sign(r.backImage, Date.now()),
    status: r.status,
    reason: r.reason,
    reviewedBy: r.reviewedByName,
    reviewedAt: r.reviewedAt?.getTime() ?? null,
    createdAt: r.createdAt.getTime(),
  };
}

export async function listReviewKyc(
  deps: FundsDeps,
  filter: { page: number; size: number; status?: CreditStatus | undefined; userId?: number | undefined },
): Promise<Result<{ list: ReviewKyc[]; total: number }>> {
  const { rows, total } = await reviewKycRows(deps.db, filter);
  return ok({ list: rows.map((r) => viewOf(r, deps)), total });
}

/** Identity submissions under review: the user's status, the audit row and the submission change together. */
export const kycReview: ReviewSpec<
  KycRow,
  KycRow['status'],
  'approve' | 'reject',
  Decision<'approve' | 'reject'>,
  ReviewKyc
> = {
  lifecycle: KYC_REVIEW,
  event: 'kyc',
  wrongState: fundsMessages.alreadyDecided,
  lock: lockKyc,
  statusOf: (row) => row.status,
  userIdOf: (row) => row.userId,
  write: (tx, row, change) =>
    decideKyc(tx, row, {
      action: change.decision.action,
      status: change.to,
      reason: change.decision.reason ?? null,
      staffId: change.staffId,
    }),
  audit: (row, { decision }) => ({
    action: decision.action === 'approve' ? 'kyc.pass' : 'kyc.reject',
    target: `kyc:${row.id}`,
    reason: decision.reason ?? null,
    detail: { userId: row.userId, creditNumberMasked: row.numberMasked },
  }),
  movesMoney: () => false,
  view: async (deps, id) => {
    const { rows } = await reviewKycRows(deps.db, { page: 1, size: 1, id });
    return rows[0] && viewOf(rows[0], deps);
  },
};
