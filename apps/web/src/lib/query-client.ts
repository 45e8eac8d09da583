import { QueryClient } from '@tanstack/react-query';

/**
 * One query client. Retries are off: the API client already toasts every failure, and a retried
 * call would toast it again; a user pulls to refresh instead.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
