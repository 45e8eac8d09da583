// Trigger firings (issue 50, docs/SPEC.md RC7): the facts of every trigger that fired, kept 90 days.
import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/**
 * One row per trigger that fired: an order's stop loss, trailing stop, take profit, limit, expiry or
 * forced cover (written in the fill's own transaction), or a price alert (written with its trigger).
 * The trigger audit answers from here; the leader's cleanup deletes rows older than 90 days.
 */
export const triggerFirings = pgTable(
  'trigger_firings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    /** Exactly one of orderId and alertId is set. */
    orderId: integer('order_id'),
    alertId: integer('alert_id'),
    /** `stop_loss`, `trailing_stop`, `take_profit`, `limit`, `expiry`, `force_cover` or `alert`. */
    kind: text('kind').notNull(),
    /** The feed's sequence number of the tick that fired it; null for an expiry or a live-fed quote. */
    seq: bigint('seq', { mode: 'number' }),
    firedAt: bigint('fired_at', { mode: 'number' }).notNull(),
    /** The fill price (an order) or the price that crossed (an alert), in ticks; null for an expiry. */
    priceTicks: bigint('price_ticks', { mode: 'bigint' }),
    bidTicks: bigint('bid_ticks', { mode: 'bigint' }),
    askTicks: bigint('ask_ticks', { mode: 'bigint' }),
  },
  (t) => [
    index('trigger_firings_order_idx').on(t.orderId),
    index('trigger_firings_alert_idx').on(t.alertId, t.firedAt),
    index('trigger_firings_fired_at_idx').on(t.firedAt),
  ],
);
