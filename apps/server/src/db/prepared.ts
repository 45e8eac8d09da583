import type pg from 'pg';
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

/** Runs a named statement on the handle's connection (a transaction's, or any of the pool's). */
export async function runNamed<R extends pg.QueryResultRow>(
  q: Queryable,
  statement: NamedStatement,
  values: readonly unknown[],
): Promise<R[]> {
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
