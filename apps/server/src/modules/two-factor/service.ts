import { randomBytes } from 'node:crypto';
import { Code, type CodeValue } from '@demo/contract';
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
import type { Queryable, Tx } from '../../db/client';
import { inTransaction, isFailure } from '../../db/transaction';
import type { Deps } from '../../deps';
import type { CryptoBox } from '../../lib/crypto-box';
import { type Failure, fail, ok, type Result } from '../../lib/result';
import { findUserById, revokeUserSessions } from '../accounts';
import { twoFactorMessages } from './messages';
import {
  claimStep,
  deleteTotp,
  findTotp,
  markEnabled,
  recentFailures,
  recordFailure,
  replaceRecoveryCodes,
  savePendingSecret,
  type TotpRow,
  useRecoveryCode,
} from './store';

/** What two-factor needs besides the app's deps: the data key's box that seals the secret (A12). */
export interface TwoFactorDeps extends Deps {
  box: CryptoBox;
}

/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = 'DEMO';
/** Wrong codes allowed per account, and per client address, within the window (A14). */
export const OTP_FAILURES_PER_USER_MAX = 5;
export const OTP_FAILURES_PER_IP_MAX = 20;
export const OTP_FAILURE_WINDOW_MS = 15 * 60 * 1000;

function hashRecoveryCode(box: CryptoBox, userId: number, normalised: string): string {
  return box.fingerprint(`totp-recovery:${userId}:${normalised}`);
}

function secretOf(box: CryptoBox, row: TotpRow): Uint8Array {
  const secret = base32Decode(box.open(row.secretSealed));
  if (!secret) throw new Error(`stored TOTP secret of user ${row.userId} is not base32`);
  return secret;
}

/** How a check answers a missing or wrong code: 403 at sign-in (the contract), 404 naming the field elsewhere. */
export type OtpPurpose = 'sign-in' | 'action';

function failureCode(purpose: OtpPurpose): CodeValue {
  return purpose === 'sign-in' ? Code.ACCOUNT_DISABLED : Code.ABNORMAL_DATA;
}

/** 429 once the account or the address has used up its wrong guesses for the window (A14), else null. */
async function guessLimit(q: Queryable, userId: number, ip: string): Promise<Failure | null> {
  const failures = await recentFailures(q, userId, ip, OTP_FAILURE_WINDOW_MS);
  if (failures.user < OTP_FAILURES_PER_USER_MAX && failures.ip < OTP_FAILURES_PER_IP_MAX) return null;
  return fail(Code.TOO_MANY_REQUESTS, twoFactorMessages.otpLocked(OTP_FAILURE_WINDOW_MS / 60_000));
}

/**
 * Checks one code inside the caller's transaction, with the two-factor row locked so that guesses
 * of one account are counted one at a time (A14): over the limit answers 429 before looking at the
 * code; a TOTP code is accepted once (A13: its step must be newer than the last one used); an
 * unused recovery code is accepted once (A15); anything else is recorded as a wrong guess.
 */
async function checkCode(
  q: Queryable,
  deps: TwoFactorDeps,
  row: TotpRow,
  input: { code: string; ip: string; nowMs: number; purpose: OtpPurpose },
): Promise<Result<null>> {
  const limited = await guessLimit(q, row.userId, input.ip);
  if (limited) return limited;
  const step = verifyTotp(secretOf(deps.box, row), input.code, input.nowMs, row.lastUsedStep);
  if (step !== null && (await claimStep(q, row.userId, step))) return ok(null);
  const recovery = step === null ? normalizeRecoveryCode(input.code) : null;
  if (recovery !== null && (await useRecoveryCode(q, row.userId, hashRecoveryCode(deps.box, row.userId, recovery))))
    return ok(null);
  await recordFailure(q, row.userId, input.ip, OTP_FAILURE_WINDOW_MS);
  return fail(failureCode(input.purpose), twoFactorMessages.otpIncorrect);
}

/**
 * Runs `work` in one transaction that commits whatever it answers: a refused code must stay counted
 * (A14), so a failure is carried out of the transaction as a value, not returned as its outcome
 * (which `inTransaction` rolls back).
 */
async function committing<T>(deps: TwoFactorDeps, work: (tx: Tx) => Promise<Result<T>>): Promise<Result<T>> {
  const done = await inTransaction(deps.db, async (tx) => ({ answer: await work(tx) }));
  return isFailure(done) ? done : done.answer;
}

/**
 * The second factor of sign-in and of money-moving calls (A13): nothing to do when two-factor is
 * off; otherwise `otp` must be a fresh authenticator code or an unused recovery code. A missing code
 * answers 403 at sign-in and 404 elsewhere, each naming `otp`.
 */
export async function requireOtp(
  deps: TwoFactorDeps,
  input: { userId: number; otp: string | undefined; ip: string; purpose: OtpPurpose },
): Promise<Result<null>> {
  return await committing(deps, async (tx) => {
    const row = await findTotp(tx, input.userId, true);
    if (!row?.enabledAt) return ok(null);
    if (input.otp === undefined) return fail(failureCode(input.purpose), twoFactorMessages.otpRequired);
    return await checkCode(tx, deps, row, { code: input.otp, ip: input.ip, nowMs: Date.now(), purpose: input.purpose });
  });
}

/** A new secret for the user's authenticator app; two-factor stays off until `enable` sees a code of it. */
export async function setup(
  deps: TwoFactorDeps,
  userId: number,
): Promise<Result<{ secret: string; otpauthUrl: string }>> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new Error(`user ${userId} of a live session is missing`);
  const existing = await findTotp(deps.db, userId);
  if (existing?.enabledAt) return fail(Code.ABNORMAL_DATA, twoFactorMessages.alreadyOn);
  const secret = base32Encode(randomBytes(TOTP_SECRET_BYTES));
  await savePendingSecret(deps.db, userId, deps.box.seal(secret));
  return ok({ secret, otpauthUrl: otpauthUrl({ issuer: TOTP_ISSUER, account: user.username, secretBase32: secret }) });
}

/**
 * Turns two-factor on with a code of the pending secret and answers ten fresh recovery codes; only
 * their keyed hashes are stored (A15), so this reply is the one time they are shown.
 */
export async function enable(
  deps: TwoFactorDeps,
  userId: number,
  input: { code: string; ip: string },
): Promise<Result<{ recoveryCodes: string[] }>> {
  const outcome = await committing(deps, async (tx): Promise<Result<{ recoveryCodes: string[] }>> => {
    const row = await findTotp(tx, userId, true);
    if (!row) return fail(Code.ABNORMAL_DATA, twoFactorMessages.notSetUp);
    if (row.enabledAt) return fail(Code.ABNORMAL_DATA, twoFactorMessages.alreadyOn);
    const limited = await guessLimit(tx, userId, input.ip);
    if (limited) return limited;
    const step = verifyTotp(secretOf(deps.box, row), input.code, Date.now(), row.lastUsedStep);
    if (step === null || !(await claimStep(tx, userId, step))) {
      await recordFailure(tx, userId, input.ip, OTP_FAILURE_WINDOW_MS);
      // Returned, not thrown: the transaction commits, so the wrong guess stays counted.
      return fail(Code.ABNORMAL_DATA, twoFactorMessages.codeIncorrect);
    }
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
      recoveryCodeFromBytes(randomBytes(RECOVERY_CODE_RANDOM_BYTES)),
    );
    const hashes = recoveryCodes.map((code) => {
      const normalised = normalizeRecoveryCode(code);
      if (normalised === null) throw new Error('a drawn recovery code does not normalise');
      return hashRecoveryCode(deps.box, userId, normalised);
    });
    await replaceRecoveryCodes(tx, userId, hashes);
    await markEnabled(tx, userId);
    return ok({ recoveryCodes });
  });
  return outcome;
}

/**
 * Turns two-factor off; proven by a fresh code or an unused recovery code (A13). Every other session
 * of the account ends with it (A21): the usual reason to turn it off with a recovery code is a lost
 * phone, and that phone may still hold a signed-in app.
 */
export async function disable(
  deps: TwoFactorDeps,
  session: { userId: number; sessionId: number },
  input: { code: string; ip: string },
): Promise<Result<null>> {
  const { userId } = session;
  return await committing(deps, async (tx) => {
    const row = await findTotp(tx, userId, true);
    if (!row?.enabledAt) return fail(Code.ABNORMAL_DATA, twoFactorMessages.notOn);
    const checked = await checkCode(tx, deps, row, {
      code: input.code,
      ip: input.ip,
      nowMs: Date.now(),
      purpose: 'action',
    });
    if (!checked.ok) return checked;
    await deleteTotp(tx, userId);
    await revokeUserSessions(tx, userId, 'two_factor_disabled', session.sessionId);
    return ok(null);
  });
}

/**
 * Runs `action` only after the second factor (A13): the wiring of withdrawals and new payout
 * accounts, kept outside their services so the otp step is one visible line at each call.
 */
export async function afterOtp<T>(
  deps: TwoFactorDeps,
  ctx: { user: { userId: number }; ip: string },
  otp: string | undefined,
  action: () => Promise<Result<T>>,
): Promise<Result<T>> {
  const checked = await requireOtp(deps, { userId: ctx.user.userId, otp, ip: ctx.ip, purpose: 'action' });
  return checked.ok ? await action() : checked;
}
