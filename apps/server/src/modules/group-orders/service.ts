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
  decideGroupJoin,
  decideGroupPay,
  GROUP_AMOUNT_DECIMALS,
  GROUP_AMOUNT_OUT_OF_LIMITS,
  GROUP_NOT_OPEN,
  GROUP_ORDER_UNKNOWN,
  GROUP_PAY_DEADLINE_PASSED,
  GROUP_UNKNOWN,
  type GroupJoinRows,
  groupOrderStatusAfter,
  type RuleFailure,
} from '@demo/core';
import type { Tx } from '../../db/client';
import { drawnId, nextIdRead } from '../../db/next-id';
import type { RequestKey } from '../../db/request-keys';
import { isFailure, isUniqueViolation } from '../../db/transaction';
import { executeKeyedWorkflow, executeMoneyWorkflow } from '../../ledger/money-workflow';
import { publishBalanceEvents } from '../../ledger/service';
import { accountRowsOf } from '../../ledger/store';
import { type Wallet, walletOf, walletRead } from '../../ledger/wallet';
import { BusChannel } from '../../lib/bus';
import { type Failure, fail, ok, type Result, refused } from '../../lib/result';
import { riskLimitFactsIn } from '../risk';
import type { TradingDeps, TradingTerms } from '../trading';
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

type Catalog = Awaited<ReturnType<typeof catalogOf>>;

/** What a join is decided on, besides the offering it reads: the node's copies, read before BEGIN. */
interface JoinContext {
  readonly deps: TradingDeps;
  readonly catalog: Catalog;
  readonly terms: TradingTerms;
  readonly userId: number;
  readonly set: AccountSet;
}

/**
 * The rows a join is decided on (RL10): the offering read FOR SHARE, the halt on its product (HL1),
 * the limits binding a buy of it with the customer's own book read under their trading lock (RL5),
 * and the rates into the account's currency now.
 */
async function joinRows(
  tx: Tx,
  { deps, catalog, terms, userId, set }: JoinContext,
  group: store.GroupRow | undefined,
  groupOrderId: number,
): Promise<GroupJoinRows> {
  if (!group) return { group, groupOrderId, halt: null, limits: undefined, fx: null };
  const product = catalog.productById(group.productId);
  return {
    group,
    groupOrderId,
    halt: product ? (deps.halts?.haltOn(product) ?? null) : null,
    limits: await riskLimitFactsIn(tx, deps, { set, userId, code: group.code }),
    fx: terms.fx(group.instrumentCurrency, group.currency),
  };
}

/** Core's refusal of a join in the words of the reply, in both locales (an order's words for RL10). */
function joinRefusal(failure: RuleFailure): Failure {
  switch (failure.message) {
    case GROUP_UNKNOWN:
      return fail(Code.ABNORMAL_DATA, groupMessages.groupUnknown);
    case GROUP_NOT_OPEN:
      return fail(Code.MARKET_CLOSED, groupMessages.groupNotOpen);
    case GROUP_AMOUNT_DECIMALS:
      return fail(Code.ABNORMAL_DATA, groupMessages.amountDecimals);
    case GROUP_AMOUNT_OUT_OF_LIMITS:
      return fail(
        Code.ABNORMAL_DATA,
        groupMessages.amountOutOfLimits(failure.values?.min ?? '', failure.values?.max ?? ''),
      );
    default:
      return createRefusal(failure);
  }
}

/**
 * `user_product_group/create` (G3, G4, RL10): joins an open offering with an amount within its
 * limits, once per member and account; the deposit leaves available (type 7) in the same
 * transaction as the order. Core decides (`decideGroupJoin`) and the keyed executor runs it
 * (docs/adr/0024): with a request key, a repeat answers the first reply and joins nothing more (E7).
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
  const [terms, catalog] = [await tradingTerms(deps, nowMs), await catalogOf(deps.db, nowMs)];
  const context: JoinContext = { deps, catalog, terms, userId, set: p.accountType };
  const walletSettings = { defaultCurrency: terms.currency('real') };
  const request = { userId, accountSet: p.accountType, amount: p.amount };
  let group: store.GroupRow | undefined;
  try {
    const joined = await executeKeyedWorkflow(
      deps.db,
      {
        lock: tradingLock(userId),
        withBegin: { groupOrderId: nextIdRead('group_orders') },
        read: async (tx, began) => {
          group = await store.shareGroup(tx, p.sourceId);
          return await joinRows(tx, context, group, drawnId(began.groupOrderId));
        },
        decide: (rows) => decideGroupJoin(rows, request, nowMs),
        refusal: joinRefusal,
        postingOf: (plan) => plan.posting,
        write: async (tx, plan) => {
          const row = await store.insertGroupOrder(tx, plan.order);
          if (!group) throw new Error(`group order ${row.id} was planned without its offering`);
          // The reply is stored with the key before COMMIT, so it is made here, once (E7).
          const view = viewGroup(group, catalog.productById(group.productId), nowMs, locale);
          return { row, reply: viewGroupOrder(row, view) };
        },
        withCommit: [walletRead(userId, walletSettings)],
        publish: async ({ row }, [walletRows = []]) => {
          await publishGroupOrderChanges(deps, [row]);
          const wallet = walletOf(userId, walletSettings, accountRowsOf(walletRows));
          await publishBalances(deps, [userId], new Map([[userId, wallet]]));
        },
      },
      { key, replyOf: ({ reply }) => reply },
    );
    return isFailure(joined) ? joined : ok(joined.reply);
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

/** Core's refusal of a payment in the words of the reply, in both locales. */
function payRefusal(failure: RuleFailure): Failure {
  switch (failure.message) {
    case GROUP_ORDER_UNKNOWN:
      return fail(Code.ABNORMAL_DATA, groupMessages.orderUnknown);
    case GROUP_PAY_DEADLINE_PASSED:
      return fail(Code.MARKET_CLOSED, groupMessages.deadlinePassed);
    default:
      // LC3: the order is not PAYING.
      return refused(failure, groupMessages.notPaying);
  }
}

/**
 * `user_product_group/pay` (G6): pays exactly the rest of a PAYING order before its deadline; the
 * order becomes HOLDING with its held position, all in one transaction under the caller's trading
 * lock. Core decides (`decideGroupPay`) and the money executor runs it (docs/adr/0024); a short
 * balance is the ledger's 407. Another customer's id is answered as a missing one (G8).
 */
export async function payGroupOrder(
  deps: TradingDeps,
  userId: number,
  id: number,
  locale: Locale = 'en',
): Promise<Result<GroupOrder>> {
  const nowMs = deps.now();
  let group: store.GroupRow | undefined;
  const paid = await executeMoneyWorkflow(deps.db, {
    lock: tradingLock(userId),
    read: async (tx) => {
      const locked = await store.lockGroupOrderWithGroup(tx, id, userId);
      group = locked?.group ?? undefined;
      return { order: locked?.order, payDeadline: group?.payDeadline };
    },
    decide: (rows) => decideGroupPay(rows, nowMs),
    refusal: payRefusal,
    postingOf: (plan) => plan.posting,
    write: async (tx, plan) => {
      if (!group) throw new Error(`group order ${plan.order.id} was planned without its offering`);
      const { hands, allottedMinor } = plan.position;
      const position = await openGroupPosition(tx, group, plan.order, hands, allottedMinor, nowMs);
      const status = groupOrderStatusAfter(plan);
      const row = await store.updateGroupOrder(tx, plan.order.id, { ...plan.fields, status, orderId: position.id });
      return { row, position };
    },
    // The write's second statement waits for the position's id, so the posting cannot be the last.
    postLast: false,
    publish: async ({ row, position }) => {
      await publishGroupOrderChanges(deps, [row]);
      await publishOrderChanges(deps, [position]);
    },
  });
  if (isFailure(paid)) return paid;
  if (paid.written === null) throw new Error(`paying group order ${id} decided nothing`);
  return ok(await viewOne(deps, paid.written.row, locale));
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

/**
 * Balance events after a commit; a failure is logged, never a failed reply (the change is durable).
 * `readAfterCommit` holds wallets read in the COMMIT's round trip, which need no read of their own.
 */
export async function publishBalances(
  deps: TradingDeps,
  userIds: readonly number[],
  readAfterCommit?: ReadonlyMap<number, Wallet>,
): Promise<void> {
  try {
    await publishBalanceEvents(deps, userIds, undefined, readAfterCommit);
  } catch (error) {
    deps.log.error({ err: error }, 'publishing group-order balance events failed');
  }
}
