import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { smsCodes } from '../../db/schema';

/** Serialises code requests for one target inside the caller's transaction (two tabs, one phone). */
export async function lockTarget(q: Queryable, target: string): Promise<void> {
  await q.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${target}`}))`);
}

/** Seconds since the newest code for this target was issued, or null when none was. */
export async function secondsSinceLastCode(q: Queryable, target: string): Promise<number | null> {
  const [row] = await q
    .select({ age: sql<string>`extract(epoch from now() - ${smsCodes.createdAt})` })
    .from(smsCodes)
    .where(eq(smsCodes.target, target))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  return row ? Number(row.age) : null;
}

export async function insertCode(
  q: Queryable,
  code: { target: string; purpose: string; codeHash: string; ttlMs: number },
): Promise<void> {
  await q.insert(smsCodes).values({
    target: code.target,
    purpose: code.purpose,
    codeHash: code.codeHash,
    expiresAt: sql`now() + ${code.ttlMs} * interval '1 millisecond'`,
  });
}

export interface LiveCode {
  id: number;
  codeHash: string;
  tries: number;
  expired: boolean;
}

/** The newest unconsumed code for a target and purpose, locked for the caller's transaction. */
export async function latestCodeForUpdate(
  q: Queryable,
  target: string,
  purpose: string,
): Promise<LiveCode | undefined> {
  const [row] = await q
    .select({
      id: smsCodes.id,
      codeHash: smsCodes.codeHash,
      tries: smsCodes.tries,
      expired: sql<boolean>`${smsCodes.expiresAt} <= now()`,
    })
    .from(smsCodes)
    .where(and(eq(smsCodes.target, target), eq(smsCodes.purpose, purpose), isNull(smsCodes.consumedAt)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1)
    .for('update');
  return row;
}

export async function addTry(q: Queryable, id: number): Promise<void> {
  await q
    .update(smsCodes)
    .set({ tries: sql`${smsCodes.tries} + 1` })
    .where(eq(smsCodes.id, id));
}

export async function consumeCode(q: Queryable, id: number): Promise<void> {
  await q.update(smsCodes).set({ consumedAt: sql`now()` }).where(eq(smsCodes.id, id));
}
