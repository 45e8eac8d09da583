/**
 * Pure rules of the support desk and of read marks (docs/SPEC.md W6–W9): who has unread messages,
 * how long a customer has been waiting, and the order of the staff inbox. Times are epoch ms passed
 * in; nothing here reads the clock.
 */

export type SupportSide = 'customer' | 'staff';

export interface ThreadMessageFacts {
  readonly id: number;
  readonly from: SupportSide;
  readonly createdAtMs: number;
}

/**
 * Messages of the other side with an id above the reader's last read one (W9). Ids grow with time,
 * so one number per side is the whole read state of a thread.
 */
export function unreadFor(reader: SupportSide, messages: readonly ThreadMessageFacts[], lastReadId: number): number {
  let unread = 0;
  for (const m of messages) if (m.from !== reader && m.id > lastReadId) unread += 1;
  return unread;
}

/**
 * When the customer started waiting: the first customer message after the last staff message, or
 * null when staff spoke last (or nobody spoke). Messages in any order.
 */
export function waitingSinceMs(messages: readonly ThreadMessageFacts[]): number | null {
  const ordered = [...messages].sort((a, b) => a.id - b.id);
  let since: number | null = null;
  for (const m of ordered) {
    if (m.from === 'staff') since = null;
    else since ??= m.createdAtMs;
  }
  return since;
}

export interface InboxFacts {
  readonly threadId: number;
  readonly waitingSinceMs: number | null;
  readonly lastMessageAtMs: number;
}

/**
 * The staff inbox order (W8): threads waiting for an answer first, the longest waiting first; then
 * answered threads, the most recently active first; ties by thread id so the order is total.
 */
export function compareInbox(a: InboxFacts, b: InboxFacts): number {
  const aWaiting = a.waitingSinceMs !== null;
  const bWaiting = b.waitingSinceMs !== null;
  if (aWaiting !== bWaiting) return aWaiting ? -1 : 1;
  if (aWaiting && bWaiting && a.waitingSinceMs !== b.waitingSinceMs)
    return (a.waitingSinceMs ?? 0) - (b.waitingSinceMs ?? 0);
  if (a.lastMessageAtMs !== b.lastMessageAtMs) return b.lastMessageAtMs - a.lastMessageAtMs;
  return a.threadId - b.threadId;
}

/** Published notices the reader has not opened (W6): ids in `published` that are not in `read`. */
export function unreadNotices(published: readonly number[], read: Iterable<number>): number {
  const opened = new Set(read);
  let unread = 0;
  for (const id of published) if (!opened.has(id)) unread += 1;
  return unread;
}
