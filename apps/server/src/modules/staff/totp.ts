import { randomBytes } from 'node:crypto';
import { Code } from '@demo/contract';
import {
  base32Decode,
  base32Encode,
  normalizeRecoveryCode,
  otpauthUrl,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_RANDOM_BYTES,
  recoveryCodeFromBytes,
  TOTP_SECRET_BYTES,
  verifyTotp,
} from '@demo/core';
import { inTransaction, isFailure } from '../../db/transaction';
import type { StaffSession } from '../../http/implement';
import type { CryptoBox } from '../../lib/crypto-box';
import { messages } from '../../lib/messages';
import { fail, ok, type Result } from '../../lib/result';
import { clearGuard, type GuardOutcome, guardedCheck, refusal } from '../accounts';
import { insertAudit } from '../audit';
import { TOTP_ISSUER, type TwoFactorDeps, twoFactorMessages } from '../two-factor';
import { staffSecurityMessages } from './messages';
import {
  claimStaffStep,
  clearStaffTotp,
  lockStaff,
  markStaffEnrolled,
  savePendingStaffSecret,
  useStaffRecoveryCode,
} from './security-store';
import { findStaffById, revokeStaffSessions, type StaffRow } from './store';

/**
 * Staff two-factor (S10): every member enrolls an authenticator at first sign-in, and sign-in then
 * needs a code of it. Codes follow the customers' rules (RFC 6238 through core, each step used once,
 * recovery codes stored as keyed hashes), and wrong codes are counted by the A10 guard under their
 * own secret, so five lock sign-in whatever address they come from.
 */

/** The issuer authenticator apps show above a console code, apart from a customer's DEMO entry. */
const STAFF_TOTP_ISSUER = `${TOTP_ISSUER} console`;

function recoveryHash(box: CryptoBox, staffId: number, normalised: string): string {
  return box.fingerprint(`staff-totp-recovery:${staffId}:${normalised}`);
}

function secretOf(box: CryptoBox, member: StaffRow): Uint8Array {
  const secret = member.totpSecretSealed === null ? null : base32Decode(box.open(member.totpSecretSealed));
  if (!secret) throw new Error(`staff ${member.id} has no readable TOTP secret`);
  return secret;
}

/** The guard of a member's one-time codes (A10's table, its own secret beside the password's). */
export function otpGuard(username: string) {
  return { username, secret: 'staff_otp' } as const;
}

/** What a typed code matched: a fresh authenticator step or one of the unused recovery codes. */
type CodeMatch = { step: number } | { recoveryHash: string } | null;

function matchCode(box: CryptoBox, member: StaffRow, code: string): CodeMatch {
  const step = verifyTotp(secretOf(box, member), code, Date.now(), member.totpLastUsedStep);
  if (step !== null) return { step };
  const recovery = normalizeRecoveryCode(code);
  if (recovery === null) return null;
  const hash = recoveryHash(box, member.id, recovery);
  return member.totpRecoveryHashes.includes(hash) ? { recoveryHash: hash } : null;
}

/**
 * Checks a sign-in code of an enrolled member under the guard, then spends it: a fresh authenticator
 * code (its step newer than the last one used) or an unused recovery code, each accepted once. The
 * guard's check reads only the member's row already in hand, so it holds one connection, never two;
 * a code spent by a racing sign-in in between is refused as used.
 */
export async function checkStaffOtp(
  deps: TwoFactorDeps,
  member: StaffRow,
  code: string,
): Promise<GuardOutcome | { ok: false; spent: true }> {
  // Filled in by the guard's check (a closure, so held in an object the compiler does not narrow).
  const seen: { match: CodeMatch } = { match: null };
  const checked = await guardedCheck(deps.db, otpGuard(member.username), async () => {
    seen.match = matchCode(deps.box, member, code);
    return seen.match !== null;
  });
  if (!checked.ok) return checked;
  const found = seen.match;
  if (found === null) throw new Error('a code the guard passed matched nothing');
  const spent =
    'step' in found
      ? await claimStaffStep(deps.db, member.id, found.step)
      : await useStaffRecoveryCode(deps.db, member.id, found.recoveryHash);
  return spent ? checked : { ok: false, spent: true };
}

/** The answer to a refused sign-in code: 403 naming `otp` like customers' access/user (A13), or 429 while locked. */
export function otpRefusal<T>(outcome: Exclude<GuardOutcome, { ok: true }> | { ok: false; spent: true }): Result<T> {
  if ('spent' in outcome) return fail(Code.ACCOUNT_DISABLED, twoFactorMessages.otpIncorrect);
  return refusal(
    outcome,
    fail(Code.ACCOUNT_DISABLED, twoFactorMessages.otpIncorrect),
    Date.now(),
    staffSecurityMessages.codeLocked,
  );
}

/** A new secret for the member's authenticator; sign-in needs it only once `enableTotp` saw a code of it. */
export async function setupTotp(
  deps: TwoFactorDeps,
  session: StaffSession,
): Promise<Result<{ secret: string; otpauthUrl: string }>> {
  const secret = base32Encode(randomBytes(TOTP_SECRET_BYTES));
  if (!(await savePendingStaffSecret(deps.db, session.staffId, deps.box.seal(secret))))
    return fail(Code.ABNORMAL_DATA, twoFactorMessages.alreadyOn);
  return ok({
    secret,
    otpauthUrl: otpauthUrl({ issuer: STAFF_TOTP_ISSUER, account: session.username, secretBase32: secret }),
  });
}

/**
 * Finishes enrollment with a code of the pending secret and answers ten recovery codes, shown this
 * once (only keyed hashes are kept). The session that enrolled is a full one from the next call on.
 */
export async function enableTotp(
  deps: TwoFactorDeps,
  session: StaffSession,
  input: { code: string },
  ip: string,
): Promise<Result<{ recoveryCodes: string[] }>> {
  const pending = await findStaffById(deps.db, session.staffId);
  if (!pending) throw new Error(`staff ${session.staffId} of a live session is missing`);
  if (pending.totpEnabledAt !== null) return fail(Code.ABNORMAL_DATA, twoFactorMessages.alreadyOn);
  if (pending.totpSecretSealed === null) return fail(Code.ABNORMAL_DATA, twoFactorMessages.notSetUp);
  const seen: { step: number | null } = { step: null };
  const checked = await guardedCheck(deps.db, otpGuard(pending.username), async () => {
    seen.step = verifyTotp(secretOf(deps.box, pending), input.code, Date.now(), pending.totpLastUsedStep);
    return seen.step !== null;
  });
  if (!checked.ok)
    return refusal(
      checked,
      fail(Code.ABNORMAL_DATA, twoFactorMessages.codeIncorrect),
      Date.now(),
      staffSecurityMessages.codeLocked,
    );
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    recoveryCodeFromBytes(randomBytes(RECOVERY_CODE_RANDOM_BYTES)),
  );
  const hashes = recoveryCodes.map((code) => {
    const normalised = normalizeRecoveryCode(code);
    if (normalised === null) throw new Error('a drawn recovery code does not normalise');
    return recoveryHash(deps.box, pending.id, normalised);
  });
  const done = await inTransaction(deps.db, async (tx) => {
    const member = await lockStaff(tx, pending.id);
    // A second enable racing this one, or a setup between the check and here, loses.
    if (!member || member.totpEnabledAt !== null || member.totpSecretSealed !== pending.totpSecretSealed)
      return fail(Code.ABNORMAL_DATA, twoFactorMessages.alreadyOn);
    if (seen.step === null || !(await claimStaffStep(tx, member.id, seen.step)))
      return fail(Code.ABNORMAL_DATA, twoFactorMessages.codeIncorrect);
    await markStaffEnrolled(tx, member.id, hashes);
    await insertAudit(tx, {
      staffId: member.id,
      action: 'staff.totp_enable',
      target: `staff:${member.id}`,
      reason: null,
      detail: null,
      ip,
    });
    return ok(null);
  });
  return isFailure(done) ? done : ok({ recoveryCodes });
}

/**
 * An admin resets another member's authenticator, e.g. after a lost phone: the secret and recovery
 * codes are forgotten, every session of the member ends (281), and they enroll again at their next
 * sign-in. The reason goes to the audit log in the same transaction (S1).
 */
export async function resetTotp(
  deps: TwoFactorDeps,
  actor: StaffSession,
  input: { id: number; reason: string },
  ip: string,
): Promise<Result<StaffRow>> {
  if (input.id === actor.staffId) return fail(Code.ABNORMAL_DATA, staffSecurityMessages.resetSelf);
  return await inTransaction(deps.db, async (tx) => {
    const member = await clearStaffTotp(tx, input.id);
    if (!member) return fail(Code.ABNORMAL_DATA, messages.staffNotFound);
    await revokeStaffSessions(tx, { staffId: member.id }, 'ended_by_staff');
    await clearGuard(tx, otpGuard(member.username));
    await insertAudit(tx, {
      staffId: actor.staffId,
      action: 'staff.totp_reset',
      target: `staff:${member.id}`,
      reason: input.reason,
      detail: { username: member.username },
      ip,
    });
    return ok(member);
  });
}
