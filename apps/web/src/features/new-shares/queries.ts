import type { AccountType, OfferingType } from '@demo/contract';
import {
  nextPageOf,
  PAGE_SIZE_DEFAULT,
  productNewCheck,
  productNewDetail,
  productNewFront,
  userProductNewCreate,
  userProductNewList,
} from '@demo/contract/refs';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session-store';
import { refreshTrading } from '../orders/refresh';

/** Query keys of new shares; the customer's subscriptions carry the token and the account. */
const newShareKeys = {
  all: ['new-shares'] as const,
  list: (market: string, type: OfferingType) => ['new-shares', 'list', market, type] as const,
  detail: (code: string) => ['new-shares', 'detail', code] as const,
  mine: (token: string | null, type: OfferingType | 'all', account: AccountType) =>
    ['new-shares', 'mine', token, type, account] as const,
};

/** Offerings change phase with the clock: lists and details are asked again this often. */
const OFFERINGS_REFRESH_MS = 15_000;

export function useOfferings(market: 'korea' | 'india', type: OfferingType) {
  return useInfiniteQuery({
    queryKey: newShareKeys.list(market, type),
    queryFn: ({ pageParam }) => call(productNewFront, { market, type, page: pageParam, size: PAGE_SIZE_DEFAULT }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    refetchInterval: OFFERINGS_REFRESH_MS,
  });
}

export function useOffering(code: string) {
  return useQuery({
    queryKey: newShareKeys.detail(code),
    // Quiet: an unknown code is the page's own not-found state, not a toast.
    queryFn: () => call(productNewDetail, { code }, { silent: true }),
    enabled: code !== '',
    refetchInterval: OFFERINGS_REFRESH_MS,
  });
}

/** The customer's subscriptions of one kind (or all) in one account, newest first. */
export function useMySubscriptions(type: OfferingType | 'all', accountType: AccountType) {
  const token = useSession((s) => s.token);
  return useInfiniteQuery({
    queryKey: newShareKeys.mine(token, type, accountType),
    queryFn: ({ pageParam }) =>
      call(userProductNewList, {
        ...(type === 'all' ? {} : { productNewType: type }),
        accountType,
        page: pageParam,
        size: PAGE_SIZE_DEFAULT,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: token !== null,
    refetchInterval: OFFERINGS_REFRESH_MS,
  });
}

export function useCheckPassword() {
  return useMutation({
    mutationFn: (input: { id: number; password: string }) => call(productNewCheck, input),
  });
}

/** Subscribes; the requestId comes from the confirmation (lib/request-id.ts), so a retry subscribes once. */
export function useSubscribe() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      productNewId: number;
      quantity: number;
      accountType: AccountType;
      password?: string;
      requestId: string;
    }) => call(userProductNewCreate, input),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: newShareKeys.all }), refreshTrading(qc)]),
  });
}
