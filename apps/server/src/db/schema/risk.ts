// The risk desk's limits (issue 45, docs/SPEC.md RL).
import { bigint, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { ACCOUNT_SETS } from './orders';

export const RISK_LIMIT_KIND_VALUES = ['houseNotional', 'maxLots', 'customerNotional'] as const;

/**
 * One limit in force per account set, kind, instrument and customer: `code` is '' and `userId` 0
 * where the kind names none, so the unique key holds without nulls. A limit cleared (value 0) is
 * deleted; its history is the audit log (RL7). `value` is lots, or paise of the reporting currency.
 */
export const riskLimits = pgTable(
  'risk_limits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountSet: text('account_set', { enum: ACCOUNT_SETS }).notNull(),
    kind: text('kind', { enum: RISK_LIMIT_KIND_VALUES }).notNull(),
    code: text('code').notNull().default(''),
    userId: integer('user_id').notNull().default(0),
    value: bigint('value', { mode: 'bigint' }).notNull(),
    reason: text('reason'),
    // No reference to staff: a limit outlives whoever set it, and the audit row names them (ADR 0008).
    updatedBy: integer('updated_by'),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
  },
  (t) => [unique('risk_limits_one_per_scope').on(t.accountSet, t.kind, t.code, t.userId)],
);
