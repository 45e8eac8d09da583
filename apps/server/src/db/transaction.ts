import type pg from 'pg';
import { OwnSlot } from '../lib/own-slot';
import type { Failure } from '../lib/result';
import { type Db, handleOn, isTx, type Queryable, type Tx } from './client';
import type { RidingRead, RidingValue } from './prepared';

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
  /**
   * Reads sent in BEGIN's round trip, after the lock (docs/adr/0004): their rows reach `work` as its
   * second argument, one array per statement. Each is `execute` of a statement prepared once per
   * connection (db/prepared.ts `ridingStatement`, docs/adr/0006), its values written as literals,
   * or a text planned on every call (`plainRead`).
   * The hot path's first reads (the request id, the rows to lock) ride here.
   */
  readonly withBegin?: readonly RidingRead[];
  /**
   * Reads sent in COMMIT's round trip, after it: each runs in its own snapshot, taken after the
   * commit, as a read through the pool would. Their rows go to `onCommitted`, one array per
   * statement, once the transaction committed (never when it rolled back or answered a failure).
   */
  readonly withCommit?: readonly RidingRead[];
  readonly onCommitted?: (rows: ReadonlyArray<readonly pg.QueryResultRow[]>) => void;
  /**
   * The transaction may commit in one group with other users' transactions that are waiting at the
   * same moment (db/group-commit.ts, docs/adr/0009); it needs an `advisoryLock`, one per user, and
   * read committed. Honoured by `inGroupedTransaction`; `inTransaction` always runs alone.
   */
  readonly groupCommit?: boolean;
  /**
   * How long any lock of this transaction may be waited for before PostgreSQL refuses it (SQLSTATE
   * 55P03, not retried here): a group commit's bound on one user's lock holding up the others.
   */
  readonly lockTimeoutMs?: number;
}

/** A quote or a backslash: the characters a literal doubles. */
const ESCAPED = /['\\]/;

/**
 * `text` as a SQL literal, exactly as the driver's `escapeLiteral` writes it (quotes and backslashes
 * doubled, ` E'…'` when a backslash was), without its character-by-character concatenation: a
 * group's statements carry a few kilobytes of literals per order, and that loop was 8 % of the
 * server's allocations under the orders bench's half load.
 */
export function quoteLiteral(text: string): string {
  if (!ESCAPED.test(text)) return `'${text}'`;
  const doubled = text.replace(/['\\]/g, '$&$&');
  return text.includes('\\') ? ` E'${doubled}'` : `'${doubled}'`;
}

/** A value written into SQL text for `withBegin`/`withCommit`: a safe integer, or a string quoted as pg quotes it. */
export function sqlLiteral(value: number | string): string {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`sqlLiteral: ${value} is not a safe integer`);
    return String(value);
  }
  return quoteLiteral(value);
}

/** A riding read's value as SQL: `sqlLiteral` each, arrays as `array[…]` (an empty one as '{}'). */
function sqlValue(value: RidingValue): string {
  if (typeof value === 'number' || typeof value === 'string') return sqlLiteral(value);
  if (value.length === 0) return `'{}'`;
  return `array[${value.map((v) => sqlLiteral(v)).join(', ')}]`;
}

/** The riding statements each connection has prepared: session state, gone with the connection. */
const preparedRiding = new WeakMap<pg.PoolClient, Set<string>>();

/**
 * The text of riding reads on `client`: `execute` of each, after a `prepare` of those the connection
 * has not prepared yet. `prepares` names them. They count as prepared from now on, since another
 * round trip may be written behind this one before it is answered (a group's next step): a round
 * trip that prepared statements and failed ends the connection (`PreparedUnknown`), so no statement
 * ever runs on a connection that lacks what it counts as prepared.
 */
function ridingText(
  client: pg.PoolClient,
  reads: readonly RidingRead[],
  head = '',
  before: readonly RidingRead[] = [],
): { text: string; prepares: string[] } {
  const known = preparedRiding.get(client);
  const prepares: string[] = [];
  const parts: string[] = [];
  for (const read of [...before, ...reads]) {
    if (!('statement' in read)) continue;
    const { statement } = read;
    if (known?.has(statement.name) || prepares.includes(statement.name)) continue;
    prepares.push(statement.name);
    // Without types, PostgreSQL infers the parameters' types as it does for the driver's own Parse.
    const types = statement.types.length > 0 ? `(${statement.types.join(', ')})` : '';
    parts.push(`prepare ${statement.name}${types} as ${statement.text}`);
  }
  if (prepares.length > 0) {
    const marked = known ?? new Set<string>();
    for (const name of prepares) marked.add(name);
    preparedRiding.set(client, marked);
  }
  for (const read of before) parts.push(executeText(read));
  if (head !== '') parts.push(head);
  for (const read of reads) parts.push(executeText(read));
  return { text: parts.join('; '), prepares };
}

function executeText(read: RidingRead): string {
  if (!('statement' in read)) return read.text;
  const literals = 'literals' in read ? read.literals : read.values.map(sqlValue);
  // EXECUTE of a statement without parameters takes no parentheses.
  return literals.length === 0
    ? `execute ${read.statement.name}`
    : `execute ${read.statement.name}(${literals.join(', ')})`;
}

/** The rows of the last `count` statements of a simple-protocol query's answer. */
function lastRows(answer: pg.QueryResult | pg.QueryResult[], count: number): pg.QueryResultRow[][] {
  if (count === 0) return [];
  const results = Array.isArray(answer) ? answer : [answer];
  return results.slice(results.length - count).map((r) => r.rows);
}

export function sqlState(error: unknown): string | undefined {
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
export function beginText(options: TransactionOptions): string {
  const modes = [
    options.isolation ? `isolation level ${options.isolation}` : '',
    options.readOnly ? 'read only' : '',
  ].filter(Boolean);
  const begin = `begin${modes.length > 0 ? ` ${modes.join(' ')}` : ''}`;
  const timeout = options.lockTimeoutMs;
  if (timeout !== undefined && !(Number.isSafeInteger(timeout) && timeout > 0)) {
    throw new Error(`lockTimeoutMs must be a positive integer: ${timeout}`);
  }
  const limited = timeout === undefined ? begin : `${begin}; set local lock_timeout = ${timeout}`;
  const lock = options.advisoryLock;
  return lock ? `${limited}; ${advisoryLockText(lock)}` : limited;
}

/**
 * Sends a BEGIN or COMMIT round trip (or, with an empty head, a group's batch of statements) with
 * its riding reads, and answers their rows, one array each. `before` goes ahead of the head and
 * answers nothing: the writes sent with COMMIT (`atCommit`). When one of them fails, PostgreSQL runs
 * nothing after it, so the COMMIT does not run and the transaction is left to roll back.
 */
export async function withRiding(
  client: pg.PoolClient,
  head: string,
  reads: readonly RidingRead[],
  before: readonly RidingRead[] = [],
): Promise<pg.QueryResultRow[][]> {
  const { text, prepares } = ridingText(client, reads, head, before);
  try {
    const answer = await client.query(text);
    return lastRows(answer, reads.length);
  } catch (error) {
    if (prepares.length > 0) throw new PreparedUnknown(error);
    throw error;
  }
}

/**
 * A group's last step and its COMMIT in one round trip (docs/adr/0013): the statements, then COMMIT,
 * then the reads that ride after it; answers each statement's rows and each read's. When a statement
 * fails, PostgreSQL runs nothing after it, so the COMMIT does not run (`stillAborted` tells).
 */
export async function withRidingCommit(
  client: pg.PoolClient,
  statements: readonly RidingRead[],
  reads: readonly RidingRead[],
): Promise<{ step: pg.QueryResultRow[][]; read: pg.QueryResultRow[][] }> {
  const { text, prepares } = ridingText(client, reads, 'commit', statements);
  try {
    const answer = await client.query(text);
    const results = Array.isArray(answer) ? answer : [answer];
    // The answer ends with the statements' results, COMMIT's, then the reads'.
    const stepEnd = results.length - reads.length - 1;
    return {
      step: results.slice(stepEnd - statements.length, stepEnd).map((r) => r.rows),
      read: lastRows(answer, reads.length),
    };
  } catch (error) {
    if (prepares.length > 0) throw new PreparedUnknown(error);
    throw error;
  }
}

/**
 * After a COMMIT round trip failed: whether its transaction is still open and aborted, so the
 * failure came before COMMIT (a write sent with it) and nothing committed. False when the COMMIT ran
 * (it failed, or a read after it did) or the connection is gone: then what committed is not known.
 */
export async function stillAborted(client: pg.PoolClient): Promise<boolean> {
  try {
    await client.query('select 1');
    return false;
  } catch (error) {
    return sqlState(error) === IN_FAILED_TRANSACTION;
  }
}

/** SQLSTATE of a statement sent after another one failed in the same transaction. */
export const IN_FAILED_TRANSACTION = '25P02';

/** A round trip that prepared statements failed: the connection must go, whatever else happens. */
export class PreparedUnknown extends Error {
  constructor(readonly original: unknown) {
    super('a round trip that prepared statements failed', { cause: original });
  }
}

/** What each open transaction (by its handle) runs once it has committed. */
const afterCommitOf = new OwnSlot<Tx, Array<() => void>>('afterCommit');

/**
 * Runs `action` once the change made through `q` is visible to everyone: after COMMIT for a
 * transaction of `inTransaction` (never, when it rolls back), at once for a statement through the
 * pool (it committed on its own). For announcements that must not run ahead of the data they
 * announce, such as a session ended (a node that read the row before COMMIT would cache it again).
 * Actions report their own failures; one that throws anyway is not the transaction's failure (it
 * committed) and becomes a process warning.
 */
export function afterCommit(q: Queryable, action: () => void): void {
  const queued = isTx(q) ? afterCommitOf.get(q) : undefined;
  if (queued) queued.push(action);
  else runAction(action);
}

function runAction(action: () => void): void {
  try {
    action();
  } catch (error) {
    process.emitWarning(error instanceof Error ? error : new Error(String(error)));
  }
}

/**
 * Two pieces of a transaction's work that send their statements without waiting for each other, so
 * they share round trips (one group step, db/statement-batch.ts). Answers both once BOTH have settled
 * and throws the first one's error: a transaction's work must never end while a statement of its own
 * is still on its way, or that statement would run after ROLLBACK, outside the transaction.
 */
export async function together<A, B>(first: Promise<A>, second: Promise<B>): Promise<[A, B]> {
  const [a, b] = await Promise.allSettled([first, second]);
  if (a.status === 'rejected') throw a.reason;
  if (b.status === 'rejected') throw b.reason;
  return [a.value, b.value];
}

/** The writes each open transaction (by its handle) sends with its COMMIT. */
const atCommitOf = new OwnSlot<Tx, RidingRead[]>('atCommit');

/**
 * Sends `write` in the COMMIT's round trip, just before COMMIT, instead of a round trip of its own:
 * for the last write of a transaction, whose answer nobody reads (a request key's reply). When it
 * fails, the COMMIT does not run: the transaction rolls back and answers the write's error, as it
 * would had the write run on its own (E1). Only a transaction's handle can defer a write.
 */
export function atCommit(tx: Tx, write: RidingRead): void {
  const queued = atCommitOf.get(tx);
  if (!queued) throw new Error('atCommit: a handle that inTransaction (or a group commit) did not open');
  queued.push(write);
}

/**
 * A new handle on `client` for one transaction's work (or one unit of a group commit,
 * db/group-commit.ts), with the queue `afterCommit` fills (`committed` runs its actions) and the
 * writes `atCommit` defers (`atCommitWrites`).
 */
export function transactionHandle(
  db: Db,
  client: pg.PoolClient,
): { handle: Tx; committed: () => void; atCommitWrites: () => readonly RidingRead[] } {
  const handle = handleOn(db, client);
  const actions: Array<() => void> = [];
  const writes: RidingRead[] = [];
  afterCommitOf.set(handle, actions);
  atCommitOf.set(handle, writes);
  return {
    handle,
    committed: () => {
      for (const action of actions) runAction(action);
    },
    atCommitWrites: () => writes,
  };
}

/**
 * Makes `client` send the queries it is given one at a time, each once the one before it is
 * answered, until `restore` is called: a transaction's work may send statements without waiting for
 * the one before (a cover's order update beside its posting; the units of a group commit on their one
 * connection), and node-postgres's own queue for a query sent while another runs is deprecated (pg 9
 * removes it). Every statement of a transaction's work goes through `client.query` (runNamed, and
 * drizzle's session on the same client), always as a promise.
 */
export function queueQueries(client: pg.PoolClient): () => void {
  const own = client.query;
  const ownProperty = Object.hasOwn(client, 'query');
  let last: Promise<unknown> = Promise.resolve();
  const queued = (...args: unknown[]): Promise<unknown> => {
    const send = () => Reflect.apply(own, client, args) as Promise<unknown>;
    const answer = last.then(send, send);
    last = answer.catch(() => undefined);
    return answer;
  };
  client.query = queued as typeof client.query; // Sound: the same calls, answered by the same method.
  return () => {
    if (ownProperty) client.query = own;
    else Reflect.deleteProperty(client, 'query');
  };
}

/** The advisory lock statement of `beginText`, its two keys checked as int4. */
export function advisoryLockText(lock: readonly [number, number]): string {
  if (!lock.every(isInt4)) throw new Error(`advisory lock keys must be int4: ${lock.join(', ')}`);
  return `select pg_advisory_xact_lock(${lock[0]}, ${lock[1]})`;
}

/**
 * Runs `work` in a transaction and answers its value after COMMIT. A `Rollback` thrown inside, or a
 * `Failure` returned, rolls back and is answered as the failure. A deadlock or serialization abort
 * runs the work again, up to TRANSACTION_ATTEMPTS_MAX attempts; the work must therefore do nothing
 * outside the database that it cannot repeat. Any other error rolls back and is thrown.
 */
export async function inTransaction<T>(
  db: Db,
  work: (tx: Tx, began: ReadonlyArray<readonly pg.QueryResultRow[]>) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T | Failure> {
  const begin = beginText(options);
  const withBegin = options.withBegin ?? [];
  const withCommit = options.withCommit ?? [];
  for (let attempt = 1; ; attempt++) {
    const client = await db.$client.connect();
    let broken: Error | undefined;
    try {
      const began = await withRiding(client, begin, withBegin);
      const { handle, committed, atCommitWrites } = transactionHandle(db, client);
      const restore = queueQueries(client);
      let value: T;
      try {
        value = await work(handle, began);
      } finally {
        restore();
      }
      if (isFailure(value)) {
        await client.query('rollback');
        return value;
      }
      const read = await withRiding(client, 'commit', withCommit, atCommitWrites());
      committed();
      options.onCommitted?.(read);
      return value;
    } catch (thrown) {
      const error = thrown instanceof PreparedUnknown ? thrown.original : thrown;
      if (thrown instanceof PreparedUnknown) broken = thrown;
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
