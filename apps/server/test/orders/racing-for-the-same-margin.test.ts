import type { Order } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestId, startTrading, type TradingHarness } from '../support/trading';

/** Two orders racing for money enough for one: one fills and the other is refused with 407. */

let h: TradingHarness;
beforeAll(async () => {
  h = await startTrading();
});
afterAll(async () => {
  await h.close();
});

describe('racing for the same margin', () => {
  it('O6: of two concurrent orders with funds for one, one fills and one answers 407', async () => {
    for (let round = 0; round < 5; round++) {
      // Each order costs 2 525.51 (margin 2 500.50, fee 25.01); the account holds 4 000.00.
      const trader = await h.trader({ rupees: 4_000 });
      await h.quote('BTCUSD', '50000.00', '50010.00');
      const order = () =>
        trader.call<Order>('order/create', {
          code: 'BTCUSD',
          direction: 'buy',
          hands: 1,
          accountType: 'real',
          requestId: requestId(),
        });
      const replies = await Promise.all([order(), order()]);
      expect(replies.map((r) => r.code).sort()).toEqual([200, 407]);
      expect(await trader.balances()).toEqual({ availableMinor: 147_449n, lockedMinor: 0n, marginMinor: 250_050n });
    }
    expect(await h.reconciled()).toEqual([]);
  });
});
