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
const CONNECT_TIMEOUT_MS = 10_000;
const IDLE_TIMEOUT_MS = 30_000;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * A pool on `url`. `connectTimeoutMs` bounds the wait for a connection, queueing for a free one
 * included; test suites that burst on purpose on a loaded machine wait longer than a server does.
 */
export function openDatabase(url: string, options: { connectTimeoutMs?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE_MAX,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: IDLE_TIMEOUT_MS,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
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
