import type { Order } from '@demo/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, orders } from '../src/db/schema';
import { requestId, startTrading, type TradingHarness } from './support/trading';

/** A client that sends one order 50 times at once gets one order and pays once. */

let h: TradingHarness;
beforeAll(async () => {
  h = await startTrading();
});
afterAll(async () => {
  await h.close();
});

describe('requestId', () => {
  it('50 concurrent repeats of one requestId create one order and one debit', async () => {
    const trader = await h.trader({ rupees: 100_000 });
    await h.quote('SOLUSD', '140.00', '140.05');
    const payload = {
      code: 'SOLUSD',
      direction: 'buy',
      hands: 3,
      accountType: 'real',
      requestId: requestId(),
    };
    const replies = await Promise.all(Array.from({ length: 50 }, () => trader.call<Order>('order/create', payload)));
    expect(replies.filter((r) => r.code !== 200).slice(0, 1)).toEqual([]);
    const ids = new Set(replies.map((r) => r.body.id));
    expect(ids.size).toBe(1);
    const rows = await h.database.db.select().from(orders).where(eq(orders.userId, trader.id));
    expect(rows).toHaveLength(1);
    const [id] = [...ids];
    const debits = await h.database.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.ref, `order:${id}`), like(ledgerTransfers.idempotencyId, '%:open/margin')));
    expect(debits).toHaveLength(1);
    // SOLUSD hands hold 10 units: notional 30 × 140.05 = 4201.50, margin 210.08 (210.075 half-up), fee
    // 2.10: taken once.
    expect(await trader.balances()).toEqual({ availableMinor: 9_978_782n, lockedMinor: 0n, marginMinor: 21_008n });
    // A later repeat answers the same order, even after the price moved.
    await h.quote('SOLUSD', '150.00', '150.05');
    const later = await trader.call<Order>('order/create', payload);
    expect(later.body).toMatchObject({ id, buildPrice: '140.05' });
    expect(await h.reconciled()).toEqual([]);
  });
});
