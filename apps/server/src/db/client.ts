import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

/** The database through the pool: one statement per call, each on whichever connection is free. */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/**
 * A transaction handle (db/transaction.ts `inTransaction`): the same query builder on the one
 * connection that holds the transaction. Store functions accept either, so services decide the
 * transaction boundary.
 */
export type Tx = NodePgDatabase<typeof schema> & { $client: pg.PoolClient };
export type Queryable = Db | Tx;

export const POOL_SIZE_MAX = 10;
export const STATEMENT_TIMEOUT_MS = 15_000;
/**
 * The longest a request waits for a connection of the request pool, queueing included. A request
 * that waits longer is answered 503 with Retry-After (plugins/envelope.ts) rather than holding its
 * client for a pool timeout: under a flood, failing fast is what keeps everyone else's replies quick.
 */
export const POOL_WAIT_MAX_MS = 2_000;
/**
 * Connections of the background pool: the engine leader, the market feed, the alert watcher and the
 * socket hub's session checks. No customer request ever queues for these (docs/SPEC.md E11).
 */
export const BACKGROUND_POOL_SIZE_MAX = 5;
/** The background pool's wait: its work is the platform's own and may wait for a busy database. */
const BACKGROUND_POOL_WAIT_MAX_MS = 10_000;
const IDLE_TIMEOUT_MS = 30_000;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * A pool on `url`. `connectTimeoutMs` bounds the wait for a connection, queueing for a free one
 * included; test suites that burst on purpose on a loaded machine wait longer than a server does,
 * and may let a statement wait longer than a request would (`statementTimeoutMs`).
 */
export function openDatabase(
  url: string,
  options: { connectTimeoutMs?: number; statementTimeoutMs?: number } = {},
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE_MAX,
    statement_timeout: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
    connectionTimeoutMillis: options.connectTimeoutMs ?? POOL_WAIT_MAX_MS,
    idleTimeoutMillis: IDLE_TIMEOUT_MS,
  });
  return databaseOn(pool);
}

function databaseOn(pool: pg.Pool): Database {
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

/**
 * A second, smaller pool on the same database as `db`, for the platform's own work (the engine
 * leader, the feed, the socket hub): a flood of customer requests fills the request pool's queue,
 * never this one's (E11). It connects lazily and is closed by its owner.
 */
export function openBackgroundDatabase(db: Db): Database {
  const pool = new pg.Pool({
    ...db.$client.options,
    max: BACKGROUND_POOL_SIZE_MAX,
    connectionTimeoutMillis: BACKGROUND_POOL_WAIT_MAX_MS,
  });
  return databaseOn(pool);
}

/**
 * Whether an error is the request pool refusing a wait (pg-pool's queue timeout, or a new
 * connection that could not be made in time): the database is busy, not the request wrong.
 */
export function isPoolWaitTimeout(error: unknown): boolean {
  // The query builder wraps the driver's error (DrizzleQueryError) and keeps it as the cause.
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    if (e.message === 'timeout exceeded when trying to connect') return true;
    if (e.message === 'Connection terminated due to connection timeout') return true;
  }
  return false;
}

const onConnection = new WeakMap<pg.PoolClient, NodePgDatabase<typeof schema> & { $client: pg.PoolClient }>();
const poolOf = new WeakMap<pg.PoolClient, pg.Pool>();

/**
 * A fresh transaction handle on a connection checked out of `db`'s pool. The query builder of a
 * connection is built once (drizzle reads the whole schema to build one) and each transaction gets
 * its own object on top of it, so state kept per transaction (ledger.ts's locked accounts) never
 * leaks into the next transaction on the same connection.
 */
export function handleOn(db: Db, client: pg.PoolClient): Tx {
  let base = onConnection.get(client);
  if (!base) {
    base = drizzle(client, { schema });
    onConnection.set(client, base);
    poolOf.set(client, db.$client);
  }
  // Object.create keeps every method and field of the connection's builder, under a new identity.
  return Object.create(base) as Tx;
}

/** The pool a handle's statements go to: the key of caches that hold for the whole database. */
export function poolOfHandle(q: Queryable): pg.Pool {
  const client = q.$client;
  if (client instanceof pg.Pool) return client;
  const pool = poolOf.get(client);
  if (!pool) throw new Error('a transaction handle that inTransaction did not open');
  return pool;
}

/** Whether a handle is a transaction's (one connection) rather than the pool's. */
export function isTx(q: Queryable): q is Tx {
  return !(q.$client instanceof pg.Pool);
}
