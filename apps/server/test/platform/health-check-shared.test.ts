// Proves /healthz's database check is shared: concurrent probes wait on one check, a passed check
// answers for DATABASE_CHECK_FRESH_MS, and a failure is never reused, so a node that lost its
// database turns unhealthy within that time and a recovered one turns healthy at the next probe.
import { describe, expect, it } from 'vitest';
import { sharedCheck } from '../../src/modules/health/routes';

describe('the shared health check', () => {
  it('runs one check for concurrent callers and reuses a pass while it is fresh', async () => {
    let nowMs = 0;
    let runs = 0;
    const check = sharedCheck(
      async () => {
        runs++;
      },
      1_000,
      () => nowMs,
    );
    await Promise.all([check(), check(), check()]);
    expect(runs).toBe(1);
    nowMs = 999;
    await check();
    expect(runs).toBe(1);
    nowMs = 1_000;
    await check();
    expect(runs).toBe(2);
  });

  it('never reuses a failure: the next caller checks again', async () => {
    let fail = true;
    let runs = 0;
    const check = sharedCheck(
      async () => {
        runs++;
        if (fail) throw new Error('database unreachable');
      },
      1_000,
      () => 0,
    );
    const both = await Promise.allSettled([check(), check()]);
    expect(both.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(runs).toBe(1);
    fail = false;
    await check();
    expect(runs).toBe(2);
  });
});
