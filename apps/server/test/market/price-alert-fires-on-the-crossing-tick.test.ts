// Proves, over a real socket and a real database, that a price alert reaches its owner as the user
// event `alert` within a second of the tick that crosses its level and not on any tick before (AL1,
// AL5), that a repeating alert re-arms only after the price returns (AL2), that levels already met,
// unknown products and the 51st active alert are refused naming the field (AL3, AL4), and that an
// alert set on one node is watched by the leader whichever node it is (AL6).
import { ALERTS_ACTIVE_LIMIT, type Alert, Code } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusChannel, LocalBus } from '../../src/lib/bus';
import { type Frame, quote, SocketClient, type SocketNode, startSocketNode } from '../realtime/socket-helpers';
import { call, type RegisteredUser, registerUser } from '../support/harness';
import { isolatedDatabase } from '../support/isolated-database';

const bus = new LocalBus();
let nodeA: SocketNode;
let nodeB: SocketNode;
let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;

// The two nodes share a database of their own: one of them leads its engine, and the made-up prices
// below must not fill the pending orders of other test files on the shared one.
beforeAll(async () => {
  isolated = await isolatedDatabase();
  nodeA = await startSocketNode({ bus, databaseUrl: isolated.url });
  nodeB = await startSocketNode({ bus, databaseUrl: isolated.url });
});

afterAll(async () => {
  await nodeA?.close();
  await nodeB?.close();
  await isolated?.drop();
});

async function tick(code: string, price: string, changeRate = '0'): Promise<void> {
  await bus.publish(BusChannel.quotes, { at: Date.now(), quotes: [{ ...quote(code, price, Date.now()), changeRate }] });
}

async function quiet(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

async function bound(node: SocketNode, user: RegisteredUser): Promise<SocketClient> {
  const client = await SocketClient.connect(node.url);
  client.send({ cmd: 'user', userId: user.user.id, token: user.token });
  await client.sync();
  return client;
}

function create(node: SocketNode, user: RegisteredUser, payload: Record<string, string | number>) {
  return call<Alert>(node.app, 'alert/create', payload, { token: user.token });
}

const alertFrames = (client: SocketClient): Frame[] =>
  client.drain('user').filter((f) => (f.content as { type?: string }).type === 'alert');

/**
 * Waits until one node leads the engine and its alert book is loaded: a probe alert on a product no
 * other test moves is crossed again and again until its event arrives.
 */
async function waitForLeader(user: RegisteredUser, client: SocketClient): Promise<void> {
  await tick('LTCUSD', '100.00');
  const probe = await create(nodeA, user, { code: 'LTCUSD', condition: 'above', value: '100.50' });
  expect(probe.code).toBe(200);
  for (let i = 0; i < 100; i++) {
    await tick('LTCUSD', '101.00');
    await quiet(100);
    await tick('LTCUSD', '100.00');
    if (alertFrames(client).length > 0) return;
  }
  throw new Error('no engine leader picked the alert up');
}

describe('price alerts', () => {
  let alice: RegisteredUser;
  let aliceSocket: SocketClient;

  beforeAll(async () => {
    alice = await registerUser(nodeA);
    aliceSocket = await bound(nodeA, alice);
    await waitForLeader(alice, aliceSocket);
  });

  it('AL3: refuses an unknown product, a level already met and a malformed level, naming the field', async () => {
    await tick('BTCUSD', '95000.00');
    const unknown = await create(nodeA, alice, { code: 'NOPE', condition: 'above', value: '1' });
    expect(unknown.code).toBe(Code.ABNORMAL_DATA);
    expect(unknown.message).toMatch(/^Product code/);
    const met = await create(nodeA, alice, { code: 'BTCUSD', condition: 'above', value: '94000' });
    expect(met.code).toBe(Code.ABNORMAL_DATA);
    expect(met.message).toBe('Alert level must be above the current value 95000.00');
    const decimals = await create(nodeA, alice, { code: 'BTCUSD', condition: 'below', value: '1.001' });
    expect(decimals.message).toBe('Alert level must have at most 2 decimals');
    const rate = await create(nodeA, alice, { code: 'BTCUSD', condition: 'changeRateAbove', value: '5000' });
    expect(rate.message).toMatch(/^Alert level must be between/);
    const condition = await create(nodeA, alice, { code: 'BTCUSD', condition: 'sideways', value: '1' });
    expect(condition.code).toBe(Code.ABNORMAL_DATA);
    expect(condition.message).toBe('Alert condition must be above, below, changeRateAbove or changeRateBelow');
    const hindi = await call(
      nodeA.app,
      'alert/create',
      { code: 'BTCUSD', condition: 'above', value: '94000' },
      {
        token: alice.token,
        locale: 'hi',
      },
    );
    expect(hindi.message).toBe('अलर्ट स्तर वर्तमान मान 95000.00 से ऊपर होना चाहिए');
  });

  it('AL1, AL5: fires at the crossing tick and not before, within a second, and is stored as triggered', async () => {
    await tick('BTCUSD', '95000.00');
    const set = await create(nodeA, alice, { code: 'BTCUSD', condition: 'above', value: '96000' });
    expect(set.code).toBe(200);
    expect(set.body).toMatchObject({
      code: 'BTCUSD',
      condition: 'above',
      value: '96000.00',
      repeat: 0,
      status: 'active',
    });

    for (const price of ['95500.00', '95999.99', '95000.00']) await tick('BTCUSD', price);
    await quiet(300);
    expect(alertFrames(aliceSocket)).toEqual([]);

    const sentAt = Date.now();
    await tick('BTCUSD', '96000.00');
    const frame = await aliceSocket.take((f) => (f.content as { type?: string }).type === 'alert', 1_000);
    expect(Date.now() - sentAt).toBeLessThan(1_000);
    expect(frame.content).toMatchObject({
      type: 'alert',
      id: set.body.id,
      status: 'triggered',
      triggeredPrice: '96000.00',
      // The toast writes the level and the price in the product's currency.
      currency: 'USD',
      market: 'crypto',
    });
    await tick('BTCUSD', '97000.00');
    await quiet(200);
    expect(alertFrames(aliceSocket)).toEqual([]);

    const listed = await call<Alert[]>(nodeA.app, 'alert/list', {}, { token: alice.token });
    expect(listed.body.find((a) => a.id === set.body.id)).toMatchObject({
      status: 'triggered',
      triggeredPrice: '96000.00',
      currency: 'USD',
      market: 'crypto',
    });
  });

  it('AL2: a repeating alert fires again only after the price has gone back across its level', async () => {
    await tick('ETHUSD', '3200.00');
    const set = await create(nodeB, alice, { code: 'ETHUSD', condition: 'below', value: '3100', repeat: 1 });
    expect(set.code).toBe(200);
    await tick('ETHUSD', '3099.00');
    await aliceSocket.take((f) => (f.content as { id?: number }).id === set.body.id);
    await tick('ETHUSD', '3050.00');
    await tick('ETHUSD', '3100.00');
    await quiet(300);
    expect(alertFrames(aliceSocket)).toEqual([]);
    await tick('ETHUSD', '3100.01');
    await tick('ETHUSD', '3100.00');
    const again = await aliceSocket.take((f) => (f.content as { id?: number }).id === set.body.id);
    expect(again.content).toMatchObject({ status: 'active', repeat: 1, triggeredPrice: '3100.00' });

    // Removed (on the other node), it never fires again.
    expect((await call(nodeA.app, 'alert/remove', { id: set.body.id }, { token: alice.token })).code).toBe(200);
    await tick('ETHUSD', '3200.00');
    await quiet(200);
    await tick('ETHUSD', '3000.00');
    await quiet(300);
    expect(alertFrames(aliceSocket)).toEqual([]);
    const listed = await call<Alert[]>(nodeA.app, 'alert/list', {}, { token: alice.token });
    expect(listed.body.some((a) => a.id === set.body.id)).toBe(false);
  });

  it('a change-rate alert compares the day change in percent', async () => {
    await tick('SOLUSD', '150.00', '1.00');
    const set = await create(nodeA, alice, { code: 'SOLUSD', condition: 'changeRateAbove', value: '2.5' });
    expect(set.body.value).toBe('2.50');
    await tick('SOLUSD', '151.00', '2.49');
    await quiet(200);
    expect(alertFrames(aliceSocket)).toEqual([]);
    await tick('SOLUSD', '152.00', '2.50');
    const frame = await aliceSocket.take((f) => (f.content as { id?: number }).id === set.body.id);
    expect(frame.content).toMatchObject({ status: 'triggered', triggeredPrice: '152.00' });
  });

  it('AL4: another customer can neither see nor remove an alert, and the 51st active alert is refused', async () => {
    const bob = await registerUser(nodeA);
    const bobSocket = await bound(nodeA, bob);
    const aliceAlerts = await call<Alert[]>(nodeA.app, 'alert/list', {}, { token: alice.token });
    const first = aliceAlerts.body[0];
    if (!first) throw new Error('alice has no alerts');
    const stolen = await call(nodeA.app, 'alert/remove', { id: first.id }, { token: bob.token });
    expect(stolen.code).toBe(Code.ABNORMAL_DATA);
    expect(stolen.message).toBe('Alert does not exist');
    expect((await call<Alert[]>(nodeA.app, 'alert/list', {}, { token: bob.token })).body).toEqual([]);

    await tick('XRPUSD', '2.3000');
    for (let i = 0; i < ALERTS_ACTIVE_LIMIT; i++) {
      const made = await create(nodeA, bob, { code: 'XRPUSD', condition: 'above', value: `${3 + i}` });
      expect(made.code, made.message).toBe(200);
    }
    const over = await create(nodeA, bob, { code: 'XRPUSD', condition: 'above', value: '100' });
    expect(over.code).toBe(Code.ABNORMAL_DATA);
    expect(over.message).toBe('Alert cannot be added: you already have 50 active alerts');
    // Alice's alerts never reach Bob.
    await tick('XRPUSD', '3.5000');
    await bobSocket.take((f) => (f.content as { type?: string }).type === 'alert');
    expect(alertFrames(aliceSocket)).toEqual([]);
    await bobSocket.close();
  });
});
