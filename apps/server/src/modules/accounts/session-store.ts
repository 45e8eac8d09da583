import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { type SessionRevokeReason, sessions, users } from '../../db/schema';
import { sessionsEnded } from './session-cache';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(
  q: Queryable,
  session: {
    userId: number;
    tokenHash: string;
    accessId: string;
    appType: string | null;
    ip: string;
    ttlMs: number;
    userAgent?: string | null;
  },
): Promise<SessionRow> {
  const [row] = await q
    .insert(sessions)
    .values({
      userId: session.userId,
      tokenHash: session.tokenHash,
      accessId: session.accessId,
      appType: session.appType,
      ip: session.ip,
      userAgent: session.userAgent ?? null,
      expiresAt: sql`now() + ${session.ttlMs} * interval '1 millisecond'`,
    })
    .returning();
  if (!row) throw new Error('session insert returned no row');
  return row;
}

/** Revokes the user's live sessions beyond the newest `keep` ones (the oldest go first). */
export async function revokeSessionsBeyond(q: Queryable, userId: number, keep: number): Promise<void> {
  const live = await q
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .offset(keep);
  for (const { id } of live) {
    await q
      .update(sessions)
      .set({ revokedAt: sql`now()`, revokedReason: 'signed_in_elsewhere' })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  }
  if (live.length > 0) sessionsEnded(q, userId);
}

export interface SessionLookup {
  id: number;
  userId: number;
  expired: boolean;
  /** Last seen more than TOUCH_INTERVAL_S ago: its expiry should slide now. */
  touchDue: boolean;
  revokedReason: SessionRevokeReason | null;
  revoked: boolean;
  userStatus: 'ACTIVE' | 'DISABLED';
  /** When the session expires unless used (epoch ms, the database's clock). */
  expiresAtMs: number;
}

/** TOUCH_INTERVAL_S bounds the writes a busy session causes: its expiry slides at most once a minute. */
const TOUCH_INTERVAL_S = 60;

/** The session lookup of every authenticated call: a named statement, built and planned once. */
const findByTokenHash = (q: Queryable) =>
  q
    .select({
      id: sessions.id,
      userId: sessions.userId,
      expired: sql<boolean>`${sessions.expiresAt} <= now()`,
      touchDue: sql<boolean>`${sessions.lastSeenAt} < now() - ${sql.raw(String(TOUCH_INTERVAL_S))} * interval '1 second'`,
      revokedAt: sessions.revokedAt,
      revokedReason: sessions.revokedReason,
      userStatus: users.status,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('sessions_by_token_hash');

export async function findSessionByTokenHash(q: Queryable, tokenHash: string): Promise<SessionLookup | undefined> {
  const [row] = await preparedOn(q, 'sessions_by_token_hash', findByTokenHash).execute({ tokenHash });
  if (!row) return undefined;
  return {
    id: row.id,
    userId: row.userId,
    expired: row.expired,
    touchDue: row.touchDue,
    revoked: row.revokedAt !== null,
    revokedReason: row.revokedReason,
    userStatus: row.userStatus,
    expiresAtMs: row.expiresAt.getTime(),
  };
}

/** Slides a session's expiry; callers call it only when the lookup said `touchDue`. */
export async function touchSession(q: Queryable, id: number, ttlMs: number): Promise<void> {
  await q
    .update(sessions)
    .set({ lastSeenAt: sql`now()`, expiresAt: sql`now() + ${ttlMs} * interval '1 millisecond'` })
    .where(and(eq(sessions.id, id), sql`${sessions.lastSeenAt} < now() - ${TOUCH_INTERVAL_S} * interval '1 second'`));
}

export async function revokeSession(q: Queryable, id: number, reason: SessionRevokeReason): Promise<void> {
  const ended = await q
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  for (const { userId } of ended) sessionsEnded(q, userId);
}

/** Revokes every live session of a user, except `exceptId` when given (the one making the change). */
export async function revokeUserSessions(
  q: Queryable,
  userId: number,
  reason: SessionRevokeReason,
  exceptId?: number,
): Promise<void> {
  await q
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptId === undefined ? undefined : ne(sessions.id, exceptId),
      ),
    );
  // Also with no live session left: a disabled account's cached sessions must go (the status is part of the check).
  sessionsEnded(q, userId);
}
