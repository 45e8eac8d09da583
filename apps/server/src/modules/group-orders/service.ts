import {
  Code,
  type GroupOrder,
  LIST_ALL_ROWS_MAX,
  type Locale,
  pageWindow,
  type Group as WireGroup,
} from '@demo/contract';
import {
  type AccountSet,
  checkOpening,
  currencyDecimals,
  formatMoney,
  groupDepositMinor,
  groupOfferingStatus,
  groupOrderTransition,
  groupUnitCost,
  type Minor,
  minor,
  parseMoney,
  parseRate,
  postGroupJoin,
  postGroupPayRest,
  requestedUnits,
  ticks,
} from '@demo/core';
import type { Tx } from '../../db/client';
import { inKeyedTransaction, type RequestKey } from '../../db/request-keys';
import { inTransaction, isFailure, isUniqueViolation, Rollback } from '../../db/transaction';
import { post, publishBalanceEvents } from '../../ledger/service';
import { BusChannel } from '../../lib/bus';
import { fail, ok, type Result, refused } from '../../lib/result';
import { riskLimitFactsIn } from '../risk';
import type { TradingDeps } from '../trading';
import { catalogOf, createRefusal, publishOrderChanges, tradingLock, tradingTerms } from '../trading';
import { groupMessages } from './messages';
import { openGroupPosition } from './position';
import * as store from './store';
import { viewGroup, viewGroupOrder } from './view';

/** The customer's group-order calls (CONTRACT.md "New shares, AI, groups"; docs/SPEC.md G). */

type List<T> = { list: T[]; total: number };

async function groupViews(
  deps: TradingDeps,
  rows: readonly store.GroupRow[],
  nowMs: number,
  locale: Locale,
): Promise<WireGroup[]> {
  const catalog = await catalogOf(deps.db, nowMs);
  return rows.map((row) => viewGroup(row, catalog.productById(row.productId), nowMs, locale));
}

/** The page's rows; `size=-1` ("all") is capped at LIST_ALL_ROWS_MAX (SPEC R5). */
function window(page: number, size: number): { offset: number; limit: number } {
  return pageWindow(page, size);
}

/** `product_group/info`: the open offering allocating soonest, or null (G3). */
export async function groupInfo(deps: TradingDeps, locale: Locale = 'en'): Promise<Result<WireGroup | null>> {
  const nowMs = deps.now();
  const { rows } = await store.liveGroups(deps.db, nowMs, 0, LIST_ALL_ROWS_MAX);
  const views = await groupViews(deps, rows, nowMs, locale);
  return ok(views.find((g) => g.status === 'open') ?? null);
}

/** `product_group/front`: offerings not yet closed, allocating soonest first. */
export async function groupFront(
  deps: TradingDeps,
  page: number,
  size: number,
  locale: Locale = 'en',
): Promise<Result<List<WireGroup>>> {
  const nowMs = deps.now();
  const w = window(page, size);
  const { rows, total } = await store.liveGroups(deps.db, nowMs, w.offset, w.limit);
  return ok({ list: await groupViews(deps, rows, nowMs, locale), total });
}

/**
 * Group orders as the contract shows them, their products named in `locale`. The `group` events go
 * out in English (one event for every screen of the member); the app keeps the listed order's name.
 */
async function viewOrders(
  deps: TradingDeps,
  rows: readonly store.GroupOrderRow[],
  locale: Locale = 'en',
): Promise<GroupOrder[]> {
  const nowMs = deps.now();
  const groups = await store.groupsByIds(deps.db, [...new Set(rows.map((r) => r.groupId))]);
  const views = new Map((await groupViews(deps, groups, nowMs, locale)).map((g) => [g.id, g]));
  return rows.map((row) => {
    const group = views.get(row.groupId);
    if (!group) throw new Error(`group order ${row.id} names a missing offering ${row.groupId}`);
    return viewGroupOrder(row, group);
  });
}

async function viewOne(deps: TradingDeps, row: store.GroupOrderRow, locale: Locale): Promise<GroupOrder> {
  const [view] = await viewOrders(deps, [row], locale);
  if (!view) throw new Error(`group order ${row.id} has no view`);
  return view;
}

/**
 * RL10: a join asks for the whole lots its amount buys at the offering's price (G1, at this instant's
 * pay rate), and is decided by core `checkOpening` as an order is: the product's halt (HL1), then the
 * limits that bind it, with the customer's own book read under their trading lock. Without a rate
 * yet it asks for none, as the allocation waits for one.
 */
async function checkGroupOpening(
  deps: TradingDeps,
  tx: Tx,
  group: store.GroupRow,
  userId: number,
  set: AccountSet,
  amountMinor: Minor,
  nowMs: number,
) {
  const product = (await catalogOf(deps.db, nowMs)).productById(group.productId);
  const halt = product ? (deps.halts?.haltOn(product) ?? null) : null;
  const limits = await riskLimitFactsIn(tx, deps, { set, userId, code: group.code });
  if (!halt && !limits) return { ok: true } as const;
  const fx = (await tradingTerms(deps, nowMs)).fx(group.instrumentCurrency, group.currency);
  const unitMinor = fx
    ? groupUnitCost(ticks(group.priceTicks), group.decimals, group.handCount, fx).accountMinor
    : null;
  return checkOpening(halt, limits, {
    code: group.code,
    currency: group.instrumentCurrency,
    decimals: group.decimals,
    handCount: group.handCount,
    direction: 'buy',
    hands: unitMinor === null ? 0 : requestedUnits(amountMinor, unitMinor),
    priceTicks: ticks(group.priceTicks),
  });
}

/**
 * `user_product_group/create` (G3, G4): joins an open offering with an amount within its limits, once
 * per member and account; the deposit leaves available (type 7) in the same transaction as the order.
 * With a request key, a repeat answers the first reply and joins nothing more (E7).
 * The offering row is read FOR SHARE, so joins run side by side while the leader's allocation (FOR
 * UPDATE) waits for them and they, after it, see the offering allocated.
 */
export async function joinGroup(
  deps: TradingDeps,
  userId: number,
  p: { sourceId: number; amount: string; accountType: AccountSet },
  key: RequestKey | null = null,
  locale: Locale = 'en',
): Promise<Result<GroupOrder>> {
  const nowMs = deps.now();
  try {
    const joined = await inKeyedTransaction(
      deps.db,
      key,
      async (tx) => {
        const group = await store.shareGroup(tx, p.sourceId);
        if (!group) throw new Rollback(fail(Code.ABNORMAL_DATA, groupMessages.groupUnknown));
        const status = groupOfferingStatus(
          { allocateAtMs: group.allocateAt, payDeadlineMs: group.payDeadline, allocatedAtMs: group.allocatedAt },
          nowMs,
        );
        if (status !== 'open') throw new Rollback(fail(Code.MARKET_CLOSED, groupMessages.groupNotOpen));
        const decimals = currencyDecimals(group.currency);
        const amount = parseMoney(p.amount, decimals);
        if (!amount.ok) throw new Rollback(fail(Code.ABNORMAL_DATA, groupMessages.amountDecimals));
        if (amount.value < group.minAmountMinor || amount.value > group.maxAmountMinor) {
          const text = (v: bigint) => `${formatMoney(minor(v), decimals)} ${group.currency}`;
          throw new Rollback(
            fail(
              Code.ABNORMAL_DATA,
              groupMessages.amountOutOfLimits(text(group.minAmountMinor), text(group.maxAmountMinor)),
            ),
          );
        }
        const opening = await checkGroupOpening(deps, tx, group, userId, p.accountType, amount.value, nowMs);
        if (!opening.ok) throw new Rollback(createRefusal(opening));
        const rate = parseRate(group.depositRate);
        if (!rate.ok) throw new Error(`group ${group.id} has a bad deposit rate ${group.depositRate}`);
        const depositMinor = groupDepositMinor(amount.value, rate.value);
        const row = await store.insertGroupOrder(tx, {
          groupId: group.id,
          userId,
          accountSet: p.accountType,
          currency: group.currency,
          amountMinor: amount.value,
          depositMinor,
        });
        const ctx = {
          userId,
          currency: group.currency,
          ref: `group-order:${row.id}`,
          eventId: `group-order:${row.id}:join`,
        };
        const outcome = await post(tx, postGroupJoin(ctx, p.accountType, depositMinor));
        if (!outcome.ok) {
          if (outcome.error.code === 'insufficient_funds') throw new Rollback(fail(Code.INSUFFICIENT_BALANCE));
          throw new Error(`joining group ${group.id} was refused: ${outcome.error.detail}`);
        }
        // The reply is written with the key before COMMIT, so it is made here (E7).
        return { reply: await viewOne(deps, row, locale), extra: row };
      },
      { advisoryLock: tradingLock(userId) },
    );
    if (isFailure(joined)) return joined;
    if (joined.fresh) {
      await publishGroupOrderChanges(deps, [joined.extra]);
      await publishBalances(deps, [userId]);
    }
    return ok(joined.reply);
  } catch (error) {
    // G3: one order per member, offering and account; the unique index is the final word.
    if (isUniqueViolation(error)) return fail(Code.ABNORMAL_DATA, groupMessages.alreadyJoined);
    throw error;
  }
}

/** `user_product_group/list`: the caller's group orders, newest first. */
export async function listGroupOrders(
  deps: TradingDeps,
  userId: number,
  p: {
    accountType?: AccountSet | undefined;
    status?: store.GroupOrderRow['status'] | undefined;
    page: number;
    size: number;
  },
  locale: Locale = 'en',
): Promise<Result<List<GroupOrder>>> {
  const w = window(p.page, p.size);
  const { rows, total } = await store.listUserGroupOrders(deps.db, {
    userId,
    set: p.accountType,
    status: p.status,
    ...w,
  });
  return ok({ list: await viewOrders(deps, rows, locale), total });
}

/**
 * `user_product_group/pay` (G6): pays exactly the rest of a PAYING order before its deadline; the
 * order becomes HOLDING with its held position, all in one transaction. Another customer's id is
 * answered as a missing one (G8).
 */
export async function payGroupOrder(
  deps: TradingDeps,
  userId: number,
  id: number,
  locale: Locale = 'en',
): Promise<Result<GroupOrder>> {
  const nowMs = deps.now();
  const paid = await inTransaction(
    deps.db,
    async (tx: Tx) => {
      const order = await store.lockUserGroupOrder(tx, userId, id);
      if (!order) throw new Rollback(fail(Code.ABNORMAL_DATA, groupMessages.orderUnknown));
      const next = groupOrderTransition(order.status, { type: 'pay' });
      if (!next.ok) throw new Rollback(refused(next, groupMessages.notPaying));
      const group = await store.findGroup(tx, order.groupId);
      if (!group) throw new Error(`group order ${order.id} names a missing offering`);
      if (nowMs >= group.payDeadline) throw new Rollback(fail(Code.MARKET_CLOSED, groupMessages.deadlinePassed));
      const hands = order.allottedHands ?? 0;
      const allottedMinor = order.allottedMinor ?? 0n;
      if (hands <= 0 || allottedMinor !== order.depositMinor + order.unpaidMinor) {
        throw new Error(`group order ${order.id} is PAYING without a consistent allotment`);
      }
      const ctx = {
        userId,
        currency: order.currency,
        ref: `group-order:${order.id}`,
        eventId: `group-order:${order.id}:pay`,
      };
      const outcome = await post(
        tx,
        postGroupPayRest(ctx, order.accountSet, minor(order.depositMinor), minor(order.unpaidMinor)),
      );
      if (!outcome.ok) {
        if (outcome.error.code === 'insufficient_funds') throw new Rollback(fail(Code.INSUFFICIENT_BALANCE));
        throw new Error(`paying group order ${order.id} was refused: ${outcome.error.detail}`);
      }
      const position = await openGroupPosition(tx, group, order, hands, allottedMinor, nowMs);
      const row = await store.updateGroupOrder(tx, order.id, {
        status: next.value,
        unpaidMinor: 0n,
        orderId: position.id,
        settledAt: nowMs,
      });
      return { row, position };
    },
    { advisoryLock: tradingLock(userId) },
  );
  if (isFailure(paid)) return paid;
  await publishGroupOrderChanges(deps, [paid.row]);
  await publishOrderChanges(deps, [paid.position]);
  return ok(await viewOne(deps, paid.row, locale));
}

/**
 * Tells each owner that a group order changed (G9), after the commit: the order as a `group` user
 * event. A failure is logged, never a failed reply: the change is durable and the lists show it.
 */
export async function publishGroupOrderChanges(deps: TradingDeps, rows: readonly store.GroupOrderRow[]): Promise<void> {
  if (rows.length === 0) return;
  try {
    const views = await viewOrders(deps, rows);
    for (const [i, view] of views.entries()) {
      const row = rows[i];
      if (row) await deps.bus.publish(BusChannel.user(row.userId), { type: 'group', ...view });
    }
  } catch (error) {
    deps.log.error({ err: error }, 'publishing group-order events failed');
  }
}

/** Balance events after a commit; a failure is logged, never a failed reply (the change is durable). */
export async function publishBalances(deps: TradingDeps, userIds: readonly number[]): Promise<void> {
  try {
    await publishBalanceEvents(deps, userIds);
  } catch (error) {
    deps.log.error({ err: error }, 'publishing group-order balance events failed');
  }
}
