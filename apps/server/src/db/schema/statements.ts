import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
