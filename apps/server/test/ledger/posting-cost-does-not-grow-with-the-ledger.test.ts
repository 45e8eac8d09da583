// Proves L8: a connection that planned the posting statement while the ledger was empty keeps
// checking idempotency ids through the unique index once the ledger is large, never by reading all of it.
import { postSignupBonus } from '@demo/core';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { post } from '../../src/ledger/service';
import { ownDatabase } from '../support/isolated-database';
import { createUser, eventId, inr, inTx } from '../support/ledger';

/** Enough rows that reading the table is far dearer than an index probe. */
const LEDGER_ROWS = 20_000;
/** PostgreSQL plans a prepared statement for its values five times, then may keep one generic plan. */
const EXECUTIONS_TO_A_GENERIC_PLAN = 8;

const own = ownDatabase();

const bonus = (userId: number) => {
  const id = eventId('bonus');
  return postSignupBonus({ userId, currency: 'INR', ref: id, eventId: id }, inr(1));
};

it('L8: after the ledger grows from empty to 20,000 transfers, a posting on the same connection reads no table through', {
  timeout: 120_000,
}, async () => {
  const userId = await createUser(own.database.db);
  // The pool hands an idle connection back to the next caller, so these run on one connection,
  // which plans the posting statement while ledger_transfers is (nearly) empty.
  for (let i = 0; i < EXECUTIONS_TO_A_GENERIC_PLAN; i++) {
    expect((await inTx(own.database.db, async (tx) => post(tx, bonus(userId)))).ok).toBe(true);
  }
  const [account] = (
    await own.database.db.execute<{ id: number }>(sql`select id from ledger_accounts where user_id is null limit 1`)
  ).rows;
  if (!account) throw new Error('no platform account');
  await own.database.db.execute(sql`
    insert into ledger_transfers (idempotency_id, posting_id, debit_account_id, credit_account_id, amount_minor, type, ref, currency)
    select 'bulk:' || g, 'bulk:' || g, ${account.id}, (select id from ledger_accounts where user_id = ${userId} limit 1), 1, 2, 'bulk', 'INR'
      from generate_series(1, ${LEDGER_ROWS}) g`);

  const scans = await inTx(own.database.db, async (tx) => {
    const outcome = await post(tx, bonus(userId));
    expect(outcome.ok).toBe(true);
    // This transaction's own counts, before they are reported to the statistics views.
    const [row] = (
      await tx.execute<{ seq_scan: string; idx_scan: string }>(
        sql`select seq_scan, idx_scan from pg_stat_xact_user_tables where relname = 'ledger_transfers'`,
      )
    ).rows;
    return row;
  });
  expect(Number(scans?.seq_scan)).toBe(0);
  expect(Number(scans?.idx_scan)).toBeGreaterThan(0);
});
