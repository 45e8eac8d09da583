import type { AccountSet, DayRealised, KillSwitch, LossLimitState } from '@demo/core';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { namedStatement, type RidingRead, riding, ridingStatement, runNamed } from '../../db/prepared';
import { brakeKillSwitches, brakeLog, customerBrakes, orders, products } from '../../db/schema';

/**
 * The user's brakes of one set as one row, read in BEGIN's round trip of an order (under the user's
 * own trading lock, docs/adr/0002): the stored row (all null when none), the switches whose end has
 * not passed, and today's realised net P&L as the row keeps it (BR4: one number, not the day's trades).
 */
const USER_BRAKES_SQL = `select b.loss_limit_minor::text as loss_limit_minor, coalesce(b.next_loss_limit_set, false) as next_loss_limit_set,
     b.next_loss_limit_minor::text as next_loss_limit_minor, b.next_loss_limit_from_ms::text as next_loss_limit_from_ms,
     b.reached_day_ms::text as reached_day_ms, b.leverage_cap, b.disclosure_version,
     b.realised_day_ms::text as realised_day_ms, coalesce(b.realised_minor, 0)::text as realised_minor,
     coalesce((select json_agg(json_build_object('scope', k.scope, 'untilMs', k.until_ms::text))
       from brake_kill_switches k where k.user_id = $1 and k.account_set = $2 and k.until_ms > $3), '[]'::json) as kill_switches
   from (select 1) one left join customer_brakes b on b.user_id = $1 and b.account_set = $2`;
const USER_BRAKES = ridingStatement('riding_user_brakes', ['integer', 'text', 'bigint'], USER_BRAKES_SQL);
const USER_BRAKES_NAMED = namedStatement('brakes_user_brakes', USER_BRAKES_SQL);

export function userBrakesRead(userId: number, set: AccountSet, nowMs: number): RidingRead {
  return riding(USER_BRAKES, [userId, set, nowMs]);
}

/** The stored brakes of one user and set, as the order path and the services read them. */
export interface BrakeRow {
  readonly lossLimit: LossLimitState;
  readonly reachedDayMs: number | null;
  readonly leverageCap: number | null;
  /** The version of the risk disclosure accepted, or null (BR10, BR18). */
  readonly disclosureVersion: string | null;
  readonly killSwitches: readonly KillSwitch[];
  /** Today's realised net P&L as the row keeps it (BR4); read it with core `realisedOn`. */
  readonly realised: DayRealised;
}

const big = (v: unknown): bigint | null => (v === null || v === undefined ? null : BigInt(String(v)));
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** The row of `userBrakesRead` (exactly one: the left join answers nulls for a user without brakes). */
export function brakeRowOf(rows: readonly Record<string, unknown>[]): BrakeRow {
  const r = rows[0];
  if (!r) throw new Error('the user brakes read answered no row');
  const switches = (r.kill_switches ?? []) as Array<{ scope: KillSwitch['scope']; untilMs: string }>;
  const nextFromMs = num(r.next_loss_limit_from_ms);
  return {
    lossLimit: {
      inForceMinor: big(r.loss_limit_minor),
      next:
        r.next_loss_limit_set === true && nextFromMs !== null
          ? { amountMinor: big(r.next_loss_limit_minor), fromMs: nextFromMs }
          : null,
    },
    reachedDayMs: num(r.reached_day_ms),
    leverageCap: num(r.leverage_cap),
    disclosureVersion: typeof r.disclosure_version === 'string' ? r.disclosure_version : null,
    killSwitches: switches.map((s) => ({ scope: s.scope, untilMs: Number(s.untilMs) })),
    realised: { dayStartMs: num(r.realised_day_ms), netMinor: BigInt(String(r.realised_minor ?? '0')) },
  };
}

/** The same read outside an order (status, the engine's pass). */
export async function readBrakeRow(q: Queryable, userId: number, set: AccountSet, nowMs: number): Promise<BrakeRow> {
  return brakeRowOf(await runNamed(q, USER_BRAKES_NAMED, [userId, set, nowMs]));
}

/**
 * BR4: adds a close's net P&L to the day it was covered on, in the close's transaction. A close of an
 * earlier day than the one kept (a node's clock behind another's at midnight) leaves today's sum alone.
 */
const ADD_REALISED = namedStatement(
  'brakes_add_realised',
  `insert into customer_brakes (user_id, account_set, realised_day_ms, realised_minor) values ($1, $2, $3, $4)
   on conflict (user_id, account_set) do update set
     realised_minor = case
       when customer_brakes.realised_day_ms = excluded.realised_day_ms then customer_brakes.realised_minor + excluded.realised_minor
       when customer_brakes.realised_day_ms > excluded.realised_day_ms then customer_brakes.realised_minor
       else excluded.realised_minor end,
     realised_day_ms = greatest(customer_brakes.realised_day_ms, excluded.realised_day_ms)`,
);

export async function addRealised(
  q: Queryable,
  close: { userId: number; set: AccountSet; dayStartMs: number; netMinor: bigint },
): Promise<void> {
  await runNamed(q, ADD_REALISED, [close.userId, close.set, close.dayStartMs, close.netMinor.toString()]);
}

/** Creates the user's row of the set when missing, so a later update has a row to change. */
async function ensureRow(q: Queryable, userId: number, set: AccountSet): Promise<void> {
  await q.insert(customerBrakes).values({ userId, accountSet: set }).onConflictDoNothing();
}

export async function saveLossLimit(
  q: Queryable,
  userId: number,
  set: AccountSet,
  state: LossLimitState,
  coverOnReach: boolean,
): Promise<void> {
  await ensureRow(q, userId, set);
  await q
    .update(customerBrakes)
    .set({
      lossLimitMinor: state.inForceMinor,
      nextLossLimitSet: state.next !== null,
      nextLossLimitMinor: state.next?.amountMinor ?? null,
      nextLossLimitFromMs: state.next?.fromMs ?? null,
      coverOnReach,
      updatedAt: new Date(),
    })
    .where(and(eq(customerBrakes.userId, userId), eq(customerBrakes.accountSet, set)));
}

export async function saveLeverageCap(q: Queryable, userId: number, set: AccountSet, cap: number | null) {
  await ensureRow(q, userId, set);
  await q
    .update(customerBrakes)
    .set({ leverageCap: cap, updatedAt: new Date() })
    .where(and(eq(customerBrakes.userId, userId), eq(customerBrakes.accountSet, set)));
}

export async function saveDisclosure(q: Queryable, userId: number, set: AccountSet, version: string, at: Date) {
  await ensureRow(q, userId, set);
  await q
    .update(customerBrakes)
    .set({ disclosureVersion: version, disclosureAcceptedAt: at, updatedAt: new Date() })
    .where(and(eq(customerBrakes.userId, userId), eq(customerBrakes.accountSet, set)));
}

export async function settingsRow(q: Queryable, userId: number, set: AccountSet) {
  const [row] = await q
    .select()
    .from(customerBrakes)
    .where(and(eq(customerBrakes.userId, userId), eq(customerBrakes.accountSet, set)));
  return row;
}

/** The end in force of one scope's switch, locked for the change; null when none. */
export async function killSwitchUntilOf(q: Queryable, userId: number, set: AccountSet, scope: string) {
  const [row] = await q
    .select({ untilMs: brakeKillSwitches.untilMs })
    .from(brakeKillSwitches)
    .where(
      and(
        eq(brakeKillSwitches.userId, userId),
        eq(brakeKillSwitches.accountSet, set),
        eq(brakeKillSwitches.scope, scope),
      ),
    )
    .for('update');
  return row?.untilMs ?? null;
}

/** BR2: the stored end only ever moves later (`greatest`), whatever a racing request wrote first. */
export async function saveKillSwitch(q: Queryable, userId: number, set: AccountSet, scope: string, untilMs: number) {
  const [row] = await q
    .insert(brakeKillSwitches)
    .values({ userId, accountSet: set, scope, untilMs })
    .onConflictDoUpdate({
      target: [brakeKillSwitches.userId, brakeKillSwitches.accountSet, brakeKillSwitches.scope],
      set: { untilMs: sql`greatest(${brakeKillSwitches.untilMs}, excluded.until_ms)` },
    })
    .returning({ untilMs: brakeKillSwitches.untilMs });
  if (!row) throw new Error('saving a kill switch answered no row');
  return row.untilMs;
}

/** The pending orders (CREATED, QUEUED) of a set with their market, to cancel under a switch. */
export async function pendingOrdersOf(q: Queryable, userId: number, set: AccountSet) {
  return await q
    .select({ id: orders.id, market: products.market })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(and(eq(orders.userId, userId), eq(orders.accountSet, set), inArray(orders.status, ['CREATED', 'QUEUED'])));
}

/** The held positions of a set, largest first by hands, to cover on reach (BR9). */
export async function heldPositionsOf(q: Queryable, userId: number, set: AccountSet) {
  return await q
    .select({ id: orders.id, hands: orders.hands, code: orders.code })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.accountSet, set), eq(orders.status, 'BUILD')));
}

/** Users with a loss limit stored (in force or waiting) whose day has not been marked reached yet. */
export async function usersWithLossLimits(q: Queryable, dayStartMs: number) {
  return await q
    .select({
      userId: customerBrakes.userId,
      accountSet: customerBrakes.accountSet,
      coverOnReach: customerBrakes.coverOnReach,
      reachedDayMs: customerBrakes.reachedDayMs,
      coveredDayMs: customerBrakes.coveredDayMs,
    })
    .from(customerBrakes)
    .where(
      and(
        sql`(${customerBrakes.lossLimitMinor} is not null or ${customerBrakes.nextLossLimitMinor} is not null)`,
        sql`(${customerBrakes.reachedDayMs} is distinct from ${dayStartMs} or (${customerBrakes.coverOnReach} and ${customerBrakes.coveredDayMs} is distinct from ${dayStartMs}))`,
      ),
    );
}

/** Marks the day reached; true only for the first to mark it (the log and the cover happen once). */
export async function markReached(q: Queryable, userId: number, set: AccountSet, dayStartMs: number) {
  const rows = await q
    .update(customerBrakes)
    .set({ reachedDayMs: dayStartMs })
    .where(
      and(
        eq(customerBrakes.userId, userId),
        eq(customerBrakes.accountSet, set),
        sql`${customerBrakes.reachedDayMs} is distinct from ${dayStartMs}`,
      ),
    )
    .returning({ userId: customerBrakes.userId });
  return rows.length === 1;
}

/** Marks the day's cover on reach done; true only for the first (BR9: once a day, on the leader). */
export async function markCovered(q: Queryable, userId: number, set: AccountSet, dayStartMs: number) {
  const rows = await q
    .update(customerBrakes)
    .set({ coveredDayMs: dayStartMs })
    .where(
      and(
        eq(customerBrakes.userId, userId),
        eq(customerBrakes.accountSet, set),
        sql`${customerBrakes.coveredDayMs} is distinct from ${dayStartMs}`,
      ),
    )
    .returning({ userId: customerBrakes.userId });
  return rows.length === 1;
}

export type BrakeLogDetail = Record<string, string | number | boolean | null>;

export async function appendLog(
  q: Queryable,
  entry: { userId: number; set: AccountSet; kind: string; atMs: number; detail: BrakeLogDetail },
): Promise<void> {
  await q
    .insert(brakeLog)
    .values({ userId: entry.userId, accountSet: entry.set, kind: entry.kind, atMs: entry.atMs, detail: entry.detail });
}

export async function logPage(q: Queryable, userId: number, set: AccountSet, page: { offset: number; limit: number }) {
  const where = and(eq(brakeLog.userId, userId), eq(brakeLog.accountSet, set));
  const rows = await q
    .select()
    .from(brakeLog)
    .where(where)
    .orderBy(desc(brakeLog.id))
    .offset(page.offset)
    .limit(page.limit);
  const [count] = await q.select({ n: sql<number>`count(*)::integer` }).from(brakeLog).where(where);
  return { rows, total: count?.n ?? 0 };
}
