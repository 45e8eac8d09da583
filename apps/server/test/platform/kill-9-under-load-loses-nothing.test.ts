// Proves, in the short form CI runs on every change, that SIGKILL of the server (and once of its
// PostgreSQL) under a load of orders, covers, cancels, recharges, withdrawals, new-share
// subscriptions, AI purchases, group joins and staff decisions, with one more customer flooding them all from 8 loops, loses and duplicates nothing a client was told, half-applies nothing, and leaves the ledger
// reconciled (D6). `npm run test:chaos` runs the long form (D7, docs/RELIABILITY.md).
import { expect, it } from 'vitest';
import { runCrashTest, seedFromEnv } from '../chaos/crash-test';

const KILLS = 3;

it(`D6: ${KILLS} kills under load (one with PostgreSQL): every acknowledged operation exactly once, reconcile clean`, {
  timeout: 600_000,
}, async () => {
  const seed = seedFromEnv();
  console.info(`crash test seed ${seed} (replay with CHAOS_SEED=${seed})`);
  const report = await runCrashTest({
    seed,
    kills: KILLS,
    customers: 3,
    operationsBetweenKills: [40, 80],
    postgresKillChance: 0,
    // One more customer floods every operation from 8 loops at once (E10): refused beyond its bounds.
    floodLoops: 8,
    say: (line) => console.info(line),
  });
  console.info(
    `crash test: ${report.operations} operations (${report.acknowledged} acknowledged), ${report.kills} kills, restarts ${report.restartMs.join(', ')} ms, ${report.retriedOperations} operations retried`,
  );
  console.info(`crash test operations: ${JSON.stringify(report.byOperation)}`);
  expect(report.problems, `seed ${seed}, kept in ${report.artifactsDir}`).toEqual([]);
  expect(report.differences, `seed ${seed}, kept in ${report.artifactsDir}`).toEqual([]);
  expect(report.kills).toBe(KILLS);
  expect(report.postgresKills).toBeGreaterThanOrEqual(1);
  // Load ran between the kills (at least 40 operations each), and some of it was caught by one.
  expect(report.operations).toBeGreaterThan(KILLS * 40);
  expect(report.retriedOperations).toBeGreaterThan(0);
  // The offerings were in the load: subscriptions, AI purchases and group joins were acknowledged.
  const offerings = ['new_share.subscribe', 'ai.buy', 'group.join'].map(
    (op) => report.byOperation[op]?.acknowledged ?? 0,
  );
  expect(offerings.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  // The flood met the bulkheads: some of its operations were refused with 429 (E10), none with a 5xx.
  expect(report.tooManyRequests).toBeGreaterThan(0);
});
