import { and, count, desc, eq, getTableColumns, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { staff, supportMessages, supportThreads, users } from '../../db/schema';

export type ThreadRow = typeof supportThreads.$inferSelect;
/** A message with the display name of the staff member who wrote it (null for the customer's). */
export type MessageRow = typeof supportMessages.$inferSelect & { staffName: string | null };

/** A message's columns and its author's name: both sides show who answered (FL1). */
const namedMessage = { ...getTableColumns(supportMessages), staffName: staff.displayName };

/** The customer's thread, made on first use (one per customer: W7). */
export async function threadOf(q: Queryable, userId: number): Promise<ThreadRow> {
  const [made] = await q.insert(supportThreads).values({ userId }).onConflictDoNothing().returning();
  if (made) return made;
  const [found] = await q.select().from(supportThreads).where(eq(supportThreads.userId, userId)).limit(1);
  if (!found) throw new Error('support thread vanished');
  return found;
}

export async function threadById(q: Queryable, id: number, forUpdate = false) {
  const query = q
    .select({ thread: supportThreads, username: users.username })
    .from(supportThreads)
    .innerJoin(users, eq(users.id, supportThreads.userId))
    .where(eq(supportThreads.id, id));
  const [row] = forUpdate ? await query.for('update', { of: supportThreads }) : await query;
  return row;
}

/** Up to `size` messages before `beforeId` (or the latest), oldest first, and whether older ones exist. */
export async function messagesOf(q: Queryable, threadId: number, size: number, beforeId?: number) {
  const rows = await q
    .select(namedMessage)
    .from(supportMessages)
    .leftJoin(staff, eq(staff.id, supportMessages.staffId))
    .where(
      beforeId === undefined
        ? eq(supportMessages.threadId, threadId)
        : and(eq(supportMessages.threadId, threadId), lt(supportMessages.id, beforeId)),
    )
    .orderBy(desc(supportMessages.id))
    .limit(size + 1);
  const hasMore = rows.length > size;
  return { messages: rows.slice(0, size).reverse(), hasMore };
}

/** Messages of `from` after `afterId`: the other side's unread (W9). */
export async function countFrom(q: Queryable, threadId: number, from: 'customer' | 'staff', afterId: number) {
  const [row] = await q
    .select({ n: count() })
    .from(supportMessages)
    .where(
      and(eq(supportMessages.threadId, threadId), eq(supportMessages.sender, from), gt(supportMessages.id, afterId)),
    );
  return row?.n ?? 0;
}

export async function insertMessage(
  q: Queryable,
  row: { threadId: number; sender: 'customer' | 'staff'; staffId: number | null; text: string; images: string[] },
): Promise<MessageRow> {
  const [made] = await q.insert(supportMessages).values(row).returning();
  if (!made) throw new Error('insert into support_messages returned nothing');
  const inserted = { ...made, staffName: row.staffId === null ? null : await staffNameOf(q, row.staffId) };
  // The sender has read everything up to their own message.
  await q
    .update(supportThreads)
    .set({
      lastMessageAt: inserted.createdAt,
      ...(row.sender === 'customer' ? { customerReadId: inserted.id } : { staffReadId: inserted.id }),
    })
    .where(eq(supportThreads.id, row.threadId));
  return inserted;
}

/** Moves a side's read mark to the thread's latest message (never backwards). */
export async function markRead(q: Queryable, threadId: number, side: 'customer' | 'staff') {
  const column = side === 'customer' ? supportThreads.customerReadId : supportThreads.staffReadId;
  const latest = sql`coalesce((select max(${supportMessages.id}) from ${supportMessages} where ${supportMessages.threadId} = ${threadId}), 0)`;
  await q
    .update(supportThreads)
    .set(
      side === 'customer'
        ? { customerReadId: sql`greatest(${column}, ${latest})` }
        : { staffReadId: sql`greatest(${column}, ${latest})` },
    )
    .where(eq(supportThreads.id, threadId));
}

/**
 * The inbox facts of every thread with messages, for one page: the last message, the unread count
 * for staff, and the waiting time (the first customer message after the last staff one). The order
 * is core `compareInbox`'s, done in SQL so a page is one query: waiting threads first by waiting
 * time, then the most recent.
 */
export async function inboxPage(q: Queryable, page: number, size: number) {
  const m = supportMessages;
  const t = supportThreads;
  const lastStaffId = sql`coalesce((select max(${m.id}) from ${m} where ${m.threadId} = ${t.id} and ${m.sender} = 'staff'), 0)`;
  const waitingSince = sql<Date | null>`(select min(${m.createdAt}) from ${m} where ${m.threadId} = ${t.id} and ${m.sender} = 'customer' and ${m.id} > ${lastStaffId})`;
  const unread = sql<number>`(select count(*)::int from ${m} where ${m.threadId} = ${t.id} and ${m.sender} = 'customer' and ${m.id} > ${t.staffReadId})`;
  const rows = await q
    .select({
      threadId: t.id,
      userId: t.userId,
      username: users.username,
      lastMessageAt: t.lastMessageAt,
      waitingSince: waitingSince.as('waiting_since'),
      unread: unread.as('unread'),
    })
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .where(isNotNull(t.lastMessageAt))
    .orderBy(sql`waiting_since asc nulls last`, desc(t.lastMessageAt), t.id)
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await q.select({ n: count() }).from(t).where(isNotNull(t.lastMessageAt));
  const [unreadTotal] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(m)
    .innerJoin(t, eq(t.id, m.threadId))
    .where(and(eq(m.sender, 'customer'), gt(m.id, t.staffReadId)));
  return { rows, total: total?.n ?? 0, unreadTotal: unreadTotal?.n ?? 0 };
}

async function staffNameOf(q: Queryable, staffId: number): Promise<string> {
  const [row] = await q.select({ name: staff.displayName }).from(staff).where(eq(staff.id, staffId)).limit(1);
  if (!row) throw new Error(`staff ${staffId} vanished while answering`);
  return row.name;
}

export async function lastMessageOf(q: Queryable, threadId: number): Promise<MessageRow | undefined> {
  const [row] = await q
    .select(namedMessage)
    .from(supportMessages)
    .leftJoin(staff, eq(staff.id, supportMessages.staffId))
    .where(eq(supportMessages.threadId, threadId))
    .orderBy(desc(supportMessages.id))
    .limit(1);
  return row;
}
