import { describe, expect, it } from 'vitest';
import { runOrdersBench } from './orders';

/** The orders bench at tiny size: it measures something, against TPC-B, and leaves the ledger whole. */

describe('orders bench, tiny', () => {
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
    expect(report.reconcileViolations).toBe(0);
  });
});
