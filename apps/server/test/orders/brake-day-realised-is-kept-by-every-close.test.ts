import type { BrakeStatus, Order } from '@demo/contract';
import { netTradePnl, startOfIndiaDayMs } from '@demo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestId, SATURDAY_NOON_MS, startTrading, type Trader, type TradingHarness } from '../support/trading';

// BR4: today's realised P&L is a running sum on the user's brake row, added by every close in its own
// transaction (a cover, a partial cover, a stop, a forced cover), so an order reads one number instead
// of the day's trades. Here the sum is checked against the trades recomputed from the orders after each
// kind of close, across an overnight fee and an India midnight.

const HOUR_MS = 60 * 60 * 1000;
/** Saturday 18:30 UTC is Sunday 00:00 in India. */
const MIDNIGHT_MS = SATURDAY_NOON_MS + 6.5 * HOUR_MS;

let h: TradingHarness;
beforeAll(async () => {
  h = await startTrading();
  h.clock.nowMs = SATURDAY_NOON_MS;
});
afterAll(async () => {
  await h.close();
});

/** The kept sum, straight from the row: its day and amount. */
async function kept(userId: number): Promise<{ dayMs: number | null; minor: bigint }> {
  const { rows } = await h.database.pool.query<{ day: string | null; minor: string }>(
    `select realised_day_ms::text as day, realised_minor::text as minor from customer_brakes
      where user_id = $1 and account_set = 'real'`,
    [userId],
  );
  const row = rows[0];
  return { dayMs: row?.day == null ? null : Number(row.day), minor: BigInt(row?.minor ?? '0') };
}

/** The day's realised net P&L recomputed from the covered orders with analytics' rule (AN1). */
async function recomputed(userId: number, dayStartMs: number): Promise<bigint> {
  const { rows } = await h.database.pool.query<{ p: string; o: string; c: string; n: string }>(
    `select profit_minor::text as p, opening_fee_minor::text as o, closing_fee_minor::text as c,
            overnight_fee_minor::text as n
       from orders where user_id = $1 and account_set = 'real' and status = 'COVER'
        and cover_time >= $2 and cover_time < $2 + 86400000`,
    [userId, dayStartMs],
  );
  return rows.reduce(
    (sum, r) =>
      sum +
      netTradePnl({
        profitMinor: BigInt(r.p),
        openingFeeMinor: BigInt(r.o),
        closingFeeMinor: BigInt(r.c),
        overnightFeeMinor: BigInt(r.n),
        market: '',
        coverTimeMs: 0,
      }),
    0n,
  );
}

async function buy(trader: Trader, hands: number, extra: Record<string, string> = {}): Promise<Order> {
  const reply = await trader.call<Order>('order/create', {
    code: 'BTCUSD',
    direction: 'buy',
    hands,
    lever: 1,
    accountType: 'real',
    requestId: requestId(),
    ...extra,
  });
  expect(reply.code, reply.message).toBe(200);
  return reply.body;
}

describe('BR4: the day realised sum', () => {
  it('BR4: covers, a partial cover, a stop and an overnight fee each add their net P&L; a new India day starts at 0', async () => {
    const trader = await h.trader({ rupees: 1_000_000 });
    await h.quote('BTCUSD', '50000.00', '50010.00');
    const day = startOfIndiaDayMs(h.clock.nowMs);
    const held = await buy(trader, 3);
    const stopped = await buy(trader, 1, { stopLoss: '49000.00' });
    // A partial cover at a gain: the child is born covered.
    await h.quote('BTCUSD', '50500.00', '50510.00');
    const partial = await trader.call<Order>('order/cover', { orderId: held.id, hands: 1 });
    expect(partial.code, partial.message).toBe(200);
    expect(await kept(trader.id)).toEqual({ dayMs: day, minor: await recomputed(trader.id, day) });
    expect((await kept(trader.id)).minor).not.toBe(0n);
    // The engine's stop at a loss.
    const outcome = await h.tick('BTCUSD', '48900.00', '48910.00');
    expect(outcome.exited).toContain(stopped.id);
    expect(await kept(trader.id)).toEqual({ dayMs: day, minor: await recomputed(trader.id, day) });

    // An overnight fee on the rest, then its cover on the new India day: the sum restarts with it alone.
    await h.roll(MIDNIGHT_MS + HOUR_MS);
    h.clock.nowMs = MIDNIGHT_MS + 2 * HOUR_MS;
    const nextDay = startOfIndiaDayMs(h.clock.nowMs);
    expect(nextDay).toBe(MIDNIGHT_MS);
    await h.quote('BTCUSD', '49000.00', '49010.00');
    const rest = await trader.call<Order>('order/cover', { orderId: held.id, hands: 2 });
    expect(rest.code, rest.message).toBe(200);
    const { rows } = await h.database.pool.query<{ n: string }>(
      'select overnight_fee_minor::text as n from orders where id = $1',
      [held.id],
    );
    expect(BigInt(rows[0]?.n ?? '0')).toBeGreaterThan(0n);
    expect(await kept(trader.id)).toEqual({ dayMs: nextDay, minor: await recomputed(trader.id, nextDay) });
    expect(await h.reconciled()).toEqual([]);
  });

  it('BR4, BR6: realised losses alone reach the limit and refuse the next order naming it', async () => {
    h.clock.nowMs = MIDNIGHT_MS + 3 * HOUR_MS;
    const trader = await h.trader({ rupees: 1_000_000 });
    await h.quote('BTCUSD', '50000.00', '50010.00');
    const set = await trader.call('brake/loss_limit/set', { accountType: 'real', amount: '1000' });
    expect(set.code, set.message).toBe(200);
    const order = await buy(trader, 1);
    await h.quote('BTCUSD', '48800.00', '48810.00');
    const covered = await trader.call<Order>('order/cover', { orderId: order.id, hands: 1 });
    expect(covered.code, covered.message).toBe(200);
    // Nothing is open: the loss is the realised one only (1 210.00 and the fees, over 1 000.00).
    await h.quote('BTCUSD', '50000.00', '50010.00');
    const reply = await trader.call('order/create', {
      code: 'BTCUSD',
      direction: 'buy',
      hands: 1,
      lever: 1,
      accountType: 'real',
      requestId: requestId(),
    });
    expect(reply.code).toBe(600);
    expect(reply.message).toMatch(/1,?000\.00 INR/);
    // The status reads the same kept sum: today's loss is the recomputed realised loss.
    const loss = -(await recomputed(trader.id, startOfIndiaDayMs(h.clock.nowMs)));
    expect(loss).toBeGreaterThan(100_000n);
    const status = await trader.call<BrakeStatus>('brake/status', { accountType: 'real' });
    expect(status.body).toMatchObject({ lossLimit: '1000.00', todayLoss: (Number(loss) / 100).toFixed(2) });
  });
});
