// Proves order creation is limited per account, whatever the address (O9): a burst no person could
// click is refused with 429 and places nothing more, while another account trades on undisturbed.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import { ACCOUNT_IN_FLIGHT } from '../../src/http/bulkhead';
import { ORDER_CREATE_LIMITS } from '../../src/modules/trading/orders/routes';
import { requestId, startTrading, type TradingHarness } from '../support/trading';

let h: TradingHarness;
beforeAll(async () => {
  h = await startTrading({ orderCreateLimits: ORDER_CREATE_LIMITS });
});
afterAll(async () => h.close());

const BURST_MAX = ORDER_CREATE_LIMITS.find((l) => l.name === 'order-burst')?.max ?? 0;

it('O9: the order past the burst limit answers 429 and is not placed; another account is not affected', async () => {
  const scripted = await h.trader({ rupees: 1_000_000 });
  const neighbour = await h.trader({ rupees: 100_000 });
  await h.quote('SOLUSD', '140.00', '140.05');
  const order = () => ({ code: 'SOLUSD', direction: 'buy', hands: 1, accountType: 'virtual', requestId: requestId() });

  // As fast as a script may (as many at once as E10's in-flight bound lets one account): they reach
  // the limiter well within its window.
  const replies: Array<{ code: number }> = [];
  let left = BURST_MAX + 5;
  const lane = async () => {
    while (left-- > 0) replies.push(await scripted.call('order/create', order()));
  };
  await Promise.all(Array.from({ length: ACCOUNT_IN_FLIGHT.writesMax }, lane));
  const placed = replies.filter((r) => r.code === 200).length;
  expect(placed).toBe(BURST_MAX);
  expect(replies.filter((r) => r.code === 429)).toHaveLength(5);
  const rows = await h.database.db.select().from(orders).where(eq(orders.userId, scripted.id));
  expect(rows).toHaveLength(BURST_MAX);

  expect((await neighbour.call('order/create', order())).code).toBe(200);
});
