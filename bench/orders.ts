// Orders at database speed (issue 9): market orders opened and covered by many users at once,
// against TPC-B (pgbench) on the same PostgreSQL in the same run. Every create and every cover is
// one money transaction, as one TPC-B transaction is, so the ratio compares like with like.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createBenchTrader, openDatabase, reconcile } from '@demo/server';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer } from '../e2e/support/server';
import {
  backendsCpuDeltaMs,
  backendsCpuMs,
  type MachineShares,
  machineShares,
  machineTicks,
  processCpuMs,
  type ThreadShares,
  threadSchedule,
  threadShares,
} from './cpu';
import { type DeadRows, describeDeadRows, readDeadRows } from './dead-rows';
import { brakesAb } from './orders-brakes';
import { type LimitsAbResult, limitsAb } from './orders-limits';
import { pacedLoad } from './paced';
import { describeSettled, type Settled, settleWrites } from './settle';
import {
  initTpcb,
  type PacedTpcbResult,
  runTpcb,
  runTpcbPaced,
  TPCB_SCALE,
  type TpcbResult,
  tpcbThroughPg,
} from './tpcb';

export interface OrdersBenchOptions {
  readonly users: number;
  readonly clientCounts: readonly number[];
  readonly durationS: number;
  /**
   * An unmeasured load first, at the first client count: the server compiles its hot code and each
   * connection prepares its statements, as on a node that has been serving for a while.
   */
  readonly warmupS: number;
  /** A database on the PostgreSQL to measure, from which the bench creates and drops its own. */
  readonly adminUrl: string;
  readonly tpcbScale: number;
  /** Also run TPC-B from Node through node-postgres after pgbench, as a second baseline (ADR 0003). */
  readonly nodeBaseline?: boolean;
  /**
   * Only the half load, at this rate and after the warm-up, without the full loads and TPC-B: to
   * study the tail at a rate of one's choosing (BENCH_HALF_LOAD_ONLY_TPS). The verdict then is the p99 alone.
   */
  readonly halfLoadOnlyTps?: number;
  /**
   * Only the risk limits' A/B after the warm-up (bench/orders-limits.ts), this many blocks at the first
   * client count, without the full loads and TPC-B (BENCH_LIMITS_AB_BLOCKS).
   */
  readonly limitsAbBlocks?: number;
  /** With `limitsAbBlocks`: the A/B switches the customers' brakes instead (bench/orders-brakes.ts, BENCH_AB=brakes). */
  readonly abOf?: 'limits' | 'brakes';
}

export interface LoadResult {
  readonly clients: number;
  /** Creates and covers answered with code 200, per second. */
  readonly tps: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Replies other than HTTP 200 with envelope code 200, and transport errors. */
  readonly errors: number;
  /** The paced load's p90 and slowest reply, to see the tail's shape. */
  readonly tail?: {
    readonly p90Ms: number;
    readonly maxMs: number;
    readonly slowSeconds: readonly number[];
    /** The server's garbage collection pauses during the load (its /metrics), or null. */
    readonly gc: GcPauses | null;
    /** Replies the generator timed at over 25 ms, and the server's own count of the same (or null). */
    readonly over25Ms: number;
    readonly server: ServerTimed | null;
    /** The whole machine during the load: busy, and stolen by the hypervisor (or null off Linux). */
    readonly machine: MachineShares | null;
    /** The server's event-loop thread during the load: running, and ready but waiting for a core. */
    readonly serverThread: ThreadShares | null;
  };
  /** CPU milliseconds per answered transaction: the Node server, its PostgreSQL backends, the load generator. */
  readonly cpuMsPerTx: { server: number; postgres: number; generator: number } | null;
  /** How the load's transactions committed (the server's group commit counters, docs/adr/0009), or null. */
  readonly groups: GroupCounts | null;
}

/** The server's `db_group_*` counters (SPEC E8), read from its /metrics (open to the machine itself). */
interface GroupCounts {
  readonly groups: number;
  readonly grouped: number;
  readonly single: number;
  readonly alone: number;
  readonly stopped: number;
  /** Groups whose COMMIT went out with their last step (docs/adr/0013). */
  readonly withStep: number;
}

/** The server's /metrics text (open to the machine itself), or null when it cannot be read. */
async function serverMetrics(baseUrl: string): Promise<string | null> {
  try {
    return await (await fetch(`${baseUrl}/metrics`)).text();
  } catch {
    return null;
  }
}

function groupCountsIn(text: string | null): GroupCounts | null {
  if (text === null) return null;
  const value = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? Number.NaN);
  const counts = {
    groups: value(/^db_group_commits_total (\d+)$/m),
    grouped: value(/^db_group_commit_units_total\{ran="grouped"\} (\d+)$/m),
    single: value(/^db_group_commit_units_total\{ran="single"\} (\d+)$/m),
    alone: value(/^db_group_commit_units_total\{ran="alone"\} (\d+)$/m),
    stopped: value(/^db_group_commits_stopped_total (\d+)$/m),
    withStep: value(/^db_group_commits_with_step_total (\d+)$/m),
  };
  return Object.values(counts).every(Number.isFinite) ? counts : null;
}

/** The server's garbage collection pauses so far (`nodejs_gc_duration_seconds`, every kind). */
interface GcPauses {
  readonly pauses: number;
  readonly totalMs: number;
  /** Pauses of more than 25 ms: each one alone takes the p99 of the replies in flight past its goal. */
  readonly over25Ms: number;
}

/**
 * The server's own timing of the bench's creates and covers (`http_request_duration_seconds`, from
 * the request read to the reply written): how many it answered and how many took over 25 ms. Set
 * beside the generator's count, it tells whether a slow reply was slow inside the server or before
 * and after it (the generator's own event loop, the sockets, a core taken by another process).
 */
interface ServerTimed {
  readonly replies: number;
  readonly over25Ms: number;
}

/** The sum of the first group of every match of `pattern` (global) in `text`: a metric over its labels. */
function summed(text: string, pattern: RegExp): number {
  return [...text.matchAll(pattern)].reduce((sum, m) => sum + Number(m[1]), 0);
}

export function serverTimedIn(text: string | null): ServerTimed | null {
  if (text === null) return null;
  const route = 'route="/api/smart/order/(?:create|cover)"';
  const total = (pattern: RegExp) => summed(text, pattern);
  const replies = total(new RegExp(`^http_request_duration_seconds_count\\{${route}\\} (\\d+)$`, 'gm'));
  const within = total(new RegExp(`^http_request_duration_seconds_bucket\\{${route},le="0\\.025"\\} (\\d+)$`, 'gm'));
  return { replies, over25Ms: replies - within };
}

function gcPausesIn(text: string | null): GcPauses | null {
  if (text === null) return null;
  const total = (pattern: RegExp) => summed(text, pattern);
  const pauses = total(/^nodejs_gc_duration_seconds_count\{kind="[a-z]+"\} (\d+)$/gm);
  const within25Ms = total(/^nodejs_gc_duration_seconds_bucket\{kind="[a-z]+",le="0\.025"\} (\d+)$/gm);
  const seconds = total(/^nodejs_gc_duration_seconds_sum\{kind="[a-z]+"\} ([\d.e+-]+)$/gm);
  return { pauses, totalMs: seconds * 1000, over25Ms: pauses - within25Ms };
}

/** What counters counted between two readings of them (each field after minus before), or null. */
function delta<T extends { readonly [K in keyof T]: number }>(before: T | null, after: T | null): T | null {
  if (before === null || after === null) return null;
  const counted = { ...after };
  for (const name of Object.keys(after) as Array<keyof T>) counted[name] = (after[name] - before[name]) as T[keyof T];
  return counted;
}

export interface OrdersBenchReport {
  readonly loads: ReadonlyArray<{ orders: LoadResult; tpcb: TpcbResult; ratio: number; nodeTpcb: TpcbResult | null }>;
  /** The same load at half the best measured rate: the latency a customer sees on a busy day. */
  readonly halfLoad: LoadResult & { readonly rateTps: number };
  /** The app database's most dead rows after each full load and after the half load (bench/dead-rows.ts). */
  readonly deadRows: { readonly afterLoads: readonly DeadRows[]; readonly afterHalfLoad: DeadRows };
  /** TPC-B paced at the half load's rate through as many connections (null without pgbench). */
  readonly halfLoadTpcb: PacedTpcbResult | null;
  readonly reconcileViolations: number;
  readonly text: string;
}

/** The report of a run of the limits' A/B alone. */
export interface LimitsOnlyReport {
  readonly limitsAb: LimitsAbResult;
  readonly text: string;
}

/** The bench's goals (issue 9): at least this fraction of TPC-B's rate, this p99 at half load. */
export const RATIO_MIN = 0.3;
export const HALF_LOAD_P99_MAX_MS = 25;
/** Seconds of the half load run before the measured ones, after the writes were settled (ADR 0012). */
const HALF_LOAD_WARMUP_S = 3;
/**
 * The product traded: crypto trades every day and hour, so the bench runs at any time. One lot of
 * Dogecoin (1,000 coins, about $160, ₹14,000 converted at USDINR) fits a demo balance many times
 * over; one Bitcoin lot, converted to rupees since issue 9, does not.
 */
export const CODE = 'DOGEUSD';
const SESSION_TTL_MS = 24 * 3600_000;
/** As package.json's `start` and `serve` run the server: a young generation that fewer of a request's objects outlive. */
const SERVER_NODE_FLAG = '--max-semi-space-size=64';

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface Trader {
  readonly token: string;
}

/**
 * One connection's loop: open a market order of one hand on the demo account, then cover it. Each
 * connection owns a disjoint set of users (user i belongs to connection i mod clients), taking them
 * in turn, so no two connections ever act for the same user and any waiting is the server's doing.
 */
/** Where the bench's server and database are, to read their CPU time around a load. */
export interface Measured {
  readonly baseUrl: string;
  readonly pid: number | undefined;
  readonly db: string;
}

export async function load(
  target: Measured,
  traders: readonly Trader[],
  clients: number,
  durationS: number,
): Promise<LoadResult> {
  const baseUrl = target.baseUrl;
  const groupsBefore = groupCountsIn(await serverMetrics(baseUrl));
  const cpu = cpuMeter(target);
  let nextSlot = 0;
  let errors = 0;
  interface Context {
    slot?: number;
    round?: number;
    token?: string;
    orderId?: number | null;
  }
  const owned = (slot: number) => traders.filter((_, index) => index % clients === slot);
  const countReply = (status: number, body: string): { id: number } | null => {
    if (status !== 200) {
      errors += 1;
      return null;
    }
    const reply = JSON.parse(body) as { code: number; body: { id: number } | null };
    if (reply.code !== 200 || reply.body === null) {
      errors += 1;
      return null;
    }
    return reply.body;
  };
  const result = await autocannon({
    url: baseUrl,
    connections: clients,
    duration: durationS,
    requests: [
      {
        method: 'POST',
        path: '/api/smart/order/create',
        setupRequest: (request, context: Context) => {
          if (context.slot === undefined) {
            context.slot = nextSlot++ % clients;
            context.round = 0;
          }
          const mine = owned(context.slot);
          const trader = mine[(context.round ?? 0) % mine.length];
          context.round = (context.round ?? 0) + 1;
          if (!trader) throw new Error(`connection ${context.slot} owns no user`);
          context.token = trader.token;
          const requestId = `bench-${randomBytes(8).toString('hex')}`;
          return {
            ...request,
            headers: { 'content-type': 'application/x-www-form-urlencoded', token: trader.token },
            body: `code=${CODE}&direction=buy&priceType=market&hands=1&accountType=virtual&requestId=${requestId}`,
          };
        },
        onResponse: (status, body, context: Context) => {
          context.orderId = countReply(status, body)?.id ?? null;
        },
      },
      {
        method: 'POST',
        path: '/api/smart/order/cover',
        setupRequest: (request, context: Context) => ({
          ...request,
          headers: { 'content-type': 'application/x-www-form-urlencoded', token: context.token ?? '' },
          body: `orderId=${context.orderId ?? 0}&hands=1`,
        }),
        onResponse: (status, body) => {
          countReply(status, body);
        },
      },
    ],
  });
  const answered = result.requests.total - errors;
  return {
    clients,
    tps: answered / durationS,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: errors + result.errors + result.timeouts,
    cpuMsPerTx: cpu.perTx(answered),
    groups: delta(groupsBefore, groupCountsIn(await serverMetrics(baseUrl))),
  };
}

/** Reads the CPU time of the server, its PostgreSQL backends and this process from now on. */
function cpuMeter(target: Measured): { perTx(answered: number): LoadResult['cpuMsPerTx'] } {
  const before = {
    server: processCpuMs(target.pid),
    postgres: backendsCpuMs(target.db),
    generator: process.cpuUsage(),
  };
  return {
    perTx(answered) {
      const server = processCpuMs(target.pid);
      const postgres = backendsCpuMs(target.db);
      const generator = process.cpuUsage(before.generator);
      const perTx = (ms: number) => (answered === 0 ? Number.NaN : ms / answered);
      if (server === null || postgres === null || before.server === null || before.postgres === null) return null;
      return {
        server: perTx(server - before.server),
        postgres: perTx(backendsCpuDeltaMs(before.postgres, postgres)),
        generator: perTx((generator.user + generator.system) / 1000),
      };
    },
  };
}

/**
 * The half load: transactions started at a steady rate (bench/paced.ts, open loop), each timed from
 * when it was due, through at most `clients` connections; each user creates, then covers.
 */
async function halfLoad(
  target: Measured,
  traders: readonly Trader[],
  clients: number,
  durationS: number,
  rateTps: number,
): Promise<LoadResult> {
  const before = await serverMetrics(target.baseUrl);
  const cpu = cpuMeter(target);
  const machineBefore = machineTicks();
  const threadBefore = threadSchedule(target.pid);
  const result = await pacedLoad({
    baseUrl: target.baseUrl,
    traders,
    rateTps,
    durationS,
    connections: clients,
    slowMs: HALF_LOAD_P99_MAX_MS,
    steps: [
      {
        path: '/api/smart/order/create',
        body: () =>
          `code=${CODE}&direction=buy&priceType=market&hands=1&accountType=virtual&requestId=bench-${randomBytes(8).toString('hex')}`,
        next: (reply) => (reply as { id: number }).id,
      },
      { path: '/api/smart/order/cover', body: ({ orderId }) => `orderId=${orderId ?? 0}&hands=1`, next: () => null },
    ],
  });
  const after = await serverMetrics(target.baseUrl);
  return {
    clients,
    tps: result.tps,
    p50Ms: Math.round(result.p50Ms * 10) / 10,
    p99Ms: Math.round(result.p99Ms * 10) / 10,
    errors: result.errors,
    tail: {
      p90Ms: Math.round(result.p90Ms * 10) / 10,
      maxMs: Math.round(result.maxMs),
      // Whether the tail is the whole run's or a few seconds' (a checkpoint, a collection).
      slowSeconds: result.p99BySecondMs.flatMap((p99Ms, second) => (p99Ms >= HALF_LOAD_P99_MAX_MS ? [second] : [])),
      gc: delta(gcPausesIn(before), gcPausesIn(after)),
      over25Ms: result.slowReplies,
      server: delta(serverTimedIn(before), serverTimedIn(after)),
      machine: machineShares(machineBefore, machineTicks()),
      serverThread: threadShares(threadBefore, threadSchedule(target.pid)),
    },
    cpuMsPerTx: cpu.perTx(Math.round(result.tps * durationS)),
    groups: delta(groupCountsIn(before), groupCountsIn(after)),
  };
}

function describe(r: LoadResult): string {
  const cpu = r.cpuMsPerTx
    ? `; CPU per tx: server ${r.cpuMsPerTx.server.toFixed(2)} ms, PostgreSQL ${r.cpuMsPerTx.postgres.toFixed(2)} ms, load generator ${r.cpuMsPerTx.generator.toFixed(2)} ms`
    : '';
  const p90 = r.tail ? `, p90 ${r.tail.p90Ms} ms` : '';
  const max = r.tail ? `, max ${r.tail.maxMs} ms` : '';
  const slow = r.tail
    ? `, seconds with their own p99 ≥ ${HALF_LOAD_P99_MAX_MS} ms: ${r.tail.slowSeconds.length === 0 ? 'none' : r.tail.slowSeconds.join(', ')}`
    : '';
  const gc = r.tail?.gc
    ? `, server GC pauses ${r.tail.gc.pauses} (${r.tail.gc.totalMs.toFixed(0)} ms in all, ${r.tail.gc.over25Ms} over ${HALF_LOAD_P99_MAX_MS} ms)`
    : '';
  const server = r.tail?.server
    ? `, over ${HALF_LOAD_P99_MAX_MS} ms: ${r.tail.over25Ms} replies as timed here, ${r.tail.server.over25Ms} of ${r.tail.server.replies} as the server timed them`
    : '';
  const machine = r.tail?.machine
    ? `, machine ${r.tail.machine.busyPct.toFixed(0)} % busy and ${r.tail.machine.stealPct.toFixed(1)} % stolen by its host`
    : '';
  const thread = r.tail?.serverThread
    ? `, the server's thread ran ${r.tail.serverThread.runPct.toFixed(0)} % of the time and waited for a core ${r.tail.serverThread.waitPct.toFixed(0)} %`
    : '';
  const g = r.groups;
  const groups =
    g === null
      ? ''
      : `; ${g.grouped} tx committed in ${g.groups} groups (${g.groups === 0 ? 0 : (g.grouped / g.groups).toFixed(1)} each), ` +
        `${g.single} alone at once (groups of one), ${g.alone} alone after a group gave up, ${g.stopped} groups stopped; ` +
        `${g.withStep} of these ${g.groups + g.single} COMMITs sent with their last step`;
  return `${r.tps.toFixed(1)} tx/s (${(r.tps / 2).toFixed(1)} orders/s), p50 ${r.p50Ms} ms${p90}, p99 ${r.p99Ms} ms${max}${slow}${gc}${server}${machine}${thread}, errors ${r.errors}${cpu}${groups}`;
}

function deadRowsAfter(d: DeadRows | undefined): string {
  return d === undefined ? '' : `; ${describeDeadRows(d)}`;
}

/**
 * The half load's baseline line: TPC-B paced at the same rate through as many connections, and the
 * orders' p99 as a multiple of its p99, the half load's tail measured against the database's own on
 * the same machine in the same run (docs/adr/0021).
 */
export function describeTpcbPaced(
  r: PacedTpcbResult | null,
  rateTps: number,
  clients: number,
  ordersP99Ms: number,
): string {
  const at = `TPC-B (pgbench) at the same rate, ${rateTps} tx/s started at a steady rate through ${clients} connections`;
  if (r === null) return `${at}: not measured (pgbench is not installed)`;
  const ms = (value: number) => Math.round(value * 10) / 10;
  const ratio = r.p99Ms > 0 ? `; the orders' p99 is ${(ordersP99Ms / r.p99Ms).toFixed(2)}× this p99` : '';
  return `${at}: ${r.tps.toFixed(1)} tx/s, p50 ${ms(r.p50Ms)} ms, p90 ${ms(r.p90Ms)} ms, p99 ${ms(r.p99Ms)} ms, max ${Math.round(r.maxMs)} ms${ratio}`;
}

/**
 * What an order costs PostgreSQL beside a TPC-B transaction, and the ratio PostgreSQL's CPU alone
 * would allow: every core given to the database, the server and the load generator free (ADR 0009).
 */
function postgresShare(orders: LoadResult, tpcb: TpcbResult): string {
  const orderMs = orders.cpuMsPerTx?.postgres;
  const tpcbMs = tpcb.postgresCpuMsPerTx;
  if (orderMs === undefined || !Number.isFinite(orderMs) || orderMs <= 0 || tpcbMs == null || tpcbMs <= 0) return '';
  const cores = availableParallelism();
  const ceilingTps = (cores * 1000) / orderMs;
  return (
    `; PostgreSQL's CPU per tx: an order ${orderMs.toFixed(2)} ms, a TPC-B transaction ${tpcbMs.toFixed(2)} ms ` +
    `(${(orderMs / tpcbMs).toFixed(1)}×), so with all ${cores} cores for PostgreSQL alone orders would reach ` +
    `${ceilingTps.toFixed(0)} tx/s = ${(ceilingTps / tpcb.tps).toFixed(2)}× pgbench`
  );
}

/** Runs the bench on fresh databases of `adminUrl`'s server and drops them afterwards. */
export async function runOrdersBench(
  options: OrdersBenchOptions & { readonly limitsAbBlocks: number },
): Promise<LimitsOnlyReport>;
export async function runOrdersBench(options: OrdersBenchOptions): Promise<OrdersBenchReport>;
export async function runOrdersBench(options: OrdersBenchOptions): Promise<OrdersBenchReport | LimitsOnlyReport> {
  const tag = randomBytes(4).toString('hex');
  const appDb = `bench_orders_${tag}`;
  const tpcbDb = `bench_tpcb_${tag}`;
  const admin = new pg.Client({ connectionString: options.adminUrl });
  await admin.connect();
  await admin.query(`create database ${appDb}`);
  await admin.query(`create database ${tpcbDb}`);
  const appUrl = databaseUrl(options.adminUrl, appDb);
  const tpcbUrl = databaseUrl(options.adminUrl, tpcbDb);
  try {
    if (options.limitsAbBlocks === undefined) await initTpcb(tpcbUrl, options.tpcbScale);
    // Production mode: replies are not checked against the contract, as on a real deployment.
    const server = await startServer(
      {
        DATABASE_URL: appUrl,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        // Each bench user trades far faster than a person may (O9): the bench measures the database
        // path of an order, not the per-account limit in front of it.
        ORDER_CREATE_LIMITS: 'off',
      },
      // The young generation `npm start` gives the server (docs/adr/0005), then any of
      // BENCH_SERVER_NODE_ARGS: "--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under the load.
      [SERVER_NODE_FLAG, ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter((arg) => arg !== '')],
    );
    const database = openDatabase(appUrl);
    // An experiment on the bench's own database before the loads (an index or a constraint dropped,
    // docs/adr/0006): BENCH_EXPERIMENT_SQL, never set by default.
    if (process.env.BENCH_EXPERIMENT_SQL) await database.pool.query(process.env.BENCH_EXPERIMENT_SQL);
    try {
      const target: Measured = { baseUrl: server.baseUrl, pid: server.pid, db: appDb };
      const traders: Trader[] = [];
      for (let i = 0; i < options.users; i++) {
        traders.push(await createBenchTrader(database.db, { username: `bench-${tag}-${i}`, ttlMs: SESSION_TTL_MS }));
      }
      const loads: Array<{ orders: LoadResult; tpcb: TpcbResult; ratio: number; nodeTpcb: TpcbResult | null }> = [];
      const deadAfterLoads: DeadRows[] = [];
      if (options.warmupS > 0) await load(target, traders, options.clientCounts[0] ?? 1, options.warmupS);
      if (options.limitsAbBlocks !== undefined) {
        const ab = await (options.abOf === 'brakes' ? brakesAb : limitsAb)(
          { target, traders, pool: database.pool, usernamePrefix: `bench-${tag}-` },
          options.clientCounts[0] ?? 1,
          options.durationS,
          options.limitsAbBlocks,
        );
        return { limitsAb: ab, text: ab.text };
      }
      // Every measured load starts with what ran before it on disk (bench/settle.ts): the page cache's
      // writeback of earlier writes stalls every COMMIT here, and it is the harness's, not the load's.
      for (const clients of options.halfLoadOnlyTps === undefined ? options.clientCounts : []) {
        await settleWrites(admin);
        const orders = await load(target, traders, clients, options.durationS);
        deadAfterLoads.push(await readDeadRows(database.pool));
        await settleWrites(admin);
        const tpcb = await runTpcb(tpcbUrl, options.tpcbScale, clients, options.durationS);
        // The same TPC-B transaction sent from Node: what a Node process alone reaches here (ADR 0003).
        const nodeTpcb =
          tpcb.tool === 'pgbench' && options.nodeBaseline
            ? await tpcbThroughPg(tpcbUrl, options.tpcbScale, clients, options.durationS)
            : null;
        loads.push({ orders, tpcb, ratio: orders.tps / tpcb.tps, nodeTpcb });
      }
      const best = Math.max(...loads.map((l) => l.orders.tps));
      const rateTps = options.halfLoadOnlyTps ?? Math.max(1, Math.floor(best / 2));
      // As many connections as the load that reached the best rate: the half load is that load at half
      // its rate. With fewer (16 beside a best at 64), a moment's stall queued the next requests behind
      // the generator's own sockets, and the p99 counted that queue (ADR 0011: 147.7 and 71.6 ms with
      // 64 connections, 342.2 and 187.3 ms with 16, at the same 578 tx/s).
      const bestLoad = loads.find((l) => l.orders.tps === best);
      const halfClients = bestLoad?.orders.clients ?? options.clientCounts[0] ?? 1;
      const settled: Settled = await settleWrites(admin);
      // The first seconds after a CHECKPOINT write a full page image of every page they touch first
      // (full_page_writes), so the half load starts after a few seconds of itself, not measured.
      await halfLoad(target, traders, halfClients, HALF_LOAD_WARMUP_S, rateTps);
      const half = await halfLoad(target, traders, halfClients, options.durationS, rateTps);
      const deadAfterHalf = await readDeadRows(database.pool);
      // The database's own tail at that rate (docs/adr/0013): TPC-B paced as the half load is.
      await settleWrites(admin);
      const tpcbPaced = await runTpcbPaced(tpcbUrl, halfClients, options.durationS, rateTps);
      const violations = await reconcile(database.db);
      const lines = [
        `orders bench: ${options.users} users, ${options.durationS} s per load after a ${options.warmupS} s warm-up, TPC-B scale ${options.tpcbScale}`,
        ...loads.map(
          (l, i) =>
            `${l.orders.clients} clients: orders ${describe(l.orders)}; TPC-B (${l.tpcb.tool}) ${l.tpcb.tps.toFixed(1)} tps, ` +
            `avg ${l.tpcb.latencyAvgMs.toFixed(2)} ms; ratio ${l.ratio.toFixed(3)}× (needs ${RATIO_MIN}×)` +
            postgresShare(l.orders, l.tpcb) +
            (l.nodeTpcb === null
              ? ''
              : `; TPC-B from Node (pg) ${l.nodeTpcb.tps.toFixed(1)} tps = ${(l.nodeTpcb.tps / l.tpcb.tps).toFixed(3)}× pgbench, ` +
                `client CPU ${l.nodeTpcb.clientCpuMsPerTx?.toFixed(2) ?? '?'} ms per tx`) +
            deadRowsAfter(deadAfterLoads[i]),
        ),
        `half load (${rateTps} tx/s started at a steady rate, up to ${halfClients} connections, ${describeSettled(settled)}): ${describe(half)} (p99 needs < ${HALF_LOAD_P99_MAX_MS} ms)` +
          deadRowsAfter(deadAfterHalf),
        describeTpcbPaced(tpcbPaced, rateTps, halfClients, half.p99Ms),
        `reconcile after the run: ${violations.length === 0 ? 'L1–L6 hold' : violations.map((v) => `${v.invariant} ${v.message}`).join('; ')}`,
      ];
      return {
        loads,
        halfLoad: { ...half, rateTps },
        halfLoadTpcb: tpcbPaced,
        deadRows: { afterLoads: deadAfterLoads, afterHalfLoad: deadAfterHalf },
        reconcileViolations: violations.length,
        text: lines.join('\n'),
      };
    } finally {
      await database.close();
      await server.stop();
      // BENCH_SERVER_LOG=<file> keeps what the server printed (with BENCH_SERVER_NODE_ARGS="--trace-gc-nvp", each collection: docs/adr/0015).
      if (process.env.BENCH_SERVER_LOG) writeFileSync(process.env.BENCH_SERVER_LOG, server.log());
    }
  } finally {
    await admin.query(`drop database if exists ${appDb} with (force)`);
    await admin.query(`drop database if exists ${tpcbDb} with (force)`);
    await admin.end();
  }
}

function numbers(text: string | undefined, fallback: readonly number[]): number[] {
  if (text === undefined || text.trim() === '') return [...fallback];
  return text.split(',').map((part) => Number(part.trim()));
}

/**
 * `npm run bench orders`; BENCH_USERS, BENCH_CLIENTS (e.g. "16,64"), BENCH_DURATION_S and BENCH_WARMUP_S
 * shrink it; BENCH_HALF_LOAD_ONLY_TPS=<rate> runs the half load alone at that rate;
 * BENCH_LIMITS_AB_BLOCKS=<n> runs the risk limits off and on alternately, n blocks of BENCH_DURATION_S;
 * with BENCH_AB=brakes the same blocks switch the customers' brakes (bench/orders-brakes.ts).
 */
export async function main(): Promise<boolean> {
  const options: OrdersBenchOptions = {
    users: Number(process.env.BENCH_USERS ?? 100),
    clientCounts: numbers(process.env.BENCH_CLIENTS, [16, 64]),
    durationS: Number(process.env.BENCH_DURATION_S ?? 20),
    warmupS: Number(process.env.BENCH_WARMUP_S ?? 5),
    adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    tpcbScale: Number(process.env.BENCH_TPCB_SCALE ?? TPCB_SCALE),
    nodeBaseline: process.env.BENCH_NODE_BASELINE !== '0',
    ...(process.env.BENCH_HALF_LOAD_ONLY_TPS ? { halfLoadOnlyTps: Number(process.env.BENCH_HALF_LOAD_ONLY_TPS) } : {}),
  };
  if (process.env.BENCH_LIMITS_AB_BLOCKS) {
    const abOf = process.env.BENCH_AB === 'brakes' ? 'brakes' : 'limits';
    const limits = await runOrdersBench({
      ...options,
      limitsAbBlocks: Number(process.env.BENCH_LIMITS_AB_BLOCKS),
      abOf,
    });
    const what = abOf === 'brakes' ? 'brakes' : 'risk limits';
    const text = `${limits.text}\n${limits.limitsAb.passed ? 'ok' : 'FAIL'}: orders bench, ${what} on vs off`;
    console.log(text);
    mkdirSync(new URL('./results', import.meta.url).pathname, { recursive: true });
    writeFileSync(
      new URL(`./results/orders-${abOf}.txt`, import.meta.url).pathname,
      `${new Date().toISOString()}\n${text}\n`,
    );
    return limits.limitsAb.passed;
  }
  const report = await runOrdersBench(options);
  const passed =
    report.reconcileViolations === 0 &&
    report.loads.every((l) => l.orders.errors === 0 && l.ratio >= RATIO_MIN) &&
    report.halfLoad.p99Ms < HALF_LOAD_P99_MAX_MS;
  const text = `${report.text}\n${passed ? 'ok' : 'FAIL'}: orders bench`;
  console.log(text);
  mkdirSync(new URL('./results', import.meta.url).pathname, { recursive: true });
  writeFileSync(new URL('./results/orders.txt', import.meta.url).pathname, `${new Date().toISOString()}\n${text}\n`);
  return passed;
}
