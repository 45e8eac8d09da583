// Recurring investments, SIP (docs/SPEC.md SP1–SP9): the plans and each plan's instalments, one per
// trading day at most (SP4), so a leader killed mid-run neither skips nor doubles an instalment.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { ACCOUNT_SETS } from './orders';

export const SIP_PLAN_STATUS_VALUES = ['active', 'paused', 'ended'] as const;
export const SIP_INSTALMENT_STATUS_VALUES = ['filled', 'skipped'] as const;

/** A customer's plan: what it buys, how much, when; its next instalment and its run of skips. */
export const sipPlans = pgTable(
  'sip_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountSet: text('account_set', { enum: ACCOUNT_SETS }).notNull(),
    /** The customer's request id: a repeat answers the first plan (E7). */
    requestId: text('request_id').notNull(),
    kind: text('kind', { enum: ['product', 'ai'] }).notNull(),
    /** The instrument bought (a product plan) or traded by the AI product; its exchange sets the calendar. */
    code: text('code').notNull(),
    aiProductId: integer('ai_product_id'),
    /** An amount plan's amount per instalment, in the set's currency; null for a lots plan. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    hands: integer('hands'),
    currency: text('currency').notNull(),
    frequency: text('frequency', { enum: ['daily', 'weekly', 'monthly'] }).notNull(),
    day: integer('day'),
    /** Local dates of the exchange as day numbers (days since 1970-01-01), as core's calendar counts. */
    startDay: integer('start_day').notNull(),
    endDay: integer('end_day'),
    /** SP10: the plan ends after this many instalments (filled or skipped); null = no count. */
    instalmentsMax: integer('instalments_max'),
    /** Instalments recorded so far, moved with each in the instalment's transaction. */
    instalmentsDone: integer('instalments_done').notNull().default(0),
    status: text('status', { enum: SIP_PLAN_STATUS_VALUES }).notNull().default('active'),
    /** The trading day of the next instalment and the instant it runs; null once ended. */
    nextDay: integer('next_day'),
    nextAtMs: bigint('next_at_ms', { mode: 'number' }),
    skipsInARow: integer('skips_in_a_row').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('sip_plans_request').on(t.userId, t.requestId),
    check('sip_plans_amount_or_hands', sql`(${t.amountMinor} is null) <> (${t.hands} is null)`),
    check('sip_plans_amount_positive', sql`${t.amountMinor} is null or ${t.amountMinor} > 0`),
    index('sip_plans_by_user').on(t.userId, t.id),
    // The leader's pass reads the active plans that are due, oldest first.
    index('sip_plans_due').on(t.nextAtMs).where(sql`${t.status} = 'active'`),
  ],
);

/** One instalment of a plan: filled with its order (or AI purchase), or skipped with the reason. */
export const sipInstalments = pgTable(
  'sip_instalments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    planId: integer('plan_id')
      .notNull()
      .references(() => sipPlans.id),
    /** The trading day it belongs to: SP4's key, one instalment per plan and day. */
    day: integer('day').notNull(),
    atMs: bigint('at_ms', { mode: 'number' }).notNull(),
    status: text('status', { enum: SIP_INSTALMENT_STATUS_VALUES }).notNull(),
    /** Why it was skipped (core's SIP_SKIP_REASONS), and the order path's own words when it refused. */
    reason: text('reason'),
    detail: jsonb('detail').$type<{ en: string; hi: string }>(),
    orderId: integer('order_id'),
    aiPurchaseId: integer('ai_purchase_id'),
    hands: integer('hands'),
    /** What it cost in the plan's currency, fees included; null when skipped. */
    costMinor: bigint('cost_minor', { mode: 'bigint' }),
    createdAt: createdAt(),
  },
  // SP4: one instalment per plan and trading day; it also serves the history's reads by plan.
  (t) => [unique('sip_instalments_plan_day').on(t.planId, t.day)],
);
