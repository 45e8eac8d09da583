// Proves the lock-out rules of A10: five wrong guesses lock, each lock-out lasts twice the one before
// up to a day, a right guess clears the count, and a quiet day forgets the history.
import { describe, expect, it } from 'vitest';
import {
  afterRightGuess,
  afterWrongGuess,
  FIRST_LOCK_MS,
  FRESH_GUARD,
  GUESSES_BEFORE_LOCK_MAX,
  type GuardState,
  guessesLeft,
  isLocked,
  LOCK_MAX_MS,
  LOCKOUT_MEMORY_MS,
  lockDurationMs,
} from '../src/password-guard';

function wrongTimes(state: GuardState, n: number, nowMs: number): GuardState {
  let next = state;
  for (let i = 0; i < n; i++) next = afterWrongGuess(next, nowMs).state;
  return next;
}

describe('A10: password lock-outs', () => {
  it('locks on the fifth wrong guess, not before', () => {
    const four = wrongTimes(FRESH_GUARD, GUESSES_BEFORE_LOCK_MAX - 1, 1_000);
    expect(isLocked(four, 1_000)).toBe(false);
    expect(guessesLeft(four)).toBe(1);
    const fifth = afterWrongGuess(four, 2_000);
    expect(fifth.locked).toBe(true);
    expect(fifth.state.lockedUntilMs).toBe(2_000 + FIRST_LOCK_MS);
    expect(isLocked(fifth.state, 2_000 + FIRST_LOCK_MS - 1)).toBe(true);
    expect(isLocked(fifth.state, 2_000 + FIRST_LOCK_MS)).toBe(false);
  });

  it('each lock-out lasts twice the one before, at most a day', () => {
    expect([1, 2, 3, 4].map(lockDurationMs)).toEqual([1, 2, 4, 8].map((k) => k * FIRST_LOCK_MS));
    expect(lockDurationMs(30)).toBe(LOCK_MAX_MS);
    let state = FRESH_GUARD;
    let nowMs = 0;
    for (const nth of [1, 2, 3]) {
      state = wrongTimes(state, GUESSES_BEFORE_LOCK_MAX, nowMs);
      expect(state.lockouts).toBe(nth);
      expect((state.lockedUntilMs ?? 0) - nowMs).toBe(lockDurationMs(nth));
      nowMs = state.lockedUntilMs ?? 0;
    }
  });

  it('a right guess clears the count; a quiet day forgets the lock-outs', () => {
    const three = wrongTimes(FRESH_GUARD, 3, 0);
    expect(guessesLeft(afterRightGuess(three))).toBe(GUESSES_BEFORE_LOCK_MAX);
    const lockedOnce = wrongTimes(FRESH_GUARD, GUESSES_BEFORE_LOCK_MAX, 0);
    const muchLater = LOCKOUT_MEMORY_MS + FIRST_LOCK_MS + 1;
    const again = wrongTimes(lockedOnce, GUESSES_BEFORE_LOCK_MAX, muchLater);
    expect(again.lockouts).toBe(1);
    expect((again.lockedUntilMs ?? 0) - muchLater).toBe(FIRST_LOCK_MS);
  });
});
