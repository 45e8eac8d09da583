// Proves when the connection indicator says live, reconnecting or stale.
import { describe, expect, it } from 'vitest';
import { connectionStateOf, STALE_AFTER_MS } from './realtime';

describe('connectionStateOf', () => {
  it('is reconnecting while the socket is not open', () => {
    expect(connectionStateOf({ open: false, hasTopics: true, lastActivityAt: 0, now: 0 })).toBe('reconnecting');
  });

  it('is live within 15 s of the last tick and stale after', () => {
    const base = { open: true, hasTopics: true, lastActivityAt: 1_000 };
    expect(connectionStateOf({ ...base, now: 1_000 + STALE_AFTER_MS })).toBe('live');
    expect(connectionStateOf({ ...base, now: 1_001 + STALE_AFTER_MS })).toBe('stale');
  });

  it('is live when no screen holds a topic, since no tick is expected', () => {
    expect(connectionStateOf({ open: true, hasTopics: false, lastActivityAt: 0, now: 1e9 })).toBe('live');
  });
});
