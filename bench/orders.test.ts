import { describe, expect, it } from 'vitest';
import { machineShares, machineTicksOf, threadScheduleOf, threadShares } from './cpu';
import { describeTpcbPaced, runOrdersBench, serverTimedIn } from './orders';
import { pacedLatencies } from './tpcb';

/** The orders bench at tiny size: it measures something, against TPC-B, and leaves the ledger whole. */

describe('orders bench, tiny', () => {
  it('RL4: the risk limits off and on in one run, ABBA, with no order refused', async () => {
    const report = await runOrdersBench({
      users: 4,
      clientCounts: [2],
      durationS: 2,
      warmupS: 1,
      adminUrl:
        process.env.BENCH_DATABASE_URL ??
        process.env.TEST_DATABASE_URL ??
        'postgres://postgres@127.0.0.1:5432/postgres',
      tpcbScale: 1,
      limitsAbBlocks: 4,
    });
    expect(report.limitsAb.errors).toBe(0);
    expect(report.limitsAb.offTps).toBeGreaterThan(0);
    expect(report.limitsAb.onTps).toBeGreaterThan(0);
    expect(report.text).toMatch(/off: [\d.]+ tx\/s \(blocks [\d., ]+; .*\); on: [\d.]+ tx\/s .*on ÷ off [\d.]+/);
  });

  it('L1–L6: a short load of creates and covers answers without errors and reconciles', async () => {
    const report = await runOrdersBench({
      users: 4,
      clientCounts: [2],
      durationS: 2,
      warmupS: 1,
      adminUrl:
        process.env.BENCH_DATABASE_URL ??
        process.env.TEST_DATABASE_URL ??
        'postgres://postgres@127.0.0.1:5432/postgres',
      tpcbScale: 1,
    });
    const [load] = report.loads;
    expect(load?.orders.errors).toBe(0);
    expect(load?.orders.tps).toBeGreaterThan(0);
    expect(load?.tpcb.tps).toBeGreaterThan(0);
    // pgbench's backends exit with it: their CPU is followed during the run, not read after it.
    if (load?.tpcb.tool === 'pgbench' && process.platform === 'linux') {
      expect(load.tpcb.postgresCpuMsPerTx).toBeGreaterThan(0);
      expect(report.text).toMatch(/PostgreSQL's CPU per tx: an order [\d.]+ ms, a TPC-B transaction [\d.]+ ms/);
    }
    // The server's group commit counters (SPEC E8) are read around each load: every transaction ran through it.
    expect(load?.orders.groups).not.toBeNull();
    expect((load?.orders.groups?.grouped ?? 0) + (load?.orders.groups?.single ?? 0)).toBeGreaterThan(0);
    expect(report.halfLoad.errors).toBe(0);
    // Which seconds of the half load had their own p99 over the goal: where the tail happened.
    expect(report.text).toMatch(/seconds with their own p99 ≥ 25 ms: (none|[\d, ]+),/);
    // And the server's garbage collection pauses during it, from its /metrics (a pause stops every reply).
    expect(report.halfLoad.tail?.gc).not.toBeNull();
    expect(report.text).toMatch(/server GC pauses \d+ \(\d+ ms in all, \d+ over 25 ms\)/);
    // The half load starts with the earlier writes on disk (bench/settle.ts), and says so.
    expect(report.text).toMatch(/half load \([^)]*after a (CHECKPOINT and a sync|sync \(no right to CHECKPOINT\))/);
    // Its baseline in the same run: TPC-B paced at the same rate through as many connections.
    if (load?.tpcb.tool === 'pgbench') {
      expect(report.halfLoadTpcb?.tps).toBeGreaterThan(0);
      expect(report.text).toMatch(
        /TPC-B \(pgbench\) at the same rate, \d+ tx\/s .*: [\d.]+ tx\/s, p50 [\d.]+ ms, p90 [\d.]+ ms, p99 [\d.]+ ms/,
      );
    }
    // Slow replies counted both here and by the server itself, and the machine's busy and stolen share.
    expect(report.halfLoad.tail?.server?.replies).toBeGreaterThan(0);
    expect(report.text).toMatch(/over 25 ms: \d+ replies as timed here, \d+ of \d+ as the server timed them/);
    if (process.platform === 'linux') expect(report.text).toMatch(/machine \d+ % busy and [\d.]+ % stolen by its host/);
    // Whether groups committed with their last step (docs/adr/0013) is counted too.
    expect(report.text).toMatch(/\d+ of these \d+ COMMITs sent with their last step/);
    // The tables holding the most dead rows after each load, and whether autovacuum runs (bench/dead-rows.ts).
    expect(report.deadRows.afterLoads).toHaveLength(1);
    expect(report.deadRows.afterHalfLoad.tables.length).toBeGreaterThan(0);
    // The server's thread is read from /proc where there is one (Linux, as in CI).
    if (process.platform === 'linux')
      expect(report.text).toMatch(
        /half load .*, the server's thread ran \d+ % of the time and waited for a core \d+ %/,
      );
    expect(report.text).toMatch(
      /half load .*; dead rows after it: [a-z_]+ [\d,]+ \([\d,]+ live, vacuumed \d+×\).*; autovacuum (on|OFF)/,
    );
    expect(report.reconcileViolations).toBe(0);
  });

  it("reads pgbench's per-transaction log: each transaction's time from when it was due", () => {
    // client, transaction, time (µs), script, epoch s, µs, schedule lag (µs)
    const log = ['0 0 1500 0 1795833000 100 200', '1 0 2500 0 1795833000 200 0', '0 1 40000 0 1795833001 5 39000', ''];
    const paced = pacedLatencies(log.join('\n'), 2);
    expect(paced).toEqual({ tps: 1.5, p50Ms: 2.5, p90Ms: 40, p99Ms: 40, maxMs: 40 });
    expect(describeTpcbPaced(paced, 2, 4, 10)).toBe(
      'TPC-B (pgbench) at the same rate, 2 tx/s started at a steady rate through 4 connections: 1.5 tx/s, p50 2.5 ms, p90 40 ms, p99 40 ms, max 40 ms; ' +
        "the orders' p99 is 0.25× this p99",
    );
    expect(describeTpcbPaced(null, 2, 4, 10)).toMatch(/not measured \(pgbench is not installed\)$/);
  });

  it("counts the server's own slow creates and covers from its duration histogram", () => {
    const metrics = [
      'http_request_duration_seconds_bucket{route="/api/smart/order/create",le="0.01"} 90',
      'http_request_duration_seconds_bucket{route="/api/smart/order/create",le="0.025"} 97',
      'http_request_duration_seconds_count{route="/api/smart/order/create"} 100',
      'http_request_duration_seconds_bucket{route="/api/smart/order/cover",le="0.025"} 48',
      'http_request_duration_seconds_count{route="/api/smart/order/cover"} 50',
      'http_request_duration_seconds_bucket{route="/api/smart/order/list",le="0.025"} 1',
      'http_request_duration_seconds_count{route="/api/smart/order/list"} 9',
    ].join('\n');
    expect(serverTimedIn(metrics)).toEqual({ replies: 150, over25Ms: 5 });
    expect(serverTimedIn(null)).toBeNull();
  });

  it("reads the machine's busy and stolen CPU from /proc/stat", () => {
    // user nice system idle iowait irq softirq steal guest guest_nice
    const before = machineTicksOf('cpu  100 0 50 800 10 0 10 30 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0\n');
    const after = machineTicksOf('cpu  160 0 70 880 10 0 20 60 0 0\n');
    expect(before).toEqual({ busy: 160, steal: 30, total: 1000 });
    expect(machineShares(before, after)).toEqual({ busyPct: 45, stealPct: 15 });
    expect(machineTicksOf('intr 1 2 3')).toBeNull();
    expect(machineShares(after, before)).toBeNull();
  });

  it("reads the server thread's running and waiting time from /proc/<pid>/schedstat (ADR 0021)", () => {
    // nanoseconds on a CPU, nanoseconds runnable and waiting, time slices; read 5 s apart
    const before = threadScheduleOf('12098207084 5836731514 15955\n', 0);
    const after = threadScheduleOf('15018429699 6739501423 19730\n', 5e9);
    const shares = threadShares(before, after);
    expect(shares?.runPct).toBeCloseTo(58.4, 1);
    expect(shares?.waitPct).toBeCloseTo(18.1, 1);
    expect(threadScheduleOf('', 0)).toBeNull();
    expect(threadShares(after, before)).toBeNull();
  });
});
