import { type Column, getTableColumns, getTableName, type Table } from 'drizzle-orm';
import type { Queryable } from './client';
import { type NamedStatement, namedStatement, runNamed } from './prepared';

/**
 * Inserts and updates of one table's rows as named statements, with the row mapping done by hand
 * from the schema's columns (docs/adr/0004): the hot path's writes skip the query builder, whose
 * statement building cost a sixth of the server's busy time under load (ADR 0003). Each distinct set
 * of written columns is one statement, built once per process and planned once per connection; each
 * column's own driver mapping and decoder keep a row reading exactly as the query builder reads it.
 * A row comes back as one JSON array (`rowSql`) when every column's JSON value is the driver's own,
 * else as `*`: node-postgres builds a parser per column of every result, and for the fifty columns of
 * orders that was the largest JavaScript item of the server's profile (docs/adr/0011).
 */
export interface TableRows<Row, Insert> {
  /** Inserts one row and answers it as stored (defaults and identity filled in). */
  insert(q: Queryable, values: Insert): Promise<Row>;
  /** Updates the row with this id (and applies the table's `onUpdate` assignment); undefined when none. */
  update(q: Queryable, id: number, patch: Partial<Insert>): Promise<Row | undefined>;
  /**
   * The select list that answers a row of this table (`alias` names it in the statement): read the
   * answered rows with `map`. The JSON array of the module comment when the columns allow, else `*`.
   */
  rowSql(alias?: string): string;
  /** A row answered through `rowSql`, in the schema's shape. */
  map(raw: Record<string, unknown>): Row;
}

/** The name of the one column `rowSql` answers when it answers a JSON array. */
const ROW_COLUMN = 'row';
/** PostgreSQL's limit on a function's arguments (FUNC_MAX_ARGS), so on json_build_array's. */
const FUNCTION_ARGS_MAX = 100;

/**
 * How a column of each SQL type goes into the JSON array so that its JSON value is exactly what
 * node-postgres answers for it in a plain row: the integers and booleans as themselves (the driver
 * parses int2, int4 and bool), text as itself, int8 and numeric as their text (the driver answers
 * them as strings, and a JSON number would lose digits beyond 2^53). Other types are not listed: a
 * table with one of them answers `*`.
 */
const JSON_FORM: Readonly<Record<string, (sql: string) => string>> = {
  smallint: (sql) => sql,
  integer: (sql) => sql,
  boolean: (sql) => sql,
  text: (sql) => sql,
  bigint: (sql) => `${sql}::text`,
  numeric: (sql) => `${sql}::text`,
};

function jsonFormOf(column: Column): ((sql: string) => string) | undefined {
  const type = column.getSQLType();
  return Object.hasOwn(JSON_FORM, type) ? JSON_FORM[type] : undefined;
}

interface ColumnOf {
  readonly key: string;
  readonly name: string;
  readonly column: Column;
}

/** How a table's rows are read: the select list (`rowSql`) and the decoding of what it returns. */
function rowReader<Row>(
  tableName: string,
  columns: readonly ColumnOf[],
): { rowSql: (alias?: string) => string; map: (raw: Record<string, unknown>) => Row } {
  const asJson = columns.length <= FUNCTION_ARGS_MAX && columns.every((c) => jsonFormOf(c.column) !== undefined);
  const rowSql = (alias?: string): string => {
    if (!asJson) return alias === undefined ? '*' : `${alias}.*`;
    const qualified = (c: ColumnOf) => (alias === undefined ? `"${c.name}"` : `${alias}."${c.name}"`);
    const values = columns.map((c) => jsonFormOf(c.column)?.(qualified(c)) ?? qualified(c));
    return `json_build_array(${values.join(', ')}) as "${ROW_COLUMN}"`;
  };
  const decoded = (c: ColumnOf, value: unknown): unknown =>
    value === null || value === undefined ? null : c.column.mapFromDriverValue(value);
  const map = (raw: Record<string, unknown>): Row => {
    const row: Record<string, unknown> = {};
    if (asJson) {
      const values = raw[ROW_COLUMN];
      if (!Array.isArray(values) || values.length !== columns.length) {
        throw new Error(`${tableName}: a row read without rowSql (${Object.keys(raw).slice(0, 3).join(', ')}…)`);
      }
      for (const [index, c] of columns.entries()) row[c.key] = decoded(c, values[index]);
    } else {
      for (const c of columns) row[c.key] = decoded(c, raw[c.name]);
    }
    return row as Row; // Sound: every column of the table, each through its own decoder.
  };
  return { rowSql, map };
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
  const { rowSql, map } = rowReader<T['$inferSelect']>(tableName, columns);

  const insertRow = async (q: Queryable, fields: Record<string, unknown>): Promise<T['$inferSelect'] | undefined> => {
    const cols = written(fields);
    // An id drawn from the identity's sequence beforehand (an order whose posting names it before
    // the row is written) is written as given.
    const overriding = cols.some((c) => c.column.generatedIdentity?.type === 'always')
      ? ' overriding system value'
      : '';
    const insert = statement(
      'insert',
      cols,
      () =>
        `insert into "${tableName}" (${cols.map((c) => `"${c.name}"`).join(', ')})${overriding} values (${cols
          .map((_, index) => `$${index + 1}`)
          .join(', ')}) returning ${rowSql()}`,
    );
    const [row] = await runNamed<Record<string, unknown>>(q, insert, driverValues(cols, fields));
    return row ? map(row) : undefined;
  };

  return {
    rowSql,
    map,
    async insert(q, values) {
      const row = await insertRow(q, values as Record<string, unknown>);
      if (!row) throw new Error(`insert into ${tableName} returned no row`);
      return row;
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
        () => `update "${tableName}" set ${assignments.join(', ')} where "id" = $1 returning ${rowSql()}`,
      );
      const [row] = await runNamed<Record<string, unknown>>(q, update, [id, ...driverValues(cols, fields)]);
      return row ? map(row) : undefined;
    },
  };
}
