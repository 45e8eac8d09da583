import type { Order } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestId, startTrading, type TradingHarness } from '../support/trading';

/** A trader buys 4 BTCUSD, covers 1 in profit, and a stop loss closes the other 3: every paisa accounted for. */

let h: TradingHarness;
beforeAll(async () => {
  h = await startTrading();
});
afterAll(async () => {
  await h.close();
});

describe('buy, partial cover, stop loss', () => {
  it('O2, O3, O5: opening takes margin + fee, the partial cover splits exactly, the stop fills at the tick; the ledger reconciles', async () => {
    const trader = await h.trader({ rupees: 1_000_000 });
    await h.quote('BTCUSD', '50000.00', '50010.00');

    // O2, O5: a buy opens at the ask. notional 4 × 50010.00 = 200040.00; margin ÷ 20 = 10002.00;
    // opening fee × 0.0005 = 100.02; together 10102.02.
    const opened = await trader.call<Order>('order/create', {
      code: 'BTCUSD',
      direction: 'buy',
      priceType: 'market',
      hands: 4,
      stopLoss: '49000.00',
      accountType: 'real',
      requestId: requestId(),
    });
    expect(opened.code).toBe(200);
    expect(opened.body).toMatchObject({ status: 'BUILD', buildPrice: '50010.00', hands: 4, fee: '100.02' });
    expect(await trader.balances()).toEqual({ availableMinor: 98_989_798n, lockedMinor: 0n, marginMinor: 1_000_200n });

    // O3, O5: one hand closes at the bid 51000.00: P&L +990.00, closing fee 25.50, margin 2500.50 back.
    await h.quote('BTCUSD', '51000.00', '51010.00');
    const partial = await trader.call<Order>('order/cover', { orderId: opened.body.id, hands: 1 });
    expect(partial.code).toBe(200);
    expect(partial.body).toMatchObject({
      status: 'COVER',
      closeReason: 'user',
      hands: 1,
      parentId: opened.body.id,
      coverPrice: '51000.00',
      profit: '990.00',
    });
    expect(await trader.balances()).toEqual({ availableMinor: 99_336_298n, lockedMinor: 0n, marginMinor: 750_150n });
    const held = await trader.call<{ list: Order[] }>('order/list', { status: '["BUILD"]', size: -1 });
    expect(held.body.list).toHaveLength(1);
    // The rest keeps its stop loss (O3), and its live P&L reads at the bid: 3 × 990.00.
    expect(held.body.list[0]).toMatchObject({ id: opened.body.id, hands: 3, stopLoss: '49000.00', profit: '2970.00' });

    // O5: an ordinary stop fills at the crossing tick's bid 48900.00: P&L 3 × −1110.00, fee 73.35.
    const outcome = await h.tick('BTCUSD', '48900.00', '48910.00');
    expect(outcome.exited).toContain(opened.body.id);
    const closed = await trader.call<{ list: Order[]; total: number }>('order/cover/list', { size: -1 });
    const stopped = closed.body.list.find((o) => o.id === opened.body.id);
    expect(stopped).toMatchObject({
      status: 'COVER',
      closeReason: 'stop_loss',
      coverPrice: '48900.00',
      profit: '-3330.00',
    });
    // 1 000 000.00 − fees (100.02 + 25.50 + 73.35) + P&L (990.00 − 3330.00) = 997 461.13.
    expect(await trader.balances()).toEqual({ availableMinor: 99_746_113n, lockedMinor: 0n, marginMinor: 0n });
    expect(await h.reconciled()).toEqual([]);

    const types = trader.events.map((e) => e.type);
    expect(types).toContain('order');
    expect(types).toContain('balance');
    const count = await trader.call('order/count', {});
    expect(count.body).toEqual({ QUEUED: 0, CREATED: 0, BUILD: 0, COVER: 2, CANCEL: 0 });
  });
});
