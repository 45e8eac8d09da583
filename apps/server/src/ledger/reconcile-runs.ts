import { desc, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reconcileRuns } from '../db/schema';
import { noteReconcile } from './metrics';
import { reconcile, type Violation } from './reconcile';

/**
 * The ledger proved in production (docs/SPEC.md D5): the engine leader runs `reconcile()` every
 * `RECONCILE_INTERVAL_MS` and keeps each run, so `/readyz`, `/metrics` and the console on any node
 * report the latest one, and a difference is seen within one interval of appearing.
 */

/** The default interval between two runs: the checks read every transfer once, so not more often. */
export const RECONCILE_INTERVAL_MS_DEFAULT = 5 * 60_000;
/** Runs older than this are removed by the run that follows them. */
export const RECONCILE_RUNS_KEPT_DAYS = 30;
const DAY_MS = 86_400_000;

export interface ReconcileRun {
  readonly startedAtMs: number;
  readonly finishedAtMs: number;
  readonly differences: number;
  /** The first differences found (each check reports at most VIOLATIONS_PER_CHECK_MAX). */
  readonly violations: readonly Violation[];
}

/** Runs the checks once, keeps the run, and notes it for this node's metrics. */
export async function runReconcile(db: Db, clock: () => number = Date.now): Promise<ReconcileRun> {
  const startedAtMs = clock();
  const violations = await reconcile(db);
  const run: ReconcileRun = { startedAtMs, finishedAtMs: clock(), differences: violations.length, violations };
  await db.insert(reconcileRuns).values({
    startedAt: new Date(run.startedAtMs),
    finishedAt: new Date(run.finishedAtMs),
    differences: run.differences,
    violations: run.violations,
  });
  await db
    .delete(reconcileRuns)
    .where(lt(reconcileRuns.finishedAt, new Date(startedAtMs - RECONCILE_RUNS_KEPT_DAYS * DAY_MS)));
  noteReconcile(run);
  return run;
}

function isViolationList(value: unknown): value is Violation[] {
  return (
    Array.isArray(value) &&
    value.every((v) => typeof v === 'object' && v !== null && 'invariant' in v && 'message' in v)
  );
}

/** The latest run on any node, or null before the first; notes it for this node's metrics. */
export async function lastReconcile(db: Db): Promise<ReconcileRun | null> {
  const [row] = await db.select().from(reconcileRuns).orderBy(desc(reconcileRuns.finishedAt)).limit(1);
  if (!row) return null;
  const run: ReconcileRun = {
    startedAtMs: row.startedAt.getTime(),
    finishedAtMs: row.finishedAt.getTime(),
    differences: row.differences,
    violations: isViolationList(row.violations) ? row.violations : [],
  };
  noteReconcile(run);
  return run;
}
