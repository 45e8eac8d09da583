import { type RidingRead, type RidingStatement, riding, ridingStatement } from './prepared';

/**
 * The id the next row of a table will have, drawn from its identity's sequence in BEGIN's round
 * trip: a row whose posting names it (`withdraw:<id>`, `ai:<id>`) is then written beside that posting
 * in one step (docs/adr/0012). A rolled-back request leaves a gap, as any rolled-back insert does.
 */
export function nextIdStatement(name: string, table: string): RidingStatement {
  return ridingStatement(name, [], `select nextval(pg_get_serial_sequence('${table}', 'id'))::integer as id`);
}

export function nextIdRead(statement: RidingStatement): RidingRead {
  return riding(statement, []);
}

/** The id a `nextIdRead` drew, from its rows. */
export function nextIdOf(rows: readonly Record<string, unknown>[]): number {
  const id = rows[0]?.id;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw new Error(`a next id read answered ${id}`);
  return id;
}
