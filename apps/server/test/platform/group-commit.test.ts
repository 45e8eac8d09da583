import { Code } from '@demo/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase, type Tx } from '../../src/db/client';
import {
  EXTRA_GROUP_UNITS_MIN,
  GROUP_LOCK_TIMEOUT_MS,
  GROUPS_IN_FLIGHT_MAX,
  type GroupCommitStats,
  groupCommitMetricLines,
  groupCommitStats,
  inGroupedTransaction,
} from '../../src/db/group-commit';
import { namedStatement, plainRead, riding, ridingStatement, runNamed } from '../../src/db/prepared';
import {
  atCommit,
  together as bothOf,
  inTransaction,
  Rollback,
  sqlLiteral,
  type TransactionOptions,
} from '../../src/db/transaction';
import { fail } from '../../src/lib/result';
import { gate } from '../support/gate';
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

/** Slots run between two readings of the stats: groups of two units or more, and units alone. */
function slotsRun(before: GroupCommitStats, after: GroupCommitStats): number {
  return after.groups - before.groups + after.single - before.single;
}

/** Units run in those slots. */
function unitsRun(before: GroupCommitStats, after: GroupCommitStats): number {
  return after.groupedUnits - before.groupedUnits + after.single - before.single;
}

/**
 * Runs `work` and answers its value with every query any client sent meanwhile, whole, to count
 * round trips: a text as it went, anything else (a driver Parse/Bind) marked as not text.
 */
async function textsSent<T>(work: () => Promise<T>): Promise<{ value: T; texts: string[] }> {
  const texts: string[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    texts.push(typeof args[0] === 'string' ? args[0] : `(not text) ${JSON.stringify(args[0])}`);
    return Reflect.apply(query, this, args);
  } as typeof query;
  try {
    return { value: await work(), texts };
  } finally {
    pg.Client.prototype.query = query;
  }
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

  it("E8: the units' named statements go out together, one round trip per step, each read as the driver reads it", async () => {
    const before = groupCommitStats(db);
    const users = Array.from({ length: 10 }, (_, i) => 6_000 + i);
    const keys = users.map(() => probeKey());
    const insert = namedStatement('probe_insert', 'insert into probe (key, value) values ($1, $2) returning value');
    // Every kind of value the hot path sends: text that needs quoting, int8 as bigint, null, a
    // timestamp, arrays, a boolean, JSON and bytes. Alone it goes through the driver's Parse and Bind.
    const echo = namedStatement(
      'probe_echo',
      `select $1::text as t, $2::bigint as b, $3::text as n, $4::timestamptz as d, $5::integer[] as a,
              $6::text[] as s, $7::boolean as f, $8::jsonb as j, $9::bytea as y`,
    );
    const values = (user: number) => [
      `it's a \\ "quoted" ${user}\n`,
      9_007_199_254_740_993n + BigInt(user),
      null,
      new Date(Date.UTC(2026, 10, 27, 12, 0, user % 60)),
      [user, null, -1],
      ['a,b', 'c"d', "e'f", null],
      user % 2 === 0,
      { user, nested: ["x'y"] },
      Buffer.from([0, 1, 254, user % 256]),
    ];
    const alone = await Promise.all(users.map((user) => runNamed(db, echo, values(user))));
    let steps = 0;
    const answers = await answersOf(users, async (tx, user, i) => {
      const [written] = await runNamed<{ value: number }>(tx, insert, [keys[i] ?? '', user]);
      // Some units think longer between their statements than others; the step still waits for all.
      if (i % 3 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      const [echoed] = await runNamed(tx, echo, values(user));
      steps += 1;
      return { written: written?.value, echoed };
    });
    expect(steps).toBe(users.length);
    for (const [i, user] of users.entries()) {
      expect(answers[i]).toEqual({ written: user, echoed: alone[i]?.[0] });
      expect(await probe(keys[i] ?? '')).toBe(user);
    }
    const after = groupCommitStats(db);
    const grouped = after.groupedUnits - before.groupedUnits;
    expect(grouped).toBeGreaterThanOrEqual(2);
    // Two steps per slot (a group, or a unit alone), each one round trip carrying every unit's
    // statement of that step.
    expect(after.batchedStatements - before.batchedStatements).toBe(2 * unitsRun(before, after));
    expect(after.batchRoundTrips - before.batchRoundTrips).toBe(2 * slotsRun(before, after));
    const lines = groupCommitMetricLines(db);
    expect(lines).toContain(`db_group_commit_batches_total ${after.batchRoundTrips}`);
    expect(lines).toContain(`db_group_commit_batched_statements_total ${after.batchedStatements}`);
  });

  it("E8: a unit's statements sent without waiting for each other ride in the same step", async () => {
    const before = groupCommitStats(db);
    const users = Array.from({ length: 8 }, (_, i) => 6_500 + i);
    const keys = users.map(() => probeKey());
    const insert = namedStatement('probe_insert_two', 'insert into probe (key, value) values ($1, $2) returning value');
    // The second statement is reached after a chain of awaits, as the ledger's `post` reaches its own.
    const later = async (tx: Tx, key: string, value: number) => {
      for (let turn = 0; turn < 5; turn++) await Promise.resolve();
      return await runNamed<{ value: number }>(tx, insert, [key, value]);
    };
    const answers = await answersOf(users, async (tx, user, i) => {
      const [first, second] = await bothOf(
        runNamed<{ value: number }>(tx, insert, [`${keys[i]}a`, user]),
        later(tx, `${keys[i]}b`, -user),
      );
      return [first[0]?.value, second[0]?.value];
    });
    for (const [i, user] of users.entries()) {
      expect(answers[i]).toEqual([user, -user]);
      expect(await probe(`${keys[i]}a`)).toBe(user);
      expect(await probe(`${keys[i]}b`)).toBe(-user);
    }
    const after = groupCommitStats(db);
    const grouped = after.groupedUnits - before.groupedUnits;
    expect(grouped).toBeGreaterThanOrEqual(2);
    // One step per slot, carrying both statements of every unit in it.
    expect(after.batchRoundTrips - before.batchRoundTrips).toBe(slotsRun(before, after));
    expect(after.batchedStatements - before.batchedStatements).toBe(2 * unitsRun(before, after));
  });

  it('E1, E8: a write sent with COMMIT commits with it, or, when it fails, nothing of its transaction does', async () => {
    const writeProbe = ridingStatement(
      'riding_probe_write',
      ['text', 'integer'],
      'insert into probe (key, value) values ($1, $2)',
    );
    const insert = namedStatement('probe_insert_before', 'insert into probe (key, value) values ($1, $2)');
    const taken = probeKey();
    await database.pool.query('insert into probe (key, value) values ($1, 0)', [taken]);

    // Alone: the write rides with COMMIT; a failing one leaves nothing of the transaction behind.
    const [soloKey, soloLate, failedKey] = [probeKey(), probeKey(), probeKey()];
    await inTransaction(db, async (tx) => {
      await runNamed(tx, insert, [soloKey, 1]);
      atCommit(tx, riding(writeProbe, [soloLate, 2]));
    });
    expect([await probe(soloKey), await probe(soloLate)]).toEqual([1, 2]);
    const refused = inTransaction(db, async (tx) => {
      await runNamed(tx, insert, [failedKey, 3]);
      atCommit(tx, riding(writeProbe, [taken, 4]));
    });
    await expect(refused).rejects.toMatchObject({ code: '23505' });
    expect([await probe(failedKey), await probe(taken)]).toEqual([null, 0]);

    // In a group: the writes of every unit ride with the group's COMMIT. When one fails, nothing of
    // the group commits and each unit runs again alone, where only the failing one fails.
    const before = groupCommitStats(db);
    const users = Array.from({ length: 6 }, (_, i) => 6_800 + i);
    const keys = users.map(() => probeKey());
    const lates = users.map(() => probeKey());
    const answers = await answersOf(users, async (tx, user, i) => {
      await runNamed(tx, insert, [keys[i] ?? '', user]);
      atCommit(tx, riding(writeProbe, [i === 2 ? taken : (lates[i] ?? ''), -user]));
      return user;
    });
    expect(answers[2]).toMatchObject({ code: '23505' });
    expect(await probe(keys[2] ?? '')).toBeNull();
    expect(await probe(taken)).toBe(0);
    for (const i of [0, 1, 3, 4, 5]) {
      expect(answers[i]).toBe(users[i]);
      expect([await probe(keys[i] ?? ''), await probe(lates[i] ?? '')]).toEqual([users[i], -(users[i] ?? 0)]);
    }
    const after = groupCommitStats(db);
    expect(after.stopped - before.stopped).toBeGreaterThanOrEqual(1);
    expect(after.alone - before.alone).toBeGreaterThanOrEqual(2);

    // Without a failure, the writes add no round trip: one step (the insert) per group.
    const again = groupCommitStats(db);
    const more = users.map((user) => user + 100);
    const moreKeys = more.map(() => probeKey());
    const moreLates = more.map(() => probeKey());
    const moreAnswers = await answersOf(more, async (tx, user, i) => {
      await runNamed(tx, insert, [moreKeys[i] ?? '', user]);
      atCommit(tx, riding(writeProbe, [moreLates[i] ?? '', -user]));
      return user;
    });
    expect(moreAnswers).toEqual(more);
    for (const [i, user] of more.entries()) expect(await probe(moreLates[i] ?? '')).toBe(-user);
    const end = groupCommitStats(db);
    expect(end.groups - again.groups).toBeGreaterThanOrEqual(1);
    expect(end.batchRoundTrips - again.batchRoundTrips).toBe(slotsRun(again, end));
  });

  it('E8: a step that fails for one unit runs every unit of it again alone, where only that one fails', async () => {
    const before = groupCommitStats(db);
    const taken = probeKey();
    await database.pool.query('insert into probe (key, value) values ($1, 0)', [taken]);
    const insert = namedStatement('probe_insert_plain', 'insert into probe (key, value) values ($1, $2)');
    const users = Array.from({ length: 6 }, (_, i) => 7_000 + i);
    const keys = users.map(() => probeKey());
    const answers = await answersOf(users, async (tx, user, i) => {
      await runNamed(tx, insert, [i === 3 ? taken : (keys[i] ?? ''), user]);
      return user;
    });
    expect(answers[3]).toMatchObject({ code: '23505' });
    for (const i of [0, 1, 2, 4, 5]) {
      expect(answers[i]).toBe(users[i]);
      expect(await probe(keys[i] ?? '')).toBe(users[i]);
    }
    expect(await probe(taken)).toBe(0);
    expect(groupCommitStats(db).alone - before.alone).toBeGreaterThanOrEqual(2);
  });

  it("E8: a group whose every unit waits on its work's last statement sends COMMIT in that step's round trip", async () => {
    const insert = namedStatement(
      'probe_insert_last',
      'insert into probe (key, value) values ($1, $2) returning value',
    );
    const users = Array.from({ length: 8 }, (_, i) => 7_500 + i);
    const keys = users.map(() => probeKey());
    const read = new Map<number, unknown>();
    const before = groupCommitStats(db);
    // Every text the group's connection is sent, to count its round trips.
    const { value: results, texts } = await textsSent(() =>
      together(
        users.map(
          (user, i) => () =>
            inGroupedTransaction(
              db,
              async (tx) => {
                const [first] = await runNamed<{ value: number }>(tx, insert, [`${keys[i]}a`, user]);
                const [last] = await runNamed<{ value: number }>(tx, insert, [`${keys[i]}b`, -user], { last: true });
                return [first?.value, last?.value];
              },
              grouped(user, {
                // A read that rides after COMMIT sees what the step committed.
                withCommit: [plainRead(`select value from probe where key = ${sqlLiteral(`${keys[i]}b`)}`)],
                onCommitted: ([rows = []]) => read.set(user, rows[0]?.value),
              }),
            ),
        ),
      ),
    );
    const after = groupCommitStats(db);
    for (const [i, user] of users.entries()) {
      expect(results[i]).toEqual({ status: 'fulfilled', value: [user, -user] });
      expect([await probe(`${keys[i]}a`), await probe(`${keys[i]}b`)]).toEqual([user, -user]);
      expect(read.get(user)).toBe(-user);
    }
    expect(after.groups - before.groups).toBeGreaterThanOrEqual(1);
    expect(unitsRun(before, after)).toBe(users.length);
    // Every slot (a group, or the unit that ran alone at once) committed with its last step: BEGIN,
    // the first step, the last step with COMMIT; no COMMIT went out on its own.
    const slots = slotsRun(before, after);
    expect(after.stepCommits - before.stepCommits).toBe(slots);
    expect(after.batchRoundTrips - before.batchRoundTrips).toBe(2 * slots);
    const steps = texts.filter((t) => t.includes('execute batch_probe_insert_last'));
    expect(steps.filter((t) => /; commit(;|$)/.test(t))).toHaveLength(slots);
    expect(texts.filter((t) => t.trim().startsWith('commit'))).toHaveLength(0);
    expect(groupCommitMetricLines(db)).toContain(`db_group_commits_with_step_total ${after.stepCommits}`);
  });

  it('E8: a unit alone runs as a group of one: BEGIN, then one round trip with its statements and COMMIT', async () => {
    const insert = namedStatement(
      'probe_insert_alone',
      'insert into probe (key, value) values ($1, $2) returning value',
    );
    const user = 7_600;
    const [first, second] = [probeKey(), probeKey()];
    const before = groupCommitStats(db);
    let read: unknown;
    const { value: answer, texts } = await textsSent(() =>
      inGroupedTransaction(
        db,
        async (tx) => {
          const [a, b] = await bothOf(
            runNamed<{ value: number }>(tx, insert, [first, user]),
            runNamed<{ value: number }>(tx, insert, [second, -user], { last: true }),
          );
          return [a[0]?.value, b[0]?.value];
        },
        grouped(user, {
          withCommit: [plainRead(`select value from probe where key = ${sqlLiteral(second)}`)],
          onCommitted: ([rows = []]) => {
            read = rows[0]?.value;
          },
        }),
      ),
    );
    const after = groupCommitStats(db);
    expect(answer).toEqual([user, -user]);
    expect([await probe(first), await probe(second), read]).toEqual([user, -user, -user]);
    expect(after.single - before.single).toBe(1);
    expect(after.stepCommits - before.stepCommits).toBe(1);
    // Two round trips in all: BEGIN with the lock, then both statements, COMMIT and its read.
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/^begin.*pg_advisory_xact_lock/);
    expect(texts[1]).toMatch(
      /execute batch_probe_insert_alone\(.*; execute batch_probe_insert_alone\(.*; commit; select value/,
    );
  });

  it('E8: when a statement of the step that carries COMMIT fails, nothing of the group commits and its units run again alone', async () => {
    const insert = namedStatement('probe_insert_last_fails', 'insert into probe (key, value) values ($1, $2)');
    const taken = probeKey();
    await database.pool.query('insert into probe (key, value) values ($1, 0)', [taken]);
    const before = groupCommitStats(db);
    const users = Array.from({ length: 6 }, (_, i) => 7_700 + i);
    const keys = users.map(() => probeKey());
    const answers = await answersOf(users, async (tx, user, i) => {
      await runNamed(tx, insert, [`${keys[i]}a`, user]);
      await runNamed(tx, insert, [i === 4 ? taken : `${keys[i]}b`, -user], { last: true });
      return user;
    });
    expect(answers[4]).toMatchObject({ code: '23505' });
    expect([await probe(`${keys[4]}a`), await probe(taken)]).toEqual([null, 0]);
    for (const i of [0, 1, 2, 3, 5]) {
      expect(answers[i]).toBe(users[i]);
      expect([await probe(`${keys[i]}a`), await probe(`${keys[i]}b`)]).toEqual([users[i], -(users[i] ?? 0)]);
    }
    const after = groupCommitStats(db);
    expect(after.alone - before.alone).toBeGreaterThanOrEqual(2);
  });

  it('E8: COMMIT rides with a last step only when every unit that ended succeeded, and nothing is sent after it', async () => {
    const insert = namedStatement('probe_insert_last_refused', 'insert into probe (key, value) values ($1, $2)');
    const before = groupCommitStats(db);
    const users = Array.from({ length: 6 }, (_, i) => 7_900 + i);
    const keys = users.map(() => probeKey());
    // One unit refuses after the first step: the others' last step must not commit its write.
    const answers = await answersOf(users, async (tx, user, i) => {
      await runNamed(tx, insert, [`${keys[i]}a`, user]);
      if (i === 1) throw new Rollback(fail(Code.INSUFFICIENT_BALANCE));
      await runNamed(tx, insert, [`${keys[i]}b`, -user], { last: true });
      return user;
    });
    expect(answers[1]).toMatchObject({ ok: false, code: Code.INSUFFICIENT_BALANCE });
    expect(await probe(`${keys[1]}a`)).toBeNull();
    for (const i of [0, 2, 3, 4, 5]) {
      expect(answers[i]).toBe(users[i]);
      expect([await probe(`${keys[i]}a`), await probe(`${keys[i]}b`)]).toEqual([users[i], -(users[i] ?? 0)]);
    }
    expect(groupCommitStats(db).stopped - before.stopped).toBeGreaterThanOrEqual(1);

    // Units whose last statement is marked beside units that write with COMMIT (a keyed cover's
    // reply): the step does not carry COMMIT, and every unit commits with the group's COMMIT.
    const mixed = users.map((user) => user + 20);
    const mixedKeys = mixed.map(() => probeKey());
    const withCommit = ridingStatement(
      'riding_probe_write_mixed',
      ['text', 'integer'],
      'insert into probe (key, value) values ($1, $2)',
    );
    const mixedBefore = groupCommitStats(db);
    const mixedAnswers = await answersOf(mixed, async (tx, user, i) => {
      await runNamed(tx, insert, [`${mixedKeys[i]}a`, user]);
      if (i % 2 === 0) {
        await runNamed(tx, insert, [`${mixedKeys[i]}b`, -user], { last: true });
      } else {
        await runNamed(tx, insert, [`${mixedKeys[i]}b`, -user]);
        atCommit(tx, riding(withCommit, [`${mixedKeys[i]}c`, user]));
      }
      return user;
    });
    expect(mixedAnswers).toEqual(mixed);
    for (const [i, user] of mixed.entries()) {
      expect([await probe(`${mixedKeys[i]}a`), await probe(`${mixedKeys[i]}b`)]).toEqual([user, -user]);
      expect(await probe(`${mixedKeys[i]}c`)).toBe(i % 2 === 0 ? null : user);
    }
    // Only a unit that ran alone, with its last statement marked, may commit with its step; a group
    // with units that write with COMMIT among them does not.
    const mixedAfter = groupCommitStats(db);
    expect(mixedAfter.groups - mixedBefore.groups).toBeGreaterThanOrEqual(1);
    expect(mixedAfter.stepCommits - mixedBefore.stepCommits).toBeLessThanOrEqual(
      mixedAfter.single - mixedBefore.single,
    );

    // A statement sent after the last one (a bug) is never sent: it would run outside the transaction.
    // The first call runs alone at once; the next four form a group, unit 3 among them.
    const late = users.map(() => probeKey());
    const more = users.map((user) => user + 50);
    const lateAnswers = await answersOf(more, async (tx, user, i) => {
      await runNamed(tx, insert, [`${late[i]}a`, user], { last: true });
      if (i === 3) await runNamed(tx, insert, [`${late[i]}z`, user]);
      return user;
    });
    expect(lateAnswers[3]).toMatchObject({ message: expect.stringMatching(/after its transaction's COMMIT/) });
    expect(await probe(`${late[3]}z`)).toBeNull();
    for (const i of [0, 1, 2, 4, 5]) expect(lateAnswers[i]).toBe(more[i]);
  });

  it('E8: beside a group in flight, another starts only once enough units wait for it', async () => {
    let open = (): void => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const started = new Set<number>();
    const run = (user: number, hold = false) =>
      inGroupedTransaction(
        db,
        async (tx) => {
          started.add(user);
          if (hold) await gate;
          await write(tx, probeKey(), user);
          return user;
        },
        grouped(user),
      );
    // The first call takes a slot at once and holds it until the gate opens.
    const first = run(8_000, true);
    const waiting = Array.from({ length: EXTRA_GROUP_UNITS_MIN }, (_, i) => 8_001 + i);
    const early = waiting.slice(0, -1).map((user) => run(user));
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Fewer than EXTRA_GROUP_UNITS_MIN wait: they wait for the first rather than run beside it.
    expect([...started]).toEqual([8_000]);
    const last = run(waiting.at(-1) ?? 0);
    // One more makes a group worth running beside the first, which still holds its slot.
    expect(await Promise.all([...early, last])).toEqual(waiting);
    expect([...started].sort()).toEqual([8_000, ...waiting]);
    open();
    expect(await first).toBe(8_000);
  });

  it('E8: up to GROUPS_IN_FLIGHT_MAX groups run at once, each beyond the first once enough units wait (ADR 0020)', async () => {
    // Three slots since ADR 0020: with two, the half load's calls waited for a group of four.
    expect(GROUPS_IN_FLIGHT_MAX).toBe(3);
    expect(EXTRA_GROUP_UNITS_MIN).toBe(2);
    const held = gate();
    const started = new Set<number>();
    const run = (user: number) =>
      inGroupedTransaction(
        db,
        async (tx) => {
          started.add(user);
          await held.opened;
          await write(tx, probeKey(), user);
          return user;
        },
        grouped(user),
      );
    const startsReach = (count: number) => expect.poll(() => started.size, { timeout: 5_000 }).toBe(count);
    // Every unit holds its slot until the gate opens: the first alone, then a group in each slot left.
    const calls = [run(8_100)];
    await startsReach(1);
    let next = 8_101;
    for (let slot = 2; slot <= GROUPS_IN_FLIGHT_MAX; slot++) {
      for (let i = 0; i < EXTRA_GROUP_UNITS_MIN; i++) calls.push(run(next++));
      await startsReach(1 + (slot - 1) * EXTRA_GROUP_UNITS_MIN);
    }
    // Every slot is taken: however many wait now, nothing starts until one frees.
    const late = Array.from({ length: EXTRA_GROUP_UNITS_MIN }, () => run(next++));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(started.size).toBe(1 + (GROUPS_IN_FLIGHT_MAX - 1) * EXTRA_GROUP_UNITS_MIN);
    held.open();
    expect(await Promise.all([...calls, ...late])).toEqual(Array.from({ length: next - 8_100 }, (_, i) => 8_100 + i));
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
