import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Failure } from '../../lib/result';

/**
 * The transaction every order change runs in. It takes the account's trading lock first, so the
 * changes of one user's account set (an order placed, a cover, a stop, a forced cover, a demo reset)
 * happen one after another in a fixed lock order: account lock, then order rows, then the ledger's
 * account rows. Two accounts never wait on each other's orders, so deadlocks are left only to the
 * shared platform ledger rows, which PostgreSQL detects and we retry.
 */

/** The first key of the two-key advisory locks that serialise one account's trading. */
const TRADING_LOCK_SPACE = 0x7472_6164; // "trad"
const RETRIES_MAX = 5;
/** Deadlock detected, serialization failure: the transaction did nothing and may run again. */
const RETRYABLE_SQLSTATES = new Set(['40P01', '40001']);

/** Thrown inside a transaction to roll it back and answer an expected failure. */
export class Rollback extends Error {
  constructor(readonly failure: Failure) {
    super(`rollback: ${failure.code}`);
  }
}

function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const code: unknown = Reflect.get(current, 'code');
    if (typeof code === 'string' && code.length === 5) return code;
    current = Reflect.get(current, 'cause');
  }
  return undefined;
}

/** The SQLSTATE of a unique violation, for the request-id race. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/**
 * Runs `work` in a transaction, retried when PostgreSQL aborts it for a deadlock or a serialization
 * failure. A `Rollback` thrown inside becomes the returned failure, after the rollback.
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T | Failure> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (error instanceof Rollback) return error.failure;
      const state = sqlState(error);
      if (state === undefined || !RETRYABLE_SQLSTATES.has(state) || attempt >= RETRIES_MAX) throw error;
    }
  }
}

/** Takes the trading lock of one user's account set until the transaction ends. */
export async function lockAccount(tx: Tx, userId: number, set: 'real' | 'virtual'): Promise<void> {
  // The set is folded into the key's sign so the real and demo accounts of a user lock separately.
  const key = set === 'real' ? userId : -userId;
  await tx.execute(sql`select pg_advisory_xact_lock(${TRADING_LOCK_SPACE}, ${key})`);
}

/** Whether a service's answer is a failure rather than its value. */
export function isFailure(value: unknown): value is Failure {
  return typeof value === 'object' && value !== null && Reflect.get(value, 'ok') === false;
}
