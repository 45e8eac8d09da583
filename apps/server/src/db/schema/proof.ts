// The liabilities proof: each day's published roots and the leaves under them (docs/SPEC.md PF).
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * One currency's published root of one India day (PF5): written once by the engine leader with its
 * leaves in the same transaction, never updated. `ledger_snapshot` is the `pg_current_snapshot()`
 * the balances were read in, so reconcile() can recompute them from the transfers that snapshot saw
 * (PF7) however much the ledger has moved since.
 */
export const proofSnapshots = pgTable(
  'proof_snapshots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The India day, YYYY-MM-DD. */
    day: text('day').notNull(),
    currency: text('currency').notNull(),
    /** The root's hash, 64 hex digits. */
    root: text('root').notNull(),
    totalMinor: bigint('total_minor', { mode: 'bigint' }).notNull(),
    accounts: integer('accounts').notNull(),
    ledgerSnapshot: text('ledger_snapshot').notNull(),
    builtAt: timestamp('built_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('proof_snapshots_day_currency').on(t.day, t.currency),
    index('proof_snapshots_latest').on(t.currency, t.day),
  ],
);

/**
 * One customer's leaf under a root (PF1): the day's random salt (PF4: only its owner is shown it),
 * the balance and chain head it hashes, and its path to the root, stored so `proof/mine` is one read.
 */
export const proofLeaves = pgTable(
  'proof_leaves',
  {
    snapshotId: integer('snapshot_id')
      .notNull()
      .references(() => proofSnapshots.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    salt: text('salt').notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'bigint' }).notNull(),
    chainHead: text('chain_head').notNull(),
    /** The ledger records the chain covered. */
    records: integer('records').notNull(),
    leafHash: text('leaf_hash').notNull(),
    /** The path as core's `ProofStep`s with sums as integer strings: [{hash, sumMinor, side}]. */
    path: jsonb('path').notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.userId] }), index('proof_leaves_user').on(t.userId)],
);
