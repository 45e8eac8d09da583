import { decideRelease } from '@demo/core';
import { isFailure } from '../../../db/transaction';
import { executeMoneyWorkflow } from '../../../ledger/money-workflow';
import { applyOrderChange } from '../orders/apply-change';
import { catalogOf } from '../orders/catalog';
import { publishOrderChanges } from '../orders/events';
import { type OrderRow, queuedCodes, queuedOn } from '../orders/store';
import { isTradable, type TradingDeps } from '../orders/terms';
import { lockIn } from './fills';

/**
 * The engine leader's release pass (docs/SPEC.md AMO3): after-market limit orders queued while their
 * market was shut become ordinary pending limit orders once it opens, and from then fill by the usual
 * limit rules on the open's quotes (the quote pass, O4). Nothing moves in the ledger: the order's costs
 * were held when it was placed (AMO2) and the same hold carries on.
 */

/** How often the leader looks for opened markets: a queued order is released within about this long of the open. */
export const RELEASE_CHECK_MS = 1_000;
/** Most orders one pass releases; the next pass takes the rest, so one pass never runs unbounded. */
export const RELEASE_BATCH_MAX = 500;

/**
 * Releases the orders queued on every product whose market is open at `nowMs` (at most
 * `RELEASE_BATCH_MAX`), tells their owners by an order event, and answers those released. A product
 * still shut, or suspended, keeps its orders queued.
 */
export async function releaseQueuedOrders(deps: TradingDeps, nowMs: number): Promise<OrderRow[]> {
  const codes = await queuedCodes(deps.db);
  if (codes.length === 0) return [];
  const catalog = await catalogOf(deps.db, nowMs);
  const open = codes.filter((code) => {
    const product = catalog.productByCode(code);
    return product !== undefined && isTradable(catalog, product, nowMs);
  });
  const released: OrderRow[] = [];
  for (const id of await queuedOn(deps.db, open, RELEASE_BATCH_MAX)) {
    const row = await releaseOrder(deps, id, nowMs);
    if (row === null) continue;
    released.push(row);
    await publishOrderChanges(deps, [row]);
  }
  return released;
}

/**
 * Releases one queued order through the money executor (docs/adr/0024), under the locks a user's
 * cancel or edit and the expiry pass take (the user's trading lock, then the order row): core
 * `decideRelease` re-checks its status, market and expiry under them, so an order cancelled or
 * expired a moment ago, or released by another pass, is left alone. Answers the released (CREATED)
 * row, or null when there was nothing to do.
 */
export async function releaseOrder(deps: TradingDeps, orderId: number, nowMs: number): Promise<OrderRow | null> {
  const catalog = await catalogOf(deps.db, nowMs);
  const done = await executeMoneyWorkflow(deps.db, {
    read: async (tx) => {
      const order = await lockIn(tx, orderId, 'QUEUED');
      if (!order) return null;
      const product = catalog.productById(order.productId);
      return { order, marketTradable: product !== undefined && isTradable(catalog, product, nowMs) };
    },
    decide: (rows) => decideRelease(rows, nowMs),
    // AMO2: nothing moves; the hold carries on.
    postingOf: (plan) => plan.posting,
    write: (tx, plan) => applyOrderChange(tx, plan),
  });
  return isFailure(done) ? null : done.written;
}
