import { QueryClient } from '@tanstack/react-query';

/**
 * One query client. Retries are off: the API client already toasts every failure, and a retried
 * call would toast it again; a user pulls to refresh instead.
 *
 * `networkMode: 'always'`: offline, TanStack's default pauses a query before its first call, so a
 * page showed its skeleton for as long as the network was gone. Every call is made instead, fails
 * at once, and the page shows its error state with Retry beside the offline banner; a failed query
 * is stale, so `refetchOnReconnect` loads it again by itself when the network is back.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false, networkMode: 'always' },
    mutations: { retry: false, networkMode: 'always' },
  },
});

/**
 * How long after the browser says it is online again the queries that failed are asked once more.
 * TanStack refetches them at the `online` event itself, which can come a moment before requests get
 * through again; this second ask is what makes the recovery sure.
 */
export const RECONNECT_REFETCH_DELAY_MS = 1_500;

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    setTimeout(() => {
      void queryClient.refetchQueries(
        { type: 'active', predicate: (query) => query.state.status === 'error' },
        { cancelRefetch: false },
      );
    }, RECONNECT_REFETCH_DELAY_MS);
  });
}
