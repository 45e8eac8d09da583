import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Raw bytes (PostgreSQL bytea) as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    payPasswordHash: text('pay_password_hash'),
    nickname: text('nickname').notNull(),
    realName: text('real_name'),
    avatar: text('avatar'),
    status: text('status', { enum: ['ACTIVE', 'DISABLED'] })
      .notNull()
      .default('ACTIVE'),
    creditStatus: text('credit_status', { enum: ['UNDER', 'CREDITING', 'PASS', 'REJECT'] })
      .notNull()
      .default('UNDER'),
    invitationCode: text('invitation_code').notNull().unique(),
    invitedBy: integer('invited_by'),
    institutional: boolean('institutional').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_by_inviter').on(t.invitedBy)],
);

export const SESSION_REVOKE_REASONS = ['logout', 'password_changed', 'signed_in_elsewhere', 'disabled'] as const;
export type SessionRevokeReason = (typeof SESSION_REVOKE_REASONS)[number];

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    accessId: text('access_id').notNull(),
    appType: text('app_type'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason', { enum: SESSION_REVOKE_REASONS }),
  },
  (t) => [index('sessions_live_by_user').on(t.userId, t.createdAt).where(sql`${t.revokedAt} is null`)],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    target: text('target').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_by_target').on(t.target, t.createdAt)],
);

/**
 * The ledger's accounts (packages/core/src/ledger/accounts.ts): a user's when `user_id` is set, the
 * platform's when it is null. Rows are created lazily by the ledger service and their balance is
 * written only by `post` (src/ledger/service.ts), always together with the ledger_transfers rows
 * that explain it. The kind lists repeat core's USER_ACCOUNT_KINDS and PLATFORM_ACCOUNT_KINDS (a
 * test keeps them equal); L3 is enforced here a second time: no user account below zero.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id),
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    unique('ledger_accounts_owner_kind_currency').on(t.userId, t.kind, t.currency).nullsNotDistinct(),
    check('ledger_accounts_user_not_negative', sql`${t.userId} is null or ${t.balanceMinor} >= 0`),
    check(
      'ledger_accounts_kind',
      sql`(${t.userId} is not null and ${t.kind} in ('available', 'locked', 'margin', 'virtual_available', 'virtual_locked', 'virtual_margin'))
        or (${t.userId} is null and ${t.kind} in ('client_money', 'fee_income', 'trading_pnl', 'loss_absorption', 'ipo_escrow', 'ai_pool', 'group_escrow', 'virtual_issuance'))`,
    ),
  ],
);

/**
 * One row per core `Transfer`: `amount_minor` left the debit account and entered the credit account.
 * Both sides' balances after it are stored, so a record can show them and reconciliation can check
 * them. `posting_id` is the idempotency id of the first transfer of the posting it belongs to, so a
 * replayed posting finds all its stored transfers. Rows are never updated or deleted.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyId: text('idempotency_id').notNull().unique(),
    postingId: text('posting_id').notNull(),
    debitAccountId: integer('debit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: integer('credit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    type: smallint('type').notNull(),
    ref: text('ref').notNull(),
    remark: text('remark'),
    debitBalanceAfterMinor: bigint('debit_balance_after_minor', { mode: 'bigint' }).notNull(),
    creditBalanceAfterMinor: bigint('credit_balance_after_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_transfers_amount_positive', sql`${t.amountMinor} > 0`),
    check('ledger_transfers_two_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check('ledger_transfers_known_type', sql`${t.type} between 1 and 15 or ${t.type} >= 100`),
    index('ledger_transfers_by_debit').on(t.debitAccountId, t.id),
    index('ledger_transfers_by_credit').on(t.creditAccountId, t.id),
    index('ledger_transfers_by_posting').on(t.postingId),
  ],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const categories = pgTable('categories', {
  code: text('code').primaryKey(),
  key: text('key').notNull(),
  nameEn: text('name_en').notNull(),
  nameHi: text('name_hi').notNull(),
  sort: integer('sort').notNull(),
});

export const notices = pgTable('notices', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  titleEn: text('title_en').notNull(),
  titleHi: text('title_hi').notNull(),
  contentEn: text('content_en').notNull(),
  contentHi: text('content_hi').notNull(),
  published: boolean('published').notNull().default(true),
  createdAt: createdAt(),
});

export const pages = pgTable('pages', {
  key: text('key').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleHi: text('title_hi').notNull(),
  contentEn: text('content_en').notNull(),
  contentHi: text('content_hi').notNull(),
});

export const uploads = pgTable('uploads', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  mime: text('mime').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  userId: integer('user_id').references(() => users.id),
  createdAt: createdAt(),
});

export const STAFF_ROLE_VALUES = ['admin', 'reviewer', 'support'] as const;

export const staff = pgTable('staff', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  username: text('username').notNull().unique(),
  displayName: text('display_name').notNull(),
  role: text('role', { enum: STAFF_ROLE_VALUES }).notNull(),
  passwordHash: text('password_hash').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason', { enum: SESSION_REVOKE_REASONS }),
  },
  (t) => [index('staff_sessions_by_staff').on(t.staffId)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id').references(() => staff.id),
    action: text('action').notNull(),
    target: text('target'),
    reason: text('reason'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_by_time').on(t.createdAt)],
);

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

export const ACCOUNT_SETS = ['real', 'virtual'] as const;
export const ORDER_STATUS_VALUES = ['CREATED', 'BUILD', 'COVER', 'CANCEL'] as const;
export const CLOSE_REASONS = ['user', 'stop_loss', 'take_profit', 'force_cover'] as const;
export const ORDER_SOURCE_VALUES = ['manual', 'new_share', 'ai', 'group'] as const;

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
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
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
  },
  (t) => [
    unique('orders_user_request').on(t.userId, t.requestId),
    index('orders_by_user').on(t.userId, t.accountSet, t.status, t.id),
    index('orders_open_by_code').on(t.code, t.status).where(sql`${t.status} in ('CREATED', 'BUILD')`),
    index('orders_by_parent').on(t.parentId),
  ],
);
