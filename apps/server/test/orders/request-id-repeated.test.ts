import type { Order } from '@demo/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, orders } from '../../src/db/schema';
import { acceptedOf } from '../support/bulkhead';
import { requestId, startTrading, type TradingHarness } from '../support/trading';

/**
 * A client that sends one order 50 times at once gets one order and pays once (O7), and a later repeat
 * answers that order even where the same order would now be refused; one cover or one cancel sent 50
 * times at once changes the position once and every repeat answers the first reply (E7).
 */

let h: TradingHarness;
beforeAll(async () => {
  h = await startTrading();
});
afterAll(async () => {
  await h.close();
});

describe('requestId', () => {
  it('50 concurrent repeats of one requestId create one order and one debit', async () => {
    const trader = await h.trader({ rupees: 100_000 });
    await h.quote('SOLUSD', '140.00', '140.05');
    const payload = {
      code: 'SOLUSD',
      direction: 'buy',
      hands: 3,
      accountType: 'real',
      requestId: requestId(),
    };
    const replies = await Promise.all(Array.from({ length: 50 }, () => trader.call<Order>('order/create', payload)));
    const accepted = acceptedOf(replies);
    const ids = new Set(accepted.map((r) => r.body.id));
    expect(ids.size).toBe(1);
    const rows = await h.database.db.select().from(orders).where(eq(orders.userId, trader.id));
    expect(rows).toHaveLength(1);
    const [id] = [...ids];
    const debits = await h.database.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.ref, `order:${id}`), like(ledgerTransfers.idempotencyId, '%:open/margin')));
    expect(debits).toHaveLength(1);
    // SOLUSD hands hold 10 units: notional 30 × 140.05 = 4201.50, margin 210.08 (210.075 half-up), fee
    // 2.10: taken once.
    expect(await trader.balances()).toEqual({ availableMinor: 9_978_782n, lockedMinor: 0n, marginMinor: 21_008n });
    // A later repeat answers the same order, even after the price moved.
    await h.quote('SOLUSD', '150.00', '150.05');
    const later = await trader.call<Order>('order/create', payload);
    expect(later.body).toMatchObject({ id, buildPrice: '140.05' });
    expect(await h.reconciled()).toEqual([]);
  });

  it('E7: a repeat answers the first order though its checks would refuse the same order now', async () => {
    // ₹300 pays for one of these orders (₹212.18 of margin and fee), not for two.
    const trader = await h.trader({ rupees: 300 });
    await h.quote('SOLUSD', '140.00', '140.05');
    const payload = { code: 'SOLUSD', direction: 'buy', hands: 3, accountType: 'real', requestId: requestId() };
    const first = await trader.call<Order>('order/create', payload);
    expect(first.code).toBe(200);
    const another = await trader.call<Order>('order/create', { ...payload, requestId: requestId() });
    expect(another.code).toBe(407);
    const repeat = await trader.call<Order>('order/create', payload);
    expect(repeat.code).toBe(200);
    expect(repeat.body).toMatchObject({ id: first.body.id, buildPrice: '140.05' });
    const rows = await h.database.db.select().from(orders).where(eq(orders.userId, trader.id));
    expect(rows).toHaveLength(1);
    expect(await h.reconciled()).toEqual([]);
  });

  it('E7: 50 concurrent repeats of a partial cover close one lot once and all answer the same cover', async () => {
    const trader = await h.trader({ rupees: 100_000 });
    await h.quote('SOLUSD', '140.00', '140.05');
    const bought = await trader.call<Order>('order/create', {
      code: 'SOLUSD',
      direction: 'buy',
      hands: 3,
      accountType: 'real',
      requestId: requestId(),
    });
    expect(bought.code).toBe(200);
    await h.quote('SOLUSD', '141.00', '141.05');
    const payload = { orderId: bought.body.id, hands: 1, requestId: requestId() };
    const replies = await Promise.all(Array.from({ length: 50 }, () => trader.call<Order>('order/cover', payload)));
    const accepted = acceptedOf(replies);
    const covers = new Set(accepted.map((r) => r.body.id));
    expect(covers.size).toBe(1);
    expect(accepted[0]?.body).toMatchObject({ status: 'COVER', hands: 1, coverPrice: '141.00' });
    const rows = await h.database.db.select().from(orders).where(eq(orders.userId, trader.id));
    expect(rows.map((r) => [r.status, r.hands]).sort()).toEqual([
      ['BUILD', 2],
      ['COVER', 1],
    ]);
    // A repeat after the price moved still answers the first cover, and covers nothing more.
    await h.quote('SOLUSD', '150.00', '150.05');
    const later = await trader.call<Order>('order/cover', payload);
    expect(later.body).toEqual(accepted[0]?.body);
    const held = await trader.call<{ list: Order[] }>('order/list', { status: '["BUILD"]' });
    expect(held.body.list.map((o) => o.hands)).toEqual([2]);
    // Without a requestId every call is a new request: one more lot is covered.
    expect((await trader.call<Order>('order/cover', { orderId: bought.body.id, hands: 1 })).code).toBe(200);
    expect(await h.reconciled()).toEqual([]);
  });

  it('E7: 50 concurrent repeats of a cancel return the hold once; the key is per user', async () => {
    const [trader, other] = [await h.trader({ rupees: 100_000 }), await h.trader({ rupees: 100_000 })];
    await h.quote('SOLUSD', '140.00', '140.05');
    const limit = (who: typeof trader) =>
      who.call<Order>('order/create', {
        code: 'SOLUSD',
        direction: 'buy',
        priceType: 'limit',
        price: '120.00',
        hands: 1,
        accountType: 'real',
        requestId: requestId(),
      });
    const [placed, othersPlaced] = [await limit(trader), await limit(other)];
    expect(placed.body.status).toBe('CREATED');
    const key = requestId();
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => trader.call<Order>('order/cancel', { orderId: placed.body.id, requestId: key })),
    );
    const accepted = acceptedOf(replies);
    expect(new Set(accepted.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(accepted[0]?.body).toMatchObject({ id: placed.body.id, status: 'CANCEL' });
    expect(await trader.balances()).toEqual({ availableMinor: 10_000_000n, lockedMinor: 0n, marginMinor: 0n });
    const returns = await h.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.ref, `order:${placed.body.id}`));
    expect(returns.filter((t) => t.type === 5).length).toBe(1);
    // Without the key, a second cancel is a new request and is refused: the order is no longer pending.
    expect((await trader.call('order/cancel', { orderId: placed.body.id })).code).toBe(404);
    // The same requestId from another user is that user's own first request.
    const othersCancel = await other.call<Order>('order/cancel', { orderId: othersPlaced.body.id, requestId: key });
    expect(othersCancel.body).toMatchObject({ id: othersPlaced.body.id, status: 'CANCEL' });
    expect(await h.reconciled()).toEqual([]);
  });

  it('E7: a refused request keeps no key, so its retry runs again', async () => {
    const trader = await h.trader({ rupees: 100_000 });
    await h.quote('SOLUSD', '140.00', '140.05');
    const bought = await trader.call<Order>('order/create', {
      code: 'SOLUSD',
      direction: 'buy',
      hands: 1,
      accountType: 'real',
      requestId: requestId(),
    });
    const payload = { orderId: bought.body.id, hands: 2, requestId: requestId() };
    expect((await trader.call('order/cover', payload)).code).toBe(602);
    expect((await trader.call<Order>('order/cover', { ...payload, hands: 1 })).body).toMatchObject({
      status: 'COVER',
    });
  });

  it('E2: a requestId outside 8-64 letters, digits, dash or underscore is refused naming the field', async () => {
    const trader = await h.trader({ rupees: 1_000 });
    for (const bad of ['short', 'x'.repeat(65), 'has space in it', 'semi;colon1']) {
      const reply = await trader.call('order/cancel', { orderId: 1, requestId: bad });
      expect(reply.code).toBe(404);
      expect(reply.message).toContain('Request ID');
    }
  });
});
