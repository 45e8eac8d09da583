import { type Candle, type KlinePeriod, parseKlineTopic, type Quote, TOPIC_FRONT, TOPIC_SINA } from '@demo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { MarketData, QuotesMessage, SinaMessage } from '../market/market-data';
import type { Connection } from './connection';
import { encodeFrame } from './frames';

/** The current candle of one (code, period), shared by every local connection that holds its topic. */
interface KlineState {
  readonly topic: string;
  readonly code: string;
  readonly period: KlinePeriod;
  readonly subscribers: Set<Connection>;
  /** The last candle sent, as JSON, to push only on a change. */
  lastJson: string | null;
  frame: Buffer | null;
  /** The refresh under way, if any; quote batches that arrive meanwhile set `again` instead of piling up. */
  refreshing: Promise<void> | null;
  again: boolean;
  againAtMs: number;
}

/**
 * The market topics of one node: `front`, `CHANNEL_SINA_DATA` and `market_kline_{code}_{period}`.
 * The hub hands it each bus message once; it fans them out to the local connections that hold the
 * topic. Kline topics re-ask MarketData for the current candle of each subscribed (code, period)
 * whose code is in a quote batch, rather than applying ticks here: MarketData already keeps the
 * candles (with the product's decimals and exchange calendar, which the hub does not know), so
 * every node and the `data/candlestick` call agree on the same candle. At most one refresh per
 * (code, period) runs at a time, so a slow store is asked at most once per topic at a time.
 */
export class MarketTopics {
  private readonly front = new Set<Connection>();
  private readonly sina = new Set<Connection>();
  /** The latest CHANNEL_SINA_DATA frame, for a new subscriber's first frame. */
  private lastSinaFrame: Buffer | null = null;
  private readonly klines = new Map<string, KlineState>();
  private readonly klinesByCode = new Map<string, Set<KlineState>>();

  constructor(
    private readonly market: MarketData,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Adds the topic to the connection and sends its current value. Returns an error message when the
   * topic names something that does not exist (the topic's syntax was checked by the contract).
   */
  async subscribe(connection: Connection, topic: string): Promise<string | null> {
    if (topic === TOPIC_FRONT) {
      connection.topics.add(topic);
      this.front.add(connection);
      connection.sendQuotes(this.market.quotes());
      return null;
    }
    if (topic === TOPIC_SINA) {
      connection.topics.add(topic);
      this.sina.add(connection);
      if (this.lastSinaFrame) connection.sendLatest(TOPIC_SINA, this.lastSinaFrame);
      return null;
    }
    const kline = parseKlineTopic(topic);
    if (!kline) return 'unknown topic';
    if (!this.market.has(kline.code)) return `unknown product ${kline.code}`;
    connection.topics.add(topic);
    const state = this.klineState(topic, kline.code, kline.period);
    state.subscribers.add(connection);
    if (state.frame) connection.sendLatest(topic, state.frame);
    else await this.refresh(state, this.now());
    return null;
  }

  unsubscribe(connection: Connection, topic: string): void {
    connection.topics.delete(topic);
    connection.forgetTopic(topic);
    if (topic === TOPIC_FRONT) this.front.delete(connection);
    else if (topic === TOPIC_SINA) this.sina.delete(connection);
    else {
      const state = this.klines.get(topic);
      if (!state) return;
      state.subscribers.delete(connection);
      if (state.subscribers.size === 0) this.dropKline(state);
    }
  }

  /** Removes a closed connection from every topic it held. */
  leave(connection: Connection): void {
    for (const topic of [...connection.topics]) this.unsubscribe(connection, topic);
  }

  /** One batch from `BusChannel.quotes`: to `front` subscribers, then to the kline topics it moves. */
  onQuotes(message: QuotesMessage): void {
    const { quotes } = message;
    if (quotes.length === 0) return;
    if (this.front.size > 0) {
      const frame = encodeFrame(TOPIC_FRONT, quotes);
      for (const connection of this.front) connection.sendQuotes(quotes, frame);
    }
    if (this.klinesByCode.size === 0) return;
    for (const quote of quotes) {
      const states = this.klinesByCode.get(quote.code);
      if (states) for (const state of states) void this.refresh(state, message.at);
    }
  }

  /** One message from `BusChannel.sina`: the index quotes, as the topic's content. */
  onSina(message: SinaMessage): void {
    this.lastSinaFrame = encodeFrame(TOPIC_SINA, message.indices);
    for (const connection of this.sina) connection.sendLatest(TOPIC_SINA, this.lastSinaFrame);
  }

  /** Topics with at least one local subscriber (tests and metrics). */
  counts(): { front: number; sina: number; klineTopics: number } {
    return { front: this.front.size, sina: this.sina.size, klineTopics: this.klines.size };
  }

  private klineState(topic: string, code: string, period: KlinePeriod): KlineState {
    let state = this.klines.get(topic);
    if (state) return state;
    state = {
      topic,
      code,
      period,
      subscribers: new Set(),
      lastJson: null,
      frame: null,
      refreshing: null,
      again: false,
      againAtMs: 0,
    };
    this.klines.set(topic, state);
    let byCode = this.klinesByCode.get(code);
    if (!byCode) {
      byCode = new Set();
      this.klinesByCode.set(code, byCode);
    }
    byCode.add(state);
    return state;
  }

  private dropKline(state: KlineState): void {
    this.klines.delete(state.topic);
    const byCode = this.klinesByCode.get(state.code);
    byCode?.delete(state);
    if (byCode?.size === 0) this.klinesByCode.delete(state.code);
  }

  private refresh(state: KlineState, atMs: number): Promise<void> {
    if (state.refreshing) {
      state.again = true;
      state.againAtMs = Math.max(state.againAtMs, atMs);
      return state.refreshing;
    }
    state.refreshing = this.refreshLoop(state, atMs).finally(() => {
      state.refreshing = null;
    });
    return state.refreshing;
  }

  private async refreshLoop(state: KlineState, firstAtMs: number): Promise<void> {
    let atMs = firstAtMs;
    for (;;) {
      state.again = false;
      let candle: Candle | null;
      try {
        candle = await this.market.currentCandle(state.code, state.period, atMs);
      } catch (error) {
        // The next quote batch asks again; one failed read must not end the topic.
        this.log.warn({ err: error, topic: state.topic }, 'current candle unavailable');
        candle = null;
      }
      if (candle && this.klines.get(state.topic) === state) this.publishCandle(state, candle);
      if (!state.again) return;
      atMs = state.againAtMs;
    }
  }

  private publishCandle(state: KlineState, candle: Candle): void {
    const content = { ...candle, code: state.code, period: state.period };
    const json = JSON.stringify(content);
    if (json === state.lastJson) return;
    state.lastJson = json;
    state.frame = encodeFrame(state.topic, content);
    for (const connection of state.subscribers) connection.sendLatest(state.topic, state.frame);
  }
}

/** Narrows a bus message to a quote batch; the bus carries JSON from our own feed leader. */
export function isQuotesMessage(message: unknown): message is QuotesMessage {
  if (typeof message !== 'object' || message === null) return false;
  const { at, quotes } = message as Partial<Record<keyof QuotesMessage, unknown>>;
  // Only the envelope is checked: each quote was built by our own feed, and checking every field
  // of every quote once a second on every node would cost more than it protects.
  return typeof at === 'number' && Array.isArray(quotes) && quotes.every(hasCode);
}

export function isSinaMessage(message: unknown): message is SinaMessage {
  if (typeof message !== 'object' || message === null) return false;
  const { at, indices } = message as Partial<Record<keyof SinaMessage, unknown>>;
  return typeof at === 'number' && Array.isArray(indices);
}

function hasCode(value: unknown): value is Pick<Quote, 'code'> {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'string';
}
