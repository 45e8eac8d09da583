import type { Quote } from '@demo/contract';
import {
  type CandleTicks,
  createSimulator,
  formatQuote,
  MINUTE_MS,
  quoteStepStartMs,
  type SimulatorState,
  step,
} from '@demo/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/client';
import { type Bus, BusChannel } from '../lib/bus';
import type { LiveFeed } from './live/live-feed';
import type { MarketBook } from './market-book';
import type { QuotesMessage, SinaMessage } from './market-data';
import { marketOverview } from './overview';
import { type ClosedMinute, insertMinuteCandles } from './store';

/** How often the feed steps the simulator. */
export const FEED_STEP_MS = 1_000;

export interface FeedOptions {
  book: MarketBook;
  bus: Bus;
  db: Queryable;
  log: FastifyBaseLogger;
  nowMs: () => number;
  stepMs?: number;
  /** A live source for some products (off by default); the simulator prices the rest. */
  live?: LiveFeed | undefined;
}

/**
 * The simulated feed, run by the leader only (lib/leader.ts). Each step advances the core
 * simulator to now with the holidays of the book, publishes the quotes that changed on the bus
 * (every node's book, the leader's included, takes them from there) and stores each one-minute
 * candle that closed. The stored minute is the simulator's own (K1), so it equals derived history.
 */
export class MarketFeed {
  private state: SimulatorState | null = null;
  /** Per product index: the start of the minute it last quoted in, not yet stored. */
  private openMinutes = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;
  private stepping: Promise<void> = Promise.resolve();
  /** Quotes published by the last step (the ticks-per-second gauge). */
  lastStepQuotes = 0;
  /** Live quotes received since the last step, latest per code. */
  private pendingLive = new Map<string, Quote>();
  private stopLive: (() => void) | null = null;

  constructor(private readonly options: FeedOptions) {}

  start(): void {
    if (this.timer) return;
    const { live } = this.options;
    if (live) {
      this.stopLive = live.onQuote((quote) => this.pendingLive.set(quote.code, quote));
      live.start();
    }
    const stepMs = this.options.stepMs ?? FEED_STEP_MS;
    this.timer = setInterval(() => {
      this.stepping = this.stepping.then(() =>
        this.step().then(
          () => undefined,
          (error: unknown) => this.options.log.error({ err: error }, 'feed step failed'),
        ),
      );
    }, stepMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopLive?.();
    this.stopLive = null;
    await this.options.live?.stop();
    await this.stepping;
    this.lastStepQuotes = 0;
  }

  /** Rebuilds the simulator from the book's products (after a console change). */
  reset(): void {
    this.state = null;
    this.openMinutes = new Map();
  }

  /** One step at the injected clock's now; returns the quotes it published. */
  async step(): Promise<Quote[]> {
    const { book, bus, db } = this.options;
    // RC2: a step is taken at the start of its simulator step, so its quotes are quote number
    // time ÷ QUOTE_STEP_MS and `data/quote/at` recomputes them exactly from the seed.
    const now = quoteStepStartMs(this.options.nowMs());
    const products = book.products();
    if (!this.state || this.state.feeds.length !== products.length) {
      this.state = createSimulator({ seed: book.seed, instruments: products.map((p) => p.instrument), startMs: now });
      this.openMinutes = new Map();
    }
    const previous = this.state;
    const { state, quotes } = step(previous, now, book.holidays());
    this.state = state;
    const closed: ClosedMinute[] = [];
    const indexOf = new Map(products.map((p, i) => [p.code, i]));
    for (const [index, minuteStart] of this.openMinutes) {
      if (minuteStart + MINUTE_MS > now) continue;
      const candle = findMinute(state, index, minuteStart) ?? findMinute(previous, index, minuteStart);
      const product = products[index];
      if (candle && product) closed.push({ productId: product.id, candle });
      this.openMinutes.delete(index);
    }
    const texts: Quote[] = [];
    const liveCodes = this.options.live?.codes;
    for (const quote of quotes) {
      if (liveCodes?.has(quote.code)) continue;
      const index = indexOf.get(quote.code);
      const product = index === undefined ? undefined : products[index];
      if (index === undefined || !product) continue;
      this.openMinutes.set(index, quote.time - (quote.time % MINUTE_MS));
      texts.push(formatQuote(quote, product.decimals));
    }
    for (const quote of this.pendingLive.values()) if (indexOf.has(quote.code)) texts.push(quote);
    this.pendingLive = new Map();
    this.lastStepQuotes = texts.length;
    if (closed.length > 0) await insertMinuteCandles(db, closed);
    if (texts.length > 0) await bus.publish(BusChannel.quotes, { at: now, quotes: texts } satisfies QuotesMessage);
    const freshByCode = new Map(texts.map((t) => [t.code, t]));
    await bus.publish(BusChannel.sina, {
      at: now,
      indices: marketOverview(book, 'indices', 'en').map((q) => {
        const fresh = freshByCode.get(q.code);
        return fresh ? { ...q, price: fresh.price, change: fresh.change, changeRate: fresh.changeRate } : q;
      }),
    } satisfies SinaMessage);
    return texts;
  }
}

function findMinute(state: SimulatorState, index: number, minuteStart: number): CandleTicks | undefined {
  const minutes = state.feeds[index]?.path?.minutes;
  if (!minutes) return undefined;
  // Minutes are in time order: binary search.
  let lo = 0;
  let hi = minutes.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const candle = minutes[mid]!;
    if (candle.time === minuteStart) return candle;
    if (candle.time < minuteStart) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}
