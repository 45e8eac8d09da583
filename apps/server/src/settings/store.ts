import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { settings } from '../db/schema';

/**
 * The stored rows, each value parsed from its JSON text here: drizzle's jsonb reader parses a
 * string value a second time, which turns a stored decimal string like "2500.00" into the number
 * 2500 and made every changed decimal setting fail its check and fall back to the default.
 */
export async function readSettingRows(q: Queryable): Promise<Array<{ key: string; value: unknown }>> {
  const rows = await q.select({ key: settings.key, json: sql<string>`${settings.value}::text` }).from(settings);
  return rows.map((r) => ({ key: r.key, value: JSON.parse(r.json) as unknown }));
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
