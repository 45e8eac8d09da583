// Trading halts (issue 45, docs/SPEC.md HL1–HL7): one row per halted instrument or market.
import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The halts in force. A halt is a row; resuming deletes it (the audit log keeps the history), so
 * there is no status to give a lifecycle. Read whole by every node's halt book, never per order.
 */
export const tradingHalts = pgTable(
  'trading_halts',
  {
    /** `code` (one instrument) or `market` (every instrument of a market). */
    scope: text('scope').notNull(),
    /** The product code or the market id. */
    target: text('target').notNull(),
    reason: text('reason').notNull(),
    reasonHi: text('reason_hi'),
    /** The staff member who halted. */
    staffId: integer('staff_id').notNull(),
    haltedAt: bigint('halted_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.target] })],
);
