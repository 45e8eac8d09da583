// `npm run test:chaos`: the long crash test (docs/SPEC.md D7, docs/RELIABILITY.md). Runs
// CHAOS_RUNS runs (default 10) in a row of CHAOS_KILLS kills each (default 20), stops at the first
// failure (whose seed, history, logs and data it keeps), and prints the figures as a table for
// docs/RELIABILITY.md. CHAOS_SEED fixes the first run's seed (the others follow from it).
import { appendFileSync } from 'node:fs';
import { cpus, hostname, loadavg, totalmem } from 'node:os';
import { type CrashTestReport, runCrashTest, seedFromEnv } from './crash-test';

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number.parseInt(raw, 10);
  if (!(value > 0)) throw new Error(`${name} must be a positive integer, not ${raw}`);
  return value;
}

const runs = positive('CHAOS_RUNS', 10);
const kills = positive('CHAOS_KILLS', 20);
const customers = positive('CHAOS_CUSTOMERS', 4);
const firstSeed = seedFromEnv();
const say = (line: string) => process.stdout.write(`[chaos] ${line}\n`);

const cpu = cpus()[0]?.model ?? 'unknown CPU';
/** Timings and load averages for the report, to one decimal place: durations, not money. */
const oneDecimal = new Intl.NumberFormat('en', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  useGrouping: false,
});
const load = () =>
  loadavg()
    .map((l) => oneDecimal.format(l))
    .join(' ');
say(
  `${new Date().toISOString()} on ${hostname()}: ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, ` +
    `node ${process.version}, load ${load()}`,
);
say(`${runs} runs of ${kills} kills, ${customers} customers and a staff desk; first seed ${firstSeed}`);

const reports: CrashTestReport[] = [];
for (let run = 1; run <= runs; run++) {
  const seed = firstSeed + run - 1;
  say(`run ${run}/${runs}, seed ${seed} (replay with CHAOS_SEED=${seed} CHAOS_RUNS=1)`);
  const report = await runCrashTest({
    seed,
    kills,
    customers,
    operationsBetweenKills: [15, 45],
    postgresKillChance: 0.25,
    say,
  });
  reports.push(report);
  // One JSON line per finished run, so the figures survive a long series that is stopped midway.
  if (process.env.CHAOS_REPORT_FILE)
    appendFileSync(
      process.env.CHAOS_REPORT_FILE,
      `${JSON.stringify({ ...report, at: new Date().toISOString(), load: loadavg() })}\n`,
    );
  const failed = report.problems.length > 0 || report.differences.length > 0;
  for (const line of [...report.problems, ...report.differences].slice(0, 50)) say(`  ✗ ${line}`);
  if (failed) {
    say(`run ${run} FAILED (seed ${seed}); kept in ${report.artifactsDir}`);
    process.exitCode = 1;
    break;
  }
  say(
    `run ${run} passed: ${report.operations} operations (${report.acknowledged} acknowledged, ${report.retriedOperations} retried), ` +
      `${report.kills} kills (${report.postgresKills} with PostgreSQL), restarts ${report.restartMs.join(' ')} ms, reconcile clean`,
  );
  say(
    `  by operation (acknowledged/refused): ${Object.entries(report.byOperation)
      .map(([op, c]) => `${op} ${c.acknowledged}/${c.refused}`)
      .join(', ')}`,
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const seconds = (ms: number) => oneDecimal.format(ms / 1000);
process.stdout.write(
  '\n| run | seed | operations | acknowledged | retried | kills | with PostgreSQL | restart median / max (s) | first start (s) | run (min) | result |\n' +
    '|---|---|---|---|---|---|---|---|---|---|---|\n',
);
reports.forEach((r, i) => {
  const ok = r.problems.length === 0 && r.differences.length === 0;
  process.stdout.write(
    `| ${i + 1} | ${r.seed} | ${r.operations} | ${r.acknowledged} | ${r.retriedOperations} | ${r.kills} | ${r.postgresKills} | ` +
      `${seconds(median(r.restartMs))} / ${seconds(Math.max(0, ...r.restartMs))} | ${seconds(r.firstStartMs)} | ` +
      `${oneDecimal.format(r.durationMs / 60_000)} | ${ok ? 'pass' : 'FAIL'} |\n`,
  );
});
const all = reports.flatMap((r) => r.restartMs);
process.stdout.write(
  `\nIn all: ${reports.reduce((s, r) => s + r.operations, 0)} operations, ` +
    `${reports.reduce((s, r) => s + r.acknowledged, 0)} acknowledged, ${all.length} kills ` +
    `(${reports.reduce((s, r) => s + r.postgresKills, 0)} with PostgreSQL), restart median ${seconds(median(all))} s, ` +
    `max ${seconds(Math.max(0, ...all))} s; load at the end ${load()}\n`,
);
