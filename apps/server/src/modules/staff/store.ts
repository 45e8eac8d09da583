import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type SessionRevokeReason, staff, staffSessions } from '../../db/schema';
import { staffSessionsEnded } from '../accounts';

export type StaffRow = typeof staff.$inferSelect;
type Role = StaffRow['role'];
export type MustChangeBecause = NonNullable<StaffRow['mustChangeBecause']>;

export async function countStaff(q: Queryable): Promise<number> {
  const [row] = await q.select({ n: count() }).from(staff);
  return row?.n ?? 0;
}

export async function findStaffByUsername(q: Queryable, username: string): Promise<StaffRow | undefined> {
  const [row] = await q.select().from(staff).where(eq(staff.username, username)).limit(1);
  return row;
}

export async function findStaffById(q: Queryable, id: number): Promise<StaffRow | undefined> {
  const [row] = await q.select().from(staff).where(eq(staff.id, id)).limit(1);
  return row;
}

export async function insertStaff(
  q: Queryable,
  member: {
    username: string;
    displayName: string;
    role: Role;
    passwordHash: string;
    /** Who chose the password when the member must replace it (S4, S12); absent when the member need not. */
    mustChangeBecause?: MustChangeBecause;
  },
): Promise<StaffRow | undefined> {
  const { mustChangeBecause, ...rest } = member;
  const [row] = await q
    .insert(staff)
    .values({
      ...rest,
      mustChangePassword: mustChangeBecause !== undefined,
      mustChangeBecause: mustChangeBecause ?? null,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function listStaff(q: Queryable, page: number, size: number) {
  const rows = await q
    .select()
    .from(staff)
    .orderBy(desc(staff.id))
    .limit(size)
    .offset((page - 1) * size);
  return { rows, total: await countStaff(q) };
}

export async function setStaffActive(q: Queryable, id: number, active: boolean): Promise<StaffRow | undefined> {
  const [row] = await q.update(staff).set({ active }).where(eq(staff.id, id)).returning();
  return row;
}

/** The member's own new password: nobody else knows it, so nothing is left to change (S4, S12). */
export async function setStaffPasswordHash(q: Queryable, id: number, passwordHash: string): Promise<void> {
  await q
    .update(staff)
    .set({ passwordHash, mustChangePassword: false, mustChangeBecause: null })
    .where(eq(staff.id, id));
}

/** A password an admin chose for the member, who must replace it at their next sign-in (S12). */
export async function setStaffPasswordByAdmin(
  q: Queryable,
  id: number,
  passwordHash: string,
): Promise<StaffRow | undefined> {
  const [row] = await q
    .update(staff)
    .set({ passwordHash, mustChangePassword: true, mustChangeBecause: 'set_by_admin' })
    .where(eq(staff.id, id))
    .returning();
  return row;
}

export async function insertStaffSession(
  q: Queryable,
  session: { staffId: number; tokenHash: string; ip: string; userAgent: string | null; ttlMs: number },
): Promise<number> {
  const [row] = await q
    .insert(staffSessions)
    .values({
      staffId: session.staffId,
      tokenHash: session.tokenHash,
      ip: session.ip,
      userAgent: session.userAgent,
      expiresAt: sql`now() + ${session.ttlMs} * interval '1 millisecond'`,
    })
    .returning({ id: staffSessions.id });
  if (!row) throw new Error('staff session insert returned no row');
  return row.id;
}

export async function findStaffSession(q: Queryable, tokenHash: string) {
  const [row] = await q
    .select({
      id: staffSessions.id,
      staffId: staffSessions.staffId,
      expired: sql<boolean>`${staffSessions.expiresAt} <= now()`,
      revokedAt: staffSessions.revokedAt,
      revokedReason: staffSessions.revokedReason,
      username: staff.username,
      role: staff.role,
      active: staff.active,
      mustChangePassword: staff.mustChangePassword,
      totpEnrolled: sql<boolean>`${staff.totpEnabledAt} is not null`,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function touchStaffSession(q: Queryable, id: number, ttlMs: number): Promise<void> {
  await q
    .update(staffSessions)
    .set({ lastSeenAt: sql`now()`, expiresAt: sql`now() + ${ttlMs} * interval '1 millisecond'` })
    .where(and(eq(staffSessions.id, id), sql`${staffSessions.lastSeenAt} < now() - interval '60 seconds'`));
}

export async function revokeStaffSessions(
  q: Queryable,
  filter: { staffId: number; exceptId?: number; onlyId?: number },
  reason: SessionRevokeReason,
): Promise<void> {
  await q
    .update(staffSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(staffSessions.staffId, filter.staffId),
        isNull(staffSessions.revokedAt),
        filter.exceptId === undefined ? undefined : ne(staffSessions.id, filter.exceptId),
        filter.onlyId === undefined ? undefined : eq(staffSessions.id, filter.onlyId),
      ),
    );
  // Every node's staff channel checks this member's consoles again once this commits (A21).
  staffSessionsEnded(q, filter.staffId);
}
