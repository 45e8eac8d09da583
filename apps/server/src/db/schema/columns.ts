import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Raw bytes (PostgreSQL bytea) as a Node Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A full transaction id (PostgreSQL xid8) as its decimal text: the ledger stores the id of the
 * transaction that wrote each transfer, so the proof can continue from a horizon (docs/adr/0019).
 */
export const xid8 = customType<{ data: string; driverData: string }>({
  dataType: () => 'xid8',
});
