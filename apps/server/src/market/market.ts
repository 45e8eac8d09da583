import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import WebSocket from 'ws';
import type { Db } from '../db/client';
import { type Bus, BusChannel } from '../lib/bus';
import { type Leadership, runAsLeader } from '../lib/leader';
import { MarketFeed } from './feed';
import { BinanceFeed } from './live/binance';
import type { LiveFeed } from './live/live-feed';
import { MarketBook } from './market-book';
import type { QuotesMessage } from './market-data';
import { DEFAULT_MARKET_SEED } from './simulated-price';

/** The advisory lock key of the feed leader (the engine of issue 4 takes another). */
export const FEED_LOCK_KEY = 7_305_100;
// The seed lives beside the seeded news's prices (simulated-price.ts), which the store imports.
export { DEFAULT_MARKET_SEED };

/** How often a node retries loading products and holidays after a failure. */
const BOOK_LOAD_RETRY_MS = 5_000;

export interface MarketOptions {
  db: Db;
  bus: Bus;
  log: FastifyBaseLogger;
  /** The clock (epoch ms); tests inject one. */
  nowMs?: () => number;
  seed?: number;
  /** Whether this node competes to run the feed (default true). */
  runFeed?: boolean;
  lockKey?: number;
  stepMs?: number;
  /** `binance` prices the crypto products from Binance's public stream (LIVE_FEED); off by default. */
  liveFeed?: 'binance' | undefined;
}

export interface Market {
  book: MarketBook;
  feed: MarketFeed;
  isLeader(): boolean;
  /** After a console change: reloads this node's book and feed now, and tells the other nodes. */
  changed(): Promise<void>;
  close(): Promise<void>;
}

/** drizzle keeps the pool it was built on as `$client`; the `Db` type leaves it out. */
function poolOf(db: Db): pg.Pool {
  const client: unknown = Reflect.get(db, '$client');
  if (!(client instanceof pg.Pool)) throw new Error('the database handle has no connection pool');
  return client;
}

function isQuotesMessage(message: unknown): message is QuotesMessage {
  return typeof message === 'object' && message !== null && Array.isArray(Reflect.get(message, 'quotes'));
}

/**
 * Builds the node's market: the book (loaded from the database, kept current from the bus and
 * reloaded when staff change products or holidays) and, under leader election, the feed.
 */
export async function startMarket(options: MarketOptions): Promise<Market> {
  const nowMs = options.nowMs ?? Date.now;
  const book = new MarketBook(options.db, options.seed ?? DEFAULT_MARKET_SEED, nowMs);
  // A database that is down at start must not stop the node from serving (health says so): the
  // book starts empty and keeps retrying.
  let retry: NodeJS.Timeout | null = null;
  let closed = false;
  const load = async () => {
    try {
      await book.reload();
    } catch (error) {
      if (closed) return;
      options.log.error({ err: error }, 'loading products and holidays failed; retrying');
      retry = setTimeout(() => void load(), BOOK_LOAD_RETRY_MS);
    }
  };
  await load();
  const live: LiveFeed | undefined =
    options.liveFeed === 'binance'
      ? new BinanceFeed(
          book
            .products()
            .filter((p) => p.market === 'crypto')
            .map((p) => ({ code: p.code, decimals: p.decimals })),
          (url) => new WebSocket(url),
        )
      : undefined;
  const feed = new MarketFeed({
    live,
    book,
    bus: options.bus,
    db: options.db,
    log: options.log,
    nowMs,
    ...(options.stepMs === undefined ? {} : { stepMs: options.stepMs }),
  });
  const unsubscribeQuotes = options.bus.subscribe(BusChannel.quotes, (message) => {
    if (isQuotesMessage(message)) book.apply(message);
  });
  const unsubscribeChanges = options.bus.subscribe(BusChannel.marketChanged, () => {
    book.reload().then(
      () => feed.reset(),
      (error: unknown) => options.log.error({ err: error }, 'market reload failed'),
    );
  });
  let leadership: Leadership | null = null;
  if (options.runFeed ?? true) {
    leadership = runAsLeader(
      poolOf(options.db),
      options.lockKey ?? FEED_LOCK_KEY,
      () => {
        options.log.info('this node leads the market feed');
        feed.start();
      },
      () => feed.stop(),
      { onError: (error) => options.log.warn({ err: error }, 'feed leadership') },
    );
  }
  return {
    book,
    feed,
    isLeader: () => leadership?.isLeader() ?? false,
    async changed() {
      await book.reload();
      feed.reset();
      await options.bus.publish(BusChannel.marketChanged, { at: nowMs() });
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      unsubscribeQuotes();
      unsubscribeChanges();
      await leadership?.stop();
      await feed.stop();
    },
  };
}
