import type { Failure } from '../lib/result';
import { type Db, handleOn, type Tx } from './client';

/**
 * The one way this server opens a transaction. The work runs on one connection between BEGIN and
 * COMMIT; PostgreSQL's deadlock and serialization aborts are retried; and an expected failure, thrown
 * as `Rollback` or returned as a `Failure`, always rolls back, so a refused change never commits half
 * of itself (E1: a reply of 200 means committed, anything else means nothing changed).
 */

/** Deadlock detected, serialization failure: the transaction did nothing and may run again. */
const RETRYABLE_SQLSTATES = new Set(['40P01', '40001']);
/** Attempts of one transaction, the first included, before an abort is passed on. */
export const TRANSACTION_ATTEMPTS_MAX = 5;

/** Thrown inside a transaction to roll it back and answer an expected failure. */
export class Rollback extends Error {
  constructor(readonly failure: Failure) {
    super(`rollback: ${failure.code}`);
  }
}

export interface TransactionOptions {
  readonly isolation?: 'read committed' | 'repeatable read' | 'serializable';
  readonly readOnly?: boolean;
  /**
   * A transaction-scoped advisory lock (two int4 keys) taken with BEGIN, in the same round trip:
   * the serialising lock of a workflow (orders take their user's trading lock this way).
   */
  readonly advisoryLock?: readonly [number, number];
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

/** The SQLSTATE of a unique violation, for request-id races. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/** Whether a service's answer is a contract failure rather than its value. */
export function isFailure(value: unknown): value is Failure {
  return (
    typeof value === 'object' && value !== null && Reflect.get(value, 'ok') === false && Reflect.has(value, 'code')
  );
}

function isInt4(value: number): boolean {
  return Number.isInteger(value) && value >= -2_147_483_648 && value <= 2_147_483_647;
}

/** BEGIN, with its options and lock, as one simple-protocol query (no parameters: all numbers checked). */
function beginText(options: TransactionOptions): string {
  const modes = [
    options.isolation ? `isolation level ${options.isolation}` : '',
    options.readOnly ? 'read only' : '',
  ].filter(Boolean);
  const begin = `begin${modes.length > 0 ? ` ${modes.join(' ')}` : ''}`;
  const lock = options.advisoryLock;
  if (!lock) return begin;
  if (!lock.every(isInt4)) throw new Error(`advisory lock keys must be int4: ${lock.join(', ')}`);
  return `${begin}; select pg_advisory_xact_lock(${lock[0]}, ${lock[1]})`;
}

/**
 * Runs `work` in a transaction and answers its value after COMMIT. A `Rollback` thrown inside, or a
 * `Failure` returned, rolls back and is answered as the failure. A deadlock or serialization abort
 * runs the work again, up to TRANSACTION_ATTEMPTS_MAX attempts; the work must therefore do nothing
 * outside the database that it cannot repeat. Any other error rolls back and is thrown.
 */
export async function inTransaction<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T | Failure> {
  const begin = beginText(options);
  for (let attempt = 1; ; attempt++) {
    const client = await db.$client.connect();
    let broken: Error | undefined;
    try {
      await client.query(begin);
      const value = await work(handleOn(db, client));
      if (isFailure(value)) {
        await client.query('rollback');
        return value;
      }
      await client.query('commit');
      return value;
    } catch (error) {
      try {
        await client.query('rollback');
      } catch (rollbackError) {
        // The connection is unusable (it died, or the server ended it): the pool must drop it.
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      }
      if (error instanceof Rollback) return error.failure;
      const state = sqlState(error);
      if (state === undefined || !RETRYABLE_SQLSTATES.has(state) || attempt >= TRANSACTION_ATTEMPTS_MAX) throw error;
    } finally {
      client.release(broken);
    }
  }
}

/**
 * The value of a transaction whose work never refuses (throws no `Rollback`, returns no `Failure`):
 * a refusal there is a bug and throws.
 */
export function committed<T>(value: T | Failure): T {
  if (isFailure(value)) throw new Error(`a transaction that cannot refuse answered code ${value.code}`);
  return value;
}
