import type { Quote as WireQuote } from '@demo/contract';
import { startOfIndiaDayMs } from '@demo/core';
import pg from 'pg';
import { rollUpHouseBalances } from '../ledger/roll-up';
import { BusChannel } from '../lib/bus';
import type { QuotesMessage } from '../market/market-data';
import type { TradingDeps } from '../modules/orders/terms';
import { processQuotes, rollDay } from './engine';
import { type Leadership, runAsLeader } from './leader';

/** The engine leader's advisory lock key; the market feed holds another (FEED_LOCK_KEY). */
export const ENGINE_LOCK_KEY = 7_305_200;
/** How often the leader looks for a passed 00:00 India time. */
export const ROLL_CHECK_MS = 30_000;
/** Most products one merged batch may carry; the catalogue is far smaller, this bounds a bad feed. */
const PENDING_CODES_MAX = 10_000;

function isQuotesMessage(message: unknown): message is QuotesMessage {
  return typeof message === 'object' && message !== null && Array.isArray(Reflect.get(message, 'quotes'));
}

function poolOf(deps: TradingDeps): pg.Pool {
  const client: unknown = Reflect.get(deps.db, '$client');
  if (!(client instanceof pg.Pool)) throw new Error('the database handle has no connection pool');
  return client;
}

/**
 * Runs the engine while this node leads (PostgreSQL advisory lock). Quote batches are processed one
 * at a time; batches arriving meanwhile are merged, latest quote per product, so a slow pass never
 * builds a queue. A timer runs the daily roll once per India day, and once on taking the lead.
 */
export function startEngine(deps: TradingDeps): Leadership {
  let unsubscribe: (() => void) | null = null;
  let timer: NodeJS.Timeout | null = null;
  let pending = new Map<string, WireQuote>();
  let running = false;
  let lastRollDayMs = Number.NEGATIVE_INFINITY;

  const drain = async () => {
    if (running) return;
    running = true;
    try {
      while (pending.size > 0) {
        const batch = [...pending.values()];
        pending = new Map();
        await processQuotes(deps, batch, deps.now());
      }
      // The leader is the one writer of platform balances: it rolls their pending sides in after
      // each pass (L6), about once a second while the feed runs.
      await rollUpHouseBalances(deps.db);
    } catch (error) {
      deps.log.error({ err: error }, 'engine pass failed');
    } finally {
      running = false;
    }
  };

  const roll = async () => {
    const nowMs = deps.now();
    const day = startOfIndiaDayMs(nowMs);
    if (day === lastRollDayMs) return;
    try {
      await rollDay(deps, nowMs);
      lastRollDayMs = day;
    } catch (error) {
      deps.log.error({ err: error }, 'daily roll failed');
    }
  };

  return runAsLeader(
    poolOf(deps),
    ENGINE_LOCK_KEY,
    () => {
      deps.log.info('this node leads the trading engine');
      unsubscribe = deps.bus.subscribe(BusChannel.quotes, (message) => {
        if (!isQuotesMessage(message)) return;
        for (const quote of message.quotes) if (pending.size < PENDING_CODES_MAX) pending.set(quote.code, quote);
        void drain();
      });
      timer = setInterval(() => void roll(), ROLL_CHECK_MS);
      void roll();
    },
    () => {
      unsubscribe?.();
      unsubscribe = null;
      if (timer) clearInterval(timer);
      timer = null;
    },
    { onError: (error) => deps.log.error({ err: error }, 'engine leadership error') },
  );
}
