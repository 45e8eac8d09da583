import type { Quote } from '@demo/contract';
import { formatQuote, parsePrice, type Ticks } from '@demo/core';
import { type LiveFeed, roundDecimal, type SocketFactory, type SocketLike } from './live-feed';

/**
 * Binance's public market stream (no key needed): one combined connection carrying each symbol's
 * `<symbol>@ticker` (rolling 24-hour statistics, about once a second) and `<symbol>@bookTicker`
 * (best bid and ask on every change). Frames look like
 * `{"stream":"btcusdt@ticker","data":{"e":"24hrTicker","E":1700000000000,"s":"BTCUSDT","c":"…",…}}`.
 * Binance quotes crypto in USDT; our crypto products are quoted in USD, and USDT is taken at par.
 */
export const BINANCE_STREAM_URL = 'wss://stream.binance.com:9443/stream';
/** Wait before reconnecting after the stream drops. */
export const BINANCE_RECONNECT_MS = 5_000;
/** Binance ends a combined stream after 24 hours; at most this many streams per connection. */
export const BINANCE_STREAMS_MAX = 1024;

export interface BinanceProduct {
  /** Our product code, e.g. `BTCUSD`. */
  code: string;
  decimals: number;
}

/** Our crypto code as a Binance symbol: BTCUSD → btcusdt. */
function binanceSymbol(code: string): string {
  return `${code.replace(/USD$/, '')}USDT`.toLowerCase();
}

export function binanceStreamUrl(symbols: readonly string[]): string {
  const streams = symbols.flatMap((s) => [`${s}@ticker`, `${s}@bookTicker`]).slice(0, BINANCE_STREAMS_MAX);
  return `${BINANCE_STREAM_URL}?streams=${streams.join('/')}`;
}

interface TickerData {
  e: '24hrTicker';
  E: number;
  s: string;
  c: string;
  b: string;
  a: string;
  o: string;
  h: string;
  l: string;
  v: string;
}

interface BookData {
  s: string;
  b: string;
  a: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function strings(data: Record<string, unknown>, keys: readonly string[]): boolean {
  return keys.every((k) => typeof data[k] === 'string');
}

/** A frame's payload: a 24-hour ticker, a book ticker, or null for anything else (ignored). */
export function parseBinanceFrame(text: string): { ticker: TickerData } | { book: BookData } | null {
  let frame: unknown;
  try {
    frame = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(frame) || !isRecord(frame.data)) return null;
  const data = frame.data;
  if (data.e === '24hrTicker' && typeof data.E === 'number' && strings(data, ['s', 'c', 'b', 'a', 'o', 'h', 'l', 'v']))
    return { ticker: data as unknown as TickerData };
  if (typeof frame.stream === 'string' && frame.stream.endsWith('@bookTicker') && strings(data, ['s', 'b', 'a']))
    return { book: data as unknown as BookData };
  return null;
}

/** The adapter: parses frames into the contract's quotes for the products it was given. */
export class BinanceFeed implements LiveFeed {
  readonly codes: ReadonlySet<string>;
  private readonly bySymbol: ReadonlyMap<string, BinanceProduct>;
  private readonly latest = new Map<string, Quote>();
  private readonly listeners = new Set<(quote: Quote) => void>();
  private socket: SocketLike | null = null;
  private stopped = true;
  private reconnect: NodeJS.Timeout | null = null;

  constructor(
    products: readonly BinanceProduct[],
    private readonly connect: SocketFactory,
    private readonly nowMs: () => number = Date.now,
    private readonly reconnectMs: number = BINANCE_RECONNECT_MS,
  ) {
    this.bySymbol = new Map(products.map((p) => [binanceSymbol(p.code).toUpperCase(), p]));
    this.codes = new Set(products.map((p) => p.code));
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.open();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnect) clearTimeout(this.reconnect);
    this.socket?.close();
    this.socket = null;
  }

  onQuote(listener: (quote: Quote) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Handles one text frame (public for the recorded-frame tests). */
  receive(text: string): void {
    const parsed = parseBinanceFrame(text);
    if (!parsed) return;
    const quote = 'ticker' in parsed ? this.fromTicker(parsed.ticker) : this.fromBook(parsed.book);
    if (!quote) return;
    this.latest.set(quote.code, quote);
    for (const listener of this.listeners) listener(quote);
  }

  private open(): void {
    const url = binanceStreamUrl([...this.bySymbol.keys()].map((s) => s.toLowerCase()));
    const socket = this.connect(url);
    this.socket = socket;
    socket.on('message', (data) => this.receive(String(data)));
    socket.on('error', () => socket.close());
    socket.on('close', () => {
      if (this.stopped || this.socket !== socket) return;
      this.reconnect = setTimeout(() => this.open(), this.reconnectMs);
    });
  }

  private fromTicker(t: TickerData): Quote | null {
    const product = this.bySymbol.get(t.s);
    if (!product) return null;
    const at = (text: string): Ticks | null => {
      const rounded = roundDecimal(text, product.decimals);
      const parsed = rounded === null ? null : parsePrice(rounded, product.decimals);
      return parsed?.ok ? parsed.value : null;
    };
    const [price, bid, ask, open, high, low] = [t.c, t.b, t.a, t.o, t.h, t.l].map(at);
    if (!price || !bid || !ask || !open || !high || !low) return null;
    // Crypto never closes: the change is over the rolling 24 hours, so its reference is the 24-hour open.
    const volume = Number(roundDecimal(t.v, 0) ?? '0');
    const quote = {
      code: product.code,
      time: t.E,
      priceTicks: price,
      bidTicks: bid,
      askTicks: ask,
      openTicks: open,
      highTicks: high,
      lowTicks: low,
      prevCloseTicks: open,
      volume,
      volumeDelta: 0,
    };
    return formatQuote(quote, product.decimals);
  }

  private fromBook(b: BookData): Quote | null {
    const product = this.bySymbol.get(b.s);
    const last = product && this.latest.get(product.code);
    if (!product || !last) return null; // a book update means nothing before the first ticker
    const bid = roundDecimal(b.b, product.decimals);
    const ask = roundDecimal(b.a, product.decimals);
    if (!bid || !ask) return null;
    return { ...last, bid, ask, time: this.nowMs() };
  }
}
