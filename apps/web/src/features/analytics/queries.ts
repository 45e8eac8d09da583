import { formatIndiaTime } from '@demo/client';
import type { AccountType } from '@demo/contract';
import { balanceLogExport, userAnalytics } from '@demo/contract/refs';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call, downloadFile } from '../../lib/api';
import { useSession } from '../../lib/session-store';
import { type AnalyticsWindow, statementFilename, windowFrom } from './windows';

export const analyticsKeys = {
  all: ['analytics'] as const,
  figures: (token: string | null, accountType: AccountType, window: AnalyticsWindow) =>
    ['analytics', token, accountType, window] as const,
};

export function useAnalytics(accountType: AccountType, window: AnalyticsWindow) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: analyticsKeys.figures(token, accountType, window),
    queryFn: () => {
      const from = windowFrom(window, Date.now());
      return call(userAnalytics, { accountType, ...(from === undefined ? {} : { from }) });
    },
    enabled: token !== null,
  });
}

/** Downloads the window's balance records as CSV (`balance/log/export`). */
export function useDownloadStatement() {
  return useMutation({
    mutationFn: async ({ accountType, window }: { accountType: AccountType; window: AnalyticsWindow }) => {
      const now = Date.now();
      const from = windowFrom(window, now);
      await downloadFile(
        balanceLogExport,
        { accountType, ...(from === undefined ? {} : { from }) },
        statementFilename(accountType, window, formatIndiaTime(now, 'YYYY-MM-DD')),
      );
    },
  });
}
