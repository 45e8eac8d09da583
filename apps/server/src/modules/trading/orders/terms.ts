import type { Quote as WireQuote } from '@demo/contract';
import {
  type AccountFx,
  type AccountSet,
  accountFxFromQuotes,
  type BookPosition,
  EXCHANGE_CODES,
  type ExchangeCode,
  FX_SPREAD_BPS,
  isMarketOpen,
  type Minor,
  parseMoney,
  parsePrice,
  parseTradingSettings,
  type Quote,
  type RiskLimitFacts,
  type TradingSettings,
} from '@demo/core';
import type { FastifyBaseLogger } from 'fastify';
import type { QueryResultRow } from 'pg';
import type { Db } from '../../../db/client';
import type { RidingRead } from '../../../db/prepared';
import { currencyOf } from '../../../ledger/currency';
import type { Bus } from '../../../lib/bus';
import { SharedCopy } from '../../../lib/shared-copy';
import type { HaltLookup } from '../../../market/halt-book';
import type { MarketData } from '../../../market/market-data';
import { readSettings } from '../../../settings/service';
import type { Catalog } from './catalog';
import type { ProductRow } from './store';

/** What the order services and the engine need from the outside world. */
export interface TradingDeps {
  db: Db;
  bus: Bus;
  log: FastifyBaseLogger;
  /**
   * The node's latest quotes (contract shape, decimal strings) and, where the node has a market book,
   * the book a market order walks (DP4); without it orders fill at the quote.
   */
  market: Pick<MarketData, 'quote'> & Partial<Pick<MarketData, 'depth'>>;
  /** Epoch ms now; the engine's tests pass their own instants instead. */
  now: () => number;
  /** The published conversion spread in basis points (`FX_SPREAD_BPS`); core's default when absent. */
  fxSpreadBps?: bigint;
  /** The risk limits binding an order, from the node's copies (RL4), or undefined when none does. */
  riskLimits?: (order: { set: AccountSet; userId: number; code: string }) => Promise<OrderRiskLimits | undefined>;
  /** The node's halt book (HL1–HL3); none halted when absent. */
  halts?: HaltLookup;
}

/** The limits binding one order: all but the customer's own book, and how to read that book (RL5). */
export interface OrderRiskLimits {
  readonly facts: Omit<RiskLimitFacts, 'own'>;
  /** The customer's own book, read with BEGIN under the trading lock; null when no per-customer limit binds. */
  readonly own: {
    readonly read: RidingRead;
    readonly parse: (rows: readonly QueryResultRow[]) => BookPosition[];
  } | null;
}

/** The trading settings with the currency every trading posting is kept in. */
export interface TradingTerms {
  readonly settings: TradingSettings;
  /** The currency of an account set (ledger `currencyOf`): every balance and posting of the set is in it. */
  readonly currency: (set: AccountSet) => string;
  /**
   * The rates from an instrument's currency into an account's, from the feed's pairs at this instant
   * with the published spread (docs/SPEC.md X1–X4); null when the feed has no quote to price the pair.
   */
  readonly fx: (instrumentCurrency: string, accountCurrency: string) => AccountFx | null;
  /** The demo account's starting balance in minor units (`virtualStartingBalance`). */
  readonly virtualStartingMinor: Minor;
  /** From this notional on (INR minor units) an order is announced to staff; 0 = never (HL9). */
  readonly largeTradeMinor: Minor;
}

/** Settings change rarely (a staff edit); a short-lived shared copy keeps them off every tick's path. */
const SETTINGS_CACHE_MS = 2_000;
const settingsCopies = new SharedCopy<Db, Omit<TradingTerms, 'fx'>>(SETTINGS_CACHE_MS);

/**
 * The stored settings parsed by core `parseTradingSettings` (a bad stored value is a bug and throws),
 * with the conversion rates read from the node's market book each time they are asked for.
 */
export async function tradingTerms(
  deps: Pick<TradingDeps, 'db' | 'market' | 'fxSpreadBps'>,
  nowMs = Date.now(),
): Promise<TradingTerms> {
  const settings = await storedTerms(deps.db, nowMs);
  const spreadBps = deps.fxSpreadBps ?? FX_SPREAD_BPS;
  const made = madeTerms.get(settings);
  if (made?.market === deps.market && made.spreadBps === spreadBps) return made.terms;
  const terms = { fx: (from: string, to: string) => fxFromBook(deps.market, from, to, spreadBps), ...settings };
  madeTerms.set(settings, { market: deps.market, spreadBps, terms });
  return terms;
}

/**
 * The terms last made from each copy of the settings: every order asked for them two or three times,
 * and each made a new object and closure (their rates are still read from the book at each call).
 */
const madeTerms = new WeakMap<
  Omit<TradingTerms, 'fx'>,
  { market: TradingDeps['market']; spreadBps: bigint; terms: TradingTerms }
>();

/** The rates last computed for a pair of currencies, with each quote they were computed from. */
interface KeptFx {
  readonly quotes: ReadonlyArray<readonly [code: string, quote: WireQuote | undefined]>;
  readonly fx: AccountFx | null;
}

/** Per market book, per pair and spread: every order asked for its rates again (3 % of the server's samples). */
const keptFx = new WeakMap<Pick<MarketData, 'quote'>, Map<string, KeptFx>>();

/**
 * Core's rates from the latest quotes of the node's market book (X4). They are computed again only
 * when one of the quotes they came from is no longer the book's current one (the book replaces a
 * quote, never changes it), so the answer is the same as computing them at every call.
 */
export function fxFromBook(
  market: Pick<MarketData, 'quote'>,
  from: string,
  to: string,
  spreadBps: bigint,
): AccountFx | null {
  let byPair = keptFx.get(market);
  if (!byPair) {
    byPair = new Map();
    keptFx.set(market, byPair);
  }
  const key = `${from}>${to}:${spreadBps}`;
  const kept = byPair.get(key);
  if (kept?.quotes.every(([code, quote]) => market.quote(code) === quote)) return kept.fx;
  const quotes: Array<readonly [string, WireQuote | undefined]> = [];
  const fx = accountFxFromQuotes(
    (code) => {
      const quote = market.quote(code);
      quotes.push([code, quote]);
      return quote;
    },
    from,
    to,
    spreadBps,
  );
  byPair.set(key, { quotes, fx });
  return fx;
}

async function storedTerms(db: Db, nowMs: number): Promise<Omit<TradingTerms, 'fx'>> {
  return await settingsCopies.get(db, nowMs, () => readTerms(db));
}

async function readTerms(db: Db): Promise<Omit<TradingTerms, 'fx'>> {
  const stored = await readSettings(db);
  const parsed = parseTradingSettings(stored);
  if (!parsed.ok) throw new Error(`trading settings are invalid: ${parsed.detail}`);
  const starting = parseMoney(stored.virtualStartingBalance);
  if (!starting.ok) throw new Error(`virtualStartingBalance is not an amount: ${stored.virtualStartingBalance}`);
  const largeTrade = parseMoney(stored.riskLargeTradeNotional);
  if (!largeTrade.ok) throw new Error(`riskLargeTradeNotional is not an amount: ${stored.riskLargeTradeNotional}`);
  const terms: Omit<TradingTerms, 'fx'> = {
    settings: parsed.value,
    currency: (set) => currencyOf(stored, set),
    virtualStartingMinor: starting.value,
    largeTradeMinor: largeTrade.value,
  };
  return terms;
}

/** Drops the cached settings (tests that change a setting call it). */
export function forgetTradingTerms(db: Db): void {
  settingsCopies.forget(db);
}

/** A quote in ticks with the instant it was taken: what a fill's receipt records (docs/SPEC.md RC2). */
export interface TimedQuote extends Quote {
  /** The quote's time, epoch ms. */
  readonly timeMs: number;
}

/** A wire quote read into ticks of the product's decimals, with its time; null when it is not a price. */
export function quoteTicks(quote: WireQuote | undefined, decimals: number): TimedQuote | null {
  if (!quote) return null;
  const bid = parsePrice(quote.bid, decimals);
  const ask = parsePrice(quote.ask, decimals);
  return bid.ok && ask.ok ? { bidTicks: bid.value, askTicks: ask.value, timeMs: quote.time } : null;
}

export function isExchange(text: string): text is ExchangeCode {
  return (EXCHANGE_CODES as readonly string[]).includes(text);
}

/** Whether a product can be traded now: not suspended, and its exchange in session (holidays included). */
export function isTradable(catalog: Catalog, product: ProductRow, nowMs: number): boolean {
  if (product.suspended || !isExchange(product.exchange)) return false;
  return isMarketOpen(product.exchange, nowMs, catalog.holidaysOf(product.exchange));
}

/** The currency an order's amounts are priced in: its instrument's, or the account's for older rows. */
export function instrumentCurrencyOf(row: { instrumentCurrency: string | null; currency: string }): string {
  return row.instrumentCurrency ?? row.currency;
}
