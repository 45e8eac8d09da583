import type pg from 'pg';
import type { Failure } from '../lib/result';
import type { Db, Tx } from './client';
import { batchNamedOn, plainRead, type RidingRead } from './prepared';
import { type CommitTail, StatementBatch, type StepCommit } from './statement-batch';
import {
  advisoryLockText,
  beginText,
  IN_FAILED_TRANSACTION,
  inTransaction,
  isFailure,
  PreparedUnknown,
  queueQueries,
  Rollback,
  sqlState,
  stillAborted,
  type TransactionOptions,
  transactionHandle,
  withRiding,
} from './transaction';

/**
 * Group commit (docs/adr/0009, SPEC E8): the transactions of different users that wait at the same
 * moment share one PostgreSQL transaction, so BEGIN, the locks' round trip, COMMIT and its reads,
 * and PostgreSQL's work per transaction are paid once per group instead of once per order. Each
 * user's work runs as it would alone, on its own handle; the units' named statements go out
 * together, one round trip per step (db/statement-batch.ts). A group commits only when every unit in
 * it succeeded; otherwise a refusal is answered as it stands and the others run again (ADR 0009,
 * "How a group fails"). A group holds at most one unit per advisory lock (one per user); up to
 * GROUPS_IN_FLIGHT_MAX run at once per pool, so under light load every transaction runs at once as a
 * group of one (docs/adr/0014). The work must be repeatable, as for `inTransaction`'s retries.
 */

/** Units in one group at most. */
export const GROUP_UNITS_MAX = 16;
/**
 * Groups (or lone transactions) running at once per pool. Two: while one group's statements run in
 * PostgreSQL, Node runs the next group's work, and at 16 clients the orders bench went from 770–880
 * to 1 000–1 210 transactions a second (docs/adr/0010). Three, with EXTRA_GROUP_UNITS_MIN at 2: the
 * half load's median reply halved and 16 clients were as fast or faster (docs/adr/0020).
 */
export const GROUPS_IN_FLIGHT_MAX = 3;
/**
 * Units that must be waiting before a group starts beside one already in flight. With nothing in
 * flight, a single call starts at once; beside a group, only a group of at least this many: a call
 * alone beside groups costs more per order than waiting for a slot to free (with 1, a thousand calls
 * of a 16-client load ran alone beside groups, and the rate was that of one group in flight, ADR
 * 0010), while two waiting calls no longer wait for a group of four to gather (ADR 0020).
 */
export const EXTRA_GROUP_UNITS_MIN = 2;
/** How long a group, or a lone unit in the slot, waits for any lock before it gives the slot up. */
export const GROUP_LOCK_TIMEOUT_MS = 50;

type Work<T> = (tx: Tx, began: ReadonlyArray<readonly pg.QueryResultRow[]>) => Promise<T>;

interface Unit {
  readonly key: string;
  readonly lock: readonly [number, number];
  readonly work: Work<unknown>;
  readonly options: TransactionOptions;
  settled: boolean;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

/** How one unit's work in a group ended. */
type Outcome =
  | {
      readonly kind: 'done';
      readonly unit: Unit;
      readonly value: unknown;
      readonly committed: () => void;
      /** Writes the unit sends with COMMIT (`atCommit`). */
      readonly atCommit: readonly RidingRead[];
    }
  | { readonly kind: 'refused'; readonly unit: Unit; readonly failure: Failure }
  | { readonly kind: 'aborted'; readonly unit: Unit }
  | { readonly kind: 'failed'; readonly unit: Unit; readonly error: unknown };

/** After a slot: units that run again alone (outside the slots), and units that queue again, first. */
interface Next {
  readonly alone: Unit[];
  readonly again: Unit[];
}

/** What a pool's group commits have done: for tests and the operator's view of the load. */
export interface GroupCommitStats {
  /** Groups of two units or more that committed. */
  groups: number;
  /** Units committed in such groups. */
  groupedUnits: number;
  /** Units that ran in a slot alone, as a group of one (which `groups` does not count). */
  single: number;
  /** Groups rolled back because a unit in them did not succeed (the others queued again). */
  stopped: number;
  /** Units run again alone after their group (or their slot) gave up. */
  alone: number;
  /** Round trips that carried the units' named statements together, and those statements. */
  batchRoundTrips: number;
  batchedStatements: number;
  /** Slots (groups, and units alone) whose COMMIT went out with their last step (docs/adr/0013, 0014). */
  stepCommits: number;
}

function answer(unit: Unit, value: unknown): void {
  if (unit.settled) return;
  unit.settled = true;
  unit.resolve(value);
}

function refuse(unit: Unit, error: unknown): void {
  if (unit.settled) return;
  unit.settled = true;
  unit.reject(error);
}

function compareLocks(a: Unit, b: Unit): number {
  return a.lock[0] - b.lock[0] || a.lock[1] - b.lock[1];
}

class Grouper {
  private readonly queue: Unit[] = [];
  /** Keys with a unit in flight (in a slot or running alone). */
  private readonly running = new Set<string>();
  private inFlight = 0;
  readonly stats: GroupCommitStats = {
    groups: 0,
    groupedUnits: 0,
    single: 0,
    stopped: 0,
    alone: 0,
    batchRoundTrips: 0,
    batchedStatements: 0,
    stepCommits: 0,
  };

  constructor(private readonly db: Db) {}

  submit(unit: Unit): void {
    this.queue.push(unit);
    this.pump();
  }

  private pump(): void {
    while (this.inFlight < GROUPS_IN_FLIGHT_MAX) {
      const units = this.take(this.inFlight === 0 ? 1 : EXTRA_GROUP_UNITS_MIN);
      if (units.length === 0) return;
      this.inFlight += 1;
      for (const unit of units) this.running.add(unit.key);
      void this.runSlot(units);
    }
  }

  /**
   * The queue's first units of distinct keys with nothing in flight, at most GROUP_UNITS_MAX, or
   * none when fewer than `min` are ready.
   */
  private take(min: number): Unit[] {
    const taken: Unit[] = [];
    const keys = new Set<string>();
    for (const unit of this.queue) {
      if (taken.length >= GROUP_UNITS_MAX) break;
      if (this.running.has(unit.key) || keys.has(unit.key)) continue;
      keys.add(unit.key);
      taken.push(unit);
    }
    if (taken.length < min) return [];
    const chosen = new Set(taken);
    for (let index = this.queue.length - 1; index >= 0; index--) {
      const unit = this.queue[index];
      if (unit && chosen.has(unit)) this.queue.splice(index, 1);
    }
    return taken;
  }

  private async runSlot(units: Unit[]): Promise<void> {
    let next: Next = { alone: [], again: [] };
    try {
      next = await this.runGroup(units);
    } catch (error) {
      for (const unit of units) refuse(unit, error);
    } finally {
      this.inFlight -= 1;
      for (const unit of units) if (!next.alone.includes(unit)) this.running.delete(unit.key);
      this.queue.unshift(...next.again);
      for (const unit of next.alone) this.runAlone(unit);
      this.pump();
    }
  }

  /** A unit outside the slots, as `inTransaction` runs it, waiting for its locks as long as they take. */
  private runAlone(unit: Unit): void {
    this.stats.alone += 1;
    inTransaction(this.db, unit.work, unit.options)
      .then(
        (value) => answer(unit, value),
        (error: unknown) => refuse(unit, error),
      )
      .finally(() => {
        this.running.delete(unit.key);
        this.pump();
      });
  }

  /** Runs a group (of one unit or more); answers which units run again, alone or in the next group. */
  private async runGroup(units: Unit[]): Promise<Next> {
    const sorted = [...units].sort(compareLocks);
    const ofOne = sorted.length === 1;
    if (ofOne) this.stats.single += 1;
    const client = await this.db.$client.connect();
    let broken: Error | undefined;
    let outcomes: Outcome[];
    let stepCommit: StepCommit | undefined;
    try {
      // BEGIN's round trip: every unit's lock and reads, in lock order.
      const reads: RidingRead[] = [];
      for (const unit of sorted) reads.push(plainRead(advisoryLockText(unit.lock)), ...(unit.options.withBegin ?? []));
      const began = await withRiding(client, beginText({ lockTimeoutMs: GROUP_LOCK_TIMEOUT_MS }), reads);
      let at = 0;
      // The units' work at once: their named statements go out together, one round trip per step
      // (db/statement-batch.ts), and any other statement queues on the one connection.
      const restore = queueQueries(client);
      // How each unit's work ended, as it ends: the last step carries COMMIT only once every unit
      // that ended succeeded and left nothing to write with COMMIT (docs/adr/0013).
      const ended: Array<Outcome | undefined> = sorted.map(() => undefined);
      const tail: CommitTail = {
        reads: sorted.flatMap((unit) => unit.options.withCommit ?? []),
        ready: () => ended.every((o) => o === undefined || (o.kind === 'done' && o.atCommit.length === 0)),
      };
      const batch = new StatementBatch(client, sorted.length, tail);
      try {
        outcomes = await Promise.all(
          sorted.map((unit, index) => {
            const count = unit.options.withBegin?.length ?? 0;
            const rows = began.slice(at + 1, at + 1 + count);
            at += 1 + count;
            return this.runUnit(unit, client, rows, index, batch, ended);
          }),
        );
      } finally {
        restore();
        broken = batch.broken;
        this.stats.batchRoundTrips += batch.roundTrips;
        this.stats.batchedStatements += batch.statements;
      }
      stepCommit = batch.commit;
    } catch (thrown) {
      // The group itself failed: nothing of it committed, and every unit not answered runs again alone.
      if (thrown instanceof PreparedUnknown) broken = thrown;
      await this.rollback(client, broken);
      return { alone: sorted.filter((unit) => !unit.settled), again: [] };
    }
    if (stepCommit?.kind === 'unknown') {
      // As `inTransaction` answers a failed COMMIT: thrown, to every unit that was in it.
      const error = stepCommit.error;
      for (const unit of sorted) refuse(unit, error);
      client.release(error instanceof Error ? error : new Error(String(error)));
      return { alone: [], again: [] };
    }
    if (stepCommit?.kind === 'committed') {
      this.stats.stepCommits += 1;
      this.answerCommitted(outcomes, stepCommit.read, client, broken, { withStep: true });
      return { alone: [], again: [] };
    }
    if (outcomes.some((o) => o.kind !== 'done')) {
      // A unit did not succeed: nothing of the group commits. A refusal is answered as it stands, a
      // unit that failed runs again alone, and the others form the next group.
      if (!ofOne) this.stats.stopped += 1;
      await this.rollback(client, broken);
      for (const o of outcomes) if (o.kind === 'refused') answer(o.unit, o.failure);
      return {
        alone: outcomes.filter((o) => o.kind === 'failed').map((o) => o.unit),
        again: outcomes.filter((o) => o.kind === 'done' || o.kind === 'aborted').map((o) => o.unit),
      };
    }
    return this.commitGroup(client, outcomes, broken, ofOne);
  }

  /** COMMIT of a group whose every unit ended done, with the writes they left for it. */
  private async commitGroup(
    client: pg.PoolClient,
    outcomes: Outcome[],
    broken: Error | undefined,
    ofOne: boolean,
  ): Promise<Next> {
    const done = outcomes.filter((o) => o.kind === 'done');
    const writes = done.flatMap((d) => d.atCommit);
    let read: pg.QueryResultRow[][];
    try {
      read = await withRiding(
        client,
        'commit',
        done.flatMap((d) => d.unit.options.withCommit ?? []),
        writes,
      );
    } catch (error) {
      if (writes.length > 0 && (await stillAborted(client))) {
        // A write sent ahead of COMMIT failed, so the COMMIT did not run: nothing of the group
        // committed. Whose write failed is not known; each unit runs again alone, where an error
        // is its own.
        if (!ofOne) this.stats.stopped += 1;
        await this.rollback(client, error instanceof PreparedUnknown ? error : undefined);
        return { alone: done.map((d) => d.unit), again: [] };
      }
      // As `inTransaction` answers a failed COMMIT: thrown, to every unit that was in it.
      for (const { unit } of done) refuse(unit, error);
      client.release(error instanceof Error ? error : new Error(String(error)));
      return { alone: [], again: [] };
    }
    this.answerCommitted(done, read, client, broken, { withStep: false });
    return { alone: [], again: [] };
  }

  /**
   * After the group committed: each unit's COMMIT reads and its answer, and the connection back.
   * After a step that carried COMMIT, a unit that did not end done, or that left a write for COMMIT,
   * is a bug (its last statement was not its last): it is answered its error, though what it wrote
   * committed.
   */
  private answerCommitted(
    outcomes: readonly Outcome[],
    read: readonly pg.QueryResultRow[][],
    client: pg.PoolClient,
    broken: Error | undefined,
    how: { readonly withStep: boolean },
  ): void {
    try {
      const done = outcomes.filter((o) => o.kind === 'done');
      // A group of one is counted as `single` when it starts.
      if (outcomes.length > 1) {
        this.stats.groups += 1;
        this.stats.groupedUnits += done.length;
      }
      let at = 0;
      for (const outcome of outcomes) {
        const { unit } = outcome;
        const count = unit.options.withCommit?.length ?? 0;
        const rows = read.slice(at, at + count);
        at += count;
        if (outcome.kind !== 'done' || (how.withStep && outcome.atCommit.length > 0)) {
          const error = outcome.kind === 'failed' ? outcome.error : undefined;
          refuse(unit, error ?? new Error(`a grouped transaction ended ${outcome.kind} after its COMMIT went out`));
          continue;
        }
        outcome.committed();
        try {
          unit.options.onCommitted?.(rows);
          answer(unit, outcome.value);
        } catch (error) {
          refuse(unit, error);
        }
      }
    } finally {
      client.release(broken);
    }
  }

  /** One unit's work in the group's transaction, on a handle of its own. */
  private async runUnit(
    unit: Unit,
    client: pg.PoolClient,
    began: ReadonlyArray<readonly pg.QueryResultRow[]>,
    index: number,
    batch: StatementBatch,
    ended: Array<Outcome | undefined>,
  ): Promise<Outcome> {
    const { handle, committed, atCommitWrites } = transactionHandle(this.db, client);
    batchNamedOn(handle, (statement, values, options) => batch.run(index, statement, values, options));
    const outcome = await this.unitOutcome(unit, handle, began, committed, atCommitWrites);
    ended[index] = outcome;
    batch.done();
    return outcome;
  }

  private async unitOutcome(
    unit: Unit,
    handle: Tx,
    began: ReadonlyArray<readonly pg.QueryResultRow[]>,
    committed: () => void,
    atCommitWrites: () => readonly RidingRead[],
  ): Promise<Outcome> {
    try {
      const value = await unit.work(handle, began);
      return isFailure(value)
        ? { kind: 'refused', unit, failure: value }
        : { kind: 'done', unit, value, committed, atCommit: atCommitWrites() };
    } catch (thrown) {
      if (thrown instanceof Rollback) return { kind: 'refused', unit, failure: thrown.failure };
      // Another unit's error aborted the transaction under this one: it runs again in the next group.
      if (sqlState(thrown) === IN_FAILED_TRANSACTION) return { kind: 'aborted', unit };
      return { kind: 'failed', unit, error: thrown };
    }
  }

  /** Rolls the group back and gives its connection back (dropped when it is broken). */
  private async rollback(client: pg.PoolClient, broken: Error | undefined): Promise<void> {
    let fault = broken;
    try {
      await client.query('rollback');
    } catch (rollbackError) {
      fault = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    }
    client.release(fault);
  }
}

const grouperOf = new WeakMap<object, Grouper>();

function grouperFor(db: Db): Grouper {
  let grouper = grouperOf.get(db.$client);
  if (!grouper) {
    grouper = new Grouper(db);
    grouperOf.set(db.$client, grouper);
  }
  return grouper;
}

/** The group commits of this database's pool so far. */
export function groupCommitStats(db: Db): GroupCommitStats {
  return { ...grouperFor(db).stats };
}

/** Prometheus text lines of the pool's group commits, for `/metrics` (modules/health). */
export function groupCommitMetricLines(db: Db): string[] {
  const stats = groupCommitStats(db);
  return [
    '# HELP db_group_commits_total Transactions of two or more users committed as one group.',
    '# TYPE db_group_commits_total counter',
    `db_group_commits_total ${stats.groups}`,
    '# HELP db_group_commit_units_total Grouped transactions by how they ran: committed in a group, alone in the slot, or again alone after their group gave up.',
    '# TYPE db_group_commit_units_total counter',
    `db_group_commit_units_total{ran="grouped"} ${stats.groupedUnits}`,
    `db_group_commit_units_total{ran="single"} ${stats.single}`,
    `db_group_commit_units_total{ran="alone"} ${stats.alone}`,
    '# HELP db_group_commits_stopped_total Groups rolled back because one transaction in them did not succeed.',
    '# TYPE db_group_commits_stopped_total counter',
    `db_group_commits_stopped_total ${stats.stopped}`,
    '# HELP db_group_commit_batches_total Round trips that carried the named statements of grouped units together.',
    '# TYPE db_group_commit_batches_total counter',
    `db_group_commit_batches_total ${stats.batchRoundTrips}`,
    '# HELP db_group_commit_batched_statements_total Named statements of grouped units sent in those round trips.',
    '# TYPE db_group_commit_batched_statements_total counter',
    `db_group_commit_batched_statements_total ${stats.batchedStatements}`,
    '# HELP db_group_commits_with_step_total Groups, and transactions alone in a slot, whose COMMIT went out in the round trip of their last statements.',
    '# TYPE db_group_commits_with_step_total counter',
    `db_group_commits_with_step_total ${stats.stepCommits}`,
  ];
}

/**
 * `inTransaction`, in a group commit with other users' transactions when `options.groupCommit` is
 * set (with an advisory lock, read committed, not read only); otherwise `inTransaction` itself.
 */
export async function inGroupedTransaction<T>(
  db: Db,
  work: Work<T>,
  options: TransactionOptions = {},
): Promise<T | Failure> {
  const lock = options.advisoryLock;
  if (
    !options.groupCommit ||
    !lock ||
    options.readOnly ||
    (options.isolation ?? 'read committed') !== 'read committed'
  ) {
    return await inTransaction(db, work, options);
  }
  return await new Promise<T | Failure>((resolve, reject) => {
    grouperFor(db).submit({
      key: `${lock[0]}:${lock[1]}`,
      lock,
      work,
      options,
      settled: false,
      resolve: (value) => resolve(value as T | Failure), // Sound: the value `work` answered, or its failure.
      reject,
    });
  });
}
