import type { AccountSet, BookPosition } from '@demo/core';
import { ticks } from '@demo/core';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { QueryResultRow } from 'pg';
import type { Queryable } from '../../db/client';
import { type RidingRead, riding, ridingStatement } from '../../db/prepared';
import { orders, riskLimits, staff, users } from '../../db/schema';

export type RiskLimitRow = typeof riskLimits.$inferSelect;
type Scope = Pick<RiskLimitRow, 'accountSet' | 'kind' | 'code' | 'userId'>;

/** Every limit in force, both account sets (a small table: one row a scope the desk chose). */
export function allLimits(q: Queryable): Promise<RiskLimitRow[]> {
  return q.select().from(riskLimits);
}

/** The limits of one account set with who last set each, newest change first, at most `max`. */
export function listLimits(q: Queryable, set: AccountSet, max: number) {
  return q
    .select({ limit: riskLimits, staffName: staff.username })
    .from(riskLimits)
    .leftJoin(staff, eq(staff.id, riskLimits.updatedBy))
    .where(eq(riskLimits.accountSet, set))
    .orderBy(desc(riskLimits.updatedAt), desc(riskLimits.id))
    .limit(max);
}

const sameScope = (s: Scope) =>
  and(
    eq(riskLimits.accountSet, s.accountSet),
    eq(riskLimits.kind, s.kind),
    eq(riskLimits.code, s.code),
    eq(riskLimits.userId, s.userId),
  );

/** The limit of one scope, locked so two desks setting it at once apply one after the other. */
export async function limitForUpdate(q: Queryable, s: Scope): Promise<RiskLimitRow | undefined> {
  const [row] = await q.select().from(riskLimits).where(sameScope(s)).for('update');
  return row;
}

/** Writes the limit of a scope, replacing the one it had. */
export async function upsertLimit(q: Queryable, row: Omit<RiskLimitRow, 'id'>): Promise<RiskLimitRow> {
  const [written] = await q
    .insert(riskLimits)
    .values(row)
    .onConflictDoUpdate({
      target: [riskLimits.accountSet, riskLimits.kind, riskLimits.code, riskLimits.userId],
      set: { value: row.value, reason: row.reason, updatedBy: row.updatedBy, updatedAt: row.updatedAt },
    })
    .returning();
  if (!written) throw new Error('upserting a risk limit returned no row');
  return written;
}

export async function deleteLimit(q: Queryable, s: Scope): Promise<void> {
  await q.delete(riskLimits).where(sameScope(s));
}

export async function userExists(q: Queryable, userId: number): Promise<boolean> {
  const [row] = await q.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

/**
 * A customer's open positions and pending orders in one set, as the limits count them (RL5): a
 * pending order at its limit price, as it would stand once filled. It rides with the order's BEGIN.
 */
const OWN_BOOK = ridingStatement(
  'riding_risk_own_book',
  ['integer', 'text'],
  `select code, direction, hands, hand_count, decimals,
          coalesce(build_price_ticks, limit_price_ticks, 0)::text as price_ticks,
          coalesce(instrument_currency, currency) as instrument_currency
     from orders where user_id = $1 and account_set = $2 and status in ('BUILD', 'CREATED', 'QUEUED')`,
);

export function ownBookRead(userId: number, set: AccountSet): RidingRead {
  return riding(OWN_BOOK, [userId, set]);
}

/** The rows of `ownBookRead` as the house's book reads positions. */
export function ownBookOf(userId: number, rows: readonly QueryResultRow[]): BookPosition[] {
  return rows.map((r) => ({
    userId,
    code: String(r.code),
    direction: r.direction === 'sell' ? 'sell' : 'buy',
    hands: Number(r.hands),
    handCount: Number(r.hand_count),
    decimals: Number(r.decimals),
    buildPriceTicks: ticks(BigInt(String(r.price_ticks))),
    instrumentCurrency: String(r.instrument_currency),
  }));
}

/** `ownBookRead` on a transaction already under the customer's trading lock (RL10: a group join). */
export async function ownBookIn(q: Queryable, userId: number, set: AccountSet): Promise<BookPosition[]> {
  const rows = await q
    .select({
      code: orders.code,
      direction: orders.direction,
      hands: orders.hands,
      hand_count: orders.handCount,
      decimals: orders.decimals,
      price_ticks: sql<string>`coalesce(${orders.buildPriceTicks}, ${orders.limitPriceTicks}, 0)::text`,
      instrument_currency: sql<string>`coalesce(${orders.instrumentCurrency}, ${orders.currency})`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.accountSet, set),
        inArray(orders.status, ['BUILD', 'CREATED', 'QUEUED']),
      ),
    );
  return ownBookOf(userId, rows);
}
