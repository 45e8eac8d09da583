// Proves `data/depth` and the `depth_{code}` topic (DP1, DP6): the book's best bid and ask are the
// quote's, five strictly ordered levels each side with positive sizes; an unknown code is refused
// naming `code`; a holder of the topic gets the whole book at once and a new one when the quote moves,
// while a connection holding only the quote topic receives no depth bytes at all.
import { Code, type Depth, type Quote } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusChannel } from '../../src/lib/bus';
import { SocketClient, type SocketNode, startSocketNode } from '../realtime/socket-helpers';
import { call } from '../support/harness';
import { isolatedDatabase } from '../support/isolated-database';

let node: SocketNode;
let drop: (() => Promise<void>) | undefined;

// Batches here move real products' prices, so the node has a database of its own (as quote-topics.test.ts).
beforeAll(async () => {
  const isolated = await isolatedDatabase();
  drop = isolated.drop;
  node = await startSocketNode({ databaseUrl: isolated.url });
});

afterAll(async () => {
  await node?.close();
  await drop?.();
});

function expectCoherent(depth: Depth, quote: Quote): void {
  expect(depth.code).toBe(quote.code);
  expect(depth.time).toBe(quote.time);
  expect(depth.bids[0]?.price).toBe(quote.bid);
  expect(depth.asks[0]?.price).toBe(quote.ask);
  expect(depth.bids).toHaveLength(5);
  expect(depth.asks).toHaveLength(5);
  for (const level of [...depth.bids, ...depth.asks]) expect(level.size).toBeGreaterThan(0);
  const prices = (side: Depth['bids']) => side.map((l) => Number(l.price));
  for (let i = 1; i < 5; i++) {
    expect(prices(depth.bids)[i]).toBeLessThan(prices(depth.bids)[i - 1] ?? 0);
    expect(prices(depth.asks)[i]).toBeGreaterThan(prices(depth.asks)[i - 1] ?? 0);
  }
}

describe('data/depth', () => {
  it('DP1: the best levels of every sampled product are its quote, five ordered levels each side', async () => {
    for (const code of ['BTCUSD', 'EURUSD', 'RELIANCE', 'AAPL', '005930', 'NIFTY50']) {
      const quote = await call<Quote>(node.app, 'data/market', { code });
      const depth = await call<Depth>(node.app, 'data/depth', { code });
      expect(quote.code, `${code}: ${quote.message}`).toBe(200);
      expect(depth.code, `${code}: ${depth.message}`).toBe(200);
      expectCoherent(depth.body, quote.body);
    }
  });

  it('DP1: an unknown code answers 404 naming code, in both languages', async () => {
    const reply = await call(node.app, 'data/depth', { code: 'NOPE' });
    expect(reply.code).toBe(Code.ABNORMAL_DATA);
    expect(reply.message).toContain('code');
    const hindi = await call(node.app, 'data/depth', { code: 'NOPE' }, { locale: 'hi' });
    expect(hindi.message).toMatch(/[\u0900-\u097F]/);
    const missing = await call(node.app, 'data/depth', {});
    expect(missing.code).toBe(Code.ABNORMAL_DATA);
    expect(missing.message).toContain('code');
  });
});

describe('depth topic', () => {
  it('DP6: a holder gets the book at once and again when the quote moves; a quote-only client gets no depth', async () => {
    const depthClient = await SocketClient.connect(node.url);
    const quoteClient = await SocketClient.connect(node.url);
    depthClient.send({ cmd: 'subscribe', topics: ['quote_ETHUSD', 'depth_ETHUSD'] });
    quoteClient.send({ cmd: 'subscribe', topic: 'quote_ETHUSD' });
    const first = (await depthClient.next('depth_ETHUSD')).content as Depth;
    const quote = (await call<Quote>(node.app, 'data/market', { code: 'ETHUSD' })).body;
    expectCoherent(first, quote);
    await quoteClient.next('quotes');

    const now = Date.now() - (Date.now() % 1000);
    const moved = { ...quote, price: '2500.00', bid: '2499.95', ask: '2500.05', time: now };
    await node.bus.publish(BusChannel.quotes, { at: now, quotes: [moved] });
    const next = (await depthClient.next('depth_ETHUSD')).content as Depth;
    expectCoherent(next, moved);
    expect(next).toEqual((await call<Depth>(node.app, 'data/depth', { code: 'ETHUSD' })).body);
    await quoteClient.next('quotes');
    await Promise.all([depthClient.sync(), quoteClient.sync()]);
    expect(quoteClient.frames.filter((f) => f.channel.startsWith('depth_'))).toEqual([]);

    // Unsubscribed, the holder gets no more books.
    depthClient.send({ cmd: 'unsubscribe', topic: 'depth_ETHUSD' });
    await depthClient.sync();
    depthClient.drain('depth_ETHUSD');
    const later = { ...moved, bid: '2501.00', ask: '2501.10', price: '2501.05', time: now + 1000 };
    await node.bus.publish(BusChannel.quotes, { at: now + 1000, quotes: [later] });
    await depthClient.next('quotes');
    await depthClient.sync();
    expect(depthClient.drain('depth_ETHUSD')).toEqual([]);
    expect(node.app.socketHub.subscriptionCounts().depthTopics).toBe(0);
    await Promise.all([depthClient.close(), quoteClient.close()]);
  });

  it('DP6: an unknown product answers an error naming the topic and the connection stays open', async () => {
    const client = await SocketClient.connect(node.url);
    client.send({ cmd: 'subscribe', topic: 'depth_NOPE' });
    const error = await client.next('error');
    expect(error.content).toMatchObject({ code: Code.ABNORMAL_DATA, topic: 'depth_NOPE' });
    await client.sync();
    await client.close();
  });
});
