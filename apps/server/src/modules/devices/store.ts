import { and, count, desc, eq, gt, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sessions, userNotices } from '../../db/schema';
import { sessionsEnded } from '../accounts';

/** The user's live sessions (not revoked, not expired), most recently seen first. */
export async function liveSessionsOf(q: Queryable, userId: number) {
  return await q
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** Ends one live session of this user; false when the id is not a live session of theirs. */
export async function revokeOwnSession(q: Queryable, userId: number, sessionId: number): Promise<boolean> {
  const rows = await q
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: 'revoked_by_user' })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (rows.length === 1) sessionsEnded(q, userId);
  return rows.length === 1;
}

/**
 * Whether the user's sessions other than `sessionId` include one with this user agent, and whether
 * there is any other session at all (the account's first device is not "new" to anyone).
 */
export async function deviceHistory(
  q: Queryable,
  userId: number,
  sessionId: number,
  userAgent: string | null,
): Promise<{ seen: boolean; anyOther: boolean }> {
  const others = and(eq(sessions.userId, userId), ne(sessions.id, sessionId));
  const [same] = await q
    .select({ n: count() })
    .from(sessions)
    .where(and(others, sql`${sessions.userAgent} is not distinct from ${userAgent}`));
  const [any] = await q.select({ n: count() }).from(sessions).where(others);
  return { seen: (same?.n ?? 0) > 0, anyOther: (any?.n ?? 0) > 0 };
}

export type NoticeRow = typeof userNotices.$inferSelect;

/** Notices kept per user; older ones are dropped as new ones come (STYLE.md 7: a limit on what grows). */
export const USER_NOTICES_MAX = 100;

export async function insertNotice(
  q: Queryable,
  notice: { userId: number; kind: NoticeRow['kind']; userAgent: string | null; ip: string | null },
): Promise<NoticeRow> {
  const [row] = await q.insert(userNotices).values(notice).returning();
  if (!row) throw new Error('notice insert returned no row');
  const kept = q
    .select({ id: userNotices.id })
    .from(userNotices)
    .where(eq(userNotices.userId, notice.userId))
    .orderBy(desc(userNotices.createdAt), desc(userNotices.id))
    .limit(USER_NOTICES_MAX);
  await q.delete(userNotices).where(and(eq(userNotices.userId, notice.userId), notInArray(userNotices.id, kept)));
  return row;
}

export async function noticesOf(q: Queryable, userId: number, page: { page: number; size: number }) {
  const rows = await q
    .select()
    .from(userNotices)
    .where(eq(userNotices.userId, userId))
    .orderBy(desc(userNotices.createdAt), desc(userNotices.id))
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  const [total] = await q.select({ n: count() }).from(userNotices).where(eq(userNotices.userId, userId));
  return { rows, total: total?.n ?? 0 };
}
