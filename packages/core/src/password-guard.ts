/**
 * How wrong passwords lock a secret (A10). Every password check (sign-in, payment, change,
 * channel) counts wrong guesses per account and secret, whatever address they come from: after
 * `GUESSES_BEFORE_LOCK_MAX` wrong ones the secret is locked, for 15 minutes the first time and twice
 * as long each time after (capped at a day). While locked, even the right password is refused, so a
 * guesser learns nothing from the answer. A right password clears the count; the lock-out history
 * is forgotten after a quiet day.
 */

/** What is stored per account and secret. */
export interface GuardState {
  /** Wrong guesses since the last right one or the last lock-out. */
  readonly failures: number;
  /** Lock-outs so far, each twice as long as the one before. */
  readonly lockouts: number;
  /** Epoch ms until which the secret is locked; null when it is not. */
  readonly lockedUntilMs: number | null;
  /** Epoch ms of the last wrong guess; null when there is none. */
  readonly lastFailureMs: number | null;
}

export const GUESSES_BEFORE_LOCK_MAX = 5;
export const FIRST_LOCK_MS = 15 * 60 * 1000;
export const LOCK_MAX_MS = 24 * 60 * 60 * 1000;
/** After this long without a wrong guess, the lock-out history starts again from the first. */
export const LOCKOUT_MEMORY_MS = 24 * 60 * 60 * 1000;

export const FRESH_GUARD: GuardState = { failures: 0, lockouts: 0, lockedUntilMs: null, lastFailureMs: null };

/** Whether the secret is locked at `nowMs`. */
export function isLocked(state: GuardState, nowMs: number): boolean {
  return state.lockedUntilMs !== null && state.lockedUntilMs > nowMs;
}

/** How long the `n`th lock-out lasts (n ≥ 1): 15 min, 30 min, 1 h, … at most a day. */
export function lockDurationMs(n: number): number {
  return Math.min(FIRST_LOCK_MS * 2 ** Math.max(0, n - 1), LOCK_MAX_MS);
}

/** The state after a wrong guess at `nowMs`; `locked` says whether this guess started a lock-out. */
export function afterWrongGuess(state: GuardState, nowMs: number): { state: GuardState; locked: boolean } {
  const forgotten = state.lastFailureMs !== null && nowMs - state.lastFailureMs > LOCKOUT_MEMORY_MS;
  const lockouts = forgotten ? 0 : state.lockouts;
  const failures = (forgotten ? 0 : state.failures) + 1;
  if (failures < GUESSES_BEFORE_LOCK_MAX) {
    return { state: { failures, lockouts, lockedUntilMs: state.lockedUntilMs, lastFailureMs: nowMs }, locked: false };
  }
  const nth = lockouts + 1;
  return {
    state: { failures: 0, lockouts: nth, lockedUntilMs: nowMs + lockDurationMs(nth), lastFailureMs: nowMs },
    locked: true,
  };
}

/** The state after the right password (only ever checked while not locked): the count starts again. */
export function afterRightGuess(state: GuardState): GuardState {
  return { ...state, failures: 0 };
}

/** Wrong guesses left before the next lock-out. */
export function guessesLeft(state: GuardState): number {
  return Math.max(0, GUESSES_BEFORE_LOCK_MAX - state.failures);
}
