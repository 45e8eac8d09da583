import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema';

/** Sum of a user's recharges (type 1) into one available account, in minor units. */
export async function rechargedMinor(q: Queryable, userId: number, kind: string, currency: string): Promise<bigint> {
  const [row] = await q
    .select({ total: sql<string>`coalesce(sum(${ledgerTransfers.amountMinor}), 0)::text` })
    .from(ledgerTransfers)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.creditAccountId))
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.kind, kind),
        eq(ledgerAccounts.currency, currency),
        eq(ledgerTransfers.type, 1),
      ),
    );
  return BigInt(row?.total ?? '0');
}
