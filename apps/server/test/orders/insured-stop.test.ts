import type { Order } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestId, startTrading, type TradingHarness } from '../support/trading';

/** On a gap through the stop, an insured stop fills exactly at its price and an ordinary one at the tick. */

let h: TradingHarness;
beforeAll(async () => {
  h = await startTrading();
});
afterAll(async () => {
  await h.close();
});

async function open(trader: Awaited<ReturnType<TradingHarness['trader']>>, insurance: 0 | 1): Promise<Order> {
  const reply = await trader.call<Order>('order/create', {
    code: 'LTCUSD',
    direction: 'buy',
    priceType: 'market',
    hands: 10,
    stopLoss: '90.00',
    insurance,
    accountType: 'real',
    requestId: requestId(),
  });
  expect(reply.code).toBe(200);
  return reply.body;
}

describe('insured stop', () => {
  it('O5: an insured stop fills exactly at its stop price on a gap; an ordinary stop at the crossing tick', async () => {
    const trader = await h.trader({ rupees: 10_000 });
    await h.quote('LTCUSD', '100.00', '100.10');
    // LTCUSD hands hold 10 units: notional 100 × 100.10 = 10010.00; margin ÷ 20 = 500.50; fee 5.01
    // (5.005 half-up); insurance 2 % of the margin = 10.01.
    const insured = await open(trader, 1);
    expect(insured).toMatchObject({ insurance: true, fee: '15.02' });
    const ordinary = await open(trader, 0);
    const outcome = await h.tick('LTCUSD', '80.00', '80.10');
    expect(outcome.exited).toEqual(expect.arrayContaining([insured.id, ordinary.id]));
    const closed = await trader.call<{ list: Order[] }>('order/cover/list', { size: -1 });
    const byId = new Map(closed.body.list.map((o) => [o.id, o]));
    expect(byId.get(insured.id)).toMatchObject({ closeReason: 'stop_loss', coverPrice: '90.00', profit: '-1010.00' });
    expect(byId.get(ordinary.id)).toMatchObject({ closeReason: 'stop_loss', coverPrice: '80.00', profit: '-2010.00' });
    // Fees: opening 5.01 + 10.01 insurance + 5.01; closing 100 × 90.00 × 0.0005 = 4.50 and 4.00.
    // 10 000.00 − 28.53 − 1010.00 − 2010.00 = 6 951.47.
    expect(await trader.balances()).toEqual({ availableMinor: 695_147n, lockedMinor: 0n, marginMinor: 0n });
    expect(await h.reconciled()).toEqual([]);
  });
});
