// Orders and positions (docs/SPEC.md O).
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const ACCOUNT_SETS = ['real', 'virtual'] as const;
export const ORDER_STATUS_VALUES = ['QUEUED', 'CREATED', 'BUILD', 'COVER', 'CANCEL'] as const;
export const CLOSE_REASONS = ['user', 'stop_loss', 'take_profit', 'force_cover', 'expired', 'unfunded'] as const;
export const ORDER_SOURCE_VALUES = ['manual', 'new_share', 'ai', 'group'] as const;
export const ORDER_VALIDITY_VALUES = ['gtc', 'day', 'until'] as const;

/**
 * Orders and positions (issue 4). Money in minor units of `currency`, prices in ticks of `decimals`;
 * the product's terms are copied at placing so a later console edit never re-prices an open order.
 * Balances live only in the ledger; these columns record what each posting moved (O2, O3).
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountSet: text('account_set', { enum: ACCOUNT_SETS }).notNull(),
    currency: text('currency').notNull(),
    /**
     * The product's price currency, when it differs from the account's `currency`: its amounts are
     * computed in it and converted (docs/SPEC.md X1). Null means priced in the account's currency.
     */
    instrumentCurrency: text('instrument_currency'),
    /** The pay rate (instrument → account) the opening costs were converted at; null without conversion. */
    openFxRate: text('open_fx_rate'),
    // No foreign key: it would take FOR KEY SHARE on the product's row with every order (docs/adr/0008).
    // The id comes from the catalog's rows, and products are never deleted (migration 0025).
    productId: integer('product_id').notNull(),
    code: text('code').notNull(),
    decimals: integer('decimals').notNull(),
    direction: text('direction', { enum: ['buy', 'sell'] }).notNull(),
    priceType: text('price_type', { enum: ['market', 'limit'] }).notNull(),
    status: text('status', { enum: ORDER_STATUS_VALUES }).notNull(),
    hands: integer('hands').notNull(),
    handCount: integer('hand_count').notNull(),
    lever: integer('lever'),
    limitPriceTicks: bigint('limit_price_ticks', { mode: 'bigint' }),
    buildPriceTicks: bigint('build_price_ticks', { mode: 'bigint' }),
    coverPriceTicks: bigint('cover_price_ticks', { mode: 'bigint' }),
    stopLossTicks: bigint('stop_loss_ticks', { mode: 'bigint' }),
    takeProfitTicks: bigint('take_profit_ticks', { mode: 'bigint' }),
    /**
     * A trailing stop's distance in ticks (O11), or null. While held, `stopLossTicks` is the trail's
     * level: best closing price since it was set − distance for a buy (+ for a sell).
     */
    trailingDistanceTicks: bigint('trailing_distance_ticks', { mode: 'bigint' }),
    /** When a pending order expires (epoch ms, O10); null for good-till-cancelled. */
    validUntil: bigint('valid_until', { mode: 'number' }),
    /** The validity the customer chose (O10): `gtc`, `day` (validUntil = its session's close) or `until`. */
    validity: text('validity', { enum: ORDER_VALIDITY_VALUES }).notNull().default('gtc'),
    insurance: boolean('insurance').notNull(),
    marginMinor: bigint('margin_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    openingFeeMinor: bigint('opening_fee_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    insuranceMinor: bigint('insurance_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    holdMinor: bigint('hold_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    closingFeeMinor: bigint('closing_fee_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    overnightFeeMinor: bigint('overnight_fee_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    profitMinor: bigint('profit_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    absorbedMinor: bigint('absorbed_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    closeReason: text('close_reason', { enum: CLOSE_REASONS }),
    parentId: integer('parent_id'),
    source: text('source', { enum: ORDER_SOURCE_VALUES }).notNull().default('manual'),
    requestId: text('request_id'),
    commitTime: bigint('commit_time', { mode: 'number' }).notNull(),
    buildTime: bigint('build_time', { mode: 'number' }),
    coverTime: bigint('cover_time', { mode: 'number' }),
    /** The last daily roll (epoch ms) whose overnight fee this position has paid, or its build time. */
    rolledAt: bigint('rolled_at', { mode: 'number' }),
    version: integer('version').notNull().default(1),
    // The fill receipts (docs/SPEC.md RC1, RC2): the quote each fill was taken on and the rates it
    // converted at, written with the fill in the one statement that writes it. All null for a fill
    // made before receipts, and the quote null for one not taken on a quote (an allotment).
    /** The opening fill's quote: bid and ask in ticks, its time (epoch ms) and the simulator's step number. */
    openBidTicks: bigint('open_bid_ticks', { mode: 'bigint' }),
    openAskTicks: bigint('open_ask_ticks', { mode: 'bigint' }),
    openQuoteTime: bigint('open_quote_time', { mode: 'number' }),
    openQuoteSeq: bigint('open_quote_seq', { mode: 'number' }),
    /** The receive rate beside `openFxRate` (the pay rate), and the published conversion spread then, in bp (X3). */
    openFxReceiveRate: text('open_fx_receive_rate'),
    openFxSpreadBps: integer('open_fx_spread_bps'),
    /** The closing fill's quote, as the opening's. */
    coverBidTicks: bigint('cover_bid_ticks', { mode: 'bigint' }),
    coverAskTicks: bigint('cover_ask_ticks', { mode: 'bigint' }),
    coverQuoteTime: bigint('cover_quote_time', { mode: 'number' }),
    coverQuoteSeq: bigint('cover_quote_seq', { mode: 'number' }),
    /** The rates the close converted at (X1, X5: a loss and the fee at pay, a gain at receive) and the spread. */
    coverFxRate: text('cover_fx_rate'),
    coverFxReceiveRate: text('cover_fx_receive_rate'),
    coverFxSpreadBps: integer('cover_fx_spread_bps'),
  },
  (t) => [
    unique('orders_user_request').on(t.userId, t.requestId),
    index('orders_by_user').on(t.userId, t.accountSet, t.status, t.id),
    index('orders_open_by_code').on(t.code, t.status).where(sql`${t.status} in ('CREATED', 'BUILD')`),
    index('orders_by_parent').on(t.parentId),
    // The engine's expiry pass reads only pending orders (queued ones too) that carry an expiry, soonest first (O10).
    index('orders_expiring')
      .on(t.validUntil)
      .where(sql`${t.status} in ('QUEUED', 'CREATED') and ${t.validUntil} is not null`),
    // AMO3: the release pass reads only the after-market orders queued for an open, by product.
    index('orders_queued').on(t.code).where(sql`${t.status} = 'QUEUED'`),
    // O11: the trail's one UPDATE per product and direction finds only the positions that move: a buy
    // moves when bid > stop + distance (its best price), a sell when ask < stop − distance, so these
    // expressions are the range each scans, whatever the number of positions far from their best.
    index('orders_trailing_buy')
      .on(t.code, sql`(${t.stopLossTicks} + ${t.trailingDistanceTicks})`)
      .where(sql`${t.status} = 'BUILD' and ${t.direction} = 'buy' and ${t.trailingDistanceTicks} is not null`),
    index('orders_trailing_sell')
      .on(t.code, sql`(${t.stopLossTicks} - ${t.trailingDistanceTicks})`)
      .where(sql`${t.status} = 'BUILD' and ${t.direction} = 'sell' and ${t.trailingDistanceTicks} is not null`),
  ],
);
