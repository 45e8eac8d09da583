import { and, asc, eq, gt } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  channelPasswordPasses,
  incomeChannels,
  incomeCurrencies,
  outcomeChannels,
  outcomeCurrencies,
} from '../../db/schema';

/** SQL for recharge and withdrawal channels, their currencies and channel-password passes. */

export async function activeIncomeChannels(q: Queryable) {
  return await q
    .select()
    .from(incomeChannels)
    .where(eq(incomeChannels.active, true))
    .orderBy(asc(incomeChannels.sortOrder), asc(incomeChannels.id));
}

export async function activeIncomeChannel(q: Queryable, id: number) {
  const [row] = await q
    .select()
    .from(incomeChannels)
    .where(and(eq(incomeChannels.id, id), eq(incomeChannels.active, true)))
    .limit(1);
  return row;
}

export async function activeIncomeCurrencies(q: Queryable, channelId: number | undefined) {
  const where = [eq(incomeCurrencies.active, true), eq(incomeChannels.active, true)];
  if (channelId !== undefined) where.push(eq(incomeCurrencies.channelId, channelId));
  return await q
    .select({
      id: incomeCurrencies.id,
      channelId: incomeCurrencies.channelId,
      needPassword: incomeChannels.needPassword,
      currency: incomeCurrencies.currency,
      protocol: incomeCurrencies.protocol,
      address: incomeCurrencies.address,
      qrCode: incomeCurrencies.qrCode,
      rate: incomeCurrencies.rate,
    })
    .from(incomeCurrencies)
    .innerJoin(incomeChannels, eq(incomeChannels.id, incomeCurrencies.channelId))
    .where(and(...where))
    .orderBy(asc(incomeCurrencies.id));
}

export async function activeIncomeCurrency(q: Queryable, id: number) {
  const [row] = await q
    .select()
    .from(incomeCurrencies)
    .where(and(eq(incomeCurrencies.id, id), eq(incomeCurrencies.active, true)))
    .limit(1);
  return row;
}

export async function activeOutcomeChannels(q: Queryable) {
  return await q
    .select()
    .from(outcomeChannels)
    .where(eq(outcomeChannels.active, true))
    .orderBy(asc(outcomeChannels.sortOrder), asc(outcomeChannels.id));
}

export async function activeOutcomeChannel(q: Queryable, id: number) {
  const [row] = await q
    .select()
    .from(outcomeChannels)
    .where(and(eq(outcomeChannels.id, id), eq(outcomeChannels.active, true)))
    .limit(1);
  return row;
}

export async function activeOutcomeCurrencies(q: Queryable) {
  return await q
    .select()
    .from(outcomeCurrencies)
    .where(eq(outcomeCurrencies.active, true))
    .orderBy(asc(outcomeCurrencies.id));
}

export async function activeOutcomeCurrency(q: Queryable, id: number) {
  const [row] = await q
    .select()
    .from(outcomeCurrencies)
    .where(and(eq(outcomeCurrencies.id, id), eq(outcomeCurrencies.active, true)))
    .limit(1);
  return row;
}

export async function recordPasswordPass(q: Queryable, userId: number, channelId: number): Promise<void> {
  await q
    .insert(channelPasswordPasses)
    .values({ userId, channelId })
    .onConflictDoUpdate({
      target: [channelPasswordPasses.userId, channelPasswordPasses.channelId],
      set: { passedAt: new Date() },
    });
}

export async function hasRecentPass(q: Queryable, userId: number, channelId: number, since: Date): Promise<boolean> {
  const [row] = await q
    .select({ userId: channelPasswordPasses.userId })
    .from(channelPasswordPasses)
    .where(
      and(
        eq(channelPasswordPasses.userId, userId),
        eq(channelPasswordPasses.channelId, channelId),
        gt(channelPasswordPasses.passedAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}
