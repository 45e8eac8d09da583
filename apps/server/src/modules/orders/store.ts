import type { CalendarHoliday, ExchangeCode } from '@demo/core';
import { and, asc, count, desc, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { ledgerAccounts, marketHolidays, orders, products } from '../../db/schema';

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

export async function insertOrder(q: Queryable, values: NewOrder): Promise<OrderRow> {
  const [row] = await q.insert(orders).values(values).returning();
  if (!row) throw new Error('insert into orders returned no row');
  return row;
}

/** Locks one order row until the transaction ends; undefined when it does not exist. */
export async function lockOrder(tx: Tx, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/**
 * The lock of every cover and cancel, one named statement: the caller's order row and the user's
 * ledger rows of the order's set, FOR UPDATE, the ledger rows in the ledger's lock order. The post
 * that follows reuses the locked balances instead of reading them again.
 */
const lockWithAccounts = (q: Queryable) =>
  q
    .select({
      order: orders,
      account: {
        id: ledgerAccounts.id,
        userId: ledgerAccounts.userId,
        kind: ledgerAccounts.kind,
        currency: ledgerAccounts.currency,
        balanceMinor: ledgerAccounts.balanceMinor,
      },
    })
    .from(orders)
    .innerJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.userId, orders.userId),
        eq(ledgerAccounts.currency, orders.currency),
        sql`(${ledgerAccounts.kind} like 'virtual\_%') = (${orders.accountSet} = 'virtual')`,
      ),
    )
    .where(and(eq(orders.id, sql.placeholder('id')), eq(orders.userId, sql.placeholder('userId'))))
    .orderBy(sql`${ledgerAccounts.kind} collate "C"`)
    .for('update')
    .prepare('orders_lock_with_accounts');

/**
 * Locks one order of one user and that user's ledger rows of the order's set until the transaction
 * ends; undefined when that user has no such order.
 */
export async function lockUserOrder(
  tx: Tx,
  id: number,
  userId: number,
): Promise<{ row: OrderRow; accounts: LedgerAccountRow[] } | undefined> {
  const joined = await preparedOn(tx, 'orders_lock_with_accounts', lockWithAccounts).execute({ id, userId });
  const first = joined[0];
  if (first) return { row: first.order, accounts: joined.map((j) => j.account) };
  // No ledger row in the order's currency yet (never the case for an order that moved money).
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)))
    .for('update');
  return row ? { row, accounts: [] } : undefined;
}

export type LedgerAccountRow = Pick<
  typeof ledgerAccounts.$inferSelect,
  'id' | 'userId' | 'kind' | 'currency' | 'balanceMinor'
>;

export async function findOrder(q: Queryable, id: number): Promise<OrderRow | undefined> {
  const [row] = await q.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

/** Writes a change to a locked order and bumps its version. */
export async function updateOrder(tx: Tx, id: number, patch: OrderPatch): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ ...patch, version: sql`${orders.version} + 1` })
    .where(eq(orders.id, id))
    .returning();
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
  /** Rows to skip and to return; `limit` null means all. */
  offset: number;
  limit: number | null;
}

/** One page of a user's orders, newest first, and how many match in all. */
export async function listOrders(q: Queryable, filter: OrderFilter): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(
    eq(orders.userId, filter.userId),
    filter.statuses ? inArray(orders.status, [...filter.statuses]) : undefined,
    filter.set ? eq(orders.accountSet, filter.set) : undefined,
    filter.source ? eq(orders.source, filter.source) : undefined,
  );
  const page = q.select().from(orders).where(where).orderBy(desc(orders.id)).offset(filter.offset);
  const rows = filter.limit === null ? await page : await page.limit(filter.limit);
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

export async function findProduct(
  q: Queryable,
  by: { id?: number | undefined; code?: string | undefined },
): Promise<ProductRow | undefined> {
  const where = by.id !== undefined ? eq(products.id, by.id) : eq(products.code, by.code ?? '');
  const [row] = await q.select().from(products).where(where).limit(1);
  return row;
}

export async function productsByCode(q: Queryable, codes: readonly string[]): Promise<ProductRow[]> {
  if (codes.length === 0) return [];
  return await q
    .select()
    .from(products)
    .where(inArray(products.code, [...codes]));
}

export async function holidaysOf(q: Queryable, exchange: ExchangeCode): Promise<CalendarHoliday[]> {
  const rows = await q
    .select({ date: marketHolidays.date, name: marketHolidays.name })
    .from(marketHolidays)
    .where(eq(marketHolidays.exchange, exchange));
  return rows.map((r) => ({ exchange, date: r.date, name: r.name }));
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
