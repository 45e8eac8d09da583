import type { BrakeLogEntry, Order } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBrakePass } from '../../src/modules/brakes';
import { isolatedDatabase } from '../support/isolated-database';
import { requestId, startTrading, type TradingHarness } from '../support/trading';

/**
 * BR9, BR19: a loss limit reached on a Monday morning before the NSE opens covers the crypto position
 * at once; the Reliance cover, refused while its market is shut, is tried again on every pass without
 * filling the log and goes through at the open, once; nothing is covered twice.
 */

let h: TradingHarness;
// The brake pass acts on every user with a loss limit in the database.
let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;
beforeAll(async () => {
  isolated = await isolatedDatabase();
  h = await startTrading({ databaseUrl: isolated.url });
});
afterAll(async () => {
  await h.close();
  await isolated.drop();
});

/** Friday 20 November 2026, 10:00 India time: the NSE trades. */
const FRIDAY_NSE_MS = Date.UTC(2026, 10, 20, 4, 30);
/** Monday 23 November 2026, 08:00 and 08:30 India time: the NSE is shut until 09:15. */
const MONDAY_EARLY_MS = Date.UTC(2026, 10, 23, 2, 30);
const MONDAY_LATER_MS = Date.UTC(2026, 10, 23, 3, 0);
/** Monday 23 November 2026, 09:16 India time: the NSE has opened, the same India day. */
const MONDAY_OPEN_MS = Date.UTC(2026, 10, 23, 3, 46);

async function pass(nowMs: number): Promise<void> {
  h.clock.nowMs = nowMs;
  await runBrakePass(h.deps, nowMs);
}

describe('cover on reach', () => {
  it('BR19: a cover refused while the market is shut is retried on the next passes and goes through at the open, once', async () => {
    h.clock.nowMs = FRIDAY_NSE_MS;
    const trader = await h.trader({ rupees: 100_000 });
    await h.quote('RELIANCE', '1500.00', '1500.50');
    await h.quote('ETHUSD', '3000.00', '3001.00');
    const buy = (code: string) =>
      trader.call<Order>('order/create', {
        code,
        direction: 'buy',
        hands: 1,
        lever: 1,
        accountType: 'real',
        requestId: requestId(),
      });
    const reliance = await buy('RELIANCE');
    const eth = await buy('ETHUSD');
    expect([reliance.code, eth.code], `${reliance.message} ${eth.message}`).toEqual([200, 200]);

    h.clock.nowMs = MONDAY_EARLY_MS;
    const set = await trader.call('brake/loss_limit/set', { accountType: 'real', amount: '100', coverOnReach: true });
    expect(set.code, set.message).toBe(200);
    await h.quote('RELIANCE', '1400.00', '1400.50');
    await h.quote('ETHUSD', '2990.00', '2991.00');

    await pass(MONDAY_EARLY_MS);
    const held = async () =>
      (await trader.call<{ list: Order[] }>('order/list', { status: '["BUILD"]' })).body.list.map((o) => o.id);
    const covers = async () =>
      (await trader.call<{ list: BrakeLogEntry[] }>('brake/log', { accountType: 'real' })).body.list.filter(
        (e) => e.kind === 'positions_covered',
      );
    // Crypto trades: ETH is covered. The NSE is shut: Reliance stays, and the day is not marked covered.
    expect(await held()).toEqual([reliance.body.id]);
    expect((await covers()).map((e) => e.detail)).toEqual([{ covered: 1, orders: String(eth.body.id), failed: 1 }]);

    // Another pass while shut tries again, and writes nothing new to the log.
    await pass(MONDAY_LATER_MS);
    expect(await held()).toEqual([reliance.body.id]);
    expect(await covers()).toHaveLength(1);

    // At the open the retry goes through; later passes find nothing more to do.
    await pass(MONDAY_OPEN_MS);
    expect(await held()).toEqual([]);
    await pass(MONDAY_OPEN_MS + 2_000);
    const log = await covers();
    expect(log.map((e) => e.detail)).toEqual([
      { covered: 1, orders: String(reliance.body.id), failed: 0 },
      { covered: 1, orders: String(eth.body.id), failed: 1 },
    ]);
    const closed = (await trader.call<{ list: Order[] }>('order/cover/list', {})).body.list;
    expect(closed.map((o) => o.id).sort()).toEqual([reliance.body.id, eth.body.id].sort());
    expect(await h.reconciled()).toEqual([]);
  });
});
