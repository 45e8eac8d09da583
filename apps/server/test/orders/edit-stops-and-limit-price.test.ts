import type { Order } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrder } from '../../src/modules/trading/orders/store';
import { requestId, SATURDAY_NOON_MS, startTrading, type Trader, type TradingHarness } from '../support/trading';

/** A trader edits a position's stop loss, take profit and trailing stop and a pending order's price, checked as at creation, with the hold moved through the ledger; stop loss and take profit cancel each other. */

let h: TradingHarness;
beforeAll(async () => {
  h = await startTrading();
});
afterAll(async () => {
  await h.close();
});

async function place(trader: Trader, payload: Record<string, string | number>): Promise<Order> {
  const reply = await trader.call<Order>('order/create', {
    code: 'ETHUSD',
    hands: 2,
    accountType: 'real',
    requestId: requestId(),
    ...payload,
  });
  expect(reply.code, reply.message).toBe(200);
  return reply.body;
}

async function transfersOf(orderId: number): Promise<Array<{ type: number; amount: string }>> {
  const rows = await h.database.pool.query<{ type: number; amount: string }>(
    'select type, amount_minor::text as amount from ledger_transfers where ref = $1 order by id',
    [`order:${orderId}`],
  );
  return rows.rows;
}

describe('order/update', () => {
  it('O12: a held position takes new levels that replace the old, checked against the current closing price (601)', async () => {
    h.clock.nowMs = SATURDAY_NOON_MS;
    const trader = await h.trader({ rupees: 100_000 });
    await h.quote('ETHUSD', '3000.00', '3001.00');
    const held = await place(trader, {
      direction: 'buy',
      priceType: 'market',
      stopLoss: '2800.00',
      takeProfit: '3300.00',
    });
    await h.quote('ETHUSD', '3100.00', '3101.00');

    const edited = await trader.call<Order>('order/update', { orderId: held.id, stopLoss: '3050.00' });
    expect(edited.code, edited.message).toBe(200);
    // The take profit was not sent: it is removed.
    expect(edited.body).toMatchObject({ stopLoss: '3050.00', takeProfit: null, trailingDistance: null });

    for (const [payload, field] of [
      [{ stopLoss: '3100.00' }, 'stopLoss must be below the current price'],
      [{ takeProfit: '3099.00' }, 'takeProfit must be above the current price'],
      [{ trailingDistance: '3100.00' }, 'trailingDistance'],
      [{ stopLoss: '3000.001' }, 'Stop loss'],
    ] as const) {
      const reply = await trader.call('order/update', { orderId: held.id, ...payload });
      expect(reply.code, field).toBe(601);
      expect(reply.message).toContain(field);
    }
    // Refused edits change nothing.
    expect((await findOrder(h.database.db, held.id))?.stopLossTicks).toBe(305_000n);
    // A price is for pending limit orders only.
    const priced = await trader.call('order/update', { orderId: held.id, price: '3000.00', stopLoss: '3050.00' });
    expect(priced.code).toBe(404);
    expect(priced.message).toMatch(/Price/);
  });

  it('O11, O12: a trailing stop added to a held position starts at the current closing price, and sent again unchanged it keeps its level', async () => {
    h.clock.nowMs = SATURDAY_NOON_MS;
    const trader = await h.trader({ rupees: 100_000 });
    await h.quote('BNBUSD', '900.00', '900.30');
    const held = await place(trader, { code: 'BNBUSD', direction: 'buy', priceType: 'market', hands: 1 });
    const trailing = await trader.call<Order>('order/update', { orderId: held.id, trailingDistance: '20.00' });
    expect(trailing.body).toMatchObject({ stopLoss: '880.00', trailingDistance: '20.00' });
    await h.tick('BNBUSD', '950.00', '950.30');
    await h.quote('BNBUSD', '940.00', '940.30');
    const again = await trader.call<Order>('order/update', {
      orderId: held.id,
      trailingDistance: '20.00',
      takeProfit: '990.00',
    });
    expect(again.body).toMatchObject({ stopLoss: '930.00', takeProfit: '990.00', trailingDistance: '20.00' });
    // A new distance starts a new trail from the current bid.
    const wider = await trader.call<Order>('order/update', { orderId: held.id, trailingDistance: '30.00' });
    expect(wider.body).toMatchObject({ stopLoss: '910.00', trailingDistance: '30.00' });
    // Removing it leaves no stop.
    const removed = await trader.call<Order>('order/update', { orderId: held.id });
    expect(removed.body).toMatchObject({ stopLoss: null, takeProfit: null, trailingDistance: null });
  });

  it('O4, O12: a new limit price holds the difference or releases the excess as ledger postings, and the cancel returns exactly the new hold', async () => {
    h.clock.nowMs = SATURDAY_NOON_MS;
    const trader = await h.trader({ rupees: 100_000 });
    await h.quote('ETHUSD', '3000.00', '3001.00');
    // Held at the limit: 2 × 2900.00 × 5.05 % = 292.90.
    const pending = await place(trader, {
      direction: 'buy',
      priceType: 'limit',
      price: '2900.00',
      stopLoss: '2800.00',
    });
    expect(await trader.balances()).toEqual({ availableMinor: 9_970_710n, lockedMinor: 29_290n, marginMinor: 0n });

    // 2 × 2950.00 × 5.05 % = 297.95: 5.05 more is held.
    const up = await trader.call<Order>('order/update', { orderId: pending.id, price: '2950.00', stopLoss: '2800.00' });
    expect(up.code, up.message).toBe(200);
    expect(up.body).toMatchObject({ status: 'CREATED', price: '2950.00', stopLoss: '2800.00' });
    expect(await trader.balances()).toEqual({ availableMinor: 9_970_205n, lockedMinor: 29_795n, marginMinor: 0n });

    // 2 × 2850.00 × 5.05 % = 287.85: 10.10 is released.
    const down = await trader.call<Order>('order/update', { orderId: pending.id, price: '2850.00' });
    expect(down.body).toMatchObject({ price: '2850.00', stopLoss: null });
    expect(await trader.balances()).toEqual({ availableMinor: 9_971_215n, lockedMinor: 28_785n, marginMinor: 0n });
    expect((await transfersOf(pending.id)).map((t) => [t.type, t.amount])).toEqual([
      [3, '29290'],
      [3, '505'],
      [3, '1010'],
    ]);

    // A stop above the (new) limit price is refused (601), whatever the market does.
    const wrong = await trader.call('order/update', { orderId: pending.id, stopLoss: '2860.00' });
    expect(wrong.code).toBe(601);
    const cancelled = await trader.call<Order>('order/cancel', { orderId: pending.id });
    expect(cancelled.body).toMatchObject({ status: 'CANCEL' });
    expect(await trader.balances()).toEqual({ availableMinor: 10_000_000n, lockedMinor: 0n, marginMinor: 0n });
    expect(await h.reconciled()).toEqual([]);
  });

  it('O12: a new limit price the account cannot hold answers 407 and writes nothing', async () => {
    h.clock.nowMs = SATURDAY_NOON_MS;
    // 300.00: enough for 292.90, not for 2 × 3000.00 × 5.05 % = 303.00.
    const trader = await h.trader({ rupees: 300 });
    await h.quote('ETHUSD', '3000.00', '3001.00');
    const pending = await place(trader, { direction: 'buy', priceType: 'limit', price: '2900.00' });
    const before = await findOrder(h.database.db, pending.id);
    const reply = await trader.call('order/update', { orderId: pending.id, price: '3000.00' });
    expect(reply.code).toBe(407);
    expect(await findOrder(h.database.db, pending.id)).toEqual(before);
    expect(await trader.balances()).toEqual({ availableMinor: 710n, lockedMinor: 29_290n, marginMinor: 0n });
    expect(await transfersOf(pending.id)).toHaveLength(1);
  });

  it('O12, E7: a repeated requestId answers the first result and moves the hold once', async () => {
    h.clock.nowMs = SATURDAY_NOON_MS;
    const trader = await h.trader({ rupees: 100_000 });
    await h.quote('ETHUSD', '3000.00', '3001.00');
    const pending = await place(trader, { direction: 'buy', priceType: 'limit', price: '2900.00' });
    const key = requestId();
    const replies = await Promise.all(
      [0, 1, 2].map(() =>
        trader.call<Order>('order/update', { orderId: pending.id, price: '2950.00', requestId: key }),
      ),
    );
    for (const reply of replies) expect(reply.body).toEqual(replies[0]?.body);
    // A repeat with other levels still answers the first result.
    const later = await trader.call<Order>('order/update', { orderId: pending.id, price: '2800.00', requestId: key });
    expect(later.body).toMatchObject({ price: '2950.00' });
    expect(await trader.balances()).toEqual({ availableMinor: 9_970_205n, lockedMinor: 29_795n, marginMinor: 0n });
    expect(await transfersOf(pending.id)).toHaveLength(2);
  });

  it("O12, A1: a closed or cancelled order answers 404 as not editable, another user's order as a missing one", async () => {
    h.clock.nowMs = SATURDAY_NOON_MS;
    const trader = await h.trader({ rupees: 100_000 });
    const other = await h.trader({ rupees: 100_000 });
    await h.quote('ETHUSD', '3000.00', '3001.00');
    const held = await place(trader, { direction: 'buy', priceType: 'market' });
    const theirs = await other.call('order/update', { orderId: held.id, stopLoss: '2000.00' });
    const missing = await other.call('order/update', { orderId: 2_147_480_000, stopLoss: '2000.00' });
    expect(theirs.code).toBe(404);
    expect(theirs.message).toBe(missing.message);
    expect((await findOrder(h.database.db, held.id))?.stopLossTicks).toBeNull();

    expect((await trader.call('order/cover', { orderId: held.id, hands: 2 })).code).toBe(200);
    const closed = await trader.call('order/update', { orderId: held.id, stopLoss: '2000.00' });
    expect(closed.code).toBe(404);
    expect(closed.message).toMatch(/can no longer be edited/);
    const pending = await place(trader, { direction: 'buy', priceType: 'limit', price: '2900.00' });
    await trader.call('order/cancel', { orderId: pending.id });
    expect((await trader.call('order/update', { orderId: pending.id, price: '2950.00' })).code).toBe(404);
  });

  it('O12: stop loss and take profit are one-cancels-the-other: the take profit closes the position and the stop never fires after', async () => {
    h.clock.nowMs = SATURDAY_NOON_MS;
    const trader = await h.trader({ rupees: 100_000 });
    await h.quote('SOLUSD', '150.00', '150.10');
    const held = await place(trader, {
      code: 'SOLUSD',
      direction: 'buy',
      priceType: 'market',
      hands: 1,
      stopLoss: '140.00',
      takeProfit: '160.00',
    });
    // The tick reaches every SOLUSD position of the shared database (other files' too): this test
    // speaks only of its own.
    const tp = await h.tick('SOLUSD', '161.00', '161.10');
    expect(tp.exited).toContain(held.id);
    const afterTp = await trader.balances();
    const crossedStop = await h.tick('SOLUSD', '130.00', '130.10');
    expect(crossedStop.exited).not.toContain(held.id);
    expect(await trader.balances()).toEqual(afterTp);
    const row = await findOrder(h.database.db, held.id);
    expect(row).toMatchObject({ status: 'COVER', closeReason: 'take_profit', coverPriceTicks: 16_100n });
    // One close only: the opening posting and the cover posting, nothing from the stop.
    expect(new Set((await transfersOf(held.id)).map((t) => t.type))).toEqual(new Set([3, 4]));
    expect((await trader.call('order/update', { orderId: held.id, stopLoss: '120.00' })).code).toBe(404);

    // And the other way round: the stop closes a second position, whose take profit never fires after.
    const second = await place(trader, {
      code: 'SOLUSD',
      direction: 'buy',
      priceType: 'market',
      hands: 1,
      stopLoss: '125.00',
      takeProfit: '140.00',
    });
    expect((await h.tick('SOLUSD', '124.00', '124.10')).exited).toContain(second.id);
    expect((await h.tick('SOLUSD', '141.00', '141.10')).exited).not.toContain(second.id);
    expect(await findOrder(h.database.db, second.id)).toMatchObject({ status: 'COVER', closeReason: 'stop_loss' });
    expect(await h.reconciled()).toEqual([]);
  });
});
