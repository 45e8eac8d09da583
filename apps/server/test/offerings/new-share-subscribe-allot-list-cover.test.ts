import type { Subscription } from '@demo/contract';
import { verifyDraw } from '@demo/core';
import { eq, like } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ledgerTransfers, newShareSubscriptions, users } from '../../src/db/schema';
import { allotOffering, runNewShareJobs } from '../../src/modules/new-shares/allotment';
import { consoleCall, staffToken } from '../support/funds';
import { statementCounter } from '../support/statements';
import { requestId, startTrading, type Trader, type TradingHarness } from '../support/trading';

/**
 * A Samsung IPO, oversubscribed, from a rupee account and a demo account: the money leaves at the
 * subscription's rate, the published draw recomputes, the refund and the won shares add up, a leader
 * killed in the middle of the allotment leaves it to the next one to do exactly once, the listing
 * makes a held position and covering it closes the books (docs/SPEC.md N1–N9, L1–L6).
 */

/** Tuesday 24 November 2026, 01:30 UTC: 10:30 in Seoul, KRX in session. */
const SEOUL_MORNING_MS = Date.UTC(2026, 10, 24, 1, 30, 0);
const MINUTE_MS = 60_000;

let h: TradingHarness;
let admin: string;
beforeAll(async () => {
  h = await startTrading({ fxSpreadBps: 30n, parityUsdInr: false });
  h.clock.nowMs = SEOUL_MORNING_MS;
  await h.quote('USDINR', '88.6000', '88.7000');
  await h.quote('USDKRW', '1449.50', '1450.50');
  await h.quote('005930', '105800', '105900');
  admin = (await staffToken(h, 'admin')).token;
});
afterAll(async () => {
  await h?.close();
});

interface AdminOffering {
  id: number;
  code: string;
  drawCommitment: string;
  remainingShare: number;
  status: string;
}

async function createOffering(fields: Record<string, string | number>): Promise<AdminOffering> {
  const now = h.clock.nowMs;
  const reply = await consoleCall<AdminOffering>(
    h,
    'new_share/create',
    {
      type: 'ipo',
      underlyingCode: '005930',
      name: 'Samsung Electronics',
      sectors: 'Semiconductors',
      securitiesCompany: 'Samsung Securities',
      price: '100000',
      lotSize: 1,
      minLots: 1,
      maxLots: 5,
      fee: '0',
      totalShare: 2,
      simulatedApplicants: 0,
      simulatedMaxLots: 1,
      subscribeStart: now - MINUTE_MS,
      subscribeEnd: now + 60 * MINUTE_MS,
      allotDate: now + 120 * MINUTE_MS,
      listingDate: now + 180 * MINUTE_MS,
      reason: 'test offering',
      ...fields,
    },
    admin,
  );
  expect(reply.code, reply.message).toBe(200);
  return reply.body;
}

async function subscriptions(t: Trader, accountType: 'real' | 'virtual') {
  const reply = await t.call<{ list: Subscription[] }>('user_product_new/list', { size: -1, accountType });
  expect(reply.code).toBe(200);
  return reply.body.list;
}

describe('an IPO from subscription to cover', () => {
  let offering: AdminOffering;
  let real: Trader;
  let demo: Trader;
  const start = { real: 0n, demo: 0n };

  it('N7, N9: subscribing takes whole lots at the rate of the moment, into escrow, in either account', async () => {
    offering = await createOffering({});
    expect(offering.drawCommitment).toMatch(/^[0-9a-f]{64}$/);
    real = await h.trader({ rupees: 100_000 });
    demo = await h.trader();
    start.real = (await real.balances('real')).availableMinor;
    start.demo = (await demo.balances('virtual')).availableMinor;

    const bad = await real.call('user_product_new/create', { productNewId: offering.id, quantity: 6 });
    expect(bad.code).toBe(602);
    expect(bad.message).toMatch(/Quantity/);

    const a = await real.call<Subscription>('user_product_new/create', { productNewId: offering.id, quantity: 3 });
    expect(a.code, a.message).toBe(200);
    expect(a.body).toMatchObject({
      status: 'submitted',
      lots: 3,
      accountType: 'real',
      totalPrice: '300000',
      currency: 'INR',
    });
    expect(a.body.fxRate).not.toBeNull();
    const b = await demo.call<Subscription>('user_product_new/create', {
      productNewId: offering.id,
      quantity: 2,
      accountType: 'virtual',
    });
    expect(b.code, b.message).toBe(200);
    // ₩300,000 at USDINR ÷ USDKRW plus 30 bp: about ₹18,390.
    const paid = Number(a.body.paidAmount);
    expect(paid).toBeGreaterThan(18_300);
    expect(paid).toBeLessThan(18_450);
    expect((await real.balances('real')).availableMinor).toBe(start.real - BigInt(Math.round(paid * 100)));
    expect(await h.reconciled()).toEqual([]);
  });

  it('407: a subscription beyond the balance is refused and writes nothing', async () => {
    const poor = await h.trader({ rupees: 100 });
    const reply = await poor.call('user_product_new/create', { productNewId: offering.id, quantity: 1 });
    expect(reply.code).toBe(407);
    expect(await subscriptions(poor, 'real')).toEqual([]);
  });

  it('N5: a leader killed in the middle of the allotment leaves it whole to the next, which allots once', async () => {
    h.clock.nowMs = SEOUL_MORNING_MS + 121 * MINUTE_MS;
    // The dying leader locks the offering and starts deciding, then its connection is cut.
    const dying = new pg.Client({ connectionString: inject('databaseUrl') });
    await dying.connect();
    dying.on('error', () => undefined);
    await dying.query('begin');
    await dying.query('select id from new_share_offerings where id = $1 for update', [offering.id]);
    await dying.query("update new_share_subscriptions set status = 'success', won_lots = 3 where offering_id = $1", [
      offering.id,
    ]);
    const { rows } = await dying.query<{ pid: number }>('select pg_backend_pid() as pid');
    const next = allotOffering(h.deps, offering.id, h.clock.nowMs);
    await new Promise((r) => setTimeout(r, 200));
    const killer = new pg.Client({ connectionString: inject('databaseUrl') });
    await killer.connect();
    await killer.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
    await killer.end();
    await dying.end().catch(() => undefined);
    await next;
    // A second leader (or a restart) finds the work done.
    expect(await allotOffering(h.deps, offering.id, h.clock.nowMs)).toEqual([]);
    const outcome = await runNewShareJobs(h.deps, h.clock.nowMs);
    expect(outcome.allotted).not.toContain(offering.id);
    const allots = await h.database.db
      .select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyId, 'new_share:%:allot/%'));
    const subs = await h.database.db
      .select()
      .from(newShareSubscriptions)
      .where(eq(newShareSubscriptions.offeringId, offering.id));
    // Each of the two subscriptions won one lot and got a refund: two transfers each, once.
    expect(subs.map((s) => s.wonLots).sort()).toEqual([1, 1]);
    expect(allots.length).toBeGreaterThanOrEqual(4);
    const perSub = new Map<string, number>();
    for (const s of subs) perSub.set(String(s.id), 0);
    const mine = await h.database.db.select({ id: ledgerTransfers.idempotencyId }).from(ledgerTransfers);
    for (const row of mine) {
      const match = /^new_share:(\d+):allot\//.exec(row.id);
      if (match?.[1] && perSub.has(match[1])) perSub.set(match[1], (perSub.get(match[1]) ?? 0) + 1);
    }
    expect([...perSub.values()]).toEqual([2, 2]);
    expect(await h.reconciled()).toEqual([]);
  });

  it('N2, N9: the retail rule gives each applicant one lot and refunds the rest (type 15)', async () => {
    const [a] = await subscriptions(real, 'real');
    const [b] = await subscriptions(demo, 'virtual');
    expect(a).toMatchObject({ status: 'success', winningQuantity: 1 });
    expect(b).toMatchObject({ status: 'success', winningQuantity: 1 });
    const refundA = Number(a?.refundAmount);
    expect(refundA).toBeCloseTo((Number(a?.paidAmount) * 2) / 3, 1);
    const balances = await real.balances('real');
    const won = start.real - balances.availableMinor;
    expect(balances.lockedMinor).toBe(won);
    const log = await real.call<{ list: Array<{ type: number; amount: string }> }>('balance/log/list', { size: 10 });
    expect(log.body.list.map((r) => r.type)).toEqual(expect.arrayContaining([8, 15]));
    expect(await h.reconciled()).toEqual([]);
  });

  it('N1, N4: the draw recomputed from the published seed and input equals the stored result', async () => {
    const detail = await real.call<{
      drawSeed: string;
      drawResult: Parameters<typeof verifyDraw>[1] & { winners: number };
      status: string;
      remainingShare: number;
    }>('product_new/detail', { key: offering.id });
    expect(detail.code).toBe(200);
    expect(detail.body.status).toBe('allotted');
    expect(detail.body.drawResult.commitment).toBe(offering.drawCommitment);
    expect(verifyDraw(detail.body.drawSeed, detail.body.drawResult)).toBeNull();
    expect(detail.body.drawResult.winners).toBe(2);
    expect(detail.body.remainingShare).toBe(0);
  });

  it('N9: at the listing the won shares become a held position that covers like any other, in both accounts', async () => {
    h.clock.nowMs = SEOUL_MORNING_MS + 181 * MINUTE_MS;
    const outcome = await runNewShareJobs(h.deps, h.clock.nowMs);
    expect(outcome.listed).toContain(offering.id);
    for (const [t, set] of [
      [real, 'real'],
      [demo, 'virtual'],
    ] as const) {
      const [sub] = await subscriptions(t, set);
      expect(sub).toMatchObject({ status: 'position_completed' });
      const held = await t.call<{ list: Array<{ id: number; source: string; hands: number; status: string }> }>(
        'order/list',
        { status: '["BUILD"]', accountType: set, size: 10 },
      );
      const position = held.body.list.find((o) => o.id === sub?.orderId);
      expect(position).toMatchObject({ source: 'new_share', hands: 1, status: 'BUILD' });
      const balances = await t.balances(set);
      expect(balances.lockedMinor).toBe(0n);
      expect(balances.marginMinor).toBeGreaterThan(0n);
      await h.quote('005930', '110000', '110100');
      const covered = await t.call<{ status: string }>('order/cover', {
        orderId: position?.id ?? 0,
        hands: 1,
        requestId: requestId(),
      });
      expect(covered.code, covered.message).toBe(200);
      expect((await t.balances(set)).marginMinor).toBe(0n);
    }
    expect(await h.reconciled()).toEqual([]);
  });
});

/** An upper-circuit offering of four shares whose ten-hour window opened a minute before `baseMs`. */
function upperCircuitOffering(baseMs: number): Promise<AdminOffering> {
  return createOffering({
    type: 'limit',
    totalShare: 4,
    maxLots: 4,
    subscribeStart: baseMs - MINUTE_MS,
    subscribeEnd: baseMs + 600 * MINUTE_MS,
    allotDate: baseMs + 600 * MINUTE_MS,
    listingDate: baseMs + 700 * MINUTE_MS,
  });
}

/** The trader as staff approval leaves them: an institutional account (review/institution/approve sets the flag). */
async function institutional<T extends { id: number }>(t: T): Promise<T> {
  await h.database.db.update(users).set({ institutional: true }).where(eq(users.id, t.id));
  return t;
}

describe('block trades, placements and upper circuits', () => {
  it('N11, N12: a block trade needs its password, checked against its hash, and is allotted at once', async () => {
    const offering = await createOffering({ type: 'dazong', password: 'open-sesame', totalShare: 5 });
    const t = await institutional(await h.trader({ rupees: 100_000 }));
    const without = await t.call('user_product_new/create', { productNewId: offering.id, quantity: 2 });
    expect(without.code).toBe(404);
    expect(without.message).toMatch(/Password/);
    expect((await t.call('product_new/check', { id: offering.id, password: 'wrong-one' })).code).toBe(404);
    expect((await t.call('product_new/check', { id: offering.id, password: 'open-sesame' })).code).toBe(200);
    const bought = await t.call<Subscription>('user_product_new/create', { productNewId: offering.id, quantity: 2 });
    expect(bought.code, bought.message).toBe(200);
    expect(bought.body).toMatchObject({ status: 'success', winningQuantity: 2, refundAmount: '0.00' });
    expect(bought.body.offering.remainingShare).toBe(3);
    const tooMany = await t.call('user_product_new/create', { productNewId: offering.id, quantity: 4 });
    expect(tooMany.code).toBe(602);
    expect((await t.balances('real')).lockedMinor).toBeGreaterThan(0n);
    expect(await h.reconciled()).toEqual([]);
  });

  it('N11: wrong guesses at one offering lock that password for that user (429), the right one included', async () => {
    const offering = await createOffering({ type: 'dazong', password: 'right-pass' });
    const t = await h.trader();
    for (let i = 0; i < 5; i++) await t.call('product_new/check', { id: offering.id, password: `wrong-${i}` });
    const locked = await t.call('product_new/check', { id: offering.id, password: 'right-pass' });
    expect(locked.code).toBe(429);
    const other = await h.trader();
    expect((await other.call('product_new/check', { id: offering.id, password: 'right-pass' })).code).toBe(200);
  });

  it('a placement is open only to approved institutional accounts (type 9)', async () => {
    const offering = await createOffering({ type: 'placement' });
    const t = await h.trader({ rupees: 100_000 });
    const refused = await t.call('user_product_new/create', { productNewId: offering.id, quantity: 1 });
    expect(refused.code).toBe(404);
    await h.database.db.update(users).set({ institutional: true }).where(eq(users.id, t.id));
    const placed = await t.call('user_product_new/create', { productNewId: offering.id, quantity: 1 });
    expect(placed.code, placed.message).toBe(200);
    const log = await t.call<{ list: Array<{ type: number }> }>('balance/log/list', { size: 5 });
    expect(log.body.list[0]?.type).toBe(9);
  });

  it('N13: a block trade, like a placement, is refused to a retail account and writes nothing', async () => {
    const offering = await createOffering({ type: 'dazong', password: 'block-pass' });
    const t = await h.trader({ rupees: 100_000 });
    expect((await t.call('product_new/check', { id: offering.id, password: 'block-pass' })).code).toBe(200);
    const detail = await t.call<{ institutionalOnly: boolean }>('product_new/detail', { code: offering.code });
    expect(detail.body.institutionalOnly).toBe(true);
    const refused = await t.call('user_product_new/create', { productNewId: offering.id, quantity: 1 });
    expect(refused.code).toBe(404);
    expect(refused.message).toMatch(/institutional/);
    expect(await t.balances('real')).toMatchObject({ lockedMinor: 0n });
    await institutional(t);
    const bought = await t.call('user_product_new/create', { productNewId: offering.id, quantity: 1 });
    expect(bought.code, bought.message).toBe(200);
  });

  it('N8: an upper-circuit offering fills its queue in time order as the sell side frees shares, and refunds the rest', async () => {
    const base = h.clock.nowMs;
    const offering = await upperCircuitOffering(base);
    const first = await h.trader({ rupees: 100_000 });
    const second = await h.trader({ rupees: 100_000 });
    const third = await h.trader({ rupees: 100_000 });
    expect((await first.call('user_product_new/create', { productNewId: offering.id, quantity: 2 })).code).toBe(200);
    expect((await second.call('user_product_new/create', { productNewId: offering.id, quantity: 2 })).code).toBe(200);
    expect((await third.call('user_product_new/create', { productNewId: offering.id, quantity: 1 })).code).toBe(200);
    let last = 0;
    for (let t = base; t <= base + 600 * MINUTE_MS; t += 30 * MINUTE_MS) {
      await runNewShareJobs(h.deps, t);
      const statuses = [
        (await subscriptions(first, 'real'))[0]?.status,
        (await subscriptions(second, 'real'))[0]?.status,
      ];
      const done = statuses.filter((s) => s === 'success').length;
      expect(done).toBeGreaterThanOrEqual(last);
      // Nobody is overtaken: the second is never filled before the first.
      if (statuses[1] === 'success') expect(statuses[0]).toBe('success');
      last = done;
    }
    expect((await subscriptions(first, 'real'))[0]).toMatchObject({ status: 'success', winningQuantity: 2 });
    expect((await subscriptions(second, 'real'))[0]).toMatchObject({ status: 'success', winningQuantity: 2 });
    // The four shares are gone: the third application is refunded whole at the allotment.
    expect((await subscriptions(third, 'real'))[0]).toMatchObject({ status: 'fail', winningQuantity: 0 });
    expect(await h.reconciled()).toEqual([]);
  });

  it('N8: the leader pass reads an upper-circuit offering nobody queues on without a transaction or a lock', async () => {
    const base = h.clock.nowMs;
    const offering = await upperCircuitOffering(base);
    // Half the window gone: its sell side has freed lots, but nobody waits for them. A first pass
    // does what the file's other offerings have due by then (allotments, listings).
    const later = base + 300 * MINUTE_MS;
    await runNewShareJobs(h.deps, later);
    statementCounter.install();
    try {
      const idle = await statementCounter.counted(() => runNewShareJobs(h.deps, later));
      expect(idle.value.filled).toBe(0);
      expect(idle.statements.filter((text) => /^begin/i.test(text))).toEqual([]);
      // The first in its queue is filled by the next pass, under the offering's lock.
      const trader = await h.trader({ rupees: 100_000 });
      const placed = await trader.call('user_product_new/create', { productNewId: offering.id, quantity: 1 });
      expect(placed.code, placed.message).toBe(200);
      const queued = await statementCounter.counted(() => runNewShareJobs(h.deps, later));
      expect(queued.value.filled).toBe(1);
      expect(queued.statements.filter((text) => /^begin/i.test(text)).length).toBeGreaterThan(0);
    } finally {
      statementCounter.uninstall();
    }
    expect(await h.reconciled()).toEqual([]);
  });

  it('N10: after the subscription opens the console cannot change a term or a passed instant', async () => {
    const offering = await createOffering({});
    const now = h.clock.nowMs;
    const base = {
      id: offering.id,
      name: 'Samsung Electronics',
      sectors: 'Semiconductors',
      securitiesCompany: 'Samsung Securities',
      price: '100000',
      lotSize: 1,
      minLots: 1,
      maxLots: 5,
      fee: '0',
      totalShare: 2,
      simulatedApplicants: 0,
      simulatedMaxLots: 1,
      subscribeStart: now - MINUTE_MS,
      subscribeEnd: now + 60 * MINUTE_MS,
      allotDate: now + 120 * MINUTE_MS,
      listingDate: now + 180 * MINUTE_MS,
      reason: 'edit',
    };
    const price = await consoleCall(h, 'new_share/update', { ...base, price: '90000' }, admin);
    expect(price.code).toBe(404);
    expect(price.message).toMatch(/Price/);
    const start = await consoleCall(h, 'new_share/update', { ...base, subscribeStart: now + MINUTE_MS }, admin);
    expect(start.code).toBe(404);
    const later = await consoleCall(
      h,
      'new_share/update',
      { ...base, subscribeEnd: now + 90 * MINUTE_MS, name: 'Samsung' },
      admin,
    );
    expect(later.code, later.message).toBe(200);
    const audit = await consoleCall<{ list: Array<{ action: string }> }>(h, 'audit/list', { size: 5 }, admin);
    expect(audit.body.list.map((a) => a.action)).toContain('new_share.update');
  });
});
