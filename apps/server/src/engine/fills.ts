import {
  fillPrice,
  formatRate,
  isExpired,
  limitCrossed,
  minor,
  orderTransition,
  postLimitCancel,
  postLimitFill,
  type Quote,
  ticks,
  trailStop,
  triggeredExit,
} from '@demo/core';
import type { Tx } from '../db/client';
import { inTransaction, isFailure } from '../db/transaction';
import { post, userBalances } from '../ledger/service';
import { closeWithProtection, rowCostsAt, settlementFx, toPosition } from '../modules/orders/settle';
import { findOrder, lockOrder, type OrderRow, updateOrder } from '../modules/orders/store';
import { quoteTicks, type TradingDeps, tradingTerms } from '../modules/orders/terms';
import { lockTrading } from '../modules/orders/trading-lock';

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
 * Fills a pending limit order whose price crossed (O4): at core `fillPrice`, the limit or better,
 * paying margin, fee and insurance from the hold and refunding the rest. When a better price would
 * cost more than the hold and available together (a sell filled above its limit needs more margin),
 * it fills at its limit price instead, which the hold covers exactly: the price the user asked for.
 * An order whose expiry has come (O10) never fills: the expiry pass cancels it, and the two take the
 * same locks, so whichever comes first settles it and the other finds it no longer CREATED. A
 * trailing stop (O11) starts at the fill from the quote's closing side. An order that even at its
 * limit costs more than its hold and the available funds is cancelled instead (O13, `unfunded`):
 * answers the row in either case, BUILD when filled, CANCEL when refused.
 */
export async function fillLimitOrder(
  deps: TradingDeps,
  orderId: number,
  quote: Quote,
  nowMs: number,
): Promise<OrderRow | null> {
  const terms = await tradingTerms(deps, nowMs);
  const done = await inTransaction(deps.db, async (tx) => {
    const row = await lockIn(tx, orderId, 'CREATED');
    if (!row || row.limitPriceTicks === null || isExpired(row.validUntil, nowMs)) return null;
    const limit = ticks(row.limitPriceTicks);
    if (!limitCrossed(row.direction, limit, quote.bidTicks, quote.askTicks)) return null;
    // X1: a fill converts its costs at the fill's instant, like a market order.
    const fx = settlementFx(row, terms);
    const costsAt = (priceTicks: bigint) => rowCostsAt(row, terms, fx, ticks(priceTicks));
    let price: bigint = fillPrice(row.direction, quote.bidTicks, quote.askTicks);
    let costs = costsAt(price);
    const { availableMinor } = await userBalances(tx, row.userId, row.accountSet, row.currency, { forUpdate: true });
    if (costs.totalMinor > row.holdMinor + availableMinor) {
      price = limit;
      costs = costsAt(price);
    }
    // O13: even at its limit the fill costs more than the hold and the available funds (the FX rate or
    // the platform's rates moved since it was placed), so the order is cancelled and its hold returned.
    if (costs.totalMinor > row.holdMinor + availableMinor)
      return await endPendingOrder(tx, row, 'refuse_unfunded', nowMs);
    const filled = orderTransition(row, { type: 'fill' });
    if (!filled.ok) throw new Error(`order ${row.id}: ${filled.detail}`);
    const ctx = { userId: row.userId, currency: row.currency, ref: `order:${row.id}`, eventId: `order:${row.id}:fill` };
    const outcome = await post(tx, postLimitFill(ctx, row.accountSet, minor(row.holdMinor), costs));
    if (!outcome.ok) throw new Error(`filling order ${row.id} was refused: ${outcome.error.detail}`);
    const trailing = row.trailingDistanceTicks;
    return await updateOrder(tx, row.id, {
      status: filled.value.status,
      buildPriceTicks: price,
      ...(trailing === null
        ? {}
        : {
            stopLossTicks: trailStop(
              { direction: row.direction, stopLossTicks: null, trailingDistanceTicks: ticks(trailing) },
              quote.bidTicks,
              quote.askTicks,
            ),
          }),
      marginMinor: costs.marginMinor,
      openingFeeMinor: costs.openingFeeMinor,
      insuranceMinor: costs.insuranceCostMinor,
      buildTime: nowMs,
      rolledAt: nowMs,
      ...(fx === undefined ? {} : { openFxRate: formatRate(fx.pay) }),
    });
  });
  return isFailure(done) ? null : done;
}

/**
 * Ends a pending order on the engine's side, already locked by `lockIn`: expired at its
 * `validUntil` (O10) or refused because its fill cannot be paid for (O13). Status CANCEL with the
 * event's reason, exactly its hold returned by the cancel's posting (type 5, `order:<id>:cancel`), the
 * same posting a user's cancel makes, so the ledger itself refuses a second return.
 */
export async function endPendingOrder(
  tx: Tx,
  row: OrderRow,
  event: 'expire' | 'refuse_unfunded',
  nowMs: number,
): Promise<OrderRow> {
  const ended = orderTransition(row, { type: event });
  if (!ended.ok) throw new Error(`order ${row.id}: ${ended.detail}`);
  const ctx = { userId: row.userId, currency: row.currency, ref: `order:${row.id}`, eventId: `order:${row.id}:cancel` };
  const outcome = await post(tx, postLimitCancel(ctx, row.accountSet, minor(row.holdMinor)));
  if (!outcome.ok) throw new Error(`ending order ${row.id} (${event}) was refused: ${outcome.error.detail}`);
  return await updateOrder(tx, row.id, {
    status: ended.value.status,
    closeReason: ended.value.closeReason,
    coverTime: nowMs,
  });
}

/**
 * Closes a held position whose stop loss or take profit this quote reached (O5): an insured stop at
 * exactly its stop price, an ordinary stop and a take profit at the crossing tick's price. Returns
 * every order that changed (more than one when negative-balance protection closes the account).
 */
export async function triggerExit(
  deps: TradingDeps,
  orderId: number,
  quote: Quote,
  nowMs: number,
): Promise<OrderRow[]> {
  const terms = await tradingTerms(deps, nowMs);
  const done = await inTransaction(deps.db, async (tx) => {
    const row = await lockIn(tx, orderId, 'BUILD');
    if (!row) return [];
    const exit = triggeredExit(toPosition(row), quote.bidTicks, quote.askTicks);
    if (!exit) return [];
    const closed = await closeWithProtection(
      tx,
      terms,
      row,
      { hands: row.hands, closePriceTicks: exit.fillPriceTicks, reason: exit.reason, nowMs },
      (other) => quoteTicks(deps.market.quote(other.code), other.decimals),
    );
    return closed.changed;
  });
  return isFailure(done) ? [] : done;
}
