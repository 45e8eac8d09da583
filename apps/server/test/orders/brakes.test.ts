import { type BrakeLogEntry, type BrakeStatus, type Order, RISK_DISCLOSURE_VERSION } from '@demo/contract';
import { startOfIndiaDayMs } from '@demo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBrakePass } from '../../src/modules/brakes';
import { call } from '../support/harness';
import { marketBuy, placeEthLimit, requestId, startTrading, type TradingHarness } from '../support/trading';
import { awayFromStepEdge, codeAt, enableTwoFactor } from '../support/two-factor';

/** Customer brakes on the order path (docs/SPEC.md BR1–BR11), against the real server and database. */

const HOUR_MS = 60 * 60 * 1000;
let h: TradingHarness;
beforeAll(async () => {
  h = await startTrading();
  await h.quote('BTCUSD', '50000.00', '50010.00');
  await h.quote('ETHUSD', '3000.00', '3001.00');
});
afterAll(async () => {
  await h.close();
});

describe('kill switch', () => {
  it('BR1, BR3, BR7: a crypto switch cancels pending orders, refuses new ones with 600 and lets a position be covered', async () => {
    const trader = await h.trader({ rupees: 50_000 });
    const held = await marketBuy(trader, 'BTCUSD');
    expect(held.code, held.message).toBe(200);
    const pending = await placeEthLimit(trader);
    const before = await trader.balances();

    const set = await trader.call<{ until: number; cancelled: number }>('brake/kill_switch', {
      accountType: 'real',
      scope: 'crypto',
      hours: 12,
    });
    expect(set.code, set.message).toBe(200);
    expect(set.body).toEqual({ until: h.clock.nowMs + 12 * HOUR_MS, cancelled: 1 });
    const cancelled = await trader.call<{ list: Order[] }>('order/list', { status: '["CANCEL"]' });
    expect(cancelled.body.list.map((o) => o.id)).toContain(pending.id);
    // The hold came back: available rose by exactly what was locked.
    const after = await trader.balances();
    expect(after.availableMinor - before.availableMinor).toBe(before.lockedMinor - after.lockedMinor);

    const refused = await marketBuy(trader, 'BTCUSD');
    expect(refused.code).toBe(600);
    expect(refused.message).toMatch(/kill switch \(Cryptocurrency|kill switch \(Crypto/i);
    const hindi = await trader.call(
      'order/create',
      { code: 'BTCUSD', direction: 'buy', hands: 1, accountType: 'real', requestId: requestId() },
      { locale: 'hi' },
    );
    expect(hindi.message).toContain('किल स्विच');

    // BR7: the switch never stops a cover.
    const covered = await trader.call<Order>('order/cover', { orderId: held.body.id, hands: 1 });
    expect(covered.code, covered.message).toBe(200);
    // The demo account has brakes of its own.
    const demo = await trader.call<Order>('order/create', {
      code: 'BTCUSD',
      direction: 'buy',
      hands: 1,
      accountType: 'virtual',
      requestId: requestId(),
    });
    expect(demo.code, demo.message).toBe(200);

    const log = await trader.call<{ list: BrakeLogEntry[] }>('brake/log', { accountType: 'real' });
    expect(log.body.list.map((e) => e.kind)).toEqual(['order_refused', 'order_refused', 'kill_switch_set']);
    expect(log.body.list[2]?.detail).toMatchObject({ scope: 'crypto', hours: 12, cancelled: 1 });
  });

  it('BR2: a switch cannot be shortened, survives a restart of the server and ends on time', async () => {
    const trader = await h.trader({ rupees: 20_000 });
    const long = await trader.call<{ until: number }>('brake/kill_switch', {
      accountType: 'real',
      scope: 'all',
      hours: 168,
    });
    expect(long.code, long.message).toBe(200);
    const short = await trader.call<{ until: number }>('brake/kill_switch', {
      accountType: 'real',
      scope: 'all',
      hours: 12,
    });
    expect(short.body.until).toBe(long.body.until);

    // A second server on the same database (a restart, or another node after a leader change).
    const other = await startTrading();
    try {
      await other.quote('BTCUSD', '50000.00', '50010.00');
      const payload = { code: 'BTCUSD', direction: 'buy', hands: 1, accountType: 'real', requestId: requestId() };
      const refused = await call(other.app, 'order/create', payload, { token: trader.token });
      expect(refused.code).toBe(600);
      const status = await call<BrakeStatus>(
        other.app,
        'brake/status',
        { accountType: 'real' },
        { token: trader.token },
      );
      expect(status.body.killSwitches).toEqual([{ scope: 'all', until: long.body.until }]);
    } finally {
      await other.close();
    }

    const saved = h.clock.nowMs;
    h.clock.nowMs = long.body.until + 1;
    try {
      await h.quote('BTCUSD', '50000.00', '50010.00');
      const after = await marketBuy(trader, 'BTCUSD');
      expect(after.code, after.message).toBe(200);
    } finally {
      h.clock.nowMs = saved;
    }
  });

  it('BR1: with two-factor on, the switch asks for the code (404 naming otp) and takes a fresh one', async () => {
    const trader = await h.trader({ rupees: 1_000 });
    await awayFromStepEdge();
    const { secret } = await enableTwoFactor(h, { token: trader.token } as Parameters<typeof enableTwoFactor>[1]);
    const missing = await trader.call('brake/kill_switch', { accountType: 'real', scope: 'forex', hours: 24 });
    expect(missing.code).toBe(404);
    expect(missing.message).toContain('otp');
    const done = await trader.call('brake/kill_switch', {
      accountType: 'real',
      scope: 'forex',
      hours: 24,
      otp: codeAt(secret),
    });
    expect(done.code, done.message).toBe(200);
  });

  it('BR1: hours other than 12, 24, 168 or 720 are refused naming the field', async () => {
    const trader = await h.trader();
    const bad = await trader.call('brake/kill_switch', { accountType: 'real', scope: 'all', hours: 1 });
    expect(bad.code).toBe(404);
    expect(bad.message).toContain('Duration (hours)');
  });
});

describe('daily loss limit', () => {
  it('BR4, BR6: a limit reached by a price move refuses the next order naming the limit, for the rest of the day', async () => {
    const trader = await h.trader({ rupees: 50_000 });
    await h.quote('BTCUSD', '50000.00', '50010.00');
    const set = await trader.call<{ amount: string; effectiveFrom: number }>('brake/loss_limit/set', {
      accountType: 'real',
      amount: '300',
    });
    expect(set.body).toEqual({ amount: '300.00', effectiveFrom: h.clock.nowMs });
    expect((await marketBuy(trader, 'BTCUSD')).code).toBe(200);
    // Bid 49 750: the open loss is 260 (bought at the ask, 50 010), under 300.
    await h.quote('BTCUSD', '49750.00', '49760.00');
    expect((await marketBuy(trader, 'BTCUSD')).code).toBe(200);
    // Bid 49 500: 510 + 260 down, over the limit.
    await h.quote('BTCUSD', '49500.00', '49510.00');
    const refused = await marketBuy(trader, 'BTCUSD');
    expect(refused.code).toBe(600);
    expect(refused.message).toContain('300.00 INR');
    // The price comes back, the day stays refused (BR6).
    await h.quote('BTCUSD', '51000.00', '51010.00');
    expect((await marketBuy(trader, 'BTCUSD')).code).toBe(600);
    const status = await trader.call<BrakeStatus>('brake/status', { accountType: 'real' });
    expect(status.body).toMatchObject({ lossLimit: '300.00', reachedToday: true });
    const kinds = (await trader.call<{ list: BrakeLogEntry[] }>('brake/log', { accountType: 'real' })).body.list.map(
      (e) => e.kind,
    );
    expect(kinds).toEqual(['order_refused', 'order_refused', 'loss_limit_reached', 'loss_limit_set']);
    // The next India day starts afresh.
    const saved = h.clock.nowMs;
    h.clock.nowMs = startOfIndiaDayMs(saved) + 24 * HOUR_MS + 60_000;
    try {
      await h.quote('BTCUSD', '51000.00', '51010.00');
      expect((await marketBuy(trader, 'BTCUSD')).code).toBe(200);
    } finally {
      h.clock.nowMs = saved;
    }
  });

  it('BR5: lowering applies at once, raising waits for the next India day', async () => {
    const trader = await h.trader({ rupees: 1_000 });
    expect((await trader.call('brake/loss_limit/set', { accountType: 'real', amount: '500' })).code).toBe(200);
    const raised = await trader.call<{ effectiveFrom: number }>('brake/loss_limit/set', {
      accountType: 'real',
      amount: '900',
    });
    const midnight = startOfIndiaDayMs(h.clock.nowMs) + 24 * HOUR_MS;
    expect(raised.body.effectiveFrom).toBe(midnight);
    let status = await trader.call<BrakeStatus>('brake/status', { accountType: 'real' });
    expect(status.body).toMatchObject({ lossLimit: '500.00', nextLossLimit: { amount: '900.00', from: midnight } });
    const lowered = await trader.call<{ effectiveFrom: number }>('brake/loss_limit/set', {
      accountType: 'real',
      amount: '200',
    });
    expect(lowered.body.effectiveFrom).toBe(h.clock.nowMs);
    status = await trader.call<BrakeStatus>('brake/status', { accountType: 'real' });
    expect(status.body).toMatchObject({ lossLimit: '200.00', nextLossLimit: null });
    await trader.call('brake/loss_limit/set', { accountType: 'real', amount: '0' });
    const saved = h.clock.nowMs;
    h.clock.nowMs = midnight;
    try {
      status = await trader.call<BrakeStatus>('brake/status', { accountType: 'real' });
      expect(status.body).toMatchObject({ lossLimit: null, nextLossLimit: null });
    } finally {
      h.clock.nowMs = saved;
    }
  });

  it('BR9: with cover-on-reach, the leader covers every open position once', async () => {
    const trader = await h.trader({ rupees: 50_000 });
    await h.quote('BTCUSD', '50000.00', '50010.00');
    await h.quote('ETHUSD', '3000.00', '3001.00');
    await trader.call('brake/loss_limit/set', { accountType: 'real', amount: '100', coverOnReach: true });
    const btc = await marketBuy(trader, 'BTCUSD');
    const eth = await marketBuy(trader, 'ETHUSD');
    expect([btc.code, eth.code]).toEqual([200, 200]);
    await h.quote('BTCUSD', '49800.00', '49810.00');
    await runBrakePass(h.deps, h.clock.nowMs);
    await runBrakePass(h.deps, h.clock.nowMs);
    const held = await trader.call<{ list: Order[] }>('order/list', { status: '["BUILD"]' });
    expect(held.body.list).toEqual([]);
    const covered = await trader.call<{ list: Order[] }>('order/cover/list', {});
    expect(covered.body.list.map((o) => o.id).sort()).toEqual([btc.body.id, eth.body.id].sort());
    const log = (await trader.call<{ list: BrakeLogEntry[] }>('brake/log', { accountType: 'real' })).body.list;
    expect(log.filter((e) => e.kind === 'positions_covered')).toHaveLength(1);
    expect(log.find((e) => e.kind === 'loss_limit_reached')?.detail).toMatchObject({ limit: '100.00' });
    expect(await h.reconciled()).toEqual([]);
  });
});

describe('leverage cap', () => {
  it('BR8: an order above the cap is refused naming the leverage; at the cap it goes through', async () => {
    const trader = await h.trader({ rupees: 50_000 });
    await h.quote('BTCUSD', '50000.00', '50010.00');
    expect((await trader.call('brake/leverage_cap/set', { accountType: 'real', cap: 5 })).code).toBe(200);
    const over = await trader.call('order/create', {
      code: 'BTCUSD',
      direction: 'buy',
      hands: 1,
      lever: 10,
      accountType: 'real',
      requestId: requestId(),
    });
    expect(over.code).toBe(404);
    expect(over.message).toContain('Leverage');
    const at = await trader.call('order/create', {
      code: 'BTCUSD',
      direction: 'buy',
      hands: 1,
      lever: 5,
      accountType: 'real',
      requestId: requestId(),
    });
    expect(at.code, at.message).toBe(200);
  });
});

describe('risk disclosure', () => {
  it('BR18: a leveraged order waits for the disclosure (600, in both languages); 1× does not; accepted once it goes', async () => {
    const trader = await h.trader({ rupees: 200_000, riskDisclosure: false });
    await h.quote('BTCUSD', '50000.00', '50010.00');
    const before = await trader.call<BrakeStatus>('brake/status', { accountType: 'real' });
    expect(before.body.disclosure).toBeNull();
    // No lever asked means the product's own, which is leveraged.
    const refused = await marketBuy(trader, 'BTCUSD');
    expect(refused.code).toBe(600);
    expect(refused.message).toMatch(/^Leveraged orders need your acceptance of the risk disclosure first/);
    const hindi = await trader.call(
      'order/create',
      { code: 'BTCUSD', direction: 'buy', hands: 1, lever: 2, accountType: 'real', requestId: requestId() },
      { locale: 'hi' },
    );
    expect(hindi.code).toBe(600);
    expect(hindi.message).toContain('जोखिम सूचना');
    const plain = await trader.call<Order>('order/create', {
      code: 'BTCUSD',
      direction: 'buy',
      hands: 1,
      lever: 1,
      accountType: 'real',
      requestId: requestId(),
    });
    expect(plain.code, plain.message).toBe(200);

    const wrong = await trader.call('brake/disclosure/accept', { accountType: 'real', version: '2020-01' });
    expect(wrong.code).toBe(404);
    expect(wrong.message).toMatch(/version/i);
    const accepted = await trader.call<{ version: string; acceptedAt: number }>('brake/disclosure/accept', {
      accountType: 'real',
      version: RISK_DISCLOSURE_VERSION,
    });
    expect(accepted.body).toEqual({ version: RISK_DISCLOSURE_VERSION, acceptedAt: h.clock.nowMs });
    const status = await trader.call<BrakeStatus>('brake/status', { accountType: 'real' });
    expect(status.body.disclosure).toEqual({ version: RISK_DISCLOSURE_VERSION, acceptedAt: h.clock.nowMs });
    expect((await marketBuy(trader, 'BTCUSD')).code).toBe(200);
    // The demo account's disclosure is its own.
    const demo = await trader.call('order/create', {
      code: 'BTCUSD',
      direction: 'buy',
      hands: 1,
      accountType: 'virtual',
      requestId: requestId(),
    });
    expect(demo.code).toBe(600);

    const log = (await trader.call<{ list: BrakeLogEntry[] }>('brake/log', { accountType: 'real' })).body.list;
    expect(log.filter((e) => e.kind === 'order_refused').map((e) => e.detail.rule)).toEqual(['BR18', 'BR18']);
    // BR10, BR11: the acceptance is logged with its version; accepting again keeps the first time, logs nothing.
    h.clock.nowMs += 60_000;
    const again = await trader.call<{ acceptedAt: number }>('brake/disclosure/accept', {
      accountType: 'real',
      version: RISK_DISCLOSURE_VERSION,
    });
    expect(again.body.acceptedAt).toBe(accepted.body.acceptedAt);
    const after = (await trader.call<{ list: BrakeLogEntry[] }>('brake/log', { accountType: 'real' })).body.list;
    expect(after.filter((e) => e.kind === 'disclosure_accepted')).toEqual([
      expect.objectContaining({ at: accepted.body.acceptedAt, detail: { version: RISK_DISCLOSURE_VERSION } }),
    ]);
  });
});
