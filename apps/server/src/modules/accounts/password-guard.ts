import { Code } from '@demo/contract';
import { afterRightGuess, afterWrongGuess, FRESH_GUARD, type GuardState, guessesLeft, isLocked } from '@demo/core';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client';
import { type GUARDED_SECRETS, passwordGuards } from '../../db/schema';
import { inTransaction, isFailure } from '../../db/transaction';
import type { Deps } from '../../deps';
import { messages } from '../../lib/messages';
import { fail, type Localized, type Result } from '../../lib/result';
import { noticePasswordLocked } from '../devices';

/**
 * Every password check of a customer goes through `guardedCheck` (A10): wrong guesses are counted
 * per account and secret, from whatever address they come, and lock the secret by core's rules. The
 * guard's row is locked for the check, so parallel guesses are counted one after another and no
 * burst gets past the limit.
 */
export type GuardedSecret = (typeof GUARDED_SECRETS)[number];

export interface GuardKey {
  /** The normalised username (also for accounts that do not exist: the answer must not tell). */
  readonly username: string;
  readonly secret: GuardedSecret;
}

export type GuardOutcome =
  | { readonly ok: true }
  /** Locked before this guess: the password was not even checked. */
  | { readonly ok: false; readonly lockedUntilMs: number; readonly lockedNow: false }
  /** Wrong; `lockedNow` when this guess started a lock-out. */
  | { readonly ok: false; readonly lockedUntilMs: number | null; readonly lockedNow: boolean; readonly left: number };

function stateOf(row: typeof passwordGuards.$inferSelect | undefined): GuardState {
  if (!row) return FRESH_GUARD;
  return {
    failures: row.failures,
    lockouts: row.lockouts,
    lockedUntilMs: row.lockedUntil?.getTime() ?? null,
    lastFailureMs: row.lastFailureAt?.getTime() ?? null,
  };
}

async function lockGuard(tx: Tx, key: GuardKey): Promise<GuardState> {
  await tx.insert(passwordGuards).values({ username: key.username, secret: key.secret }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(passwordGuards)
    .where(and(eq(passwordGuards.username, key.username), eq(passwordGuards.secret, key.secret)))
    .for('update');
  return stateOf(row);
}

async function saveGuard(tx: Tx, key: GuardKey, state: GuardState): Promise<void> {
  await tx
    .update(passwordGuards)
    .set({
      failures: state.failures,
      lockouts: state.lockouts,
      lockedUntil: state.lockedUntilMs === null ? null : new Date(state.lockedUntilMs),
      lastFailureAt: state.lastFailureMs === null ? null : new Date(state.lastFailureMs),
    })
    .where(and(eq(passwordGuards.username, key.username), eq(passwordGuards.secret, key.secret)));
}

/**
 * Checks a password under its guard: refuses at once while the secret is locked (the right password
 * included), otherwise runs `verify` and records the outcome.
 */
export async function guardedCheck(
  db: Db,
  key: GuardKey,
  verify: () => Promise<boolean>,
  nowMs: number = Date.now(),
): Promise<GuardOutcome> {
  const outcome = await inTransaction(db, async (tx): Promise<GuardOutcome> => {
    const state = await lockGuard(tx, key);
    if (isLocked(state, nowMs) && state.lockedUntilMs !== null) {
      return { ok: false, lockedUntilMs: state.lockedUntilMs, lockedNow: false };
    }
    if (await verify()) {
      if (state.failures > 0) await saveGuard(tx, key, afterRightGuess(state));
      return { ok: true };
    }
    const next = afterWrongGuess(state, nowMs);
    await saveGuard(tx, key, next.state);
    return {
      ok: false,
      lockedUntilMs: next.state.lockedUntilMs,
      lockedNow: next.locked,
      left: guessesLeft(next.state),
    };
  });
  // The work never answers a contract failure: a wrong guess is an outcome that must commit.
  if (isFailure(outcome)) throw new Error('password guard: unexpected failure from its transaction');
  return outcome;
}

/**
 * The reply to a refused guess: a lock-out (before or because of this guess) answers 429 saying how
 * long it lasts; one wrong guess answers what the caller says for a wrong password.
 */
export function refusal<T>(
  outcome: Exclude<GuardOutcome, { ok: true }>,
  wrong: Result<T>,
  nowMs: number = Date.now(),
  locked: (minutes: number) => Localized = messages.passwordLocked,
): Result<T> {
  if (outcome.lockedUntilMs === null || outcome.lockedUntilMs <= nowMs) return wrong;
  const minutes = Math.max(1, Math.ceil((outcome.lockedUntilMs - nowMs) / 60_000));
  return fail(Code.TOO_MANY_REQUESTS, locked(minutes));
}

/** Tells the owner when this guess locked one of their passwords (A10): a notice and a user event. */
export async function noticeWhenLocked(deps: Deps, userId: number, outcome: GuardOutcome, ip: string | null) {
  if (!outcome.ok && 'left' in outcome && outcome.lockedNow) await noticePasswordLocked(deps, userId, ip);
}

/** The secrets of these accounts locked now, for staff (the console's customer list). */
export async function activeLocks(
  db: Queryable,
  usernames: readonly string[],
  nowMs: number = Date.now(),
): Promise<Map<string, Array<{ secret: GuardedSecret; lockedUntilMs: number }>>> {
  const locks = new Map<string, Array<{ secret: GuardedSecret; lockedUntilMs: number }>>();
  if (usernames.length === 0) return locks;
  const rows = await db
    .select({
      username: passwordGuards.username,
      secret: passwordGuards.secret,
      lockedUntil: passwordGuards.lockedUntil,
    })
    .from(passwordGuards)
    .where(
      and(
        sql`${passwordGuards.username} = any(${sql.param([...usernames])}::text[])`,
        gt(passwordGuards.lockedUntil, new Date(nowMs)),
      ),
    );
  for (const row of rows) {
    if (row.lockedUntil === null) continue;
    const list = locks.get(row.username) ?? [];
    list.push({ secret: row.secret, lockedUntilMs: row.lockedUntil.getTime() });
    locks.set(row.username, list);
  }
  return locks;
}

/** Lifts every lock of an account (staff, audited by the caller); the counts start again. */
export async function unlockAll(db: Queryable, username: string): Promise<number> {
  const rows = await db
    .update(passwordGuards)
    .set({ failures: 0, lockedUntil: null })
    .where(and(eq(passwordGuards.username, username), gt(passwordGuards.lockedUntil, new Date())))
    .returning({ secret: passwordGuards.secret });
  return rows.length;
}

/** Forgets the wrong guesses and any lock of one secret (after the owner proved themselves another way, A20). */
export async function clearGuard(q: Queryable, key: GuardKey): Promise<void> {
  await q
    .update(passwordGuards)
    .set({ failures: 0, lockedUntil: null })
    .where(and(eq(passwordGuards.username, key.username), eq(passwordGuards.secret, key.secret)));
}
