import { type AccountFx, decideExit, decideLimitFill, type ExitRows, exitNeedsOthers } from '@demo/core';
import type { Tx } from '../../../db/client';
import { isFailure } from '../../../db/transaction';
import { executeMoneyWorkflow } from '../../../ledger/money-workflow';
import { userBalances } from '../../../ledger/service';
import { applyOrderChange } from '../orders/apply-change';
import { type DecidedOn, heldAt, writeCloses } from '../orders/closes';
import { openStamp } from '../orders/fill-stamp';
import { quotedSettlementFx } from '../orders/settle';
import { findOrder, lockOrder, type OrderRow, openPositions } from '../orders/store';
import { quoteTicks, type TimedQuote, type TradingDeps, type TradingTerms, tradingTerms } from '../orders/terms';
import { lockTrading } from '../orders/trading-lock';
import { recordOrderFirings } from '../orders/trigger-firings';

/**
 * The engine's per-order actions. Each is its own transaction: the account lock, then the order row
 * FOR UPDATE, then its status re-checked, so an order that a user covered or cancelled a moment ago
 * (or that another pass already settled) is left alone and settles exactly once.
 */

/** Locks an order for the engine; null when it is gone or no longer in `status` (one of them, when a list). */
export async function lockIn(
  tx: Tx,
  orderId: number,
  status: OrderRow['status'] | readonly OrderRow['status'][],
): Promise<OrderRow | null> {
  const seen = await findOrder(tx, orderId);
  if (!seen) return null;
  await lockTrading(tx, seen.userId);
  const row = await lockOrder(tx, orderId);
  const wanted: readonly OrderRow['status'][] = typeof status === 'string' ? [status] : status;
  return row && wanted.includes(row.status) ? row : null;
}

/**
 * Fills a pending limit order whose price crossed, through the money executor: core
 * `decideLimitFill` decides on the order locked by `lockIn` and the account's locked balance (O4, O10,
 * O11, O13). Answers the row in either case, BUILD when filled, CANCEL when refused as unfunded; null
 * when there was nothing to do.
 */
export async function fillLimitOrder(
  deps: TradingDeps,
  orderId: number,
  quote: TimedQuote,
  nowMs: number,
): Promise<OrderRow | null> {
  const terms = await tradingTerms(deps, nowMs);
  let fx: AccountFx | undefined | null;
  const done = await executeMoneyWorkflow(deps.db, {
    read: async (tx) => {
      const order = await lockIn(tx, orderId, 'CREATED');
      if (!order) return null;
      const { availableMinor } = await userBalances(tx, order.userId, order.accountSet, order.currency, {
        forUpdate: true,
      });
      // X1: a fill converts its costs at the fill's instant, like a market order.
      fx = quotedSettlementFx(order, terms);
      return { order, availableMinor, settings: terms.settings, fx };
    },
    decide: (rows) => decideLimitFill(rows, quote, nowMs),
    postingOf: (plan) => plan.posting,
    // RC2: a fill records the quote it was taken on and its rates; an end (O10, O13) records none.
    // RC7: a limit that filled records its firing in the same transaction.
    write: async (tx, plan) => {
      const filled = plan.events.some((e) => e.type === 'fill');
      const row = await applyOrderChange(tx, plan, undefined, filled ? { receipt: openStamp(quote, fx) } : {});
      if (filled) await recordOrderFirings(tx, [row], { limitFill: true });
      return row;
    },
    postLast: false,
  });
  return isFailure(done) ? null : done.written;
}

/**
 * Closes a held position whose stop loss or take profit this quote reached (O5), through the money
 * executor: core `decideExit` decides on the order locked by `lockIn` and the balance locked (an
 * insured stop at exactly its stop price, an ordinary stop and a take profit at the crossing tick's
 * price), with the account's other positions read only when the close leaves a loss it cannot pay
 * (M3). Returns every order that changed (more than one when negative-balance protection closes the account).
 */
export async function triggerExit(
  deps: TradingDeps,
  orderId: number,
  quote: TimedQuote,
  nowMs: number,
): Promise<OrderRow[]> {
  const terms = await tradingTerms(deps, nowMs);
  const decidedOn: DecidedOn = new Map();
  let owner: { userId: number; set: OrderRow['accountSet'] } | undefined;
  const done = await executeMoneyWorkflow(deps.db, {
    read: async (tx) => {
      const row = await lockIn(tx, orderId, 'BUILD');
      if (row === null) return null;
      owner = { userId: row.userId, set: row.accountSet };
      return await exitRows(tx, deps, terms, row, quote, decidedOn);
    },
    decide: (rows) => decideExit(rows, nowMs),
    postingOf: (plan) => ({ inOrder: plan.closes.map((close) => close.posting) }),
    write: async (tx, plan) => {
      if (owner === undefined) throw new Error(`an exit of order ${orderId} was planned without its order`);
      const closed = await writeCloses(tx, plan.closes, decidedOn, owner);
      // RC7: the exit's firing (and any protective close's), in the transaction of the closes.
      await recordOrderFirings(tx, closed);
      return closed;
    },
    postLast: false,
  });
  return isFailure(done) ? [] : (done.written ?? []);
}

/**
 * The rows an exit is decided on: the order locked, the tick, its rates now and the balance locked;
 * the other positions, locked and quoted, only when the exit would leave a loss the account cannot
 * pay (core `exitNeedsOthers`, M3).
 */
async function exitRows(
  tx: Tx,
  deps: TradingDeps,
  terms: TradingTerms,
  row: OrderRow,
  quote: TimedQuote,
  decidedOn: DecidedOn,
): Promise<ExitRows> {
  const { availableMinor } = await userBalances(tx, row.userId, row.accountSet, row.currency, { forUpdate: true });
  const { order, fx } = heldAt(row, { quote, fx: quotedSettlementFx(row, terms) }, decidedOn);
  const facts = { order, quote, fx, availableMinor, settings: terms.settings, childId: null };
  if (!exitNeedsOthers(facts)) return { others: [], ...facts };
  const open = await openPositions(tx, row.userId, row.accountSet, { forUpdate: true });
  const others = open
    .filter((other) => other.id !== row.id)
    .map((other) => {
      const at = {
        quote: quoteTicks(deps.market.quote(other.code), other.decimals),
        fx: quotedSettlementFx(other, terms),
      };
      return heldAt(other, at, decidedOn);
    });
  return { others, ...facts };
}
