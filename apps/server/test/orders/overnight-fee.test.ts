import type { Order } from '@demo/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers } from '../../src/db/schema';
import { requestId, SATURDAY_NOON_MS, startTrading, type TradingHarness } from '../support/trading';

/** Each held position pays notional × tradeDelayRate once per 00:00 India time, however often the roll runs. */

let h: TradingHarness;
beforeAll(async () => {
  h = await startTrading();
});
afterAll(async () => {
  await h.close();
});

const HOUR_MS = 60 * 60 * 1000;
/** Saturday 18:30 UTC is Sunday 00:00 in India: the first roll after the test clock's noon. */
const FIRST_ROLL_MS = SATURDAY_NOON_MS + 6.5 * HOUR_MS;

/** The fees the account paid: the rupee legs (a dollar product's fee also has its dollar leg into fee_income, X2). */
async function feesOf(orderId: number): Promise<bigint[]> {
  const rows = await h.database.db
    .select({ amount: ledgerTransfers.amountMinor })
    .from(ledgerTransfers)
    .where(
      and(
        eq(ledgerTransfers.ref, `order:${orderId}`),
        eq(ledgerTransfers.type, 14),
        eq(ledgerTransfers.currency, 'INR'),
      ),
    );
  return rows.map((r) => r.amount);
}

describe('overnight fee', () => {
  it('O8: one fee per position per roll, and running the roll twice charges once', async () => {
    h.clock.nowMs = SATURDAY_NOON_MS;
    const trader = await h.trader({ rupees: 50_000 });
    await h.quote('BNBUSD', '900.00', '900.50');
    const order = await trader.call<Order>('order/create', {
      code: 'BNBUSD',
      direction: 'buy',
      hands: 4,
      accountType: 'real',
      requestId: requestId(),
    });
    expect(order.code).toBe(200);
    const before = await trader.balances();
    // Before midnight India time nothing is owed.
    await h.roll(FIRST_ROLL_MS - 1);
    expect(await feesOf(order.body.id)).toEqual([]);
    // notional 4 × 900.50 = 3602.00 × 0.0002 = 0.72 (0.7204 half-up).
    await h.roll(FIRST_ROLL_MS + HOUR_MS);
    await h.roll(FIRST_ROLL_MS + 2 * HOUR_MS);
    expect(await feesOf(order.body.id)).toEqual([72n]);
    expect((await trader.balances()).availableMinor).toBe(before.availableMinor - 72n);
    // A position opened after the roll owes nothing for it.
    h.clock.nowMs = FIRST_ROLL_MS + 3 * HOUR_MS;
    const late = await trader.call<Order>('order/create', {
      code: 'BNBUSD',
      direction: 'buy',
      hands: 1,
      accountType: 'real',
      requestId: requestId(),
    });
    await h.roll(FIRST_ROLL_MS + 4 * HOUR_MS);
    expect(await feesOf(late.body.id)).toEqual([]);
    // Two midnights later with no roll in between: the missed roll is caught up, one fee per day.
    await h.roll(FIRST_ROLL_MS + 48 * HOUR_MS + HOUR_MS);
    expect(await feesOf(order.body.id)).toEqual([72n, 72n, 72n]);
    expect(await feesOf(late.body.id)).toEqual([18n, 18n]);
    const held = await trader.call<{ list: Order[] }>('order/list', { status: '["BUILD"]', size: -1 });
    // The order's fee shows opening fee 1.80 + three overnight fees 2.16.
    expect(held.body.list.find((o) => o.id === order.body.id)?.fee).toBe('3.96');
    expect(await h.reconciled()).toEqual([]);
    h.clock.nowMs = SATURDAY_NOON_MS;
  });
});
