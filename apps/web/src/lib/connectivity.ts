import { useSyncExternalStore } from 'react';

/**
 * Whether the device has a network, as the browser knows it (`navigator.onLine` and its `online` /
 * `offline` events). Offline, the shell shows one banner instead of a toast per failed call, pages
 * show their error state with Retry, and queries that failed refetch by themselves when the
 * network is back (TanStack Query's `refetchOnReconnect`, query-client.ts).
 */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** True while the device has no network; re-renders when that changes. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
