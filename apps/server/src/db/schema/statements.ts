import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/**
 * Every statement issued (docs/SPEC.md ST5): the SHA-256 of its figures, so `statement/verify` can
 * say whether a printed hash is one this platform issued and for which account set and window. The
 * same figures issued twice are one row.
 */
export const statementIssues = pgTable(
  'statement_issues',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountType: text('account_type', { enum: ['real', 'virtual'] }).notNull(),
    fromMs: bigint('from_ms', { mode: 'number' }).notNull(),
    toMs: bigint('to_ms', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('statement_issues_sha256').on(t.sha256), index('statement_issues_user').on(t.userId)],
);

/**
 * Contract notes (docs/SPEC.md ST10–ST16): one per customer, account set and India day with fills,
 * written once by the engine leader after the day ended. The unique key is what makes the pass
 * idempotent across passes, leaders and restarts; the figures are kept as written, so a note reads the
 * same years later whatever the orders' rows become (a later partial cover shrinks its parent's row).
 */
export const contractNotes = pgTable(
  'contract_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountType: text('account_type', { enum: ['real', 'virtual'] }).notNull(),
    /** The India day, `YYYY-MM-DD`. */
    day: text('day').notNull(),
    dayStartMs: bigint('day_start_ms', { mode: 'number' }).notNull(),
    /** core `contractNoteToJson`: the figures as decided (ST11, ST12). */
    figures: jsonb('figures').notNull(),
    /** SHA-256 of core `contractNoteText` (ST13), also kept in statement_issues for `statement/verify`. */
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('contract_notes_user_set_day').on(t.userId, t.accountType, t.day)],
);
