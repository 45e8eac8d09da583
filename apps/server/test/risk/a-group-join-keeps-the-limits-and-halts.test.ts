import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, staffToken } from '../support/funds';
import { isolatedDatabase } from '../support/isolated-database';
import { startTrading, type TradingHarness } from '../support/trading';

// RL10: joining a group purchase opens exposure (its allotment becomes a position), so the join is
// decided as an order is: refused with 600 naming the limit when the lots its amount asks for would
// cross one, and with the halt's reason while the product is halted; nothing is deposited then. A
// database of its own: limits and halts bind every customer.

let h: TradingHarness;
let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;
let admin: string;
beforeAll(async () => {
  isolated = await isolatedDatabase();
  h = await startTrading({ databaseUrl: isolated.url });
  admin = (await staffToken(h, 'admin')).token;
  await h.quote('BTCUSD', '100.00', '100.10');
});
afterAll(async () => {
  await h?.close();
  await isolated?.drop();
});

const desk = <B>(path: string, payload: Record<string, string | number>) =>
  consoleCall<B>(h, path, { reason: 'desk review', ...payload }, admin);

describe('group joins under the risk desk', () => {
  it('RL10: a join past a limit or in a halted product is refused naming why; one inside joins', async () => {
    // BTCUSD hands at $100.00 (₹100.00 at the harness's parity): an amount of ₹500.00 asks for 5 lots.
    const group = await desk<{ id: number }>('group/create', {
      name: 'Bitcoin block',
      code: 'BTCUSD',
      price: '100.00',
      blockQty: 100,
      minAmount: '100.00',
      maxAmount: '5000.00',
      depositRate: '0.2',
      allocateAt: h.clock.nowMs + 600_000,
      payDeadline: h.clock.nowMs + 4_200_000,
    });
    expect(group.code, group.message).toBe(200);
    const trader = await h.trader({ rupees: 10_000 });
    const before = (await trader.balances()).availableMinor;
    const limit = await desk('risk/limit/set', { kind: 'maxLots', code: 'BTCUSD', userId: trader.id, value: '3' });
    expect(limit.code, limit.message).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    const join = (amount: string, locale: 'en' | 'hi' = 'en') =>
      trader.call('user_product_group/create', { sourceId: group.body.id, amount }, { locale });
    const past = await join('500.00');
    expect(past.code).toBe(600);
    expect(past.message).toContain('your limit of 3 lots in BTCUSD would be exceeded');
    expect((await join('500.00', 'hi')).message).toContain('BTCUSD में आपकी 3 लॉट की सीमा');
    expect((await trader.balances()).availableMinor).toBe(before);

    // A halt refuses any join with its reason.
    const halt = await desk('risk/halt', { code: 'BTCUSD', reason: 'Feed check' });
    expect(halt.code, halt.message).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const halted = await join('300.00');
    expect(halted.code).toBe(600);
    expect(halted.message).toContain('Trading in this product is halted: Feed check');
    expect((await desk('risk/resume', { code: 'BTCUSD' })).code).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    // Three lots are inside the limit: the join is made and its deposit taken.
    const inside = await join('300.00');
    expect(inside.code, inside.message).toBe(200);
    expect((await trader.balances()).availableMinor).toBe(before - 6_000n);
  });
});
