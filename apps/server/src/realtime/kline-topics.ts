import type { Candle, KlinePeriod, Quote } from '@demo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { MarketData } from '../market/market-data';
import type { Connection } from './connection';
import { encodeFrame } from './frames';
import { SOCKET_KLINE_RESYNC_MS } from './limits';

/** Bucket lengths of the periods cut by the clock, in ms; longer periods end by the exchange calendar. */
const FIXED_BUCKET_MS: Readonly<Partial<Record<KlinePeriod, number>>> = {
  '1min': 60_000,
  '5min': 5 * 60_000,
  '15min': 15 * 60_000,
  '30min': 30 * 60_000,
  '60min': 60 * 60_000,
  session: 60_000,
};

/** The current candle of one (code, period), shared by every local connection that holds its topic. */
interface KlineState {
  readonly topic: string;
  readonly code: string;
  readonly period: KlinePeriod;
  readonly subscribers: Set<Connection>;
  candle: Candle | null;
  frame: Buffer | null;
  /** Epoch ms at which the candle's bucket ends, for periods of a fixed length; null otherwise. */
  bucketEndMs: number | null;
  /** Epoch ms of the last time MarketData was asked (by quote time), to re-ask every SOCKET_KLINE_RESYNC_MS. */
  syncedAtMs: number;
  syncing: Promise<void> | null;
}

/**
 * The `market_kline_{code}_{period}` topics of one node.
 *
 * MarketData is asked for the current candle when a topic is first held, when a quote's time passes
 * the end of the candle's bucket, and every SOCKET_KLINE_RESYNC_MS (which brings in volume and
 * the calendar's day, week, month and year boundaries). Between those, each quote moves the cached
 * candle itself — close, and high or low when it passes them — which is core's `applyTick` within a
 * bucket, done on the contract's decimal strings because the hub does not know a product's decimals.
 * Asking MarketData on every quote instead would be simpler, but a current candle is rebuilt from
 * history and costs milliseconds of CPU each, times every subscribed topic, every second.
 */
export class KlineTopics {
  private readonly states = new Map<string, KlineState>();
  private readonly byCode = new Map<string, Set<KlineState>>();

  constructor(
    private readonly market: MarketData,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  /** Adds the connection to the topic and sends it the current candle once there is one. */
  async subscribe(connection: Connection, topic: string, code: string, period: KlinePeriod): Promise<void> {
    const state = this.stateOf(topic, code, period);
    state.subscribers.add(connection);
    if (state.frame) connection.sendLatest(topic, state.frame);
    else await this.sync(state, this.now());
  }

  unsubscribe(connection: Connection, topic: string): void {
    const state = this.states.get(topic);
    if (!state) return;
    state.subscribers.delete(connection);
    if (state.subscribers.size > 0) return;
    this.states.delete(topic);
    const sameCode = this.byCode.get(state.code);
    sameCode?.delete(state);
    if (sameCode?.size === 0) this.byCode.delete(state.code);
  }

  /** Moves the candles of every held topic of the batch's codes. */
  onQuotes(quotes: readonly Quote[], atMs: number): void {
    if (this.byCode.size === 0) return;
    for (const quote of quotes) {
      const states = this.byCode.get(quote.code);
      if (states) for (const state of states) this.onQuote(state, quote, atMs);
    }
  }

  count(): number {
    return this.states.size;
  }

  private onQuote(state: KlineState, quote: Quote, atMs: number): void {
    // While MarketData is being asked, its answer (which already holds this quote) wins.
    if (state.syncing) return;
    const candle = state.candle;
    const tickMs = Math.max(quote.time, atMs);
    const rolledOver = state.bucketEndMs !== null && tickMs >= state.bucketEndMs;
    if (!candle || rolledOver || tickMs - state.syncedAtMs >= SOCKET_KLINE_RESYNC_MS) {
      void this.sync(state, tickMs);
      return;
    }
    const price = Number(quote.price);
    if (!Number.isFinite(price)) return;
    this.publish(state, {
      ...candle,
      close: quote.price,
      high: price > Number(candle.high) ? quote.price : candle.high,
      low: price < Number(candle.low) ? quote.price : candle.low,
    });
  }

  private stateOf(topic: string, code: string, period: KlinePeriod): KlineState {
    const existing = this.states.get(topic);
    if (existing) return existing;
    const state: KlineState = {
      topic,
      code,
      period,
      subscribers: new Set(),
      candle: null,
      frame: null,
      bucketEndMs: null,
      syncedAtMs: 0,
      syncing: null,
    };
    this.states.set(topic, state);
    let sameCode = this.byCode.get(code);
    if (!sameCode) {
      sameCode = new Set();
      this.byCode.set(code, sameCode);
    }
    sameCode.add(state);
    return state;
  }

  /** Asks MarketData for the candle at `atMs`; at most one ask per topic is under way at a time. */
  private sync(state: KlineState, atMs: number): Promise<void> {
    if (state.syncing) return state.syncing;
    state.syncedAtMs = atMs;
    state.syncing = this.market
      .currentCandle(state.code, state.period, atMs)
      .then(
        (candle) => {
          if (!candle || this.states.get(state.topic) !== state) return;
          const lengthMs = FIXED_BUCKET_MS[state.period];
          state.bucketEndMs = lengthMs === undefined ? null : candle.time + lengthMs;
          this.publish(state, candle);
        },
        // The next quote after the resync interval asks again; one failed read must not end the topic.
        (error: unknown) => this.log.warn({ err: error, topic: state.topic }, 'current candle unavailable'),
      )
      .finally(() => {
        state.syncing = null;
      });
    return state.syncing;
  }

  /** Sends the candle to the topic's connections if it differs from the last one sent. */
  private publish(state: KlineState, candle: Candle): void {
    const previous = state.candle;
    if (
      previous &&
      previous.time === candle.time &&
      previous.open === candle.open &&
      previous.high === candle.high &&
      previous.low === candle.low &&
      previous.close === candle.close &&
      previous.volume === candle.volume
    ) {
      return;
    }
    // Only the contract's fields travel, whatever else the source's object carries.
    const { time, open, close, high, low, volume } = candle;
    state.candle = { time, open, close, high, low, volume };
    state.frame = encodeFrame(state.topic, { ...state.candle, code: state.code, period: state.period });
    for (const connection of state.subscribers) connection.sendLatest(state.topic, state.frame);
  }
}
