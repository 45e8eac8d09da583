import { Code, type User } from '@demo/contract';
import { normalizeInvitationCode, shareLink } from '@demo/core';
import type { Deps } from '../../deps';
import { grantSignupBonus } from '../../ledger/signup-bonus';
import { messages } from '../../lib/messages';
import { fail, ok, type Result } from '../../lib/result';
import { newInvitationCode, randomDigits } from '../../lib/tokens';
import { noticeIfNewDevice } from '../devices/service';
import { readSettings } from '../settings/service';
import { requireOtp, type TwoFactorDeps } from '../two-factor/service';
import { normaliseUsername, welcomeNickname } from './identity';
import { revokeSession, revokeUserSessions } from './session-store';
import { issueSession } from './sessions';
import { checkCode } from './sms';
import {
  countInvited,
  findUserById,
  findUserByInvitationCode,
  findUserByUsername,
  insertUser,
  type UserRow,
  updatePasswordHash,
  updatePayPasswordHash,
  updateProfile,
  uploadExists,
} from './store';
import { viewUser } from './user-view';

export interface SignedIn {
  token: string;
  accessId: string;
  user: User;
}

interface Origin {
  ip: string;
  appType: string | undefined;
  userAgent: string | undefined;
}

/** Thrown inside the registration transaction to roll it back (the code stays unused). */
class UsernameTaken extends Error {}

const INVITATION_CODE_ATTEMPTS_MAX = 5;
const UPLOAD_URL = /^\/uploads\/([0-9a-f]{32}\.(?:jpg|png|webp))$/;

export async function register(
  deps: Deps,
  input: { username: string; password: string; invitation: string; code: string },
  origin: Origin,
): Promise<Result<SignedIn>> {
  const username = normaliseUsername(input.username);
  if (await findUserByUsername(deps.db, username)) return fail(Code.ACCOUNT_EXISTS);
  let inviterId: number | null = null;
  if (input.invitation.trim() === '') {
    if ((await readSettings(deps.db)).invitationRequired) return fail(Code.ABNORMAL_DATA, messages.invitationRequired);
  } else {
    const invitation = normalizeInvitationCode(input.invitation);
    const inviter = invitation === null ? undefined : await findUserByInvitationCode(deps.db, invitation);
    if (!inviter) return fail(Code.ABNORMAL_DATA, messages.invitationUnknown);
    inviterId = inviter.id;
  }
  // Hash before the transaction: it takes a fraction of a second and must not hold the code's row lock.
  const passwordHash = await deps.hasher.hash(input.password);
  try {
    return await deps.db.transaction(async (tx): Promise<Result<SignedIn>> => {
      const wrong = await checkCode(tx, { target: username, purpose: 'register', code: input.code });
      if (wrong) return wrong;
      let user: UserRow | undefined;
      for (let attempt = 0; attempt < INVITATION_CODE_ATTEMPTS_MAX && !user; attempt++) {
        user = await insertUser(tx, {
          username,
          passwordHash,
          nickname: welcomeNickname(username, () => randomDigits(4)),
          invitationCode: newInvitationCode(),
          invitedBy: inviterId,
        });
        if (!user && (await findUserByUsername(tx, username))) throw new UsernameTaken();
      }
      if (!user) throw new Error('could not draw a free invitation code');
      await grantSignupBonus(tx, user.id);
      const session = await issueSession(tx, { userId: user.id, ttlMs: deps.sessionTtlMs, ...origin });
      return ok({ token: session.token, accessId: session.accessId, user: await viewUser(tx, user) });
    });
  } catch (error) {
    if (error instanceof UsernameTaken) return fail(Code.ACCOUNT_EXISTS);
    throw error;
  }
}

/**
 * Signs in. Unknown account and wrong password answer the same code and sentence after the same
 * hashing work, so the reply reveals nothing about which accounts exist. A disabled account is
 * told so only after its correct password.
 */
export async function login(
  deps: TwoFactorDeps,
  input: { username: string; password: string; otp?: string | undefined },
  origin: Origin,
): Promise<Result<SignedIn>> {
  const user = await findUserByUsername(deps.db, normaliseUsername(input.username));
  if (!user) {
    await deps.hasher.burn(input.password);
    return fail(Code.ACCOUNT_NOT_FOUND, messages.loginFailed);
  }
  if (!(await deps.hasher.verify(input.password, user.passwordHash))) {
    return fail(Code.ACCOUNT_NOT_FOUND, messages.loginFailed);
  }
  if (user.status === 'DISABLED') return fail(Code.ACCOUNT_DISABLED);
  const secondFactor = await requireOtp(deps, { userId: user.id, otp: input.otp, ip: origin.ip, purpose: 'sign-in' });
  if (!secondFactor.ok) return secondFactor;
  const session = await deps.db.transaction(async (tx) => {
    const issued = await issueSession(tx, { userId: user.id, ttlMs: deps.sessionTtlMs, ...origin });
    return { issued, user: await viewUser(tx, user) };
  });
  await afterSignIn(deps, user.id, session.issued.sessionId, origin);
  return ok({ token: session.issued.token, accessId: session.issued.accessId, user: session.user });
}

/** After a committed sign-in: a notice when it came from a device the account had not used (A17). */
async function afterSignIn(deps: Deps, userId: number, sessionId: number, origin: Origin): Promise<void> {
  await noticeIfNewDevice(deps, { userId, sessionId, userAgent: origin.userAgent ?? null, ip: origin.ip });
}

export async function logout(deps: Deps, sessionId: number): Promise<Result<null>> {
  await revokeSession(deps.db, sessionId, 'logout');
  return ok(null);
}

async function existingUser(deps: Deps, userId: number): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  // The session was just validated against this user; a missing row is a bug, not bad input.
  if (!user) throw new Error(`user ${userId} of a live session is missing`);
  return user;
}

export async function detail(deps: Deps, userId: number): Promise<Result<User>> {
  return ok(await viewUser(deps.db, await existingUser(deps, userId)));
}

export async function changeProfile(
  deps: Deps,
  userId: number,
  input: { nickname: string; avatar?: string | undefined },
): Promise<Result<User>> {
  const change: { nickname: string; avatar?: string | null } = { nickname: input.nickname };
  if (input.avatar !== undefined) {
    if (input.avatar === '') change.avatar = null;
    else {
      const name = UPLOAD_URL.exec(input.avatar)?.[1];
      if (!name || !(await uploadExists(deps.db, name))) return fail(Code.ABNORMAL_DATA, messages.avatarNotUploaded);
      change.avatar = input.avatar;
    }
  }
  const row = await updateProfile(deps.db, userId, change);
  if (!row) throw new Error(`user ${userId} of a live session is missing`);
  return ok(await viewUser(deps.db, row));
}

/** Changes the login password; every other session of the user ends with 281, this one stays. */
export async function changePassword(
  deps: Deps,
  session: { userId: number; sessionId: number },
  input: { oldPassword: string; newPassword: string },
): Promise<Result<null>> {
  const user = await existingUser(deps, session.userId);
  if (!(await deps.hasher.verify(input.oldPassword, user.passwordHash))) {
    return fail(Code.ABNORMAL_DATA, messages.oldPasswordIncorrect);
  }
  const passwordHash = await deps.hasher.hash(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await updatePasswordHash(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id, 'password_changed', session.sessionId);
  });
  return ok(null);
}

/** Sets (first time: proven by the login password) or changes (by the old one) the payment password. */
export async function changePayPassword(
  deps: Deps,
  userId: number,
  input: { oldPassword: string; newPassword: string },
): Promise<Result<null>> {
  const user = await existingUser(deps, userId);
  const proof = user.payPasswordHash ?? user.passwordHash;
  if (!(await deps.hasher.verify(input.oldPassword, proof)))
    return fail(Code.ABNORMAL_DATA, messages.oldPasswordIncorrect);
  await updatePayPasswordHash(deps.db, user.id, await deps.hasher.hash(input.newPassword));
  return ok(null);
}

export async function inviteInfo(
  deps: Deps,
  userId: number,
): Promise<Result<{ invitationCode: string; link: string; invitedCount: number }>> {
  const user = await existingUser(deps, userId);
  return ok({
    invitationCode: user.invitationCode,
    link: `/${shareLink(user.invitationCode)}`,
    invitedCount: await countInvited(deps.db, user.id),
  });
}
