import { decideExpiry, PENDING_STATES } from '@demo/core';
import { isFailure } from '../../../db/transaction';
import { executeMoneyWorkflow } from '../../../ledger/money-workflow';
import { applyOrderChange } from '../orders/apply-change';
import { publishOrderChanges } from '../orders/events';
import { expiredPendingIds, type OrderRow } from '../orders/store';
import type { TradingDeps } from '../orders/terms';
import { recordOrderFirings } from '../orders/trigger-firings';
import { lockIn } from './fills';

/**
 * The engine leader's expiry pass (docs/SPEC.md O10): pending limit orders whose `validUntil` has
 * come are cancelled with the reason `expired`, their hold returned exactly as a user's cancel
 * returns it (type 5, O4), and the user told by an order event.
 */

/** How often the leader looks for expired orders: an order ends within about this long of its instant. */
export const EXPIRY_CHECK_MS = 1_000;
/** Most orders one pass expires; the next pass takes the rest, so one pass never runs unbounded. */
export const EXPIRY_BATCH_MAX = 500;

/** Expires every pending order due at `nowMs` (at most `EXPIRY_BATCH_MAX`) and answers those it ended. */
export async function expireOrders(deps: TradingDeps, nowMs: number): Promise<OrderRow[]> {
  const ended: OrderRow[] = [];
  for (const id of await expiredPendingIds(deps.db, nowMs, EXPIRY_BATCH_MAX)) {
    const row = await expireOrder(deps, id, nowMs);
    if (row === null) continue;
    ended.push(row);
    await publishOrderChanges(deps, [row]);
  }
  return ended;
}

/**
 * Cancels one expired order through the money executor (docs/adr/0024), with the locks a fill and a
 * user's cancel take (the user's trading lock, then the order row FOR UPDATE): core `decideExpiry`
 * re-checks its status and expiry under them, so an order a user cancelled or the engine filled a
 * moment ago, or that another pass already expired, is left alone and ends once. The posting's id is
 * the cancel's (`order:<id>:cancel`), the one way a pending order's hold comes back, so the ledger
 * itself refuses a second return. Answers the cancelled row, or null when there was nothing to do.
 */
export async function expireOrder(deps: TradingDeps, orderId: number, nowMs: number): Promise<OrderRow | null> {
  const done = await executeMoneyWorkflow(deps.db, {
    read: async (tx) => {
      // A queued after-market order whose validity ends before its open expires too (AMO2).
      const order = await lockIn(tx, orderId, PENDING_STATES);
      return order && { order };
    },
    decide: (rows) => decideExpiry(rows, nowMs),
    postingOf: (plan) => plan.posting,
    write: async (tx, plan) => {
      const ended = await applyOrderChange(tx, plan);
      // RC7: an expiry is a firing, recorded with the end.
      await recordOrderFirings(tx, [ended]);
      return ended;
    },
    postLast: false,
  });
  return isFailure(done) ? null : done.written;
}
