import type { Depth, Order, Receipt } from '@demo/contract';
import { parsePrice } from '@demo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestId, startTrading, type TradingHarness } from '../support/trading';

/**
 * A trader buys more bitcoin than the best ask holds: the order fills at the volume-weighted price of
 * the levels it takes from the book `data/depth` shows, rounded up against the buyer, and its receipt
 * names the levels and still recomputes (DP4, DP5); an order within the best level fills at the ask
 * exactly as before (O5).
 */

/** Tuesday 24 November 2026, 01:30 UTC, on the simulator's 1 s step: crypto trades round the clock. */
const TUESDAY_MS = Date.UTC(2026, 10, 24, 1, 30, 0);

let h: TradingHarness;
beforeAll(async () => {
  h = await startTrading();
  h.clock.nowMs = TUESDAY_MS;
});
afterAll(async () => {
  await h.close();
});

const ticksOf = (price: string): bigint => {
  const parsed = parsePrice(price, 2);
  if (!parsed.ok) throw new Error(`not a price: ${price}`);
  return parsed.value;
};

describe('a market order past the best level', () => {
  it('DP4, DP5: a buy of more lots than the best ask fills at the walked price and its receipt shows the levels', async () => {
    const trader = await h.trader({ rupees: 500_000_000 });
    await h.quote('BTCUSD', '50000.00', '50010.00');
    const depth = (await trader.call<Depth>('data/depth', { code: 'BTCUSD' })).body;
    expect(depth.asks[0]).toMatchObject({ price: '50010.00' });
    const [best, second, third] = depth.asks;
    if (!best || !second || !third) throw new Error('a book has five asks');
    const hands = best.size + second.size + 3;
    const total =
      ticksOf(best.price) * BigInt(best.size) + ticksOf(second.price) * BigInt(second.size) + ticksOf(third.price) * 3n;
    // Rounded up, against the buyer.
    const expected = (total + BigInt(hands) - 1n) / BigInt(hands);

    const opened = await trader.call<Order>('order/create', {
      code: 'BTCUSD',
      direction: 'buy',
      priceType: 'market',
      hands,
      accountType: 'real',
      requestId: requestId(),
    });
    expect(opened.code, opened.message).toBe(200);
    const paid = ticksOf(opened.body.buildPrice ?? '');
    expect(paid).toBe(expected);
    expect(paid).toBeGreaterThan(ticksOf('50010.00'));

    const receipt = (await trader.call<Receipt>('order/receipt', { orderId: opened.body.id })).body;
    expect(receipt.recomputes).toBe(true);
    expect(receipt.quote).toMatchObject({ bid: '50000.00', ask: '50010.00', seq: TUESDAY_MS / 1000 });
    const [open] = receipt.fills;
    expect(open).toMatchObject({ leg: 'open', priceSource: 'depth', price: opened.body.buildPrice, hands });
    expect(open?.depth).toEqual([best, second, { price: third.price, size: 3 }]);
  });

  it('DP4, O5: a sell within the best bid fills at the bid, and its receipt says quote', async () => {
    const trader = await h.trader({ rupees: 10_000_000 });
    h.clock.nowMs = TUESDAY_MS + 1_000;
    await h.quote('BTCUSD', '50100.00', '50110.00');
    const depth = (await trader.call<Depth>('data/depth', { code: 'BTCUSD' })).body;
    const opened = await trader.call<Order>('order/create', {
      code: 'BTCUSD',
      direction: 'sell',
      priceType: 'market',
      hands: depth.bids[0]?.size ?? 1,
      accountType: 'real',
      requestId: requestId(),
    });
    expect(opened.code, opened.message).toBe(200);
    expect(opened.body.buildPrice).toBe('50100.00');
    const receipt = (await trader.call<Receipt>('order/receipt', { orderId: opened.body.id })).body;
    expect(receipt.fills[0]).toMatchObject({ priceSource: 'quote', depth: null });
    expect(receipt.recomputes).toBe(true);
  });
});
