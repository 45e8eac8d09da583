import type { Order } from '@demo/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, orders } from '../../src/db/schema';
import { requestId, startTrading, type TradingHarness } from '../support/trading';

/** The engine's stop loss and the user's cover hit one position at once: it settles exactly once. */

let h: TradingHarness;
beforeAll(async () => {
  h = await startTrading();
});
afterAll(async () => {
  await h.close();
});

describe('engine and user race', () => {
  it('O1: a stop loss and a user cover racing on one order close it once, with one cover posting', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round++) {
      const trader = await h.trader({ rupees: 100_000 });
      await h.quote('ETHUSD', '3000.00', '3001.00');
      const opened = await trader.call<Order>('order/create', {
        code: 'ETHUSD',
        direction: 'buy',
        hands: 5,
        stopLoss: '2950.00',
        accountType: 'real',
        requestId: requestId(),
      });
      expect(opened.code).toBe(200);
      await h.quote('ETHUSD', '2940.00', '2941.00');
      const [engine, user] = await Promise.all([
        h.tick('ETHUSD', '2940.00', '2941.00'),
        trader.call<Order>('order/cover', { orderId: opened.body.id, hands: 5 }),
      ]);
      const rows = await h.database.db.select().from(orders).where(eq(orders.userId, trader.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.status).toBe('COVER');
      const reason = rows[0]?.closeReason ?? '';
      outcomes.add(reason);
      // Whoever lost the race saw the order closed already: the user gets 404, the engine skips it.
      if (reason === 'stop_loss') expect(user.code).toBe(404);
      else expect(engine.exited).not.toContain(opened.body.id);
      const covers = await h.database.db
        .select()
        .from(ledgerTransfers)
        .where(
          and(
            eq(ledgerTransfers.ref, `order:${opened.body.id}`),
            like(ledgerTransfers.idempotencyId, '%:cover/margin'),
          ),
        );
      expect(covers).toHaveLength(1);
      // Both paths close at the same bid, so the money is the same either way: P&L 5 × −61.00,
      // opening fee 7.50 (7.5025), closing fee 7.35.
      expect(await trader.balances()).toEqual({ availableMinor: 9_968_015n, lockedMinor: 0n, marginMinor: 0n });
    }
    expect(outcomes.size).toBeGreaterThanOrEqual(1);
    expect(await h.reconciled()).toEqual([]);
  });
});
