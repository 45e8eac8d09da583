import { Code, type Locale, ORDER_FAMILY_PARTIALS_MAX, type Order, pageWindow } from '@demo/contract';
import { fail, ok, type Result } from '../../../lib/result';
import { orderMessages } from './messages';
import {
  type AccountSet,
  countByStatus,
  findOrder,
  listOrders,
  type OrderRow,
  type OrderStatusValue,
  partialsOf,
} from './store';
import type { TradingDeps } from './terms';
import { viewOrders } from './view';

/** Read-only order calls: lists and counts. Each is one or two queries, no transaction needed. */

export interface ListQuery {
  statuses?: readonly OrderStatusValue[];
  set?: AccountSet | undefined;
  source?: OrderRow['source'];
  page: number;
  /** Page size; -1 means all, capped at LIST_ALL_ROWS_MAX (order lists allow it, CONTRACT.md "Lists"). */
  size: number;
  /** The caller's locale: product names in it. */
  locale?: Locale;
}

export async function listUserOrders(
  deps: TradingDeps,
  userId: number,
  query: ListQuery,
): Promise<Result<{ list: Order[]; total: number }>> {
  const { offset, limit } = pageWindow(query.page, query.size);
  const { rows, total } = await listOrders(deps.db, {
    userId,
    ...(query.statuses ? { statuses: query.statuses } : {}),
    set: query.set,
    ...(query.source ? { source: query.source } : {}),
    offset,
    limit,
  });
  return ok({ list: await viewOrders(deps, rows, query.locale ?? 'en'), total });
}

export async function countUserOrders(
  deps: TradingDeps,
  userId: number,
  set: AccountSet | undefined,
): Promise<Result<Record<OrderStatusValue, number>>> {
  const counts: Record<OrderStatusValue, number> = { QUEUED: 0, CREATED: 0, BUILD: 0, COVER: 0, CANCEL: 0 };
  for (const { status, n } of await countByStatus(deps.db, userId, set)) counts[status] = n;
  return ok(counts);
}

/**
 * A position and its partial closes (FL2), asked from either end: a partial cover names its parent,
 * a parent is its own. Another user's order answers as an unknown one (A1).
 */
export async function orderFamilyOf(
  deps: TradingDeps,
  userId: number,
  orderId: number,
  locale: Locale,
): Promise<Result<{ parent: Order; partials: Order[] }>> {
  const asked = await findOrder(deps.db, orderId);
  if (!asked || asked.userId !== userId) return fail(Code.ABNORMAL_DATA, orderMessages.orderUnknown);
  const parent = asked.parentId === null ? asked : await findOrder(deps.db, asked.parentId);
  if (!parent || parent.userId !== userId) throw new Error(`order ${orderId} names a parent that is not its owner's`);
  const partials = await partialsOf(deps.db, userId, parent.id, ORDER_FAMILY_PARTIALS_MAX);
  const [parentView, ...partialViews] = await viewOrders(deps, [parent, ...partials], locale);
  if (!parentView) throw new Error('viewOrders dropped the parent order');
  return ok({ parent: parentView, partials: partialViews });
}
