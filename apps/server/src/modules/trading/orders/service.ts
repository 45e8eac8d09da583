import { Code, type Locale, type Order } from '@demo/contract';
import { decideCancel } from '@demo/core';
import type { QueryResultRow } from 'pg';
import type { Tx } from '../../../db/client';
import { inKeyedTransaction, type RequestKey } from '../../../db/request-keys';
import { isFailure, Rollback, type TransactionOptions } from '../../../db/transaction';
import { executeKeyedWorkflow } from '../../../ledger/money-workflow';
import { holdLocked } from '../../../ledger/service';
import { accountRowsOf } from '../../../ledger/store';
import { type Wallet, walletOf, walletRead } from '../../../ledger/wallet';
import { fail, ok, type Result } from '../../../lib/result';
import { applyOrderChange } from './apply-change';
import { type Catalog, catalogOf } from './catalog';
import { publishOrderChanges } from './events';
import { orderMessages, ruleMessage } from './messages';
import { closeSide, closeWithProtection } from './settle';
import { lockUserOrderReads, type OrderRow, orderRowOf } from './store';
import { isTradable, quoteTicks, type TradingDeps, type TradingTerms, tradingTerms } from './terms';
import { tradingLock } from './trading-lock';
import { viewOrder } from './view';

/**
 * Locks the caller's order under their trading lock (taken with BEGIN), answering 404 when it is
 * not theirs: another user's order is indistinguishable from one that does not exist (A1).
 */
function lockedOwnOrder(tx: Tx, [orderRows = [], accountRows = []]: Began): OrderRow {
  holdLocked(tx, accountRowsOf(accountRows));
  return ownOrder(orderRows);
}

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

export type Began = ReadonlyArray<readonly Record<string, unknown>[]>;

/**
 * The transaction options of a cover, cancel or edit (docs/adr/0004): the user's trading lock, the order
 * and its ledger rows locked in BEGIN's round trip (`lockedOwnOrder` reads them), and the balance
 * event's fresh read in COMMIT's; BEGIN and COMMIT shared with other users' orders of the same moment
 * (docs/adr/0009).
 */
function ownOrderOptions(
  terms: TradingTerms,
  userId: number,
  orderId: number,
  committed: (wallets: Map<number, Wallet>) => void,
): TransactionOptions {
  const walletSettings = { defaultCurrency: terms.currency('real') };
  return {
    advisoryLock: tradingLock(userId),
    groupCommit: true,
    withBegin: lockUserOrderReads(orderId, userId),
    withCommit: [walletRead(userId, walletSettings)],
    onCommitted: ([walletRows = []]) =>
      committed(new Map([[userId, walletOf(userId, walletSettings, accountRowsOf(walletRows))]])),
  };
}

/** What a change of the caller's own order works with: this instant, its trading terms and the catalogue. */
export interface OwnOrderAt {
  readonly nowMs: number;
  readonly terms: TradingTerms;
  readonly catalog: Catalog;
}

/**
 * A cancel, cover or edit of the caller's own order: `change` runs on the order locked in BEGIN's
 * round trip (`ownOrderOptions`, `lockedOwnOrder`; 404 when it is not theirs, A1) in a keyed
 * transaction (E7), and the orders it changed are announced after COMMIT with the wallet read in
 * COMMIT's round trip, unless the reply was the first request's, answered again.
 */
export async function changeOwnOrder(
  deps: TradingDeps,
  userId: number,
  orderId: number,
  key: RequestKey | null,
  change: (tx: Tx, row: OrderRow, at: OwnOrderAt) => Promise<{ reply: Order; extra: readonly OrderRow[] }>,
): Promise<Result<Order>> {
  const nowMs = deps.now();
  const [terms, catalog] = [await tradingTerms(deps, nowMs), await catalogOf(deps.db, nowMs)];
  let wallets: Map<number, Wallet> | undefined;
  const done = await inKeyedTransaction(
    deps.db,
    key,
    async (tx, began) => await change(tx, lockedOwnOrder(tx, began), { nowMs, terms, catalog }),
    ownOrderOptions(terms, userId, orderId, (read) => {
      wallets = read;
    }),
  );
  if (isFailure(done)) return done;
  if (done.fresh) await publishOrderChanges(deps, done.extra, wallets);
  return ok(done.reply);
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
      ...unit,
      read: async (_tx, began) => ownOrder(began.order),
      decide: (row) => decideCancel(row, nowMs),
      refusal: () => fail(Code.ABNORMAL_DATA, orderMessages.notPending),
      postingOf: (plan) => plan.posting,
      write: async (tx, plan) => await applyOrderChange(tx, plan),
      publish: async (updated, committed) => await publishChanged([updated], committed),
    },
    {
      key,
      replyOf: (updated) => viewOrder(updated, catalog.productById(updated.productId), deps.market, terms, locale),
    },
  );
  return isFailure(done) ? done : ok(done.reply);
}

/**
 * Covers `hands` of a held position at the current closing price (O5) for the user. A partial cover
 * answers the new COVER order; the parent stays BUILD with the rest and its stops (O3). A loss the
 * account cannot pay closes its other positions too before the platform absorbs the rest (M3). With
 * a request key, a repeat answers the first reply and covers nothing more (E7).
 */
export async function coverOrder(
  deps: TradingDeps,
  userId: number,
  orderId: number,
  hands: number,
  key: RequestKey | null = null,
  locale: Locale = 'en',
): Promise<Result<Order>> {
  return await changeOwnOrder(deps, userId, orderId, key, async (tx, row, { nowMs, terms, catalog }) => {
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
    const closed = await closeWithProtection(
      tx,
      terms,
      row,
      { hands, closePriceTicks: closeSide(row, quote), reason: 'user', nowMs, quote },
      (other) => quoteTicks(deps.market.quote(other.code), other.decimals),
      // A keyed cover stores its reply with COMMIT (request-keys.ts), so only an unkeyed one ends here.
      { last: key === null },
    );
    const asked = viewOrder(closed.asked, catalog.productById(closed.asked.productId), deps.market, terms, locale);
    return { reply: asked, extra: closed.changed };
  });
}
