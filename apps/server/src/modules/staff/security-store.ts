import { and, count, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { auditLog, staff, staffSessions } from '../../db/schema';
import type { StaffRow } from './store';

/** Stores a fresh secret waiting for its first code (S10); an earlier unconfirmed one is replaced. */
export async function savePendingStaffSecret(q: Queryable, staffId: number, secretSealed: string): Promise<boolean> {
  const rows = await q
    .update(staff)
    .set({ totpSecretSealed: secretSealed, totpLastUsedStep: null })
    .where(and(eq(staff.id, staffId), isNull(staff.totpEnabledAt)))
    .returning({ id: staff.id });
  return rows.length === 1;
}

/** The member's row, locked for the rest of the transaction (one enrollment at a time). */
export async function lockStaff(q: Queryable, staffId: number): Promise<StaffRow | undefined> {
  const [row] = await q.select().from(staff).where(eq(staff.id, staffId)).for('update');
  return row;
}

/**
 * Records `step` as used, only if it is newer than the last one: of two sign-ins racing with the
 * same code exactly one gets the row back (A13's rule for staff).
 */
export async function claimStaffStep(q: Queryable, staffId: number, step: number): Promise<boolean> {
  const rows = await q
    .update(staff)
    .set({ totpLastUsedStep: step })
    .where(and(eq(staff.id, staffId), or(isNull(staff.totpLastUsedStep), lt(staff.totpLastUsedStep, step))))
    .returning({ id: staff.id });
  return rows.length === 1;
}

export async function markStaffEnrolled(q: Queryable, staffId: number, recoveryHashes: readonly string[]) {
  await q
    .update(staff)
    .set({ totpEnabledAt: sql`now()`, totpRecoveryHashes: [...recoveryHashes] })
    .where(eq(staff.id, staffId));
}

/** Removes one unused recovery code; false when the member has none with that hash. */
export async function useStaffRecoveryCode(q: Queryable, staffId: number, codeHash: string): Promise<boolean> {
  const rows = await q
    .update(staff)
    .set({ totpRecoveryHashes: sql`array_remove(${staff.totpRecoveryHashes}, ${codeHash})` })
    .where(and(eq(staff.id, staffId), sql`${codeHash} = any(${staff.totpRecoveryHashes})`))
    .returning({ id: staff.id });
  return rows.length === 1;
}

/** Forgets the member's authenticator: they enroll again at their next sign-in. */
export async function clearStaffTotp(q: Queryable, staffId: number): Promise<StaffRow | undefined> {
  const [row] = await q
    .update(staff)
    .set({ totpSecretSealed: null, totpEnabledAt: null, totpLastUsedStep: null, totpRecoveryHashes: [] })
    .where(eq(staff.id, staffId))
    .returning();
  return row;
}

/**
 * Whether the member's sessions other than `sessionId` include one with this browser and one from
 * this address, and whether there is any other at all (a first sign-in is new to no one).
 */
export async function staffSignInHistory(
  q: Queryable,
  staffId: number,
  sessionId: number,
  origin: { userAgent: string | null; ip: string },
): Promise<{ seenDevice: boolean; seenIp: boolean; anyOther: boolean }> {
  const [row] = await q
    .select({
      device: sql<number>`count(*) filter (where ${staffSessions.userAgent} is not distinct from ${origin.userAgent})`,
      ip: sql<number>`count(*) filter (where ${staffSessions.ip} = ${origin.ip})`,
      any: count(),
    })
    .from(staffSessions)
    .where(and(eq(staffSessions.staffId, staffId), ne(staffSessions.id, sessionId)));
  return { seenDevice: Number(row?.device ?? 0) > 0, seenIp: Number(row?.ip ?? 0) > 0, anyOther: (row?.any ?? 0) > 0 };
}

/** The audit actions a member is shown of their own account (S11). */
export const STAFF_NOTICE_ACTIONS = ['staff.login', 'staff.locked'] as const;

/** The member's sign-ins and lock-outs from the audit log, newest first. */
export async function staffNoticeRows(q: Queryable, staffId: number, page: { page: number; size: number }) {
  const mine = and(eq(auditLog.target, `staff:${staffId}`), inArray(auditLog.action, [...STAFF_NOTICE_ACTIONS]));
  const rows = await q
    .select({
      id: auditLog.id,
      action: auditLog.action,
      detail: auditLog.detail,
      ip: auditLog.ip,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(mine)
    .orderBy(desc(auditLog.id))
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  const [total] = await q.select({ n: count() }).from(auditLog).where(mine);
  return { rows, total: total?.n ?? 0 };
}
