// Trading halts (issue 45, docs/SPEC.md HL1–HL7): one row per halted instrument or market.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

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

/**
 * Every halt there has been (docs/SPEC.md HL10): written with the halt, closed by its resume, so the
 * trigger audit can say a product was halted in a past window (RC9). The halts in force stay in
 * `trading_halts`, which the order path reads; this table is read only by audits.
 */
export const tradingHaltHistory = pgTable(
  'trading_halt_history',
  {
    id: serial('id').primaryKey(),
    scope: text('scope').notNull(),
    target: text('target').notNull(),
    /** The reason in force when it ended (a new reason for a halt in force replaces it). */
    reason: text('reason').notNull(),
    reasonHi: text('reason_hi'),
    haltedBy: integer('halted_by').notNull(),
    haltedAt: bigint('halted_at', { mode: 'number' }).notNull(),
    /** Null while the halt is in force. */
    resumedAt: bigint('resumed_at', { mode: 'number' }),
    resumedBy: integer('resumed_by'),
  },
  (t) => [
    index('trading_halt_history_target_idx').on(t.scope, t.target, t.haltedAt),
    uniqueIndex('trading_halt_history_open_idx').on(t.scope, t.target).where(sql`${t.resumedAt} is null`),
  ],
);
