import type { Order } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireOrder, expireOrders } from '../../src/modules/trading/engine/expiry';
import { fillLimitOrder } from '../../src/modules/trading/engine/fills';
import { findOrder } from '../../src/modules/trading/orders/store';
import { quoteTicks } from '../../src/modules/trading/orders/terms';
import { isolatedDatabase } from '../support/isolated-database';
import {
  holdReturns,
  placeEthLimit,
  requestId,
  SATURDAY_NOON_MS,
  startTrading,
  type TradingHarness,
} from '../support/trading';

/** A limit order good till a time or for the day is cancelled by the engine when its time comes, returning exactly its hold once, even when passes or a fill race it. */

let h: TradingHarness;
// Its ticks fill or end every pending ETHUSD order of its database: another file's must not be among them.
let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;
beforeAll(async () => {
  isolated = await isolatedDatabase();
  h = await startTrading({ databaseUrl: isolated.url });
});
afterAll(async () => {
  await h.close();
  await isolated.drop();
});

const HOUR_MS = 3_600_000;

describe('expiring limit orders', () => {
  it('O10: an order good till a time is cancelled as expired when it comes, and exactly its hold returns (type 5)', async () => {
    h.clock.nowMs = SATURDAY_NOON_MS;
    const trader = await h.trader({ rupees: 100_000 });
    await h.quote('ETHUSD', '3000.00', '3001.00');
    const validUntil = h.clock.nowMs + HOUR_MS;
    const placed = await placeEthLimit(trader, { validity: 'until', validUntil });
    expect(placed).toMatchObject({ status: 'CREATED', validUntil, validity: 'until' });
    // Held at the limit: 2 × 2900.00 × 5.05 % = 292.90.
    expect(await trader.balances()).toEqual({ availableMinor: 9_970_710n, lockedMinor: 29_290n, marginMinor: 0n });

    // Not before its instant.
    expect(await expireOrders(h.deps, validUntil - 1)).toEqual([]);
    h.clock.nowMs = validUntil;
    const ended = await expireOrders(h.deps, validUntil);
    expect(ended.map((r) => r.id)).toEqual([placed.id]);
    expect(await trader.balances()).toEqual({ availableMinor: 10_000_000n, lockedMinor: 0n, marginMinor: 0n });
    const list = await trader.call<{ list: Order[] }>('order/list', { status: '["CANCEL"]' });
    expect(list.body.list.find((o) => o.id === placed.id)).toMatchObject({ status: 'CANCEL', closeReason: 'expired' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(trader.events.filter((e) => e.type === 'order' && e.id === placed.id).at(-1)).toMatchObject({
      status: 'CANCEL',
      closeReason: 'expired',
    });
    expect(await holdReturns(h, placed.id)).toBe(1);
    // Once: a later pass and the user's cancel find nothing to do.
    expect(await expireOrders(h.deps, validUntil + 1_000)).toEqual([]);
    expect((await trader.call('order/cancel', { orderId: placed.id })).code).toBe(404);
    expect(await h.reconciled()).toEqual([]);
  });

  it('O10: two expiry passes racing cancel the order once and return its hold once', async () => {
    h.clock.nowMs = SATURDAY_NOON_MS;
    const trader = await h.trader({ rupees: 100_000 });
    await h.quote('ETHUSD', '3000.00', '3001.00');
    const orders = [];
    for (let i = 0; i < 4; i++)
      orders.push(await placeEthLimit(trader, { validity: 'until', validUntil: h.clock.nowMs + 60_000 }));
    const at = h.clock.nowMs + 60_000;
    const [a, b] = await Promise.all([expireOrders(h.deps, at), expireOrders(h.deps, at)]);
    const ended = [...a, ...b].map((r) => r.id).sort();
    expect(ended).toEqual(orders.map((o) => o.id).sort());
    // One direct racer more per order, after the passes: nothing.
    expect(await Promise.all(orders.map((o) => expireOrder(h.deps, o.id, at)))).toEqual([null, null, null, null]);
    expect(await trader.balances()).toEqual({ availableMinor: 10_000_000n, lockedMinor: 0n, marginMinor: 0n });
    for (const o of orders) expect(await holdReturns(h, o.id)).toBe(1);
    expect(await h.reconciled()).toEqual([]);
  });

  it('O10: a fill racing the expiry settles the order once: either filled or expired, never both', async () => {
    h.clock.nowMs = SATURDAY_NOON_MS;
    const trader = await h.trader({ rupees: 100_000 });
    const wire = await h.quote('ETHUSD', '3000.00', '3001.00');
    const expiresAt = h.clock.nowMs + 60_000;
    const orders = [];
    for (let i = 0; i < 6; i++) orders.push(await placeEthLimit(trader, { validity: 'until', validUntil: expiresAt }));
    const crossed = quoteTicks({ ...wire, bid: '2890.00', ask: '2899.00' }, 2);
    if (!crossed) throw new Error('bad quote');
    // The fill's instant is just before the expiry, the pass's at it: both are entitled to act.
    await Promise.all(
      orders.flatMap((o) => [
        fillLimitOrder(h.deps, o.id, crossed, expiresAt - 1),
        expireOrder(h.deps, o.id, expiresAt),
      ]),
    );
    let held = 0n;
    for (const o of orders) {
      const row = await findOrder(h.database.db, o.id);
      expect(['BUILD', 'CANCEL']).toContain(row?.status);
      if (row?.status === 'BUILD') {
        held += row.marginMinor;
        expect(await holdReturns(h, o.id)).toBe(0);
      } else {
        expect(row?.closeReason).toBe('expired');
        expect(await holdReturns(h, o.id)).toBe(1);
      }
    }
    const balances = await trader.balances();
    expect(balances.lockedMinor).toBe(0n);
    expect(balances.marginMinor).toBe(held);
    expect(await h.reconciled()).toEqual([]);
  });

  it('O10: an expired order is never filled, even by a tick before the pass came', async () => {
    h.clock.nowMs = SATURDAY_NOON_MS;
    const trader = await h.trader({ rupees: 100_000 });
    await h.quote('ETHUSD', '3000.00', '3001.00');
    const placed = await placeEthLimit(trader, { validity: 'until', validUntil: h.clock.nowMs + 1_000 });
    h.clock.nowMs += 1_000;
    const outcome = await h.tick('ETHUSD', '2889.00', '2890.00');
    expect(outcome.filled).not.toContain(placed.id);
    expect((await expireOrders(h.deps, h.clock.nowMs)).map((r) => r.id)).toContain(placed.id);
  });

  it('O10: a day order on an always-open market ends at the next 00:00 India time', async () => {
    h.clock.nowMs = SATURDAY_NOON_MS;
    const trader = await h.trader({ rupees: 100_000 });
    await h.quote('ETHUSD', '3000.00', '3001.00');
    const placed = await placeEthLimit(trader, { validity: 'day' });
    // Saturday 12:00 UTC is 17:30 India time: the India day ends at 18:30 UTC.
    expect(placed.validUntil).toBe(Date.UTC(2026, 10, 21, 18, 30));
    expect(placed.validity).toBe('day');
    const gtc = await placeEthLimit(trader, {});
    expect(gtc.validUntil).toBeNull();
    expect(gtc.validity).toBe('gtc');
  });

  it('O10: validUntil must be given with until only, in the future and within 90 days (404 naming the field)', async () => {
    h.clock.nowMs = SATURDAY_NOON_MS;
    const trader = await h.trader({ rupees: 100_000 });
    await h.quote('ETHUSD', '3000.00', '3001.00');
    const cases: Array<Record<string, string | number>> = [
      { validity: 'until', validUntil: h.clock.nowMs },
      { validity: 'until', validUntil: h.clock.nowMs - 1 },
      { validity: 'until', validUntil: h.clock.nowMs + 91 * 24 * HOUR_MS },
      { validity: 'until' },
      { validUntil: h.clock.nowMs + HOUR_MS },
    ];
    for (const extra of cases) {
      const reply = await trader.call('order/create', {
        code: 'ETHUSD',
        direction: 'buy',
        priceType: 'limit',
        price: '2900.00',
        hands: 2,
        accountType: 'real',
        requestId: requestId(),
        ...extra,
      });
      expect(reply.code, JSON.stringify(extra)).toBe(404);
      expect(reply.message).toMatch(/Valid until|validUntil/);
    }
    const market = await trader.call('order/create', {
      code: 'ETHUSD',
      direction: 'buy',
      priceType: 'market',
      hands: 1,
      validity: 'day',
      accountType: 'real',
      requestId: requestId(),
    });
    expect(market.code).toBe(404);
    expect(market.message).toMatch(/Validity/);
    expect(await trader.balances()).toEqual({ availableMinor: 10_000_000n, lockedMinor: 0n, marginMinor: 0n });
  });
});
