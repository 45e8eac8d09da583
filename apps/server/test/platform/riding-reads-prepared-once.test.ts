import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { plainRead, riding, ridingStatement, runNamed } from '../../src/db/prepared';
import { inTransaction } from '../../src/db/transaction';
import {
  drawOrderId,
  lockUserOrderReads,
  nextOrderIdOf,
  nextOrderIdRead,
} from '../../src/modules/trading/orders/store';
import { isolatedDatabase } from '../support/isolated-database';

/**
 * D12: a read that rides in BEGIN's or COMMIT's round trip is prepared once per connection and then
 * only executed, so PostgreSQL neither parses nor plans it per transaction; a round trip that failed
 * after preparing ends its connection; and the order lock's statements are answered by the primary
 * key whatever the table's statistics (docs/adr/0006).
 */

const sent: string[] = [];
const query = pg.Client.prototype.query;
function recordingQuery(this: pg.Client, ...args: unknown[]): unknown {
  const first = args[0];
  if (typeof first === 'string') sent.push(first);
  return Reflect.apply(query, this, args);
}

let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;
let database: ReturnType<typeof openDatabase>;
beforeAll(async () => {
  isolated = await isolatedDatabase();
  database = openDatabase(isolated.url);
  pg.Client.prototype.query = recordingQuery as typeof query;
});
afterAll(async () => {
  pg.Client.prototype.query = query;
  await database.close();
  await isolated.drop();
});

const SUM = ridingStatement(
  'riding_test_sum',
  ['integer', 'integer[]'],
  'select ($1 + coalesce(sum(v), 0))::integer as n from unnest($2) v',
);
const BROKEN = ridingStatement('riding_test_broken', ['integer'], 'select 1 / $1 as n');

async function prepared(): Promise<string[]> {
  const rows = await database.pool.query<{ name: string }>(
    `select name from pg_prepared_statements where name like 'riding_%' order by name`,
  );
  return rows.rows.map((r) => r.name);
}

describe('riding reads', () => {
  it('D12: are prepared with the first transaction on a connection and only executed after', async () => {
    // One connection, so every transaction below runs on it.
    const one = openDatabase(isolated.url);
    try {
      one.pool.options.max = 1;
      const run = () =>
        inTransaction(one.db, async (_tx, began) => began.map((rows) => rows[0]?.n), {
          withBegin: [riding(SUM, [1, [2, 3]]), plainRead('select 7 as n')],
          withCommit: [riding(SUM, [10, []])],
          onCommitted: (rows) => expect(rows[0]?.[0]).toEqual({ n: 10 }),
        });
      sent.length = 0;
      expect(await run()).toEqual([6, 7]);
      expect(sent.filter((text) => text.includes('prepare riding_test_sum'))).toHaveLength(1);
      sent.length = 0;
      expect(await run()).toEqual([6, 7]);
      expect(sent.some((text) => text.includes('prepare'))).toBe(false);
      expect(sent.filter((text) => text.includes('execute riding_test_sum'))).toHaveLength(2);
    } finally {
      await one.close();
    }
  });

  it('D12: a round trip that failed after preparing ends its connection, and the next one prepares again', async () => {
    const one = openDatabase(isolated.url);
    try {
      one.pool.options.max = 1;
      const failing = inTransaction(one.db, async () => 'never', { withBegin: [riding(BROKEN, [0])] });
      await expect(failing).rejects.toThrow(/division by zero/);
      // The pool let that connection go: a new one has nothing prepared, so the statement is prepared again.
      sent.length = 0;
      const answer = await inTransaction(one.db, async (_tx, began) => began[0]?.[0]?.n, {
        withBegin: [riding(BROKEN, [1])],
      });
      expect(answer).toBe(1);
      expect(sent.filter((text) => text.includes('prepare riding_test_broken'))).toHaveLength(1);
    } finally {
      await one.close();
    }
  });

  it('D12: a connection that drew an order id in BEGIN draws one again outside it (a partial cover)', async () => {
    const one = openDatabase(isolated.url);
    try {
      one.pool.options.max = 1;
      const inBegin = await inTransaction(one.db, async (_tx, began) => nextOrderIdOf(began[0] ?? []), {
        withBegin: [nextOrderIdRead()],
      });
      // Before: the draw named the riding statement, which the driver then prepared a second time.
      const drawn = await inTransaction(one.db, (tx) => drawOrderId(tx));
      expect(drawn).toBe(Number(inBegin) + 1);
      await expect(inTransaction(one.db, (tx) => runNamed(tx, BROKEN, [1]))).rejects.toThrow(
        /riding_test_broken rides in a round trip, never runNamed/,
      );
    } finally {
      await one.close();
    }
  });

  it("D12: the order lock's reads take the primary key even when planned on an empty table", async () => {
    const client = await database.pool.connect();
    try {
      await client.query('set plan_cache_mode = force_generic_plan');
      const reads = lockUserOrderReads(1, 1);
      for (const read of reads) {
        if (!('statement' in read)) throw new Error('the order lock reads are prepared statements');
        const { name, types, text } = read.statement;
        await client.query(`prepare ${name}(${types.join(', ')}) as ${text}`);
        const plan = await client.query<{ 'QUERY PLAN': string }>(`explain execute ${name}(1, 1)`);
        const lines = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
        expect(lines, name).toContain('using orders_pkey');
        expect(lines, name).not.toContain('orders_by_user');
        await client.query(`deallocate ${name}`);
      }
    } finally {
      client.release();
    }
    expect(await prepared()).toEqual([]);
  });
});
