import type { AccountType } from '@demo/contract';
import { type BookPosition, ticks } from '@demo/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

/** Every open position of one account set, as the house's book reads it (no locks: a snapshot). */
export async function openBook(db: Db, set: AccountType): Promise<BookPosition[]> {
  const rows = await db
    .select({
      userId: orders.userId,
      code: orders.code,
      direction: orders.direction,
      hands: orders.hands,
      handCount: orders.handCount,
      decimals: orders.decimals,
      buildPriceTicks: orders.buildPriceTicks,
      instrumentCurrency: sql<string>`coalesce(${orders.instrumentCurrency}, ${orders.currency})`,
    })
    .from(orders)
    .where(and(eq(orders.status, 'BUILD'), eq(orders.accountSet, set)));
  return rows.map((row) => ({ ...row, buildPriceTicks: ticks(row.buildPriceTicks ?? 0n) }));
}
