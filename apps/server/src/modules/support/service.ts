import type { consoleContentApi as api } from '@demo/contract';
import {
  Code,
  type Payload,
  type StaffEvent,
  type SupportEvent,
  type SupportMessage,
  type supportThreadCall,
} from '@demo/contract';
import { inTransaction, isFailure } from '../../db/transaction';
import type { StaffSession } from '../../http/implement';
import { BusChannel } from '../../lib/bus';
import { fail, ok, type Result } from '../../lib/result';
import { insertAudit } from '../audit';
import { ownImages } from '../feedback';
import type { ContentDeps } from '../news';
import { contentMessages } from '../news';
import { markUploadsPrivate, uploadOwnedBy } from '../upload';
import {
  countFrom,
  inboxPage,
  insertMessage,
  lastMessageOf,
  type MessageRow,
  markRead,
  messagesOf,
  threadById,
  threadOf,
} from './store';

/**
 * Customer service that answers (W7–W10). A customer reaches only their own thread: every customer
 * call finds it by the token's user, never by an id from the payload. Staff reach any thread by id.
 * A message commits first, then goes out on the bus: to the customer's `user` channel (all their
 * devices, on every node) and to the staff channel (every bound console, on every node).
 */

function messageOf(d: ContentDeps, row: MessageRow): SupportMessage {
  const now = d.now();
  return {
    id: row.id,
    from: row.sender,
    staffName: row.staffName,
    text: row.text,
    images: row.images.map((url) => d.uploadSigner.sign(url, now)),
    createdAt: row.createdAt.getTime(),
  };
}

/** What staff see of a message: also which member wrote it, so a console tells its own answers from a colleague's. */
function staffMessageOf(d: ContentDeps, row: MessageRow): api.StaffSupportMessage {
  return { ...messageOf(d, row), staffId: row.staffId };
}

async function announce(d: ContentDeps, userId: number, threadId: number, message: SupportMessage) {
  await d.bus.publish(BusChannel.user(userId), { type: 'support', threadId, ...message } satisfies SupportEvent);
  await d.bus.publish(BusChannel.staff, { type: 'support', threadId, userId, message } satisfies StaffEvent);
}

export async function customerThread(d: ContentDeps, userId: number, p: Payload<typeof supportThreadCall>) {
  const thread = await threadOf(d.db, userId);
  const { messages, hasMore } = await messagesOf(d.db, thread.id, p.size, p.before);
  const unread = await countFrom(d.db, thread.id, 'staff', thread.customerReadId);
  return ok({ id: thread.id, messages: messages.map((m) => messageOf(d, m)), unread, hasMore });
}

export async function customerSend(
  d: ContentDeps,
  userId: number,
  p: { text: string; images?: string[] | undefined },
): Promise<Result<SupportMessage>> {
  const images = [...new Set(p.images ?? [])];
  const names = await ownImages(d.db, userId, images);
  if (!names) return fail(Code.ABNORMAL_DATA, contentMessages.imagesNotOurs);
  const thread = await threadOf(d.db, userId);
  const row = await inTransaction(d.db, async (tx) => {
    await markUploadsPrivate(tx, names);
    return await insertMessage(tx, { threadId: thread.id, sender: 'customer', staffId: null, text: p.text, images });
  });
  if (isFailure(row)) return row;
  const message = messageOf(d, row);
  await announce(d, userId, thread.id, message);
  return ok(message);
}

export async function customerRead(d: ContentDeps, userId: number) {
  const thread = await threadOf(d.db, userId);
  await markRead(d.db, thread.id, 'customer');
  return ok(null);
}

export async function staffInbox(d: ContentDeps, p: Payload<typeof api.supportInbox>) {
  const { rows, total, unreadTotal } = await inboxPage(d.db, p.page, p.size);
  const list = [];
  for (const r of rows) {
    const last = await lastMessageOf(d.db, r.threadId);
    if (!last) continue;
    list.push({
      threadId: r.threadId,
      userId: r.userId,
      username: r.username,
      lastMessage: staffMessageOf(d, last),
      waitingSince: r.waitingSince ? new Date(r.waitingSince).getTime() : null,
      unread: Number(r.unread),
    });
  }
  return ok({ list, total, unreadTotal });
}

export async function staffThread(d: ContentDeps, p: Payload<typeof api.supportThreadDetail>) {
  const found = await threadById(d.db, p.threadId);
  if (!found) return fail(Code.ABNORMAL_DATA, contentMessages.threadNotFound);
  const { messages, hasMore } = await messagesOf(d.db, found.thread.id, p.size, p.before);
  const unread = await countFrom(d.db, found.thread.id, 'customer', found.thread.staffReadId);
  return ok({
    id: found.thread.id,
    userId: found.thread.userId,
    username: found.username,
    messages: messages.map((m) => staffMessageOf(d, m)),
    unread,
    hasMore,
  });
}

export async function staffRead(d: ContentDeps, threadId: number) {
  const found = await threadById(d.db, threadId);
  if (!found) return fail(Code.ABNORMAL_DATA, contentMessages.threadNotFound);
  await markRead(d.db, threadId, 'staff');
  await d.bus.publish(BusChannel.staff, { type: 'support_read', threadId } satisfies StaffEvent);
  return ok(null);
}

/** A staff answer (W10, W13: text and up to three of the staff member's own pictures): the message and its audit row commit together; then both sides hear it. */
export async function staffReply(
  d: ContentDeps,
  who: StaffSession,
  p: Payload<typeof api.supportReply>,
  ip: string,
): Promise<Result<api.StaffSupportMessage>> {
  const images = [...new Set(p.images ?? [])];
  const done = await inTransaction(d.db, async (tx) => {
    const found = await threadById(tx, p.threadId, true);
    if (!found) return fail(Code.ABNORMAL_DATA, contentMessages.threadNotFound);
    // W13: only pictures this staff member uploaded through support/upload; private from now on.
    const names: string[] = [];
    for (const url of images) {
      const own = await uploadOwnedBy(tx, { staffId: who.staffId }, url);
      if (!own) return fail(Code.ABNORMAL_DATA, contentMessages.imagesNotOurs);
      names.push(own.name);
    }
    await markUploadsPrivate(tx, names);
    const row = await insertMessage(tx, {
      threadId: p.threadId,
      sender: 'staff',
      staffId: who.staffId,
      text: p.text,
      images,
    });
    await insertAudit(tx, {
      staffId: who.staffId,
      action: 'support.reply',
      target: `support_thread:${p.threadId}`,
      reason: null,
      detail: { messageId: row.id, userId: found.thread.userId, text: p.text, images },
      ip,
    });
    return ok({ row, userId: found.thread.userId });
  });
  if (!done.ok) return done;
  const message = messageOf(d, done.body.row);
  await announce(d, done.body.userId, p.threadId, message);
  return ok({ ...message, staffId: who.staffId });
}
