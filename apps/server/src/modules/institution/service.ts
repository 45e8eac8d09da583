import { Code, type consoleFundsApi, type userInstitutionStatus } from '@demo/contract';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction';
import type { StaffSession } from '../../http/implement';
import { fail, ok, type Result } from '../../lib/result';
import { findUserById } from '../accounts/store';
import { insertAudit } from '../audit/store';
import { announceDecision, type FundsDeps } from '../funds/common';
import { fundsMessages } from '../funds/messages';
import { ownUpload, uploadNameOf } from '../upload/service';
import { markUploadsPrivate } from '../upload/store';
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
): Promise<Result<{ id: number; status: 'UNDER' }>> {
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
    return ok({ id: row.id, status: 'UNDER' as const });
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

/** Approves (the user becomes institutional) or rejects an application under review, audited in the same transaction. */
export async function decideInstitution(
  deps: FundsDeps,
  who: StaffSession,
  input: { id: number; approve: boolean; reason: string | undefined },
  ip: string,
): Promise<Result<ReviewInstitution>> {
  const status = input.approve ? 'PASS' : 'REJECT';
  const outcome = await inTransaction(deps.db, async (tx) => {
    const row = await lockApplication(tx, input.id);
    if (!row) return fail(Code.ABNORMAL_DATA, fundsMessages.notFound);
    if (row.status !== 'UNDER') return fail(Code.ABNORMAL_DATA, fundsMessages.alreadyDecided);
    await decideApplication(tx, row, { status, reason: input.reason ?? null, staffId: who.staffId });
    await insertAudit(tx, {
      staffId: who.staffId,
      action: input.approve ? 'institution.approve' : 'institution.reject',
      target: `institution:${row.id}`,
      reason: input.reason ?? null,
      detail: { userId: row.userId, institutionName: row.institutionName },
      ip,
    });
    return ok({ userId: row.userId });
  });
  if (!outcome.ok) return outcome;
  await announceDecision(deps, outcome.body.userId, { kind: 'institution', id: input.id, status }, false);
  const { rows } = await reviewApplications(deps.db, { page: 1, size: 1, id: input.id });
  const row = rows[0];
  if (!row) throw new Error(`institution application ${input.id} vanished after its decision`);
  return ok(viewOf(row, deps));
}
