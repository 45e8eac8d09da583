import type { Order } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementCounter } from '../support/statements';
import { requestId, startTrading, type TradingHarness } from '../support/trading';

/**
 * An order placed and covered costs at most ROUND_TRIPS_MAX statements sent to PostgreSQL, counted
 * on the wire (every query of every connection), from the session check to the events after commit
 * (docs/adr/0004, 0012, 0013, 0014): BEGIN with the trading lock and the first reads; then the order
 * written, the posting, COMMIT and the balance event's read, together. A partial cover writes the
 * new order row, the covered one's update and the posting one after another, and COMMIT goes on its
 * own. The session check is the node's copy (A19) once the session was checked.
 */

const ROUND_TRIPS_MAX = 2;
const PARTIAL_COVER_ROUND_TRIPS_MAX = 5;

const { counted } = statementCounter;

let h: TradingHarness;
beforeAll(async () => {
  statementCounter.install();
  h = await startTrading();
});
afterAll(async () => {
  statementCounter.uninstall();
  await h.close();
});

describe('round trips per order', () => {
  it(`a market order's create and cover each take at most ${ROUND_TRIPS_MAX} round trips, a partial cover ${PARTIAL_COVER_ROUND_TRIPS_MAX}`, async () => {
    const trader = await h.trader({ rupees: 1_000_000 });
    await h.quote('BTCUSD', '50000.00', '50010.00');
    const create = () =>
      trader.call<Order>('order/create', {
        code: 'BTCUSD',
        direction: 'buy',
        priceType: 'market',
        hands: 2,
        accountType: 'real',
        requestId: requestId(),
      });
    // The first orders fill the node's caches (settings, products, holidays, platform account ids)
    // as a busy node has them; a platform row is remembered once a transaction has seen it committed.
    for (let round = 0; round < 2; round++) {
      const warm = await create();
      expect(warm.code).toBe(200);
      expect((await trader.call<Order>('order/cover', { orderId: warm.body.id, hands: 2 })).code).toBe(200);
    }

    const created = await counted(create);
    expect(created.value.code).toBe(200);
    expect(created.statements.length, created.statements.join('\n')).toBeLessThanOrEqual(ROUND_TRIPS_MAX);

    const partial = await counted(() =>
      trader.call<Order>('order/cover', { orderId: created.value.body.id, hands: 1 }),
    );
    expect(partial.value.body).toMatchObject({ status: 'COVER', hands: 1, parentId: created.value.body.id });
    expect(partial.statements.length, partial.statements.join('\n')).toBeLessThanOrEqual(PARTIAL_COVER_ROUND_TRIPS_MAX);

    const whole = await counted(() => trader.call<Order>('order/cover', { orderId: created.value.body.id, hands: 1 }));
    expect(whole.value.body).toMatchObject({ status: 'COVER', id: created.value.body.id });
    expect(whole.statements.length, whole.statements.join('\n')).toBeLessThanOrEqual(ROUND_TRIPS_MAX);
    expect(await h.reconciled()).toEqual([]);
  });
});
