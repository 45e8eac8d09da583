import { asc, count, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { banks, incomeChannels, incomeCurrencies, outcomeChannels, outcomeCurrencies } from '../../db/schema';
import { offsetOf } from '../funds/common';

/** SQL for the console's channel, currency and bank configuration. */

type Paging = { page: number; size: number };

export async function pageIncomeChannels(q: Queryable, p: Paging) {
  const rows = await q
    .select()
    .from(incomeChannels)
    .orderBy(asc(incomeChannels.sortOrder), asc(incomeChannels.id))
    .limit(p.size)
    .offset(offsetOf(p.page, p.size));
  const [total] = await q.select({ n: count() }).from(incomeChannels);
  return { rows, total: total?.n ?? 0 };
}

export async function incomeChannelById(q: Queryable, id: number) {
  const [row] = await q.select().from(incomeChannels).where(eq(incomeChannels.id, id)).limit(1);
  return row;
}

export async function saveIncomeChannel(
  q: Queryable,
  id: number | undefined,
  values: typeof incomeChannels.$inferInsert,
) {
  const [row] =
    id === undefined
      ? await q.insert(incomeChannels).values(values).onConflictDoNothing().returning()
      : await q.update(incomeChannels).set(values).where(eq(incomeChannels.id, id)).returning();
  return row;
}

export async function pageIncomeCurrencies(q: Queryable, p: Paging & { channelId?: number | undefined }) {
  const where = p.channelId === undefined ? undefined : eq(incomeCurrencies.channelId, p.channelId);
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

export async function saveIncomeCurrency(
  q: Queryable,
  id: number | undefined,
  values: typeof incomeCurrencies.$inferInsert,
) {
  const [row] =
    id === undefined
      ? await q.insert(incomeCurrencies).values(values).onConflictDoNothing().returning()
      : await q.update(incomeCurrencies).set(values).where(eq(incomeCurrencies.id, id)).returning();
  return row;
}

export async function pageOutcomeChannels(q: Queryable, p: Paging) {
  const rows = await q
    .select()
    .from(outcomeChannels)
    .orderBy(asc(outcomeChannels.sortOrder), asc(outcomeChannels.id))
    .limit(p.size)
    .offset(offsetOf(p.page, p.size));
  const [total] = await q.select({ n: count() }).from(outcomeChannels);
  return { rows, total: total?.n ?? 0 };
}

export async function saveOutcomeChannel(
  q: Queryable,
  id: number | undefined,
  values: typeof outcomeChannels.$inferInsert,
) {
  const [row] =
    id === undefined
      ? await q.insert(outcomeChannels).values(values).onConflictDoNothing().returning()
      : await q.update(outcomeChannels).set(values).where(eq(outcomeChannels.id, id)).returning();
  return row;
}

export async function pageOutcomeCurrencies(q: Queryable, p: Paging) {
  const rows = await q
    .select()
    .from(outcomeCurrencies)
    .orderBy(asc(outcomeCurrencies.id))
    .limit(p.size)
    .offset(offsetOf(p.page, p.size));
  const [total] = await q.select({ n: count() }).from(outcomeCurrencies);
  return { rows, total: total?.n ?? 0 };
}

export async function saveOutcomeCurrency(
  q: Queryable,
  id: number | undefined,
  values: typeof outcomeCurrencies.$inferInsert,
) {
  const [row] =
    id === undefined
      ? await q.insert(outcomeCurrencies).values(values).returning()
      : await q.update(outcomeCurrencies).set(values).where(eq(outcomeCurrencies.id, id)).returning();
  return row;
}

export async function pageBanks(q: Queryable, p: Paging) {
  const rows = await q
    .select()
    .from(banks)
    .orderBy(asc(banks.sortOrder), asc(banks.name))
    .limit(p.size)
    .offset(offsetOf(p.page, p.size));
  const [total] = await q.select({ n: count() }).from(banks);
  return { rows, total: total?.n ?? 0 };
}

export async function saveBank(q: Queryable, id: number | undefined, values: typeof banks.$inferInsert) {
  const [row] =
    id === undefined
      ? await q.insert(banks).values(values).onConflictDoNothing().returning()
      : await q.update(banks).set(values).where(eq(banks.id, id)).returning();
  return row;
}
