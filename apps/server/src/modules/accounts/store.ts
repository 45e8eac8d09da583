import { ACCOUNT_STATUS_LIFECYCLE, CREDIT_STATUS_LIFECYCLE, type LifecycleStatus } from '@demo/core';
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { ledgerAccounts, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByUsername(q: Queryable, username: string): Promise<UserRow | undefined> {
  const [row] = await q.select().from(users).where(eq(users.username, username)).limit(1);
  return row;
}

export async function findUserById(q: Queryable, id: number): Promise<UserRow | undefined> {
  const [row] = await q.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByInvitationCode(q: Queryable, code: string): Promise<UserRow | undefined> {
  const [row] = await q.select().from(users).where(eq(users.invitationCode, code)).limit(1);
  return row;
}

export interface NewUser {
  username: string;
  passwordHash: string;
  nickname: string;
  invitationCode: string;
  invitedBy: number | null;
}

/**
 * Inserts a user, its access and identity standing in their lifecycles' initial statuses (docs/SPEC.md
 * LC2); undefined when the username or the invitation code is already taken.
 */
export async function insertUser(q: Queryable, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await q
    .insert(users)
    .values({ ...user, status: ACCOUNT_STATUS_LIFECYCLE.initial, creditStatus: CREDIT_STATUS_LIFECYCLE.initial })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateProfile(
  q: Queryable,
  id: number,
  change: { nickname: string; avatar?: string | null },
): Promise<UserRow | undefined> {
  const [row] = await q
    .update(users)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function updatePasswordHash(q: Queryable, id: number, passwordHash: string): Promise<void> {
  await q.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, id));
}

export async function updatePayPasswordHash(q: Queryable, id: number, payPasswordHash: string): Promise<void> {
  await q.update(users).set({ payPasswordHash, updatedAt: sql`now()` }).where(eq(users.id, id));
}

export async function countInvited(q: Queryable, userId: number): Promise<number> {
  const [row] = await q.select({ n: count() }).from(users).where(eq(users.invitedBy, userId));
  return row?.n ?? 0;
}

/**
 * One balance of the outer row's user. The outer column is named with its table on purpose: drizzle
 * writes a column of the only table in a query unqualified, and inside this subquery a bare "id"
 * would bind to ledger_accounts.id instead of the user's.
 */
function balanceOf(kind: string, currency: string) {
  return sql<bigint>`coalesce((select ${ledgerAccounts.balanceMinor} from ${ledgerAccounts}
    where ${ledgerAccounts.userId} = ${sql.identifier('users')}.${sql.identifier('id')} and ${ledgerAccounts.kind} = ${kind}
      and ${ledgerAccounts.currency} = ${currency}), 0)`.mapWith((v) => BigInt(v));
}

/** Customers for the console, newest first, optionally filtered by a username fragment. */
export async function listUsers(
  q: Queryable,
  filter: { page: number; size: number; q?: string | undefined; id?: number | undefined; currency: string },
) {
  const where = and(
    filter.q ? ilike(users.username, `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    filter.id === undefined ? undefined : eq(users.id, filter.id),
  );
  const rows = await q
    .select({
      user: users,
      availableMinor: balanceOf('available', filter.currency),
      virtualMinor: balanceOf('virtual_available', filter.currency),
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.id))
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size);
  const [total] = await q.select({ n: count() }).from(users).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Applies a staff decision on an account's access (LC2): its status only from the lifecycle's rule. */
export async function setUserStatus(
  q: Queryable,
  id: number,
  change: { readonly from: readonly UserRow['status'][]; readonly to: LifecycleStatus<UserRow['status']> },
): Promise<UserRow | undefined> {
  const [row] = await q
    .update(users)
    .set({ status: change.to, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), inArray(users.status, [...change.from])))
    .returning();
  return row;
}
