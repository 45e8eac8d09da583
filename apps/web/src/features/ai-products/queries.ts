import type { AiProduct, AiStatus, UserAi } from '@demo/contract';
import {
  nextPageOf,
  PAGE_SIZE_DEFAULT,
  productChatgptDetail,
  productChatgptFront,
  userProductChatgptList,
} from '@demo/contract/refs';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { type ListPages, patchListed } from '../../lib/list-pages';
import { usePrefs } from '../../lib/prefs-store';
import { useUserEvents } from '../../lib/realtime';
import { useSession } from '../../lib/session-store';

/** Query keys of the AI products; the customer's lists carry the token and the account. */
export const aiKeys = {
  all: ['ai'] as const,
  front: (locale: string) => ['ai', 'front', locale] as const,
  detail: (id: number, locale: string) => ['ai', 'detail', id, locale] as const,
  mine: (token: string | null, account: string, status: AiStatus | 'all', locale: string) =>
    ['ai', 'mine', token, account, status, locale] as const,
};

/** The products on offer with their backtested statistics, a page at a time. */
export function useAiProducts() {
  const locale = usePrefs((s) => s.locale);
  return useInfiniteQuery({
    queryKey: aiKeys.front(locale),
    queryFn: ({ pageParam }) => call(productChatgptFront, { page: pageParam, size: PAGE_SIZE_DEFAULT }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

/** One product with its equity curve. */
export function useAiProduct(id: number) {
  const locale = usePrefs((s) => s.locale);
  return useQuery({
    queryKey: aiKeys.detail(id, locale),
    // Quiet: an unknown id is the page's own not-found state, not a toast.
    queryFn: () => call(productChatgptDetail, { key: String(id) }, { silent: true }),
    enabled: id > 0,
  });
}

/** The caller's purchases in the active account, newest first, filtered by status. */
export function useMyAi(status: AiStatus | 'all') {
  const token = useSession((s) => s.token);
  const accountType = usePrefs((s) => s.accountType);
  const locale = usePrefs((s) => s.locale);
  return useInfiniteQuery({
    queryKey: aiKeys.mine(token, accountType, status, locale),
    queryFn: ({ pageParam }) =>
      call(userProductChatgptList, {
        accountType,
        ...(status === 'all' ? {} : { status }),
        page: pageParam,
        size: PAGE_SIZE_DEFAULT,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: token !== null,
  });
}

/**
 * Folds an `ai` event into a list page: the purchase's live figures replace the listed ones, while the
 * product (named in the list's locale) is kept. A purchase the page does not hold is left out.
 */
function patchPurchase(data: ListPages<UserAi> | undefined, event: UserAi): ListPages<UserAi> | undefined {
  return patchListed(data, event.id, (row) => ({ ...event, product: row.product satisfies AiProduct }));
}

/**
 * Keeps "My AI products" live from the `user` channel: each `ai` event (about once a second while the
 * price moves) patches the lists in place; a status change also re-reads them, since it moves the
 * purchase between the status tabs.
 */
export function useLiveAi() {
  const qc = useQueryClient();
  useUserEvents((event) => {
    if (event.type !== 'ai') return;
    const { type: _type, ...purchase } = event;
    let statusMoved = false;
    for (const [key, data] of qc.getQueriesData<ListPages<UserAi>>({
      queryKey: ['ai', 'mine'],
    })) {
      const listed = data?.pages.flatMap((p) => p.list).find((r) => r.id === purchase.id);
      if (listed && listed.status !== purchase.status) statusMoved = true;
      qc.setQueryData(key, patchPurchase(data, purchase));
    }
    if (statusMoved) void qc.invalidateQueries({ queryKey: ['ai', 'mine'] });
  });
}
