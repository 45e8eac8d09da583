import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { auditLog, staff } from '../../db/schema';

export interface AuditEntryInput {
  staffId: number | null;
  action: string;
  target: string | null;
  reason: string | null;
  detail: Record<string, unknown> | null;
  ip: string | null;
}

/** Writes one audit row; callers pass their transaction so the row commits with the action it records. */
export async function insertAudit(q: Queryable, entry: AuditEntryInput): Promise<void> {
  await q.insert(auditLog).values(entry);
}

export async function listAudit(
  q: Queryable,
  filter: {
    page: number;
    size: number;
    staffId?: number | undefined;
    action?: string | undefined;
    target?: string | undefined;
  },
) {
  const conditions: SQL[] = [];
  if (filter.staffId !== undefined) conditions.push(eq(auditLog.staffId, filter.staffId));
  if (filter.action !== undefined && filter.action !== '') conditions.push(eq(auditLog.action, filter.action));
  if (filter.target !== undefined && filter.target !== '') conditions.push(eq(auditLog.target, filter.target));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await q
    .select({
      id: auditLog.id,
      staffId: auditLog.staffId,
      staffName: staff.username,
      action: auditLog.action,
      target: auditLog.target,
      reason: auditLog.reason,
      detail: auditLog.detail,
      ip: auditLog.ip,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size);
  const [total] = await q.select({ n: count() }).from(auditLog).where(where);
  return { rows, total: total?.n ?? 0 };
}
