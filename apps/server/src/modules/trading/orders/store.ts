import { type CalendarHoliday, type ExchangeCode, PENDING_STATES } from '@demo/core';
import { and, asc, count, desc, eq, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../db/client';
import { namedStatement, type RidingRead, riding, ridingStatement, runNamed } from '../../../db/prepared';
import { marketHolidays, orders, products } from '../../../db/schema';
import { tableRows } from '../../../db/table-rows';

/** SQL for orders. Services hold the transactions; every function takes the caller's handle. */

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderPatch = Partial<Omit<NewOrder, 'id' | 'userId' | 'accountSet'>>;
export type AccountSet = OrderRow['accountSet'];
export type OrderStatusValue = OrderRow['status'];

/**
 * The order a user placed with a request id: for a repeated `order/create` (E7), a rare path. Planned
 * on every call with its values, so the unique (user, request id) index answers it: a plan cached
 * while the table was small would take the user's order index and read all of a user's orders.
 */
export async function findByRequestId(q: Queryable, userId: number, requestId: string): Promise<OrderRow | undefined> {
  const [row] = await q
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.requestId, requestId)))
    .limit(1);
  return row;
}

/** Order inserts and updates as named statements with hand-written row mapping (docs/adr/0004). */
const orderRows = tableRows(orders, { statementPrefix: 'orders', counter: 'version' });

/**
 * What a statement selects to answer orders rows (`orderRowOf` reads them): one JSON array per row,
 * not fifty columns (db/table-rows.ts `rowSql`); ORDER_ROW_OF_O for a statement that names the table `o`.
 */
const ORDER_ROW = orderRows.rowSql();
const ORDER_ROW_OF_O = orderRows.rowSql('o');

/** An orders row answered through ORDER_ROW (or ORDER_ROW_OF_O), in the schema's shape. */
export function orderRowOf(raw: Record<string, unknown>): OrderRow {
  return orderRows.map(raw);
}

/**
 * The caller's order row, locked. The owner is compared as an expression no index holds, so the
 * primary key is the one index that can answer, whatever the statistics (a cached plan made on a
 * small table took the user's order index and read all of the user's orders).
 */
const LOCK_OWN_ORDER = ridingStatement(
  'riding_lock_own_order',
  ['integer', 'integer'],
  `select ${ORDER_ROW_OF_O} from orders o where o.id = $1 and (o.user_id + 0) = $2 for update`,
);
/** That user's ledger rows of the order's set and currency, locked, in the ledger's lock order. */
const LOCK_OWN_ORDER_ACCOUNTS = ridingStatement(
  'riding_lock_own_order_accounts',
  ['integer', 'integer'],
  `select a.id, a.user_id, a.kind, a.currency, a.balance_minor from ledger_accounts a join orders o on o.id = $1
      and (o.user_id + 0) = $2 and a.user_id = o.user_id and a.currency = o.currency
      and (a.kind like 'virtual\\_%') = (o.account_set = 'virtual')
    order by a.kind collate "C" for update of a`,
);

/**
 * The lock of every cover and cancel as two reads to ride in BEGIN's round trip: the caller's order
 * row, then that user's ledger rows of the order's set and currency, FOR UPDATE, the ledger rows in
 * the ledger's lock order (the order row is this transaction's already when the second runs).
 */
export function lockUserOrderReads(id: number, userId: number): [RidingRead, RidingRead] {
  return [riding(LOCK_OWN_ORDER, [id, userId]), riding(LOCK_OWN_ORDER_ACCOUNTS, [id, userId])];
}

export async function insertOrder(q: Queryable, values: NewOrder): Promise<OrderRow> {
  return await orderRows.insert(q, values);
}

/**
 * The id the next order will have, drawn from the orders identity's sequence in BEGIN's round trip:
 * an order placed with it (`insertOrderWithId`) is written beside its posting, which names it, in one
 * step instead of two (docs/adr/0012). A rolled-back order leaves a gap, as any rolled-back insert does.
 */
const NEXT_ORDER_ID = ridingStatement(
  'riding_next_order_id',
  [],
  `select nextval(pg_get_serial_sequence('orders', 'id'))::integer as id`,
);

export function nextOrderIdRead(): RidingRead {
  return riding(NEXT_ORDER_ID, []);
}

/**
 * The same draw as a named statement of its own: the riding one is prepared by SQL text on the
 * connections that placed an order, and a second preparation of its name would fail there.
 */
const DRAW_ORDER_ID = namedStatement('orders_draw_id', NEXT_ORDER_ID.text);

/** Draws the next order's id now: a partial cover's new order, named by its posting before it is written. */
export async function drawOrderId(q: Queryable): Promise<number> {
  return nextOrderIdOf(await runNamed(q, DRAW_ORDER_ID, []));
}

/** The id `nextOrderIdRead` drew, from its rows. */
export function nextOrderIdOf(rows: readonly Record<string, unknown>[]): number {
  const id = rows[0]?.id;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw new Error(`the next order id read answered ${id}`);
  return id;
}

/**
 * Places an order row with an id drawn by `nextOrderIdRead`. A request id the user already used
 * fails the statement (unique violation of orders_user_request), and with it the transaction, so a
 * posting sent beside it never commits; the caller answers the first order (E7).
 */
export async function insertOrderWithId(q: Queryable, values: NewOrder & { id: number }): Promise<OrderRow> {
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

/** The user's partial covers of one parent order, newest first, at most `limit` (FL2). */
export async function partialsOf(q: Queryable, userId: number, parentId: number, limit: number): Promise<OrderRow[]> {
  return await q
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.parentId, parentId)))
    .orderBy(desc(orders.id))
    .limit(limit);
}

/**
 * Writes a change to a locked order and bumps its version. `locked`: the row as this transaction
 * read it under its lock, when the caller has it (the statement then answers only the version).
 */
export async function updateOrder(tx: Tx, id: number, patch: OrderPatch, locked?: OrderRow): Promise<OrderRow> {
  // The version is the statement's to bump, never the caller's to set.
  const { version: _version, ...columns } = patch;
  const row = await orderRows.update(tx, id, columns, locked);
  if (!row) throw new Error(`order ${id} vanished while locked`);
  return row;
}

/** The open (BUILD) positions of one account set, oldest first, locked when asked. */
/**
 * One account set's held positions, oldest first: named statements, planned once per connection
 * (the margin check under its locks, the wallet, a cover that leaves a shortfall).
 */
const OPEN_POSITIONS = namedStatement(
  'orders_open_positions',
  `select ${ORDER_ROW} from orders where user_id = $1 and account_set = $2 and status = 'BUILD' order by id`,
);
const OPEN_POSITIONS_LOCKED = namedStatement(
  'orders_open_positions_locked',
  `select ${ORDER_ROW} from orders where user_id = $1 and account_set = $2 and status = 'BUILD' order by id for update`,
);

export async function openPositions(
  tx: Queryable,
  userId: number,
  set: AccountSet,
  options: { forUpdate: boolean },
): Promise<OrderRow[]> {
  const rows = await runNamed(tx, options.forUpdate ? OPEN_POSITIONS_LOCKED : OPEN_POSITIONS, [userId, set]);
  return rows.map(orderRowOf);
}

/** The pending orders (CREATED, and QUEUED for an open: AMO2) of one account set, oldest first, locked. */
export async function pendingOrdersForUpdate(tx: Tx, userId: number, set: AccountSet): Promise<OrderRow[]> {
  return await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.accountSet, set), inArray(orders.status, [...PENDING_STATES])))
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

/**
 * The engine's reads of one batch of quotes (engine.ts `processQuotes`), each one named statement
 * whatever the number of products or accounts (docs/adr/0006): the text is built once per process
 * and planned once per connection, where the query builder built a list of every product's code on
 * every tick.
 */
const PENDING_ON = namedStatement(
  'orders_pending_on',
  `select ${ORDER_ROW} from orders where code = any($1::text[]) and status = 'CREATED' order by id`,
);
const EXITS_ON = namedStatement(
  'orders_exits_on',
  `select ${ORDER_ROW} from orders where code = any($1::text[]) and status = 'BUILD'
     and (stop_loss_ticks is not null or take_profit_ticks is not null) order by id`,
);
const POSITIONS_OF_ACCOUNTS_HOLDING = namedStatement(
  'orders_positions_of_accounts_holding',
  `select ${ORDER_ROW_OF_O} from orders o
    where o.status = 'BUILD'
      and (o.user_id, o.account_set) in (
        select h.user_id, h.account_set from orders h where h.code = any($1::text[]) and h.status = 'BUILD')
    order by o.user_id, o.account_set, o.id`,
);

/** Pending limit orders on these products, for the engine's fill pass. */
export async function pendingOn(q: Queryable, codes: readonly string[]): Promise<OrderRow[]> {
  if (codes.length === 0) return [];
  return (await runNamed(q, PENDING_ON, [[...codes]])).map(orderRowOf);
}

/** Held positions on these products that carry a stop loss or a take profit. */
export async function exitsOn(q: Queryable, codes: readonly string[]): Promise<OrderRow[]> {
  if (codes.length === 0) return [];
  return (await runNamed(q, EXITS_ON, [[...codes]])).map(orderRowOf);
}

/**
 * Every held position (on any product) of the accounts that hold one on any of these products, by
 * account then oldest first: what the margin check values, in one read for all of them.
 */
export async function positionsOfAccountsHolding(q: Queryable, codes: readonly string[]): Promise<OrderRow[]> {
  if (codes.length === 0) return [];
  return (await runNamed(q, POSITIONS_OF_ACCOUNTS_HOLDING, [[...codes]])).map(orderRowOf);
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
   returning ${ORDER_ROW_OF_O}`,
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
   returning ${ORDER_ROW_OF_O}`,
);

/**
 * The products among these on which some held position trails a stop, through the same partial
 * indexes: the engine runs the trail's statements for those only, not two per product that ticked.
 */
const TRAILING_ON = namedStatement(
  'orders_trailing_on',
  `select distinct code from orders
    where code = any($1::text[]) and status = 'BUILD' and direction = 'buy' and trailing_distance_ticks is not null
   union
   select distinct code from orders
    where code = any($1::text[]) and status = 'BUILD' and direction = 'sell' and trailing_distance_ticks is not null`,
);

export async function codesTrailingOn(q: Queryable, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  return new Set((await runNamed<{ code: string }>(q, TRAILING_ON, [[...codes]])).map((r) => r.code));
}

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

/** Ids of pending orders (queued ones too) whose expiry has come (O10), soonest first, at most `limit`. */
export async function expiredPendingIds(q: Queryable, nowMs: number, limit: number): Promise<number[]> {
  const rows = await q
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        // Spelt as the partial index `orders_expiring` is, so the planner uses it.
        sql`${orders.status} in ('QUEUED', 'CREATED')`,
        isNotNull(orders.validUntil),
        lte(orders.validUntil, nowMs),
      ),
    )
    .orderBy(asc(orders.validUntil), asc(orders.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The products that have after-market orders queued for their open (AMO3), read from `orders_queued`. */
export async function queuedCodes(q: Queryable): Promise<string[]> {
  const rows = await q.selectDistinct({ code: orders.code }).from(orders).where(eq(orders.status, 'QUEUED'));
  return rows.map((r) => r.code);
}

/** Ids of the after-market orders queued on these products, oldest first, at most `limit` (AMO3). */
export async function queuedOn(q: Queryable, codes: readonly string[], limit: number): Promise<number[]> {
  if (codes.length === 0) return [];
  const rows = await q
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'QUEUED'), inArray(orders.code, [...codes])))
    .orderBy(asc(orders.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

const ORDERS_BY_IDS = namedStatement(
  'orders_by_ids',
  `select ${ORDER_ROW} from orders where id = any($1::integer[]) order by id`,
);

/** The orders with these ids (any status), oldest first. */
export async function ordersByIds(q: Queryable, ids: readonly number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return (await runNamed(q, ORDERS_BY_IDS, [[...ids]])).map(orderRowOf);
}
