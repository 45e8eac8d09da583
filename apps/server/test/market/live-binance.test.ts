// Proves the Binance live adapter on frames recorded from its public combined stream: tickers and
// book updates become the contract's quotes at each product's decimals (half-up), frames for
// other symbols and malformed frames are ignored, and a dropped stream is reconnected.
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Quote } from '@demo/contract';
import { describe, expect, it } from 'vitest';
import { BinanceFeed, binanceStreamUrl, parseBinanceFrame } from '../../src/market/live/binance';
import type { SocketLike } from '../../src/market/live/live-feed';
import { roundDecimal } from '../../src/market/live/live-feed';

const FRAMES = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'binance-frames.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.length > 0);

/** Stands in for the exchange's socket: the test pushes recorded frames through it. */
class FakeSocket extends EventEmitter implements SocketLike {
  closed = false;
  constructor(readonly url: string) {
    super();
  }
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.emit('close');
  }
}

function connectFake() {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    connect: (url: string) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
  };
}

const PRODUCTS = [
  { code: 'BTCUSD', decimals: 2 },
  { code: 'ETHUSD', decimals: 2 },
];

describe('Binance frames', () => {
  it('the subscription names a ticker and a book stream per product', () => {
    expect(binanceStreamUrl(['btcusdt', 'ethusdt'])).toBe(
      'wss://stream.binance.com:9443/stream?streams=btcusdt@ticker/btcusdt@bookTicker/ethusdt@ticker/ethusdt@bookTicker',
    );
  });

  it('prices are rounded half-up to the product decimals without floating point', () => {
    expect(roundDecimal('3026.38500000', 2)).toBe('3026.39');
    expect(roundDecimal('91234.56000000', 2)).toBe('91234.56');
    expect(roundDecimal('0.00499999', 2)).toBe('0.00');
    expect(roundDecimal('-1', 2)).toBeNull();
  });

  it('recorded frames parse into tickers and book updates; control and broken frames are ignored', () => {
    const kinds = FRAMES.map((f) => {
      const parsed = parseBinanceFrame(f);
      return parsed === null ? 'ignored' : 'ticker' in parsed ? 'ticker' : 'book';
    });
    expect(kinds).toEqual(['book', 'ticker', 'ticker', 'book', 'ticker', 'ignored', 'ignored']);
  });
});

describe('the adapter through a fake socket', () => {
  it('turns the recorded stream into quotes for our products only', () => {
    const fake = connectFake();
    const feed = new BinanceFeed(PRODUCTS, fake.connect, () => 1_763_683_201_000);
    const quotes: Quote[] = [];
    feed.onQuote((q) => quotes.push(q));
    feed.start();
    const socket = fake.sockets[0];
    if (!socket) throw new Error('no socket opened');
    expect(socket.url).toContain('btcusdt@ticker');
    for (const frame of FRAMES) socket.emit('message', Buffer.from(frame));
    // The first book update comes before any ticker and DOGE is not ours: three quotes.
    expect(quotes.map((q) => q.code)).toEqual(['BTCUSD', 'ETHUSD', 'BTCUSD']);
    expect(quotes[0]).toEqual({
      code: 'BTCUSD',
      price: '91234.56',
      bid: '91234.56',
      ask: '91234.57',
      open: '92448.00',
      high: '93210.00',
      low: '90512.34',
      prevClose: '92448.00',
      change: '-1213.44',
      changeRate: '-1.31',
      volume: '18735',
      time: 1_763_683_200_123,
    });
    expect(quotes[1]).toMatchObject({ price: '3026.39', change: '31.28', changeRate: '1.04' });
    expect(quotes[2]).toMatchObject({ bid: '91236.10', ask: '91236.11', price: '91234.56', time: 1_763_683_201_000 });
  });

  it('reconnects after the stream drops, and not after stop', async () => {
    const fake = connectFake();
    const feed = new BinanceFeed(PRODUCTS, fake.connect, Date.now, 10);
    feed.start();
    fake.sockets[0]?.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.sockets).toHaveLength(2);
    await feed.stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.sockets).toHaveLength(2);
    expect(fake.sockets[1]?.closed).toBe(true);
  });
});
