import { Code } from '@demo/contract';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase, type Tx } from '../../src/db/client';
import {
  GROUP_LOCK_TIMEOUT_MS,
  groupCommitMetricLines,
  groupCommitStats,
  inGroupedTransaction,
} from '../../src/db/group-commit';
import { plainRead } from '../../src/db/prepared';
import { Rollback, sqlLiteral, type TransactionOptions } from '../../src/db/transaction';
import { fail } from '../../src/lib/result';
import { isolatedDatabase } from '../support/isolated-database';

/**
 * E8: transactions of different users that wait together commit as one group, each answered as if
 * it had run alone (db/group-commit.ts, docs/adr/0009). The units here write a probe table of their
 * own database, so what committed is read back exactly.
 */

let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;
let database: ReturnType<typeof openDatabase>;
let db: Db;
beforeAll(async () => {
  isolated = await isolatedDatabase();
  database = openDatabase(isolated.url);
  db = database.db;
  await database.pool.query('create table probe (key text primary key, value integer not null)');
});
afterAll(async () => {
  await database.close();
  await isolated.drop();
});

/** Far above a group's own time on a loaded two-core machine, far below the held lock's release. */
const PROMPT_MS = 3_000;

let nextKey = 0;
/** A user's advisory lock, as orders take their trading lock: distinct per call. */
function lockOf(user: number): [number, number] {
  return [424_242, user];
}

function probeKey(): string {
  nextKey += 1;
  return `k${nextKey}-${Math.random().toString(36).slice(2, 8)}`;
}

async function probe(key: string): Promise<number | null> {
  const { rows } = await database.pool.query<{ value: number }>('select value from probe where key = $1', [key]);
  return rows[0]?.value ?? null;
}

function write(tx: { $client: pg.PoolClient | pg.Pool }, key: string, value: number): Promise<unknown> {
  return tx.$client.query('insert into probe (key, value) values ($1, $2)', [key, value]);
}

function grouped(user: number, options: Partial<TransactionOptions> = {}): TransactionOptions {
  return { advisoryLock: lockOf(user), groupCommit: true, ...options };
}

/** Submits every unit in the same tick, as concurrent requests reach the server. */
function together<T>(units: ReadonlyArray<() => Promise<T>>): Promise<PromiseSettledResult<T>[]> {
  return Promise.allSettled(units.map((unit) => unit()));
}

/** One grouped transaction per user, all submitted together: each one's value, failure or error. */
async function answersOf(users: readonly number[], work: (tx: Tx, user: number, index: number) => Promise<unknown>) {
  const results = await together(
    users.map((user, i) => () => inGroupedTransaction(db, (tx) => work(tx, user, i), grouped(user))),
  );
  return results.map((r) => (r.status === 'fulfilled' ? r.value : r.reason));
}

describe('group commit', () => {
  it('E8: many users waiting together commit in a group, each with its own reads before and after', async () => {
    const before = groupCommitStats(db);
    const users = Array.from({ length: 12 }, (_, i) => 1_000 + i);
    const keys = users.map(() => probeKey());
    const seenAfter = new Map<number, unknown>();
    const results = await together(
      users.map((user, i) => () => {
        const key = keys[i] ?? '';
        return inGroupedTransaction(
          db,
          async (tx, [mine = []]) => {
            // The read in BEGIN's round trip is this unit's own.
            const n = Number(mine[0]?.n);
            await write(tx, key, n);
            return n;
          },
          grouped(user, {
            withBegin: [plainRead(`select ${user} as n`)],
            withCommit: [plainRead(`select value from probe where key = ${sqlLiteral(key)}`)],
            onCommitted: ([rows = []]) => seenAfter.set(user, rows[0]?.value),
          }),
        );
      }),
    );
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : r.reason))).toEqual(users);
    for (const [i, user] of users.entries()) {
      expect(await probe(keys[i] ?? '')).toBe(user);
      // COMMIT's read ran after the group committed and is this unit's own.
      expect(seenAfter.get(user)).toBe(user);
    }
    const after = groupCommitStats(db);
    // The first ran at once alone; the eleven that waited for it committed together.
    expect(after.groups - before.groups).toBeGreaterThanOrEqual(1);
    expect(after.groupedUnits - before.groupedUnits).toBeGreaterThanOrEqual(2);
    // The operator sees the same counts on /metrics.
    const lines = groupCommitMetricLines(db);
    expect(lines).toContain(`db_group_commits_total ${after.groups}`);
    expect(lines).toContain(`db_group_commit_units_total{ran="grouped"} ${after.groupedUnits}`);
    expect(lines).toContain(`db_group_commit_units_total{ran="single"} ${after.single}`);
  });

  it('E8: a refusal in a group is answered as it stands, nothing of it commits, and the others commit', async () => {
    const before = groupCommitStats(db);
    const users = Array.from({ length: 6 }, (_, i) => 2_000 + i);
    const keys = users.map(() => probeKey());
    const answers = await answersOf(users, async (tx, user, i) => {
      await write(tx, keys[i] ?? '', user);
      // One unit refuses after writing (one throws, one returns its failure): its row must not commit.
      if (i === 2) throw new Rollback(fail(Code.INSUFFICIENT_BALANCE));
      if (i === 4) return fail(Code.MARKET_CLOSED);
      return user;
    });
    expect(answers[2]).toMatchObject({ ok: false, code: 407 });
    expect(answers[4]).toMatchObject({ ok: false, code: 600 });
    for (const i of [0, 1, 3, 5]) {
      expect(answers[i]).toBe(users[i]);
      expect(await probe(keys[i] ?? '')).toBe(users[i]);
    }
    expect(await probe(keys[2] ?? '')).toBeNull();
    expect(await probe(keys[4] ?? '')).toBeNull();
    expect(groupCommitStats(db).stopped - before.stopped).toBeGreaterThanOrEqual(1);
  });

  it('E8: a unit that fails runs again alone; an error that aborts the group fails only its own caller', async () => {
    const before = groupCommitStats(db);
    const taken = probeKey();
    await database.pool.query('insert into probe (key, value) values ($1, 0)', [taken]);
    const users = Array.from({ length: 6 }, (_, i) => 3_000 + i);
    const keys = users.map(() => probeKey());
    let flakyAttempts = 0;
    const answers = await answersOf(users, async (tx, user, i) => {
      if (i === 2) {
        // Fails on its first attempt only (as a deadlock would): it must run again and commit.
        flakyAttempts += 1;
        if (flakyAttempts === 1) throw new Error('first attempt fails');
      }
      // A duplicate key aborts the shared transaction under every other unit of the group.
      await write(tx, i === 4 ? taken : (keys[i] ?? ''), user);
      return user;
    });
    expect(answers[4]).toMatchObject({ code: '23505' });
    for (const i of [0, 1, 2, 3, 5]) {
      expect(answers[i]).toBe(users[i]);
      expect(await probe(keys[i] ?? '')).toBe(users[i]);
    }
    expect(flakyAttempts).toBe(2);
    expect(await probe(taken)).toBe(0);
    expect(groupCommitStats(db).alone - before.alone).toBeGreaterThanOrEqual(2);
  });

  it('E8, L7: a user whose lock another transaction holds keeps the others of the group waiting no longer than the lock timeout', async () => {
    const holder = await database.pool.connect();
    const blocked = 4_100;
    try {
      await holder.query('begin');
      await holder.query(`select pg_advisory_xact_lock(${lockOf(blocked)[0]}, ${blocked})`);
      const others = Array.from({ length: 5 }, (_, i) => 4_101 + i);
      const keys = new Map([blocked, ...others].map((user) => [user, probeKey()]));
      const run = (user: number) =>
        inGroupedTransaction(
          db,
          async (tx) => {
            await write(tx, keys.get(user) ?? '', user);
            return user;
          },
          grouped(user),
        );
      // A first unit takes the slot alone, so the blocked user and the others wait for it as one group.
      const first = run(4_099);
      const blockedDone = run(blocked);
      const startedAt = Date.now();
      const done = await Promise.all(others.map(run));
      expect(done).toEqual(others);
      expect(Date.now() - startedAt).toBeLessThan(PROMPT_MS);
      expect(await first).toBe(4_099);
      // Still waiting for its lock, alone, with nothing of it written.
      expect(
        await Promise.race([
          blockedDone,
          new Promise((resolve) => setTimeout(() => resolve('waiting'), 4 * GROUP_LOCK_TIMEOUT_MS)),
        ]),
      ).toBe('waiting');
      expect(await probe(keys.get(blocked) ?? '')).toBeNull();
      await holder.query('commit');
      expect(await blockedDone).toBe(blocked);
      expect(await probe(keys.get(blocked) ?? '')).toBe(blocked);
    } finally {
      holder.release();
    }
  });

  it('E8: two transactions of one user never share a group: the second sees what the first wrote', async () => {
    const key = probeKey();
    await database.pool.query('insert into probe (key, value) values ($1, 0)', [key]);
    // Read, then write what was read plus one: in one group both would read 0 and the count would be 1.
    const increment = (user: number) =>
      inGroupedTransaction(
        db,
        async (tx) => {
          const { rows } = await tx.$client.query<{ value: number }>('select value from probe where key = $1', [key]);
          await tx.$client.query('update probe set value = $2 where key = $1', [key, (rows[0]?.value ?? 0) + 1]);
          return user;
        },
        grouped(user),
      );
    // Another user first, so the four below wait together for the next slot.
    const results = await together([
      () => increment(5_000),
      ...Array.from({ length: 4 }, () => () => increment(5_001)),
    ]);
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    expect(await probe(key)).toBe(5);
  });
});
