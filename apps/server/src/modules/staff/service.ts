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
import { insertAudit } from '../audit/store';
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
  setStaffPasswordHash,
  touchStaffSession,
} from './store';

type StaffView = z.infer<typeof consoleApi.staff>;

function viewStaff(row: StaffRow): StaffView {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    role: row.role,
    active: row.active,
    mustChangePassword: row.mustChangePassword,
    createdAt: row.createdAt.getTime(),
  };
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
        mustChangePassword: generated,
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
  });
}

/** Staff sign-in: the same no-enumeration rules as customers; an inactive member gets 403 after the right password. */
export async function staffLogin(
  deps: Deps,
  input: { username: string; password: string },
  ip: string,
): Promise<Result<{ token: string; staff: StaffView }>> {
  const member = await findStaffByUsername(deps.db, input.username.trim().toLowerCase());
  if (!member) {
    await deps.hasher.burn(input.password);
    return fail(Code.ACCOUNT_NOT_FOUND, messages.loginFailed);
  }
  if (!(await deps.hasher.verify(input.password, member.passwordHash)))
    return fail(Code.ACCOUNT_NOT_FOUND, messages.loginFailed);
  if (!member.active) return fail(Code.ACCOUNT_DISABLED);
  const token = newToken();
  await inTransaction(deps.db, async (tx) => {
    await insertStaffSession(tx, { staffId: member.id, tokenHash: hashToken(token), ip, ttlMs: STAFF_SESSION_TTL_MS });
    await insertAudit(tx, {
      staffId: member.id,
      action: 'staff.login',
      target: `staff:${member.id}`,
      reason: null,
      detail: null,
      ip,
    });
  });
  return ok({ token, staff: viewStaff(member) });
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
  return ok(viewStaff(member));
}

export async function staffList(deps: Deps, page: number, size: number) {
  const { rows, total } = await listStaff(deps.db, page, size);
  return ok({ list: rows.map(viewStaff), total });
}

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
    });
    if (!member) return fail(Code.ACCOUNT_EXISTS);
    await insertAudit(tx, {
      staffId: actor.staffId,
      action: 'staff.create',
      target: `staff:${member.id}`,
      reason: input.reason,
      detail: { username: member.username, role: member.role },
      ip,
    });
    return ok(viewStaff(member));
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
    return ok(viewStaff(member));
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
