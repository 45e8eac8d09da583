import { Code, type User } from '@demo/contract';
import { normalizeInvitationCode, shareLink } from '@demo/core';
import { inTransaction, isFailure } from '../../db/transaction';
import type { Deps } from '../../deps';
import { grantSignupBonus } from '../../ledger/signup-bonus';
import { messages } from '../../lib/messages';
import { fail, ok, type Result } from '../../lib/result';
import { newInvitationCode, randomDigits } from '../../lib/tokens';
import { readSettings } from '../../settings/service';
import { noticeIfNewDevice } from '../devices';
import { requireOtp, type TwoFactorDeps } from '../two-factor';
import { markUploadPublic, ownUpload } from '../upload';
import { normaliseUsername, welcomeNickname } from './identity';
import { guardedCheck, noticeWhenLocked, refusal } from './password-guard';
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
    const done = await inTransaction(deps.db, async (tx) => {
      // A wrong code's counted try must commit (A7), and it is the only write of that path: the
      // transaction answers the refusal as its value, so the try commits and nothing else exists.
      const wrong = await checkCode(tx, { target: username, purpose: 'register', code: input.code });
      if (wrong) return { refused: wrong };
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
      return { signedIn: ok({ token: session.token, accessId: session.accessId, user: await viewUser(tx, user) }) };
    });
    if (isFailure(done)) return done;
    return 'refused' in done ? done.refused : done.signedIn;
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
  const username = normaliseUsername(input.username);
  const user = await findUserByUsername(deps.db, username);
  // An account that does not exist is guarded and hashed the same way: its answers tell nothing.
  const checked = await guardedCheck(deps.db, { username, secret: 'login' }, async () => {
    if (user) return await deps.hasher.verify(input.password, user.passwordHash);
    await deps.hasher.burn(input.password);
    return false;
  });
  if (!checked.ok && user) await noticeWhenLocked(deps, user.id, checked, origin.ip);
  if (!checked.ok || !user) {
    const wrong = fail(Code.ACCOUNT_NOT_FOUND, messages.loginFailed);
    return checked.ok ? wrong : refusal(checked, wrong);
  }
  if (user.status === 'DISABLED') return fail(Code.ACCOUNT_DISABLED);
  const secondFactor = await requireOtp(deps, { userId: user.id, otp: input.otp, ip: origin.ip, purpose: 'sign-in' });
  if (!secondFactor.ok) return secondFactor;
  const session = await inTransaction(deps.db, async (tx) => {
    const issued = await issueSession(tx, { userId: user.id, ttlMs: deps.sessionTtlMs, ...origin });
    return { issued, user: await viewUser(tx, user) };
  });
  if (isFailure(session)) return session;
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
  let publish: string | undefined;
  if (input.avatar !== undefined) {
    if (input.avatar === '') change.avatar = null;
    else {
      // P8: only the caller's own upload, and never one that is private (an identity document or
      // transfer evidence): an avatar is public to everyone.
      const upload = await ownUpload(deps.db, userId, input.avatar);
      if (!upload || upload.visibility === 'private') return fail(Code.ABNORMAL_DATA, messages.avatarNotOurs);
      change.avatar = input.avatar;
      publish = upload.name;
    }
  }
  const row = await inTransaction(deps.db, async (tx) => {
    if (publish !== undefined) await markUploadPublic(tx, publish);
    return await updateProfile(tx, userId, change);
  });
  if (isFailure(row)) return row;
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
  const checked = await guardedCheck(deps.db, { username: user.username, secret: 'login' }, () =>
    deps.hasher.verify(input.oldPassword, user.passwordHash),
  );
  if (!checked.ok) {
    await noticeWhenLocked(deps, user.id, checked, null);
    return refusal(checked, fail(Code.ABNORMAL_DATA, messages.oldPasswordIncorrect));
  }
  const passwordHash = await deps.hasher.hash(input.newPassword);
  await inTransaction(deps.db, async (tx) => {
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
  const secret = user.payPasswordHash === null ? 'login' : 'pay';
  const checked = await guardedCheck(deps.db, { username: user.username, secret }, () =>
    deps.hasher.verify(input.oldPassword, proof),
  );
  if (!checked.ok) {
    await noticeWhenLocked(deps, user.id, checked, null);
    return refusal(checked, fail(Code.ABNORMAL_DATA, messages.oldPasswordIncorrect));
  }
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
