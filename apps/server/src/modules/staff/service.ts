import { randomBytes } from 'node:crypto';
import { Code, type consoleApi, type StaffRole } from '@demo/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { committed, inTransaction } from '../../db/transaction';
import { type Deps, STAFF_SESSION_TTL_MS } from '../../deps';
import type { StaffSession } from '../../http/implement';
import { messages } from '../../lib/messages';
import { fail, ok, type Result } from '../../lib/result';
import { hashToken, newToken } from '../../lib/tokens';
import { activeLocks, clearGuard, guardedCheck, refusal } from '../accounts';
import { insertAudit } from '../audit';
import type { TwoFactorDeps } from '../two-factor';
import { twoFactorMessages } from '../two-factor';
import { staffSecurityMessages } from './messages';
import { auditLockOut, auditSignIn } from './notices';
import {
  countStaff,
  findStaffById,
  findStaffByUsername,
  findStaffSession,
  insertStaff,
  insertStaffSession,
  listStaff,
  revokeStaffSessions,
  type StaffRow,
  setStaffActive,
  setStaffPasswordByAdmin,
  setStaffPasswordHash,
  touchStaffSession,
} from './store';
import { checkStaffOtp, otpRefusal, resetTotp } from './totp';

type StaffView = z.infer<typeof consoleApi.staff>;

/** Both guards of a member's sign-in (S9): the password's and the one-time codes'. */
const SIGN_IN_SECRETS = ['staff_login', 'staff_otp'] as const;

function viewStaff(row: StaffRow, lockedUntilMs: number | null): StaffView {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    role: row.role,
    active: row.active,
    mustChangePassword: row.mustChangePassword,
    mustChangeBecause: row.mustChangeBecause,
    totpEnrolled: row.totpEnabledAt !== null,
    lockedUntil: lockedUntilMs,
    createdAt: row.createdAt.getTime(),
  };
}

/** Members as the console shows them, each with the end of its sign-in lock-out if locked now. */
async function viewStaffRows(q: Queryable, rows: readonly StaffRow[]): Promise<StaffView[]> {
  const locks = await activeLocks(
    q,
    rows.map((r) => r.username),
  );
  return rows.map((row) => {
    const ends = (locks.get(row.username) ?? [])
      .filter((l) => (SIGN_IN_SECRETS as readonly string[]).includes(l.secret))
      .map((l) => l.lockedUntilMs);
    return viewStaff(row, ends.length === 0 ? null : Math.max(...ends));
  });
}

async function viewOne(q: Queryable, row: StaffRow): Promise<StaffView> {
  const [view] = await viewStaffRows(q, [row]);
  if (!view) throw new Error('a member viewed alone gave no view');
  return view;
}

export const FIRST_ADMIN_USERNAME = 'admin';
const FIRST_ADMIN_PASSWORD_LENGTH = 16;
const BOOTSTRAP_LOCK_KEY = 7_305_002;

/**
 * Creates the first admin when no staff exists. The password comes from ADMIN_INITIAL_PASSWORD or is
 * drawn at random and returned so the caller can print it once. Concurrent first starts of several
 * nodes take an advisory lock so exactly one admin is created.
 */
export async function ensureFirstAdmin(
  deps: Pick<Deps, 'db' | 'hasher'>,
  initialPassword: string | undefined,
): Promise<{ created: false } | { created: true; password: string; generated: boolean }> {
  if ((await countStaff(deps.db)) > 0) return { created: false };
  const generated = initialPassword === undefined;
  const password = initialPassword ?? randomBytes(12).toString('base64url').slice(0, FIRST_ADMIN_PASSWORD_LENGTH);
  const passwordHash = await deps.hasher.hash(password);
  return committed(
    await inTransaction(deps.db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${BOOTSTRAP_LOCK_KEY})`);
      if ((await countStaff(tx)) > 0) return { created: false } as const;
      const admin = await insertStaff(tx, {
        username: FIRST_ADMIN_USERNAME,
        displayName: 'Administrator',
        role: 'admin',
        passwordHash,
        // A password printed to the log has been seen by whoever reads the log (S4).
        ...(generated ? { mustChangeBecause: 'printed' as const } : {}),
      });
      if (!admin) throw new Error('first admin insert returned no row');
      await insertAudit(tx, {
        staffId: null,
        action: 'staff.bootstrap',
        target: `staff:${admin.id}`,
        reason: 'first start: no staff existed',
        detail: { username: admin.username, role: admin.role },
        ip: null,
      });
      return { created: true, password, generated } as const;
    }),
  );
}

export async function authenticateStaff(q: Queryable, token: string | undefined): Promise<Result<StaffSession>> {
  if (token === undefined) return fail(Code.LOGIN_REQUIRED);
  const found = await findStaffSession(q, hashToken(token));
  if (!found) return fail(Code.LOGIN_REQUIRED);
  if (found.revokedAt !== null)
    return fail(found.revokedReason === 'logout' ? Code.LOGIN_REQUIRED : Code.SIGNED_IN_ELSEWHERE);
  if (!found.active) return fail(Code.SIGNED_IN_ELSEWHERE);
  if (found.expired) return fail(Code.SESSION_EXPIRED);
  await touchStaffSession(q, found.id, STAFF_SESSION_TTL_MS);
  return ok({
    staffId: found.staffId,
    sessionId: found.id,
    username: found.username,
    role: found.role,
    mustChangePassword: found.mustChangePassword,
    mustEnrollTotp: !found.totpEnrolled,
  });
}

/**
 * Staff sign-in (S9, S10). A deactivated member is told so before the password is looked at,
 * unlike customers' `access/user`, which says so only after the right password (A5). That reveals
 * that the username exists, which staff usernames do not hide anyway (they are names like `admin`,
 * created by admins, never self-registered); in return a disabled member's password can no longer
 * be confirmed by guessing, and their tries neither count nor lock. Every other username is guarded
 * as customers' sign-in is (A10): counted per username from any address, unknown ones alike, the
 * right password refused while locked. An enrolled member then needs `otp`, answered as customers'
 * two-factor sign-in answers (403 naming `otp`); a member not yet enrolled gets a session that
 * reaches only the enrollment calls.
 */
export async function staffLogin(
  deps: TwoFactorDeps,
  input: { username: string; password: string; otp?: string | undefined },
  origin: { ip: string; userAgent: string | undefined },
): Promise<Result<{ token: string; staff: StaffView }>> {
  const username = input.username.trim().toLowerCase();
  const member = await findStaffByUsername(deps.db, username);
  if (member && !member.active) return fail(Code.ACCOUNT_DISABLED);
  const checked = await guardedCheck(deps.db, { username, secret: 'staff_login' }, async () => {
    if (member) return await deps.hasher.verify(input.password, member.passwordHash);
    await deps.hasher.burn(input.password);
    return false;
  });
  if (!checked.ok || !member) {
    if (member && !checked.ok && checked.lockedNow) await auditLockOut(deps, member.id, 'staff_login', origin.ip);
    const wrong = fail(Code.ACCOUNT_NOT_FOUND, messages.loginFailed);
    return checked.ok ? wrong : refusal(checked, wrong);
  }
  if (member.totpEnabledAt !== null) {
    if (input.otp === undefined) return fail(Code.ACCOUNT_DISABLED, twoFactorMessages.otpRequired);
    const code = await checkStaffOtp(deps, member, input.otp);
    if (!code.ok) {
      if ('lockedNow' in code && code.lockedNow) await auditLockOut(deps, member.id, 'staff_otp', origin.ip);
      return otpRefusal(code);
    }
  }
  const token = newToken();
  const userAgent = origin.userAgent ?? null;
  await inTransaction(deps.db, async (tx) => {
    const sessionId = await insertStaffSession(tx, {
      staffId: member.id,
      tokenHash: hashToken(token),
      ip: origin.ip,
      userAgent,
      ttlMs: STAFF_SESSION_TTL_MS,
    });
    await auditSignIn(tx, { staffId: member.id, sessionId, userAgent, ip: origin.ip });
  });
  return ok({ token, staff: await viewOne(deps.db, member) });
}

/**
 * Lifts a member's sign-in lock-outs (S9), e.g. after an admin has checked who is calling. The
 * wrong-guess counts start again; the audit log keeps who did it and why.
 */
export async function staffUnlock(
  deps: Deps,
  actor: StaffSession,
  input: { id: number; reason: string },
  ip: string,
): Promise<Result<StaffView>> {
  const member = await findStaffById(deps.db, input.id);
  if (!member) return fail(Code.ABNORMAL_DATA, messages.staffNotFound);
  const before = await viewOne(deps.db, member);
  await inTransaction(deps.db, async (tx) => {
    for (const secret of SIGN_IN_SECRETS) await clearGuard(tx, { username: member.username, secret });
    await insertAudit(tx, {
      staffId: actor.staffId,
      action: 'staff.unlock',
      target: `staff:${member.id}`,
      reason: input.reason,
      detail: { lockedUntil: before.lockedUntil },
      ip,
    });
  });
  return ok(await viewOne(deps.db, member));
}

export async function staffLogout(deps: Deps, session: StaffSession, ip: string): Promise<Result<null>> {
  await inTransaction(deps.db, async (tx) => {
    await revokeStaffSessions(tx, { staffId: session.staffId, onlyId: session.sessionId }, 'logout');
    await insertAudit(tx, {
      staffId: session.staffId,
      action: 'staff.logout',
      target: `staff:${session.staffId}`,
      reason: null,
      detail: null,
      ip,
    });
  });
  return ok(null);
}

export async function staffMe(deps: Deps, session: StaffSession): Promise<Result<StaffView>> {
  const member = await findStaffById(deps.db, session.staffId);
  if (!member) throw new Error(`staff ${session.staffId} of a live session is missing`);
  return ok(await viewOne(deps.db, member));
}

export async function staffList(deps: Deps, page: number, size: number) {
  const { rows, total } = await listStaff(deps.db, page, size);
  return ok({ list: await viewStaffRows(deps.db, rows), total });
}

/**
 * Adds a member with a password the admin chose: the admin knows it, so the member must replace it
 * at their first sign-in (S12), and the audit row says so.
 */
export async function staffCreate(
  deps: Deps,
  actor: StaffSession,
  input: { username: string; displayName: string; role: StaffRole; password: string; reason: string },
  ip: string,
): Promise<Result<StaffView>> {
  if (await findStaffByUsername(deps.db, input.username)) return fail(Code.ACCOUNT_EXISTS);
  const passwordHash = await deps.hasher.hash(input.password);
  return await inTransaction(deps.db, async (tx) => {
    const member = await insertStaff(tx, {
      username: input.username,
      displayName: input.displayName,
      role: input.role,
      passwordHash,
      mustChangeBecause: 'set_by_admin',
    });
    if (!member) return fail(Code.ACCOUNT_EXISTS);
    await insertAudit(tx, {
      staffId: actor.staffId,
      action: 'staff.create',
      target: `staff:${member.id}`,
      reason: input.reason,
      detail: { username: member.username, role: member.role, mustChangePassword: true },
      ip,
    });
    return ok(await viewOne(tx, member));
  });
}

export async function staffSetActive(
  deps: Deps,
  actor: StaffSession,
  input: { id: number; active: boolean; reason: string },
  ip: string,
): Promise<Result<StaffView>> {
  if (input.id === actor.staffId && !input.active) return fail(Code.ABNORMAL_DATA, messages.staffSelf);
  return await inTransaction(deps.db, async (tx) => {
    const member = await setStaffActive(tx, input.id, input.active);
    if (!member) return fail(Code.ABNORMAL_DATA, messages.staffNotFound);
    if (!input.active) await revokeStaffSessions(tx, { staffId: member.id }, 'disabled');
    await insertAudit(tx, {
      staffId: actor.staffId,
      action: input.active ? 'staff.enable' : 'staff.disable',
      target: `staff:${member.id}`,
      reason: input.reason,
      detail: { active: input.active },
      ip,
    });
    return ok(await viewOne(tx, member));
  });
}

export async function staffChangePassword(
  deps: Deps,
  actor: StaffSession,
  input: { oldPassword: string; newPassword: string },
  ip: string,
): Promise<Result<null>> {
  const member = await findStaffById(deps.db, actor.staffId);
  if (!member) throw new Error(`staff ${actor.staffId} of a live session is missing`);
  if (!(await deps.hasher.verify(input.oldPassword, member.passwordHash)))
    return fail(Code.ABNORMAL_DATA, messages.oldPasswordIncorrect);
  if (input.newPassword === input.oldPassword) return fail(Code.ABNORMAL_DATA, messages.newPasswordSameAsOld);
  const passwordHash = await deps.hasher.hash(input.newPassword);
  await inTransaction(deps.db, async (tx) => {
    await setStaffPasswordHash(tx, member.id, passwordHash);
    await revokeStaffSessions(tx, { staffId: member.id, exceptId: actor.sessionId }, 'password_changed');
    await insertAudit(tx, {
      staffId: member.id,
      action: 'staff.password',
      target: `staff:${member.id}`,
      reason: null,
      detail: member.mustChangePassword ? { firstChange: true } : null,
      ip,
    });
  });
  return ok(null);
}

/**
 * An admin sets another member's password, e.g. when they forgot it (S12): every session of the
 * member ends (281 `password_reset`), their sign-in lock-out is lifted so the new password can be
 * used, and they must choose their own at the next sign-in. The audit row says so (S1).
 */
export async function staffPasswordReset(
  deps: Deps,
  actor: StaffSession,
  input: { id: number; newPassword: string; reason: string },
  ip: string,
): Promise<Result<StaffView>> {
  if (input.id === actor.staffId) return fail(Code.ABNORMAL_DATA, staffSecurityMessages.passwordResetSelf);
  const passwordHash = await deps.hasher.hash(input.newPassword);
  return await inTransaction(deps.db, async (tx) => {
    const member = await setStaffPasswordByAdmin(tx, input.id, passwordHash);
    if (!member) return fail(Code.ABNORMAL_DATA, messages.staffNotFound);
    await revokeStaffSessions(tx, { staffId: member.id }, 'password_reset');
    await clearGuard(tx, { username: member.username, secret: 'staff_login' });
    await insertAudit(tx, {
      staffId: actor.staffId,
      action: 'staff.password_reset',
      target: `staff:${member.id}`,
      reason: input.reason,
      detail: { username: member.username, mustChangePassword: true },
      ip,
    });
    return ok(await viewOne(tx, member));
  });
}

/** An admin's reset of another member's authenticator (S10), answered as the member now stands. */
export async function staffTotpReset(
  deps: TwoFactorDeps,
  actor: StaffSession,
  input: { id: number; reason: string },
  ip: string,
): Promise<Result<StaffView>> {
  const reset = await resetTotp(deps, actor, input, ip);
  return reset.ok ? ok(await viewOne(deps.db, reset.body)) : reset;
}
