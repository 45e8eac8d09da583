// Proves the daily liabilities proof end to end: the leader builds it once a day, anyone reads the root, each customer's own leaf verifies with core's browser check, reconcile() proves the total is the ledger's customer liabilities of that snapshot, and an edited past record or leaf shows (docs/SPEC.md PF1–PF7).
import type { Body, balanceLogList, LiabilitiesProof, MyLiabilityProof, Order, proofChain } from '@demo/contract';
import { type ChainRecord, checkChain, formatIndiaTime, verifyProofPath } from '@demo/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDailyProof } from '../../src/modules/proof';
import { call } from '../support/harness';
import { isolatedDatabase } from '../support/isolated-database';
import { fund } from '../support/ledger';
import { requestId, startTrading, type Trader, type TradingHarness } from '../support/trading';

let h: TradingHarness;
let drop: () => Promise<void>;
const traders: Trader[] = [];
let day = '';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the ledger says a trader holds in real money: the leaf's balance (PF1). */
async function realMoney(trader: Trader): Promise<bigint> {
  const b = await trader.balances();
  return b.availableMinor + b.lockedMinor + b.marginMinor;
}

async function mine(trader: Trader): Promise<MyLiabilityProof> {
  const reply = await trader.call<MyLiabilityProof>('proof/mine', {});
  expect(reply.code, reply.message).toBe(200);
  return reply.body;
}

/** Core's check, the one the browser runs, over a `proof/mine` reply. */
function verified(proof: MyLiabilityProof) {
  return verifyProofPath({
    leaf: {
      accountId: proof.leaf.accountId,
      salt: proof.leaf.salt,
      balanceMinor: BigInt(proof.leaf.balanceMinor),
      chainHead: proof.leaf.chainHead,
    },
    path: proof.path.map((s) => ({ ...s, sumMinor: BigInt(s.sumMinor) })),
    rootHash: proof.root,
    totalMinor: BigInt(proof.totalMinor),
  });
}

/** The browser's download of the caller's chain (`proof/chain`, a page of `size` at a time), as core takes it. */
async function chainOf(trader: Trader, size: number): Promise<ChainRecord[]> {
  const records: ChainRecord[] = [];
  let afterId: number | null = null;
  do {
    const reply: { code: number; message: string; body: Body<typeof proofChain> } = await trader.call(
      'proof/chain',
      afterId === null ? { size } : { size, afterId },
    );
    expect(reply.code, reply.message).toBe(200);
    for (const r of reply.body.records) {
      records.push({
        ...r,
        amountMinor: BigInt(r.amountMinor),
        debitBalanceAfterMinor: r.debitBalanceAfterMinor === null ? null : BigInt(r.debitBalanceAfterMinor),
        creditBalanceAfterMinor: r.creditBalanceAfterMinor === null ? null : BigInt(r.creditBalanceAfterMinor),
      });
    }
    afterId = reply.body.next;
  } while (afterId !== null);
  return records;
}

async function listedHashes(trader: Trader): Promise<Map<number, string | null>> {
  const reply = await trader.call<Body<typeof balanceLogList>>('balance/log/list', { page: 1, size: 50 });
  expect(reply.code, reply.message).toBe(200);
  return new Map(reply.body.list.filter((r) => r.accountType === 'real').map((r) => [r.id, r.hash]));
}

beforeAll(async () => {
  // This file edits the ledger behind its back on purpose: a database of its own.
  const own = await isolatedDatabase();
  drop = own.drop;
  h = await startTrading({ databaseUrl: own.url });
  for (const rupees of [10_000, 25_000, 7_500, 1_000]) traders.push(await h.trader({ rupees }));
  // One trader holds a position, so margin is part of a leaf; another pays a fee by trading out and in.
  await h.quote('BTCUSD', '500.00', '501.00');
  for (const trader of traders.slice(0, 2)) {
    const reply = await trader.call<Order>('order/create', {
      code: 'BTCUSD',
      direction: 'buy',
      priceType: 'market',
      hands: 1,
      lever: 1,
      accountType: 'real',
      requestId: requestId(),
    });
    expect(reply.code, reply.message).toBe(200);
  }
  const built = await buildDailyProof({ db: h.database.db }, h.clock.nowMs);
  day = formatIndiaTime(h.clock.nowMs, 'YYYY-MM-DD');
  expect(built).toBe(day);
});

afterAll(async () => {
  await h?.close();
  await drop?.();
});

describe('the daily liabilities proof', () => {
  it('PF5: built once per India day; a second build that day changes nothing', async () => {
    expect(await buildDailyProof({ db: h.database.db }, h.clock.nowMs + 60_000)).toBeNull();
    const { rows } = await h.database.db.execute<{ n: string }>(sql`select count(*)::text as n from proof_snapshots`);
    expect(rows[0]?.n).toBe('1');
  });

  it('PF5: the root, total and account count are public, and the total is every customer’s real money', async () => {
    const reply = await call<LiabilitiesProof>(h.app, 'proof/liabilities', {});
    expect(reply.code, reply.message).toBe(200);
    let total = 0n;
    for (const trader of traders) total += await realMoney(trader);
    expect(reply.body).toMatchObject({ date: day, currency: 'INR', accounts: traders.length });
    expect(BigInt(reply.body.totalMinor)).toBe(total);
    expect(reply.body.currencies.map((c) => c.currency)).toContain('INR');
    const byDate = await call<LiabilitiesProof>(h.app, 'proof/liabilities', { date: day, currency: 'inr' });
    expect(byDate.body.root).toBe(reply.body.root);
    const none = await call(h.app, 'proof/liabilities', { date: '2001-01-01' });
    expect(none.code).toBe(404);
    expect(none.message).toMatch(/^Date/);
    const badDate = await call(h.app, 'proof/liabilities', { date: 'yesterday' });
    expect(badDate.code).toBe(404);
    expect(badDate.message).toMatch(/date/i);
  });

  it('PF3, PF4: every customer’s own leaf verifies against the published root with the browser’s check', async () => {
    const published = (await call<LiabilitiesProof>(h.app, 'proof/liabilities', {})).body;
    const salts = new Set<string>();
    for (const trader of traders) {
      // The token names the user: a userId in the payload is ignored.
      const proof = await trader.call<MyLiabilityProof>('proof/mine', { userId: traders[0]?.id ?? 0 });
      expect(proof.code, proof.message).toBe(200);
      expect(proof.body).toMatchObject({ root: published.root, totalMinor: published.totalMinor, chainIntact: true });
      expect(proof.body.leaf.accountId).toBe(trader.id);
      expect(BigInt(proof.body.leaf.balanceMinor)).toBe(await realMoney(trader));
      expect(proof.body.leaf.records).toBeGreaterThan(0);
      expect(verified(proof.body)).toMatchObject({ ok: true, failure: null });
      const changed = {
        ...proof.body,
        leaf: { ...proof.body.leaf, balanceMinor: String(BigInt(proof.body.leaf.balanceMinor) + 1n) },
      };
      expect(verified(changed).ok).toBe(false);
      salts.add(proof.body.leaf.salt);
    }
    expect(salts.size).toBe(traders.length);
    const anonymous = await call(h.app, 'proof/mine', {});
    expect(anonymous.code).toBe(402);
  });

  it('PF7: reconcile() proves the published total is the ledger’s customer liabilities of that snapshot, after money moved on', async () => {
    const [first] = traders;
    if (!first) throw new Error('no trader');
    await fund(h.database.db, first.id, 123_456n);
    expect(await h.reconciled()).toEqual([]);
  });

  it('PF5: a customer who joined after the proof is told so, and joins the next day’s', async () => {
    const late = await h.trader({ rupees: 500 });
    const before = await late.call('proof/mine', {});
    expect(before.code).toBe(404);
    expect(await buildDailyProof({ db: h.database.db }, h.clock.nowMs + DAY_MS)).not.toBeNull();
    expect(verified(await mine(late)).ok).toBe(true);
    expect(await h.reconciled()).toEqual([]);
  });

  it('PF6: editing a past record of the ledger breaks the customer’s chain and reconcile() reports it', async () => {
    const [, second] = traders;
    if (!second) throw new Error('no trader');
    // The reference of the trader's first record, changed behind the ledger's back (the ledger's
    // update trigger guards amounts and balances, not the reference or the time).
    await h.database.db.execute(sql`update ledger_transfers set ref = ref || '-edited' where id = (
      select min(t.id) from ledger_transfers t join ledger_accounts a on a.id in (t.debit_account_id, t.credit_account_id)
      where a.user_id = ${second.id} and a.kind = 'available')`);
    const proof = await mine(second);
    expect(proof.chainIntact).toBe(false);
    const violations = await h.reconciled();
    expect(violations.some((v) => v.startsWith(`PF6: user ${second.id}'s records`))).toBe(true);
    expect(violations.every((v) => v.startsWith('PF6'))).toBe(true);
  });

  it('PF7: a leaf changed after publication no longer rebuilds the root, nor matches the ledger', async () => {
    const [, , third] = traders;
    if (!third) throw new Error('no trader');
    await h.database.db.execute(sql`update proof_leaves set balance_minor = balance_minor - 100
      where user_id = ${third.id} and snapshot_id = (select max(id) from proof_snapshots)`);
    const violations = await h.reconciled();
    expect(violations.some((v) => v.startsWith(`PF7: user ${third.id} is`))).toBe(true);
    expect(violations.some((v) => v.includes('rebuild root'))).toBe(true);
  });

  it('PF8: each listed record carries its chained hash; the browser recomputes the chain to the published head, and an edited past record breaks it', async () => {
    const fourth = traders[3];
    if (!fourth) throw new Error('no trader');
    const listed = await listedHashes(fourth);
    expect(listed.size).toBeGreaterThan(0);
    const proof = await mine(fourth);
    const records = await chainOf(fourth, 1);
    const check = checkChain(records, { head: proof.leaf.chainHead, records: proof.leaf.records });
    expect(check.ok).toBe(true);
    // The list's hash of each record is the chain's own at that record.
    for (const [id, hash] of listed) {
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect(hash).toBe(check.hashes[records.findIndex((r) => r.id === id)]);
    }

    const [first] = records;
    if (!first) throw new Error('no record');
    await h.database.db.execute(sql`update ledger_transfers set ref = ref || '-edited' where id = ${first.id}`);
    const edited = await chainOf(fourth, 1000);
    expect(checkChain(edited, { head: proof.leaf.chainHead, records: proof.leaf.records }).ok).toBe(false);
    const after = await listedHashes(fourth);
    for (const [id, hash] of after) expect(hash, `record ${id}`).not.toBe(listed.get(id));
  });
});
