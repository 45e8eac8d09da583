import type { Quote as WireQuote } from '@demo/contract';
import { startOfIndiaDayMs } from '@demo/core';
import pg from 'pg';
import { RECONCILE_INTERVAL_MS_DEFAULT, runReconcile } from '../../../ledger/reconcile-runs';
import { HOUSE_QUEUE_VACUUM_MS, rollUpHouseBalances, vacuumHouseQueue } from '../../../ledger/roll-up';
import { BusChannel } from '../../../lib/bus';
import { type Leadership, runAsLeader } from '../../../lib/leader';
import type { QuotesMessage } from '../../../market/market-data';
import { runGroupOrders } from '../../group-orders';
import { runNewShareJobs } from '../../new-shares';
import type { TradingDeps } from '../orders/terms';
import { RELEASE_CHECK_MS, releaseQueuedOrders } from './after-market';
import { processQuotes, rollDay } from './engine';
import { EXPIRY_CHECK_MS, expireOrders } from './expiry';

/** The engine leader's advisory lock key; the market feed holds another (FEED_LOCK_KEY). */
export const ENGINE_LOCK_KEY = 7_305_200;
/** How often the leader looks for a passed 00:00 India time. */
export const ROLL_CHECK_MS = 30_000;
/** How often the leader allots, lists and fills new-share offerings (docs/SPEC.md N5). */
export const NEW_SHARE_JOB_MS = 2_000;
/** How often the leader looks for group purchases to allocate and group orders to lapse (G7). */
export const GROUP_CHECK_MS = 1_000;
/** How soon after taking the lead the leader first reconciles the ledger (D5). */
const FIRST_RECONCILE_MS = 15_000;
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
 * Timed work of the engine leader besides the quote passes: the daily roll, new-share jobs, group
 * allocation, order expiry, the ledger proof and the AI products pass all run this one way, one run at a time per
 * pass; a failure is logged with the pass's name and the next tick tries again.
 */
export interface LeaderPass {
  readonly name: string;
  readonly everyMs: number;
  /** An extra first run this long after taking the lead (0 = at once); none when absent. */
  readonly firstAfterMs?: number;
  run(nowMs: number): Promise<unknown>;
}

/** Longest a node letting go of the lead waits for its passes in flight to finish. */
export const PASS_FINISH_WAIT_MS = 10_000;

/**
 * Starts a pass's timers and returns what stops them: it clears the timers and resolves once a run
 * in flight has finished, so a node shutting down never pulls the pool from under a pass.
 */
function schedule(deps: TradingDeps, pass: LeaderPass): () => Promise<void> {
  let inFlight: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (inFlight || stopped) return;
    inFlight = pass
      .run(deps.now())
      .then(
        () => undefined,
        (error: unknown) => deps.log.error({ err: error }, `${pass.name} pass failed`),
      )
      .finally(() => {
        inFlight = null;
      });
  };
  const every = setInterval(tick, pass.everyMs);
  let first: NodeJS.Timeout | null = null;
  if (pass.firstAfterMs === 0) tick();
  else if (pass.firstAfterMs !== undefined) first = setTimeout(tick, pass.firstAfterMs);
  return async () => {
    stopped = true;
    clearInterval(every);
    if (first) clearTimeout(first);
    await inFlight;
  };
}

/**
 * Something the leader runs on every quote message as it arrives, before the merged order pass (the
 * price-alert watcher, docs/SPEC.md AL5): `onQuotes` must return at once and queue its own writes.
 */
export interface QuoteWatcher {
  start(): Promise<void>;
  stop(): void;
  onQuotes(quotes: readonly WireQuote[]): void;
}

export interface EngineOptions {
  reconcileIntervalMs?: number;
  /** Seeds the living new-share market (modules/new-shares/seed.ts); absent in tests that make their own. */
  seedNewShares?: (nowMs: number) => Promise<void>;
  /** How often seeding looks for a missing round. */
  seedCheckMs?: number;
  /** Timed passes of the products the leader runs (AI products). */
  passes?: readonly LeaderPass[];
  /** Run on every quote message while this node leads (price alerts). */
  watchers?: readonly QuoteWatcher[];
}

/**
 * The engine's quote passes: quotes wait, latest per product, while a pass runs, so a slow pass never
 * builds a queue; after each pass the leader rolls the house's pending sides in (L6).
 */
function quoteDrain(deps: TradingDeps) {
  let pending = new Map<string, WireQuote>();
  /** The quote pass running now, if any; quotes arriving meanwhile wait in `pending` for its next loop. */
  let inFlight: Promise<void> | null = null;
  const drain = () => {
    if (inFlight) return;
    inFlight = (async () => {
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
      }
    })().finally(() => {
      inFlight = null;
    });
  };
  return {
    offer(quotes: readonly WireQuote[]): void {
      for (const quote of quotes) if (pending.size < PENDING_CODES_MAX) pending.set(quote.code, quote);
      drain();
    },
    inFlight: () => inFlight,
  };
}

/** The leader's timed passes; `onLead` marks a new lead, whose first reconciliation reads every transfer. */
function enginePasses(deps: TradingDeps, options: EngineOptions): { passes: LeaderPass[]; onLead: () => void } {
  const reconcileIntervalMs = options.reconcileIntervalMs ?? RECONCILE_INTERVAL_MS_DEFAULT;
  let lastRollDayMs = Number.NEGATIVE_INFINITY;
  let lastSeedMs = Number.NEGATIVE_INFINITY;
  const passes: LeaderPass[] = [
    {
      // The daily roll, once per India day, and once on taking the lead.
      name: 'daily roll',
      everyMs: ROLL_CHECK_MS,
      firstAfterMs: 0,
      run: async (nowMs) => {
        const day = startOfIndiaDayMs(nowMs);
        if (day === lastRollDayMs) return;
        await rollDay(deps, nowMs);
        lastRollDayMs = day;
      },
    },
    {
      // Allotment and listing are due at instants, not on ticks (N5).
      name: 'new-share',
      everyMs: NEW_SHARE_JOB_MS,
      firstAfterMs: 0,
      run: async (nowMs) => {
        if (options.seedNewShares && nowMs - lastSeedMs >= (options.seedCheckMs ?? 60_000)) {
          lastSeedMs = nowMs;
          await options.seedNewShares(nowMs);
        }
        await runNewShareJobs(deps, nowMs);
      },
    },
    { name: 'group allocation', everyMs: GROUP_CHECK_MS, run: (nowMs) => runGroupOrders(deps, nowMs) },
    // The roll-up's queue churns every second: the leader keeps it free of dead rows (L6, docs/adr/0018).
    { name: 'house queue vacuum', everyMs: HOUSE_QUEUE_VACUUM_MS, run: () => vacuumHouseQueue(deps.db) },
    // O10: pending orders whose validity ran out are cancelled within about a second of their instant.
    { name: 'order expiry', everyMs: EXPIRY_CHECK_MS, firstAfterMs: 0, run: (nowMs) => expireOrders(deps, nowMs) },
    // AMO3: after-market orders queued for an open become pending limit orders within about a second of it.
    {
      name: 'after-market release',
      everyMs: RELEASE_CHECK_MS,
      firstAfterMs: 0,
      run: (nowMs) => releaseQueuedOrders(deps, nowMs),
    },
    ...(options.passes ?? []),
  ];
  /** Whether this node has proved the whole ledger since it last took the lead. */
  let provedWholeSinceLead = false;
  if (reconcileIntervalMs > 0)
    passes.push({
      // D5: the leader proves the ledger every interval, and soon after taking the lead so a restarted
      // platform reports one at once; a difference is logged, counted and kept. The first run after
      // taking the lead reads every transfer; the others continue from the horizon (docs/adr/0019).
      name: 'ledger reconciliation',
      everyMs: reconcileIntervalMs,
      firstAfterMs: Math.min(reconcileIntervalMs, FIRST_RECONCILE_MS),
      run: async () => {
        const run = await runReconcile(deps.db, { full: !provedWholeSinceLead });
        provedWholeSinceLead = true;
        if (run.differences > 0)
          deps.log.error(
            { differences: run.differences, first: run.violations.slice(0, 5) },
            'ledger does not reconcile',
          );
      },
    });
  return {
    passes,
    onLead: () => {
      provedWholeSinceLead = false;
    },
  };
}

/**
 * Runs the engine while this node leads (PostgreSQL advisory lock): the quote passes (`quoteDrain`),
 * the quote watchers on every message, and the timed passes (`enginePasses`: the daily roll once per
 * India day and once on taking the lead, and the rest).
 */
export function startEngine(deps: TradingDeps, options: EngineOptions = {}): Leadership {
  const watchers = options.watchers ?? [];
  const quotes = quoteDrain(deps);
  const { passes, onLead } = enginePasses(deps, options);
  let unsubscribe: (() => void) | null = null;
  let stops: (() => Promise<void>)[] = [];
  return runAsLeader(
    poolOf(deps),
    ENGINE_LOCK_KEY,
    () => {
      deps.log.info('this node leads the trading engine');
      onLead();
      for (const watcher of watchers)
        watcher.start().catch((error: unknown) => deps.log.error({ err: error }, 'starting a quote watcher failed'));
      unsubscribe = deps.bus.subscribe(BusChannel.quotes, (message) => {
        if (!isQuotesMessage(message)) return;
        // Watchers see every message, unmerged: an alert must not miss a crossing a merge would hide.
        for (const watcher of watchers) {
          try {
            watcher.onQuotes(message.quotes);
          } catch (error) {
            deps.log.error({ err: error }, 'a quote watcher failed');
          }
        }
        quotes.offer(message.quotes);
      });
      stops = passes.map((pass) => schedule(deps, pass));
    },
    async () => {
      for (const watcher of watchers) watcher.stop();
      unsubscribe?.();
      unsubscribe = null;
      const stopping = stops.map((stop) => stop());
      stops = [];
      // A pass in flight finishes before leadership (and, on shutdown, the pool) is let go, within
      // a bound: a pass stuck on a lost database must not keep the lock from the next leader.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all([...stopping, quotes.inFlight()]),
        new Promise((resolve) => {
          timer = setTimeout(resolve, PASS_FINISH_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
    },
    { onError: (error) => deps.log.error({ err: error }, 'engine leadership error') },
  );
}
