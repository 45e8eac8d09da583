import type pg from 'pg';
import { OwnSlot } from '../lib/own-slot';
import type { Queryable } from './client';

/**
 * Named (server-side prepared) statements for the hot paths. PostgreSQL parses and plans a named
 * statement once per connection, and the text is built once per process instead of by the query
 * builder on every call. Each name must always carry the same text: a name is the statement.
 */
export interface NamedStatement {
  readonly name: string;
  readonly text: string;
}

export function namedStatement(name: string, text: string): NamedStatement {
  return { name, text };
}

/**
 * How a named statement is sent. `last`: it is the last statement of its transaction's work, which
 * sends nothing after its answer and cannot refuse once it has succeeded, so a group commit may send
 * COMMIT in its round trip (db/statement-batch.ts, docs/adr/0013).
 */
export interface RunOptions {
  readonly last?: boolean;
}

/** Sends a named statement in a round trip shared with others (db/statement-batch.ts) and answers its rows. */
export type BatchedRun = (
  statement: NamedStatement,
  values: readonly unknown[],
  options: RunOptions,
) => Promise<pg.QueryResultRow[]>;

/** The handles whose named statements go out in a shared round trip: the units of a group commit. */
const batchedRunOf = new OwnSlot<Queryable, BatchedRun>('batchedRun');

/** From now on `runNamed` on `handle` sends its statements through `run` (a group commit's unit). */
export function batchNamedOn(handle: Queryable, run: BatchedRun): void {
  batchedRunOf.set(handle, run);
}

/**
 * Runs a named statement on the handle's connection (a transaction's, or any of the pool's), or in
 * a round trip shared with the other units of its group commit when the handle is one of theirs.
 */
export async function runNamed<R extends pg.QueryResultRow>(
  q: Queryable,
  statement: NamedStatement,
  values: readonly unknown[],
  options: RunOptions = {},
): Promise<R[]> {
  // A riding statement is prepared by `prepare` in SQL text, which the driver's own named statements
  // know nothing of: both on one connection fail with "prepared statement … already exists".
  if (statement.name.startsWith('riding_')) throw new Error(`${statement.name} rides in a round trip, never runNamed`);
  const batched = batchedRunOf.get(q);
  // Sound: a shared round trip answers the rows of this very statement, as the driver would.
  if (batched) return (await batched(statement, values, options)) as R[];
  const result = await q.$client.query<R>({ name: statement.name, text: statement.text, values: [...values] });
  return result.rows;
}

const preparedByConnection = new WeakMap<object, Map<string, unknown>>();

/**
 * A query builder's prepared statement for the handle's connection (or pool), built once: drizzle
 * binds a prepared query to the session it was built on, so each connection keeps its own.
 */
export function preparedOn<P>(q: Queryable, name: string, build: (q: Queryable) => P): P {
  const key: object = q.$client;
  let statements = preparedByConnection.get(key);
  if (!statements) {
    statements = new Map();
    preparedByConnection.set(key, statements);
  }
  const found = statements.get(name);
  if (found !== undefined) return found as P; // Sound: each name is always built by the same `build`.
  const built = build(q);
  statements.set(name, built);
  return built;
}

/**
 * A read that rides in BEGIN's or COMMIT's simple-protocol round trip (db/transaction.ts `withBegin`,
 * `withCommit`) as `execute name(…)` of a statement prepared once per connection, so PostgreSQL
 * neither parses nor plans it again on every transaction (docs/adr/0006: parsing and planning those
 * reads were a quarter of its CPU per order). `types` are the parameters' SQL types, in order.
 */
export interface RidingStatement {
  readonly name: string;
  readonly types: readonly string[];
  readonly text: string;
}

export function ridingStatement(name: string, types: readonly string[], text: string): RidingStatement {
  if (!/^riding_[a-z_]+$/.test(name)) throw new Error(`a riding statement's name is riding_<words>: ${name}`);
  return { name, types, text };
}

/** A safe integer, a string, or an array of either: written into SQL text by `sqlValue`. */
export type RidingValue = number | string | readonly number[] | readonly string[];

/**
 * A riding read: `execute` of a prepared statement with its values, or a text planned on every call,
 * for a read whose best plan depends on the table's statistics at the moment (a generic plan made
 * while the table was small would stay on the connection until the next ANALYZE).
 */
export type RidingRead =
  | { readonly statement: RidingStatement; readonly values: readonly RidingValue[] }
  | { readonly statement: RidingStatement; readonly literals: readonly string[] }
  | { readonly text: string };

/** A read planned on every call, its values written as literals (db/transaction.ts `sqlLiteral`). */
export function plainRead(text: string): RidingRead {
  return { text };
}

export function riding(statement: RidingStatement, values: readonly RidingValue[]): RidingRead {
  if (values.length !== statement.types.length) {
    throw new Error(`${statement.name} takes ${statement.types.length} values, not ${values.length}`);
  }
  return { statement, values };
}
