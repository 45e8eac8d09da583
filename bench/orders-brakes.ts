// The orders bench with the customers' brakes off and on in the same run (issue 46, docs/SPEC.md BR6,
// BR18): "on" gives every bench user a daily loss limit far above what the load loses and a kill
// switch on another market group (forex; the load trades crypto), so each order reads the user's
// brake row with its switches and the day's realised sum it keeps (BR4), marks the open positions for
// today's loss, and still passes. "Off" keeps the row (the risk disclosure every bench trader accepted) with
// no limit and no switch, so the difference is the brakes' own cost.
import type pg from 'pg';
import type { Measured, Trader } from './orders';
import { abBlocks, type LimitsAbResult } from './orders-limits';

/** A limit no load reaches: a thousand crore rupees in paise. */
const LIMIT_FAR_MINOR = 1_000_000_000_000_000n;
/** The switch's length: longer than any run. */
const SWITCH_MS = 12 * 3600_000;

/** Sets the limit and the forex switch for every bench user of the demo account, or lifts both. */
async function setBrakes(pool: pg.Pool, on: boolean, usernamePrefix: string): Promise<void> {
  const users = `select id from users where username like $1`;
  await pool.query(`delete from brake_kill_switches where user_id in (${users})`, [`${usernamePrefix}%`]);
  await pool.query(
    `update customer_brakes set loss_limit_minor = $2, reached_day_ms = null
      where account_set = 'virtual' and user_id in (${users})`,
    [`${usernamePrefix}%`, on ? String(LIMIT_FAR_MINOR) : null],
  );
  if (on)
    await pool.query(
      `insert into brake_kill_switches (user_id, account_set, scope, until_ms)
       select id, 'virtual', 'forex', $2 from users where username like $1`,
      [`${usernamePrefix}%`, Date.now() + SWITCH_MS],
    );
}

/** `blocks` loads of `durationS` each, brakes off and on in ABBA order (bench/orders-limits.ts `abBlocks`). */
export async function brakesAb(
  subject: { target: Measured; traders: readonly Trader[]; pool: pg.Pool; usernamePrefix: string },
  clients: number,
  durationS: number,
  blocks: number,
): Promise<LimitsAbResult> {
  return await abBlocks(
    subject,
    { clients, durationS, blocks },
    {
      what: 'brakes (a loss limit and a forex kill switch)',
      set: (on) => setBrakes(subject.pool, on, subject.usernamePrefix),
    },
  );
}
