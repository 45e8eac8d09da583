import { Code, type Order } from '@demo/contract';
import { minor, orderTransition, postLimitCancel } from '@demo/core';
import type { Tx } from '../../db/client';
import { inTransaction, isFailure, Rollback } from '../../db/transaction';
import { holdLocked, post } from '../../ledger/service';
import { fail, ok, type Result } from '../../lib/result';
import { catalogOf } from './catalog';
import { publishOrderChanges } from './events';
import { orderMessages, ruleMessage } from './messages';
import { closeSide, closeWithProtection } from './settle';
import { lockUserOrder, type OrderRow, updateOrder } from './store';
import { isTradable, quoteTicks, type TradingDeps, tradingTerms } from './terms';
import { tradingLock } from './trading-lock';
import { viewOrder } from './view';

/**
 * Locks the caller's order under their trading lock (taken with BEGIN), answering 404 when it is
 * not theirs: another user's order is indistinguishable from one that does not exist (A1).
 */
async function lockOwnOrder(tx: Tx, userId: number, orderId: number): Promise<OrderRow> {
  const locked = await lockUserOrder(tx, orderId, userId);
  if (!locked) throw new Rollback(fail(Code.ABNORMAL_DATA, orderMessages.orderUnknown));
  holdLocked(tx, locked.accounts);
  return locked.row;
}

/** Cancels a pending order (O1: CREATED → CANCEL); exactly its hold comes back, type 5 (O4). */
export async function cancelOrder(deps: TradingDeps, userId: number, orderId: number): Promise<Result<Order>> {
  const nowMs = deps.now();
  const catalog = await catalogOf(deps.db, nowMs);
  const done = await inTransaction(
    deps.db,
    async (tx) => {
      const row = await lockOwnOrder(tx, userId, orderId);
      const cancelled = orderTransition(row, { type: 'cancel' });
      if (!cancelled.ok) throw new Rollback(fail(Code.ABNORMAL_DATA, orderMessages.notPending));
      const ctx = { userId, currency: row.currency, ref: `order:${row.id}`, eventId: `order:${row.id}:cancel` };
      const outcome = await post(tx, postLimitCancel(ctx, row.accountSet, minor(row.holdMinor)));
      if (!outcome.ok) throw new Error(`cancelling order ${row.id} was refused: ${outcome.error.detail}`);
      return await updateOrder(tx, row.id, { status: cancelled.value.status, coverTime: nowMs });
    },
    { advisoryLock: tradingLock(userId) },
  );
  if (isFailure(done)) return done;
  await publishOrderChanges(deps, [done]);
  const terms = await tradingTerms(deps, nowMs);
  return ok(viewOrder(done, catalog.productById(done.productId), deps.market, terms));
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
  const [terms, catalog] = [await tradingTerms(deps, nowMs), await catalogOf(deps.db, nowMs)];
  const done = await inTransaction(
    deps.db,
    async (tx) => {
      const row = await lockOwnOrder(tx, userId, orderId);
      if (row.status !== 'BUILD') throw new Rollback(fail(Code.ABNORMAL_DATA, orderMessages.notHeld));
      const product = catalog.productById(row.productId);
      if (!product || !isTradable(catalog, product, nowMs)) throw new Rollback(fail(Code.MARKET_CLOSED));
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
    },
    { advisoryLock: tradingLock(userId) },
  );
  if (isFailure(done)) return done;
  await publishOrderChanges(deps, done.changed);
  return ok(viewOrder(done.asked, catalog.productById(done.asked.productId), deps.market, terms));
}
