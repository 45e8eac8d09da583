import type { Order } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../support/funds';
import { call } from '../support/harness';
import { isolatedDatabase } from '../support/isolated-database';
import { requestId, startTrading, type TradingHarness } from '../support/trading';

// RL9: a pending limit order placed inside the house's net notional limit does not fill on a crossing
// tick while its fill would take the house past the limit (others' positions filled the room since);
// it waits, pending and holding its money, and fills on the first crossing tick once the house has
// room again. A database of its own: a house limit binds every customer's orders.

let h: TradingHarness;
let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;
let admin: string;
beforeAll(async () => {
  isolated = await isolatedDatabase();
  h = await startTrading({ databaseUrl: isolated.url });
  admin = (await staffToken(h, 'admin')).token;
  await h.quote('ETHUSD', '2000.00', '2001.00');
});
afterAll(async () => {
  await h?.close();
  await isolated?.drop();
});

describe('a limit order filling later in the engine', () => {
  it('RL9: waits while its fill would cross the house limit, fills once there is room', async () => {
    const waiting = await h.trader({ rupees: 1_000_000 });
    const other = await h.trader({ rupees: 1_000_000 });
    // Room for five lots at the ask (USDINR at parity): 5 × 2,001.00 = 10,005.00.
    const set = await call(
      h.app,
      'risk/limit/set',
      { kind: 'houseNotional', code: 'ETHUSD', value: '10100', reason: 'desk review' },
      { base: '/api/console/', token: admin },
    );
    expect(set.code, set.message).toBe(200);
    // Two lots to buy at 1,990.00: inside the limit when placed (the house holds nothing yet).
    const pending = await waiting.call<Order>('order/create', {
      code: 'ETHUSD',
      direction: 'buy',
      priceType: 'limit',
      price: '1990.00',
      hands: 2,
      lever: 20,
      accountType: 'real',
      requestId: requestId(),
    });
    expect(pending.code, pending.message).toBe(200);
    expect(pending.body.status).toBe('CREATED');
    // Another customer takes four lots at market: the house's room is now one lot.
    const held = await other.call<Order>('order/create', {
      code: 'ETHUSD',
      direction: 'buy',
      hands: 4,
      lever: 20,
      accountType: 'real',
      requestId: requestId(),
    });
    expect(held.code, held.message).toBe(200);
    // RL4: the node's copy of the house book is at most a second old.
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    const crossed = await h.tick('ETHUSD', '1989.00', '1990.00');
    expect(crossed.filled).not.toContain(pending.body.id);
    const still = await h.database.pool.query<{ status: string }>('select status from orders where id = $1', [
      pending.body.id,
    ]);
    expect(still.rows[0]?.status).toBe('CREATED');

    // RL3, HL7: the other customer's cover is never refused; the house has room again.
    const covered = await other.call('order/cover', { orderId: held.body.id, hands: 4 });
    expect(covered.code, covered.message).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const again = await h.tick('ETHUSD', '1988.00', '1989.00');
    expect(again.filled).toContain(pending.body.id);
  });
});
