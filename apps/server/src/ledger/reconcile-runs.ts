import { desc, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reconcileRuns } from '../db/schema';
import { noteReconcile } from './metrics';
import { type ProofScope, proveLedger, type Violation } from './reconcile';

/**
 * The ledger proved in production (docs/SPEC.md D5): the engine leader runs `reconcile()` every
 * `RECONCILE_INTERVAL_MS` and keeps each run, so `/readyz`, `/metrics` and the console on any node
 * report the latest one, and a difference is seen within one interval of appearing.
 */

/**
 * The default interval between two runs. A run checks the transfers written since the last clean
 * one (docs/adr/0019), and every FULL_PROOF_EVERY_MS all of them.
 */
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
  /** Every transfer, or those since the last clean run's horizon. */
  readonly scope: ProofScope;
  readonly transfersChecked: number;
}

/**
 * Runs the proof once (`proveLedger`: from the horizon, or every transfer when `full` or when due),
 * keeps the run, and notes it for this node's metrics.
 */
export async function runReconcile(
  db: Db,
  options: { readonly full?: boolean; readonly clock?: () => number } = {},
): Promise<ReconcileRun> {
  const clock = options.clock ?? Date.now;
  const startedAtMs = clock();
  const proof = await proveLedger(db, { full: options.full === true });
  const run: ReconcileRun = {
    startedAtMs,
    finishedAtMs: clock(),
    differences: proof.violations.length,
    violations: proof.violations,
    scope: proof.scope,
    transfersChecked: proof.transfersChecked,
  };
  await db.insert(reconcileRuns).values({
    startedAt: new Date(run.startedAtMs),
    finishedAt: new Date(run.finishedAtMs),
    differences: run.differences,
    violations: run.violations,
    scope: run.scope,
    transfersChecked: run.transfersChecked,
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
    scope: row.scope,
    transfersChecked: row.transfersChecked,
  };
  noteReconcile(run);
  return run;
}
