import { type Locale, type Order, pageWindow } from '@demo/contract';
import { ok, type Result } from '../../lib/result';
import { type AccountSet, countByStatus, listOrders, type OrderRow, type OrderStatusValue } from './store';
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
  const counts: Record<OrderStatusValue, number> = { CREATED: 0, BUILD: 0, COVER: 0, CANCEL: 0 };
  for (const { status, n } of await countByStatus(deps.db, userId, set)) counts[status] = n;
  return ok(counts);
}
