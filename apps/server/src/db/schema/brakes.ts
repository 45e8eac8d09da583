import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { ACCOUNT_SETS } from './orders';

/**
 * A customer's brakes of one account set (docs/SPEC.md BR1–BR10): one row per user and set, read
 * under that user's own trading lock, so no order of another user ever waits on it (docs/adr/0002).
 */
export const customerBrakes = pgTable(
  'customer_brakes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountSet: text('account_set', { enum: ACCOUNT_SETS }).notNull(),
    /** The daily loss limit in force, in the set's minor units; null when none. */
    lossLimitMinor: bigint('loss_limit_minor', { mode: 'bigint' }),
    /** A loosening waits for the next India day (BR5): whether one waits, its amount and its start. */
    nextLossLimitSet: boolean('next_loss_limit_set').notNull().default(false),
    nextLossLimitMinor: bigint('next_loss_limit_minor', { mode: 'bigint' }),
    nextLossLimitFromMs: bigint('next_loss_limit_from_ms', { mode: 'number' }),
    /** Cover every open position once when the limit is reached (BR9). */
    coverOnReach: boolean('cover_on_reach').notNull().default(false),
    /** The India midnight of the day the limit was reached; that day is refused to its end (BR6). */
    reachedDayMs: bigint('reached_day_ms', { mode: 'number' }),
    /** The India midnight of the day the engine covered on reach: once a day (BR9). */
    coveredDayMs: bigint('covered_day_ms', { mode: 'number' }),
    /**
     * BR4: today's realised net P&L, kept by every close (core `closeHeld`'s `realised`) in its transaction:
     * the India midnight of the day it counts and the sum, so an order reads one number, not the day's trades.
     */
    realisedDayMs: bigint('realised_day_ms', { mode: 'number' }),
    realisedMinor: bigint('realised_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** The highest leverage the customer allows themself; null = the product's (BR8). */
    leverageCap: integer('leverage_cap'),
    /** The risk disclosure accepted, its version and when (BR10). */
    disclosureVersion: text('disclosure_version'),
    disclosureAcceptedAt: timestamp('disclosure_accepted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.accountSet] })],
);

/** A kill switch per user, set and scope (`all` or a market group); its end only moves later (BR2). */
export const brakeKillSwitches = pgTable(
  'brake_kill_switches',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountSet: text('account_set', { enum: ACCOUNT_SETS }).notNull(),
    scope: text('scope').notNull(),
    untilMs: bigint('until_ms', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.accountSet, t.scope] })],
);

/** Every brake that fired, with the figures at that moment (BR11); append-only. */
export const brakeLog = pgTable(
  'brake_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountSet: text('account_set', { enum: ACCOUNT_SETS }).notNull(),
    kind: text('kind').notNull(),
    atMs: bigint('at_ms', { mode: 'number' }).notNull(),
    detail: jsonb('detail').notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [index('brake_log_by_user').on(t.userId, t.accountSet, t.id)],
);
