// Proves that sockets need no sticky sessions: two nodes on one database, each with its own Redis
// bus, and a client on node B receives a quote batch and a user event that were published on node A.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BusChannel, RedisBus } from '../../src/lib/bus';
import { registerUser } from '../support/harness';
import { quote, SocketClient, type SocketNode, startSocketNode } from './socket-helpers';

const redisUrl = inject('redisUrl');
if (!redisUrl) console.warn('multi-node socket tests skipped: no Redis (set TEST_REDIS_URL or run one on 6379)');

describe.skipIf(!redisUrl)('two nodes behind one Redis', () => {
  let nodeA: SocketNode;
  let nodeB: SocketNode;
  let busA: RedisBus;
  let busB: RedisBus;

  beforeAll(async () => {
    busA = new RedisBus(redisUrl);
    busB = new RedisBus(redisUrl);
    nodeA = await startSocketNode({ bus: busA });
    nodeB = await startSocketNode({ bus: busB });
  });

  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
  });

  it('a client on node B subscribed to front receives a batch published on node A', async () => {
    const client = await SocketClient.connect(nodeB.url);
    client.send({ cmd: 'subscribe', topic: 'front' });
    await client.next('front');
    await busB.ready();
    // Another run may share this Redis, so the batch is recognised by a code no one else uses.
    const code = `MULTI-${randomUUID()}`;
    const batch = [quote(code, '42.00', Date.now())];
    await busA.publish(BusChannel.quotes, { at: Date.now(), quotes: batch });
    const frame = await client.take(
      (f) => f.channel === 'front' && (f.content as Array<{ code: string }>).some((q) => q.code === code),
    );
    expect(frame.content).toEqual(batch);
    await client.close();
  });

  it("a user event published on node A reaches the user's socket on node B", async () => {
    const user = await registerUser(nodeA);
    // The user's phone and tablet, both connected to node B.
    const clients = [await SocketClient.connect(nodeB.url), await SocketClient.connect(nodeB.url)];
    for (const client of clients) {
      client.send({ cmd: 'user', userId: user.user.id, token: user.token });
      await client.sync();
      expect(client.drain('error')).toEqual([]);
    }
    // Node B joined the user's channel once for this user, not once per socket.
    expect(nodeB.app.socketHub.subscriptionCounts().users).toBe(1);
    await busB.ready();
    const marker = randomUUID();
    const event = { type: 'balance', balance: '10.00', balanceLocked: '0.00', virtualBalance: marker };
    await busA.publish(BusChannel.user(user.user.id), event);
    for (const client of clients) {
      const frame = await client.take(
        (f) => f.channel === 'user' && (f.content as { virtualBalance?: string }).virtualBalance === marker,
      );
      expect(frame).toEqual({ channel: 'user', content: event });
    }
    await Promise.all(clients.map((c) => c.close()));
  });
});
