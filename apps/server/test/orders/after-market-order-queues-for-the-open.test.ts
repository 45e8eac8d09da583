import type { Order } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseOrder, releaseQueuedOrders } from '../../src/modules/trading/engine/after-market';
import { expireOrders } from '../../src/modules/trading/engine/expiry';
import { findOrder } from '../../src/modules/trading/orders/store';
import { isolatedDatabase } from '../support/isolated-database';
import {
  holdReturns,
  requestId,
  SATURDAY_NOON_MS,
  startTrading,
  type Trader,
  type TradingHarness,
} from '../support/trading';

/**
 * AMO1–AMO3: a limit order placed while its market is shut queues for the open with its costs held as
 * a pending limit order's; it is cancelled and edited like one; the engine releases it at the open and
 * it fills by the usual limit rules; a market order while shut is refused (600) with a clear message.
 */

let h: TradingHarness;
// The release pass and the ticks act on every queued or pending RELIANCE order of the database.
let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;
beforeAll(async () => {
  isolated = await isolatedDatabase();
  h = await startTrading({ databaseUrl: isolated.url });
});
afterAll(async () => {
  await h.close();
  await isolated.drop();
});

/** Monday 23 November 2026, 09:15 India time (03:45 UTC): the NSE opens after the weekend. */
const MONDAY_NSE_OPEN_MS = Date.UTC(2026, 10, 23, 3, 45);
const START_MINOR = 10_000_000n;

function limitBuy(trader: Trader, price: string, extra: Record<string, string | number> = {}) {
  return trader.call<Order>('order/create', {
    code: 'RELIANCE',
    direction: 'buy',
    priceType: 'limit',
    price,
    hands: 1,
    accountType: 'real',
    requestId: requestId(),
    ...extra,
  });
}

describe('after-market orders', () => {
  it('AMO1: a market order while the market is shut is refused (600) and says to place a limit order', async () => {
    h.clock.nowMs = SATURDAY_NOON_MS;
    const trader = await h.trader({ rupees: 100_000 });
    await h.quote('RELIANCE', '1500.00', '1500.50');
    const market = { code: 'RELIANCE', direction: 'buy', priceType: 'market', hands: 1, accountType: 'real' };
    const en = await trader.call('order/create', { ...market, requestId: requestId() });
    expect(en.code).toBe(600);
    expect(en.message).toMatch(/market order cannot wait for the open.*limit order/);
    const hi = await trader.call('order/create', { ...market, requestId: requestId() }, { locale: 'hi' });
    expect(hi.code).toBe(600);
    expect(hi.message).toMatch(/आफ़्टर-मार्केट/);
    expect(await trader.balances()).toEqual({ availableMinor: START_MINOR, lockedMinor: 0n, marginMinor: 0n });
  });

  it('AMO1–AMO3: queued and held while shut, cancelled and edited like a pending order, released at the open, then filled', async () => {
    h.clock.nowMs = SATURDAY_NOON_MS;
    const trader = await h.trader({ rupees: 100_000 });
    await h.quote('RELIANCE', '1500.00', '1500.50');

    // AMO1, AMO2: accepted as QUEUED, its costs held from available (type 3, as a pending limit order).
    const placed = await limitBuy(trader, '1490.00');
    expect(placed.code, placed.message).toBe(200);
    expect(placed.body).toMatchObject({ status: 'QUEUED', priceType: 'limit', price: '1490.00', buildPrice: null });
    const queued = await findOrder(h.database.db, placed.body.id);
    const holdMinor = queued?.holdMinor ?? 0n;
    expect(holdMinor).toBeGreaterThan(0n);
    expect(await trader.balances()).toEqual({
      availableMinor: START_MINOR - holdMinor,
      lockedMinor: holdMinor,
      marginMinor: 0n,
    });
    // Listed with the open orders and counted on its own.
    const open = await trader.call<{ list: Order[] }>('order/list', {});
    expect(open.body.list.map((o) => [o.id, o.status])).toEqual([[placed.body.id, 'QUEUED']]);
    expect((await trader.call('order/count', {})).body).toMatchObject({ QUEUED: 1, CREATED: 0 });

    // AMO2: a second one, cancelled while shut, gives back exactly its hold, once.
    const other = await limitBuy(trader, '1480.00');
    expect(other.body.status).toBe('QUEUED');
    const cancelled = await trader.call<Order>('order/cancel', { orderId: other.body.id });
    expect(cancelled.body).toMatchObject({ status: 'CANCEL', closeReason: null });
    expect(await holdReturns(h, other.body.id)).toBe(1);
    expect((await trader.balances()).lockedMinor).toBe(holdMinor);

    // AMO2: edited while shut as a pending order: a lower price re-holds less, and it stays queued.
    const edited = await trader.call<Order>('order/update', {
      orderId: placed.body.id,
      price: '1480.00',
      takeProfit: '1600.00',
    });
    expect(edited.code, edited.message).toBe(200);
    expect(edited.body).toMatchObject({ status: 'QUEUED', price: '1480.00', takeProfit: '1600.00' });
    const reheld = (await findOrder(h.database.db, placed.body.id))?.holdMinor ?? 0n;
    expect(reheld).toBeLessThan(holdMinor);
    expect((await trader.balances()).lockedMinor).toBe(reheld);

    // AMO3: a crossing quote while shut fills nothing, and the release pass leaves it queued before the open.
    const shut = await h.tick('RELIANCE', '1470.00', '1470.50');
    expect(shut.filled).not.toContain(placed.body.id);
    expect(await releaseQueuedOrders(h.deps, MONDAY_NSE_OPEN_MS - 1)).toEqual([]);
    expect((await findOrder(h.database.db, placed.body.id))?.status).toBe('QUEUED');

    // At the open it becomes an ordinary pending limit order, its hold unchanged, its owner told.
    h.clock.nowMs = MONDAY_NSE_OPEN_MS;
    await h.quote('RELIANCE', '1500.00', '1500.50');
    const released = await releaseQueuedOrders(h.deps, MONDAY_NSE_OPEN_MS);
    expect(released.map((r) => [r.id, r.status])).toEqual([[placed.body.id, 'CREATED']]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(trader.events.filter((e) => e.type === 'order' && e.id === placed.body.id).at(-1)).toMatchObject({
      status: 'CREATED',
    });
    expect((await trader.balances()).lockedMinor).toBe(reheld);
    // Once: another pass or a direct racer finds nothing to release.
    expect(await releaseQueuedOrders(h.deps, MONDAY_NSE_OPEN_MS + 1_000)).toEqual([]);
    expect(await releaseOrder(h.deps, placed.body.id, MONDAY_NSE_OPEN_MS + 1_000)).toBeNull();

    // AMO2: the hold is exactly what the same limit order placed while open holds.
    const before = await trader.balances();
    const same = await limitBuy(trader, '1480.00', { takeProfit: '1600.00' });
    expect(same.body.status).toBe('CREATED');
    expect((await trader.balances()).lockedMinor - before.lockedMinor).toBe(reheld);
    await trader.call('order/cancel', { orderId: same.body.id });

    // O4: the open's quote crosses its limit and it fills from its hold; nothing stays locked.
    const outcome = await h.tick('RELIANCE', '1478.00', '1479.00');
    expect(outcome.filled).toContain(placed.body.id);
    const filled = await findOrder(h.database.db, placed.body.id);
    expect(filled).toMatchObject({ status: 'BUILD', buildPriceTicks: 147900n });
    const after = await trader.balances();
    expect(after.lockedMinor).toBe(0n);
    expect(after.marginMinor).toBe(filled?.marginMinor);
    expect(await h.reconciled()).toEqual([]);
  });

  it('AMO2: a queued order whose validity ends before the open expires, returning its hold once', async () => {
    h.clock.nowMs = SATURDAY_NOON_MS;
    const trader = await h.trader({ rupees: 100_000 });
    await h.quote('RELIANCE', '1500.00', '1500.50');
    const validUntil = SATURDAY_NOON_MS + 3_600_000;
    const placed = await limitBuy(trader, '1490.00', { validity: 'until', validUntil });
    expect(placed.body).toMatchObject({ status: 'QUEUED', validity: 'until', validUntil });
    h.clock.nowMs = validUntil;
    expect((await expireOrders(h.deps, validUntil)).map((r) => r.id)).toEqual([placed.body.id]);
    expect(await findOrder(h.database.db, placed.body.id)).toMatchObject({ status: 'CANCEL', closeReason: 'expired' });
    expect(await holdReturns(h, placed.body.id)).toBe(1);
    expect(await trader.balances()).toEqual({ availableMinor: START_MINOR, lockedMinor: 0n, marginMinor: 0n });
    // Expired, it is never released at the open.
    expect(await releaseQueuedOrders(h.deps, MONDAY_NSE_OPEN_MS)).toEqual([]);
    expect(await h.reconciled()).toEqual([]);
  });

  it('AMO2: a demo reset cancels a queued order with the pending ones, its hold returned before the sweep', async () => {
    h.clock.nowMs = SATURDAY_NOON_MS;
    const trader = await h.trader();
    await h.quote('RELIANCE', '1500.00', '1500.50');
    const start = await trader.balances('virtual');
    const placed = await limitBuy(trader, '1490.00', { accountType: 'virtual' });
    expect(placed.body).toMatchObject({ status: 'QUEUED', accountType: 'virtual' });
    expect((await trader.balances('virtual')).lockedMinor).toBeGreaterThan(0n);
    expect((await trader.call('wallet/reset_demo', {})).code).toBe(200);
    expect(await trader.balances('virtual')).toEqual(start);
    expect((await trader.call('order/count', { accountType: 'virtual' })).body).toMatchObject({ QUEUED: 0, CANCEL: 1 });
    expect(await holdReturns(h, placed.body.id)).toBe(1);
    expect(await h.reconciled()).toEqual([]);
  });

  it('AMO1: a day order queued while shut lasts until the close of the session it waits for', async () => {
    h.clock.nowMs = SATURDAY_NOON_MS;
    const trader = await h.trader({ rupees: 100_000 });
    await h.quote('RELIANCE', '1500.00', '1500.50');
    const placed = await limitBuy(trader, '1490.00', { validity: 'day' });
    // Monday 15:30 India time (10:00 UTC), the close of the session after the weekend.
    expect(placed.body).toMatchObject({ status: 'QUEUED', validUntil: Date.UTC(2026, 10, 23, 10, 0) });
    await trader.call('order/cancel', { orderId: placed.body.id });
  });
});
