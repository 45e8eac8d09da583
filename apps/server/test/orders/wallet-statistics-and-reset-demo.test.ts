import type { Order } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestId, startTrading, type TradingHarness } from '../support/trading';

/** The account summary adds up for the real and the demo account, and a demo reset leaves exactly the starting balance. */

let h: TradingHarness;
beforeAll(async () => {
  h = await startTrading();
});
afterAll(async () => {
  await h.close();
});

describe('user/statisticsWallet and wallet/reset_demo', () => {
  it('figures of the real account: recharge, funds in use, open and realised P&L', async () => {
    const trader = await h.trader({ rupees: 10_000 });
    await h.quote('ETHUSD', '3000.00', '3001.00');
    // Held: 2 × 3001.00 → margin 300.10, fee 3.00. Pending: limit 2900.00 × 1 → hold 145.00 + 1.45.
    const held = await trader.call<Order>('order/create', {
      code: 'ETHUSD',
      direction: 'buy',
      hands: 2,
      accountType: 'real',
      requestId: requestId(),
    });
    expect(held.code).toBe(200);
    await trader.call('order/create', {
      code: 'ETHUSD',
      direction: 'buy',
      priceType: 'limit',
      price: '2900.00',
      hands: 1,
      accountType: 'real',
      requestId: requestId(),
    });
    const closing = await trader.call<Order>('order/create', {
      code: 'ETHUSD',
      direction: 'sell',
      hands: 1,
      accountType: 'real',
      requestId: requestId(),
    });
    // The sell opened at the bid 3000.00 and closes at the ask 3011.00: realised −11.00.
    await h.quote('ETHUSD', '3010.00', '3011.00');
    await trader.call('order/cover', { orderId: closing.body.id, hands: 1 });
    const stats = await trader.call('user/statisticsWallet', { accountType: 'real' });
    expect(stats.code).toBe(200);
    // Open P&L of the buy at the bid 3010.00: 2 × 9.00 = 18.00; market value 300.10 + 18.00.
    // Available: 10 000 − 303.10 − 146.45 − (150.00 + 1.50) + (150.00 − 11.00 − 1.51) = 9 536.44.
    expect(stats.body).toEqual({
      totalAssets: '10000.99',
      fundsInUse: '446.55',
      availableAssets: '9536.44',
      marketValue: '318.10',
      positionProfit: '18.00',
      rechargeAmount: '10000.00',
      profit: '-11.00',
    });
  });

  it('the demo account trades on its own money, and a reset cancels, covers and restores the starting balance', async () => {
    const trader = await h.trader();
    const start = await trader.balances('virtual');
    expect(start.availableMinor).toBeGreaterThan(0n);
    await h.quote('SOLUSD', '140.00', '140.05');
    const held = await trader.call<Order>('order/create', {
      code: 'SOLUSD',
      direction: 'buy',
      hands: 10,
      accountType: 'virtual',
      requestId: requestId(),
    });
    expect(held.body).toMatchObject({ accountType: 'virtual', status: 'BUILD' });
    await trader.call('order/create', {
      code: 'SOLUSD',
      direction: 'buy',
      priceType: 'limit',
      price: '130.00',
      hands: 5,
      accountType: 'virtual',
      requestId: requestId(),
    });
    expect((await trader.balances('real')).availableMinor).toBe(0n);
    const demo = await trader.call('user/statisticsWallet', { accountType: 'virtual' });
    expect(demo.body).toMatchObject({ rechargeAmount: '0.00' });
    const reset = await trader.call('wallet/reset_demo', {});
    expect(reset.code).toBe(200);
    expect(await trader.balances('virtual')).toEqual(start);
    const count = await trader.call('order/count', { accountType: 'virtual' });
    expect(count.body).toMatchObject({ CREATED: 0, BUILD: 0, CANCEL: 1, COVER: 1 });
    expect(reset.body).toMatchObject({ fundsInUse: '0.00', positionProfit: '0.00' });
    expect(await h.reconciled()).toEqual([]);
  });
});
