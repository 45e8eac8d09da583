import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { History } from './history';
import type { CallStats } from './http-client';
import {
  ADMIN_PASSWORD,
  customerLoop,
  deskLoop,
  type LoadContext,
  openDesk,
  openGroupOfferings,
  registerCustomer,
} from './load';
import type { Customer } from './operations';
import { rngFor } from './rng';
import { ChaosServer } from './server-process';
import { verifyRun } from './verify';

const KILL_JITTER_MS = 400;
/** A window whose clients answer nothing for this long is killed anyway (and the run says so). */
const WINDOW_MAX_MS = 240_000;

/**
 * One crash run (docs/SPEC.md D6): the real server on its embedded PostgreSQL, customers and a staff
 * desk loading it, and a killer that SIGKILLs the server at random moments — at least once, and at
 * random more often, together with its PostgreSQL — and starts it again at once. Clients ask again
 * with the same requestId until answered. Then the checks of verify.ts. A failed run keeps its seed,
 * its history, the server's logs and its data directory, and says where.
 */

export interface CrashTestOptions {
  seed: number;
  kills: number;
  customers: number;
  /**
   * Operations answered between one restart and the next kill, drawn from this range; the kill then
   * comes at a random moment up to KILL_JITTER_MS later, while the other clients are mid-call. Counted
   * in operations rather than time, so a slow, loaded machine still loads every window.
   */
  operationsBetweenKills: readonly [number, number];
  /** The chance that a kill takes PostgreSQL with it (one kill of each run always does). */
  postgresKillChance: number;
  /**
   * Parallel loops of one more customer who never pauses (E10): a flood of every operation from one
   * account, refused 429 beyond its bounds, while the others' work is checked as before (0 = none).
   */
  floodLoops?: number;
  /** Where a failed run keeps what it knows (default: the temp dir's demo-chaos-failures). */
  artifactsRoot?: string;
  /** Progress lines (kills, restarts). */
  say?: (line: string) => void;
}

export interface CrashTestReport {
  seed: number;
  customers: number;
  /** Operations answered (customers' and the desk's), and of them acknowledged with code 200. */
  operations: number;
  acknowledged: number;
  kills: number;
  postgresKills: number;
  firstStartMs: number;
  restartMs: number[];
  /** Per operation of the catalogue (and the desk's), how many were acknowledged and how many refused. */
  byOperation: Record<string, { acknowledged: number; refused: number }>;
  /** Attempts that got no answer and were asked again. */
  retriedAttempts: number;
  /** Operations that needed more than one attempt. */
  retriedOperations: number;
  /** Operations refused with 429 (E10: the flooder's beyond its bounds, or anyone's beyond a limit). */
  tooManyRequests: number;
  durationMs: number;
  problems: string[];
  differences: string[];
  /** Where a failed run's seed, history, logs and data are; null for a run that passed. */
  artifactsDir: string | null;
}

export async function runCrashTest(options: CrashTestOptions): Promise<CrashTestReport> {
  const say = options.say ?? (() => undefined);
  const startedMs = Date.now();
  const rng = rngFor(options.seed, 'run');
  const killer = rngFor(options.seed, 'killer');
  const server = await ChaosServer.create({
    env: {
      ADMIN_INITIAL_PASSWORD: ADMIN_PASSWORD,
      // A load generator places orders faster than O9 lets one person; order-create-limits.test.ts proves O9.
      ORDER_CREATE_LIMITS: 'off',
    },
  });
  const stats: CallStats = { unanswered: 0, serverErrors: [] };
  const history = new History();
  const ctx: LoadContext = { server, history, stats };
  const problems: string[] = [];
  const differences: string[] = [];
  const restartMs: number[] = [];
  let postgresKills = 0;
  let firstStartMs = 0;
  let running = true;

  try {
    firstStartMs = await server.start();
    say(`seed ${options.seed}: first start served in ${firstStartMs} ms; setting up ${options.customers} customers`);
    const desk = await openDesk(ctx, rng);
    await openGroupOfferings(ctx);
    const customers: Customer[] = [];
    for (let i = 1; i <= options.customers; i++)
      customers.push(await registerCustomer(ctx, desk, `customer-${i}`, rngFor(options.seed, `setup-${i}`)));

    const flooder =
      (options.floodLoops ?? 0) > 0
        ? await registerCustomer(ctx, desk, 'flooder', rngFor(options.seed, 'setup-flooder'))
        : null;
    const floods = flooder
      ? Array.from({ length: options.floodLoops ?? 0 }, (_, i) =>
          customerLoop(ctx, flooder, rngFor(options.seed, `flood-${i}`), () => running, undefined, 0),
        )
      : [];
    const loops = [
      ...customers.map((c) => customerLoop(ctx, c, rngFor(options.seed, c.name), () => running)),
      ...floods,
      deskLoop(ctx, desk, rngFor(options.seed, 'desk'), () => running),
    ].map((loop) => loop.catch((error: unknown) => void problems.push(`a client gave up: ${String(error)}`)));

    const postgresKillAt = killer.int(1, options.kills);
    for (let kill = 1; kill <= options.kills && problems.length === 0; kill++) {
      const due = history.records.length + killer.int(...options.operationsBetweenKills);
      const windowStartedMs = Date.now();
      while (history.records.length < due && problems.length === 0) {
        if (Date.now() - windowStartedMs > WINDOW_MAX_MS) {
          problems.push(
            `kill ${kill}: the clients answered ${due - history.records.length} operations too few in ${WINDOW_MAX_MS} ms`,
          );
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      if (problems.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, killer.int(0, KILL_JITTER_MS)));
      const withPostgres = kill === postgresKillAt || killer.chance(options.postgresKillChance);
      const answeredBefore = history.records.length;
      await server.kill(withPostgres);
      if (withPostgres) postgresKills += 1;
      const tookMs = await server.start();
      restartMs.push(tookMs);
      say(
        `kill ${kill}/${options.kills}${withPostgres ? ' (with PostgreSQL)' : ''} after ${answeredBefore} operations: served again in ${tookMs} ms`,
      );
    }
    // Some load after the last restart, then every client finishes what it has in hand.
    const last = history.records.length + options.operationsBetweenKills[0];
    const lastStartedMs = Date.now();
    while (history.records.length < last && problems.length === 0 && Date.now() - lastStartedMs < WINDOW_MAX_MS)
      await new Promise((resolve) => setTimeout(resolve, 20));
    running = false;
    await Promise.all(loops);

    for (const error of stats.serverErrors) problems.push(`HTTP ${error.status} from ${error.path}: ${error.text}`);
    const verification = await verifyRun(await server.databaseUrl(), history);
    problems.push(...verification.problems);
    differences.push(...verification.differences);
  } catch (error) {
    problems.push(`the run stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  } finally {
    running = false;
  }

  const failed = problems.length > 0 || differences.length > 0;
  const report: CrashTestReport = {
    seed: options.seed,
    customers: options.customers,
    operations: history.records.length,
    acknowledged: history.records.filter((r) => r.code === 200).length,
    byOperation: countByOperation(history),
    kills: restartMs.length,
    postgresKills,
    firstStartMs,
    restartMs,
    retriedAttempts: stats.unanswered + stats.serverErrors.length,
    retriedOperations: history.records.filter((r) => r.attempts > 1).length,
    tooManyRequests: history.records.filter((r) => r.code === 429).length,
    durationMs: Date.now() - startedMs,
    problems,
    differences,
    artifactsDir: null,
  };
  if (failed) {
    const dir = join(
      options.artifactsRoot ?? join(tmpdir(), 'demo-chaos-failures'),
      `seed-${options.seed}-${new Date().toISOString().replace(/[:.]/g, '-')}`,
    );
    await mkdir(dir, { recursive: true });
    report.artifactsDir = dir;
    await writeFile(join(dir, 'seed.txt'), `${options.seed}\n`);
    await writeFile(join(dir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
    await writeFile(join(dir, 'history.jsonl'), history.toJsonLines());
    await writeFile(join(dir, 'server.log'), server.log());
    await writeFile(
      join(dir, 'data-dir.txt'),
      `DATA_DIR ${server.dataDir}\ncluster ${await server.pgDir().catch(() => 'unknown')}\n`,
    );
    say(`FAILED: seed ${options.seed}; its history, server logs and data are kept in ${dir}`);
  }
  await server.stop(failed);
  return report;
}

/** A seed from CHAOS_SEED, or a fresh one (printed by the caller, so a failure can be replayed). */
export function seedFromEnv(): number {
  const fromEnv = process.env.CHAOS_SEED;
  if (fromEnv !== undefined && fromEnv !== '') {
    const seed = Number.parseInt(fromEnv, 10);
    if (!Number.isSafeInteger(seed)) throw new Error(`CHAOS_SEED must be an integer, not ${fromEnv}`);
    return seed;
  }
  return Math.floor(Math.random() * 2 ** 31);
}

/** How many of each operation were acknowledged and refused, for the report. */
function countByOperation(history: History): Record<string, { acknowledged: number; refused: number }> {
  const counts: Record<string, { acknowledged: number; refused: number }> = {};
  for (const record of history.records) {
    const count = counts[record.op] ?? { acknowledged: 0, refused: 0 };
    if (record.code === 200) count.acknowledged += 1;
    else count.refused += 1;
    counts[record.op] = count;
  }
  return counts;
}
