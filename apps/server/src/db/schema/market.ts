// Products, holidays, candles, watchlists, flash news and price alerts.
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
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/** Tradable products (issue 3): seeded from the core catalogue on first start, then edited in the console. */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    nameHi: text('name_hi'),
    market: text('market').notNull(),
    exchange: text('exchange').notNull(),
    type: text('type').notNull(),
    category: text('category').notNull(),
    currency: text('currency').notNull(),
    decimals: integer('decimals').notNull(),
    handCount: integer('hand_count').notNull(),
    lever: integer('lever').notNull(),
    spreadTicks: integer('spread_ticks').notNull(),
    /** Annualised volatility as a decimal string (0.25 = 25 %); shapes the simulation only. */
    volatilityAnnual: text('volatility_annual').notNull(),
    /** The simulator's price on the anchor date, a decimal string with `decimals` places. */
    startPrice: text('start_price').notNull(),
    sector: text('sector'),
    suspended: boolean('suspended').notNull().default(false),
    sortOrder: integer('sort_order').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('products_by_market').on(t.market, t.sortOrder)],
);

export const marketHolidays = pgTable(
  'market_holidays',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    exchange: text('exchange').notNull(),
    /** The exchange's local date, `YYYY-MM-DD`. */
    date: text('date').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('market_holidays_exchange_date').on(t.exchange, t.date)],
);

/** One-minute candles the live feed closed; prices in ticks of the product's decimals. */
export const candles1m = pgTable(
  'candles_1m',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** Minute start, epoch ms. */
    time: bigint('time', { mode: 'number' }).notNull(),
    open: bigint('open', { mode: 'bigint' }).notNull(),
    high: bigint('high', { mode: 'bigint' }).notNull(),
    low: bigint('low', { mode: 'bigint' }).notNull(),
    close: bigint('close', { mode: 'bigint' }).notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.time] })],
);

export const watchlists = pgTable(
  'watchlists',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('watchlists_by_user').on(t.userId, t.position),
    uniqueIndex('watchlists_one_default').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

export const watchlistItems = pgTable(
  'watchlist_items',
  {
    watchlistId: integer('watchlist_id')
      .notNull()
      .references(() => watchlists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.watchlistId, t.productId] })],
);

/** Market flash news (`data/sina_huanqiu`), seeded on first start. */
export const flashNews = pgTable(
  'flash_news',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    source: text('source').notNull(),
    locale: text('locale').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('flash_news_by_time').on(t.locale, t.publishedAt)],
);

export const ALERT_CONDITIONS = ['above', 'below', 'changeRateAbove', 'changeRateBelow'] as const;
export const ALERT_STATUSES = ['active', 'triggered', 'cancelled'] as const;

/**
 * Price alerts (issue 16, docs/SPEC.md AL1–AL6). `level` is in ticks of `decimals` for a price
 * condition and in hundredths of a percent for a change-rate one. `armed` is false while a repeating
 * alert that fired waits for the value to return across its level (AL2), so a new engine leader loads
 * it in the same state. The leader keeps every active alert in memory (core `AlertBook`).
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    code: text('code').notNull(),
    decimals: integer('decimals').notNull(),
    condition: text('condition', { enum: ALERT_CONDITIONS }).notNull(),
    level: bigint('level', { mode: 'bigint' }).notNull(),
    repeat: boolean('repeat').notNull(),
    status: text('status', { enum: ALERT_STATUSES }).notNull().default('active'),
    armed: boolean('armed').notNull().default(true),
    triggeredAt: bigint('triggered_at', { mode: 'number' }),
    triggeredPriceTicks: bigint('triggered_price_ticks', { mode: 'bigint' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('price_alerts_by_user').on(t.userId, t.status, t.id),
    index('price_alerts_active').on(t.id).where(sql`${t.status} = 'active'`),
  ],
);

/**
 * A customer's chart drawings on a product (docs/SPEC.md DR1–DR5): a horizontal line, a trend line or
 * a price range, with its anchors as [{time (epoch ms), price (decimal text)}]. At most
 * DRAWINGS_PER_PRODUCT_MAX a customer and product, counted under a lock of the user's row.
 */
export const chartDrawings = pgTable(
  'chart_drawings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    kind: text('kind').notNull(),
    points: jsonb('points').$type<{ time: number; price: string }[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('chart_drawings_by_user_product').on(t.userId, t.productId, t.id),
    check('chart_drawings_kind', sql`${t.kind} in ('hline', 'trend', 'range')`),
  ],
);
