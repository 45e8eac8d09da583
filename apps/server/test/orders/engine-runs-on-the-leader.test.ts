import type { Order } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusChannel } from '../../src/lib/bus';
import { requestId, startTrading, type TradingHarness } from '../support/trading';

/** With the engine running, a quote batch on the bus (as the feed publishes it) fills a crossed limit order by itself, and its expiry pass cancels an expired one. */

let h: TradingHarness;
beforeAll(async () => {
  h = await startTrading({ runEngine: true });
});
afterAll(async () => {
  await h.close();
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting for the engine');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the engine leader', () => {
  it('takes quote batches from the bus and fills a crossed limit order, telling the user', async () => {
    const trader = await h.trader({ rupees: 50_000 });
    await h.quote('XRPUSD', '2.3000', '2.3010');
    const placed = await trader.call<Order>('order/create', {
      code: 'XRPUSD',
      direction: 'buy',
      priceType: 'limit',
      price: '2.2000',
      hands: 1,
      accountType: 'real',
      requestId: requestId(),
    });
    expect(placed.code).toBe(200);
    const crossed = {
      code: 'XRPUSD',
      price: '2.1900',
      bid: '2.1900',
      ask: '2.1910',
      open: '2.3000',
      high: '2.3010',
      low: '2.1900',
      prevClose: '2.3000',
      change: '0',
      changeRate: '0',
      volume: '0',
      time: h.clock.nowMs,
    };
    await waitFor(async () => {
      await h.bus.publish(BusChannel.quotes, { at: h.clock.nowMs, quotes: [crossed] });
      const held = await trader.call<{ list: Order[] }>('order/list', { status: '["BUILD"]' });
      return held.body.list.some((o) => o.id === placed.body.id);
    });
    await waitFor(async () => trader.events.some((e) => e.type === 'order' && e.status === 'BUILD'));
    expect(await h.reconciled()).toEqual([]);
  });

  it('O10: runs the expiry pass by itself, cancelling an order once its validUntil has come', async () => {
    const trader = await h.trader({ rupees: 50_000 });
    await h.quote('ADAUSD', '0.5000', '0.5010');
    const validUntil = h.clock.nowMs + 60_000;
    const placed = await trader.call<Order>('order/create', {
      code: 'ADAUSD',
      direction: 'buy',
      priceType: 'limit',
      price: '0.4800',
      hands: 1,
      validity: 'until',
      validUntil,
      accountType: 'real',
      requestId: requestId(),
    });
    expect(placed.code, placed.message).toBe(200);
    h.clock.nowMs = validUntil;
    await waitFor(async () =>
      trader.events.some((e) => e.type === 'order' && e.id === placed.body.id && e.closeReason === 'expired'),
    );
    expect(await trader.balances()).toEqual({ availableMinor: 5_000_000n, lockedMinor: 0n, marginMinor: 0n });
    expect(await h.reconciled()).toEqual([]);
  });
});
