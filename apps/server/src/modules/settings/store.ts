import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { settings } from '../../db/schema';

export async function readSettingRows(q: Queryable): Promise<Array<{ key: string; value: unknown }>> {
  return await q.select({ key: settings.key, value: settings.value }).from(settings);
}

/** Inserts each default that is missing; existing values (changed by staff) are kept. */
export async function insertMissingSettings(q: Queryable, values: Record<string, unknown>): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value }));
  if (rows.length > 0) await q.insert(settings).values(rows).onConflictDoNothing();
}

export async function writeSetting(q: Queryable, key: string, value: unknown): Promise<void> {
  await q
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}

export async function deleteSetting(q: Queryable, key: string): Promise<void> {
  await q.delete(settings).where(eq(settings.key, key));
}
