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

export const GUARDED_SECRETS = ['login', 'pay', 'channel'] as const;

/**
 * Wrong-password counts per account and secret (core password-guard.ts, A10). Keyed by the normalised
 * username, not the user id, so a sign-in to an account that does not exist is counted the same way
 * and the answers never tell which accounts exist.
 */
export const passwordGuards = pgTable(
  'password_guards',
  {
    username: text('username').notNull(),
    secret: text('secret', { enum: GUARDED_SECRETS }).notNull(),
    failures: integer('failures').notNull().default(0),
    lockouts: integer('lockouts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.username, t.secret] }), index('password_guards_locked').on(t.lockedUntil)],
);

/** `revoked_by_user`: signed out from the account's device list (user/session/revoke); answers 281 like the others. */
export const SESSION_REVOKE_REASONS = [
  'logout',
  'password_changed',
  'signed_in_elsewhere',
  'disabled',
  'revoked_by_user',
] as const;
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
    /** The `User-Agent` the session signed in with (bounded), for the device list and new-device notices. */
    userAgent: text('user_agent'),
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
        or (${t.userId} is null and ${t.kind} in ('client_money', 'fee_income', 'trading_pnl', 'loss_absorption', 'ipo_escrow', 'ai_pool', 'group_escrow', 'virtual_issuance', 'adjustments', 'fx'))`,
    ),
  ],
);

/**
 * One row per core `Transfer`: `amount_minor` left the debit account and entered the credit account.
 * A user side's balance after it is stored, so a record can show it and reconciliation can check it;
 * a platform side's is null, because platform rows are not locked per posting (docs/adr/0002). `posting_id` is the idempotency id of the first transfer of the posting it belongs to, so a
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
    /** The side's balance after the transfer; null on a platform side, whose rows are never locked (L6). */
    debitBalanceAfterMinor: bigint('debit_balance_after_minor', { mode: 'bigint' }),
    creditBalanceAfterMinor: bigint('credit_balance_after_minor', { mode: 'bigint' }),
    currency: text('currency').notNull(),
    /**
     * A converted amount (docs/SPEC.md X1): 1 `fx_instrument_currency` = `fx_rate` `fx_account_currency`,
     * and `fx_account_amount_minor` = half-up(`fx_instrument_amount_minor` × `fx_rate`). All null when the
     * transfer converted nothing; both legs of one conversion carry the same values.
     */
    fxRate: text('fx_rate'),
    fxInstrumentCurrency: text('fx_instrument_currency'),
    fxInstrumentAmountMinor: bigint('fx_instrument_amount_minor', { mode: 'bigint' }),
    fxAccountCurrency: text('fx_account_currency'),
    fxAccountAmountMinor: bigint('fx_account_amount_minor', { mode: 'bigint' }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'ledger_transfers_fx_whole',
      sql`(${t.fxRate} is null) = (${t.fxInstrumentCurrency} is null) and (${t.fxRate} is null) = (${t.fxInstrumentAmountMinor} is null)
        and (${t.fxRate} is null) = (${t.fxAccountCurrency} is null) and (${t.fxRate} is null) = (${t.fxAccountAmountMinor} is null)`,
    ),
    check('ledger_transfers_amount_positive', sql`${t.amountMinor} > 0`),
    check('ledger_transfers_two_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check('ledger_transfers_known_type', sql`${t.type} between 1 and 16 or ${t.type} >= 100`),
    index('ledger_transfers_by_debit').on(t.debitAccountId, t.id),
    index('ledger_transfers_by_credit').on(t.creditAccountId, t.id),
    index('ledger_transfers_by_posting').on(t.postingId),
  ],
);

/**
 * The platform sides of transfers not yet rolled into their account's `balance_minor` (L6): `post`
 * adds one row per platform side instead of updating the platform's row, so no posting waits on
 * another; the engine leader moves them into the balances in batches (src/ledger/roll-up.ts). A
 * platform account's balance is its `balance_minor` plus its rows here.
 */
export const ledgerHousePending = pgTable(
  'ledger_house_pending',
  {
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: integer('account_id').notNull(),
    /** Signed from the account's side: + on a credit, − on a debit. */
    deltaMinor: bigint('delta_minor', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.transferId, t.accountId] })],
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

export const UPLOAD_VISIBILITY_VALUES = ['unlisted', 'public', 'private'] as const;

export const uploads = pgTable(
  'uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull().unique(),
    mime: text('mime').notNull(),
    /**
     * Legacy: bytes stored here before uploads moved to the storage interface (P5). At start they are
     * copied to the store and set to null (modules/upload/move-bytes.ts); nothing reads them otherwise.
     */
    bytes: bytea('bytes'),
    size: integer('size').notNull(),
    userId: integer('user_id').references(() => users.id),
    /**
     * Who may fetch the bare `/uploads/<name>`: `unlisted` (just uploaded: anyone with the random name,
     * never cached by shared caches), `public` (an avatar: cached for a year), `private` (identity
     * documents and recharge evidence: only through a short-lived signed URL, P4, P7).
     */
    visibility: text('visibility', { enum: UPLOAD_VISIBILITY_VALUES }).notNull().default('unlisted'),
    createdAt: createdAt(),
  },
  // The quota sums one user's uploads on every upload.
  (t) => [index('uploads_by_user').on(t.userId)],
);

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
    /**
     * The product's price currency, when it differs from the account's `currency`: its amounts are
     * computed in it and converted (docs/SPEC.md X1). Null means priced in the account's currency.
     */
    instrumentCurrency: text('instrument_currency'),
    /** The pay rate (instrument → account) the opening costs were converted at; null without conversion. */
    openFxRate: text('open_fx_rate'),
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

// ---------- funds and identity (issue 5) ----------

export const CHANNEL_TYPES = ['bank', 'digital'] as const;
export const WALLET_PROTOCOLS = ['NONE', 'TRC20', 'ERC20'] as const;
export const REVIEW_STATUS_VALUES = ['UNDER', 'PASS', 'REJECT'] as const;
export const WITHDRAW_STATUS_VALUES = ['UNDER', 'PASS', 'REJECT', 'PAID'] as const;
export const CORRECTION_STATUS_VALUES = ['PROPOSED', 'APPROVED', 'REJECTED'] as const;

/** Banks a customer picks from when adding a bank account (`bank/fronts`). */
export const banks = pgTable('banks', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * A customer's bank account. The number is stored only encrypted (lib/crypto-box.ts, `v1:iv:tag:ct`)
 * with a keyed HMAC for duplicate checks and its last digits for the mask. Removal is soft, so a
 * withdrawal keeps pointing at the account it was paid to.
 */
export const userBanks = pgTable(
  'user_banks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    bankName: text('bank_name').notNull(),
    address: text('address').notNull(),
    ifsc: text('ifsc').notNull(),
    payee: text('payee').notNull(),
    accountNumberSealed: text('account_number_sealed').notNull(),
    accountNumberHmac: text('account_number_hmac').notNull(),
    accountNumberMasked: text('account_number_masked').notNull(),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('user_banks_live_number').on(t.userId, t.accountNumberHmac).where(sql`${t.removedAt} is null`)],
);

/** Recharge channels (`income_channel/available`); a password, when needed, is stored as a scrypt hash. */
export const incomeChannels = pgTable('income_channels', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  type: text('type', { enum: CHANNEL_TYPES }).notNull(),
  needPassword: boolean('need_password').notNull().default(false),
  passwordHash: text('password_hash'),
  minAmountMinor: bigint('min_amount_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  details: text('details'),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

/** Where to transfer for a recharge: a currency, its protocol and the receiving account or address. */
export const incomeCurrencies = pgTable(
  'income_currencies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => incomeChannels.id),
    currency: text('currency').notNull(),
    protocol: text('protocol', { enum: WALLET_PROTOCOLS }).notNull(),
    address: text('address').notNull(),
    qrCode: text('qr_code'),
    /** Units of this currency per unit of the account currency, a decimal string. */
    rate: text('rate').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [unique('income_currencies_channel_currency').on(t.channelId, t.currency, t.protocol)],
);

/** Withdrawal channels: bank, or a digital protocol whose wallet addresses are checked. */
export const outcomeChannels = pgTable('outcome_channels', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  type: text('type', { enum: CHANNEL_TYPES }).notNull(),
  protocol: text('protocol', { enum: WALLET_PROTOCOLS }).notNull().default('NONE'),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const outcomeCurrencies = pgTable('outcome_currencies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  protocol: text('protocol', { enum: WALLET_PROTOCOLS }).notNull(),
  rate: text('rate').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/** A customer's digital wallet for one withdrawal channel (its protocol checked the address). */
export const userWallets = pgTable(
  'user_wallets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => outcomeChannels.id),
    address: text('address').notNull(),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('user_wallets_by_user').on(t.userId)],
);

/** A successful recharge-channel password check; charge/charge on that channel needs a recent one. */
export const channelPasswordPasses = pgTable(
  'channel_password_passes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => incomeChannels.id),
    passedAt: timestamp('passed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channelId] })],
);

/** A recharge request: UNDER until staff approve (one type-1 transfer) or reject it. */
export const charges = pgTable(
  'charges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => incomeChannels.id),
    type: text('type', { enum: CHANNEL_TYPES }).notNull(),
    currencyId: integer('currency_id').references(() => incomeCurrencies.id),
    /** The ledger currency the amount is credited in (the account currency). */
    currency: text('currency').notNull(),
    /** What the customer transferred through, e.g. `USDT TRC20` or `INR`. */
    payCurrency: text('pay_currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    evidence: text('evidence').notNull(),
    remark: text('remark'),
    status: text('status', { enum: REVIEW_STATUS_VALUES }).notNull().default('UNDER'),
    reason: text('reason'),
    reviewedBy: integer('reviewed_by').references(() => staff.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('charges_amount_positive', sql`${t.amountMinor} > 0`),
    index('charges_by_user').on(t.userId, t.id),
    index('charges_by_status').on(t.status, t.id),
  ],
);

/** A withdrawal: its amount is locked from the request until it is paid (type 2) or rejected (type 13). */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type', { enum: CHANNEL_TYPES }).notNull(),
    bankId: integer('bank_id').references(() => userBanks.id),
    walletId: integer('wallet_id').references(() => userWallets.id),
    /** The payout account as it may be shown (bank and masked number, or channel and address). */
    accountMasked: text('account_masked').notNull(),
    currencyId: integer('currency_id').references(() => outcomeCurrencies.id),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    remark: text('remark'),
    status: text('status', { enum: WITHDRAW_STATUS_VALUES }).notNull().default('UNDER'),
    reference: text('reference'),
    reason: text('reason'),
    reviewedBy: integer('reviewed_by').references(() => staff.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('withdrawals_amount_positive', sql`${t.amountMinor} > 0`),
    check('withdrawals_one_account', sql`(${t.bankId} is null) <> (${t.walletId} is null)`),
    index('withdrawals_by_user').on(t.userId, t.id),
    index('withdrawals_by_status').on(t.status, t.id),
  ],
);

/** An identity (KYC) submission; the Aadhaar number is stored only sealed, with an HMAC and a mask. */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    realName: text('real_name').notNull(),
    numberSealed: text('number_sealed').notNull(),
    numberHmac: text('number_hmac').notNull(),
    numberMasked: text('number_masked').notNull(),
    frontImage: text('front_image').notNull(),
    backImage: text('back_image').notNull(),
    status: text('status', { enum: ['CREDITING', 'PASS', 'REJECT'] })
      .notNull()
      .default('CREDITING'),
    reason: text('reason'),
    reviewedBy: integer('reviewed_by').references(() => staff.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('kyc_by_user').on(t.userId, t.id),
    index('kyc_by_status').on(t.status, t.id),
    index('kyc_by_number').on(t.numberHmac),
  ],
);

export const institutionApplications = pgTable(
  'institution_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    institutionName: text('institution_name').notNull(),
    registrationNumber: text('registration_number').notNull(),
    institutionalCode: text('institutional_code').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    documents: jsonb('documents').$type<string[]>().notNull(),
    status: text('status', { enum: REVIEW_STATUS_VALUES }).notNull().default('UNDER'),
    reason: text('reason'),
    reviewedBy: integer('reviewed_by').references(() => staff.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('institution_by_user').on(t.userId, t.id), index('institution_by_status').on(t.status, t.id)],
);

/** A four-eyes manual balance correction (ADR 0001): proposed by one staff member, decided by another. */
export const fundCorrections = pgTable(
  'fund_corrections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountSet: text('account_set', { enum: ACCOUNT_SETS }).notNull(),
    direction: text('direction', { enum: ['credit', 'debit'] }).notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: CORRECTION_STATUS_VALUES }).notNull().default('PROPOSED'),
    proposedBy: integer('proposed_by')
      .notNull()
      .references(() => staff.id),
    decidedBy: integer('decided_by').references(() => staff.id),
    decisionReason: text('decision_reason'),
    transferId: bigint('transfer_id', { mode: 'number' }),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('fund_corrections_amount_positive', sql`${t.amountMinor} > 0`),
    check('fund_corrections_four_eyes', sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.proposedBy}`),
    index('fund_corrections_by_status').on(t.status, t.id),
  ],
);

/**
 * Two-factor sign-in (A12-A15): the authenticator secret, sealed with the data key like Aadhaar
 * numbers. `enabled_at` is null while set up but not yet confirmed with a code; `last_used_step` is
 * the last TOTP time step accepted, so no code works twice.
 */
export const userTotp = pgTable('user_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  secretSealed: text('secret_sealed').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** One-time recovery codes, stored only as keyed hashes; a used code keeps its row with `used_at`. */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [unique('totp_recovery_codes_user_hash').on(t.userId, t.codeHash)],
);

/** Wrong one-time codes, counted per account and per client address for the guess limit (A14). */
export const otpFailures = pgTable(
  'otp_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('otp_failures_by_user').on(t.userId, t.createdAt), index('otp_failures_by_ip').on(t.ip, t.createdAt)],
);

/** Security notices kept for the user (A17): today a sign-in from a device the account had not used. */
export const userNotices = pgTable(
  'user_notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['new_device', 'password_locked'] }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('user_notices_by_user').on(t.userId, t.createdAt)],
);
