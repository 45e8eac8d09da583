import type { Order } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestId, SATURDAY_NOON_MS, startTrading, type Trader, type TradingHarness } from '../support/trading';

/** A trader's stop loss beyond the forced-cover price is refused on create and on edit, naming that price, which is exactly where the engine force-covers the same position without a stop. */

let h: TradingHarness;
beforeAll(async () => {
  h = await startTrading();
});
afterAll(async () => {
  await h.close();
});

/** ₹220 with USDINR at parity: one ETH at 20× costs 150.05 margin + 1.50 fee, leaving 68.45 beside it. */
const RUPEES = 220;
/** pnl at the 0.5 level = 0.5 × 150.05 − (68.45 + 150.05) = −143.475, so the bid may fall to 2857.52 (floored). */
const LEVEL = '2857.52';

function buyEth(trader: Trader, extra: Record<string, string | number> = {}) {
  return trader.call<Order>('order/create', {
    code: 'ETHUSD',
    direction: 'buy',
    priceType: 'market',
    hands: 1,
    lever: 20,
    accountType: 'real',
    requestId: requestId(),
    ...extra,
  });
}

describe('a stop loss beyond the forced-cover price', () => {
  it('LV3: order/create refuses a 20× ETH buy with its stop at 2679.00, naming the forced-cover price, and writes nothing', async () => {
    h.clock.nowMs = SATURDAY_NOON_MS;
    const trader = await h.trader({ rupees: RUPEES });
    await h.quote('ETHUSD', '3000.00', '3001.00');
    const before = await trader.balances();
    const refused = await buyEth(trader, { stopLoss: '2679.00' });
    expect(refused.code).toBe(601);
    expect(refused.message).toBe(
      `Abnormal trade price: Stop loss must be at or above the forced-cover price ${LEVEL} USD: below it the position is force-covered before the stop is reached`,
    );
    const hindi = await trader.call(
      'order/create',
      {
        code: 'ETHUSD',
        direction: 'buy',
        priceType: 'market',
        hands: 1,
        lever: 20,
        accountType: 'real',
        requestId: requestId(),
        stopLoss: '2679.00',
      },
      { locale: 'hi' },
    );
    expect(hindi.code).toBe(601);
    expect(hindi.message).toContain('स्टॉप लॉस');
    expect(hindi.message).toContain(`${LEVEL} USD`);
    // An insured stop is not exempt: its guarantee acts only when the stop triggers, which forced cover pre-empts.
    const insured = await buyEth(trader, { stopLoss: '2679.00', insurance: 1 });
    expect(insured.code).toBe(601);
    expect(insured.message).toContain('forced-cover price');
    expect(await trader.balances()).toEqual(before);
  });

  it('LV3: a stop at the forced-cover price is accepted, and order/update refuses one a cent beyond it', async () => {
    h.clock.nowMs = SATURDAY_NOON_MS;
    const trader = await h.trader({ rupees: RUPEES });
    await h.quote('ETHUSD', '3000.00', '3001.00');
    const placed = await buyEth(trader, { stopLoss: LEVEL });
    expect(placed.code, placed.message).toBe(200);
    const edited = await trader.call<Order>('order/update', { orderId: placed.body.id, stopLoss: '2857.51' });
    expect(edited.code).toBe(601);
    expect(edited.message).toContain(`Stop loss must be at or above the forced-cover price ${LEVEL} USD`);
    const tighter = await trader.call<Order>('order/update', { orderId: placed.body.id, stopLoss: '2900.00' });
    expect(tighter.code, tighter.message).toBe(200);
    expect(tighter.body.stopLoss).toBe('2900.00');
  });

  it('LV2: the engine force-covers the same position without a stop exactly at that price, not a cent above', async () => {
    h.clock.nowMs = SATURDAY_NOON_MS;
    const trader = await h.trader({ rupees: RUPEES });
    await h.quote('ETHUSD', '3000.00', '3001.00');
    const placed = await buyEth(trader);
    expect(placed.code, placed.message).toBe(200);
    const above = await h.tick('ETHUSD', '2857.53', '2858.53');
    expect(above.forceCovered).not.toContain(placed.body.id);
    const at = await h.tick('ETHUSD', LEVEL, '2858.52');
    expect(at.forceCovered).toContain(placed.body.id);
    expect(await h.reconciled()).toEqual([]);
  });
});
