import { decideOvernightRoll, startOfIndiaDayMs } from '@demo/core';
import { isFailure } from '../../../db/transaction';
import { executeMoneyWorkflow } from '../../../ledger/money-workflow';
import { userBalances } from '../../../ledger/service';
import { quotedSettlementFx } from '../orders/settle';
import { positionsOwingRoll, updateOrder } from '../orders/store';
import { type TradingDeps, type TradingTerms, tradingTerms } from '../orders/terms';
import { lockIn } from './fills';

export interface RolledPosition {
  readonly orderId: number;
  readonly userId: number;
  readonly accountSet: 'real' | 'virtual';
  /** What was collected; less than the fee when available could not pay it all (core postOvernightFee). */
  readonly paidMinor: bigint;
}

/**
 * The daily roll (O8): every position held across 00:00 India time pays notional (at its build
 * price) × tradeDelayRate once per roll it was held over, as core `decideOvernightRoll` decides from
 * the last roll it paid. Each position is its own transaction, and each fee's ledger idempotency id
 * names the order and the India date (`overnight:<orderId>:<yyyy-mm-dd>`), so running the roll twice,
 * or on two nodes, charges once. A roll missed while no engine ran is caught up on the next.
 */
export async function rollDay(deps: TradingDeps, nowMs: number): Promise<RolledPosition[]> {
  const rolled: RolledPosition[] = [];
  const terms = await tradingTerms(deps, nowMs);
  for (const orderId of await positionsOwingRoll(deps.db, startOfIndiaDayMs(nowMs))) {
    const done = await rollPosition(deps, terms, orderId, nowMs);
    if (done !== null) rolled.push(done);
  }
  return rolled;
}

/**
 * Rolls one position through the money executor (docs/adr/0024), under the user's trading lock and
 * its row lock with its status re-checked: the fees of every roll it owes post in order, each on the
 * available balance the one before left (L3). Null when there was nothing to do.
 */
async function rollPosition(
  deps: TradingDeps,
  terms: TradingTerms,
  orderId: number,
  nowMs: number,
): Promise<RolledPosition | null> {
  const done = await executeMoneyWorkflow(deps.db, {
    read: async (tx) => {
      const order = await lockIn(tx, orderId, 'BUILD');
      if (!order) return null;
      // X1: without a rate yet this position waits for the next roll (it catches up): one missing
      // rate never stops the roll of every other position.
      const fx = quotedSettlementFx(order, terms);
      if (fx === null) {
        deps.log.warn({ orderId: order.id }, 'overnight fee waits: no rate for its currencies yet');
        return null;
      }
      const { availableMinor } = await userBalances(tx, order.userId, order.accountSet, order.currency, {
        forUpdate: true,
      });
      return { order, availableMinor, fx, settings: terms.settings };
    },
    decide: (rows) => decideOvernightRoll(rows, nowMs),
    postingOf: (plan) => ({ inOrder: plan.postings }),
    write: async (tx, plan) => {
      const row = await updateOrder(tx, plan.orderId, plan.patch);
      return { orderId: row.id, userId: row.userId, accountSet: row.accountSet, paidMinor: plan.paidMinor };
    },
    postLast: false,
  });
  return isFailure(done) ? null : done.written;
}
