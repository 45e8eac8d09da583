import type { CalendarHoliday, ExchangeCode } from '@demo/core';
import { and, asc, count, desc, eq, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { namedStatement, preparedOn, runNamed } from '../../db/prepared';
import { marketHolidays, orders, products } from '../../db/schema';
import { tableRows } from '../../db/table-rows';
import { sqlLiteral } from '../../db/transaction';

/** SQL for orders. Services hold the transactions; every function takes the caller's handle. */

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderPatch = Partial<Omit<NewOrder, 'id' | 'userId' | 'accountSet'>>;
export type AccountSet = OrderRow['accountSet'];
export type OrderStatusValue = OrderRow['status'];

/** The request-id check of every order placed: a named statement, planned once per connection. */
const byRequestId = (q: Queryable) =>
  q
    .select()
    .from(orders)
    .where(and(eq(orders.userId, sql.placeholder('userId')), eq(orders.requestId, sql.placeholder('requestId'))))
    .limit(1)
    .prepare('orders_by_request_id');

export async function findByRequestId(q: Queryable, userId: number, requestId: string): Promise<OrderRow | undefined> {
  const [row] = await preparedOn(q, 'orders_by_request_id', byRequestId).execute({ userId, requestId });
  return row;
}

/** Order inserts and updates as named statements with hand-written row mapping (docs/adr/0004). */
const orderRows = tableRows(orders, { statementPrefix: 'orders', onUpdate: '"version" = "version" + 1' });

/** An orders row as the driver answers it (columns by SQL name), in the schema's shape. */
export function orderRowOf(raw: Record<string, unknown>): OrderRow {
  return orderRows.map(raw);
}

/** The request-id check as text, to ride in BEGIN's round trip (db/transaction.ts `withBegin`). */
export function orderByRequestIdText(userId: number, requestId: string): string {
  return `select * from orders where user_id = ${sqlLiteral(userId)} and request_id = ${sqlLiteral(requestId)} limit 1`;
}

/**
 * The lock of every cover and cancel as two texts to ride in BEGIN's round trip: the caller's order
 * row, then that user's ledger rows of the order's set and currency, FOR UPDATE, the ledger rows in
 * the ledger's lock order (the order row is this transaction's already when the second runs).
 */
export function lockUserOrderTexts(id: number, userId: number): [string, string] {
  const order = `o.id = ${sqlLiteral(id)} and o.user_id = ${sqlLiteral(userId)}`;
  return [
    `select * from orders o where ${order} for update`,
    `select a.id, a.user_id, a.kind, a.currency, a.balance_minor from ledger_accounts a join orders o on ${order}
      and a.user_id = o.user_id and a.currency = o.currency and (a.kind like 'virtual\\_%') = (o.account_set = 'virtual')
      order by a.kind collate "C" for update of a`,
  ];
}

export async function insertOrder(q: Queryable, values: NewOrder): Promise<OrderRow> {
  return await orderRows.insert(q, values);
}

/** Locks one order row until the transaction ends; undefined when it does not exist. */
export async function lockOrder(tx: Tx, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function findOrder(q: Queryable, id: number): Promise<OrderRow | undefined> {
  const [row] = await q.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

/** Writes a change to a locked order and bumps its version. */
export async function updateOrder(tx: Tx, id: number, patch: OrderPatch): Promise<OrderRow> {
  // The version is the statement's to bump, never the caller's to set.
  const { version: _version, ...columns } = patch;
  const row = await orderRows.update(tx, id, columns);
  if (!row) throw new Error(`order ${id} vanished while locked`);
  return row;
}

/** The open (BUILD) positions of one account set, oldest first, locked when asked. */
export async function openPositions(
  tx: Queryable,
  userId: number,
  set: AccountSet,
  options: { forUpdate: boolean },
): Promise<OrderRow[]> {
  const query = tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.accountSet, set), eq(orders.status, 'BUILD')))
    .orderBy(asc(orders.id));
  return options.forUpdate ? await query.for('update') : await query;
}

/** The pending (CREATED) orders of one account set, oldest first, locked. */
export async function pendingOrdersForUpdate(tx: Tx, userId: number, set: AccountSet): Promise<OrderRow[]> {
  return await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.accountSet, set), eq(orders.status, 'CREATED')))
    .orderBy(asc(orders.id))
    .for('update');
}

export interface OrderFilter {
  userId: number;
  statuses?: readonly OrderStatusValue[];
  set?: AccountSet | undefined;
  source?: OrderRow['source'];
  /** Rows to skip and to return (contract `pageWindow`: never unbounded). */
  offset: number;
  limit: number;
}

/** One page of a user's orders, newest first, and how many match in all. */
export async function listOrders(q: Queryable, filter: OrderFilter): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(
    eq(orders.userId, filter.userId),
    filter.statuses ? inArray(orders.status, [...filter.statuses]) : undefined,
    filter.set ? eq(orders.accountSet, filter.set) : undefined,
    filter.source ? eq(orders.source, filter.source) : undefined,
  );
  const rows = await q
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [counted] = await q.select({ n: count() }).from(orders).where(where);
  return { rows, total: counted?.n ?? 0 };
}

export async function countByStatus(
  q: Queryable,
  userId: number,
  set: AccountSet | undefined,
): Promise<Array<{ status: OrderStatusValue; n: number }>> {
  return await q
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), set ? eq(orders.accountSet, set) : undefined))
    .groupBy(orders.status);
}

/** Pending limit orders on these products, for the engine's fill pass. */
export async function pendingOn(q: Queryable, codes: readonly string[]): Promise<OrderRow[]> {
  if (codes.length === 0) return [];
  return await q
    .select()
    .from(orders)
    .where(and(inArray(orders.code, [...codes]), eq(orders.status, 'CREATED')))
    .orderBy(asc(orders.id));
}

/** Held positions on these products that carry a stop loss or a take profit. */
export async function exitsOn(q: Queryable, codes: readonly string[]): Promise<OrderRow[]> {
  if (codes.length === 0) return [];
  return await q
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.code, [...codes]),
        eq(orders.status, 'BUILD'),
        or(isNotNull(orders.stopLossTicks), isNotNull(orders.takeProfitTicks)),
      ),
    )
    .orderBy(asc(orders.id));
}

/** The accounts (user and set) holding a position on any of these products. */
export async function accountsHolding(
  q: Queryable,
  codes: readonly string[],
): Promise<Array<{ userId: number; accountSet: AccountSet }>> {
  if (codes.length === 0) return [];
  return await q
    .selectDistinct({ userId: orders.userId, accountSet: orders.accountSet })
    .from(orders)
    .where(and(inArray(orders.code, [...codes]), eq(orders.status, 'BUILD')));
}

/** Ids of held positions whose last paid roll is before `rollMs`: they owe an overnight fee. */
export async function positionsOwingRoll(q: Queryable, rollMs: number): Promise<number[]> {
  const rows = await q
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'BUILD'), lt(orders.rolledAt, rollMs)))
    .orderBy(asc(orders.id));
  return rows.map((r) => r.id);
}

/** Sum of realised P&L of the closed orders of one account set, in minor units. */
export async function realisedProfitMinor(q: Queryable, userId: number, set: AccountSet): Promise<bigint> {
  const [row] = await q
    .select({ total: sql<string>`coalesce(sum(${orders.profitMinor}), 0)::text` })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.accountSet, set), eq(orders.status, 'COVER')));
  return BigInt(row?.total ?? '0');
}

export type ProductRow = typeof products.$inferSelect;

export async function productsByCode(q: Queryable, codes: readonly string[]): Promise<ProductRow[]> {
  if (codes.length === 0) return [];
  return await q
    .select()
    .from(products)
    .where(inArray(products.code, [...codes]));
}

/** Every product, for the catalog cache (catalog.ts). */
export async function allProducts(q: Queryable): Promise<ProductRow[]> {
  return await q.select().from(products);
}

/** Every exchange holiday, for the catalog cache (catalog.ts). */
export async function allHolidays(q: Queryable): Promise<CalendarHoliday[]> {
  const rows = await q
    .select({ exchange: marketHolidays.exchange, date: marketHolidays.date, name: marketHolidays.name })
    .from(marketHolidays);
  // The table's exchange column holds core's exchange codes only (console-markets validates them).
  return rows.map((r) => ({ exchange: r.exchange as ExchangeCode, date: r.date, name: r.name }));
}

/**
 * O11: a buy's trailing stops on one product move up to `bid − distance` where the bid passed their
 * best price (stop + distance); a sell's down to `ask + distance` where the ask passed below theirs.
 * One statement per product and direction, through the partial expression indexes `orders_trailing_*`,
 * so it reads only the positions that move. GREATEST / LEAST keep the stop from ever loosening even
 * if a row changed between the scan and the write. Rows locked by a user's or the engine's
 * transaction (a cover, an edit) are skipped, never waited for: they trail on the next tick, and the
 * engine never takes row locks in an order a user's transaction could take the other way round.
 */
const TRAIL_BUY = namedStatement(
  'orders_trail_buy',
  `update orders o set stop_loss_ticks = greatest(o.stop_loss_ticks, $2::bigint - o.trailing_distance_ticks),
     version = o.version + 1
   from (select id from orders
     where code = $1 and status = 'BUILD' and direction = 'buy' and trailing_distance_ticks is not null
       and stop_loss_ticks + trailing_distance_ticks < $2::bigint
     order by id for update skip locked) moving
   where o.id = moving.id
   returning o.*`,
);
const TRAIL_SELL = namedStatement(
  'orders_trail_sell',
  `update orders o set stop_loss_ticks = least(o.stop_loss_ticks, $2::bigint + o.trailing_distance_ticks),
     version = o.version + 1
   from (select id from orders
     where code = $1 and status = 'BUILD' and direction = 'sell' and trailing_distance_ticks is not null
       and stop_loss_ticks - trailing_distance_ticks > $2::bigint
     order by id for update skip locked) moving
   where o.id = moving.id
   returning o.*`,
);

/** The trail's two statements, for the test that proves they are answered from their indexes. */
export const TRAIL_STATEMENTS = { buy: TRAIL_BUY, sell: TRAIL_SELL } as const;

/** Moves the trailing stops of one product at a quote (O11) and answers the rows that moved. */
export async function trailStopsOn(
  q: Queryable,
  code: string,
  quote: { bidTicks: bigint; askTicks: bigint },
): Promise<OrderRow[]> {
  const bought = await runNamed(q, TRAIL_BUY, [code, quote.bidTicks.toString()]);
  const sold = await runNamed(q, TRAIL_SELL, [code, quote.askTicks.toString()]);
  return [...bought, ...sold].map(orderRowOf);
}

/** Ids of pending orders whose expiry has come (O10), soonest first, at most `limit`. */
export async function expiredPendingIds(q: Queryable, nowMs: number, limit: number): Promise<number[]> {
  const rows = await q
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'CREATED'), isNotNull(orders.validUntil), lte(orders.validUntil, nowMs)))
    .orderBy(asc(orders.validUntil), asc(orders.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The orders with these ids (any status), oldest first. */
export async function ordersByIds(q: Queryable, ids: readonly number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return await q
    .select()
    .from(orders)
    .where(inArray(orders.id, [...ids]))
    .orderBy(asc(orders.id));
}
