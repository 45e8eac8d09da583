import type { AccountType } from '@demo/contract';
import {
  balanceLogList,
  nextPageOf,
  PAGE_SIZE_DEFAULT,
  userStatisticsWallet,
  walletResetDemo,
} from '@demo/contract/refs';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session-store';
import { refreshTrading, walletKeys } from '../orders/refresh';

/**
 * How often the account summary is asked again. Its P&L, market value and total assets move with prices
 * between asks: the Position tab marks them from the live quotes (positions/position-marks, SPEC MK1).
 */
const STATISTICS_REFRESH_MS = 5_000;

/** The account summary (`user/statisticsWallet`) of one account. */
export function useWalletStatistics(accountType: AccountType) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: walletKeys.statistics(token, accountType),
    queryFn: () => call(userStatisticsWallet, { accountType }),
    enabled: token !== null,
    refetchInterval: STATISTICS_REFRESH_MS,
  });
}

/** Balance records, newest first, filtered by type and account. */
export function useBalanceRecords(type: number | null, accountType: AccountType | null) {
  const token = useSession((s) => s.token);
  return useInfiniteQuery({
    queryKey: walletKeys.records(token, type, accountType),
    queryFn: ({ pageParam }) =>
      call(balanceLogList, {
        page: pageParam,
        size: PAGE_SIZE_DEFAULT,
        ...(type === null ? {} : { type }),
        ...(accountType === null ? {} : { accountType }),
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: token !== null,
  });
}

/** Resets the demo account: pending orders cancelled, positions covered, the starting balance restored. */
export function useResetDemo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(walletResetDemo, {}),
    onSettled: () => refreshTrading(qc),
  });
}
