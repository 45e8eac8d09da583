// Proves the `quote_{code}` topics (issue 43) on a real socket: a set subscribed in one frame gets
// the whole quotes first (QT1), then only the fields each batch changed (QT2), and merging them
// reproduces the server's own quote exactly (data/market); unsubscribing stops a code and
// subscribing again starts from the whole quote (QT3); the 200-topic bound and unknown products
// answer an error frame naming the topic while the connection stays open (QT5); and a client that
// stops reading has its entries merged per code, never more than the codes it holds (QT4).
import { Code, type Quote, SOCKET_TOPICS_MAX } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { BusChannel } from '../../src/lib/bus';
import type { MarketData } from '../../src/market/market-data';
import type { Connection } from '../../src/realtime/connection';
import type { SocketHubLimits } from '../../src/realtime/limits';
import { QuoteTopics } from '../../src/realtime/quote-topics';
import { call } from '../support/harness';
import { isolatedDatabase } from '../support/isolated-database';
import { type Frame, quote, SocketClient, type SocketNode, startSocketNode, waitUntil } from './socket-helpers';

// Coalescing starts early and a stalled client has long enough to be caught behind and then read.
const LIMITS = {
  coalesceAtBytes: 32 * 1024,
  sendBufferMaxBytes: 1024 * 1024,
  sendStallMaxMs: 30_000,
} satisfies Partial<SocketHubLimits>;

let node: SocketNode;
let drop: (() => Promise<void>) | undefined;

// Batches here move real products' prices, so the node has a database of its own: on the shared one
// its engine could fill other files' orders at them.
beforeAll(async () => {
  const isolated = await isolatedDatabase();
  drop = isolated.drop;
  node = await startSocketNode({ databaseUrl: isolated.url, socketLimits: LIMITS });
});

afterAll(async () => {
  await node?.close();
  await drop?.();
});

type Entry = Partial<Quote> & { code: string };

function entriesOf(frame: Frame): Entry[] {
  return frame.content as Entry[];
}

/** The server's own latest quote of a product. */
async function serverQuote(code: string): Promise<Quote> {
  const reply = await call<Quote>(node.app, 'data/market', { code });
  expect(reply.code).toBe(200);
  return reply.body;
}

/** Every product code the node knows, from a `front` snapshot. */
async function allCodes(): Promise<string[]> {
  const client = await SocketClient.connect(node.url);
  client.send({ cmd: 'subscribe', topic: 'front' });
  const codes = ((await client.next('front')).content as Quote[]).map((q) => q.code);
  await client.close();
  return codes;
}

/** `quote` moved by `steps` ticks of its own precision, at `timeMs`. */
function moved(quote: Quote, steps: number, timeMs: number): Quote {
  const decimals = quote.price.split('.')[1]?.length ?? 0;
  const price = (Number(quote.price) + steps * 10 ** -decimals).toFixed(decimals);
  return { ...quote, price, bid: price, ask: price, time: timeMs };
}

/** What a client holds after merging every entry it read, in order (the contract's rule). */
function merge(held: Map<string, Entry>, frames: readonly Frame[]): Map<string, Entry> {
  for (const frame of frames)
    for (const entry of entriesOf(frame)) held.set(entry.code, { ...held.get(entry.code), ...entry });
  return held;
}

async function quiet(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

describe('quote topics', () => {
  it('QT1, QT2: a set gets its whole quotes in one frame, then only what changed, and merges to the server quote', async () => {
    const client = await SocketClient.connect(node.url);
    client.send({ cmd: 'subscribe', topics: ['quote_BTCUSD', 'quote_ETHUSD'] });
    const first = await client.next('quotes');
    const btc = await serverQuote('BTCUSD');
    const eth = await serverQuote('ETHUSD');
    expect(entriesOf(first)).toEqual([btc, eth]);

    // BTCUSD moves; ETHUSD comes again unchanged, as a feed step may repeat it: it has no entry.
    const now = Date.now();
    const next = moved(btc, 3, now);
    await node.bus.publish(BusChannel.quotes, { at: now, quotes: [next, eth] });
    const delta = await client.next('quotes');
    expect(entriesOf(delta)).toEqual([{ code: 'BTCUSD', price: next.price, bid: next.bid, ask: next.ask, time: now }]);

    // Only the volume moves: the entry carries volume and time, nothing else repeated.
    const later = { ...next, volume: String(Number(next.volume) + 5), time: now + 1_000 };
    await node.bus.publish(BusChannel.quotes, { at: now + 1_000, quotes: [later] });
    expect(entriesOf(await client.next('quotes'))).toEqual([
      { code: 'BTCUSD', volume: later.volume, time: later.time },
    ]);

    const held = merge(new Map(), [first, delta]);
    merge(held, [{ channel: 'quotes', content: [{ code: 'BTCUSD', volume: later.volume, time: later.time }] }]);
    expect(held.get('BTCUSD')).toEqual(await serverQuote('BTCUSD'));
    expect(held.get('ETHUSD')).toEqual(await serverQuote('ETHUSD'));
    await client.close();
  });

  it('QT1: each connection gets one frame per batch joining the codes it holds, and only those', async () => {
    const both = await SocketClient.connect(node.url);
    const one = await SocketClient.connect(node.url);
    both.send({ cmd: 'subscribe', topics: ['quote_SOLUSD', 'quote_XRPUSD'] });
    one.send({ cmd: 'subscribe', topic: 'quote_XRPUSD' });
    await Promise.all([both.next('quotes'), one.next('quotes')]);
    const [sol, xrp, bnb] = await Promise.all(['SOLUSD', 'XRPUSD', 'BNBUSD'].map(serverQuote));
    const now = Date.now();
    const batch = [moved(sol as Quote, 2, now), moved(xrp as Quote, -2, now), moved(bnb as Quote, 1, now)];
    await node.bus.publish(BusChannel.quotes, { at: now, quotes: batch });
    expect(entriesOf(await both.next('quotes')).map((e) => e.code)).toEqual(['SOLUSD', 'XRPUSD']);
    expect(entriesOf(await one.next('quotes')).map((e) => e.code)).toEqual(['XRPUSD']);
    await Promise.all([both.sync(), one.sync()]);
    expect([...both.drain('quotes'), ...one.drain('quotes')]).toEqual([]);
    await Promise.all([both.close(), one.close()]);
  });

  it('QT3: unsubscribing stops a code; subscribing again starts from the whole quote', async () => {
    const client = await SocketClient.connect(node.url);
    client.send({ cmd: 'subscribe', topics: ['quote_BNBUSD', 'quote_SOLUSD'] });
    await client.next('quotes');
    client.send({ cmd: 'unsubscribe', topic: 'quote_BNBUSD' });
    await client.sync();
    const [bnb, sol] = await Promise.all([serverQuote('BNBUSD'), serverQuote('SOLUSD')]);
    const now = Date.now();
    await node.bus.publish(BusChannel.quotes, { at: now, quotes: [moved(bnb, 4, now), moved(sol, 4, now)] });
    expect(entriesOf(await client.next('quotes')).map((e) => e.code)).toEqual(['SOLUSD']);

    client.send({ cmd: 'subscribe', topic: 'quote_BNBUSD' });
    const again = await client.next('quotes');
    expect(entriesOf(again)).toEqual([await serverQuote('BNBUSD')]);

    client.send({ cmd: 'unsubscribe', topics: ['quote_BNBUSD', 'quote_SOLUSD'] });
    await client.sync();
    await node.bus.publish(BusChannel.quotes, { at: now + 1, quotes: [moved(bnb, 5, now + 1)] });
    await quiet(200);
    expect(client.drain('quotes')).toEqual([]);
    await client.close();
    await waitUntil(() => node.app.socketHub.subscriptionCounts().quoteSubscriptions === 0);
    // No connection holds a code any more, so the node keeps no quote state for any (QT6).
    expect(node.app.socketHub.subscriptionCounts().quoteCodes).toBe(0);
  });

  it(`QT5: at most ${SOCKET_TOPICS_MAX} topics; each refused one answers 429 with its topic and the connection stays`, async () => {
    const codes = await allCodes();
    const topics = codes.map((code) => `quote_${code}`);
    expect(topics.length).toBeGreaterThan(SOCKET_TOPICS_MAX + 1);
    const client = await SocketClient.connect(node.url);
    client.send({ cmd: 'subscribe', topics: topics.slice(0, SOCKET_TOPICS_MAX - 1) });
    const first = await client.next('quotes');
    expect(entriesOf(first)).toHaveLength(SOCKET_TOPICS_MAX - 1);
    await client.sync();
    expect(client.drain('error')).toEqual([]);

    // A set that crosses the bound: the first fits, the two after it are refused, one error each.
    const crossing = topics.slice(SOCKET_TOPICS_MAX - 1, SOCKET_TOPICS_MAX + 2);
    client.send({ cmd: 'subscribe', topics: crossing });
    expect(entriesOf(await client.next('quotes')).map((e) => e.code)).toEqual([codes[SOCKET_TOPICS_MAX - 1]]);
    for (const topic of crossing.slice(1)) {
      const error = await client.next('error');
      expect(error.content).toMatchObject({ code: Code.TOO_MANY_REQUESTS, topic });
    }
    // Holding the bound, a held topic may be asked again (its whole quote comes again) …
    client.send({ cmd: 'subscribe', topic: topics[0] });
    expect(entriesOf(await client.next('quotes'))).toEqual([await serverQuote(codes[0] as string)]);
    // … and one more is taken once one is released.
    client.send({ cmd: 'unsubscribe', topic: topics[1] });
    client.send({ cmd: 'subscribe', topic: crossing[1] });
    await client.sync();
    expect(client.drain('error')).toEqual([]);
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
    await client.close();
  });

  it('QT5: an unknown product or a bad topic name answers an error naming it, and the connection stays', async () => {
    const client = await SocketClient.connect(node.url);
    client.send({ cmd: 'subscribe', topics: ['quote_NOSUCH', 'quote_BTCUSD'] });
    const error = await client.next('error');
    expect(error.content).toMatchObject({
      code: Code.ABNORMAL_DATA,
      topic: 'quote_NOSUCH',
      message: expect.stringMatching(/unknown product NOSUCH/),
    });
    // The known product of the same set is still held.
    expect(entriesOf(await client.next('quotes')).map((e) => e.code)).toEqual(['BTCUSD']);

    client.send({ cmd: 'subscribe', topics: ['quote_ETHUSD', 'everything'] });
    const bad = await client.next('error');
    expect(bad.content).toMatchObject({ code: Code.ABNORMAL_DATA, message: 'topics.1: must be a known topic' });
    client.send({ cmd: 'subscribe', topic: 'quote_' });
    expect((await client.next('error')).content).toMatchObject({ message: 'topic: must be a known topic' });
    client.send({ cmd: 'subscribe', topics: [] });
    expect((await client.next('error')).content).toMatchObject({ message: 'topics: must name at least one topic' });
    await client.sync();
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
    expect(node.app.socketHub.subscriptionCounts().quoteCodes).toBe(1);
    await client.close();
  });
});

describe('a client that stops reading its quote topics', () => {
  it('QT4: entries merge per code while it is behind, never more than the codes it holds, and catch up exactly', async () => {
    const codes = (await allCodes()).slice(0, 150);
    const client = await SocketClient.connect(node.url);
    client.send({ cmd: 'subscribe', topics: codes.map((code) => `quote_${code}`) });
    const first = await client.next('quotes');
    const start = new Map(entriesOf(first).map((e) => [e.code, e as Quote]));
    client.ws.pause();

    // Every batch moves every held code, as a busy feed step does, until the connection is behind.
    let step = 0;
    let peakBacklogCodes = 0;
    const publishStep = async () => {
      step += 1;
      const at = Date.now();
      const quotes = codes.map((code) => moved(start.get(code) as Quote, step, at));
      await node.bus.publish(BusChannel.quotes, { at, quotes });
    };
    const deadline = Date.now() + 20_000;
    while (peakBacklogCodes === 0 || step < 200) {
      if (Date.now() > deadline) throw new Error(`not behind after ${step} batches`);
      for (let i = 0; i < 10; i += 1) await publishStep();
      await quiet(2);
      for (const stats of node.app.socketHub.sendStats())
        peakBacklogCodes = Math.max(peakBacklogCodes, stats.quoteBacklogCodes);
    }
    // The backlog is one merged entry per held code, however many batches went by.
    expect(peakBacklogCodes).toBeGreaterThan(0);
    expect(peakBacklogCodes).toBeLessThanOrEqual(codes.length);
    for (const stats of node.app.socketHub.sendStats())
      expect(stats.peakBufferedBytes).toBeLessThanOrEqual(LIMITS.sendBufferMaxBytes);

    // It reads again: once it has caught up, merging everything it read gives the server's quotes.
    client.ws.resume();
    const last = step;
    await waitUntil(() => node.app.socketHub.sendStats().every((s) => s.quoteBacklogCodes === 0), 10_000);
    await client.sync(10_000);
    const frames = client.drain('quotes');
    // Never more frames than batches; how many merged depends on how far the kernel let it fall behind.
    expect(frames.length).toBeLessThanOrEqual(last);
    const held = merge(new Map(entriesOf(first).map((e) => [e.code, { ...e }])), frames);
    for (const code of codes) expect(held.get(code)).toEqual(await serverQuote(code));
    expect(client.ws.readyState).toBe(WebSocket.OPEN);

    // Unsubscribing forgets a code's backlog at once: nothing of it follows, even while behind.
    client.send({ cmd: 'unsubscribe', topics: codes.map((code) => `quote_${code}`) });
    await client.sync();
    expect(node.app.socketHub.sendStats().every((s) => s.quoteBacklogCodes === 0)).toBe(true);
    await client.close();
  });
});

describe('the cost of a batch (QT6)', () => {
  /** A connection that only records what the quote topics hand it. */
  function recorder() {
    const frames: Buffer[] = [];
    const connection = {
      sendQuoteDeltas: (_entries: unknown, frame: () => Buffer) => frames.push(frame()),
    } as unknown as Connection;
    return { connection, frames };
  }

  it('visits only the subscriptions of the codes a batch moved, and shares one frame per single-code entry', () => {
    const start = quote('A', '1.00', 1);
    const market = { quote: (code: string) => ({ ...start, code }) } as unknown as MarketData;
    const topics = new QuoteTopics(market);
    const onA = Array.from({ length: 1_000 }, recorder);
    const onB = Array.from({ length: 3 }, recorder);
    const onBoth = recorder();
    for (const r of onA) topics.subscribe(r.connection, ['A']);
    for (const r of onB) topics.subscribe(r.connection, ['B']);
    topics.subscribe(onBoth.connection, ['A', 'B']);
    const all = [...onA, ...onB, onBoth];
    for (const r of all) r.frames.length = 0;

    // A batch moving B (A repeated unchanged): the 1,000 connections on A are handed nothing.
    topics.onQuotes([{ ...start, code: 'A' }, quote('B', '1.01', 2)]);
    expect(onA.every((r) => r.frames.length === 0)).toBe(true);
    expect(onB.map((r) => r.frames.length)).toEqual([1, 1, 1]);
    // Every connection with B's entry alone gets the very same bytes, encoded once.
    const shared = onB[0]?.frames[0];
    expect(onB.every((r) => r.frames[0] === shared)).toBe(true);
    expect(onBoth.frames[0]).toBe(shared);
    expect(JSON.parse(String(shared))).toEqual({
      channel: 'quotes',
      content: [
        {
          code: 'B',
          price: '1.01',
          bid: '1.01',
          ask: '1.01',
          open: '1.01',
          high: '1.01',
          low: '1.01',
          prevClose: '1.01',
          time: 2,
        },
      ],
    });

    // A batch moving both: one frame joining both entries for the connection holding both.
    topics.onQuotes([quote('A', '1.02', 3), quote('B', '1.03', 3)]);
    expect(onA.every((r) => r.frames.length === 1)).toBe(true);
    expect(onBoth.frames).toHaveLength(2);
    expect((JSON.parse(String(onBoth.frames[1])) as Frame).content).toHaveLength(2);
    expect(topics.counts()).toEqual({ quoteCodes: 2, quoteSubscriptions: 1_005 });
  });
});
