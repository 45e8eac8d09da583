import { type Column, getTableColumns, getTableName, type Table } from 'drizzle-orm';
import type { Queryable } from './client';
import { type NamedStatement, namedStatement, runNamed } from './prepared';

/**
 * Inserts and updates of one table's rows as named statements, with the row mapping done by hand
 * from the schema's columns (docs/adr/0004): the hot path's writes skip the query builder, whose
 * statement building cost a sixth of the server's busy time under load (ADR 0003). Each distinct set
 * of written columns is one statement, built once per process and planned once per connection; the
 * values go through each column's own driver mapping, and `returning *` comes back through each
 * column's own decoder, so a row reads exactly as the query builder would read it.
 */
export interface TableRows<Row, Insert> {
  /** Inserts one row and answers it as stored (defaults and identity filled in). */
  insert(q: Queryable, values: Insert): Promise<Row>;
  /**
   * Inserts one row unless a row with the same key under the unique `constraint` exists (or is being
   * written by a transaction that then commits): the row as stored, or undefined when the key was
   * taken and nothing was written.
   */
  insertUnlessTaken(q: Queryable, values: Insert, constraint: string): Promise<Row | undefined>;
  /** Updates the row with this id (and applies the table's `onUpdate` assignment); undefined when none. */
  update(q: Queryable, id: number, patch: Partial<Insert>): Promise<Row | undefined>;
  /** A row as PostgreSQL's driver answers it (columns by their SQL names) in the schema's shape. */
  map(raw: Record<string, unknown>): Row;
}

interface ColumnOf {
  readonly key: string;
  readonly name: string;
  readonly column: Column;
}

export function tableRows<T extends Table>(
  table: T,
  options: { readonly statementPrefix: string; readonly onUpdate?: string } = { statementPrefix: getTableName(table) },
): TableRows<T['$inferSelect'], T['$inferInsert']> {
  const tableName = getTableName(table);
  const columns: ColumnOf[] = Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    name: column.name,
    column,
  }));
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const statements = new Map<string, NamedStatement>();

  const written = (values: Record<string, unknown>): ColumnOf[] =>
    Object.keys(values)
      .filter((key) => values[key] !== undefined)
      .map((key) => {
        const column = byKey.get(key);
        if (!column) throw new Error(`${tableName}: no column ${key}`);
        return column;
      });
  const driverValues = (cols: readonly ColumnOf[], values: Record<string, unknown>): unknown[] =>
    cols.map((c) => {
      const value = values[c.key];
      return value === null ? null : c.column.mapToDriverValue(value);
    });
  const statement = (kind: string, cols: readonly ColumnOf[], text: () => string): NamedStatement => {
    const key = `${kind}:${cols.map((c) => c.key).join(',')}`;
    let found = statements.get(key);
    if (!found) {
      found = namedStatement(`${options.statementPrefix}_${kind}_${statements.size}`, text());
      statements.set(key, found);
    }
    return found;
  };
  const map = (raw: Record<string, unknown>): T['$inferSelect'] => {
    const row: Record<string, unknown> = {};
    for (const c of columns) {
      const value = raw[c.name];
      row[c.key] = value === null || value === undefined ? null : c.column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect']; // Sound: every column of the table, each through its own decoder.
  };

  const insertRow = async (
    q: Queryable,
    fields: Record<string, unknown>,
    unlessTaken: string | null,
  ): Promise<T['$inferSelect'] | undefined> => {
    const cols = written(fields);
    const insert = statement(
      unlessTaken === null ? 'insert' : `insert_unless_${unlessTaken}`,
      cols,
      () =>
        `insert into "${tableName}" (${cols.map((c) => `"${c.name}"`).join(', ')}) values (${cols
          .map((_, index) => `$${index + 1}`)
          .join(
            ', ',
          )})${unlessTaken === null ? '' : ` on conflict on constraint "${unlessTaken}" do nothing`} returning *`,
    );
    const [row] = await runNamed<Record<string, unknown>>(q, insert, driverValues(cols, fields));
    return row ? map(row) : undefined;
  };

  return {
    map,
    async insert(q, values) {
      const row = await insertRow(q, values as Record<string, unknown>, null);
      if (!row) throw new Error(`insert into ${tableName} returned no row`);
      return row;
    },
    async insertUnlessTaken(q, values, constraint) {
      if (!/^[a-z_]+$/.test(constraint))
        throw new Error(`${tableName}: a constraint is named in lower case: ${constraint}`);
      return await insertRow(q, values as Record<string, unknown>, constraint);
    },
    async update(q, id, patch) {
      const fields = patch as Record<string, unknown>;
      const cols = written(fields);
      const assignments = [...cols.map((c, index) => `"${c.name}" = $${index + 2}`)];
      if (options.onUpdate) assignments.push(options.onUpdate);
      if (assignments.length === 0) throw new Error(`${tableName}: an update without columns`);
      const update = statement(
        'update',
        cols,
        () => `update "${tableName}" set ${assignments.join(', ')} where "id" = $1 returning *`,
      );
      const [row] = await runNamed<Record<string, unknown>>(q, update, [id, ...driverValues(cols, fields)]);
      return row ? map(row) : undefined;
    },
  };
}
