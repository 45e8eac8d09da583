// A statement of 50,000 ledger records (docs/SPEC.md ST8): one customer's real account given 50,000
// records over 300 days, then its P&L and ledger statement downloaded as CSV and as PDF through the
// running server. The verdict: each file in under 10 s, and the server's resident memory while the
// 50,000-record files stream grows no more than MEMORY_GROWTH_MAX_MB over what a 5,000-record
// statement (the last 30 days) costs, i.e. memory stays flat with the length. Run:
// `npm run bench statement`.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createBenchTrader, openDatabase } from '@demo/server';
import pg from 'pg';
import { startServer } from '../e2e/support/server';
import { recordRows } from './report';

const RECORDS = 50_000;
const SPAN_DAYS = 300;
const SECONDS_MAX = 10;
const MEMORY_GROWTH_MAX_MB = 64;
const DAY_MS = 86_400_000;

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The server's resident set in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/**
 * The customer's 50,000 records, written straight into the ledger in one statement: alternately a
 * deposit of 200.00 and a withdrawal of 100.00, each with the balance after it, spread evenly over
 * SPAN_DAYS up to now. Writing them through the API would take the bench's whole budget.
 */
async function seedRecords(pool: pg.Pool, userId: number, nowMs: number): Promise<void> {
  const [account] = (
    await pool.query<{ id: number }>(
      `insert into ledger_accounts (user_id, kind, currency) values ($1, 'available', 'INR')
       on conflict (user_id, kind, currency) do update set kind = excluded.kind returning id`,
      [userId],
    )
  ).rows;
  const [house] = (
    await pool.query<{ id: number }>(
      `insert into ledger_accounts (user_id, kind, currency) values (null, 'client_money', 'INR')
       on conflict (user_id, kind, currency) do update set kind = excluded.kind returning id`,
    )
  ).rows;
  if (!account || !house) throw new Error('no accounts');
  const stepMs = Math.floor((SPAN_DAYS * DAY_MS) / RECORDS);
  await pool.query(
    `insert into ledger_transfers (idempotency_id, posting_id, debit_account_id, credit_account_id, amount_minor,
       type, ref, debit_balance_after_minor, credit_balance_after_minor, currency, created_at)
     select 'bench-statement:' || i, 'bench-statement:' || i,
       case when i % 2 = 1 then $2::int else $1::int end, case when i % 2 = 1 then $1::int else $2::int end,
       case when i % 2 = 1 then 20000 else 10000 end,
       case when i % 2 = 1 then 1 else 2 end, 'bench:' || i,
       case when i % 2 = 1 then null else ((i / 2) * 10000) end,
       case when i % 2 = 1 then ((i / 2) * 10000 + 20000) else null end,
       'INR', to_timestamp(($3::bigint - ($4::bigint - i) * $5::bigint) / 1000.0)
     from generate_series(1, $4::int) as i`,
    [account.id, house.id, nowMs, RECORDS, stepMs],
  );
  await pool.query('update ledger_accounts set balance_minor = $2 where id = $1', [account.id, (RECORDS / 2) * 10000]);
}

/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`; 100 on Linux). */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * The server's CPU time so far in seconds (user + system, /proc on Linux): what a download costs the
 * server whatever else the machine runs, where the wall time also counts the waits for a core.
 */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/** The machine's load over the last minute, to read a wall time by. */
function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ')[0] ?? '?';
}

interface Download {
  seconds: number;
  bytes: number;
  firstByteSeconds: number;
  peakRssMb: number;
  startRssMb: number;
  serverCpuSeconds: number;
  load: string;
}

async function download(baseUrl: string, pid: number, token: string, body: Record<string, string>): Promise<Download> {
  const startRssMb = rssMb(pid);
  const startCpuSeconds = cpuSeconds(pid);
  let peakRssMb = startRssMb;
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, rssMb(pid));
  }, 50);
  const started = performance.now();
  try {
    const reply = await fetch(`${baseUrl}/api/smart/statement/pnl`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', token, locale: 'hi' },
      body: new URLSearchParams(body).toString(),
    });
    if (!reply.ok || !reply.body || /json/.test(reply.headers.get('content-type') ?? ''))
      throw new Error(`statement answered ${reply.status}: ${await reply.text()}`);
    let bytes = 0;
    let firstByteSeconds = 0;
    for await (const chunk of reply.body) {
      if (bytes === 0) firstByteSeconds = (performance.now() - started) / 1000;
      bytes += chunk.byteLength;
    }
    return {
      seconds: (performance.now() - started) / 1000,
      bytes,
      firstByteSeconds,
      peakRssMb,
      startRssMb,
      serverCpuSeconds: cpuSeconds(pid) - startCpuSeconds,
      load: loadAverage(),
    };
  } finally {
    clearInterval(sampler);
  }
}

export async function main(): Promise<boolean> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_statement_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = databaseUrl(adminUrl, name);
  try {
    const server = await startServer(
      {
        DATABASE_URL: url,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      },
      [
        '--max-semi-space-size=64',
        // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops, to see where time goes.
        ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      ],
    );
    const database = openDatabase(url);
    try {
      const pid = server.pid;
      if (pid === undefined) throw new Error('the server has no pid');
      const trader = await createBenchTrader(database.db, { username: `bench-statement-${name}`, ttlMs: DAY_MS });
      const nowMs = Date.now();
      await seedRecords(database.pool, trader.userId, nowMs);
      const all = {
        accountType: 'real',
        from: String(nowMs - SPAN_DAYS * DAY_MS - DAY_MS),
        to: String(nowMs + DAY_MS),
      };
      const month = { accountType: 'real', from: String(nowMs - 30 * DAY_MS), to: String(nowMs + DAY_MS) };
      // A warm-up: the server compiles its paths and loads the fonts before anything is timed.
      await download(server.baseUrl, pid, trader.token, { ...month, format: 'pdf' });
      const runs = [
        {
          label: 'CSV, 5,000 records',
          small: true,
          run: await download(server.baseUrl, pid, trader.token, { ...month, format: 'csv' }),
        },
        {
          label: 'PDF, 5,000 records',
          small: true,
          run: await download(server.baseUrl, pid, trader.token, { ...month, format: 'pdf' }),
        },
        {
          label: 'CSV, 50,000 records',
          small: false,
          run: await download(server.baseUrl, pid, trader.token, { ...all, format: 'csv' }),
        },
        {
          label: 'PDF, 50,000 records',
          small: false,
          run: await download(server.baseUrl, pid, trader.token, { ...all, format: 'pdf' }),
        },
      ];
      const growth = (r: Download) => r.peakRssMb - r.startRssMb;
      const smallGrowth = Math.max(...runs.filter((r) => r.small).map((r) => growth(r.run)));
      const rows = runs.map(({ label, small, run }) => {
        const timeOk = run.seconds < SECONDS_MAX;
        const memoryOk = small || growth(run) <= smallGrowth + MEMORY_GROWTH_MAX_MB;
        return {
          what: `${label}, Hindi`,
          ours: `${run.seconds.toFixed(2)} s (first byte ${run.firstByteSeconds.toFixed(2)} s, server CPU ${run.serverCpuSeconds.toFixed(2)} s, load ${run.load}), ${(run.bytes / 1e6).toFixed(1)} MB`,
          baseline: small ? '—' : `RSS +${smallGrowth.toFixed(0)} MB at 5,000 records`,
          result: `RSS +${growth(run).toFixed(0)} MB (peak ${run.peakRssMb.toFixed(0)} MB)`,
          target: small
            ? `< ${SECONDS_MAX} s`
            : `< ${SECONDS_MAX} s; RSS growth ≤ 5,000-record + ${MEMORY_GROWTH_MAX_MB} MB`,
          ok: timeOk && memoryOk,
        };
      });
      for (const r of rows) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.what}: ${r.ours}; ${r.result}`);
      recordRows('statement of 50,000 records', rows, `${RECORDS} records over ${SPAN_DAYS} days, streamed`);
      return rows.every((r) => r.ok);
    } finally {
      await database.close();
      await server.stop();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
