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
