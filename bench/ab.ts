// A/B of the orders path between two checkouts (docs/adr/0008): each checkout's server on a database
// of its own with 100 users, both loaded at the same time by the same number of connections (create,
// then cover), and each side's CPU read around every block: the server's (all its threads) and its
// database's backends', from /proc/<pid>/schedstat in nanoseconds. Both sides share every slow second
// of the machine, so the difference is taken per block, and the mean difference is printed with its
// standard error. The orders bench's rates swing ±10 % from run to run here; this sees ±20–60 µs.
//
//   npx tsx bench/ab.ts <checkout A> <checkout B> [blocks=30] [transactions per block=300] [connections=4]
//
// A checkout is a directory with this repository's layout and its own node_modules (a copy made with
// `cp -a`, whose workspace links point into itself). AB_SQL_A / AB_SQL_B run SQL on a side's
// database after its server migrated it, for experiments on the schema alone.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBenchTrader, openDatabase } from '@demo/server';
import pg from 'pg';
import { freePort } from '../e2e/support/server';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const USERS = 100;
const CODE = 'DOGEUSD';

interface Side {
  readonly name: 'A' | 'B';
  readonly db: string;
  readonly port: number;
  readonly pid: number;
  readonly tokens: readonly string[];
  /** Per block, µs per transaction (a create or a cover). */
  readonly serverUs: number[];
  readonly postgresUs: number[];
}

/** CPU nanoseconds of every thread of a process so far (/proc/<pid>/task/<tid>/schedstat). */
function processNs(pid: number): number {
  let total = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      total += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return total;
}

/** CPU nanoseconds so far of each backend connected to database `db`, by pid. */
function backendsNs(db: string): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const dir of readdirSync('/proc')) {
    if (!/^\d+$/.test(dir)) continue;
    try {
      const cmdline = readFileSync(`/proc/${dir}/cmdline`, 'utf8');
      if (!cmdline.startsWith('postgres: ') || !cmdline.split(' ').includes(db)) continue;
      byPid.set(Number(dir), Number(readFileSync(`/proc/${dir}/schedstat`, 'utf8').split(' ')[0]));
    } catch {
      // Not a process of ours, or it ended.
    }
  }
  return byPid;
}

async function startSide(
  checkout: string,
  url: string,
  dataDir: string,
): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--max-semi-space-size=64', '--import', 'tsx', 'src/main.ts'], {
    cwd: join(checkout, 'apps/server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      ORDER_CREATE_LIMITS: 'off',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server of ${checkout} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return { child, port };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function post(port: number, path: string, token: string, body: string): Promise<{ id: number }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          token,
        },
      },
      (reply) => {
        let text = '';
        reply.setEncoding('utf8');
        reply.on('data', (chunk: string) => {
          text += chunk;
        });
        reply.on('end', () => {
          const parsed = JSON.parse(text) as { code: number; body: { id: number } };
          if (parsed.code === 200) resolve(parsed.body);
          else reject(new Error(`${path} answered ${text.slice(0, 300)}`));
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** `transactions` creates and covers through `connections` connections, each with its own users. */
async function runBlock(side: Side, transactions: number, connections: number, record: boolean): Promise<void> {
  const serverBefore = processNs(side.pid);
  const backendsBefore = backendsNs(side.db);
  let started = 0;
  const connection = async (slot: number) => {
    const mine = side.tokens.filter((_, index) => index % connections === slot);
    for (let round = 0; started < transactions; round++) {
      started += 2;
      const token = mine[round % mine.length] ?? '';
      const order = await post(
        side.port,
        '/api/smart/order/create',
        token,
        `code=${CODE}&direction=buy&priceType=market&hands=1&accountType=virtual&requestId=ab-${randomBytes(8).toString('hex')}`,
      );
      await post(side.port, '/api/smart/order/cover', token, `orderId=${order.id}&hands=1`);
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, slot) => connection(slot)));
  if (!record) return;
  let postgresNs = 0;
  for (const [pid, ns] of backendsNs(side.db)) postgresNs += ns - (backendsBefore.get(pid) ?? 0);
  side.serverUs.push((processNs(side.pid) - serverBefore) / 1e3 / started);
  side.postgresUs.push(postgresNs / 1e3 / started);
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const standardError = (xs: readonly number[]) => {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1) / xs.length);
};

async function main(): Promise<void> {
  const [checkoutA, checkoutB] = [process.argv[2], process.argv[3]];
  if (!checkoutA || !checkoutB)
    throw new Error('usage: tsx bench/ab.ts <checkout A> <checkout B> [blocks] [tx] [conns]');
  const blocks = Number(process.argv[4] ?? 30);
  const perBlock = Number(process.argv[5] ?? 300);
  const connections = Number(process.argv[6] ?? 4);
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const tag = randomBytes(3).toString('hex');
  const sides: Side[] = [];
  const children: ChildProcess[] = [];
  const dataDirs: string[] = [];
  try {
    for (const [name, checkout] of [
      ['A', checkoutA],
      ['B', checkoutB],
    ] as const) {
      const db = `bench_ab_${name.toLowerCase()}_${tag}`;
      await admin.query(`create database ${db}`);
      const url = new URL(ADMIN_URL);
      url.pathname = `/${db}`;
      const dataDir = mkdtempSync(join(tmpdir(), 'bench-ab-'));
      dataDirs.push(dataDir);
      const { child, port } = await startSide(checkout, url.toString(), dataDir);
      children.push(child);
      const database = openDatabase(url.toString());
      try {
        const experiment = process.env[`AB_SQL_${name}`];
        if (experiment) await database.pool.query(experiment);
        const tokens: string[] = [];
        for (let i = 0; i < USERS; i++) {
          const trader = await createBenchTrader(database.db, { username: `ab-${tag}-${i}`, ttlMs: 24 * 3600_000 });
          tokens.push(trader.token);
        }
        sides.push({ name, db, port, pid: child.pid ?? 0, tokens, serverUs: [], postgresUs: [] });
      } finally {
        await database.close();
      }
    }
    // Unmeasured: each server compiles its hot code and each connection prepares its statements.
    await Promise.all(sides.map((side) => runBlock(side, perBlock * 6, connections, false)));
    for (let b = 0; b < blocks; b++)
      await Promise.all(sides.map((side) => runBlock(side, perBlock, connections, true)));
    const [a, b] = sides;
    if (!a || !b) throw new Error('two sides');
    for (const side of sides) {
      console.log(
        `${side.name}: server ${median(side.serverUs).toFixed(0)} µs, PostgreSQL ${median(side.postgresUs).toFixed(0)} µs per transaction (medians of ${blocks} blocks)`,
      );
    }
    for (const [label, key] of [
      ['server', 'serverUs'],
      ['PostgreSQL', 'postgresUs'],
    ] as const) {
      const differences = a[key].map((x, i) => (b[key][i] ?? Number.NaN) - x);
      console.log(
        `B − A, ${label}: ${mean(differences).toFixed(0)} ± ${standardError(differences).toFixed(0)} µs per transaction (mean ± standard error)`,
      );
    }
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    if (!process.env.AB_KEEP)
      for (const side of sides) await admin.query(`drop database if exists ${side.db} with (force)`);
    await admin.end();
    agent.destroy();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
