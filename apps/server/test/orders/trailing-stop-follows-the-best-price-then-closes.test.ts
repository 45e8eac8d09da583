import type { Order } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrder, TRAIL_STATEMENTS } from '../../src/modules/trading/orders/store';
import { requestId, startTrading, type Trader, type TradingHarness } from '../support/trading';

/** A trailing stop follows the best closing price at its distance, never moves back, closes at the crossing tick and tells the user at most about once a second. */

let h: TradingHarness;
beforeAll(async () => {
  h = await startTrading();
});
afterAll(async () => {
  await h.close();
});

async function place(trader: Trader, payload: Record<string, string | number>): Promise<Order> {
  const reply = await trader.call<Order>('order/create', {
    hands: 1,
    accountType: 'real',
    requestId: requestId(),
    ...payload,
  });
  expect(reply.code, reply.message).toBe(200);
  return reply.body;
}

const orderEvents = (trader: Trader, id: number) => trader.events.filter((e) => e.type === 'order' && e.id === id);

describe('trailing stops', () => {
  it('O11: a buy trails the bid from its fill, tightens on new highs only, and closes at the crossing tick (O5)', async () => {
    const trader = await h.trader({ rupees: 100_000 });
    await h.quote('ETHUSD', '3000.00', '3001.00');
    const held = await place(trader, {
      code: 'ETHUSD',
      direction: 'buy',
      priceType: 'market',
      trailingDistance: '50.00',
    });
    expect(held).toMatchObject({
      status: 'BUILD',
      buildPrice: '3001.00',
      stopLoss: '2950.00',
      trailingDistance: '50.00',
    });

    h.clock.nowMs += 2_000;
    const up = await h.tick('ETHUSD', '3100.00', '3101.00');
    expect(up.trailed).toContain(held.id);
    expect((await findOrder(h.database.db, held.id))?.stopLossTicks).toBe(305_000n);
    // The user heard of the move with the new level.
    expect(orderEvents(trader, held.id).at(-1)).toMatchObject({ stopLoss: '3050.00', status: 'BUILD' });

    h.clock.nowMs += 2_000;
    const down = await h.tick('ETHUSD', '3060.00', '3061.00');
    expect(down.trailed).not.toContain(held.id);
    expect(down.exited).not.toContain(held.id);
    expect((await findOrder(h.database.db, held.id))?.stopLossTicks).toBe(305_000n);

    h.clock.nowMs += 2_000;
    const crossed = await h.tick('ETHUSD', '3040.00', '3041.00');
    expect(crossed.exited).toContain(held.id);
    const closed = await trader.call<{ list: Order[] }>('order/cover/list', { size: -1 });
    expect(closed.body.list.find((o) => o.id === held.id)).toMatchObject({
      status: 'COVER',
      closeReason: 'stop_loss',
      coverPrice: '3040.00',
      stopLoss: '3050.00',
    });
    expect(await h.reconciled()).toEqual([]);
  });

  it('O11: a sell trails the ask downwards and a limit order starts its trail at its fill', async () => {
    const trader = await h.trader({ rupees: 100_000 });
    await h.quote('BNBUSD', '900.00', '900.30');
    const sold = await place(trader, {
      code: 'BNBUSD',
      direction: 'sell',
      priceType: 'market',
      trailingDistance: '10.00',
    });
    expect(sold).toMatchObject({ buildPrice: '900.00', stopLoss: '910.30' });
    const limit = await place(trader, {
      code: 'BNBUSD',
      direction: 'buy',
      priceType: 'limit',
      price: '890.00',
      trailingDistance: '20.00',
    });
    expect(limit).toMatchObject({ status: 'CREATED', stopLoss: null, trailingDistance: '20.00' });

    h.clock.nowMs += 2_000;
    const fill = await h.tick('BNBUSD', '889.70', '890.00');
    expect(fill.filled).toContain(limit.id);
    expect(fill.trailed).toContain(sold.id);
    expect((await findOrder(h.database.db, limit.id))?.stopLossTicks).toBe(86_970n);
    expect((await findOrder(h.database.db, sold.id))?.stopLossTicks).toBe(90_000n);

    // A rise loosens neither: the sell's stop stays at 900.00, the buy's moves up to 875.00.
    h.clock.nowMs += 2_000;
    const rise = await h.tick('BNBUSD', '895.00', '895.30');
    expect(rise.trailed).toEqual([limit.id]);
    expect(rise.exited).toEqual([]);
    expect((await findOrder(h.database.db, sold.id))?.stopLossTicks).toBe(90_000n);
    expect((await findOrder(h.database.db, limit.id))?.stopLossTicks).toBe(87_500n);
    // The ask reaching the sell's stop closes it there.
    const crossed = await h.tick('BNBUSD', '899.70', '900.00');
    expect(crossed.exited).toEqual([sold.id]);
    expect(await h.reconciled()).toEqual([]);
  });

  it('O11: one statement per product and direction moves only the positions whose best price was passed', async () => {
    const trader = await h.trader({ rupees: 100_000 });
    await h.quote('SOLUSD', '150.00', '150.10');
    const near = await place(trader, {
      code: 'SOLUSD',
      direction: 'buy',
      priceType: 'market',
      trailingDistance: '1.00',
    });
    await h.tick('SOLUSD', '160.00', '160.10');
    await h.tick('SOLUSD', '140.00', '140.10');
    // Placed at the low: its best is 140.00, the first's 160.00 (stop 159.00, already closed by the fall).
    const low = await place(trader, {
      code: 'SOLUSD',
      direction: 'buy',
      priceType: 'market',
      trailingDistance: '30.00',
    });
    const far = await place(trader, {
      code: 'SOLUSD',
      direction: 'buy',
      priceType: 'market',
      trailingDistance: '20.00',
    });
    await h.tick('SOLUSD', '155.00', '155.10');
    const before = await findOrder(h.database.db, far.id);
    // 145.00 passes neither best (low: 155.00 − 30.00, far: 155.00 − 20.00 after the last tick).
    const still = await h.tick('SOLUSD', '150.00', '150.10');
    expect(still.trailed).toEqual([]);
    expect((await findOrder(h.database.db, far.id))?.version).toBe(before?.version);
    expect((await findOrder(h.database.db, near.id))?.status).toBe('COVER');
    const next = await h.tick('SOLUSD', '156.00', '156.10');
    expect(next.trailed.sort()).toEqual([low.id, far.id].sort());
    expect((await findOrder(h.database.db, low.id))?.stopLossTicks).toBe(12_600n);
  });

  it('O11: each trail statement reads its partial expression index, not every held position', async () => {
    const client = await h.database.pool.connect();
    try {
      await client.query('begin');
      // The test database is tiny, so the planner would scan it whole: forbid that to ask whether the
      // index can answer the statement's range at all.
      await client.query('set local enable_seqscan = off');
      for (const [direction, statement] of Object.entries(TRAIL_STATEMENTS)) {
        const text = statement.text.replace('$1', "'SOLUSD'").replaceAll('$2::bigint', '15000::bigint');
        const plan = await client.query<{ 'QUERY PLAN': string }>(`explain ${text}`);
        const lines = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
        expect(lines, direction).toContain(`Index Scan using orders_trailing_${direction}`);
        // The price bounds the scan itself (an index condition), not a filter over every row it reads.
        const bound =
          direction === 'buy'
            ? '(stop_loss_ticks + trailing_distance_ticks) <'
            : '(stop_loss_ticks - trailing_distance_ticks) >';
        expect(lines, direction).toMatch(new RegExp(`Index Cond: .*${bound.replace(/[()+]/g, '\\$&')}`));
      }
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('O11: the user is told of a moving stop at most about once a second per order, and of its last level', async () => {
    const trader = await h.trader({ rupees: 100_000 });
    await h.quote('LINKUSD', '14.000', '14.010');
    const held = await place(trader, {
      code: 'LINKUSD',
      direction: 'buy',
      priceType: 'market',
      trailingDistance: '0.500',
    });
    const heard = () => orderEvents(trader, held.id).length;
    const afterPlacing = heard();
    h.clock.nowMs += 5_000;
    await h.tick('LINKUSD', '14.100', '14.110');
    expect(heard()).toBe(afterPlacing + 1);
    // Three more moves within the same second: none is announced yet.
    for (const bid of ['14.200', '14.300', '14.400']) {
      h.clock.nowMs += 200;
      const moved = await h.tick('LINKUSD', bid, (Number(bid) + 0.01).toFixed(3));
      expect(moved.trailed).toContain(held.id);
    }
    expect(heard()).toBe(afterPlacing + 1);
    // The next batch after the second carries the latest level, though the stop did not move again.
    h.clock.nowMs += 1_000;
    await h.tick('LINKUSD', '14.350', '14.360');
    expect(heard()).toBe(afterPlacing + 2);
    expect(orderEvents(trader, held.id).at(-1)).toMatchObject({ stopLoss: '13.900' });
  });

  it('O11: a trailing distance is checked like a price (601 naming the field)', async () => {
    const trader = await h.trader({ rupees: 100_000 });
    await h.quote('AVAXUSD', '15.00', '15.02');
    const base = { code: 'AVAXUSD', direction: 'buy', priceType: 'market' };
    for (const [distance, code] of [
      // Zero is refused by the contract's price format (404), like a stop loss of zero.
      ['0', 404],
      ['15.00', 601],
      ['0.001', 601],
    ] as const) {
      const reply = await trader.call('order/create', {
        ...base,
        hands: 1,
        trailingDistance: distance,
        accountType: 'real',
        requestId: requestId(),
      });
      expect(reply.code, distance).toBe(code);
      expect(reply.message).toMatch(/Trailing distance|trailingDistance/);
    }
    const both = await trader.call('order/create', {
      ...base,
      hands: 1,
      stopLoss: '14.00',
      trailingDistance: '0.50',
      accountType: 'real',
      requestId: requestId(),
    });
    expect(both.code).toBe(404);
    expect(both.message).toMatch(/Trailing distance/);
  });
});
