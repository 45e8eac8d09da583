import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { banks, outcomeChannels, userBanks, userWallets } from '../../db/schema';

/** SQL for banks, customers' bank accounts and wallets. Every customer query is scoped by user id. */

export async function activeBanks(q: Queryable) {
  return await q
    .select({ id: banks.id, name: banks.name, code: banks.code })
    .from(banks)
    .where(eq(banks.active, true))
    .orderBy(asc(banks.sortOrder), asc(banks.name));
}

export async function liveBanksOf(q: Queryable, userId: number) {
  return await q
    .select()
    .from(userBanks)
    .where(and(eq(userBanks.userId, userId), isNull(userBanks.removedAt)))
    .orderBy(asc(userBanks.id));
}

export async function countLiveBanks(q: Queryable, userId: number): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(userBanks)
    .where(and(eq(userBanks.userId, userId), isNull(userBanks.removedAt)));
  return row?.n ?? 0;
}

/** Inserts a bank account; null when the same number is already live for this user (unique index). */
export async function insertUserBank(q: Queryable, row: typeof userBanks.$inferInsert): Promise<{ id: number } | null> {
  const [inserted] = await q.insert(userBanks).values(row).onConflictDoNothing().returning({ id: userBanks.id });
  return inserted ?? null;
}

/** Soft-removes the user's own live rows among `ids`; answers how many it removed. */
export async function removeUserBanks(q: Queryable, userId: number, ids: readonly number[]): Promise<number> {
  const rows = await q
    .update(userBanks)
    .set({ removedAt: new Date() })
    .where(and(eq(userBanks.userId, userId), inArray(userBanks.id, [...ids]), isNull(userBanks.removedAt)))
    .returning({ id: userBanks.id });
  return rows.length;
}

export async function ownLiveBank(q: Queryable, userId: number, id: number) {
  const [row] = await q
    .select()
    .from(userBanks)
    .where(and(eq(userBanks.id, id), eq(userBanks.userId, userId), isNull(userBanks.removedAt)))
    .limit(1);
  return row;
}

export async function liveWalletsOf(q: Queryable, userId: number) {
  return await q
    .select({
      id: userWallets.id,
      channelId: userWallets.channelId,
      channelName: outcomeChannels.name,
      address: userWallets.address,
    })
    .from(userWallets)
    .innerJoin(outcomeChannels, eq(outcomeChannels.id, userWallets.channelId))
    .where(and(eq(userWallets.userId, userId), isNull(userWallets.removedAt)))
    .orderBy(asc(userWallets.id));
}

export async function countLiveWallets(q: Queryable, userId: number): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(userWallets)
    .where(and(eq(userWallets.userId, userId), isNull(userWallets.removedAt)));
  return row?.n ?? 0;
}

export async function insertUserWallet(
  q: Queryable,
  row: { userId: number; channelId: number; address: string },
): Promise<{ id: number }> {
  const [inserted] = await q.insert(userWallets).values(row).returning({ id: userWallets.id });
  if (!inserted) throw new Error('user_wallets insert returned no row');
  return inserted;
}

export async function removeUserWallets(q: Queryable, userId: number, ids: readonly number[]): Promise<number> {
  const rows = await q
    .update(userWallets)
    .set({ removedAt: new Date() })
    .where(and(eq(userWallets.userId, userId), inArray(userWallets.id, [...ids]), isNull(userWallets.removedAt)))
    .returning({ id: userWallets.id });
  return rows.length;
}

export async function ownLiveWallet(q: Queryable, userId: number, id: number) {
  const [row] = await q
    .select({
      id: userWallets.id,
      address: userWallets.address,
      channelName: outcomeChannels.name,
    })
    .from(userWallets)
    .innerJoin(outcomeChannels, eq(outcomeChannels.id, userWallets.channelId))
    .where(and(eq(userWallets.id, id), eq(userWallets.userId, userId), isNull(userWallets.removedAt)))
    .limit(1);
  return row;
}
