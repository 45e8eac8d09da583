import { Code, type Order } from '@demo/contract';
import { minor, postLimitCancel } from '@demo/core';
import type { Tx } from '../../db/client';
import { post } from '../../ledger/service';
import { fail, ok, type Result } from '../../lib/result';
import { publishOrderChanges } from './events';
import { orderMessages, ruleMessage } from './messages';
import { closeSide, closeWithProtection } from './settle';
import { findOrder, findProduct, lockOrder, type OrderRow, updateOrder } from './store';
import { isTradable, quoteTicks, type TradingDeps, tradingTerms } from './terms';
import { inTransaction, isFailure, lockAccount, Rollback } from './tx';
import { viewOrder } from './view';

/**
 * Locks the account and then the order, answering 404 when it is not the caller's: another user's
 * order is indistinguishable from one that does not exist (A1).
 */
async function lockOwnOrder(tx: Tx, userId: number, orderId: number): Promise<OrderRow> {
  const seen = await findOrder(tx, orderId);
  if (!seen || seen.userId !== userId) throw new Rollback(fail(Code.ABNORMAL_DATA, orderMessages.orderUnknown));
  await lockAccount(tx, userId, seen.accountSet);
  const row = await lockOrder(tx, orderId);
  if (!row) throw new Rollback(fail(Code.ABNORMAL_DATA, orderMessages.orderUnknown));
  return row;
}

/** Cancels a pending order (O1: CREATED → CANCEL); exactly its hold comes back, type 5 (O4). */
export async function cancelOrder(deps: TradingDeps, userId: number, orderId: number): Promise<Result<Order>> {
  const nowMs = deps.now();
  const done = await inTransaction(deps.db, async (tx) => {
    const row = await lockOwnOrder(tx, userId, orderId);
    if (row.status !== 'CREATED') throw new Rollback(fail(Code.ABNORMAL_DATA, orderMessages.notPending));
    const ctx = { userId, currency: row.currency, ref: `order:${row.id}`, eventId: `order:${row.id}:cancel` };
    const outcome = await post(tx, postLimitCancel(ctx, row.accountSet, minor(row.holdMinor)));
    if (!outcome.ok) throw new Error(`cancelling order ${row.id} was refused: ${outcome.error.detail}`);
    return await updateOrder(tx, row.id, { status: 'CANCEL', coverTime: nowMs });
  });
  if (isFailure(done)) return done;
  await publishOrderChanges(deps, [done]);
  const terms = await tradingTerms(deps, deps.now());
  return ok(viewOrder(done, await findProduct(deps.db, { id: done.productId }), deps.market, terms));
}

/**
 * Covers `hands` of a held position at the current closing price (O5) for the user. A partial cover
 * answers the new COVER order; the parent stays BUILD with the rest and its stops (O3). A loss the
 * account cannot pay closes its other positions too before the platform absorbs the rest (M3).
 */
export async function coverOrder(
  deps: TradingDeps,
  userId: number,
  orderId: number,
  hands: number,
): Promise<Result<Order>> {
  const nowMs = deps.now();
  const terms = await tradingTerms(deps, nowMs);
  const done = await inTransaction(deps.db, async (tx) => {
    const row = await lockOwnOrder(tx, userId, orderId);
    if (row.status !== 'BUILD') throw new Rollback(fail(Code.ABNORMAL_DATA, orderMessages.notHeld));
    const product = await findProduct(tx, { id: row.productId });
    if (!product || !(await isTradable(tx, product, nowMs))) throw new Rollback(fail(Code.MARKET_CLOSED));
    if (!Number.isSafeInteger(hands) || hands < 1 || hands > row.hands) {
      throw new Rollback(fail(Code.BAD_QUANTITY, ruleMessage(Code.BAD_QUANTITY, `hands must be in 1..${row.hands}`)));
    }
    const quote = quoteTicks(deps.market.quote(row.code), row.decimals);
    if (!quote || quote.bidTicks <= 0n || quote.askTicks < quote.bidTicks) {
      throw new Rollback(fail(Code.ABNORMAL_PRICE, ruleMessage(Code.ABNORMAL_PRICE, 'no tradable quote')));
    }
    return await closeWithProtection(
      tx,
      terms,
      row,
      { hands, closePriceTicks: closeSide(row, quote), reason: 'user', nowMs },
      (other) => quoteTicks(deps.market.quote(other.code), other.decimals),
    );
  });
  if (isFailure(done)) return done;
  await publishOrderChanges(deps, done.changed);
  return ok(viewOrder(done.asked, await findProduct(deps.db, { id: done.asked.productId }), deps.market, terms));
}
