import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { chartDrawings } from '../../db/schema';

/** SQL of chart drawings. Every query names the owner, so one user's ids never reach another's rows. */

export interface DrawingRow {
  id: number;
  productId: number;
  kind: string;
  points: { time: number; price: string }[];
  createdAt: Date;
}

const columns = {
  id: chartDrawings.id,
  productId: chartDrawings.productId,
  kind: chartDrawings.kind,
  points: chartDrawings.points,
  createdAt: chartDrawings.createdAt,
};

/** Serialises one user's drawing writes, so the per-product count cannot be raced past (DR1). */
export async function lockUser(q: Queryable, userId: number): Promise<void> {
  await q.execute(sql`select id from users where id = ${userId} for update`);
}

export async function drawingsOf(
  q: Queryable,
  userId: number,
  productId: number,
  limit: number,
): Promise<DrawingRow[]> {
  return await q
    .select(columns)
    .from(chartDrawings)
    .where(and(eq(chartDrawings.userId, userId), eq(chartDrawings.productId, productId)))
    .orderBy(asc(chartDrawings.id))
    .limit(limit);
}

export async function countOf(q: Queryable, userId: number, productId: number): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(chartDrawings)
    .where(and(eq(chartDrawings.userId, userId), eq(chartDrawings.productId, productId)));
  return row?.n ?? 0;
}

export async function findDrawing(q: Queryable, userId: number, id: number): Promise<DrawingRow | undefined> {
  const [row] = await q
    .select(columns)
    .from(chartDrawings)
    .where(and(eq(chartDrawings.userId, userId), eq(chartDrawings.id, id)));
  return row;
}

export async function insertDrawing(
  q: Queryable,
  row: { userId: number; productId: number; kind: string; points: { time: number; price: string }[] },
): Promise<DrawingRow> {
  const [inserted] = await q.insert(chartDrawings).values(row).returning(columns);
  if (!inserted) throw new Error('insert into chart_drawings returned no row');
  return inserted;
}

export async function movePoints(
  q: Queryable,
  userId: number,
  id: number,
  points: { time: number; price: string }[],
): Promise<DrawingRow | undefined> {
  const [row] = await q
    .update(chartDrawings)
    .set({ points })
    .where(and(eq(chartDrawings.userId, userId), eq(chartDrawings.id, id)))
    .returning(columns);
  return row;
}

export async function deleteDrawing(q: Queryable, userId: number, id: number): Promise<boolean> {
  const rows = await q
    .delete(chartDrawings)
    .where(and(eq(chartDrawings.userId, userId), eq(chartDrawings.id, id)))
    .returning({ id: chartDrawings.id });
  return rows.length > 0;
}
