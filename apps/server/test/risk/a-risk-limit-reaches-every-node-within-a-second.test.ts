import type { Order } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalBus } from '../../src/lib/bus';
import { staffToken } from '../support/funds';
import { call } from '../support/harness';
import { requestId, startTrading, type Trader, type TradingHarness } from '../support/trading';

// RL4: a limit set on one node binds orders on another within a second: the setting node announces
// it on the bus after COMMIT and every node drops its copy; each node's copy is at most a second old
// anyway, so a lost announcement is bounded too.

const bus = new LocalBus();
let nodeA: TradingHarness;
let nodeB: TradingHarness;
beforeAll(async () => {
  // Two nodes on one database and one bus, each with its own pool and its own copies of the limits.
  nodeA = await startTrading({ bus });
  nodeB = await startTrading({ bus });
  await nodeA.quote('BTCUSD', '50000.00', '50010.00');
});
afterAll(async () => {
  await nodeA?.close();
  await nodeB?.close();
});

const buyOnB = (trader: Trader) =>
  call<Order>(
    nodeB.app,
    'order/create',
    { code: 'BTCUSD', direction: 'buy', hands: 1, lever: 20, accountType: 'real', requestId: requestId() },
    { token: trader.token },
  );

/** Buys on node B until one is refused; the milliseconds that took. */
async function msUntilRefused(trader: Trader, fromMs: number): Promise<number> {
  for (;;) {
    const reply = await buyOnB(trader);
    if (reply.code === 600) return Date.now() - fromMs;
    expect(reply.code, reply.message).toBe(200);
    if (Date.now() - fromMs > 5_000) throw new Error('node B never refused');
  }
}

describe('RL4: a new limit on every node', () => {
  it('RL4: node B refuses within a second a lot past a limit set on node A, and admits again once cleared', async () => {
    const trader = await nodeB.trader({ rupees: 1_000_000 });
    // Node B has read the limits (none for this customer) and keeps its copy.
    expect((await buyOnB(trader)).code).toBe(200);
    const admin = (await staffToken(nodeA, 'admin')).token;
    const setAtMs = Date.now();
    const set = await call(
      nodeA.app,
      'risk/limit/set',
      { kind: 'maxLots', code: 'BTCUSD', userId: trader.id, value: '1', reason: 'two nodes' },
      { base: '/api/console/', token: admin },
    );
    expect(set.code, set.message).toBe(200);
    expect(await msUntilRefused(trader, setAtMs)).toBeLessThan(1_000);
    const clearedAtMs = Date.now();
    const cleared = await call(
      nodeA.app,
      'risk/limit/set',
      { kind: 'maxLots', code: 'BTCUSD', userId: trader.id, value: '0', reason: 'two nodes' },
      { base: '/api/console/', token: admin },
    );
    expect(cleared.code).toBe(200);
    for (;;) {
      if ((await buyOnB(trader)).code === 200) break;
      expect(Date.now() - clearedAtMs).toBeLessThan(1_000);
    }
  });
});
