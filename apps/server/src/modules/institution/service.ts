import { Code, type consoleFundsApi, type userInstitutionStatus } from '@demo/contract';
import { INSTITUTION_REVIEW } from '@demo/core';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction';
import { fail, ok, type Result } from '../../lib/result';
import { findUserById } from '../accounts';
import type { FundsDeps } from '../funds';
import { fundsMessages } from '../funds';
import type { Decision, ReviewSpec } from '../reviews';
import { markUploadsPrivate, ownUpload, uploadNameOf } from '../upload';
import {
  decideApplication,
  type InstitutionRow,
  insertApplication,
  latestApplicationOf,
  lockApplication,
  lockUser,
  reviewApplications,
} from './store';

type ReviewInstitution = z.infer<typeof consoleFundsApi.reviewInstitution>;

export interface ApplicationInput {
  institutionName: string;
  registrationNumber: string;
  institutionalCode: string;
  contactName: string;
  contactPhone: string;
  documents: string[];
}

/** Applies for an institutional account: one open application at a time, documents from the user's own uploads. */
export async function applyInstitution(
  deps: FundsDeps,
  userId: number,
  input: ApplicationInput,
): Promise<Result<{ id: number; status: typeof INSTITUTION_REVIEW.submitted }>> {
  for (const url of input.documents) {
    if (!(await ownUpload(deps.db, userId, url))) return fail(Code.ABNORMAL_DATA, fundsMessages.documentsNotOurs);
  }
  return await inTransaction(deps.db, async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) return fail(Code.ACCOUNT_NOT_FOUND);
    if (user.institutional) return fail(Code.ABNORMAL_DATA, fundsMessages.institutionDone);
    const latest = await latestApplicationOf(tx, userId);
    if (latest?.status === 'UNDER') return fail(Code.ABNORMAL_DATA, fundsMessages.institutionPending);
    const row = await insertApplication(tx, { userId, ...input });
    // P4: the documents are identity papers from now on, served only to reviewers by signed URL.
    await markUploadsPrivate(
      tx,
      input.documents.flatMap((u) => uploadNameOf(u) ?? []),
    );
    return ok({ id: row.id, status: INSTITUTION_REVIEW.submitted });
  });
}

export async function institutionStatus(
  deps: FundsDeps,
  userId: number,
): Promise<Result<z.infer<typeof userInstitutionStatus.body>>> {
  const user = await findUserById(deps.db, userId);
  if (!user) return fail(Code.ACCOUNT_NOT_FOUND);
  const latest = await latestApplicationOf(deps.db, userId);
  return ok({
    status: latest?.status ?? 'NONE',
    id: latest?.id ?? null,
    institutionName: latest?.institutionName ?? null,
    reason: latest?.status === 'REJECT' ? latest.reason : null,
    institutional: user.institutional,
    createdAt: latest?.createdAt.getTime() ?? null,
  });
}

type ReviewRow = Awaited<ReturnType<typeof reviewApplications>>['rows'][number];

function viewOf(r: ReviewRow, deps: FundsDeps): ReviewInstitution {
  const a = r.application;
  return {
    id: a.id,
    userId: a.userId,
    username: r.username,
    institutionName: a.institutionName,
    registrationNumber: a.registrationNumber,
    institutionalCode: a.institutionalCode,
    contactName: a.contactName,
    contactPhone: a.contactPhone,
    documents: a.documents.map((u) => deps.uploadSigner.sign(u, Date.now())),
    status: a.status,
    reason: a.reason,
    reviewedBy: r.reviewedByName,
    reviewedAt: a.reviewedAt?.getTime() ?? null,
    createdAt: a.createdAt.getTime(),
  };
}

export async function listReviewInstitutions(
  deps: FundsDeps,
  filter: { page: number; size: number; status?: InstitutionRow['status'] | undefined; userId?: number | undefined },
): Promise<Result<{ list: ReviewInstitution[]; total: number }>> {
  const { rows, total } = await reviewApplications(deps.db, filter);
  return ok({ list: rows.map((r) => viewOf(r, deps)), total });
}

/** Institutional applications under review: approval makes the user institutional, audited in the same transaction. */
export const institutionReview: ReviewSpec<
  InstitutionRow,
  InstitutionRow['status'],
  'approve' | 'reject',
  Decision<'approve' | 'reject'>,
  ReviewInstitution
> = {
  lifecycle: INSTITUTION_REVIEW,
  event: 'institution',
  wrongState: fundsMessages.alreadyDecided,
  lock: lockApplication,
  statusOf: (row) => row.status,
  userIdOf: (row) => row.userId,
  write: (tx, row, change) =>
    decideApplication(tx, row, { status: change.to, reason: change.decision.reason ?? null, staffId: change.staffId }),
  audit: (row, { decision }) => ({
    action: `institution.${decision.action}`,
    target: `institution:${row.id}`,
    reason: decision.reason ?? null,
    detail: { userId: row.userId, institutionName: row.institutionName },
  }),
  movesMoney: () => false,
  view: async (deps, id) => {
    const { rows } = await reviewApplications(deps.db, { page: 1, size: 1, id });
    return rows[0] && viewOf(rows[0], deps);
  },
};
