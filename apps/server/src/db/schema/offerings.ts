// New shares, AI products and group orders (docs/SPEC.md N, I, G).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { products } from './market';
import { ACCOUNT_SETS, orders } from './orders';

export const GROUP_ORDER_STATUS_VALUES = ['SUBMIT', 'PAYING', 'HOLDING', 'LAPSED'] as const;

/**
 * A group purchase: a block of `block_hands` hands of one product at a fixed price (ticks of the
 * product's decimals, in its currency), offered to members who ask for an amount in the account
 * currency `currency`. The product's terms are copied so a later console edit of the product never
 * re-prices an offering. `allocated_at`, `unit_cost_minor` and `allocation_rate` are written once, by
 * the leader's allocation (G1, G4, G7); staff never write them.
 */
export const groupOfferings = pgTable(
  'group_offerings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    code: text('code').notNull(),
    decimals: integer('decimals').notNull(),
    handCount: integer('hand_count').notNull(),
    instrumentCurrency: text('instrument_currency').notNull(),
    priceTicks: bigint('price_ticks', { mode: 'bigint' }).notNull(),
    blockHands: integer('block_hands').notNull(),
    currency: text('currency').notNull(),
    minAmountMinor: bigint('min_amount_minor', { mode: 'bigint' }).notNull(),
    maxAmountMinor: bigint('max_amount_minor', { mode: 'bigint' }).notNull(),
    /** A decimal string in (0, 1]. */
    depositRate: text('deposit_rate').notNull(),
    allocateAt: bigint('allocate_at', { mode: 'number' }).notNull(),
    payDeadline: bigint('pay_deadline', { mode: 'number' }).notNull(),
    allocatedAt: bigint('allocated_at', { mode: 'number' }),
    unitCostMinor: bigint('unit_cost_minor', { mode: 'bigint' }),
    /** The pay rate (instrument → account) of the allocation instant; "1" without conversion. */
    allocationRate: text('allocation_rate'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('group_offerings_to_allocate').on(t.allocateAt).where(sql`${t.allocatedAt} is null`),
    check('group_offerings_price_positive', sql`${t.priceTicks} > 0 and ${t.blockHands} > 0`),
    check(
      'group_offerings_limits',
      sql`0 < ${t.minAmountMinor} and ${t.minAmountMinor} <= ${t.maxAmountMinor} and ${t.allocateAt} < ${t.payDeadline}`,
    ),
  ],
);

/**
 * A member's order in a group purchase (G2–G6), in one account set. Money in minor units of
 * `currency`: the amount asked, the deposit paid on joining, what came back, and once allocated the
 * units and their value. `order_id` is the held position (`orders.source` = 'group') once HOLDING.
 */
export const groupOrders = pgTable(
  'group_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groupOfferings.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountSet: text('account_set', { enum: ACCOUNT_SETS }).notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    depositMinor: bigint('deposit_minor', { mode: 'bigint' }).notNull(),
    requestedHands: integer('requested_hands'),
    allottedHands: integer('allotted_hands'),
    allottedMinor: bigint('allotted_minor', { mode: 'bigint' }),
    unpaidMinor: bigint('unpaid_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    refundedMinor: bigint('refunded_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    status: text('status', { enum: GROUP_ORDER_STATUS_VALUES }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    allocatedAt: bigint('allocated_at', { mode: 'number' }),
    settledAt: bigint('settled_at', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('group_orders_one_per_member').on(t.groupId, t.userId, t.accountSet),
    index('group_orders_by_user').on(t.userId, t.accountSet, t.id),
    index('group_orders_by_group').on(t.groupId, t.id),
    index('group_orders_paying').on(t.groupId).where(sql`${t.status} = 'PAYING'`),
    check('group_orders_money', sql`${t.depositMinor} > 0 and ${t.depositMinor} <= ${t.amountMinor}`),
  ],
);

export const NEW_SHARE_TYPE_VALUES = ['ipo', 'placement', 'dazong', 'limit'] as const;
export const SUBSCRIPTION_STATUS_VALUES = ['submitted', 'success', 'fail', 'position_completed'] as const;

/**
 * New-share offerings: an IPO, a placement, a block trade (Dazong) or an upper-circuit (limit)
 * offering of a listed Korean or Indian product, priced in ticks of that product's decimals and in its
 * currency. `draw_seed` is fixed at creation and published only once `allotted_at` is set; its SHA-256
 * `draw_commitment` is public from the start (docs/SPEC.md N1). `allotted_shares` counts the shares of
 * successful subscriptions; `allotted_at` and `listed_at` are written once, by the engine leader, in
 * the transactions that allot and list (N5).
 */
export const newShareOfferings = pgTable(
  'new_share_offerings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    type: text('type', { enum: NEW_SHARE_TYPE_VALUES }).notNull(),
    market: text('market').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productCode: text('product_code').notNull(),
    name: text('name').notNull(),
    sectors: text('sectors').notNull(),
    securitiesCompany: text('securities_company').notNull(),
    currency: text('currency').notNull(),
    decimals: integer('decimals').notNull(),
    priceTicks: bigint('price_ticks', { mode: 'bigint' }).notNull(),
    lotSize: integer('lot_size').notNull(),
    minLots: integer('min_lots').notNull(),
    maxLots: integer('max_lots').notNull(),
    /** The application fee per subscription, in minor units of `currency`. */
    feeMinor: bigint('fee_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    totalShares: bigint('total_shares', { mode: 'number' }).notNull(),
    allottedShares: bigint('allotted_shares', { mode: 'number' }).notNull().default(0),
    subscribeStartMs: bigint('subscribe_start_ms', { mode: 'number' }).notNull(),
    subscribeEndMs: bigint('subscribe_end_ms', { mode: 'number' }).notNull(),
    allotAtMs: bigint('allot_at_ms', { mode: 'number' }).notNull(),
    listingAtMs: bigint('listing_at_ms', { mode: 'number' }).notNull(),
    /** A block trade's access password as a scrypt hash; null when the offering needs none. */
    passwordHash: text('password_hash'),
    drawSeed: text('draw_seed').notNull(),
    drawCommitment: text('draw_commitment').notNull(),
    /** The simulated market's applications (core `simulatedApplications`), fixed by the seed. */
    simulatedApplicants: integer('simulated_applicants').notNull().default(0),
    simulatedMaxLots: integer('simulated_max_lots').notNull().default(1),
    allottedAtMs: bigint('allotted_at_ms', { mode: 'number' }),
    listedAtMs: bigint('listed_at_ms', { mode: 'number' }),
    /** Made by the embedded default's seeding rather than by staff. */
    seeded: boolean('seeded').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('new_share_offerings_by_market').on(t.market, t.type, t.subscribeStartMs),
    index('new_share_offerings_to_allot').on(t.allotAtMs).where(sql`${t.allottedAtMs} is null`),
    index('new_share_offerings_to_list').on(t.listingAtMs).where(sql`${t.listedAtMs} is null`),
    check('new_share_offerings_lots', sql`${t.lotSize} > 0 and ${t.minLots} > 0 and ${t.minLots} <= ${t.maxLots}`),
    check(
      'new_share_offerings_shares',
      sql`${t.totalShares} > 0 and ${t.allottedShares} >= 0 and ${t.allottedShares} <= ${t.totalShares}`,
    ),
    check('new_share_offerings_price', sql`${t.priceTicks} > 0 and ${t.feeMinor} >= 0`),
  ],
);

/** The published draw of an allotted IPO or placement (docs/SPEC.md N4): its whole input and result. */
export const newShareDraws = pgTable('new_share_draws', {
  offeringId: integer('offering_id')
    .primaryKey()
    .references(() => newShareOfferings.id),
  algorithm: text('algorithm').notNull(),
  rule: text('rule', { enum: ['retail', 'pro_rata'] }).notNull(),
  lotsAvailable: integer('lots_available').notNull(),
  applications: jsonb('applications').$type<Array<[string, number]>>().notNull(),
  wonLots: jsonb('won_lots').$type<number[]>().notNull(),
  simulated: jsonb('simulated').$type<{ count: number; minLots: number; maxLots: number }>().notNull(),
  createdAt: createdAt(),
});

/**
 * A customer's subscription. Money in minor units: `cost_instrument_minor` in the offering's
 * currency, the rest in the account's `currency`; `paid_minor` went into escrow at `fx_rate` (null
 * when no currency changed) and comes back as `won_minor` (locked, later the position's margin) plus
 * `refund_minor` (type 15) exactly (N9).
 */
export const newShareSubscriptions = pgTable(
  'new_share_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    offeringId: integer('offering_id')
      .notNull()
      .references(() => newShareOfferings.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountSet: text('account_set', { enum: ACCOUNT_SETS }).notNull(),
    shares: integer('shares').notNull(),
    lots: integer('lots').notNull(),
    currency: text('currency').notNull(),
    instrumentCurrency: text('instrument_currency').notNull(),
    fxRate: text('fx_rate'),
    costInstrumentMinor: bigint('cost_instrument_minor', { mode: 'bigint' }).notNull(),
    paidMinor: bigint('paid_minor', { mode: 'bigint' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    status: text('status', { enum: SUBSCRIPTION_STATUS_VALUES }).notNull(),
    wonLots: integer('won_lots'),
    wonMinor: bigint('won_minor', { mode: 'bigint' }),
    refundMinor: bigint('refund_minor', { mode: 'bigint' }),
    orderId: integer('order_id').references(() => orders.id),
    createdAtMs: bigint('created_at_ms', { mode: 'number' }).notNull(),
    decidedAtMs: bigint('decided_at_ms', { mode: 'number' }),
  },
  (t) => [
    index('new_share_subscriptions_by_offering').on(t.offeringId, t.status, t.id),
    index('new_share_subscriptions_by_user').on(t.userId, t.accountSet, t.id),
    check('new_share_subscriptions_lots', sql`${t.lots} > 0 and ${t.shares} > 0`),
    check(
      'new_share_subscriptions_money',
      sql`${t.paidMinor} >= 0 and (${t.wonMinor} is null or (${t.wonMinor} >= 0 and ${t.wonMinor} + ${t.refundMinor} = ${t.paidMinor}))`,
    ),
  ],
);

/** A passed block-trade password check: the customer may subscribe to that offering for a while. */
export const newSharePasswordPasses = pgTable(
  'new_share_password_passes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    offeringId: integer('offering_id')
      .notNull()
      .references(() => newShareOfferings.id),
    passedAt: timestamp('passed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.offeringId] })],
);

export const AI_STATUS_VALUES = ['running', 'paused', 'ended', 'unlocked'] as const;

/**
 * AI products as staff publish them: a strategy of core `ai/strategies.ts` with its parameters, the
 * product (instrument) it trades, amount limits in minor units of the account currency, lever and
 * period. There is no column for a statistic: win rate and returns are the backtest's, computed from
 * the candles whenever they are asked for (docs/SPEC.md I4).
 */
export const aiProducts = pgTable(
  'ai_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    nameHi: text('name_hi').notNull(),
    description: text('description').notNull(),
    descriptionHi: text('description_hi').notNull(),
    strategy: text('strategy').notNull(),
    /** The strategy's parameters in their published form (core `strategyParams`). */
    params: jsonb('params').$type<Record<string, number | string | boolean>>().notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    minAmountMinor: bigint('min_amount_minor', { mode: 'bigint' }).notNull(),
    maxAmountMinor: bigint('max_amount_minor', { mode: 'bigint' }).notNull(),
    unitMinor: bigint('unit_minor', { mode: 'bigint' }).notNull(),
    lever: integer('lever').notNull(),
    periodDays: integer('period_days').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'ai_products_limits',
      sql`0 < ${t.unitMinor} and ${t.unitMinor} <= ${t.minAmountMinor} and ${t.minAmountMinor} <= ${t.maxAmountMinor}`,
    ),
    check('ai_products_lever', sql`${t.lever} >= 1 and ${t.periodDays} >= 1`),
  ],
);

/**
 * A customer's purchase of an AI product. The terms (strategy, parameters, lever, period, instrument)
 * are copied at purchase so a console edit never changes a running product. The live state is core's
 * `LiveState`: committed equity, position and the anchor price and bar it was stepped at (I5).
 */
export const userAiProducts = pgTable(
  'user_ai_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    aiProductId: integer('ai_product_id')
      .notNull()
      .references(() => aiProducts.id),
    accountSet: text('account_set', { enum: ACCOUNT_SETS }).notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    strategy: text('strategy').notNull(),
    params: jsonb('params').$type<Record<string, number | string | boolean>>().notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    code: text('code').notNull(),
    decimals: integer('decimals').notNull(),
    lever: integer('lever').notNull(),
    status: text('status', { enum: AI_STATUS_VALUES }).notNull(),
    equityMinor: bigint('equity_minor', { mode: 'bigint' }).notNull(),
    position: smallint('position').notNull(),
    anchorPriceTicks: bigint('anchor_price_ticks', { mode: 'bigint' }).notNull(),
    anchorBarMs: bigint('anchor_bar_ms', { mode: 'number' }),
    /** Equity − amount as settled (type 11); null until settled. */
    settledPnlMinor: bigint('settled_pnl_minor', { mode: 'bigint' }),
    startAt: bigint('start_at', { mode: 'number' }).notNull(),
    /** The end of the period: the runner settles at or after it. */
    endAt: bigint('end_at', { mode: 'number' }).notNull(),
    settledAt: bigint('settled_at', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_ai_by_user').on(t.userId, t.accountSet, t.status, t.id),
    index('user_ai_active').on(t.status, t.id).where(sql`${t.status} in ('running', 'paused')`),
    index('user_ai_by_product').on(t.aiProductId, t.id),
    check('user_ai_equity', sql`${t.equityMinor} >= 0 and ${t.amountMinor} > 0`),
    check('user_ai_position', sql`${t.position} between -1 and 1`),
  ],
);
