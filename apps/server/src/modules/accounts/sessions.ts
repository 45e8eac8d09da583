import { Code } from '@demo/contract';
import type { Queryable } from '../../db/client';
import { USER_SESSIONS_MAX } from '../../deps';
import type { UserSession } from '../../http/implement';
import { fail, ok, type Result, sessionEnded } from '../../lib/result';
import { hashToken, newAccessId, newToken } from '../../lib/tokens';
import type { SessionCache } from './session-cache';
import { findSessionByTokenHash, insertSession, revokeSessionsBeyond, touchSession } from './session-store';

export interface IssuedSession {
  token: string;
  accessId: string;
  sessionId: number;
}

/** Opens a session inside the caller's transaction and ends the oldest beyond the per-user cap. */
export async function issueSession(
  q: Queryable,
  input: { userId: number; appType: string | undefined; ip: string; ttlMs: number; userAgent?: string | undefined },
): Promise<IssuedSession> {
  const token = newToken();
  const accessId = newAccessId();
  const row = await insertSession(q, {
    userId: input.userId,
    tokenHash: hashToken(token),
    accessId,
    appType: input.appType ?? null,
    ip: input.ip,
    ttlMs: input.ttlMs,
    userAgent: input.userAgent ?? null,
  });
  await revokeSessionsBeyond(q, input.userId, USER_SESSIONS_MAX);
  return { token, accessId, sessionId: row.id };
}

/**
 * The session a token names, or the contract's answer: no or unknown token, or one ended by logout
 * → 402; expired → 280; ended by a password change, a sign-in elsewhere or a disabled account → 281.
 * A 280 or 281 names why in its body (A22), so the signed-out device can tell its user.
 * With the node's `cache`, a session checked here less than its TTL ago is answered without a round
 * trip (A19); the sliding expiry is then written by the next check that reaches the database, at most
 * a TTL later and still at most once a minute.
 */
export async function authenticateUser(
  q: Queryable,
  token: string | undefined,
  ttlMs: number,
  cache?: SessionCache,
): Promise<Result<UserSession>> {
  if (token === undefined) return fail(Code.LOGIN_REQUIRED);
  const tokenHash = hashToken(token);
  const cached = cache?.get(tokenHash);
  if (cached) return ok(cached);
  const found = await findSessionByTokenHash(q, tokenHash);
  if (!found) return fail(Code.LOGIN_REQUIRED);
  if (found.revoked) {
    // A revoked row always has its reason; a row from before reasons were kept reads as a sign-in elsewhere.
    const reason = found.revokedReason ?? 'signed_in_elsewhere';
    return reason === 'logout' ? fail(Code.LOGIN_REQUIRED) : sessionEnded(Code.SIGNED_IN_ELSEWHERE, reason);
  }
  if (found.userStatus === 'DISABLED') return sessionEnded(Code.SIGNED_IN_ELSEWHERE, 'disabled');
  if (found.expired) return sessionEnded(Code.SESSION_EXPIRED, 'expired');
  // At most one write a minute per session (A3's sliding expiry), not one per call.
  if (found.touchDue) await touchSession(q, found.id, ttlMs);
  const session = { userId: found.userId, sessionId: found.id };
  // A touched session's expiry moved forward; the copy keeps the older, earlier bound, which is safe.
  cache?.put(tokenHash, session, found.expiresAtMs);
  return ok(session);
}
