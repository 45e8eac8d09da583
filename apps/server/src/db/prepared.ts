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
