import { Code, type Locale, type Order } from '@demo/contract';
import { decideCancel } from '@demo/core';
import type { QueryResultRow } from 'pg';
import type { RequestKey } from '../../../db/request-keys';
import { isFailure, Rollback } from '../../../db/transaction';
import { executeKeyedWorkflow } from '../../../ledger/money-workflow';
import { accountRowsOf } from '../../../ledger/store';
import { walletOf, walletRead } from '../../../ledger/wallet';
import { fail, ok, type Result } from '../../../lib/result';
import { applyOrderChange } from './apply-change';
import { catalogOf } from './catalog';
import { publishOrderChanges } from './events';
import { orderMessages } from './messages';
import { lockUserOrderReads, type OrderRow, orderRowOf } from './store';
import { type TradingDeps, type TradingTerms, tradingTerms } from './terms';
import { tradingLock } from './trading-lock';
import { viewOrder } from './view';

/** The caller's order from its locked read; 404 when it is not theirs (A1). */
export function ownOrder(orderRows: readonly Record<string, unknown>[]): OrderRow {
  const row = orderRows[0];
  if (!row) throw new Rollback(fail(Code.ABNORMAL_DATA, orderMessages.orderUnknown));
  return orderRowOf(row);
}

/**
 * What a keyed workflow on the caller's own order shares (docs/adr/0004, 0009): the user's trading
 * lock, the order and its ledger rows locked in BEGIN's round trip (`ownOrder` reads the order; 404
 * when it is not theirs, A1), BEGIN and COMMIT shared with other users' units of the same moment, and
 * the balance event's fresh read in COMMIT's round trip; `publishChanged` announces the changed orders.
 */
export function ownOrderUnit(deps: TradingDeps, terms: TradingTerms, userId: number, orderId: number) {
  const walletSettings = { defaultCurrency: terms.currency('real') };
  const [order, accounts] = lockUserOrderReads(orderId, userId);
  return {
    lock: tradingLock(userId),
    groupCommit: true,
    withBegin: { order, accounts },
    lockedAccounts: 'accounts' as const,
    withCommit: [walletRead(userId, walletSettings)],
    publishChanged: async (
      changed: readonly OrderRow[],
      [walletRows = []]: ReadonlyArray<readonly QueryResultRow[]>,
    ) => {
      const wallet = walletOf(userId, walletSettings, accountRowsOf(walletRows));
      await publishOrderChanges(deps, changed, new Map([[userId, wallet]]));
    },
  };
}

/**
 * Cancels a pending order (O1: CREATED → CANCEL), or one queued for the open (AMO2: QUEUED → CANCEL):
 * exactly its hold comes back, type 5 (O4). Core decides (`decideCancel`) and the keyed executor runs
 * it (docs/adr/0024): with a request key, a repeat answers the first reply and changes nothing (E7).
 */
export async function cancelOrder(
  deps: TradingDeps,
  userId: number,
  orderId: number,
  key: RequestKey | null = null,
  locale: Locale = 'en',
): Promise<Result<Order>> {
  const nowMs = deps.now();
  const [terms, catalog] = [await tradingTerms(deps, nowMs), await catalogOf(deps.db, nowMs)];
  const { publishChanged, ...unit } = ownOrderUnit(deps, terms, userId, orderId);
  const done = await executeKeyedWorkflow(
    deps.db,
    {
      read: async (_tx, began) => ownOrder(began.order),
      decide: (row) => decideCancel(row, nowMs),
      refusal: () => fail(Code.ABNORMAL_DATA, orderMessages.notPending),
      postingOf: (plan) => plan.posting,
      write: async (tx, plan) => await applyOrderChange(tx, plan),
      publish: async (updated, committed) => await publishChanged([updated], committed),
      // The unit's keys after the literal's own: one shape per workflow (docs/adr/0026).
      ...unit,
    },
    {
      key,
      replyOf: (updated) => viewOrder(updated, catalog.productById(updated.productId), deps.market, terms, locale),
    },
  );
  return isFailure(done) ? done : ok(done.reply);
}
