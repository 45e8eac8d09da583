import type { ProofStep } from '@demo/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { proofLeaves, proofSnapshots } from '../../db/schema';

/** SQL of the liabilities proof: the day's roots, their leaves, and the balances they are built from. */

export type SnapshotRow = typeof proofSnapshots.$inferSelect;
export type LeafRow = typeof proofLeaves.$inferSelect;

/** Leaves written per statement: bounds one insert's parameters (8 per row, PostgreSQL allows 65 535). */
const LEAVES_PER_INSERT = 1_000;

/** A path as stored in jsonb: sums as integer strings, since JSON numbers lose digits beyond 2^53. */
export type StoredStep = { hash: string; sumMinor: string; side: 'left' | 'right' };

export function storedPath(path: readonly ProofStep[]): StoredStep[] {
  return path.map((s) => ({ hash: s.hash, sumMinor: String(s.sumMinor), side: s.side }));
}

/** Whether the day already has its roots (PF5: one build per India day). */
export async function dayBuilt(q: Queryable, day: string): Promise<boolean> {
  const rows = await q
    .select({ id: proofSnapshots.id })
    .from(proofSnapshots)
    .where(eq(proofSnapshots.day, day))
    .limit(1);
  return rows.length > 0;
}

/** The snapshot the caller's transaction reads in, as text (`pg_current_snapshot()`). */
export async function currentLedgerSnapshot(tx: Tx): Promise<string> {
  const { rows } = await tx.execute<{ snapshot: string }>(sql`select pg_current_snapshot()::text as snapshot`);
  const row = rows[0];
  if (!row) throw new Error('no snapshot');
  return row.snapshot;
}

/**
 * Every customer's real-money balance per currency (available + locked + margin), in the caller's
 * snapshot: one leaf per customer in each currency they hold an account in, and every customer in
 * `defaultCurrency`, at zero when money never reached them, so each can find their own leaf.
 */
export async function customerBalances(
  q: Queryable,
  defaultCurrency: string,
): Promise<Array<{ userId: number; currency: string; balanceMinor: bigint }>> {
  const { rows } = await q.execute<{ user_id: number; currency: string; balance_minor: string }>(sql`
    with real as (select * from ledger_accounts where user_id is not null and kind in ('available', 'locked', 'margin')),
      currencies as (select distinct currency from real union select ${defaultCurrency})
    select u.id as user_id, c.currency, coalesce(sum(a.balance_minor), 0)::text as balance_minor
    from users u cross join currencies c left join real a on a.user_id = u.id and a.currency = c.currency
    group by u.id, c.currency
    having c.currency = ${defaultCurrency} or count(a.id) > 0
    order by c.currency, u.id`);
  return rows.map((r) => ({ userId: r.user_id, currency: r.currency, balanceMinor: BigInt(r.balance_minor) }));
}

export async function insertSnapshot(tx: Tx, row: typeof proofSnapshots.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(proofSnapshots).values(row).returning({ id: proofSnapshots.id });
  if (!inserted) throw new Error('proof snapshot not inserted');
  return inserted.id;
}

export async function insertLeaves(tx: Tx, rows: readonly (typeof proofLeaves.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < rows.length; i += LEAVES_PER_INSERT)
    await tx.insert(proofLeaves).values(rows.slice(i, i + LEAVES_PER_INSERT));
}

/** The roots of `day`, or of the latest day built when null; every currency of it. */
export async function snapshotsOf(q: Queryable, day: string | null): Promise<SnapshotRow[]> {
  const which =
    day === null
      ? sql`${proofSnapshots.day} = (select max(day) from proof_snapshots)`
      : sql`${proofSnapshots.day} = ${day}`;
  return await q.select().from(proofSnapshots).where(which).orderBy(proofSnapshots.currency);
}

/** The latest root of `currency` that holds a leaf of `userId`, with the leaf. */
export async function latestLeafOf(
  q: Queryable,
  userId: number,
  currency: string,
): Promise<{ snapshot: SnapshotRow; leaf: LeafRow } | null> {
  const [row] = await q
    .select({ snapshot: proofSnapshots, leaf: proofLeaves })
    .from(proofSnapshots)
    .innerJoin(proofLeaves, eq(proofLeaves.snapshotId, proofSnapshots.id))
    .where(and(eq(proofSnapshots.currency, currency), eq(proofLeaves.userId, userId)))
    .orderBy(desc(proofSnapshots.day))
    .limit(1);
  return row ?? null;
}
