import { parseDepthTopic, parseKlineTopic, parseQuoteTopic, type Quote, TOPIC_FRONT, TOPIC_SINA } from '@demo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { MarketData, QuotesMessage, SinaMessage } from '../market/market-data';
import type { Connection } from './connection';
import { DepthTopics } from './depth-topics';
import { encodeFrame } from './frames';
import { KlineTopics } from './kline-topics';
import { QuoteTopics } from './quote-topics';

/**
 * The market topics of one node: `front`, `CHANNEL_SINA_DATA`, (through QuoteTopics) `quote_{code}`,
 * (through KlineTopics) `market_kline_{code}_{period}` and (through DepthTopics) `depth_{code}`. The hub hands it each bus message once;
 * it fans them out to the local connections that hold the topic.
 */
export class MarketTopics {
  private readonly front = new Set<Connection>();
  private readonly sina = new Set<Connection>();
  /** The latest CHANNEL_SINA_DATA frame, for a new subscriber's first frame. */
  private lastSinaFrame: Buffer | null = null;
  private readonly klines: KlineTopics;
  private readonly quotes: QuoteTopics;
  private readonly depths: DepthTopics;

  constructor(
    private readonly market: MarketData,
    log: FastifyBaseLogger,
  ) {
    // The current candle is the one of the market's instant, by the same clock the feed steps with.
    this.klines = new KlineTopics(market, log, market.nowMs ?? Date.now);
    this.quotes = new QuoteTopics(market);
    this.depths = new DepthTopics(market);
  }

  /**
   * Why a client may not hold this topic — it names a product that does not exist — or null. The
   * topic's syntax was checked by the contract.
   */
  problemOf(topic: string): string | null {
    if (topic === TOPIC_FRONT || topic === TOPIC_SINA) return null;
    const code = parseQuoteTopic(topic) ?? parseKlineTopic(topic)?.code ?? parseDepthTopic(topic) ?? undefined;
    if (code === undefined) return 'unknown topic';
    return this.market.has(code) ? null : `unknown product ${code}`;
  }

  /**
   * Adds topics that passed `problemOf` (and the hub's limit) to the connection and sends each its
   * current value; the whole quotes of the quote topics go together, in one `quotes` frame (QT1).
   */
  async subscribe(connection: Connection, topics: readonly string[]): Promise<void> {
    const codes: string[] = [];
    for (const topic of topics) {
      connection.topics.add(topic);
      const code = parseQuoteTopic(topic);
      if (code !== null) codes.push(code);
    }
    if (codes.length > 0) this.quotes.subscribe(connection, codes);
    for (const topic of topics) {
      if (topic === TOPIC_FRONT) {
        this.front.add(connection);
        connection.sendQuotes(this.market.quotes());
      } else if (topic === TOPIC_SINA) {
        this.sina.add(connection);
        if (this.lastSinaFrame) connection.sendLatest(TOPIC_SINA, this.lastSinaFrame);
      } else {
        const depthCode = parseDepthTopic(topic);
        if (depthCode !== null) this.depths.subscribe(connection, topic, depthCode);
        const kline = parseKlineTopic(topic);
        if (kline) await this.klines.subscribe(connection, topic, kline.code, kline.period);
      }
    }
  }

  unsubscribe(connection: Connection, topic: string): void {
    connection.topics.delete(topic);
    connection.forgetTopic(topic);
    if (topic === TOPIC_FRONT) {
      this.front.delete(connection);
      return;
    }
    if (topic === TOPIC_SINA) {
      this.sina.delete(connection);
      return;
    }
    const code = parseQuoteTopic(topic);
    const depthCode = parseDepthTopic(topic);
    if (code !== null) this.quotes.unsubscribe(connection, code);
    else if (depthCode !== null) this.depths.unsubscribe(connection, depthCode);
    else this.klines.unsubscribe(connection, topic);
  }

  /** Removes a closed connection from every topic it held. */
  leave(connection: Connection): void {
    for (const topic of [...connection.topics]) this.unsubscribe(connection, topic);
  }

  /** One batch from `BusChannel.quotes`: to `front` subscribers, the quote, kline and depth topics it moves. */
  onQuotes(message: QuotesMessage): void {
    const { quotes } = message;
    if (quotes.length === 0) return;
    if (this.front.size > 0) {
      const frame = encodeFrame(TOPIC_FRONT, quotes);
      for (const connection of this.front) connection.sendQuotes(quotes, frame);
    }
    this.quotes.onQuotes(quotes);
    this.klines.onQuotes(quotes, message.at);
    this.depths.onQuotes(quotes);
  }

  /** One message from `BusChannel.sina`: the index quotes, as the topic's content. */
  onSina(message: SinaMessage): void {
    this.lastSinaFrame = encodeFrame(TOPIC_SINA, message.indices);
    for (const connection of this.sina) connection.sendLatest(TOPIC_SINA, this.lastSinaFrame);
  }

  /** Topics with at least one local subscriber (tests and metrics). */
  counts(): {
    front: number;
    sina: number;
    klineTopics: number;
    depthTopics: number;
    quoteCodes: number;
    quoteSubscriptions: number;
  } {
    return {
      front: this.front.size,
      sina: this.sina.size,
      klineTopics: this.klines.count(),
      depthTopics: this.depths.count(),
      ...this.quotes.counts(),
    };
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
