// The orders bench with the risk limits off and on in the same run (issue 45, docs/SPEC.md RL4, RL5):
// the same server, users and connections, blocks alternating off, on, on, off (ABBA, so a drift of
// the shared machine falls on both sides alike). "On" binds every order of the load with all three
// kinds — the traded instrument's house notional, each user's lots in it and each user's total —
// set far above what the load reaches, so nothing is refused and every check runs in full.
import type pg from 'pg';
import { CODE, type LoadResult, load, type Measured, type Trader } from './orders';

/** Limits on must keep at least this fraction of the rate with limits off (issue 45). */
export const LIMITS_RATIO_MIN = 0.9;
/** A node's copy of the limits is at most 1 s old (RL4): wait past it after changing the table. */
const COPY_AGE_WAIT_MS = 1_500;

export interface LimitsAbResult {
  readonly offTps: number;
  readonly onTps: number;
  readonly ratio: number;
  readonly errors: number;
  readonly passed: boolean;
  readonly text: string;
}

interface Subject {
  readonly target: Measured;
  readonly traders: readonly Trader[];
  readonly pool: pg.Pool;
  /** The bench users' usernames start with it: each gets its own lots and total limits. */
  readonly usernamePrefix: string;
}

/** Sets the three kinds of limit on the demo account for every bench user, or removes them all. */
async function setLimits(pool: pg.Pool, on: boolean, usernamePrefix: string): Promise<void> {
  await pool.query('delete from risk_limits');
  if (on) {
    const nowMs = Date.now();
    await pool.query(
      `insert into risk_limits (account_set, kind, code, user_id, value, updated_at)
       values ('virtual', 'houseNotional', $1, 0, 1000000000000000, $2)`,
      [CODE, nowMs],
    );
    await pool.query(
      `insert into risk_limits (account_set, kind, code, user_id, value, updated_at)
       select 'virtual', kind, case when kind = 'maxLots' then $1 else '' end, u.id,
              case when kind = 'maxLots' then 1000000 else 1000000000000000 end, $2
         from users u cross join (values ('maxLots'), ('customerNotional')) k(kind)
        where u.username like $3`,
      [CODE, nowMs, `${usernamePrefix}%`],
    );
  }
  await new Promise((resolve) => setTimeout(resolve, COPY_AGE_WAIT_MS));
}

/** `blocks` loads of `durationS` each, limits off and on in ABBA order; the mean rate of each side. */
export async function limitsAb(
  subject: Subject,
  clients: number,
  durationS: number,
  blocks: number,
): Promise<LimitsAbResult> {
  return await abBlocks(
    subject,
    { clients, durationS, blocks },
    {
      what: 'risk limits',
      set: (on) => setLimits(subject.pool, on, subject.usernamePrefix),
    },
  );
}

/**
 * The A/B of a feature on the orders load: `blocks` loads of `durationS` each, the feature off and on
 * in ABBA order (`side.set` switches it), the mean rate of each side and the ratio on ÷ off, which
 * must be at least LIMITS_RATIO_MIN with no error. Shared by the risk limits and the brakes.
 */
export async function abBlocks(
  subject: Pick<Subject, 'target' | 'traders'>,
  run: { clients: number; durationS: number; blocks: number },
  side: { what: string; set: (on: boolean) => Promise<void> },
): Promise<LimitsAbResult> {
  const { clients, durationS, blocks } = run;
  const results: { off: LoadResult[]; on: LoadResult[] } = { off: [], on: [] };
  for (let i = 0; i < blocks; i++) {
    const on = i % 4 === 1 || i % 4 === 2;
    await side.set(on);
    (on ? results.on : results.off).push(await load(subject.target, subject.traders, clients, durationS));
  }
  await side.set(false);
  const mean = (rows: LoadResult[]) => rows.reduce((sum, r) => sum + r.tps, 0) / Math.max(1, rows.length);
  const offTps = mean(results.off);
  const onTps = mean(results.on);
  const ratio = offTps > 0 ? onTps / offTps : 0;
  const errors = [...results.off, ...results.on].reduce((sum, r) => sum + r.errors, 0);
  const each = (rows: LoadResult[]) => rows.map((r) => r.tps.toFixed(1)).join(', ');
  // CPU per transaction moves far less than the rate on a shared machine: the cost of the checks itself.
  const cpu = (rows: LoadResult[]) => {
    const measured = rows.flatMap((r) => (r.cpuMsPerTx === null ? [] : [r.cpuMsPerTx]));
    if (measured.length === 0) return 'CPU not measured';
    const avg = (pick: (c: NonNullable<LoadResult['cpuMsPerTx']>) => number) =>
      (measured.reduce((sum, c) => sum + pick(c), 0) / measured.length).toFixed(2);
    return `CPU per tx: server ${avg((c) => c.server)} ms, PostgreSQL ${avg((c) => c.postgres)} ms`;
  };
  const text =
    `orders bench, ${side.what} off vs on: ${subject.traders.length} users, ${clients} connections, ${blocks} blocks of ${durationS} s (ABBA)\n` +
    `off: ${offTps.toFixed(1)} tx/s (blocks ${each(results.off)}; ${cpu(results.off)}); ` +
    `on: ${onTps.toFixed(1)} tx/s (blocks ${each(results.on)}; ${cpu(results.on)}); ` +
    `on ÷ off ${ratio.toFixed(3)} (needs ≥ ${LIMITS_RATIO_MIN}); errors ${errors}`;
  return { offTps, onTps, ratio, errors, passed: ratio >= LIMITS_RATIO_MIN && errors === 0, text };
}
