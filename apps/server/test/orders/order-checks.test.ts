import type { Order } from '@demo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema';
import { forgetCatalog } from '../../src/modules/trading/orders/catalog';
import { requestId, startTrading, type Trader, type TradingHarness } from '../support/trading';

/** order/create answers the contract's codes in the order O6 fixes, names bad fields, and guards other users' orders. */

let h: TradingHarness;
let trader: Trader;
beforeAll(async () => {
  h = await startTrading();
  trader = await h.trader({ rupees: 5_000 });
  await h.quote('BTCUSD', '50000.00', '50010.00');
});
afterAll(async () => {
  await h.close();
});

function order(extra: Record<string, string | number>) {
  return trader.call<Order>('order/create', {
    code: 'BTCUSD',
    direction: 'buy',
    hands: 1,
    accountType: 'real',
    requestId: requestId(),
    ...extra,
  });
}

describe('order checks', () => {
  it('O6: 600 for a market order outside market hours (a stock on Saturday), before a bad price', async () => {
    const [stock] = await h.database.db.select().from(products).where(eq(products.exchange, 'NSE')).limit(1);
    expect(stock).toBeDefined();
    const reply = await order({ code: stock?.code ?? '', priceType: 'market', stopLoss: '1.0000001' });
    expect(reply.code).toBe(600);
    // AMO1: a limit order there queues for the open instead, so its bad price is what it hears (601).
    const limit = await order({ code: stock?.code ?? '', priceType: 'limit', price: '1.0000001' });
    expect(limit.code).toBe(601);
  });

  it('600 for a suspended product', async () => {
    await h.database.db.update(products).set({ suspended: true }).where(eq(products.code, 'ADAUSD'));
    // Changed behind the console's back, so the node's catalog copy is dropped by hand.
    forgetCatalog(h.database.db);
    try {
      await h.quote('ADAUSD', '0.5000', '0.5002');
      expect((await order({ code: 'ADAUSD' })).code).toBe(600);
    } finally {
      await h.database.db.update(products).set({ suspended: false }).where(eq(products.code, 'ADAUSD'));
      forgetCatalog(h.database.db);
    }
  });

  it('601: a price off the tick, outside the band, or a stop on the wrong side', async () => {
    expect((await order({ priceType: 'limit', price: '49000.001' })).code).toBe(601);
    expect((await order({ priceType: 'limit', price: '10000.00' })).code).toBe(601);
    expect((await order({ stopLoss: '51000.00' })).code).toBe(601);
    expect((await order({ direction: 'sell', takeProfit: '51000.00' })).code).toBe(601);
  });

  it("VH1: the rules' details are said in Hindi to a Hindi app, field by its Hindi label", async () => {
    const hindi = (extra: Record<string, string | number>) =>
      trader.call<Order>(
        'order/create',
        { code: 'BTCUSD', direction: 'buy', hands: 1, accountType: 'real', requestId: requestId(), ...extra },
        { locale: 'hi' },
      );
    const band = await hindi({ priceType: 'limit', price: '10000.00' });
    expect(band.code).toBe(601);
    expect(band.message).toContain('मूल्य मौजूदा भाव के 50% के भीतर होना चाहिए');
    const tick = await hindi({ priceType: 'limit', price: '49000.001' });
    const stop = await hindi({ stopLoss: '51000.00' });
    const take = await hindi({ direction: 'sell', takeProfit: '51000.00' });
    for (const reply of [band, tick, stop, take]) {
      expect(reply.code).toBe(601);
      expect(reply.message).not.toMatch(/[A-Za-z]/);
    }
    expect(stop.message).toContain('स्टॉप लॉस');
  });

  it('602: covering more hands than held, or ordering fewer than one; 404 naming the field for a malformed count', async () => {
    const opened = await order({});
    expect(opened.code).toBe(200);
    const tooMany = await trader.call('order/cover', { orderId: opened.body.id, hands: 2 });
    expect(tooMany.code).toBe(602);
    expect((await order({ hands: 0 })).code).toBe(602);
    expect((await order({ hands: -3 })).code).toBe(602);
    expect((await trader.call('order/cover', { orderId: opened.body.id, hands: 0 })).code).toBe(602);
    const malformed = await order({ hands: '1.5' });
    expect(malformed.code).toBe(404);
    expect(malformed.message).toMatch(/Lot size/);
    await trader.call('order/cover', { orderId: opened.body.id, hands: 1 });
  });

  it('407: margin + fee + insurance beyond the available balance, writing nothing', async () => {
    const before = await trader.balances();
    const refused = await order({ hands: 2 });
    expect(refused.code).toBe(407);
    // The amounts in the account's currency, as a customer reads them (not minor units).
    expect(refused.message).toMatch(/needs \d+\.\d{2} [A-Z]{3}, \d+\.\d{2} [A-Z]{3} available$/);
    expect(await trader.balances()).toEqual(before);
  });

  it('E2: bad input names the field; insurance without a stop loss names stopLoss', async () => {
    const insured = await order({ insurance: 1 });
    expect(insured.code).toBe(404);
    expect(insured.message).toMatch(/Stop loss/);
    const direction = await order({ direction: 'up' });
    expect(direction.code).toBe(404);
    expect(direction.message.toLowerCase()).toMatch(/direction/);
    const unknown = await order({ code: 'NOPE' });
    expect(unknown.code).toBe(404);
    // `code` here is a product's code, not the sign-up verification code the contract's label names.
    expect(unknown.message).toBe('Product code does not match any product');
  });

  it('A1: a user cannot cancel or cover another user’s order', async () => {
    const other = await h.trader({ rupees: 100_000 });
    const theirs = await other.call<Order>('order/create', {
      code: 'BTCUSD',
      direction: 'buy',
      hands: 1,
      accountType: 'real',
      requestId: requestId(),
    });
    const pending = await other.call<Order>('order/create', {
      code: 'BTCUSD',
      direction: 'buy',
      priceType: 'limit',
      price: '45000.00',
      hands: 1,
      accountType: 'real',
      requestId: requestId(),
    });
    expect((await trader.call('order/cover', { orderId: theirs.body.id, hands: 1, userId: other.id })).code).toBe(404);
    expect((await trader.call('order/cancel', { orderId: pending.body.id, userId: other.id })).code).toBe(404);
    const mine = await trader.call<{ list: Order[] }>('order/list', { status: '["BUILD","CREATED"]', size: -1 });
    expect(mine.body.list.some((o) => o.id === theirs.body.id || o.id === pending.body.id)).toBe(false);
    const still = await other.call<{ list: Order[] }>('order/list', { size: -1 });
    expect(still.body.list.map((o) => o.status).sort()).toEqual(['BUILD', 'CREATED']);
    expect(await h.reconciled()).toEqual([]);
  });
});
