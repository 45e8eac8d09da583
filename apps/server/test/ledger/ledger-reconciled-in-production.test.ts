// Proves the ledger is reconciled in production (D5): the engine leader runs reconcile() on its own
// every interval, keeps each run, and /readyz, /metrics and the console report the latest; a
// difference made behind the ledger's back is reported within one interval. The ledger is broken on
// purpose here, so this file has a database of its own.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, reconcileRuns } from '../../src/db/schema';
import { consoleCall, staffToken } from '../support/funds';
import { type Harness, registerUser, startHarness } from '../support/harness';
import { isolatedDatabase } from '../support/isolated-database';
import { fund } from '../support/ledger';

const INTERVAL_MS = 300;

let h: Harness;
let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;
let admin = '';

beforeAll(async () => {
  isolated = await isolatedDatabase();
  h = await startHarness({
    databaseUrl: isolated.url,
    app: { runEngine: true, reconcileIntervalMs: INTERVAL_MS },
  });
  admin = (await staffToken(h, 'admin')).token;
});
afterAll(async () => {
  await h.close();
  await isolated.drop();
});

/** Waits for a run that finished after `sinceMs` and passes `check`. */
async function runAfter(sinceMs: number, check: (differences: number, scope: string) => boolean) {
  const until = Date.now() + 20_000;
  for (;;) {
    const [run] = await h.database.db
      .select()
      .from(reconcileRuns)
      .where(sql`${reconcileRuns.startedAt} > ${new Date(sinceMs)}`)
      .orderBy(sql`${reconcileRuns.finishedAt} desc`)
      .limit(1);
    if (run && check(run.differences, run.scope)) return run;
    if (Date.now() > until) throw new Error('no reconciliation run came');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function readyz() {
  const reply = await h.app.inject({ method: 'GET', url: '/readyz' });
  return {
    status: reply.statusCode,
    body: reply.json<{ status: string; reconcile: { differences: number } | null }>(),
  };
}

async function gauge(): Promise<string | undefined> {
  const reply = await h.app.inject({ method: 'GET', url: '/metrics' });
  return reply.body.split('\n').find((line) => line.startsWith('ledger_reconcile_differences '));
}

describe('reconciliation in production', () => {
  it('D5: the leader reconciles on its own; /readyz, /metrics and the console report the run', async () => {
    const user = await registerUser(h);
    await fund(h.database.db, user.user.id, 250_000n);
    const run = await runAfter(Date.now(), () => true);
    expect(run.differences).toBe(0);
    // D5a: the first run after taking the lead read every transfer; the runs after it continue from
    // the horizon, checking only what was written since.
    const [first] = await h.database.db.select().from(reconcileRuns).orderBy(reconcileRuns.id).limit(1);
    expect(first?.scope).toBe('full');
    await fund(h.database.db, user.user.id, 1_000n);
    const after = await runAfter(Date.now(), (_, scope) => scope === 'since_horizon');
    expect(after.differences).toBe(0);
    expect(await readyz()).toMatchObject({ status: 200, body: { status: 'ok', reconcile: { differences: 0 } } });
    expect(await gauge()).toBe('ledger_reconcile_differences 0');
    const last = await consoleCall<{ differences: number; violations: unknown[] } | null>(
      h,
      'ledger/reconcile/last',
      {},
      admin,
    );
    expect(last.body).toMatchObject({ differences: 0, violations: [] });
    // Staff without the admin role do not see it (S2).
    const reviewer = (await staffToken(h, 'reviewer')).token;
    expect((await consoleCall(h, 'ledger/reconcile/last', {}, reviewer)).code).not.toBe(200);
  });

  it('D5: a balance changed behind the ledger is reported within one interval, and cleared when put back', async () => {
    const user = await registerUser(h);
    await fund(h.database.db, user.user.id, 100_000n);
    const available = and(eq(ledgerAccounts.userId, user.user.id), eq(ledgerAccounts.kind, 'available'));
    await h.database.db
      .update(ledgerAccounts)
      .set({ balanceMinor: sql`${ledgerAccounts.balanceMinor} + 1` })
      .where(available);
    try {
      const broken = await runAfter(Date.now(), (differences) => differences > 0);
      expect(broken.differences).toBeGreaterThan(0);
      const ready = await readyz();
      // Still ready: a difference is an alarm for staff, not a reason to stop serving.
      expect(ready.status).toBe(200);
      expect(ready.body.status).toBe('ledger_differences');
      expect(await gauge()).toMatch(/^ledger_reconcile_differences [1-9]\d*$/);
      const last = await consoleCall<{ violations: Array<{ invariant: string; message: string }> }>(
        h,
        'ledger/reconcile/last',
        {},
        admin,
      );
      expect(last.body.violations.map((v) => v.invariant)).toEqual(expect.arrayContaining(['L1']));
      expect(last.body.violations.some((v) => v.message.includes(`user/${user.user.id}/available`))).toBe(true);
    } finally {
      await h.database.db
        .update(ledgerAccounts)
        .set({ balanceMinor: sql`${ledgerAccounts.balanceMinor} - 1` })
        .where(available);
    }
    await runAfter(Date.now(), (differences) => differences === 0);
    expect((await readyz()).body.status).toBe('ok');
  });
});
