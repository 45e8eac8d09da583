import { Code } from '@demo/contract';
import { unreadNotices } from '@demo/core';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { noticeReads, notices } from '../../db/schema';
import { fail, ok, type Result } from '../../lib/result';
import { contentMessages } from './messages';

/**
 * Read marks of notices (W6). The unread count looks at the latest NOTICE_UNREAD_WINDOW published
 * notices: older ones have scrolled out of the marquee and the list's first pages, and a bound keeps
 * the count one small query however long the platform runs.
 */
export const NOTICE_UNREAD_WINDOW = 100;

async function latestPublishedIds(q: Queryable): Promise<number[]> {
  const rows = await q
    .select({ id: notices.id })
    .from(notices)
    .where(eq(notices.published, true))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(NOTICE_UNREAD_WINDOW);
  return rows.map((r) => r.id);
}

async function readAmong(q: Queryable, userId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await q
    .select({ id: noticeReads.noticeId })
    .from(noticeReads)
    .where(and(eq(noticeReads.userId, userId), inArray(noticeReads.noticeId, [...ids])));
  return rows.map((r) => r.id);
}

export async function noticeReadState(db: Db, userId: number) {
  const published = await latestPublishedIds(db);
  const read = await readAmong(db, userId, published);
  return ok({ unread: unreadNotices(published, read), readIds: read });
}

/** Marks published notices read for the caller; an id that is not a published notice writes nothing (404). */
export async function markNoticesRead(
  db: Db,
  userId: number,
  ids: readonly number[],
): Promise<Result<{ unread: number; readIds: number[] }>> {
  const found = await db
    .select({ id: notices.id })
    .from(notices)
    .where(and(inArray(notices.id, [...ids]), eq(notices.published, true)));
  if (found.length !== ids.length) return fail(Code.ABNORMAL_DATA, contentMessages.noticeIdsUnknown);
  await db
    .insert(noticeReads)
    .values(ids.map((noticeId) => ({ userId, noticeId })))
    .onConflictDoNothing();
  return await noticeReadState(db, userId);
}

/**
 * "Mark all read" (W11): marks every notice the unread count looks at (the latest
 * NOTICE_UNREAD_WINDOW published ones) read for the caller, in one statement; marks already there
 * stay. Answers the new read state, whose unread count is then 0.
 */
export async function markAllNoticesRead(
  db: Db,
  userId: number,
): Promise<Result<{ unread: number; readIds: number[] }>> {
  const published = await latestPublishedIds(db);
  if (published.length > 0)
    await db
      .insert(noticeReads)
      .values(published.map((noticeId) => ({ userId, noticeId })))
      .onConflictDoNothing();
  return await noticeReadState(db, userId);
}
