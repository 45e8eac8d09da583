// Proves W10 across nodes: a customer's socket on node B hears a staff answer given on node A, and a
// console bound on node A hears a customer's message sent through node B, each within a second.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RedisBus } from '../../src/lib/bus';
import { SocketClient, type SocketNode, startSocketNode } from '../realtime/socket-helpers';
import { consoleCall, staffToken } from '../support/funds';
import { call, registerUser } from '../support/harness';

const redisUrl = inject('redisUrl');
if (!redisUrl) console.warn('two-node support test skipped: no Redis (set TEST_REDIS_URL or run one on 6379)');

describe.skipIf(!redisUrl)('support across two nodes behind one Redis', () => {
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

  it('W10: messages cross nodes within a second both ways', async () => {
    const customer = await registerUser(nodeA);
    const agent = await staffToken(nodeA, 'support');
    const app = await SocketClient.connect(nodeB.url);
    app.send({ cmd: 'user', userId: customer.user.id, token: customer.token });
    const console_ = await SocketClient.connect(nodeA.url);
    console_.send({ cmd: 'staff', token: agent.token });
    await Promise.all([app.sync(), console_.sync()]);
    expect([...app.drain('error'), ...console_.drain('error')]).toEqual([]);
    await Promise.all([busA.ready(), busB.ready()]);

    let at = Date.now();
    const sent = await call<{ id: number }>(
      nodeB.app,
      'support/send',
      { text: 'Hello from node B' },
      { token: customer.token },
    );
    const heard = await console_.take(
      (f) => f.channel === 'staff' && (f.content as { message?: { id: number } }).message?.id === sent.body.id,
      1_000,
    );
    expect(Date.now() - at).toBeLessThan(1_000);
    const threadId = (heard.content as { threadId: number }).threadId;

    at = Date.now();
    const reply = await consoleCall<{ id: number }>(
      nodeA,
      'support/reply',
      { threadId, text: 'Answer from node A' },
      agent.token,
    );
    const answer = await app.take(
      (f) => f.channel === 'user' && (f.content as { id?: number }).id === reply.body.id,
      1_000,
    );
    expect(Date.now() - at).toBeLessThan(1_000);
    expect(answer.content).toMatchObject({ type: 'support', from: 'staff', text: 'Answer from node A' });
    await Promise.all([app.close(), console_.close()]);
  });
});
