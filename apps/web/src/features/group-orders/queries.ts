import { nextPageOf, PAGE_SIZE_DEFAULT, productGroupFront, userProductGroupList } from '@demo/contract/refs';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { usePrefs } from '../../lib/prefs-store';
import { useUserEvents } from '../../lib/realtime';
import { useSession } from '../../lib/session-store';
import { type GroupOrderPages, patchGroupOrder } from './group-order-patch';

/** Query keys of group purchases; a member's orders carry the token and the account so they never mix. */
export const groupKeys = {
  all: ['groups'] as const,
  offerings: () => ['groups', 'offerings'] as const,
  mine: (token: string | null, account: string) => ['groups', 'mine', token, account] as const,
};

/**
 * An offering's status follows the server's clock (open, allocated, closed): the public list asks
 * again this often. A member's own orders follow the socket instead (useLiveGroupOrders).
 */
const WAITING_REFRESH_MS = 5_000;

/** Group purchases not yet closed, allocating soonest first (they are few: all of them). */
export function useGroupOfferings() {
  return useQuery({
    queryKey: groupKeys.offerings(),
    queryFn: () => call(productGroupFront, { page: 1, size: -1 }),
    refetchInterval: WAITING_REFRESH_MS,
  });
}

/** The member's group orders in the active account, newest first, a page at a time. */
export function useMyGroupOrders() {
  const token = useSession((s) => s.token);
  const accountType = usePrefs((s) => s.accountType);
  return useInfiniteQuery({
    queryKey: groupKeys.mine(token, accountType),
    queryFn: ({ pageParam }) => call(userProductGroupList, { accountType, page: pageParam, size: PAGE_SIZE_DEFAULT }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: token !== null,
  });
}

/**
 * Keeps "My group orders" live from the `user` channel (docs/SPEC.md G9): each `group` event (joined,
 * allotted, paid, lapsed) replaces the listed order in place; an order no list holds yet (joined on
 * another device) re-reads the lists, and so does the offerings list, whose status moved with it.
 */
export function useLiveGroupOrders() {
  const qc = useQueryClient();
  useUserEvents((event) => {
    if (event.type !== 'group') return;
    const { type: _type, ...order } = event;
    let listed = false;
    for (const [key, data] of qc.getQueriesData<GroupOrderPages>({ queryKey: ['groups', 'mine'] })) {
      if (data?.pages.some((p) => p.list.some((row) => row.id === order.id))) listed = true;
      qc.setQueryData(key, patchGroupOrder(data, order));
    }
    if (!listed) void qc.invalidateQueries({ queryKey: ['groups', 'mine'] });
    void qc.invalidateQueries({ queryKey: groupKeys.offerings() });
  });
}
