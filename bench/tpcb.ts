// The database's own speed on this machine, measured beside the orders bench: TPC-B as pgbench runs
// it, by pgbench when it is installed, otherwise the same transaction through `pg`.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { backendsCpuDuringMs } from './cpu';

const run = promisify(execFile);

export interface TpcbResult {
  readonly tps: number;
  readonly latencyAvgMs: number;
  readonly tool: 'pgbench' | 'pg';
  /** For `pg`: this Node process's CPU milliseconds per transaction (client side only). */
  readonly clientCpuMsPerTx?: number;
  /** CPU milliseconds of the PostgreSQL backends per transaction (pgbench's run; null without /proc). */
  readonly postgresCpuMsPerTx?: number | null;
}

/** TPC-B's branch count; pgbench's scale. Enough branches that 64 clients rarely meet on one. */
export const TPCB_SCALE = 16;
const ACCOUNTS_PER_BRANCH = 100_000;
const TELLERS_PER_BRANCH = 10;

async function hasPgbench(): Promise<boolean> {
  try {
    await run('pgbench', ['--version']);
    return true;
  } catch {
    return false;
  }
}

/** Fills the database with pgbench's tables at `scale`. */
export async function initTpcb(url: string, scale: number): Promise<void> {
  if (await hasPgbench()) {
    await run('pgbench', ['-i', '-q', '-s', String(scale), url], { maxBuffer: 1 << 24 });
    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`
      create table pgbench_branches (bid int primary key, bbalance int, filler char(88));
      create table pgbench_tellers (tid int primary key, bid int, tbalance int, filler char(84));
      create table pgbench_accounts (aid int primary key, bid int, abalance int, filler char(84));
      create table pgbench_history (tid int, bid int, aid int, delta int, mtime timestamp, filler char(22));
      insert into pgbench_branches select b, 0 from generate_series(1, ${scale}) b;
      insert into pgbench_tellers select t, (t - 1) / ${TELLERS_PER_BRANCH} + 1, 0 from generate_series(1, ${scale * TELLERS_PER_BRANCH}) t;
      insert into pgbench_accounts select a, (a - 1) / ${ACCOUNTS_PER_BRANCH} + 1, 0, '' from generate_series(1, ${scale * ACCOUNTS_PER_BRANCH}) a;
      vacuum analyze;`);
  } finally {
    await client.end();
  }
}

/** Runs TPC-B with `clients` connections for `durationS` seconds. */
export async function runTpcb(url: string, scale: number, clients: number, durationS: number): Promise<TpcbResult> {
  if (await hasPgbench()) {
    // Its backends' CPU too: what one TPC-B transaction costs PostgreSQL, beside an order's (ADR 0009).
    const { value: stdout, cpuMs } = await backendsCpuDuringMs(
      new URL(url).pathname.slice(1),
      async () =>
        (
          await run(
            'pgbench',
            ['-n', '-M', 'prepared', '-c', String(clients), '-j', '2', '-T', String(durationS), url],
            {
              maxBuffer: 1 << 24,
            },
          )
        ).stdout,
    );
    const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
    const latency = /latency average = ([\d.]+) ms/.exec(stdout)?.[1];
    if (tps === undefined) throw new Error(`pgbench printed no tps:\n${stdout}`);
    const transactions = Number(tps) * durationS;
    return {
      tps: Number(tps),
      latencyAvgMs: Number(latency ?? Number.NaN),
      tool: 'pgbench',
      postgresCpuMsPerTx: cpuMs === null || transactions === 0 ? null : cpuMs / transactions,
    };
  }
  return await tpcbThroughPg(url, scale, clients, durationS);
}

/** TPC-B's latencies when its transactions start at a steady rate, each timed from when it was due. */
export interface PacedTpcbResult {
  readonly tps: number;
  readonly p50Ms: number;
  readonly p90Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

/** The value at quantile `q` (0–1) of ascending `sorted`, nearest rank (as bench/paced.ts's). */
function nearestRank(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

/**
 * The latencies of pgbench's per-transaction log (`-l`): its third field is the transaction's time in
 * microseconds, which under `--rate` counts from when the transaction was due (its schedule lag
 * included), as the orders' half load counts its own.
 */
export function pacedLatencies(logText: string, durationS: number): PacedTpcbResult {
  const latenciesMs = logText
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length >= 6)
    .map((fields) => Number(fields[2]) / 1000)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  return {
    tps: latenciesMs.length / durationS,
    p50Ms: nearestRank(latenciesMs, 0.5),
    p90Ms: nearestRank(latenciesMs, 0.9),
    p99Ms: nearestRank(latenciesMs, 0.99),
    maxMs: latenciesMs.at(-1) ?? Number.NaN,
  };
}

/**
 * TPC-B paced at `rateTps` through `clients` connections (pgbench `--rate`): the database's own tail
 * at the half load's rate, the half load's baseline in the same run (docs/adr/0013). Null without
 * pgbench: Node's TPC-B cannot pace its transactions as pgbench does.
 */
export async function runTpcbPaced(
  url: string,
  clients: number,
  durationS: number,
  rateTps: number,
): Promise<PacedTpcbResult | null> {
  if (!(await hasPgbench())) return null;
  const dir = mkdtempSync(join(tmpdir(), 'bench-tpcb-paced-'));
  try {
    const prefix = join(dir, 'tx');
    await run(
      'pgbench',
      ['-n', '-M', 'prepared', '-c', String(clients), '-j', '2', '-T', String(durationS), '-R', String(rateTps)].concat(
        ['-l', '--log-prefix', prefix, url],
      ),
      { maxBuffer: 1 << 24 },
    );
    const logs = readdirSync(dir).map((name) => readFileSync(join(dir, name), 'utf8'));
    return pacedLatencies(logs.join('\n'), durationS);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * pgbench's built-in "TPC-B (sort of)" script, one connection per client, prepared statements, sent
 * from Node through node-postgres: seven round trips per transaction and nothing else. Where pgbench
 * is missing it is the baseline; beside pgbench it is the ceiling any Node server with that many round
 * trips reaches on the same machine (docs/adr/0003).
 */
export async function tpcbThroughPg(
  url: string,
  scale: number,
  clients: number,
  durationS: number,
): Promise<TpcbResult> {
  const endAt = Date.now() + durationS * 1000;
  const cpuBefore = process.cpuUsage();
  let done = 0;
  let latencyTotalMs = 0;
  const random = (n: number) => 1 + Math.floor(Math.random() * n);
  const worker = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      while (Date.now() < endAt) {
        const startedAt = performance.now();
        const aid = random(scale * ACCOUNTS_PER_BRANCH);
        const tid = random(scale * TELLERS_PER_BRANCH);
        const bid = random(scale);
        const delta = random(10_001) - 5_001;
        await client.query('begin');
        await client.query({
          name: 'a',
          text: 'update pgbench_accounts set abalance = abalance + $1 where aid = $2',
          values: [delta, aid],
        });
        await client.query({ name: 'b', text: 'select abalance from pgbench_accounts where aid = $1', values: [aid] });
        await client.query({
          name: 'c',
          text: 'update pgbench_tellers set tbalance = tbalance + $1 where tid = $2',
          values: [delta, tid],
        });
        await client.query({
          name: 'd',
          text: 'update pgbench_branches set bbalance = bbalance + $1 where bid = $2',
          values: [delta, bid],
        });
        await client.query({
          name: 'e',
          text: 'insert into pgbench_history (tid, bid, aid, delta, mtime) values ($1, $2, $3, $4, current_timestamp)',
          values: [tid, bid, aid, delta],
        });
        await client.query('end');
        done += 1;
        latencyTotalMs += performance.now() - startedAt;
      }
    } finally {
      await client.end();
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
  const cpu = process.cpuUsage(cpuBefore);
  return {
    tps: done / durationS,
    latencyAvgMs: done === 0 ? Number.NaN : latencyTotalMs / done,
    tool: 'pg',
    ...(done === 0 ? {} : { clientCpuMsPerTx: (cpu.user + cpu.system) / 1000 / done }),
  };
}
