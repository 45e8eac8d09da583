import type { AccountType, ORDER_SOURCES, OrderStatus } from '@demo/contract';
import {
  isAiSourceRecord,
  nextPageOf,
  orderFamily,
  orderList,
  orderListSource,
  PAGE_SIZE_DEFAULT,
} from '@demo/contract/refs';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { usePrefs } from '../../lib/prefs-store';
import { useSession } from '../../lib/session-store';

export type OrderSource = (typeof ORDER_SOURCES)[number];

/** Query keys of the trading lists; each carries the token and the account so they never mix. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (token: string | null, account: AccountType, status: readonly OrderStatus[]) =>
    ['orders', 'list', token, account, status.join(',')] as const,
  history: (token: string | null, account: AccountType) => ['orders', 'history', token, account] as const,
  source: (token: string | null, source: OrderSource) => ['orders', 'source', token, source] as const,
  family: (token: string | null, orderId: number) => ['orders', 'family', token, orderId] as const,
};

/**
 * How often held positions are asked again, so what the server changed (a trailing stop moved, a stop
 * that closed one) shows even when its user event was missed. Their price and P&L do not wait for it:
 * the Position tab marks them from the live quotes (positions/position-marks, SPEC MK1).
 */
const POSITIONS_REFRESH_MS = 5_000;

/** All orders in `status` of the active account (size -1: positions and pending orders are few). */
export function useOrders(status: readonly OrderStatus[]) {
  const token = useSession((s) => s.token);
  const accountType = usePrefs((s) => s.accountType);
  const held = status.includes('BUILD');
  return useQuery({
    queryKey: orderKeys.list(token, accountType, status),
    queryFn: () => call(orderList, { status: [...status], accountType, page: 1, size: -1 }),
    enabled: token !== null,
    ...(held ? { refetchInterval: POSITIONS_REFRESH_MS } : {}),
  });
}

/** Closed and cancelled orders of the active account, newest first, a page at a time. */
export function useOrderHistory() {
  const token = useSession((s) => s.token);
  const accountType = usePrefs((s) => s.accountType);
  return useInfiniteQuery({
    queryKey: orderKeys.history(token, accountType),
    queryFn: ({ pageParam }) =>
      call(orderList, { status: ['COVER', 'CANCEL'], accountType, page: pageParam, size: PAGE_SIZE_DEFAULT }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: token !== null,
  });
}

/** Orders by origin (`order/list/source`) for the manual, new-share and group tabs. */
export function useOrdersBySource(source: Exclude<OrderSource, 'ai'>) {
  const token = useSession((s) => s.token);
  return useInfiniteQuery({
    queryKey: orderKeys.source(token, source),
    queryFn: async ({ pageParam }) => {
      const page = await call(orderListSource, { source, page: pageParam, size: PAGE_SIZE_DEFAULT });
      return { list: page.list.filter((row) => !isAiSourceRecord(row)), total: page.total };
    },
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: token !== null,
  });
}

/** The AI tab of "Order source": the caller's AI purchases in both accounts (docs/SPEC.md I10). */
export function useAiPurchasesBySource() {
  const token = useSession((s) => s.token);
  return useInfiniteQuery({
    queryKey: orderKeys.source(token, 'ai'),
    queryFn: async ({ pageParam }) => {
      const page = await call(orderListSource, { source: 'ai', page: pageParam, size: PAGE_SIZE_DEFAULT });
      return { list: page.list.filter(isAiSourceRecord), total: page.total };
    },
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: token !== null,
  });
}

/** A position and its partial closes (FL2), asked from either end. */
export function useOrderFamily(orderId: number) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: orderKeys.family(token, orderId),
    queryFn: () => call(orderFamily, { orderId }),
    enabled: token !== null,
  });
}
