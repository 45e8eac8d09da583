// HL5 across nodes: a halt set through node A refuses orders and shows on the product at node B
// within a second, and a resume through node B admits them again on node A; the nodes share only
// PostgreSQL and Redis. The database is the file's own: halting ETHUSD must not stop other files.
import type { ProductInfo } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RedisBus } from '../../src/lib/bus';
import { consoleCall, staffToken } from '../support/funds';
import { call, type Harness, registerUser, startHarness } from '../support/harness';
import { isolatedDatabase } from '../support/isolated-database';

const redisUrl = inject('redisUrl');
if (!redisUrl) console.warn('two-node halt test skipped: no Redis (set TEST_REDIS_URL or run one on 6379)');

/** Polls `check` every 10 ms until it holds, failing after `withinMs`; answers how long it took. */
async function within(withinMs: number, check: () => Promise<boolean>): Promise<number> {
  const startedAt = Date.now();
  while (!(await check())) {
    if (Date.now() - startedAt > withinMs) throw new Error(`not seen within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - startedAt;
}

describe.skipIf(!redisUrl)('a halt on two nodes behind one Redis', () => {
  let own: Awaited<ReturnType<typeof isolatedDatabase>>;
  let nodeA: Harness;
  let nodeB: Harness;
  let busA: RedisBus;
  let busB: RedisBus;

  beforeAll(async () => {
    own = await isolatedDatabase();
    busA = new RedisBus(redisUrl);
    busB = new RedisBus(redisUrl);
    nodeA = await startHarness({ bus: busA, databaseUrl: own.url });
    nodeB = await startHarness({ bus: busB, databaseUrl: own.url });
    await Promise.all([busA.ready(), busB.ready()]);
  });
  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await busA?.close();
    await busB?.close();
    await own?.drop();
  });

  it('HL5: node B sees node A’s halt within a second, and node A sees node B’s resume', async () => {
    const admin = await staffToken(nodeA, 'admin');
    const customer = await registerUser(nodeB);
    const order = (node: Harness) =>
      call(
        node.app,
        'order/create',
        { code: 'ETHUSD', direction: 'buy', hands: 1, accountType: 'real', requestId: `req-${Date.now()}` },
        { token: customer.token },
      );
    const haltOf = async (node: Harness) =>
      (await call<ProductInfo>(node.app, 'product/detail', { code: 'ETHUSD' })).body.halt ?? null;

    const halted = await consoleCall(nodeA, 'risk/halt', { code: 'ETHUSD', reason: 'Two-node drill' }, admin.token);
    expect(halted.code, halted.message).toBe(200);
    const tookMs = await within(1_000, async () => (await haltOf(nodeB)) !== null);
    expect(tookMs).toBeLessThan(1_000);
    const refused = await order(nodeB);
    expect(refused.code).toBe(600);
    expect(refused.message).toBe('Trading in this product is halted: Two-node drill');

    const resumed = await consoleCall(nodeB, 'risk/resume', { code: 'ETHUSD', reason: 'Drill over' }, admin.token);
    expect(resumed.code, resumed.message).toBe(200);
    await within(1_000, async () => (await haltOf(nodeA)) === null);
    expect((await order(nodeA)).message).not.toContain('halted');
  });
});
