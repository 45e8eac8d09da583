import type { Watchlist } from '@demo/contract';
import { collectAll, collectLists, nextPageOf, PAGE_SIZE_DEFAULT, productFront } from '@demo/contract/refs';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { seedProducts } from '../../lib/realtime';
import { useSession } from '../../lib/session-store';

/** Results a search shows; a code or name that matches more is narrowed by typing more. */
export const SEARCH_RESULTS_MAX = 30;

export const marketKeys = {
  products: (category: string) => ['product', 'front', category] as const,
  search: (term: string) => ['product', 'search', term] as const,
  lists: (token: string | null) => ['collect', 'lists', token] as const,
  items: (token: string | null, listId: number | null) => ['collect', 'all', token, listId] as const,
};

/**
 * The products of one category tab, a page at a time. While the socket is down the caller passes
 * `pollMs`, and the loaded pages are fetched again that often (one call per page, not one per row).
 */
export function useProducts(category: string | null, pollMs: number | false = false) {
  return useInfiniteQuery({
    queryKey: marketKeys.products(category ?? ''),
    queryFn: async ({ pageParam }) => {
      const page = await call(productFront, {
        type: category ?? undefined,
        status: true,
        page: pageParam,
        size: PAGE_SIZE_DEFAULT,
      });
      seedProducts(page.list);
      return page;
    },
    enabled: category !== null,
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    refetchInterval: pollMs,
  });
}

/** Products whose code or name matches `term` (the server matches either). */
export function useProductSearch(term: string) {
  return useQuery({
    queryKey: marketKeys.search(term),
    queryFn: async () => {
      const page = await call(productFront, { status: true, code: term, page: 1, size: SEARCH_RESULTS_MAX });
      seedProducts(page.list);
      return page;
    },
    enabled: term.length > 0,
    staleTime: 10_000,
  });
}

/** The signed-in customer's named watchlists, in their saved order. */
export function useWatchlists() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: marketKeys.lists(token),
    queryFn: () => call(collectLists, {}),
    enabled: token !== null,
    // A detail page's star changes the counts; the lists are re-read whenever the tab shows them.
    staleTime: 0,
  });
}

/** The products of one watchlist in their saved order. */
export function useWatchlistItems(list: Watchlist | null, pollMs: number | false = false) {
  const token = useSession((s) => s.token);
  const listId = list?.id ?? null;
  return useQuery({
    queryKey: marketKeys.items(token, listId),
    queryFn: async () => {
      const items = await call(collectAll, listId === null ? {} : { listId });
      seedProducts(items);
      return items;
    },
    enabled: token !== null && listId !== null,
    refetchInterval: pollMs,
  });
}
