// Proves VP1: the spec's literal toasts read as natural English (and Hindi) while keeping their meaning.
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { hi } from './hi';

function strings(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (tree && typeof tree === 'object') return Object.values(tree).flatMap(strings);
  return [];
}

describe('VP1: the toasts in natural English', () => {
  it('say what happened in plain words', () => {
    expect(en.common.codeSent).toBe('Code sent');
    expect(en.common.commitSuccess).toBe('Submitted');
    expect(en.detail.collectSuccess).toBe('Added to your watchlist');
    expect(en.detail.cancelCollectSuccess).toBe('Removed from your watchlist');
    expect(en.groups.paidToast).toMatch(/^Paid: /);
  });

  it('never use the literal wordings "Code is send", "Collect success" or "Commit success"', () => {
    const literal = /is send|collect success|commit success/i;
    expect(strings(en).filter((s) => literal.test(s))).toEqual([]);
  });

  it('keep the Hindi toasts in Devanagari', () => {
    for (const text of [hi.common.codeSent, hi.common.commitSuccess, hi.detail.collectSuccess, hi.groups.paidToast]) {
      expect(text).toMatch(/[\u0900-\u097F]/);
    }
  });
});
