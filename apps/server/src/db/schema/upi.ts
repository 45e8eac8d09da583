// UPI pay-in through a payment gateway (docs/SPEC.md UP1–UP8): the recharges, the webhooks seen, the
// settlement runs, and the simulated gateway's own orders (it stands in for Razorpay or Cashfree).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/** One payment's two sides in a settlement run; null where that side has none. */
type SettledSide = { orderId: string; amount: string; currency: string } | null;
export interface SettlementDifferenceDetail {
  paymentId: string;
  gateway: SettledSide;
  ours: SettledSide;
}

/** A webhook the simulated gateway owes: everything but the signing time, which each try sets. */
export interface SimWebhookEvent {
  id: string;
  event: string;
  payment: Record<string, unknown>;
}

export const UPI_PAYMENT_STATUS_VALUES = ['pending', 'credited', 'failed', 'expired'] as const;
export const SIM_GATEWAY_ORDER_STATUS_VALUES = ['created', 'paid', 'declined'] as const;

/** A UPI recharge: one gateway order, pending until its signed capture credits it once (type 1). */
export const upiPayments = pgTable(
  'upi_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The customer's request id: a repeat answers the first order (E7). */
    requestId: text('request_id'),
    /** Which gateway (`sim`, `razorpay`, …) holds the order. */
    gateway: text('gateway').notNull(),
    gatewayOrderId: text('gateway_order_id').notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    intentUrl: text('intent_url').notNull(),
    /** Where a browser approves the payment (the simulated gateway's page; a real gateway's checkout). */
    checkoutUrl: text('checkout_url'),
    status: text('status', { enum: UPI_PAYMENT_STATUS_VALUES }).notNull().default('pending'),
    reason: text('reason'),
    gatewayPaymentId: text('gateway_payment_id'),
    payerVpaMasked: text('payer_vpa_masked'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** UP9: the India day whose settlement file listed this payment (YYYY-MM-DD); null until one did. */
    settledOn: text('settled_on'),
    createdAt: createdAt(),
  },
  (t) => [
    check('upi_payments_amount_positive', sql`${t.amountMinor} > 0`),
    unique('upi_payments_request').on(t.userId, t.requestId),
    unique('upi_payments_gateway_order').on(t.gateway, t.gatewayOrderId),
    // UP3: a gateway payment credits one recharge, once.
    unique('upi_payments_gateway_payment').on(t.gateway, t.gatewayPaymentId),
    index('upi_payments_by_user').on(t.userId, t.id),
    index('upi_payments_pending').on(t.status, t.expiresAt),
    index('upi_payments_decided').on(t.gateway, t.decidedAt),
  ],
);

/** UP2: every webhook delivery acted on, by the gateway's event id: the same delivery again is a replay. */
export const upiWebhookEvents = pgTable(
  'upi_webhook_events',
  {
    gateway: text('gateway').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gateway, t.eventId] })],
);

/** UP7: one reconciliation of a gateway's settlement file for one India day, with its differences. */
export const upiSettlementRuns = pgTable(
  'upi_settlement_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gateway: text('gateway').notNull(),
    /** The India day settled, YYYY-MM-DD. */
    day: text('day').notNull(),
    payments: integer('payments').notNull(),
    differences: integer('differences').notNull(),
    /** Each difference with both sides: `[{paymentId, gateway, ours}]`, amounts as decimal strings. */
    detail: jsonb('detail').$type<SettlementDifferenceDetail[]>().notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    /** UP10: staff marked the differences explained: when, who, and why. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by'),
    resolution: text('resolution'),
  },
  (t) => [unique('upi_settlement_runs_day').on(t.gateway, t.day)],
);

/**
 * The simulated gateway's own books (the embedded default): its orders and their payments, from
 * which it writes its webhooks and its settlement files. A real gateway keeps these on its side.
 */
export const simGatewayOrders = pgTable('sim_gateway_orders', {
  orderId: text('order_id').primaryKey(),
  amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  currency: text('currency').notNull(),
  /** The merchant's reference (our recharge id). */
  receipt: text('receipt').notNull(),
  status: text('status', { enum: SIM_GATEWAY_ORDER_STATUS_VALUES }).notNull().default('created'),
  paymentId: text('payment_id').unique(),
  payerVpa: text('payer_vpa'),
  reason: text('reason'),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  /** The webhook owed to the merchant for the answer (its id, event and payment), signed afresh on each try. */
  webhook: jsonb('webhook').$type<SimWebhookEvent>(),
  webhookAttempts: integer('webhook_attempts').notNull().default(0),
  /** When the next try is due; null once delivered or given up (UP9). */
  webhookNextAt: timestamp('webhook_next_at', { withTimezone: true }),
  webhookDeliveredAt: timestamp('webhook_delivered_at', { withTimezone: true }),
  createdAt: createdAt(),
});
