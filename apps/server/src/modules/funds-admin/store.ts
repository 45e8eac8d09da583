import { type AnyColumn, asc, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { incomeChannels, incomeCurrencies } from '../../db/schema';
import { offsetOf } from '../funds';

/**
 * SQL for the console's channel, currency and bank configuration: every table is paged and saved
 * the same way (config-tables.ts names the tables), so there is one pager and one saver.
 */

type Paging = { page: number; size: number };

/** A configuration table: any table with a serial `id`. */
type ConfigTable = PgTable & { id: PgColumn };

/** One page of a configuration table in its display order, with the total count. */
export async function pageRows<T extends ConfigTable>(q: Queryable, table: T, order: readonly AnyColumn[], p: Paging) {
  const rows = await q
    .select()
    .from(table as PgTable)
    .orderBy(...order.map((column) => asc(column)))
    .limit(p.size)
    .offset(offsetOf(p.page, p.size));
  const [total] = await q.select({ n: count() }).from(table as PgTable);
  // drizzle types a select from a generic table loosely; the rows are exactly the table's.
  return { rows: rows as T['$inferSelect'][], total: total?.n ?? 0 };
}

/**
 * Inserts (no id) or updates (an id) one configuration row and answers it, or undefined when the id
 * matches nothing or, where `unique` is set, a row with the same unique key exists already.
 */
export async function saveRow<T extends ConfigTable>(
  q: Queryable,
  table: T,
  id: number | undefined,
  values: T['$inferInsert'],
  unique: boolean,
): Promise<T['$inferSelect'] | undefined> {
  const generic = table as PgTable & { id: PgColumn };
  const rows =
    id === undefined
      ? unique
        ? await q.insert(generic).values(values).onConflictDoNothing().returning()
        : await q.insert(generic).values(values).returning()
      : await q.update(generic).set(values).where(eq(generic.id, id)).returning();
  return rows[0] as T['$inferSelect'] | undefined;
}

export async function incomeChannelById(q: Queryable, id: number) {
  const [row] = await q.select().from(incomeChannels).where(eq(incomeChannels.id, id)).limit(1);
  return row;
}

/** Receiving accounts with their channel's name, optionally of one channel. */
export async function pageIncomeCurrencies(q: Queryable, p: Paging & { channelId?: number | undefined }) {
  const where: SQL | undefined = p.channelId === undefined ? undefined : eq(incomeCurrencies.channelId, p.channelId);
  const rows = await q
    .select({ currency: incomeCurrencies, channelName: incomeChannels.name })
    .from(incomeCurrencies)
    .innerJoin(incomeChannels, eq(incomeChannels.id, incomeCurrencies.channelId))
    .where(where)
    .orderBy(asc(incomeCurrencies.id))
    .limit(p.size)
    .offset(offsetOf(p.page, p.size));
  const [total] = await q.select({ n: count() }).from(incomeCurrencies).where(where);
  return { rows, total: total?.n ?? 0 };
}
