import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Raw bytes (PostgreSQL bytea) as a Node Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
