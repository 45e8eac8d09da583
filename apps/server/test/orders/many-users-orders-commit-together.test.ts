import type { Order } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupCommitStats } from '../../src/db/group-commit';
import { requestId, startTrading, type Trader, type TradingHarness } from '../support/trading';

/**
 * E8: orders of many users that reach the server at once commit in groups (docs/adr/0009), and each
 * is answered as if it had run alone: every funded order fills with its own user's money, an order
 * without funds is refused with nothing of it written, the covers settle each position, and the
 * ledger reconciles.
 */

let h: TradingHarness;
beforeAll(async () => {
  h = await startTrading();
});
afterAll(async () => {
  await h.close();
});

function buy(trader: Trader) {
  return trader.call<Order>('order/create', {
    code: 'BTCUSD',
    direction: 'buy',
    hands: 1,
    accountType: 'real',
    requestId: requestId(),
  });
}

describe('orders of many users at once', () => {
  it('E8: are placed and covered in groups, each with its own money; one without funds is refused alone', async () => {
    // Each order costs 2 525.51 (margin 2 500.50, fee 25.01); a funded account holds 4 000.00.
    const funded: Trader[] = [];
    for (let i = 0; i < 12; i++) funded.push(await h.trader({ rupees: 4_000 }));
    const poor = await h.trader({ rupees: 100 });
    await h.quote('BTCUSD', '50000.00', '50010.00');
    // Orders placed and covered first, as a busy node has done: the node knows the platform rows (it
    // remembers a row once it has seen it committed, so the second round finds them all known).
    const first = await h.trader({ rupees: 8_000 });
    for (let round = 0; round < 2; round++) {
      const warm = await buy(first);
      expect((await first.call<Order>('order/cover', { orderId: warm.body.id, hands: 1 })).code).toBe(200);
    }
    const before = groupCommitStats(h.database.db);

    const placed = await Promise.all([...funded.slice(0, 6).map(buy), buy(poor), ...funded.slice(6).map(buy)]);
    expect(placed.map((r) => r.code)).toEqual([...Array(6).fill(200), 407, ...Array(6).fill(200)]);
    for (const trader of funded) {
      expect(await trader.balances()).toEqual({ availableMinor: 147_449n, lockedMinor: 0n, marginMinor: 250_050n });
    }
    expect(await poor.balances()).toEqual({ availableMinor: 10_000n, lockedMinor: 0n, marginMinor: 0n });
    const afterCreates = groupCommitStats(h.database.db);
    expect(afterCreates.groups).toBeGreaterThan(before.groups);
    // docs/adr/0012: each order and its posting went to PostgreSQL together, one step per group
    // (a group stopped by the refused order ran its steps again, so count the committed ones only).
    expect(afterCreates.batchedStatements - before.batchedStatements).toBeGreaterThanOrEqual(
      2 * (afterCreates.groupedUnits - before.groupedUnits),
    );

    const orders = placed.filter((r) => r.code === 200).map((r) => r.body);
    const covered = await Promise.all(
      orders.map((order, i) => funded[i]?.call<Order>('order/cover', { orderId: order.id, hands: 1 })),
    );
    expect(covered.map((r) => [r?.code, r?.body.status])).toEqual(orders.map(() => [200, 'COVER']));
    for (const trader of funded) expect((await trader.balances()).marginMinor).toBe(0n);
    const afterCovers = groupCommitStats(h.database.db);
    expect(afterCovers.groups).toBeGreaterThan(afterCreates.groups);
    // A cover's order update, the day's realised sum the brakes read (BR4) and its posting share one
    // round trip: one step per group of covers, and per cover that ran at once alone (a group of one,
    // docs/adr/0014).
    expect(afterCovers.stopped).toBe(afterCreates.stopped);
    const singles = afterCovers.single - afterCreates.single;
    expect(afterCovers.batchRoundTrips - afterCreates.batchRoundTrips).toBe(
      afterCovers.groups - afterCreates.groups + singles,
    );
    expect(afterCovers.batchedStatements - afterCreates.batchedStatements).toBe(
      3 * (afterCovers.groupedUnits - afterCreates.groupedUnits + singles),
    );
    expect(await h.reconciled()).toEqual([]);
  });
});
