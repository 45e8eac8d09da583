// After each load of the orders bench: the tables holding the most dead rows, and whether the server
// vacuums them on its own.
//
// Every posting inserts a row in the queue of pending platform sides and every roll-up deletes it;
// every order updates its row a few times. A PostgreSQL with `autovacuum = off` (this machine's, found
// in docs/adr/0018) keeps each of those old versions until something vacuums, and every later scan
// of the table walks them: the half load then measures the server's settings as much as the code.
// The report says so beside the latencies instead of leaving it to be found.
import type pg from 'pg';

export interface TableRows {
  readonly table: string;
  readonly live: number;
  readonly dead: number;
  /** Vacuums of the table so far, by hand (the engine leader's pass included) and by autovacuum. */
  readonly vacuums: number;
}

export interface DeadRows {
  /** The server's `autovacuum` setting (null where it could not be read). */
  readonly autovacuum: boolean | null;
  /** The tables with the most dead rows, most first. */
  readonly tables: readonly TableRows[];
}

/** How many tables the bench names after each load. */
export const DEAD_ROWS_TABLES = 3;

/**
 * The `count` tables of the connected database with the most dead rows, from its cumulative
 * statistics (each backend flushes its counts within a second or so of its last transaction).
 */
export async function readDeadRows(db: pg.Pool | pg.Client, count = DEAD_ROWS_TABLES): Promise<DeadRows> {
  const setting = await db.query<{ autovacuum: string }>('show autovacuum');
  const rows = await db.query<{ table: string; live: string; dead: string; vacuums: string }>(
    `select relname as table, n_live_tup as live, n_dead_tup as dead,
            vacuum_count + autovacuum_count as vacuums
       from pg_stat_user_tables
      order by n_dead_tup desc, relname
      limit $1`,
    [count],
  );
  const value = setting.rows[0]?.autovacuum;
  return {
    autovacuum: value === undefined ? null : value === 'on',
    tables: rows.rows.map((r) => ({
      table: r.table,
      live: Number(r.live),
      dead: Number(r.dead),
      vacuums: Number(r.vacuums),
    })),
  };
}

const grouped = new Intl.NumberFormat('en-US');

/** The reading as the bench prints it after a load. */
export function describeDeadRows(d: DeadRows): string {
  const tables = d.tables
    .map((t) => `${t.table} ${grouped.format(t.dead)} (${grouped.format(t.live)} live, vacuumed ${t.vacuums}×)`)
    .join(', ');
  const setting = d.autovacuum === null ? 'autovacuum unknown' : `autovacuum ${d.autovacuum ? 'on' : 'OFF'}`;
  return `dead rows after it: ${tables === '' ? 'no tables' : tables}; ${setting}`;
}
