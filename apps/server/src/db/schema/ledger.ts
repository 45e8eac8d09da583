// The double-entry ledger, its reconcile runs and the retry keys (docs/SPEC.md L, D5, E7).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, xid8 } from './columns';

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
    // No foreign keys to ledger_accounts: each would take FOR KEY SHARE on a platform row in every
    // posting (L7, docs/adr/0008). `post` names only rows it read in the same transaction, accounts
    // are never deleted (migration 0025's trigger), and reconcile() proves every id names one (L4).
    debitAccountId: integer('debit_account_id').notNull(),
    creditAccountId: integer('credit_account_id').notNull(),
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
    /**
     * The transaction that wrote the transfer (`pg_current_xact_id()`): every transfer below a
     * snapshot's xmin has committed or never will, which is the horizon the proof continues from
     * (docs/adr/0019). Written by the default, never by a caller.
     */
    xactId: xid8('xact_id').notNull().default(sql`pg_current_xact_id()`),
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
    index('ledger_transfers_by_xact').on(t.xactId),
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
    // No foreign key: rows are written only by the posting statement, from the transfers it inserts,
    // transfers are never deleted (migration 0025), and reconcile() proves each names one (L6).
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    accountId: integer('account_id').notNull(),
    /** Signed from the account's side: + on a credit, − on a debit. */
    deltaMinor: bigint('delta_minor', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.transferId, t.accountId] })],
);

/**
 * The first reply to a call that carries a client's `requestId` (CONTRACT.md, "Retry safety"):
 * `order/cover`, `order/cancel`, `order/update`, `charge/charge`, `withdraw/withdraw`. The key is claimed first in
 * the transaction that makes the change and the reply is written before its COMMIT, so a repeat,
 * however it races, returns the first reply and changes nothing (E7). `order/create` keeps its key
 * on the order row itself.
 */
export const requestKeys = pgTable(
  'request_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    call: text('call').notNull(),
    requestId: text('request_id').notNull(),
    /** The reply's text as sent (json, not jsonb: a repeat answers the same keys in the same order). */
    reply: json('reply'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.call, t.requestId] })],
);

/**
 * The leader's periodic proof of the ledger (D5): each run of `reconcile()` with how many differences
 * it found and the first of them. `/readyz`, `/metrics` and the console read the latest run.
 */
export const reconcileRuns = pgTable(
  'reconcile_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    differences: integer('differences').notNull(),
    violations: jsonb('violations').notNull(),
    /** `full`: every transfer was read; `since_horizon`: those written since the last clean run (docs/adr/0019). */
    scope: text('scope', { enum: ['full', 'since_horizon'] })
      .notNull()
      .default('full'),
    /** How many transfers the run checked one by one. */
    transfersChecked: bigint('transfers_checked', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('reconcile_runs_by_time').on(t.finishedAt)],
);

/**
 * Where the last clean proof stopped (docs/adr/0019): every transfer whose `xact_id` is below
 * `horizon` was proved and is summed per account in `ledger_proof_sums`; one row. A run that finds
 * a difference leaves it where it was, so the difference is found again until it is put right.
 */
export const ledgerProofHorizon = pgTable(
  'ledger_proof_horizon',
  {
    id: smallint('id').primaryKey().default(1),
    horizon: xid8('horizon').notNull(),
    /** When a full run last set the sums from every transfer (the runs between continue from it). */
    fullAt: timestamp('full_at', { withTimezone: true }).notNull(),
    provedAt: timestamp('proved_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('ledger_proof_horizon_one_row', sql`${t.id} = 1`)],
);

/** Each account's transfers below the horizon, summed (credits − debits): the proof's carry. */
export const ledgerProofSums = pgTable('ledger_proof_sums', {
  accountId: integer('account_id').primaryKey(),
  sumMinor: bigint('sum_minor', { mode: 'bigint' }).notNull(),
});
