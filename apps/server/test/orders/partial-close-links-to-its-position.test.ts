import type { Order } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestId, startTrading, type TradingHarness } from '../support/trading';

/** A trader closes a position in two pieces; from either piece or the position, `order/family` finds all three. */

let h: TradingHarness;
beforeAll(async () => {
  h = await startTrading();
});
afterAll(async () => {
  await h.close();
});

interface Family {
  parent: Order;
  partials: Order[];
}

describe('a partial close links to its position', () => {
  it('FL2: the position lists its partial closes, and each partial close names its position', async () => {
    const trader = await h.trader({ rupees: 1_000_000 });
    const stranger = await h.trader({ rupees: 1_000 });
    await h.quote('BTCUSD', '50000.00', '50010.00');
    const opened = await trader.call<Order>('order/create', {
      code: 'BTCUSD',
      direction: 'buy',
      priceType: 'market',
      hands: 4,
      accountType: 'real',
      requestId: requestId(),
    });
    expect(opened.code).toBe(200);
    const first = await trader.call<Order>('order/cover', { orderId: opened.body.id, hands: 1 });
    const second = await trader.call<Order>('order/cover', { orderId: opened.body.id, hands: 2 });
    expect([first.code, second.code]).toEqual([200, 200]);

    const fromParent = await trader.call<Family>('order/family', { orderId: opened.body.id });
    expect(fromParent.code).toBe(200);
    expect(fromParent.body.parent).toMatchObject({ id: opened.body.id, status: 'BUILD', hands: 1, parentId: null });
    expect(fromParent.body.partials.map((o) => [o.id, o.hands, o.parentId])).toEqual([
      [second.body.id, 2, opened.body.id],
      [first.body.id, 1, opened.body.id],
    ]);
    const fromChild = await trader.call<Family>('order/family', { orderId: first.body.id });
    expect(fromChild.body).toEqual(fromParent.body);

    // A1: another customer's order reads as one that does not exist, naming the field.
    const peek = await stranger.call<Family>('order/family', { orderId: first.body.id });
    expect(peek.code).toBe(404);
    expect(peek.message).toMatch(/order/i);
  });
});
