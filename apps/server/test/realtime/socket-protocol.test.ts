// Proves the /smart_socket protocol on a real socket: ping/pong, the front, sina and kline topics
// (first frame, then bus batches, nothing after unsubscribing), an error frame for every kind of bad
// frame with the connection still usable, and the per-address, heartbeat and hard-size limits.
import { Code, SOCKET_FRAME_MAX_BYTES, SOCKET_TOPICS_MAX } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { BusChannel } from '../../src/lib/bus';
import {
  SOCKET_CONNECTIONS_PER_IP_MAX,
  SOCKET_FRAME_HARD_MAX_BYTES,
  SOCKET_INBOUND_PENDING_MAX,
} from '../../src/realtime/limits';
import { randomIp } from '../support/harness';
import { type Frame, quote, SocketClient, type SocketNode, startSocketNode, waitUntil } from './socket-helpers';

let node: SocketNode;

beforeAll(async () => {
  node = await startSocketNode();
});

afterAll(async () => {
  await node?.close();
});

const KLINE_CODE = 'BTCUSD';

function quotesOf(frame: Frame): Array<{ code: string; price: string }> {
  return frame.content as Array<{ code: string; price: string }>;
}

/** A price a little above `price`, with as many decimals, so the book accepts it. */
function nudged(price: string, steps: number): string {
  const decimals = price.split('.')[1]?.length ?? 0;
  return (Number(price) + steps * 10 ** -decimals * 100).toFixed(decimals);
}

async function quiet(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

describe('commands and topics', () => {
  it('answers a ping with the pong frame', async () => {
    const client = await SocketClient.connect(node.url);
    client.send({ cmd: 'ping' });
    expect(await client.next('pong')).toEqual({ channel: 'pong', content: null });
    await client.close();
  });

  it('front: the current quotes first, then each bus batch, and nothing after unsubscribing', async () => {
    const client = await SocketClient.connect(node.url);
    client.send({ cmd: 'subscribe', topic: 'front' });
    const first = await client.next('front');
    const codes = quotesOf(first).map((q) => q.code);
    expect(codes).toContain(KLINE_CODE);

    const batch = [quote('TEST-FRONT-1', '1.50', Date.now())];
    await node.bus.publish(BusChannel.quotes, { at: Date.now(), quotes: batch });
    expect(await client.next('front')).toEqual({ channel: 'front', content: batch });

    client.send({ cmd: 'unsubscribe', topic: 'front' });
    await client.sync();
    await node.bus.publish(BusChannel.quotes, { at: Date.now(), quotes: batch });
    await quiet(200);
    expect(client.drain('front')).toEqual([]);
    expect(node.app.socketHub.subscriptionCounts().front).toBe(0);
    await client.close();
  });

  it('CHANNEL_SINA_DATA: index quotes from the bus, and the latest one first for a late subscriber', async () => {
    const early = await SocketClient.connect(node.url);
    early.send({ cmd: 'subscribe', topic: 'CHANNEL_SINA_DATA' });
    await early.sync();
    const indices = [{ code: 'NIFTY', name: 'Nifty 50', price: '24000.10', change: '10.00', changeRate: '0.04' }];
    await node.bus.publish(BusChannel.sina, { at: Date.now(), indices });
    expect(await early.next('CHANNEL_SINA_DATA')).toEqual({ channel: 'CHANNEL_SINA_DATA', content: indices });

    const late = await SocketClient.connect(node.url);
    late.send({ cmd: 'subscribe', topic: 'CHANNEL_SINA_DATA' });
    expect((await late.next('CHANNEL_SINA_DATA')).content).toEqual(indices);
    await Promise.all([early.close(), late.close()]);
  });

  it('kline: the current candle first, then the updated candle after a quote batch moves it', async () => {
    const client = await SocketClient.connect(node.url);
    const topic = `market_kline_${KLINE_CODE}_1min`;
    client.send({ cmd: 'subscribe', topic });
    const first = await client.next(topic);
    expect(first.content).toMatchObject({ code: KLINE_CODE, period: '1min' });
    const candle = first.content as { time: number; close: string; high: string };

    const last = await currentQuote(client, KLINE_CODE);
    const price = nudged(last.price, 7);
    const now = Date.now();
    await node.bus.publish(BusChannel.quotes, {
      at: now,
      quotes: [{ ...last, price, bid: price, ask: price, time: now }],
    });
    const next = await client.next(topic);
    expect(next.content).toMatchObject({ code: KLINE_CODE, period: '1min', close: price });
    expect((next.content as { time: number }).time).toBeGreaterThanOrEqual(candle.time);
    await client.close();
  });

  it("kline: a quote past the end of the bucket brings the next bucket's candle", async () => {
    const client = await SocketClient.connect(node.url);
    const topic = `market_kline_${KLINE_CODE}_1min`;
    client.send({ cmd: 'subscribe', topic });
    const first = (await client.next(topic)).content as { time: number };
    const last = await currentQuote(client, KLINE_CODE);
    const price = nudged(last.price, -3);
    const later = first.time + 60_000 + 1_000;
    await node.bus.publish(BusChannel.quotes, {
      at: later,
      quotes: [{ ...last, price, bid: price, ask: price, time: later }],
    });
    const next = await client.take((f) => f.channel === topic && (f.content as { time: number }).time > first.time);
    expect(next.content).toMatchObject({ time: first.time + 60_000, close: price });
    await client.close();
  });

  it('two connections on one kline topic share one candle state, which goes with the last of them', async () => {
    const a = await SocketClient.connect(node.url);
    const b = await SocketClient.connect(node.url);
    const topic = `market_kline_ETHUSD_5min`;
    a.send({ cmd: 'subscribe', topic });
    b.send({ cmd: 'subscribe', topic });
    await Promise.all([a.next(topic), b.next(topic)]);
    const before = node.app.socketHub.subscriptionCounts().klineTopics;
    a.send({ cmd: 'unsubscribe', topic });
    await a.sync();
    expect(node.app.socketHub.subscriptionCounts().klineTopics).toBe(before);
    await b.close();
    await waitUntil(() => node.app.socketHub.subscriptionCounts().klineTopics === before - 1);
    await a.close();
  });
});

describe('bad frames get an error frame and the connection stays usable', () => {
  it('not JSON, binary, unknown command, unknown topic, product or period, oversized', async () => {
    const client = await SocketClient.connect(node.url);
    const cases: Array<{ send: () => void; message: RegExp; topic?: string }> = [
      { send: () => client.send('{not json'), message: /not JSON/ },
      { send: () => client.ws.send(Buffer.from('{"cmd":"ping"}'), { binary: true }), message: /JSON text/ },
      { send: () => client.send({ cmd: 'dance' }), message: /cmd/ },
      { send: () => client.send({ cmd: 'subscribe' }), message: /topic/ },
      { send: () => client.send({ cmd: 'subscribe', topic: 'everything' }), message: /known topic/ },
      {
        send: () => client.send({ cmd: 'subscribe', topic: 'market_kline_NOSUCH_1min' }),
        message: /unknown product NOSUCH/,
        topic: 'market_kline_NOSUCH_1min',
      },
      { send: () => client.send({ cmd: 'subscribe', topic: 'market_kline_BTCUSD_2min' }), message: /known topic/ },
      { send: () => client.send({ cmd: 'user', userId: 'me', token: 'x' }), message: /userId/ },
      {
        send: () => client.send({ cmd: 'ping', padding: 'x'.repeat(SOCKET_FRAME_MAX_BYTES) }),
        message: new RegExp(`larger than ${SOCKET_FRAME_MAX_BYTES} bytes`),
      },
    ];
    for (const c of cases) {
      c.send();
      const error = await client.next('error');
      const content = error.content as { message: string; code: number; topic?: string };
      expect(content.message).toMatch(c.message);
      expect(content.code).toBe(Code.ABNORMAL_DATA);
      if (c.topic) expect(content.topic).toBe(c.topic);
      await client.sync();
    }
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
    await client.close();
  });

  it(`refuses a topic beyond ${SOCKET_TOPICS_MAX} per connection, and takes it once one is released (QT5)`, async () => {
    const client = await SocketClient.connect(node.url);
    // Every kind of topic counts towards the one bound: a few market and kline topics, quotes for the rest.
    const topics = ['front', 'CHANNEL_SINA_DATA', 'market_kline_BTCUSD_1min', 'market_kline_ETHUSD_day'];
    client.send({ cmd: 'subscribe', topic: 'front' });
    const codes = quotesOf(await client.next('front')).map((q) => q.code);
    for (const code of codes) topics.push(`quote_${code}`);
    expect(topics.length).toBeGreaterThan(SOCKET_TOPICS_MAX);
    const held = topics.slice(0, SOCKET_TOPICS_MAX);
    for (const topic of held.slice(0, 4)) client.send({ cmd: 'subscribe', topic });
    client.send({ cmd: 'subscribe', topics: held.slice(4) });
    await client.sync(20_000);
    expect(client.drain('error')).toEqual([]);

    const extra = topics[SOCKET_TOPICS_MAX] as string;
    client.send({ cmd: 'subscribe', topic: extra });
    const error = await client.next('error');
    expect(error.content).toMatchObject({ code: Code.TOO_MANY_REQUESTS, topic: extra });

    // Subscribing again to a held topic is not a new topic.
    client.send({ cmd: 'subscribe', topic: 'front' });
    client.send({ cmd: 'unsubscribe', topic: held[2] });
    client.send({ cmd: 'subscribe', topic: extra });
    await client.sync();
    expect(client.drain('error')).toEqual([]);
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
    await client.close();
  });

  it(`closes (1009) a message over the hard ${SOCKET_FRAME_HARD_MAX_BYTES}-byte cap that ws must not assemble`, async () => {
    const client = await SocketClient.connect(node.url);
    client.send('x'.repeat(SOCKET_FRAME_HARD_MAX_BYTES + 1));
    expect((await client.closed).code).toBe(1009);
  });
});

describe('connection limits', () => {
  it(`accepts ${SOCKET_CONNECTIONS_PER_IP_MAX} connections from one address and closes the next (1008)`, async () => {
    const ip = randomIp();
    const clients = await Promise.all(
      Array.from({ length: SOCKET_CONNECTIONS_PER_IP_MAX }, () => SocketClient.connect(node.url, ip)),
    );
    const extra = await SocketClient.connect(node.url, ip);
    expect(await extra.closed).toMatchObject({ code: 1008 });
    const elsewhere = await SocketClient.connect(node.url);
    await elsewhere.sync();
    await clients[0]?.close();
    const again = await SocketClient.connect(node.url, ip);
    await again.sync();
    await Promise.all([...clients.slice(1), again, elsewhere].map((c) => c.close()));
  });

  it('closes a connection beyond the node-wide cap with 1013 (try again later)', async () => {
    const small = await startSocketNode({ socketLimits: { connectionsMax: 2 } });
    try {
      const held = [await SocketClient.connect(small.url), await SocketClient.connect(small.url)];
      const extra = await SocketClient.connect(small.url);
      expect(await extra.closed).toMatchObject({ code: 1013 });
      await Promise.all(held.map((c) => c.close()));
    } finally {
      await small.close();
    }
  });

  it(`answers 429 to frames beyond ${SOCKET_INBOUND_PENDING_MAX} waiting, and carries on`, async () => {
    const client = await SocketClient.connect(node.url);
    // Each claim waits on the database, so a burst queues up behind the first.
    const burst = SOCKET_INBOUND_PENDING_MAX * 3;
    for (let i = 0; i < burst; i += 1) client.send({ cmd: 'user', userId: 1, token: `guess-${i}` });
    // Every frame gets an answer: the queued ones a refusal, the overflow a 429.
    await waitUntil(() => client.frames.length >= burst, 20_000);
    await client.sync();
    const errors = client.drain('error').map((f) => f.content as { code: number });
    expect(errors.filter((e) => e.code === Code.TOO_MANY_REQUESTS).length).toBeGreaterThan(0);
    expect(errors.filter((e) => e.code === Code.LOGIN_REQUIRED).length).toBeGreaterThanOrEqual(
      SOCKET_INBOUND_PENDING_MAX,
    );
    expect(errors).toHaveLength(burst);
    await client.close();
  });

  it('counts sockets and frames in /metrics', async () => {
    const client = await SocketClient.connect(node.url);
    await client.sync();
    const text = (await node.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toMatch(/^socket_connections [1-9]\d*$/m);
    expect(text).toMatch(/^socket_frames_sent_total [1-9]\d*$/m);
    expect(text).toMatch(/^socket_slow_client_drops_total \d+$/m);
    await client.close();
  });
});

describe('heartbeat', () => {
  it('pings, keeps a client that pongs, and drops one that stays silent past the timeout', async () => {
    const fast = await startSocketNode({ socketLimits: { pingIntervalMs: 50, pongTimeoutMs: 200 } });
    try {
      const healthy = await SocketClient.connect(fast.url);
      let pings = 0;
      healthy.ws.on('ping', () => {
        pings += 1;
      });
      const silent = new WebSocket(fast.url, { autoPong: false });
      const silentClosed = new Promise<number>((resolve) => silent.on('close', (code) => resolve(code)));
      await new Promise((resolve) => silent.once('open', resolve));
      expect(await silentClosed).toBe(1006);
      expect(pings).toBeGreaterThan(0);
      await healthy.sync();
      await healthy.close();
    } finally {
      await fast.close();
    }
  });
});

async function currentQuote(client: SocketClient, code: string) {
  client.send({ cmd: 'subscribe', topic: 'front' });
  const snapshot = await client.next('front');
  client.send({ cmd: 'unsubscribe', topic: 'front' });
  await client.sync();
  client.drain('front');
  const found = (snapshot.content as ReturnType<typeof quote>[]).find((q) => q.code === code);
  if (!found) throw new Error(`no quote for ${code}`);
  return found;
}
