// Proves the pure rules behind unread counts, waiting times and the inbox order (W5–W9).
import { describe, expect, it } from 'vitest';
import { feedbackStatusAfter } from '../../src/content/feedback';
import { compareInbox, unreadFor, unreadNotices, waitingSinceMs } from '../../src/content/inbox';

const thread = [
  { id: 1, from: 'customer' as const, createdAtMs: 1_000 },
  { id: 2, from: 'customer' as const, createdAtMs: 2_000 },
  { id: 3, from: 'staff' as const, createdAtMs: 3_000 },
  { id: 4, from: 'customer' as const, createdAtMs: 4_000 },
  { id: 5, from: 'customer' as const, createdAtMs: 5_000 },
];

describe('support threads', () => {
  it('W9: each side counts the other side’s messages after its last read id', () => {
    expect(unreadFor('staff', thread, 0)).toBe(4);
    expect(unreadFor('staff', thread, 4)).toBe(1);
    expect(unreadFor('customer', thread, 0)).toBe(1);
    expect(unreadFor('customer', thread, 3)).toBe(0);
  });

  it('W8: a customer waits from their first message after the last staff answer', () => {
    expect(waitingSinceMs(thread)).toBe(4_000);
    expect(waitingSinceMs(thread.slice(0, 3))).toBeNull();
    expect(waitingSinceMs(thread.slice(0, 2))).toBe(1_000);
    expect(waitingSinceMs([])).toBeNull();
    expect(waitingSinceMs([...thread].reverse())).toBe(4_000);
  });

  it('W8: the inbox puts unanswered threads first, longest waiting first, then the most recent', () => {
    const entries = [
      { threadId: 1, waitingSinceMs: null, lastMessageAtMs: 9_000 },
      { threadId: 2, waitingSinceMs: 5_000, lastMessageAtMs: 5_000 },
      { threadId: 3, waitingSinceMs: 1_000, lastMessageAtMs: 8_000 },
      { threadId: 4, waitingSinceMs: null, lastMessageAtMs: 10_000 },
    ];
    expect([...entries].sort(compareInbox).map((e) => e.threadId)).toEqual([3, 2, 4, 1]);
  });

  it('W6: unread notices are the published ones not opened', () => {
    expect(unreadNotices([5, 4, 3, 2], [4, 2, 99])).toBe(2);
    expect(unreadNotices([], [1])).toBe(0);
  });
});

describe('W5: the feedback status machine', () => {
  it('an answer moves new feedback to answered', () => {
    expect(feedbackStatusAfter('new', { answer: 'Fixed, thanks', hasAnswer: false })).toEqual({
      ok: true,
      value: 'answered',
    });
  });
  it('answered needs an answer', () => {
    expect(feedbackStatusAfter('in_progress', { status: 'answered', hasAnswer: false })).toMatchObject({
      ok: false,
      rule: 'W5',
      field: 'answer',
      code: 404,
    });
    expect(feedbackStatusAfter('in_progress', { status: 'answered', hasAnswer: true }).ok).toBe(true);
  });
  it('closed is final and in_progress cannot go back to new', () => {
    expect(feedbackStatusAfter('closed', { status: 'in_progress', hasAnswer: true })).toMatchObject({
      ok: false,
      rule: 'W5',
      field: 'status',
      code: 404,
      values: { from: 'closed' },
    });
    expect(feedbackStatusAfter('in_progress', { status: 'new', hasAnswer: false })).toMatchObject({
      ok: false,
      rule: 'W5',
      field: 'status',
      code: 404,
      values: { from: 'in_progress' },
    });
  });
  it('an assignment alone keeps the status', () => {
    expect(feedbackStatusAfter('new', { hasAnswer: false })).toEqual({ ok: true, value: 'new' });
  });
});
