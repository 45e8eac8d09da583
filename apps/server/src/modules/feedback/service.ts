import {
  type consoleContentApi as api,
  Code,
  type FeedbackEntry,
  type FeedbackEvent,
  type Payload,
} from '@demo/contract';
import { FEEDBACK_INITIAL, feedbackStatusAfter, type RuleFailure } from '@demo/core';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { feedback, staff, users } from '../../db/schema';
import { inTransaction, isFailure } from '../../db/transaction';
import type { StaffSession } from '../../http/implement';
import { BusChannel } from '../../lib/bus';
import { type Failure, fail, ok, type Result, refused } from '../../lib/result';
import { insertAudit } from '../audit';
import type { ContentDeps } from '../news';
import { contentMessages } from '../news';
import { markUploadsPrivate, ownUpload } from '../upload';

/**
 * Feedback (W4, W5): a customer sends text, an optional contact and up to three of their own
 * uploads (private from then on, shown through signed URLs); staff work it through the status
 * machine of core `feedbackStatusAfter`, assign it, and answer; the customer sees status and answer.
 */

/** The caller's own uploads among `urls`, or undefined when any is not theirs (F5's rule). */
export async function ownImages(q: Queryable, userId: number, urls: readonly string[]): Promise<string[] | undefined> {
  const names: string[] = [];
  for (const url of new Set(urls)) {
    const own = await ownUpload(q, userId, url);
    if (!own) return undefined;
    names.push(own.name);
  }
  return names;
}

export async function submitFeedback(
  d: ContentDeps,
  userId: number,
  p: { content: string; contact?: string | undefined; images?: string[] | undefined },
): Promise<Result<{ id: number }>> {
  const images = [...new Set(p.images ?? [])];
  const names = await ownImages(d.db, userId, images);
  if (!names) return fail(Code.ABNORMAL_DATA, contentMessages.imagesNotOurs);
  const row = await inTransaction(d.db, async (tx) => {
    await markUploadsPrivate(tx, names);
    const [inserted] = await tx
      .insert(feedback)
      .values({ userId, content: p.content, contact: p.contact ? p.contact : null, images, status: FEEDBACK_INITIAL })
      .returning({ id: feedback.id });
    if (!inserted) throw new Error('insert into feedback returned nothing');
    return inserted;
  });
  if (isFailure(row)) return row;
  await d.bus.publish(BusChannel.staff, { type: 'feedback', id: row.id });
  return ok({ id: row.id });
}

type FeedbackRow = typeof feedback.$inferSelect;

function entryOf(d: ContentDeps, row: FeedbackRow): FeedbackEntry {
  const now = d.now();
  return {
    id: row.id,
    content: row.content,
    contact: row.contact,
    images: row.images.map((url) => d.uploadSigner.sign(url, now)),
    status: row.status,
    answer: row.answer,
    answeredAt: row.answeredAt?.getTime() ?? null,
    createdAt: row.createdAt.getTime(),
  };
}

export async function listOwnFeedback(d: ContentDeps, userId: number, page: number, size: number) {
  const where = eq(feedback.userId, userId);
  const rows = await d.db
    .select()
    .from(feedback)
    .where(where)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await d.db.select({ n: count() }).from(feedback).where(where);
  return ok({ list: rows.map((r) => entryOf(d, r)), total: total?.n ?? 0 });
}

/** New first, then in progress, answered, closed; the oldest first within each, so nothing waits forever. */
const STATUS_RANK = sql`case ${feedback.status} when 'new' then 0 when 'in_progress' then 1 when 'answered' then 2 else 3 end`;

async function inboxRows(q: Queryable, where: ReturnType<typeof eq> | undefined, page: number, size: number) {
  return await q
    .select({ row: feedback, username: users.username, assigneeName: staff.displayName })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .leftJoin(staff, eq(staff.id, feedback.assigneeId))
    .where(where)
    .orderBy(STATUS_RANK, asc(feedback.createdAt), asc(feedback.id))
    .limit(size)
    .offset((page - 1) * size);
}

function adminEntryOf(d: ContentDeps, r: { row: FeedbackRow; username: string; assigneeName: string | null }) {
  return {
    ...entryOf(d, r.row),
    userId: r.row.userId,
    username: r.username,
    assigneeId: r.row.assigneeId,
    assigneeName: r.assigneeName,
    updatedAt: r.row.updatedAt.getTime(),
  };
}

export async function feedbackInbox(d: ContentDeps, p: Payload<typeof api.feedbackInbox>) {
  const where = p.status ? eq(feedback.status, p.status) : undefined;
  const rows = await inboxRows(d.db, where, p.page, p.size);
  const [total] = await d.db.select({ n: count() }).from(feedback).where(where);
  return ok({ list: rows.map((r) => adminEntryOf(d, r)), total: total?.n ?? 0 });
}

const ASSIGNABLE_ROLES = ['admin', 'support'] as const;

export async function feedbackAssignees(db: Db) {
  const rows = await db
    .select({ id: staff.id, displayName: staff.displayName, role: staff.role })
    .from(staff)
    .where(and(eq(staff.active, true), inArray(staff.role, [...ASSIGNABLE_ROLES])))
    .orderBy(asc(staff.displayName));
  return ok(rows);
}

/** Core's W5 refusal in the words of the reply, in both locales. */
function feedbackRefusal(failure: RuleFailure, from: string, to: string): Failure {
  if (failure.field === 'answer') return refused(failure, contentMessages.feedbackAnswerRequired);
  if (failure.values?.from === 'closed') return refused(failure, contentMessages.feedbackClosed);
  return refused(failure, contentMessages.feedbackTransition(from, to));
}

/** Moves feedback on (W5) under a row lock, with its audit row, in one transaction. */
export async function updateFeedback(
  d: ContentDeps,
  who: StaffSession,
  p: Payload<typeof api.feedbackUpdate>,
  ip: string,
): Promise<Result<ReturnType<typeof adminEntryOf>>> {
  const done = await inTransaction(d.db, async (tx) => {
    const [current] = await tx.select().from(feedback).where(eq(feedback.id, p.id)).for('update');
    if (!current) return fail(Code.ABNORMAL_DATA, contentMessages.feedbackNotFound);
    const next = feedbackStatusAfter(current.status, {
      status: p.status,
      answer: p.answer,
      hasAnswer: current.answer !== null,
    });
    if (!next.ok) return feedbackRefusal(next, current.status, p.status ?? current.status);
    if (p.assigneeId !== undefined && p.assigneeId !== 0) {
      const [assignee] = await tx
        .select({ id: staff.id })
        .from(staff)
        .where(and(eq(staff.id, p.assigneeId), eq(staff.active, true), inArray(staff.role, [...ASSIGNABLE_ROLES])));
      if (!assignee) return fail(Code.ABNORMAL_DATA, contentMessages.assigneeUnknown);
    }
    const answering = p.answer !== undefined && p.answer !== '';
    await tx
      .update(feedback)
      .set({
        status: next.value,
        ...(p.assigneeId === undefined ? {} : { assigneeId: p.assigneeId === 0 ? null : p.assigneeId }),
        ...(answering ? { answer: p.answer, answeredAt: sql`now()` } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(feedback.id, p.id));
    await insertAudit(tx, {
      staffId: who.staffId,
      action: 'feedback.update',
      target: `feedback:${p.id}`,
      reason: p.reason,
      detail: {
        from: current.status,
        to: next.value,
        ...(p.assigneeId === undefined ? {} : { assigneeId: p.assigneeId }),
        ...(answering ? { answer: p.answer } : {}),
      },
      ip,
    });
    const [row] = await inboxRows(tx, eq(feedback.id, p.id), 1, 1);
    if (!row) throw new Error('updated feedback vanished');
    return ok(adminEntryOf(d, row));
  });
  if (!done.ok) return done;
  await d.bus.publish(BusChannel.staff, { type: 'feedback', id: p.id });
  // W12: the customer's app hears the change (status, and the answer) at once, on every node.
  const { userId, username: _u, assigneeId: _a, assigneeName: _n, updatedAt: _t, ...entry } = done.body;
  await d.bus.publish(BusChannel.user(userId), { type: 'feedback', ...entry } satisfies FeedbackEvent);
  return done;
}
