import type { Order } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../support/funds';
import { call } from '../support/harness';
import { isolatedDatabase } from '../support/isolated-database';
import { requestId, startTrading, type Trader, type TradingHarness } from '../support/trading';

// The risk desk's customers nearest a forced cover are valued as the engine values them: the margin
// level the desk shows is the one the engine's warning carried, the weakest account first, and the
// forced cover that follows is in the day's list with what negative-balance protection paid (RK6).

let h: TradingHarness;
let drop: () => Promise<void>;
let token: string;
// A database of its own: the list holds at most 50 accounts, and a shared run's weakest may be others'.
beforeAll(async () => {
  const own = await isolatedDatabase();
  drop = own.drop;
  h = await startTrading({ databaseUrl: own.url });
  token = (await staffToken(h, 'reviewer')).token;
});
afterAll(async () => {
  await h?.close();
  await drop?.();
});

async function open(trader: Trader, direction: 'buy' | 'sell'): Promise<Order> {
  const reply = await trader.call<Order>('order/create', {
    code: 'BTCUSD',
    direction,
    hands: 1,
    // The product's own lever (20×), as the forced-cover scenarios trade.
    lever: 20,
    accountType: 'real',
    requestId: requestId(),
  });
  expect(reply.code, reply.message).toBe(200);
  return reply.body;
}

interface NearCover {
  forceCoverLevel: string;
  warningLevel: string;
  list: Array<{ userId: number; marginLevel: string; positions: number; usedMargin: string; exposure: string | null }>;
  forcedCoversToday: Array<{ orderId: number; userId: number; code: string; absorbed: string; coverPrice: string }>;
}

const nearCover = () =>
  call<NearCover>(h.app, 'risk/near_cover', { accountType: 'real' }, { base: '/api/console/', token });

describe('customers near a forced cover', () => {
  it('RK6: the weakest account first, at the level the engine warned with, then its forced cover of the day', async () => {
    const weak = await h.trader({ rupees: 20_000 });
    const strong = await h.trader({ rupees: 200_000 });
    await h.quote('BTCUSD', '50000.00', '50010.00');
    const long = await open(weak, 'buy');
    await open(strong, 'sell');

    // Bid 31,800.00: the long has lost 18,210.00 of 19,974.99; warned, not yet covered.
    const dip = await h.tick('BTCUSD', '31800.00', '31810.00');
    expect(dip.forceCovered).toEqual([]);
    const warning = weak.events.find((e) => e.type === 'warning');
    expect(warning).toBeDefined();
    const reply = await nearCover();
    expect(reply.code, reply.message).toBe(200);
    expect(reply.body.forceCoverLevel).toMatch(/^\d+\.\d{2}$/);
    // The run's shared database holds other files' accounts too: ours keep their order among them.
    const ours = (list: NearCover['list']) => list.filter((a) => a.userId === weak.id || a.userId === strong.id);
    expect(ours(reply.body.list).map((a) => a.userId)).toEqual([weak.id, strong.id]);
    const levels = reply.body.list.map((a) => Number(a.marginLevel));
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    const first = reply.body.list.find((a) => a.userId === weak.id);
    // The engine's warning carries equity ÷ used margin with four decimals; the desk shows it in percent.
    expect(first?.marginLevel).toBe((Number(warning?.marginLevel) * 100).toFixed(2));
    expect(first).toMatchObject({ positions: 1, usedMargin: '2500.50', exposure: '31800.00' });
    expect(Number(first?.marginLevel)).toBeLessThan(Number(reply.body.warningLevel));
    expect(reply.body.forcedCoversToday.filter((c) => c.userId === weak.id)).toEqual([]);

    // The gap: covered, and loss_absorption pays what the account lacked.
    const gap = await h.tick('BTCUSD', '30000.00', '30010.00');
    expect(gap.forceCovered).toContain(long.id);
    const after = await nearCover();
    expect(ours(after.body.list).map((a) => a.userId)).toEqual([strong.id]);
    expect(after.body.forcedCoversToday.filter((c) => c.userId === weak.id)).toEqual([
      expect.objectContaining({ orderId: long.id, userId: weak.id, code: 'BTCUSD', coverPrice: '30000.00' }),
    ]);
    expect(Number(after.body.forcedCoversToday.find((c) => c.userId === weak.id)?.absorbed)).toBeGreaterThan(0);
    expect(await h.reconciled()).toEqual([]);
  });
});
