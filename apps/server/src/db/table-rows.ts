import { type Column, getTableColumns, getTableName, type Table } from 'drizzle-orm';
import type { Queryable } from './client';
import { type NamedStatement, namedStatement, runNamed } from './prepared';

/**
 * Inserts and updates of one table's rows as named statements, with the row mapping done by hand
 * from the schema's columns (docs/adr/0004): the hot path's writes skip the query builder, whose
 * statement building cost a sixth of the server's busy time under load (ADR 0003). Each distinct set
 * of written columns is one statement, built once per process and planned once per connection; each
 * column's own driver mapping and decoder keep a row reading exactly as the query builder reads it.
 * A row comes back as one JSON array (`rowSql`), every column in a JSON form that is the driver's
 * own: node-postgres builds a parser per column of every result, and for the fifty columns of orders
 * that was the largest JavaScript item of the server's profile (docs/adr/0011). A write answers only
 * what it cannot know (docs/adr/0025): the row is what it sent over what it started from.
 */
export interface TableRows<Row, Insert> {
  /** Inserts one row and answers it as stored (the database's defaults and identity filled in). */
  insert(q: Queryable, values: Insert): Promise<Row>;
  /**
   * Updates the row with this id (and counts its `counter` up); undefined when none. Given `locked`,
   * the row as this transaction read it under its lock, the statement answers only what it cannot
   * know (the counter) and the row is that one with the patch applied.
   */
  update(q: Queryable, id: number, patch: Partial<Insert>, locked?: Row): Promise<Row | undefined>;
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

/**
 * Columns whose stored value reads back as exactly the value written, so a write need not read it
 * back: no padding, scale, rounding or time zone, and no mapping of its own in the schema.
 */
const ECHOED_COLUMN_TYPES: ReadonlyMap<string, 'number' | 'bigint' | 'string' | 'boolean'> = new Map([
  ['PgInteger', 'number'],
  ['PgSmallInt', 'number'],
  ['PgBigInt53', 'number'],
  ['PgBigInt64', 'bigint'],
  ['PgText', 'string'],
  ['PgBoolean', 'boolean'],
]);

function echoes(column: Column): boolean {
  return ECHOED_COLUMN_TYPES.has(column.columnType) && column.generated === undefined;
}

/** Refuses a value an echoed column would not read back as itself (the wrong type, a fraction). */
function checkEchoed(tableName: string, c: ColumnOf, value: unknown): void {
  const type = ECHOED_COLUMN_TYPES.get(c.column.columnType);
  if (type === undefined) return;
  if (typeof value !== type || (type === 'number' && !Number.isInteger(value))) {
    throw new Error(`${tableName}: ${c.key} ${String(value)} is not ${type === 'number' ? 'an integer' : `a ${type}`}`);
  }
}

/** A column the database fills when an insert leaves it out: a default, an identity or a generated value. */
function filledByDatabase(column: Column): boolean {
  return column.hasDefault || column.generatedIdentity !== undefined || column.generated !== undefined;
}

interface ColumnOf {
  readonly key: string;
  readonly name: string;
  readonly column: Column;
}

/** The select list of `columns` as one JSON array (`rowSql`'s form), each column in its JSON form. */
function jsonArraySql(columns: readonly ColumnOf[], alias?: string): string {
  const qualified = (c: ColumnOf) => (alias === undefined ? `"${c.name}"` : `${alias}."${c.name}"`);
  const values = columns.map((c) => jsonFormOf(c.column)?.(qualified(c)) ?? qualified(c));
  return `json_build_array(${values.join(', ')}) as "${ROW_COLUMN}"`;
}

/** A column's value as the driver answers it, decoded into the schema's shape. */
function decoded(c: ColumnOf, value: unknown): unknown {
  return value === null || value === undefined ? null : c.column.mapFromDriverValue(value);
}

interface RowReader<Row> {
  readonly rowSql: (alias?: string) => string;
  readonly map: (raw: Record<string, unknown>) => Row;
  /** A new row of the table's shape, every column null. */
  readonly blank: () => Record<string, unknown>;
  /** What a write answers of the columns it cannot know, and those values read from its answer. */
  readonly answerSql: (answered: readonly ColumnOf[]) => string;
  readonly answerOf: (answered: readonly ColumnOf[], raw: Record<string, unknown>) => readonly unknown[];
}

/** How a table's rows are read: the select list (`rowSql`) and the decoding of what it returns. */
function rowReader<Row>(tableName: string, columns: readonly ColumnOf[]): RowReader<Row> {
  const asJson = columns.length <= FUNCTION_ARGS_MAX && columns.every((c) => jsonFormOf(c.column) !== undefined);
  const rowSql = (alias?: string): string =>
    asJson ? jsonArraySql(columns, alias) : alias === undefined ? '*' : `${alias}.*`;
  // What a write answers of `answered`: the JSON array, or those columns by name after a marker.
  const answerSql = (answered: readonly ColumnOf[]): string =>
    asJson ? jsonArraySql(answered) : [`true as "${ROW_COLUMN}"`, ...answered.map((c) => `"${c.name}"`)].join(', ');
  const answerOf = (answered: readonly ColumnOf[], raw: Record<string, unknown>): readonly unknown[] => {
    const values = asJson ? raw[ROW_COLUMN] : answered.map((c) => raw[c.name]);
    if (!Array.isArray(values) || values.length !== answered.length) {
      throw new Error(`${tableName}: a write answered ${Object.keys(raw).slice(0, 3).join(', ')}…`);
    }
    return values;
  };
  // Every row starts as a copy of one object holding every key in the schema's order, so all rows of
  // the table share one shape and no row grows key by key (a row is built per order written or read).
  const template: Record<string, unknown> = {};
  for (const c of columns) template[c.key] = null;
  const blank = (): Record<string, unknown> => ({ ...template });
  const map = (raw: Record<string, unknown>): Row => {
    const row = blank();
    if (asJson) {
      const values = raw[ROW_COLUMN];
      if (!Array.isArray(values) || values.length !== columns.length) {
        throw new Error(`${tableName}: a row read without rowSql (${Object.keys(raw).slice(0, 3).join(', ')}…)`);
      }
      for (let index = 0; index < columns.length; index++) {
        const c = columns[index] as ColumnOf; // Sound: index < columns.length.
        row[c.key] = decoded(c, values[index]);
      }
    } else {
      for (const c of columns) row[c.key] = decoded(c, raw[c.name]);
    }
    return row as Row; // Sound: every column of the table, each through its own decoder.
  };
  return { rowSql, map, blank, answerSql, answerOf };
}

export interface TableRowsOptions {
  /** Names the table's named statements. */
  readonly statementPrefix: string;
  /** The key of an integer column every update counts up by one (a row's version). */
  readonly counter?: string;
}

/** A write's statement and the columns it answers (the ones it cannot know). */
interface WriteStatement {
  readonly statement: NamedStatement;
  readonly answered: readonly ColumnOf[];
}

/** One table's columns, by key and in order, and what its writes need to know of them. */
interface TableShape<Row> {
  readonly tableName: string;
  readonly columns: readonly ColumnOf[];
  readonly byKey: ReadonlyMap<string, ColumnOf>;
  readonly counter: ColumnOf | undefined;
  readonly reader: RowReader<Row>;
}

function tableShape<T extends Table>(table: T, options: TableRowsOptions): TableShape<T['$inferSelect']> {
  const tableName = getTableName(table);
  const columns: ColumnOf[] = Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    name: column.name,
    column,
  }));
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const counter = options.counter === undefined ? undefined : byKey.get(options.counter);
  if (options.counter !== undefined && counter === undefined)
    throw new Error(`${tableName}: no column ${options.counter}`);
  return { tableName, columns, byKey, counter, reader: rowReader(tableName, columns) };
}

/** The columns a write's values name (an undefined value is not written), in the values' order. */
function writtenColumns(shape: TableShape<unknown>, values: Record<string, unknown>): ColumnOf[] {
  const cols: ColumnOf[] = [];
  for (const key of Object.keys(values)) {
    if (values[key] === undefined) continue;
    const column = shape.byKey.get(key);
    if (!column) throw new Error(`${shape.tableName}: no column ${key}`);
    cols.push(column);
  }
  return cols;
}

function driverValues(tableName: string, cols: readonly ColumnOf[], values: Record<string, unknown>): unknown[] {
  return cols.map((c) => {
    const value = values[c.key];
    if (value === null) return null;
    checkEchoed(tableName, c, value);
    return c.column.mapToDriverValue(value);
  });
}

/** An insert of `cols` answering what the database decides: defaults, the identity, non-echoed columns. */
function insertText(shape: TableShape<unknown>, cols: readonly ColumnOf[]): { text: string; answered: ColumnOf[] } {
  const sent = new Set(cols);
  const answered = shape.columns.filter((c) => (sent.has(c) ? !echoes(c.column) : filledByDatabase(c.column)));
  // An id drawn from the identity's sequence beforehand (an order whose posting names it before
  // the row is written) is written as given.
  const overriding = cols.some((c) => c.column.generatedIdentity?.type === 'always') ? ' overriding system value' : '';
  const names = cols.map((c) => `"${c.name}"`).join(', ');
  const params = cols.map((_, index) => `$${index + 1}`).join(', ');
  return {
    text: `insert into "${shape.tableName}" (${names})${overriding} values (${params}) returning ${shape.reader.answerSql(answered)}`,
    answered,
  };
}

/**
 * An update of `cols` (and the counter) by id. Without the locked row it answers the whole row; with
 * it, only the counter and any non-echoed column written.
 */
function updateText(
  shape: TableShape<unknown>,
  cols: readonly ColumnOf[],
  known: boolean,
): { text: string; answered: ColumnOf[] } {
  const { counter } = shape;
  const assignments = cols.map((c, index) => `"${c.name}" = $${index + 2}`);
  if (counter) assignments.push(`"${counter.name}" = "${counter.name}" + 1`);
  const answered = shape.columns.filter((c) => c === counter || (cols.includes(c) && !echoes(c.column)));
  const returned = known ? shape.reader.answerSql(answered) : shape.reader.rowSql();
  return {
    text: `update "${shape.tableName}" set ${assignments.join(', ')} where "id" = $1 returning ${returned}`,
    answered: known ? answered : [],
  };
}

/**
 * A written row without reading it back: `base` (or nulls), then each written column as given (an
 * echoed column stores exactly that), then what the statement answered of `answered`, in order.
 */
function assembled<Row>(
  reader: RowReader<Row>,
  base: Row | undefined,
  write: { cols: readonly ColumnOf[]; fields: Record<string, unknown>; answered: readonly ColumnOf[] },
  raw: Record<string, unknown>,
): Row {
  const row = base === undefined ? reader.blank() : { ...(base as Record<string, unknown>) };
  for (const c of write.cols) row[c.key] = write.fields[c.key] ?? null;
  const known = reader.answerOf(write.answered, raw);
  for (let index = 0; index < write.answered.length; index++) {
    const c = write.answered[index] as ColumnOf; // Sound: index < answered.length.
    row[c.key] = decoded(c, known[index]);
  }
  return row as Row; // Sound: every column, as stored.
}

export function tableRows<T extends Table>(
  table: T,
  options: TableRowsOptions = { statementPrefix: getTableName(table) },
): TableRows<T['$inferSelect'], T['$inferInsert']> {
  type Row = T['$inferSelect'];
  const shape = tableShape(table, options);
  const { tableName, reader } = shape;
  const indexOf = new Map(shape.columns.map((c, index) => [c, index]));
  const statements = new Map<string, WriteStatement>();
  // A write's statement, made once per kind and set of written columns.
  const statement = (
    kind: string,
    cols: readonly ColumnOf[],
    make: () => { text: string; answered: readonly ColumnOf[] },
  ): WriteStatement => {
    const key = `${kind}:${String.fromCharCode(...cols.map((c) => indexOf.get(c) ?? 0))}`;
    let found = statements.get(key);
    if (!found) {
      const { text, answered } = make();
      found = { statement: namedStatement(`${options.statementPrefix}_${kind}_${statements.size}`, text), answered };
      statements.set(key, found);
    }
    return found;
  };

  const insert = async (q: Queryable, fields: Record<string, unknown>): Promise<Row> => {
    const cols = writtenColumns(shape, fields);
    const { statement: named, answered } = statement('insert', cols, () => insertText(shape, cols));
    const [raw] = await runNamed<Record<string, unknown>>(q, named, driverValues(tableName, cols, fields));
    if (!raw) throw new Error(`insert into ${tableName} returned no row`);
    return assembled(reader, undefined, { cols, fields, answered }, raw);
  };

  const update = async (q: Queryable, id: number, fields: Record<string, unknown>, locked?: Row) => {
    if (locked !== undefined && (locked as Record<string, unknown>).id !== id) {
      throw new Error(`${tableName}: row ${id} updated with another row as the one locked`);
    }
    const cols = writtenColumns(shape, fields);
    if (cols.length === 0 && shape.counter === undefined) throw new Error(`${tableName}: an update without columns`);
    const known = locked !== undefined;
    const { statement: named, answered } = statement(known ? 'update_known' : 'update', cols, () =>
      updateText(shape, cols, known),
    );
    const [raw] = await runNamed<Record<string, unknown>>(q, named, [id, ...driverValues(tableName, cols, fields)]);
    if (!raw) return undefined;
    return known ? assembled(reader, locked, { cols, fields, answered }, raw) : reader.map(raw);
  };

  return {
    rowSql: reader.rowSql,
    map: reader.map,
    insert: (q, values) => insert(q, values as Record<string, unknown>),
    update: (q, id, patch, locked) => update(q, id, patch as Record<string, unknown>, locked),
  };
}
