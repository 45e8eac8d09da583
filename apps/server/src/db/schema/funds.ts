// Funds and identity: channels, payout accounts, recharges, withdrawals, KYC, institutions, corrections.
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
import { ACCOUNT_SETS } from './orders';
import { staff } from './platform';

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
    /** The account-currency amount credited on approval (for a converted recharge, its conversion). */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /**
     * A recharge in another currency than the account's (USDT, docs/SPEC.md X6): the amount transferred,
     * in minor units of `fx_currency`, and the rate quoted before the customer confirmed (1 `fx_currency`
     * = `fx_rate` `currency`); `amount_minor` = half-up(`fx_amount_minor` × `fx_rate`). Null otherwise.
     */
    fxCurrency: text('fx_currency'),
    fxAmountMinor: bigint('fx_amount_minor', { mode: 'bigint' }),
    fxRate: text('fx_rate'),
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
    check(
      'charges_fx_whole',
      sql`(${t.fxRate} is null) = (${t.fxCurrency} is null) and (${t.fxRate} is null) = (${t.fxAmountMinor} is null)`,
    ),
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
    /** The account-currency amount held at the request and paid out (for a converted payout, its conversion). */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /**
     * A payout in another currency (USDT, X6): the amount the customer receives in minor units of
     * `fx_currency`, at the rate quoted before they confirmed (1 `fx_currency` = `fx_rate` `currency`);
     * `amount_minor` = half-up(`fx_amount_minor` × `fx_rate`). Null otherwise.
     */
    fxCurrency: text('fx_currency'),
    fxAmountMinor: bigint('fx_amount_minor', { mode: 'bigint' }),
    fxRate: text('fx_rate'),
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
    check(
      'withdrawals_fx_whole',
      sql`(${t.fxRate} is null) = (${t.fxCurrency} is null) and (${t.fxRate} is null) = (${t.fxAmountMinor} is null)`,
    ),
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
