// D5a: the leader's proof continues from a horizon. A run checks one by one only the transfers
// written since the last clean run, checks every balance against the sum carried from the runs
// before, and finds what a full run finds; a difference keeps the horizon where it was. The ledger
// is broken on purpose, so this file has a database of its own.
import { minor, postDeposit } from '@demo/core';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../../src/db/client';
import { ledgerAccounts, ledgerProofHorizon } from '../../src/db/schema';
import { committed, inTransaction } from '../../src/db/transaction';
import { proveLedger, reconcile } from '../../src/ledger/reconcile';
import { post } from '../../src/ledger/service';
import { gate } from '../support/gate';
import { ownDatabase } from '../support/isolated-database';
import { createUser, eventId, fund, inr } from '../support/ledger';

const own = ownDatabase();

/** Each account's sum of every stored transfer (credits − debits), straight from the transfers. */
async function transferSums(): Promise<Map<number, bigint>> {
  const { rows } = await own.database.db.execute<{ account_id: number; sum_minor: string }>(sql`
    select account_id, sum(delta)::text as sum_minor from (
      select credit_account_id as account_id, amount_minor as delta from ledger_transfers
      union all select debit_account_id, -amount_minor from ledger_transfers) f group by account_id`);
  return new Map(rows.map((r) => [Number(r.account_id), BigInt(r.sum_minor)]));
}

/** The sums the proof carries, by account. */
async function carriedSums(): Promise<Map<number, bigint>> {
  const { rows } = await own.database.db.execute<{ account_id: number; sum_minor: string }>(
    sql`select account_id, sum_minor::text as sum_minor from ledger_proof_sums`,
  );
  return new Map(rows.map((r) => [Number(r.account_id), BigInt(r.sum_minor)]));
}

async function horizon(): Promise<string | undefined> {
  const [row] = await own.database.db.select().from(ledgerProofHorizon);
  return row?.horizon;
}

/**
 * A transaction that takes its id at once and waits, open, until `release` is called; then it runs
 * `then` (when given) and commits.
 */
function heldTransaction<T>(then?: (tx: Tx) => Promise<T>) {
  const released = gate();
  const hasId = gate();
  const done = inTransaction(own.database.db, async (tx) => {
    await tx.execute(sql`select pg_current_xact_id()`);
    hasId.open();
    await released.opened;
    return then ? await then(tx) : undefined;
  });
  return { ready: hasId.opened, release: released.open, done };
}

/** The id of a user's real available account. */
async function availableId(userId: number): Promise<number> {
  const [row] = await own.database.db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'available')));
  if (!row) throw new Error(`user ${userId} has no available account`);
  return row.id;
}

/** A new user funded with `rupees`, and a clean run after it (the horizon above the deposit). */
async function fundedAndProved(rupees: number): Promise<number> {
  const userId = await createUser(own.database.db);
  await fund(own.database.db, userId, inr(rupees));
  expect((await proveLedger(own.database.db)).violations).toEqual([]);
  return userId;
}

describe('D5a: the proof continues from a horizon', () => {
  it('a run checks only the transfers since the last clean run and carries each account its sum', async () => {
    const db = own.database.db;
    const first = await createUser(db);
    await fund(db, first, inr(500));
    const whole = await proveLedger(db, { full: true });
    expect(whole).toMatchObject({ scope: 'full', violations: [] });
    expect(await carriedSums()).toEqual(await transferSums());
    const before = await horizon();

    const second = await createUser(db);
    await fund(db, second, inr(300));
    await fund(db, first, inr(200));
    const next = await proveLedger(db);
    // Two deposits, one transfer each: only they were checked one by one.
    expect(next).toEqual({ scope: 'since_horizon', violations: [], transfersChecked: 2 });
    expect(BigInt(String(await horizon()))).toBeGreaterThan(BigInt(String(before)));
    expect(await carriedSums()).toEqual(await transferSums());

    // Nothing written since: nothing to check, and the sums stay.
    expect(await proveLedger(db)).toEqual({ scope: 'since_horizon', violations: [], transfersChecked: 0 });
    expect(await carriedSums()).toEqual(await transferSums());
  });

  it('a transfer whose transaction id is below an older transaction still open waits for the run after it; the one before it on the account is read whatever its id', async () => {
    const db = own.database.db;
    const userId = await fundedAndProved(100);

    // A has a transaction id first; C, later, stays open; B, later still, deposits and commits; then
    // A deposits to the same account and commits. A's transfer has the higher id and the lower
    // transaction id: a run now (its xmin is C's) checks A's and leaves B's for the next run.
    const aId = eventId('a');
    const a = heldTransaction((tx) =>
      post(tx, postDeposit({ userId, currency: 'INR', ref: aId, eventId: aId }, minor(inr(7)))),
    );
    await a.ready;
    const c = heldTransaction();
    await c.ready;
    await fund(db, userId, inr(5)); // B
    a.release();
    expect(committed(await a.done)?.ok).toBe(true);

    const run = await proveLedger(db);
    expect(run).toEqual({ scope: 'since_horizon', violations: [], transfersChecked: 1 });
    // B's deposit is in the balance but not yet carried: the sums lag the transfers by exactly it.
    const accountId = await availableId(userId);
    expect((await transferSums()).get(accountId)).toBe(inr(112));
    expect((await carriedSums()).get(accountId)).toBe(inr(107));

    c.release();
    await c.done;
    expect(await proveLedger(db)).toEqual({ scope: 'since_horizon', violations: [], transfersChecked: 1 });
    expect(await carriedSums()).toEqual(await transferSums());
  });

  it('a balance changed behind the ledger is found from the horizon, again on every run until put back', async () => {
    const db = own.database.db;
    const userId = await fundedAndProved(50);
    const clean = await horizon();
    const available = and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'available'));
    await db
      .update(ledgerAccounts)
      .set({ balanceMinor: sql`${ledgerAccounts.balanceMinor} + 1` })
      .where(available);
    for (let run = 0; run < 2; run++) {
      const broken = await proveLedger(db);
      expect(broken.scope).toBe('since_horizon');
      expect(broken.violations.map((v) => v.invariant)).toEqual(['L1', 'L2']);
      expect(broken.violations[1]?.message).toContain(
        `user/${userId}/available/INR is 5001 but its transfers sum to 5000`,
      );
      expect(await horizon()).toBe(clean);
    }
    await db
      .update(ledgerAccounts)
      .set({ balanceMinor: sql`${ledgerAccounts.balanceMinor} - 1` })
      .where(available);
    expect((await proveLedger(db)).violations).toEqual([]);
  });

  it('what the proof sums of a transfer is never changed: the database refuses it', async () => {
    for (const column of ['amount_minor', 'debit_account_id', 'credit_balance_after_minor', 'currency', 'xact_id'])
      await expect(
        own.database.db.execute(sql.raw(`update ledger_transfers set ${column} = ${column} where id = -1`)),
        column,
      ).rejects.toMatchObject({
        cause: { message: 'ledger_transfers rows keep their accounts, amounts and balances', code: '23001' },
      });
  });

  it('a wrong transfer written since the horizon is found by the next run (L2, L3, L4), again, and after the hour by a full one', async () => {
    const db = own.database.db;
    const userId = await fundedAndProved(10);
    const accountId = await availableId(userId);
    // Written straight into the table, as a bug or a hand might: it says the account went from 10.00
    // to -5.00 (it moved 5.00), its balance did not move, and it pays an account that does not exist.
    await db.execute(sql`insert into ledger_transfers (idempotency_id, posting_id, debit_account_id, credit_account_id,
        amount_minor, type, ref, debit_balance_after_minor, currency)
      values (${eventId('bad')}, ${eventId('bad')}, ${accountId}, 2000000000, 500, 1, 'by hand', -500, 'INR')`);
    const found = await proveLedger(db);
    expect(found.scope).toBe('since_horizon');
    const invariants = [...new Set(found.violations.map((v) => v.invariant))].sort();
    expect(invariants).toEqual(['L2', 'L3', 'L4']);
    expect(found.violations.map((v) => v.message)).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`user/${userId}/available/INR is 1000 but its transfers sum to 500`),
        expect.stringContaining(
          `available/INR was -500 after it, but the transfer before it left 1000 and it moved -500`,
        ),
        expect.stringContaining('names account 2000000000, which does not exist'),
      ]),
    );
    // Found again by the next run, and by a full run once the last full one is an hour old.
    expect((await proveLedger(db)).violations).toEqual(found.violations);
    await db.execute(sql`update ledger_proof_horizon set full_at = full_at - interval '61 minutes'`);
    const full = await proveLedger(db);
    expect(full.scope).toBe('full');
    expect([...new Set(full.violations.map((v) => v.invariant))].sort()).toEqual(invariants);
    expect(full.violations.map((v) => v.message)).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`available/INR was -500 after it, but its transfers sum to 500`),
        expect.stringContaining('names account 2000000000, which does not exist'),
      ]),
    );
    expect(await reconcile(db)).toEqual(full.violations);
  });
});
