import type { Order, SipInstalment, SipPlan } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSipPass, type SipDeps } from '../../src/modules/sip';
import { instalmentRequestId } from '../../src/modules/sip/run';
import { createOrder } from '../../src/modules/trading';
import { aiRunner } from '../support/ai';
import { isolatedDatabase } from '../support/isolated-database';
import { requestId, startTrading, type Trader, type TradingHarness } from '../support/trading';

/**
 * SIP plans against the real server and database (docs/SPEC.md SP1–SP9): schedules across a holiday
 * and a month end, an instalment run twice or after a crash recorded once, an unfunded instalment
 * skipped with a notice, three skips pausing the plan, pause, resume, cancel, and who may touch a plan.
 */

let h: TradingHarness;
let d: SipDeps;
// The pass runs every due plan of its database: this file's plans only.
let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;
beforeAll(async () => {
  isolated = await isolatedDatabase();
  h = await startTrading({ databaseUrl: isolated.url });
  d = { trading: h.deps, ai: (await aiRunner(h)).deps };
});
afterAll(async () => {
  await h.close();
  await isolated.drop();
});

/** 09:15 India time (the NSE's open) on a date of 2026, as epoch ms. */
const nseOpen = (month: number, date: number) => Date.UTC(2026, month - 1, date, 3, 45);
/** Wednesday 30 September 2026, 17:30 India time: after the close, before Gandhi Jayanti (Friday 2 October). */
const WEDNESDAY_EVENING_MS = Date.UTC(2026, 8, 30, 12, 0);

async function createPlan(trader: Trader, fields: Record<string, string | number>) {
  return await trader.call<SipPlan>('sip/create', {
    code: 'RELIANCE',
    accountType: 'real',
    requestId: requestId(),
    ...fields,
  });
}

async function runAt(nowMs: number): Promise<number> {
  h.clock.nowMs = nowMs;
  await h.quote('RELIANCE', '1500.00', '1500.50');
  return await runSipPass(d, nowMs);
}

async function history(trader: Trader, id: number): Promise<SipInstalment[]> {
  const reply = await trader.call<{ list: SipInstalment[] }>('sip/instalments', { id });
  expect(reply.code, reply.message).toBe(200);
  return reply.body.list;
}

async function planOf(trader: Trader, id: number): Promise<SipPlan | undefined> {
  const reply = await trader.call<{ list: SipPlan[] }>('sip/list');
  return reply.body.list.find((p) => p.id === id);
}

async function ordersOfRequest(request: string): Promise<number> {
  const rows = await h.database.pool.query<{ n: string }>(
    'select count(*)::text as n from orders where request_id = $1',
    [request],
  );
  return Number(rows.rows[0]?.n ?? 0);
}

describe('SIP schedules', () => {
  it('SP2, SP3: a weekly Friday plan whose first Friday is a holiday runs at the open of the Monday after', async () => {
    h.clock.nowMs = WEDNESDAY_EVENING_MS;
    const trader = await h.trader({ rupees: 100_000 });
    const plan = await createPlan(trader, { hands: 1, frequency: 'weekly', day: 5, startDate: '2026-10-01' });
    expect(plan.code, plan.message).toBe(200);
    expect(plan.body).toMatchObject({ status: 'active', frequency: 'weekly', day: 5, nextAt: nseOpen(10, 5) });

    // Nothing runs before the open.
    expect(await runAt(nseOpen(10, 5) - 1_000)).toBe(0);
    expect(await runAt(nseOpen(10, 5) + 1_000)).toBe(1);
    const [filled] = await history(trader, plan.body.id);
    expect(filled).toMatchObject({ date: '2026-10-05', status: 'filled', hands: 1, reason: null });
    const after = await planOf(trader, plan.body.id);
    expect(after?.nextAt).toBe(nseOpen(10, 9));
    expect(after?.filled).toBe(1);
    expect(Number(after?.invested)).toBeGreaterThan(1500);
    // SP7: the owner heard of it.
    expect(trader.events.some((e) => e.type === 'sip' && e.planId === plan.body.id && e.status === 'filled')).toBe(
      true,
    );
  });

  it('SP1, SP5: a monthly plan on the 31st buys the lots its amount affords, then runs on 30 November', async () => {
    h.clock.nowMs = WEDNESDAY_EVENING_MS;
    const trader = await h.trader({ rupees: 100_000 });
    const plan = await createPlan(trader, {
      amount: '10000.00',
      frequency: 'monthly',
      day: 31,
      startDate: '2026-10-31',
    });
    expect(plan.code, plan.message).toBe(200);
    // 31 October 2026 is a Saturday: the instalment runs on Monday 2 November.
    expect(plan.body.nextAt).toBe(nseOpen(11, 2));
    expect(await runAt(nseOpen(11, 2) + 1_000)).toBeGreaterThanOrEqual(1);
    const [filled] = await history(trader, plan.body.id);
    // 10,000 at 1,500.50 a share plus the fee buys 6 whole lots; the rest stays in the account.
    expect(filled?.status).toBe('filled');
    expect(filled?.hands).toBe(6);
    expect(Number(filled?.amount)).toBeLessThanOrEqual(10_000);
    expect(Number(filled?.amount)).toBeGreaterThan(6 * 1500.5);
    expect((await planOf(trader, plan.body.id))?.nextAt).toBe(nseOpen(11, 30));
  });
});

describe('SIP with a count', () => {
  it('SP10: a plan of two instalments ends with its second; a count and an end date together are refused', async () => {
    h.clock.nowMs = WEDNESDAY_EVENING_MS;
    const trader = await h.trader({ rupees: 100_000 });
    const plan = await createPlan(trader, { hands: 1, frequency: 'daily', startDate: '2026-10-12', count: 2 });
    expect(plan.code, plan.message).toBe(200);
    expect(plan.body).toMatchObject({ count: 2, endDate: null, nextAt: nseOpen(10, 12) });
    await runAt(nseOpen(10, 12) + 1_000);
    expect((await planOf(trader, plan.body.id))?.nextAt).toBe(nseOpen(10, 13));
    await runAt(nseOpen(10, 13) + 1_000);
    const ended = await planOf(trader, plan.body.id);
    expect(ended).toMatchObject({ status: 'ended', nextAt: null, filled: 2 });
    await runAt(nseOpen(10, 14) + 1_000);
    expect((await history(trader, plan.body.id)).map((i) => i.date).sort()).toEqual(['2026-10-12', '2026-10-13']);

    const both = await createPlan(trader, {
      hands: 1,
      frequency: 'daily',
      startDate: '2026-10-12',
      endDate: '2026-12-31',
      count: 3,
    });
    expect(both.code).not.toBe(200);
    expect(both.message).toMatch(/^Number of instalments /);
  });
});

describe('SIP of an AI product', () => {
  it('SP5: an AI plan buys the AI product for its amount, as the customer would, once', async () => {
    h.clock.nowMs = WEDNESDAY_EVENING_MS;
    const trader = await h.trader({ rupees: 10_000 });
    const front = await trader.call<{ list: Array<{ id: number; code: string }> }>('product_chatgpt/front', {
      size: -1,
    });
    const product = front.body.list.find((p) => p.code === 'BTCUSD');
    expect(product).toBeDefined();
    const plan = await trader.call<SipPlan>('sip/create', {
      aiProductId: product?.id ?? 0,
      amount: '1000.00',
      frequency: 'daily',
      startDate: '2026-10-12',
      count: 1,
      accountType: 'real',
      requestId: requestId(),
    });
    expect(plan.code, plan.message).toBe(200);
    expect(plan.body).toMatchObject({ kind: 'ai', aiProductId: product?.id, amount: '1000.00' });
    const at = (plan.body.nextAt ?? 0) + 1_000;
    h.clock.nowMs = at;
    await h.quote('BTCUSD', '50000.00', '50010.00');
    await Promise.all([runSipPass(d, at), runSipPass(d, at)]);
    const [instalment, ...more] = await history(trader, plan.body.id);
    expect(more).toEqual([]);
    expect(instalment).toMatchObject({ status: 'filled', amount: '1000.00', reason: null });
    const bought = await trader.call<{ list: Array<{ product: { id: number }; amount: string }> }>(
      'user_product_chatgpt/list',
      { size: -1 },
    );
    const purchases = bought.body.list.filter((b) => b.product.id === product?.id);
    expect(purchases.map((b) => b.amount)).toEqual(['1000.00']);
    expect((await planOf(trader, plan.body.id))?.status).toBe('ended');
  });
});

describe('SIP runs once', () => {
  it('SP4: two runs of one instalment at once place one order and record one instalment', async () => {
    h.clock.nowMs = WEDNESDAY_EVENING_MS;
    const trader = await h.trader({ rupees: 100_000 });
    const plan = await createPlan(trader, { hands: 1, frequency: 'daily', startDate: '2026-10-06' });
    expect(plan.code, plan.message).toBe(200);
    h.clock.nowMs = nseOpen(10, 6) + 1_000;
    await h.quote('RELIANCE', '1500.00', '1500.50');
    await Promise.all([runSipPass(d, h.clock.nowMs), runSipPass(d, h.clock.nowMs), runSipPass(d, h.clock.nowMs)]);
    const day = Date.UTC(2026, 9, 6) / 86_400_000;
    expect(await ordersOfRequest(instalmentRequestId(plan.body.id, day))).toBe(1);
    expect((await history(trader, plan.body.id)).map((i) => i.date)).toEqual(['2026-10-06']);
  });

  it('SP4: a leader killed after placing the order and before recording it: the next run records that order, no second', async () => {
    h.clock.nowMs = WEDNESDAY_EVENING_MS;
    const trader = await h.trader({ rupees: 100_000 });
    const plan = await createPlan(trader, { hands: 2, frequency: 'daily', startDate: '2026-10-07' });
    expect(plan.code, plan.message).toBe(200);
    h.clock.nowMs = nseOpen(10, 7) + 1_000;
    await h.quote('RELIANCE', '1500.00', '1500.50');
    // The dead leader's half: the order through the customer's path with the instalment's request id.
    const day = Date.UTC(2026, 9, 7) / 86_400_000;
    const request = instalmentRequestId(plan.body.id, day);
    const placed = await createOrder(h.deps, trader.id, {
      code: 'RELIANCE',
      direction: 'buy',
      priceType: 'market',
      hands: 2,
      lever: 1,
      insurance: false,
      validity: 'gtc',
      accountType: 'real',
      requestId: request,
    });
    expect(placed.ok).toBe(true);
    const orderId = placed.ok ? placed.body.id : 0;
    // The next leader, later that day at a new price.
    await runAt(nseOpen(10, 7) + 60_000);
    expect(await ordersOfRequest(request)).toBe(1);
    const [recorded] = await history(trader, plan.body.id);
    expect(recorded).toMatchObject({ status: 'filled', orderId, hands: 2 });
    // And a run after that changes nothing.
    await runAt(nseOpen(10, 7) + 120_000);
    expect(await history(trader, plan.body.id)).toHaveLength(1);
  });
});

describe('SIP skips, pause, resume and cancel', () => {
  it('SP6, SP7: an unfunded instalment is skipped with a notice; three in a row pause the plan', async () => {
    h.clock.nowMs = WEDNESDAY_EVENING_MS;
    const trader = await h.trader({ rupees: 1_000 });
    const plan = await createPlan(trader, { hands: 1, frequency: 'daily', startDate: '2026-10-12' });
    expect(plan.code, plan.message).toBe(200);
    await runAt(nseOpen(10, 12) + 1_000);
    const [first] = await history(trader, plan.body.id);
    expect(first).toMatchObject({ status: 'skipped', orderId: null, amount: null });
    expect(first?.reason).toMatch(/Not enough balance/);
    const hindi = await trader.call<{ list: SipInstalment[] }>(
      'sip/instalments',
      { id: plan.body.id },
      { locale: 'hi' },
    );
    expect(hindi.body.list[0]?.reason).toMatch(/पर्याप्त शेष राशि नहीं/);
    expect(trader.events.some((e) => e.type === 'sip' && e.status === 'skipped')).toBe(true);
    expect((await planOf(trader, plan.body.id))?.status).toBe('active');

    await runAt(nseOpen(10, 13) + 1_000);
    await runAt(nseOpen(10, 14) + 1_000);
    const paused = await planOf(trader, plan.body.id);
    expect(paused).toMatchObject({ status: 'paused', skipped: 3, skipsInARow: 3 });
    // A paused plan does not run.
    await runAt(nseOpen(10, 15) + 1_000);
    expect(await history(trader, plan.body.id)).toHaveLength(3);

    // SP8: resumed, it runs from its next open ahead, with its run of skips reset.
    const resumed = await trader.call<SipPlan>('sip/resume', { id: plan.body.id });
    expect(resumed.code, resumed.message).toBe(200);
    expect(resumed.body).toMatchObject({ status: 'active', skipsInARow: 0, nextAt: nseOpen(10, 16) });
  });

  it('SP8: pause stops the runs, resume starts them again, cancel ends the plan for good', async () => {
    h.clock.nowMs = WEDNESDAY_EVENING_MS;
    const trader = await h.trader({ rupees: 100_000 });
    const plan = await createPlan(trader, { hands: 1, frequency: 'daily', startDate: '2026-10-19' });
    expect(plan.code, plan.message).toBe(200);
    const paused = await trader.call<SipPlan>('sip/pause', { id: plan.body.id });
    expect(paused.body.status).toBe('paused');
    expect((await trader.call('sip/pause', { id: plan.body.id })).code).toBe(404);
    await runAt(nseOpen(10, 19) + 1_000);
    expect(await history(trader, plan.body.id)).toHaveLength(0);

    const resumed = await trader.call<SipPlan>('sip/resume', { id: plan.body.id });
    expect(resumed.body).toMatchObject({ status: 'active', nextAt: nseOpen(10, 20) });
    await runAt(nseOpen(10, 20) + 1_000);
    expect((await history(trader, plan.body.id)).map((i) => i.status)).toEqual(['filled']);

    const cancelled = await trader.call<SipPlan>('sip/cancel', { id: plan.body.id });
    expect(cancelled.body).toMatchObject({ status: 'ended', nextAt: null, filled: 1 });
    expect((await trader.call('sip/resume', { id: plan.body.id })).code).toBe(404);
    await runAt(nseOpen(10, 21) + 1_000);
    expect(await history(trader, plan.body.id)).toHaveLength(1);
    // What it bought stays.
    const held = await trader.call<{ list: Order[] }>('order/list', { status: '["BUILD"]' });
    expect(held.body.list.some((o) => o.code === 'RELIANCE')).toBe(true);
  });
});

describe('SIP access and input', () => {
  it('SP9: one customer cannot see, pause, resume, cancel or read the history of another’s plan', async () => {
    h.clock.nowMs = WEDNESDAY_EVENING_MS;
    const owner = await h.trader({ rupees: 10_000 });
    const other = await h.trader({ rupees: 10_000 });
    const plan = await createPlan(owner, { hands: 1, frequency: 'daily', startDate: '2026-11-02' });
    expect(plan.code, plan.message).toBe(200);
    for (const path of ['sip/pause', 'sip/resume', 'sip/cancel', 'sip/instalments']) {
      const reply = await other.call(path, { id: plan.body.id });
      expect(reply.code, path).toBe(404);
      expect(reply.message, path).toMatch(/ID does not match any of your SIP plans/);
    }
    const list = await other.call<{ list: SipPlan[] }>('sip/list');
    expect(list.body.list).toEqual([]);
    expect((await planOf(owner, plan.body.id))?.status).toBe('active');
  });

  it('SP1: bad input names the field, in English and Hindi; a repeated requestId answers the first plan', async () => {
    h.clock.nowMs = WEDNESDAY_EVENING_MS;
    const trader = await h.trader({ rupees: 10_000 });
    const base = { hands: 1, frequency: 'daily', startDate: '2026-10-05' };
    expect((await createPlan(trader, { ...base, frequency: 'yearly' })).message).toMatch(/^Frequency/);
    expect((await createPlan(trader, { ...base, frequency: 'weekly' })).message).toMatch(/^Day of the plan/);
    expect((await createPlan(trader, { ...base, frequency: 'weekly', day: 9 })).message).toMatch(/^Day of the plan/);
    expect((await createPlan(trader, { ...base, startDate: '2026-09-01' })).message).toMatch(/^Start date/);
    expect((await createPlan(trader, { ...base, startDate: '2026-02-30' })).message).toMatch(/^Start date/);
    expect((await createPlan(trader, { ...base, endDate: '2026-10-01' })).message).toMatch(/^End date/);
    expect((await createPlan(trader, { ...base, amount: '100.00' })).message).toMatch(/^Amount/);
    expect((await createPlan(trader, { ...base, code: 'NOPE' })).message).toMatch(/^Product code/);
    const hi = await trader.call(
      'sip/create',
      { ...base, frequency: 'yearly', code: 'RELIANCE', requestId: requestId() },
      {
        locale: 'hi',
      },
    );
    expect(hi.message).toMatch(/^आवृत्ति/);

    const request = requestId();
    const first = await createPlan(trader, { ...base, requestId: request });
    const again = await createPlan(trader, { ...base, requestId: request });
    expect(again.body.id).toBe(first.body.id);
    const list = await trader.call<{ list: SipPlan[]; total: number }>('sip/list');
    expect(list.body.total).toBe(1);
  });
});
