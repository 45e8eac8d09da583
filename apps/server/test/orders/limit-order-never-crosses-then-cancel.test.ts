import type { Order } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeEthLimit, startTrading, type TradingHarness } from '../support/trading';

/** A limit order holds its costs, waits while the price stays away, and gives back exactly its hold. */

let h: TradingHarness;
beforeAll(async () => {
  h = await startTrading();
});
afterAll(async () => {
  await h.close();
});

describe('limit orders', () => {
  it('O4: the hold of a limit order that never crosses comes back exactly on cancel (type 5)', async () => {
    const trader = await h.trader({ rupees: 100_000 });
    await h.quote('ETHUSD', '3000.00', '3001.00');
    // Held at the limit: notional 2 × 2900.00 = 5800.00, margin 290.00, fee 2.90: 292.90.
    const placed = await placeEthLimit(trader);
    expect(placed).toMatchObject({ status: 'CREATED', price: '2900.00', buildPrice: null });
    expect(await trader.balances()).toEqual({ availableMinor: 9_970_710n, lockedMinor: 29_290n, marginMinor: 0n });

    for (const [bid, ask] of [
      ['2950.00', '2951.00'],
      ['2901.00', '2902.00'],
      ['2905.00', '2906.00'],
    ] as const) {
      const outcome = await h.tick('ETHUSD', bid, ask);
      expect(outcome.filled).not.toContain(placed.id);
    }
    const cancelled = await trader.call<Order>('order/cancel', { orderId: placed.id });
    expect(cancelled.body).toMatchObject({ status: 'CANCEL' });
    expect(await trader.balances()).toEqual({ availableMinor: 10_000_000n, lockedMinor: 0n, marginMinor: 0n });
    // O1: a cancelled order cannot be cancelled again or covered.
    expect((await trader.call('order/cancel', { orderId: placed.id })).code).toBe(404);
    expect((await trader.call('order/cover', { orderId: placed.id, hands: 1 })).code).toBe(404);
    const records = await trader.call<{ list: Array<{ type: number; amount: string }> }>('balance/log/list', {
      size: 100,
    });
    if (records.code === 200)
      expect(records.body.list.some((r) => r.type === 5 && r.amount.endsWith('292.90'))).toBe(true);
    expect(await h.reconciled()).toEqual([]);
  });

  it('O4: a limit order that crosses fills at the better price and refunds the rest of its hold', async () => {
    const trader = await h.trader({ rupees: 100_000 });
    await h.quote('ETHUSD', '3000.00', '3001.00');
    const placed = await placeEthLimit(trader);
    // The ask gaps to 2890.00: the buy fills there (the limit or better). Costs: notional 5780.00,
    // margin 289.00, fee 2.89; the other 1.01 of the hold comes back.
    const outcome = await h.tick('ETHUSD', '2889.00', '2890.00');
    expect(outcome.filled).toContain(placed.id);
    expect(await trader.balances()).toEqual({ availableMinor: 9_970_811n, lockedMinor: 0n, marginMinor: 28_900n });
    const held = await trader.call<{ list: Order[] }>('order/list', { status: '["BUILD"]' });
    expect(held.body.list[0]).toMatchObject({
      id: placed.id,
      status: 'BUILD',
      buildPrice: '2890.00',
      fee: '2.89',
    });
    expect(await h.reconciled()).toEqual([]);
  });
});
