import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { Order, Quote } from '@demo/contract';
import { type AccountSet, type Minor, minor, postDeposit } from '@demo/core';
import { expect, inject } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { NO_WRITE_LIMITS } from '../../src/http/bulkhead';
import type { CallLimit } from '../../src/http/implement';
import { reconcile } from '../../src/ledger/reconcile';
import { post, userBalances } from '../../src/ledger/service';
import { BusChannel, LocalBus } from '../../src/lib/bus';
import { createPasswordHasher } from '../../src/lib/password';
import { HaltBook } from '../../src/market/halt-book';
import { riskLimitFacts } from '../../src/modules/risk';
import { type BatchOutcome, processQuotes, rollDay } from '../../src/modules/trading/engine/engine';
import { forgetTradingTerms, type TradingDeps } from '../../src/modules/trading/orders/terms';
import { writeSetting } from '../../src/settings/store';
import {
  call,
  type Harness,
  RecordingSmsSender,
  registerUser,
  TEST_CONNECT_TIMEOUT_MS,
  TEST_SCRYPT_N_LOG2,
} from './harness';
import { inTx } from './ledger';
import { wireQuote } from './quotes';

/**
 * A server for the trading scenarios: a bus the test owns, no market feed and no engine of its own.
 * Prices are crafted: `quote` puts a bid/ask into the server's market book (through the bus, as the
 * feed would) and into the engine's view; `tick` also runs the engine's pass on it at the test's
 * clock. Money enters only through ledger postings (an approved-recharge posting), never SQL.
 */
export interface TradingHarness extends Harness {
  bus: LocalBus;
  deps: TradingDeps;
  clock: { nowMs: number };
  quote(code: string, bid: string, ask: string): Promise<Quote>;
  tick(code: string, bid: string, ask: string): Promise<BatchOutcome>;
  roll(nowMs: number): ReturnType<typeof rollDay>;
  /** A registered customer, funded with `rupees`; one who accepted the risk disclosure unless `riskDisclosure: false` (BR18). */
  trader(options?: { rupees?: number; riskDisclosure?: boolean }): Promise<Trader>;
  setSetting(key: string, value: unknown): Promise<void>;
  reconciled(): Promise<string[]>;
}

export interface Trader {
  id: number;
  token: string;
  events: Array<Record<string, unknown>>;
  call<B = Record<string, unknown>>(
    path: string,
    payload?: Record<string, string | number | boolean>,
    options?: { locale?: 'en' | 'hi' },
  ): Promise<{ code: number; message: string; body: B }>;
  balances(set?: AccountSet): Promise<{ availableMinor: Minor; lockedMinor: Minor; marginMinor: Minor }>;
}

/** A fixed Saturday noon UTC: crypto trades, every stock market is closed. */
export const SATURDAY_NOON_MS = Date.UTC(2026, 10, 21, 12, 0, 0);

export function requestId(): string {
  return `req-${randomBytes(8).toString('hex')}`;
}

/** One hand bought at market on the real account, as the request stands (the caller checks the reply). */
export function marketBuy(trader: Trader, code: string): Promise<{ code: number; message: string; body: Order }> {
  return trader.call<Order>('order/create', {
    code,
    direction: 'buy',
    priceType: 'market',
    hands: 1,
    accountType: 'real',
    requestId: requestId(),
  });
}

/**
 * The limit-order scenarios' order: a buy of 2 ETHUSD at 2,900.00 on the real account, with `extra`
 * fields (a validity); it must be accepted.
 */
export async function placeEthLimit(trader: Trader, extra: Record<string, string | number> = {}): Promise<Order> {
  const reply = await trader.call<Order>('order/create', {
    code: 'ETHUSD',
    direction: 'buy',
    priceType: 'limit',
    price: '2900.00',
    hands: 2,
    accountType: 'real',
    requestId: requestId(),
    ...extra,
  });
  expect(reply.code, reply.message).toBe(200);
  return reply.body;
}

/** How many times an order's hold came back: its cancel's transfers (type 5, ref `order:<id>`). */
export async function holdReturns(h: TradingHarness, orderId: number): Promise<number> {
  const rows = await h.database.pool.query<{ n: string }>(
    `select count(*)::text as n from ledger_transfers where ref = $1 and type = 5`,
    [`order:${orderId}`],
  );
  return Number(rows.rows[0]?.n ?? 0);
}

/**
 * The issue-4 scenarios trade dollar instruments from a rupee account with arithmetic written as if
 * one dollar were one rupee: by default the harness quotes USDINR at exactly 1.0000 and converts with
 * no spread, so their figures keep proving the O and M invariants while every conversion still runs
 * through the fx accounts. The currency scenarios pass a spread and quote real rates themselves.
 */
export interface TradingOptions {
  runEngine?: boolean;
  /** The conversion spread (docs/SPEC.md X3); 0 by default, see above. */
  fxSpreadBps?: bigint;
  /** Quote USDINR at 1.0000 before the first call (default true). */
  parityUsdInr?: boolean;
  /** Scenarios trade in bursts no person could; order-create-limits.test.ts passes the real ones (O9). */
  orderCreateLimits?: readonly CallLimit[];
  /** A database of the test's own (support/isolated-database.ts) instead of the run's shared one. */
  databaseUrl?: string;
  /** Another node's bus, for a second node beside the first (two nodes share one bus as through Redis). */
  bus?: LocalBus;
}

export async function startTrading(options: TradingOptions = {}): Promise<TradingHarness> {
  const fxSpreadBps = options.fxSpreadBps ?? 0n;
  const database = openDatabase(options.databaseUrl ?? inject('databaseUrl'), {
    connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS,
  });
  const sms = new RecordingSmsSender();
  const hasher = createPasswordHasher(TEST_SCRYPT_N_LOG2);
  const bus = options.bus ?? new LocalBus();
  const clock = { nowMs: SATURDAY_NOON_MS };
  let errors = '';
  const errorSink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      errors += chunk.toString();
      if (process.env.DEBUG_SERVER_ERRORS) process.stderr.write(chunk);
      done();
    },
  });
  const app = await buildApp({
    db: database.db,
    bus,
    smsSender: sms,
    hasher,
    logLevel: 'error',
    logStream: errorSink,
    trustProxy: 1,
    checkReplies: true,
    market: { runFeed: false, nowMs: () => clock.nowMs },
    runEngine: options.runEngine ?? false,
    fxSpreadBps,
    orderCreateLimits: options.orderCreateLimits ?? [],
    // Likewise the write limits (E10); bulkheads-bound-one-account.test.ts passes the production ones.
    writeLimits: NO_WRITE_LIMITS,
    // The living new-share market would add offerings to the run's shared database whenever an engine
    // runs; new-share-seeded-market.test.ts proves the seeding on a database of its own.
    seedNewShares: false,
  });
  await app.ready();
  const quotes = new Map<string, Quote>();
  // The engine's passes below see halts as the server's node does: a halt book on the same bus (HL3).
  const halts = new HaltBook(database.db, bus, () => undefined);
  await halts.reload();
  const deps: TradingDeps = {
    db: database.db,
    bus,
    log: app.log,
    market: { quote: (code) => quotes.get(code) },
    now: () => clock.nowMs,
    fxSpreadBps,
    halts,
    // RL9: the engine's passes check a pending order's fill against the house limits, as the node's do.
    riskLimits: (order) => riskLimitFacts({ db: database.db, market: { quote: (code) => quotes.get(code) } }, order),
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const h: TradingHarness = {
    app,
    database,
    sms,
    hasher,
    bus,
    deps,
    clock,
    async quote(code, bid, ask) {
      const q = wireQuote(code, bid, ask, clock.nowMs);
      quotes.set(code, q);
      await bus.publish(BusChannel.quotes, { at: clock.nowMs, quotes: [q] });
      await settle();
      return q;
    },
    async tick(code, bid, ask) {
      const q = await h.quote(code, bid, ask);
      const outcome = await processQuotes(deps, [q], clock.nowMs);
      await settle();
      return outcome;
    },
    async roll(nowMs) {
      const rolled = await rollDay(deps, nowMs);
      await settle();
      return rolled;
    },
    async trader(options = {}) {
      const registered = await registerUser(h, { riskDisclosure: options.riskDisclosure ?? true });
      const events: Array<Record<string, unknown>> = [];
      bus.subscribe(BusChannel.user(registered.user.id), (message) => {
        if (typeof message === 'object' && message !== null) events.push(message as Record<string, unknown>);
      });
      const id = registered.user.id;
      if (options.rupees !== undefined && options.rupees > 0) {
        const tag = `test:deposit:${randomBytes(6).toString('hex')}`;
        const amount = minor(BigInt(options.rupees) * 100n);
        await inTx(database.db, async (tx) => {
          const outcome = await post(tx, postDeposit({ userId: id, currency: 'INR', ref: tag, eventId: tag }, amount));
          if (!outcome.ok) throw new Error(`deposit failed: ${outcome.error.detail}`);
        });
      }
      return {
        id,
        token: registered.token,
        events,
        async call<B>(
          path: string,
          payload: Record<string, string | number | boolean> = {},
          options: { locale?: 'en' | 'hi' } = {},
        ) {
          const reply = await call<B>(app, path, payload, { token: registered.token, ...options });
          await settle();
          return reply;
        },
        async balances(set = 'real') {
          return await inTx(database.db, (tx) => userBalances(tx, id, set, 'INR'));
        },
      };
    },
    async setSetting(key, value) {
      await writeSetting(database.db, key, value);
      forgetTradingTerms(database.db);
    },
    async reconciled() {
      return (await reconcile(database.db)).map((v) => `${v.invariant}: ${v.message}`);
    },
    async close() {
      halts.close();
      await app.close();
      await database.close();
      if (errors.includes('reply does not match the contract'))
        throw new Error(`A reply broke the contract:\n${errors}`);
    },
  };
  if (options.parityUsdInr ?? true) await h.quote('USDINR', '1.0000', '1.0000');
  return h;
}
