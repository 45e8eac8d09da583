import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { otpFailures, totpRecoveryCodes, userTotp } from '../../db/schema';

export type TotpRow = typeof userTotp.$inferSelect;

/** The user's two-factor row, locked for the rest of the transaction when `forUpdate` (one check at a time). */
export async function findTotp(q: Queryable, userId: number, forUpdate = false): Promise<TotpRow | undefined> {
  const query = q.select().from(userTotp).where(eq(userTotp.userId, userId)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Stores a fresh secret waiting for its first code; an earlier unconfirmed one is replaced. */
export async function savePendingSecret(q: Queryable, userId: number, secretSealed: string): Promise<void> {
  await q
    .insert(userTotp)
    .values({ userId, secretSealed })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secretSealed, enabledAt: null, lastUsedStep: null, createdAt: sql`now()` },
      setWhere: isNull(userTotp.enabledAt),
    });
}

/**
 * Records `step` as used, only if it is newer than the last one: of two requests racing with the
 * same code exactly one gets the row back.
 */
export async function claimStep(q: Queryable, userId: number, step: number): Promise<boolean> {
  const rows = await q
    .update(userTotp)
    .set({ lastUsedStep: step })
    .where(and(eq(userTotp.userId, userId), or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step))))
    .returning({ userId: userTotp.userId });
  return rows.length === 1;
}

export async function markEnabled(q: Queryable, userId: number): Promise<void> {
  await q.update(userTotp).set({ enabledAt: sql`now()` }).where(eq(userTotp.userId, userId));
}

export async function deleteTotp(q: Queryable, userId: number): Promise<void> {
  await q.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
  await q.delete(userTotp).where(eq(userTotp.userId, userId));
}

export async function replaceRecoveryCodes(q: Queryable, userId: number, hashes: readonly string[]): Promise<void> {
  await q.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
  await q.insert(totpRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Marks an unused recovery code used; false when there is none with that hash. */
export async function useRecoveryCode(q: Queryable, userId: number, codeHash: string): Promise<boolean> {
  const rows = await q
    .update(totpRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(totpRecoveryCodes.userId, userId),
        eq(totpRecoveryCodes.codeHash, codeHash),
        isNull(totpRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: totpRecoveryCodes.id });
  return rows.length === 1;
}

function since(windowMs: number) {
  return sql`now() - ${windowMs} * interval '1 millisecond'`;
}

/** Wrong codes within the window, for the account and for the client address. */
export async function recentFailures(
  q: Queryable,
  userId: number,
  ip: string,
  windowMs: number,
): Promise<{ user: number; ip: number }> {
  const [byUser] = await q
    .select({ n: count() })
    .from(otpFailures)
    .where(and(eq(otpFailures.userId, userId), gt(otpFailures.createdAt, since(windowMs))));
  const [byIp] = await q
    .select({ n: count() })
    .from(otpFailures)
    .where(and(eq(otpFailures.ip, ip), gt(otpFailures.createdAt, since(windowMs))));
  return { user: byUser?.n ?? 0, ip: byIp?.n ?? 0 };
}

/** Records a wrong code and drops this account's and address's rows older than the window (the table stays small). */
export async function recordFailure(q: Queryable, userId: number, ip: string, windowMs: number): Promise<void> {
  await q
    .delete(otpFailures)
    .where(and(or(eq(otpFailures.userId, userId), eq(otpFailures.ip, ip)), lt(otpFailures.createdAt, since(windowMs))));
  await q.insert(otpFailures).values({ userId, ip });
}

export async function isTotpEnabled(q: Queryable, userId: number): Promise<boolean> {
  const row = await findTotp(q, userId);
  return row?.enabledAt != null;
}
