import type { Quote as WireQuote } from '@demo/contract';
import { checkLimitFill, formatMoney, limitCrossed, marginLevelBps, minor, ticks, triggeredExit } from '@demo/core';
import { availableBalances, publishBalanceEvents } from '../../../ledger/service';
import { BusChannel } from '../../../lib/bus';
import { catalogOf } from '../orders/catalog';
import { publishOrderChanges } from '../orders/events';
import { toPosition } from '../orders/settle';
import {
  codesTrailingOn,
  exitsOn,
  type OrderRow,
  ordersByIds,
  pendingOn,
  positionsOfAccountsHolding,
  trailStopsOn,
} from '../orders/store';
import { quoteTicks, type TimedQuote, type TradingDeps, tradingTerms } from '../orders/terms';
import { fillLimitOrder, triggerExit } from './fills';
import { checkAccount, type Glance } from './margin';
import { type RolledPosition, rollDay as rollPositions } from './roll';
import { TrailNotices } from './trail-notices';

/**
 * The trading engine's work on one batch of quotes (ARCHITECTURE.md, "engine"): fill crossed limit
 * orders, move trailing stops (O11), close positions whose stop loss or take profit was reached (O5;
 * the first of the two to be reached closes the position, which ends the other), then value every account holding
 * a product that ticked, warn it (M4) and force-cover it (M2, M3). Runs on the engine leader only;
 * tests call it directly with crafted quotes and instants. Every action is its own transaction with
 * the order re-checked under its lock, so a user's cover racing the engine settles an order once.
 */

/** At most one margin warning per account per this long: a level hovering at the line is not spam. */
export const WARNING_INTERVAL_MS = 60_000;

export interface BatchOutcome {
  filled: number[];
  /** Crossed limit orders cancelled because their fill could not be paid for (O13). */
  unfunded: number[];
  /** Held positions whose trailing stop moved (O11). */
  trailed: number[];
  exited: number[];
  forceCovered: number[];
  warned: Array<{ userId: number; accountSet: 'real' | 'virtual' }>;
}

/** When each account was last warned, per database (one engine per node). */
const lastWarnings = new WeakMap<object, Map<string, number>>();

/** The trailing-stop notices of each database's engine. */
const trailNotices = new WeakMap<object, TrailNotices>();

function trailNoticesOf(deps: TradingDeps): TrailNotices {
  let notices = trailNotices.get(deps.db);
  if (!notices) {
    notices = new TrailNotices();
    trailNotices.set(deps.db, notices);
  }
  return notices;
}

function warningsOf(deps: TradingDeps): Map<string, number> {
  let map = lastWarnings.get(deps.db);
  if (!map) {
    map = new Map();
    lastWarnings.set(deps.db, map);
  }
  return map;
}

/** Reads a batch of wire quotes into ticks of each product's decimals; unknown or broken ones are left out. */
async function parseBatch(
  deps: TradingDeps,
  quotes: readonly WireQuote[],
  nowMs: number,
): Promise<Map<string, TimedQuote>> {
  const catalog = await catalogOf(deps.db, nowMs);
  const parsed = new Map<string, TimedQuote>();
  for (const wire of quotes) {
    const places = catalog.productByCode(wire.code)?.decimals;
    const quote = places === undefined ? null : quoteTicks(wire, places);
    if (quote && quote.bidTicks > 0n && quote.askTicks >= quote.bidTicks) parsed.set(wire.code, quote);
  }
  return parsed;
}

/** The codes of the batch trading under a halt (HL3), from the node's halt book. */
async function haltedCodes(deps: TradingDeps, codes: readonly string[], nowMs: number): Promise<Set<string>> {
  const book = deps.halts;
  if (!book || book.list().length === 0) return new Set();
  const catalog = await catalogOf(deps.db, nowMs);
  return new Set(
    codes.filter((code) => {
      const product = catalog.productByCode(code);
      return product !== undefined && book.haltOn(product) !== null;
    }),
  );
}

/**
 * Whether a pending limit order must wait because its fill would take the house past its net
 * notional limit in the instrument (RL9), decided by core `checkLimitFill` on the node's copies of the
 * limits and of the house's book (RL4): no row is read or locked for it.
 */
async function heldByHouseLimit(deps: TradingDeps, order: OrderRow): Promise<boolean> {
  if (!deps.riskLimits || order.limitPriceTicks === null) return false;
  const limits = await deps.riskLimits({ set: order.accountSet, userId: order.userId, code: order.code });
  if (!limits || limits.facts.houseNotionalMaxMinor === null) return false;
  const decision = checkLimitFill(limits.facts, {
    code: order.code,
    currency: order.instrumentCurrency ?? order.currency,
    decimals: order.decimals,
    handCount: order.handCount,
    direction: order.direction,
    hands: order.hands,
    priceTicks: ticks(order.limitPriceTicks),
  });
  return !decision.ok;
}

export async function processQuotes(
  deps: TradingDeps,
  quotes: readonly WireQuote[],
  nowMs: number,
): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { filled: [], unfunded: [], trailed: [], exited: [], forceCovered: [], warned: [] };
  const batch = await parseBatch(deps, quotes, nowMs);
  const codes = [...batch.keys()];
  const quoteOf = (row: OrderRow): TimedQuote | null =>
    batch.get(row.code) ?? quoteTicks(deps.market.quote(row.code), row.decimals);

  const halted = await haltedCodes(deps, codes, nowMs);
  for (const order of await pendingOn(deps.db, codes)) {
    const quote = batch.get(order.code);
    // HL3: a halted instrument's limit orders wait; its stops and forced covers below still run.
    if (!quote || order.limitPriceTicks === null || halted.has(order.code)) continue;
    if (!limitCrossed(order.direction, ticks(order.limitPriceTicks), quote.bidTicks, quote.askTicks)) continue;
    // RL9: a fill that would take the house past its limit waits, pending, like a halted one.
    if (await heldByHouseLimit(deps, order)) continue;
    const filled = await fillLimitOrder(deps, order.id, quote, nowMs);
    if (filled) {
      (filled.status === 'BUILD' ? outcome.filled : outcome.unfunded).push(filled.id);
      await publishOrderChanges(deps, [filled]);
    }
  }

  // O11: trailing stops move before the exit check, so a tick that moves a stop and a later tick
  // that crosses it close the position at the crossing tick (O5). One statement per product and
  // direction on the products where some position trails, reading only the positions that move.
  const notices = trailNoticesOf(deps);
  const trailed: OrderRow[] = [];
  const trailing = await codesTrailingOn(deps.db, codes);
  for (const [code, quote] of batch) {
    if (trailing.has(code)) trailed.push(...(await trailStopsOn(deps.db, code, quote)));
  }
  outcome.trailed.push(...trailed.map((r) => r.id));

  for (const order of await exitsOn(deps.db, codes)) {
    const quote = batch.get(order.code);
    if (!quote || triggeredExit(toPosition(order), quote.bidTicks, quote.askTicks) === null) continue;
    const changed = await triggerExit(deps, order.id, quote, nowMs);
    outcome.exited.push(...changed.filter((r) => r.id === order.id || r.parentId === order.id).map((r) => r.id));
    notices.forget(changed.map((r) => r.id));
    await publishOrderChanges(deps, changed);
  }

  // The user hears of a moved stop at most about once a second per order; a position that closed
  // meanwhile is announced by its close instead.
  const due = notices.due(trailed, nowMs);
  if (due.length > 0) {
    const held = (await ordersByIds(deps.db, due)).filter((r) => r.status === 'BUILD');
    await publishOrderChanges(deps, held);
  }

  // Every account holding a product that ticked, valued from two reads for all of them (docs/adr/0006).
  for (const { account, glance } of await glances(deps, codes, nowMs)) {
    await checkOne(deps, account, quoteOf, nowMs, outcome, glance);
  }
  return outcome;
}

type AccountKey = { userId: number; accountSet: 'real' | 'virtual' };

/** Each account holding one of `codes`, with its held positions and available balance, unlocked. */
async function glances(
  deps: TradingDeps,
  codes: readonly string[],
  nowMs: number,
): Promise<Array<{ account: AccountKey; glance: Glance }>> {
  const positions = await positionsOfAccountsHolding(deps.db, codes);
  if (positions.length === 0) return [];
  const byAccount = new Map<string, { account: AccountKey; positions: OrderRow[] }>();
  for (const row of positions) {
    const key = `${row.userId}:${row.accountSet}`;
    let entry = byAccount.get(key);
    if (!entry) {
      entry = { account: { userId: row.userId, accountSet: row.accountSet }, positions: [] };
      byAccount.set(key, entry);
    }
    entry.positions.push(row);
  }
  const terms = await tradingTerms(deps, nowMs);
  const accounts = [...byAccount.values()];
  const available = await availableBalances(
    deps.db,
    accounts.map(({ account }) => ({
      userId: account.userId,
      set: account.accountSet,
      currency: terms.currency(account.accountSet),
    })),
  );
  return accounts.map(({ account, positions }) => ({
    account,
    glance: { positions, availableMinor: available.get(`${account.userId}:${account.accountSet}`) ?? minor(0n) },
  }));
}

async function checkOne(
  deps: TradingDeps,
  account: { userId: number; accountSet: 'real' | 'virtual' },
  quoteOf: (row: OrderRow) => TimedQuote | null,
  nowMs: number,
  outcome: BatchOutcome,
  glance?: Glance,
): Promise<void> {
  const check = await checkAccount(deps, account.userId, account.accountSet, quoteOf, nowMs, glance);
  const key = `${account.userId}:${account.accountSet}`;
  const warnings = warningsOf(deps);
  const last = warnings.get(key);
  // A forced cover is always preceded by its warning, whatever the rate limit says (M4 before M2).
  if (check.warning && (check.closed.length > 0 || last === undefined || nowMs - last >= WARNING_INTERVAL_MS)) {
    warnings.set(key, nowMs);
    outcome.warned.push(account);
    const marginLevel = formatMoney(minor(marginLevelBps(check.warning)), 4);
    await deps.bus
      .publish(BusChannel.user(account.userId), { type: 'warning', accountType: account.accountSet, marginLevel })
      .catch((error: unknown) => deps.log.error({ err: error }, 'publishing a margin warning failed'));
  }
  if (check.closed.length > 0) {
    outcome.forceCovered.push(...check.closed.map((r) => r.id));
    await publishOrderChanges(deps, check.closed);
  }
}

/**
 * The daily roll (O8) and then a margin check of every account that paid a fee, since a fee lowers
 * equity. Idempotent: a second run on the same day charges nothing.
 */
export async function rollDay(deps: TradingDeps, nowMs: number): Promise<RolledPosition[]> {
  const rolled = await rollPositions(deps, nowMs);
  const accounts = new Map(rolled.map((r) => [`${r.userId}:${r.accountSet}`, r]));
  const outcome: BatchOutcome = { filled: [], unfunded: [], trailed: [], exited: [], forceCovered: [], warned: [] };
  const quoteOf = (row: OrderRow): TimedQuote | null => quoteTicks(deps.market.quote(row.code), row.decimals);
  for (const account of accounts.values()) await checkOne(deps, account, quoteOf, nowMs, outcome);
  const users = [...new Set(rolled.map((r) => r.userId))];
  if (users.length > 0) {
    await publishBalanceEvents(deps, users).catch((error: unknown) =>
      deps.log.error({ err: error }, 'publishing roll balances failed'),
    );
  }
  return rolled;
}
