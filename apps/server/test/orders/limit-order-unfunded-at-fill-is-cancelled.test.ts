import type { Order } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatedDatabase } from '../support/isolated-database';
import { holdReturns, placeEthLimit, SATURDAY_NOON_MS, startTrading, type TradingHarness } from '../support/trading';

/**
 * O13: a rupee account's dollar limit order is held at the rate of the moment it was placed. When the
 * rupee falls so far before the price crosses that even at its limit the fill costs more than the hold
 * and everything available, the engine cancels the order (`unfunded`) and returns exactly its hold,
 * instead of failing the pass on every tick; a smaller move is paid from the available funds.
 */

let h: TradingHarness;
// Its ticks fill or end every pending ETHUSD order of its database: another file's must not be among them.
let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;
beforeAll(async () => {
  isolated = await isolatedDatabase();
  h = await startTrading({ fxSpreadBps: 30n, parityUsdInr: false, databaseUrl: isolated.url });
});
afterAll(async () => {
  await h.close();
  await isolated.drop();
});

describe('a crossed limit order its account can no longer pay for', () => {
  it('O13: is cancelled as unfunded with exactly its hold returned, once, and the user told', async () => {
    h.clock.nowMs = SATURDAY_NOON_MS;
    await h.quote('USDINR', '88.6000', '88.7000');
    await h.quote('ETHUSD', '3000.00', '3001.00');
    const trader = await h.trader({ rupees: 30_000 });
    const placed = await placeEthLimit(trader);
    const held = await trader.balances();
    // 2 × $2,900 × 5.05 % = $292.90, at about ₹88.92 a dollar: about ₹26,045 held of ₹30,000.
    expect(Number(held.lockedMinor)).toBeGreaterThan(2_590_000);
    expect(held.availableMinor + held.lockedMinor).toBe(3_000_000n);

    // The rupee falls 18 %: at its limit the order now costs about ₹30,900, more than ₹30,000 in all.
    await h.quote('USDINR', '104.6000', '104.7000');
    const outcome = await h.tick('ETHUSD', '2890.00', '2899.00');
    expect(outcome.filled).not.toContain(placed.id);
    expect(outcome.unfunded).toEqual([placed.id]);
    expect(await trader.balances()).toEqual({ availableMinor: 3_000_000n, lockedMinor: 0n, marginMinor: 0n });
    const list = await trader.call<{ list: Order[] }>('order/list', { status: '["CANCEL"]' });
    expect(list.body.list.find((o) => o.id === placed.id)).toMatchObject({ status: 'CANCEL', closeReason: 'unfunded' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(trader.events.filter((e) => e.type === 'order' && e.id === placed.id).at(-1)).toMatchObject({
      status: 'CANCEL',
      closeReason: 'unfunded',
    });
    expect(await holdReturns(h, placed.id)).toBe(1);
    // Ended once: the next tick has nothing to do and the user's cancel finds no pending order.
    const again = await h.tick('ETHUSD', '2880.00', '2889.00');
    expect(again.unfunded).toEqual([]);
    expect((await trader.call('order/cancel', { orderId: placed.id })).code).toBe(404);
    expect(await h.reconciled()).toEqual([]);
  });

  it('O4, O13: a smaller move is paid from the available funds and the order fills', async () => {
    h.clock.nowMs = SATURDAY_NOON_MS;
    await h.quote('USDINR', '88.6000', '88.7000');
    await h.quote('ETHUSD', '3000.00', '3001.00');
    const trader = await h.trader({ rupees: 30_000 });
    const placed = await placeEthLimit(trader);
    const hold = (await trader.balances()).lockedMinor;

    // The rupee falls 5 %: the fill costs more than the hold, and the difference comes from available.
    await h.quote('USDINR', '93.1000', '93.2000');
    const outcome = await h.tick('ETHUSD', '2899.00', '2900.00');
    expect(outcome.filled).toContain(placed.id);
    expect(outcome.unfunded).toEqual([]);
    const after = await trader.balances();
    expect(after.lockedMinor).toBe(0n);
    expect(after.marginMinor).toBeGreaterThan(0n);
    expect(after.availableMinor).toBeLessThan(3_000_000n - hold);
    expect(await holdReturns(h, placed.id)).toBe(0);
    expect(await h.reconciled()).toEqual([]);
  });
});
