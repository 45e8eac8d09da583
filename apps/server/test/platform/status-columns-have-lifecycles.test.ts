import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { newShareSubscriptions } from '../../src/db/schema';
import * as schema from '../../src/db/schema';
import { STATUS_LIFECYCLES, type StatusPatch } from '../../src/db/status-lifecycles';

/**
 * LC1: every status column of the schema (`status` or `…Status`) has a core lifecycle registered in
 * db/status-lifecycles.ts whose states are exactly the column's values; LC2: a store's patch cannot
 * carry a bare status.
 */

interface StatusColumn {
  readonly key: string;
  readonly values: readonly string[] | undefined;
}

function statusColumns(): StatusColumn[] {
  const found: StatusColumn[] = [];
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    for (const [field, column] of Object.entries(getTableColumns(table))) {
      if (field !== 'status' && !field.endsWith('Status')) continue;
      found.push({ key: `${getTableName(table)}.${column.name}`, values: column.enumValues });
    }
  }
  return found.sort((a, b) => a.key.localeCompare(b.key));
}

describe('status columns and their lifecycles', () => {
  const columns = statusColumns();

  it('LC1: the schema has the status columns this test knows to look for', () => {
    // A guard on the enumeration itself: were it to find nothing, every check below would pass.
    expect(columns.map((c) => c.key)).toContain('new_share_subscriptions.status');
    expect(columns.map((c) => c.key)).toContain('users.credit_status');
    expect(columns.length).toBeGreaterThanOrEqual(14);
  });

  it.each(columns)('LC1: $key has a lifecycle whose states are exactly its values', ({ key, values }) => {
    expect(values, `${key} should be a text enum`).toBeDefined();
    const states = STATUS_LIFECYCLES[key];
    expect(states, `${key} has no lifecycle in db/status-lifecycles.ts`).toBeDefined();
    expect([...(states ?? [])].sort()).toEqual([...(values ?? [])].sort());
    expect(new Set(states).size, `${key}'s lifecycle lists a state twice`).toBe(states?.length);
  });

  it('LC1: the registry names no column the schema does not have', () => {
    expect(Object.keys(STATUS_LIFECYCLES).sort()).toEqual(columns.map((c) => c.key));
  });

  it('LC2: a bare literal is not a status a store accepts', () => {
    const patch: StatusPatch<typeof newShareSubscriptions.$inferInsert> = {
      // @ts-expect-error LC2: only a lifecycle's result may be written as a status.
      status: 'success',
    };
    expect(patch.status).toBe('success');
  });
});
