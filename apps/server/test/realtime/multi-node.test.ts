// Proves that sockets need no sticky sessions: two nodes on one database, each with its own Redis
// bus, and a client on node B receives a quote batch and a user event that were published on node A,
// and a session revoked on node A stops its socket on node B within a second (A21). With per-code
// topics, node A's feed publishes one quote batch per tick whatever the sockets hold, and a socket on
// node B holding quote_X gets X's ticks from it (QT6, QT7).
import { randomUUID } from 'node:crypto';
import { Code, type Quote, type QuoteDelta } from '@demo/contract';
import { quoteStepStartMs } from '@demo/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Bus, BusChannel, RedisBus } from '../../src/lib/bus';
import { MarketFeed } from '../../src/market/feed';
import { DEFAULT_MARKET_SEED } from '../../src/market/market';
import { MarketBook } from '../../src/market/market-book';
import { call, registerUser } from '../support/harness';
import { quote, SocketClient, type SocketNode, startSocketNode, waitUntil } from './socket-helpers';

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

  it('A21: a session revoked on node A stops its socket on node B within a second; the other goes on', async () => {
    const user = await registerUser(nodeA);
    const desk = await call<{ token: string }>(nodeA.app, 'access/user', {
      username: user.phone,
      password: user.password,
    });
    expect(desk.code).toBe(200);
    const sockets = { phone: await SocketClient.connect(nodeB.url), desk: await SocketClient.connect(nodeB.url) };
    sockets.phone.send({ cmd: 'user', userId: user.user.id, token: user.token });
    sockets.desk.send({ cmd: 'user', userId: user.user.id, token: desk.body.token });
    for (const client of [sockets.phone, sockets.desk]) {
      await client.sync();
      expect(client.drain('error')).toEqual([]);
    }
    await busB.ready();
    const list = await call<Array<{ id: number; current: boolean }>>(
      nodeA.app,
      'user/session/list',
      {},
      { token: user.token },
    );
    const deskId = list.body.find((s) => !s.current)?.id ?? 0;
    expect((await call(nodeA.app, 'user/session/revoke', { id: deskId }, { token: user.token })).code).toBe(200);
    const revokedAtMs = Date.now();
    // Node B re-checks every 60 s by itself: only the announcement through Redis can do this in time.
    await waitUntil(() => sockets.desk.frames.some((f) => f.channel === 'error'), 1_000);
    expect(Date.now() - revokedAtMs).toBeLessThan(1_000);
    expect((await sockets.desk.next('error')).content).toMatchObject({ code: Code.SIGNED_IN_ELSEWHERE });
    const marker = randomUUID();
    const event = { type: 'balance', balance: '10.00', balanceLocked: '0.00', virtualBalance: marker };
    await busA.publish(BusChannel.user(user.user.id), event);
    const mine = (f: { channel: string; content: unknown }) =>
      f.channel === 'user' && (f.content as { virtualBalance?: string }).virtualBalance === marker;
    expect(await sockets.phone.take(mine)).toEqual({ channel: 'user', content: event });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sockets.desk.drain('user')).toEqual([]);
    await Promise.all([sockets.phone.close(), sockets.desk.close()]);
  });

  it("QT6, QT7: node A's feed publishes one quote batch a tick; a socket on node B holding quote_X gets X's ticks", async () => {
    // Node A's feed, stepped by hand on a clock of its own, publishing through a bus that counts.
    // On the simulator's step, where the feed takes its quotes (RC2), so a quote's time is the clock's.
    const clock = { nowMs: quoteStepStartMs(Date.now()) };
    const book = new MarketBook(nodeA.database.db, DEFAULT_MARKET_SEED, () => clock.nowMs);
    await book.reload();
    const published: string[] = [];
    const counting: Bus = {
      publish: (channel, message) => {
        published.push(channel);
        return busA.publish(channel, message);
      },
      subscribe: (channel, handler) => busA.subscribe(channel, handler),
      close: async () => {},
    };
    const feed = new MarketFeed({
      book,
      bus: counting,
      db: nodeA.database.db,
      log: nodeA.app.log,
      nowMs: () => clock.nowMs,
    });
    const tick = async (): Promise<Quote[]> => {
      clock.nowMs += 1_000;
      return feed.step();
    };
    // The codes the feed moves at this instant (crypto trades at every hour).
    const moving = (await tick()).map((q) => q.code);
    const [x, y] = ['BTCUSD', 'ETHUSD'].filter((code) => moving.includes(code));
    expect(x && y).toBeTruthy();
    const X = x as string;
    const Y = y as string;

    // Node B delivers each batch from Redis once, however many of its sockets hold its codes.
    const ours = new Set<number>();
    let deliveredOnB = 0;
    const stopCounting = busB.subscribe(BusChannel.quotes, (message) => {
      if (ours.has((message as { at: number }).at)) deliveredOnB += 1;
    });
    const onB = await Promise.all([0, 1, 2, 3].map(() => SocketClient.connect(nodeB.url)));
    const onA = await Promise.all([0, 1].map(() => SocketClient.connect(nodeA.url)));
    const sets = [[X], [X], [Y], [X, Y]];
    for (const [i, client] of onB.entries())
      client.send({ cmd: 'subscribe', topics: (sets[i] ?? []).map((c) => `quote_${c}`) });
    for (const client of onA) client.send({ cmd: 'subscribe', topics: [`quote_${X}`, `quote_${Y}`] });
    const held = new Map<string, QuoteDelta>();
    const first = await (onB[0] as SocketClient).next('quotes');
    for (const entry of first.content as QuoteDelta[]) held.set(entry.code, entry);
    for (const client of [...onB.slice(1), ...onA]) await client.next('quotes');
    expect(nodeB.app.socketHub.subscriptionCounts()).toMatchObject({ quoteCodes: 2, quoteSubscriptions: 5 });
    await busB.ready();

    const ticks = 3;
    let last: Quote | undefined;
    published.length = 0;
    for (let i = 0; i < ticks; i += 1) {
      ours.add(clock.nowMs + 1_000);
      last = (await tick()).find((q) => q.code === X) ?? last;
      // Node B's first socket gets X's entry of this tick, from a batch node A published.
      const frame = await (onB[0] as SocketClient).take(
        (f) => f.channel === 'quotes' && (f.content as QuoteDelta[]).some((e) => e.time === clock.nowMs),
      );
      for (const entry of frame.content as QuoteDelta[]) {
        expect(entry.code).toBe(X);
        held.set(X, { ...held.get(X), ...entry });
      }
    }
    // One quote batch (and one index batch) a tick on the bus: not one per socket, nor per node.
    expect(published.filter((c) => c === BusChannel.quotes)).toHaveLength(ticks);
    await waitUntil(() => deliveredOnB === ticks);
    // What the socket on node B merged is the quote node A's feed published last.
    expect(held.get(X)).toEqual(last);
    stopCounting();
    await Promise.all([...onB, ...onA].map((c) => c.close()));
  });
});
