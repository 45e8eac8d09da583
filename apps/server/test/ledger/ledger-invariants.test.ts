// Proves the stored ledger keeps invariants L1–L5 under postings, refusals, repeats and races, and
// that reconcile() catches a balance or a pending platform side changed behind the ledger's back
// (a wrong transfer: proof-continues-from-a-horizon.test.ts).
import {
  minor,
  PLATFORM_ACCOUNT_KINDS,
  platformAccount,
  postOpenPosition,
  postSignupBonus,
  postWithdrawRequest,
  type Transfer,
  USER_ACCOUNT_KINDS,
  userAccount,
  userAccounts,
} from '@demo/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { ledgerAccounts } from '../../src/db/schema';
import { reconcile } from '../../src/ledger/reconcile';
import { post, userBalances } from '../../src/ledger/service';
import { TEST_CONNECT_TIMEOUT_MS } from '../support/harness';
import { countTransfers, createUser, eventId, fund, inr, inTx, postAlone } from '../support/ledger';

let database: Database;
beforeAll(() => {
  // The race tests queue 30 transactions on one user's rows: on a loaded machine the last one's lock
  // wait passes a request's statement timeout, which says nothing of deadlocks (PostgreSQL reports
  // those itself, 40P01, within a second), so these statements may wait as long as the test does.
  database = openDatabase(inject('databaseUrl'), {
    connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: 60_000,
  });
});
afterAll(async () => database.close());

const balancesOf = (userId: number) => inTx(database.db, async (tx) => userBalances(tx, userId, 'real', 'INR'));

describe('L1, L2: balances and transfers agree', () => {
  it('L1/L2: after a sequence of postings reconcile() reports nothing', async () => {
    const userId = await createUser(database.db);
    await fund(database.db, userId, inr(1000));
    const open = eventId('open');
    const opened = await postAlone(
      database.db,
      postOpenPosition({ userId, currency: 'INR', ref: open, eventId: open }, 'real', {
        marginMinor: inr(200),
        openingFeeMinor: minor(150n),
        insuranceCostMinor: minor(0n),
      }),
    );
    expect(opened.ok).toBe(true);
    const hold = eventId('withdraw');
    expect(
      (
        await postAlone(
          database.db,
          postWithdrawRequest({ userId, currency: 'INR', ref: hold, eventId: hold }, inr(100)),
        )
      ).ok,
    ).toBe(true);
    expect(await balancesOf(userId)).toEqual({
      availableMinor: inr(1000) - inr(200) - 150n - inr(100),
      lockedMinor: inr(100),
      marginMinor: inr(200),
    });
    expect(await reconcile(database.db)).toEqual([]);
  });

  it('L2: every stored transfer carries both balances after it', async () => {
    const userId = await createUser(database.db);
    await fund(database.db, userId, inr(50));
    const id = eventId('hold');
    const outcome = await postAlone(
      database.db,
      postWithdrawRequest({ userId, currency: 'INR', ref: id, eventId: id }, inr(20)),
    );
    if (!outcome.ok) throw new Error(outcome.error.detail);
    expect(outcome.value).toHaveLength(1);
    expect(outcome.value[0]).toMatchObject({
      debitBalanceAfterMinor: inr(30),
      creditBalanceAfterMinor: inr(20),
      type: 2,
    });
  });

  it('L1/L2: a balance changed by SQL behind the ledger is caught by reconcile()', async () => {
    const userId = await createUser(database.db);
    await fund(database.db, userId, inr(10));
    const where = sql`${ledgerAccounts.userId} = ${userId} and ${ledgerAccounts.kind} = 'available'`;
    await database.db.execute(sql`update ${ledgerAccounts} set balance_minor = balance_minor + 1 where ${where}`);
    try {
      const found = await reconcile(database.db);
      expect(found.map((v) => v.invariant).sort()).toEqual(['L1', 'L2']);
      expect(found.find((v) => v.invariant === 'L2')?.message).toContain(`user/${userId}/available/INR is 1001`);
    } finally {
      await database.db.execute(sql`update ${ledgerAccounts} set balance_minor = balance_minor - 1 where ${where}`);
    }
    expect(await reconcile(database.db)).toEqual([]);
  });

  it('L1, L2, L6: a platform balance counts the sides not yet rolled into it; a pending side changed by SQL is caught', async () => {
    const userId = await createUser(database.db);
    await fund(database.db, userId, inr(10));
    // The funding's platform side waits in ledger_house_pending until the leader's roll-up.
    const [side] = (
      await database.db.execute<{ transfer_id: string; account_id: number }>(
        sql`select p.transfer_id, p.account_id from ledger_house_pending p
              join ledger_transfers t on t.id = p.transfer_id
              join ledger_accounts a on a.id in (t.debit_account_id, t.credit_account_id)
             where a.user_id = ${userId} limit 1`,
      )
    ).rows;
    if (!side) throw new Error(`no pending platform side for user ${userId}`);
    expect(await reconcile(database.db)).toEqual([]);
    const move = (delta: number) =>
      database.db.execute(
        sql`update ledger_house_pending set delta_minor = delta_minor + ${delta}
             where transfer_id = ${side.transfer_id} and account_id = ${side.account_id}`,
      );
    await move(1);
    try {
      const found = await reconcile(database.db);
      expect([...new Set(found.map((v) => v.invariant))].sort()).toEqual(['L1', 'L2', 'L6']);
      expect(found.find((v) => v.invariant === 'L1')?.message).toBe('INR accounts sum to 1, not 0');
    } finally {
      await move(-1);
    }
    expect(await reconcile(database.db)).toEqual([]);
  });

  // A transfer's balance-after or account changed by SQL can no longer be put back (migration 0027
  // refuses the change), so these cases are written as wrong transfers in a database of their own:
  // proof-continues-from-a-horizon.test.ts, where reconcile() and the leader's runs both find them.

  it('accounts, transfers and products are never deleted: the database refuses it (docs/adr/0008)', async () => {
    // Each in a transaction rolled back whatever happens, so without the refusal nothing is lost.
    const client = await database.pool.connect();
    try {
      for (const statement of [
        'delete from ledger_accounts where id = -1',
        'delete from ledger_transfers where id = -1',
        'delete from products where id = -1',
        'truncate ledger_accounts, ledger_transfers, ledger_house_pending',
        'truncate products cascade',
      ]) {
        await client.query('begin');
        try {
          await expect(client.query(statement), statement).rejects.toMatchObject({
            code: '23001',
            message: expect.stringMatching(/^(ledger_accounts|ledger_transfers|products) rows are never deleted$/),
          });
        } finally {
          await client.query('rollback');
        }
      }
    } finally {
      client.release();
    }
  });
});

describe('L3: no user account below zero', () => {
  it('L3: a posting that would overdraw answers insufficient_funds and writes nothing', async () => {
    const userId = await createUser(database.db);
    await fund(database.db, userId, inr(100));
    const id = eventId('open-too-big');
    const posting = postOpenPosition({ userId, currency: 'INR', ref: id, eventId: id }, 'real', {
      marginMinor: inr(90),
      openingFeeMinor: inr(5),
      insuranceCostMinor: inr(6),
    });
    const outcome = await postAlone(database.db, posting);
    expect(outcome).toMatchObject({ ok: false, error: { code: 'insufficient_funds' } });
    expect(
      await countTransfers(
        database.db,
        posting.map((t) => t.idempotencyId),
      ),
    ).toBe(0);
    expect(await balancesOf(userId)).toEqual({ availableMinor: inr(100), lockedMinor: 0n, marginMinor: 0n });
    expect(await reconcile(database.db)).toEqual([]);
  });

  it('L3: the database CHECK refuses a direct negative balance', async () => {
    const userId = await createUser(database.db);
    await fund(database.db, userId, inr(1));
    await expect(
      database.db.execute(
        sql`update ${ledgerAccounts} set balance_minor = -1 where ${ledgerAccounts.userId} = ${userId}`,
      ),
    ).rejects.toMatchObject({ cause: { code: '23514', constraint: 'ledger_accounts_user_not_negative' } });
  });
});

describe('the schema follows core', () => {
  it("the ledger_accounts_kind CHECK admits exactly core's user and platform account kinds", async () => {
    const result = await database.db.execute<{ def: string }>(
      sql`select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'ledger_accounts_kind'`,
    );
    const def = result.rows[0]?.def ?? '';
    const quoted = (part: string) => new Set([...part.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]));
    const [userPart = '', platformPart = ''] = def.split(/\)\s*OR\s*\(/i);
    expect(quoted(userPart)).toEqual(new Set(USER_ACCOUNT_KINDS));
    expect(quoted(platformPart)).toEqual(new Set(PLATFORM_ACCOUNT_KINDS));
  });
});

describe('L4, L5: malformed postings are refused whole', () => {
  it('L5: a transfer joining demo and real money answers malformed and creates no account', async () => {
    const userId = await createUser(database.db);
    const id = eventId('l5');
    const bad: Transfer = {
      idempotencyId: `${id}/x`,
      debitAccount: platformAccount('virtual_issuance', 'INR'),
      creditAccount: userAccount(userId, 'available', 'INR'),
      amountMinor: inr(1),
      type: 6,
      ref: id,
    };
    expect(await postAlone(database.db, [bad])).toMatchObject({ ok: false, error: { code: 'malformed' } });
    expect(await countTransfers(database.db, [bad.idempotencyId])).toBe(0);
  });

  it('L4: an idempotency id already used by another posting answers malformed', async () => {
    const userId = await createUser(database.db);
    await fund(database.db, userId, inr(10));
    const first = eventId('first');
    const a = postWithdrawRequest({ userId, currency: 'INR', ref: first, eventId: first }, inr(1));
    expect((await postAlone(database.db, a)).ok).toBe(true);
    const other = eventId('other');
    const b = [...postWithdrawRequest({ userId, currency: 'INR', ref: other, eventId: other }, inr(1)), ...a];
    expect(await postAlone(database.db, b)).toMatchObject({ ok: false, error: { code: 'malformed' } });
  });
});

describe('idempotency and races', () => {
  it("L4, L6: a posting sent as its transaction's last statement checks itself: a repeat fails in the statement and writes nothing (docs/adr/0013)", async () => {
    const userId = await createUser(database.db);
    const id = eventId('last');
    const posting = postSignupBonus({ userId, currency: 'INR', ref: id, eventId: id }, inr(300));
    const first = await inTx(database.db, (tx) => post(tx, posting, { last: true }));
    expect(first.ok).toBe(true);
    // Without `last` a repeat answers the stored posting; as a last statement it may not: its COMMIT
    // would go out behind it, so the statement itself refuses what it did not write.
    await expect(inTx(database.db, (tx) => post(tx, posting, { last: true }))).rejects.toThrow(
      `the posting wrote 0 of its ${posting.length} transfers`,
    );
    expect(
      await countTransfers(
        database.db,
        posting.map((t) => t.idempotencyId),
      ),
    ).toBe(1);
    // A posting with a new transfer beside the stored one writes the new one, skips the stored one,
    // and then fails on the count: the transaction rolls back, the new transfer with it.
    const fresh = eventId('fresh');
    const mixed = [...postSignupBonus({ userId, currency: 'INR', ref: fresh, eventId: fresh }, inr(5)), ...posting];
    await expect(inTx(database.db, (tx) => post(tx, mixed, { last: true }))).rejects.toThrow(
      `the posting wrote ${mixed.length - posting.length} of its ${mixed.length} transfers`,
    );
    expect(
      await countTransfers(
        database.db,
        mixed.map((t) => t.idempotencyId),
      ),
    ).toBe(1);
    const virtual = await inTx(database.db, (tx) => userBalances(tx, userId, 'virtual', 'INR'));
    expect(virtual.availableMinor).toBe(inr(300));
    expect(await reconcile(database.db)).toEqual([]);
  });

  it('L4: the same posting posted 50 times concurrently creates exactly one set of transfers', async () => {
    const userId = await createUser(database.db);
    const id = eventId('bonus');
    const posting = postSignupBonus({ userId, currency: 'INR', ref: id, eventId: id }, inr(500));
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => postAlone(database.db, posting)));
    const ids = new Set(outcomes.map((o) => (o.ok ? o.value.map((t) => t.id).join(',') : o.error.code)));
    expect([...ids]).toHaveLength(1);
    expect(
      await countTransfers(
        database.db,
        posting.map((t) => t.idempotencyId),
      ),
    ).toBe(1);
    const virtual = await inTx(database.db, (tx) => userBalances(tx, userId, 'virtual', 'INR'));
    expect(virtual.availableMinor).toBe(inr(500));
    expect(await reconcile(database.db)).toEqual([]);
  });

  it('L3: two postings racing for the same funds: one succeeds, one insufficient_funds, no deadlock (20 rounds)', async () => {
    for (let round = 0; round < 20; round++) {
      const userId = await createUser(database.db);
      await fund(database.db, userId, inr(100));
      const racers = ['a', 'b'].map((name) => {
        const id = eventId(`race-${round}-${name}`);
        return postWithdrawRequest({ userId, currency: 'INR', ref: id, eventId: id }, inr(70));
      });
      // Each racer first reads its balances under lock, as the order engine does, then posts.
      const outcomes = await Promise.all(
        racers.map((posting) =>
          inTx(database.db, async (tx) => {
            await userBalances(tx, userId, 'real', 'INR', { forUpdate: true });
            return post(tx, posting);
          }),
        ),
      );
      expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
      expect(outcomes.filter((o) => !o.ok && o.error.code === 'insufficient_funds')).toHaveLength(1);
      expect(await balancesOf(userId)).toEqual({ availableMinor: inr(30), lockedMinor: inr(70), marginMinor: 0n });
    }
    expect(await reconcile(database.db)).toEqual([]);
  });

  it('L3: 30 postings creating the same new accounts concurrently never deadlock (10 rounds, new currencies)', {
    timeout: 60_000,
  }, async () => {
    for (let round = 0; round < 10; round++) {
      const userId = await createUser(database.db);
      const currency = `T${eventId('c').slice(-6)}`;
      const outcomes = await Promise.all(
        Array.from({ length: 30 }, (_, i) => {
          const id = eventId(`new-${i}`);
          const ctx = { userId, currency, ref: id, eventId: id };
          if (i % 2 === 0) return postAlone(database.db, postSignupBonus(ctx, inr(10)));
          return inTx(database.db, async (tx) => {
            await userBalances(tx, userId, 'virtual', currency, { forUpdate: true });
            return post(
              tx,
              postOpenPosition(ctx, 'virtual', {
                marginMinor: inr(1),
                openingFeeMinor: minor(5n),
                insuranceCostMinor: minor(0n),
              }),
            );
          });
        }),
      );
      expect(outcomes.filter((o) => !o.ok && o.error.code !== 'insufficient_funds')).toEqual([]);
    }
    expect(await reconcile(database.db)).toEqual([]);
  });

  it('a posting touching accounts never seen before creates them lazily, the platform one once', async () => {
    const [a, b] = [await createUser(database.db), await createUser(database.db)];
    await Promise.all([fund(database.db, a, 1n, 'USD'), fund(database.db, b, 2n, 'USD')]);
    const rows = await database.db
      .select({ balanceMinor: ledgerAccounts.balanceMinor })
      .from(ledgerAccounts)
      .where(
        sql`${ledgerAccounts.userId} is null and ${ledgerAccounts.kind} = 'client_money' and ${ledgerAccounts.currency} = 'USD'`,
      );
    expect(rows).toHaveLength(1);
    expect(userAccounts(a, 'real', 'USD').available.kind).toBe('available');
    expect(await reconcile(database.db)).toEqual([]);
  });
});
