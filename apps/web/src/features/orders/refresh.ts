import type { QueryClient } from '@tanstack/react-query';
import { userKeys } from '../../lib/user-keys';
import { orderKeys } from './queries';

/** Query keys of the wallet (summary and records), shared here so every trading change refreshes them. */
export const walletKeys = {
  all: ['wallet'] as const,
  statistics: (token: string | null, account: string) => ['wallet', 'statistics', token, account] as const,
  records: (token: string | null, type: number | null, account: string | null) =>
    ['wallet', 'records', token, type, account] as const,
};

/** After an order, a cover, a cancel or a user event: the lists, the summary and the balances are stale. */
export function refreshTrading(qc: QueryClient): Promise<unknown> {
  return Promise.all([
    qc.invalidateQueries({ queryKey: orderKeys.all }),
    qc.invalidateQueries({ queryKey: walletKeys.all }),
    qc.invalidateQueries({ queryKey: userKeys.all }),
  ]);
}
