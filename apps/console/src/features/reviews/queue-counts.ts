import { consoleFundsApi, type StaffRole } from '@demo/contract';
import { useQueries } from '@tanstack/react-query';
import { canCall } from '../../lib/access';
import { callQuery } from '../../lib/queries';

/** The menu's queue counts refresh this often, so work that arrives shows without a reload. */
export const QUEUE_COUNT_REFRESH_MS = 30_000;

const api = consoleFundsApi;

/**
 * What each review menu entry counts: the requests still waiting for staff. A withdrawal waits twice,
 * for approval and then for its payout, so both statuses count.
 */
const COUNTED = [
  {
    path: 'recharges',
    query: callQuery(api.reviewRechargeList, { page: 1, size: 1, status: 'UNDER' }),
    def: api.reviewRechargeList,
  },
  {
    path: 'withdrawals',
    query: callQuery(api.reviewWithdrawList, { page: 1, size: 1, status: 'UNDER' }),
    def: api.reviewWithdrawList,
  },
  {
    path: 'withdrawals',
    query: callQuery(api.reviewWithdrawList, { page: 1, size: 1, status: 'PASS' }),
    def: api.reviewWithdrawList,
  },
  {
    path: 'kyc',
    query: callQuery(api.reviewKycList, { page: 1, size: 1, status: 'CREDITING' }),
    def: api.reviewKycList,
  },
  {
    path: 'institutions',
    query: callQuery(api.reviewInstitutionList, { page: 1, size: 1, status: 'UNDER' }),
    def: api.reviewInstitutionList,
  },
] as const;

/** Adds up the totals of the count queries per menu path; a query not answered yet counts nothing. */
export function sumCounts(answers: readonly { path: string; total: number | undefined }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { path, total } of answers) counts[path] = (counts[path] ?? 0) + (total ?? 0);
  return counts;
}

/** Waiting requests per review menu path, for the role's visible queues, polled every 30 s. */
export function useQueueCounts(role: StaffRole): Record<string, number> {
  const counted = COUNTED.filter((c) => canCall(c.def, role));
  const results = useQueries({
    queries: counted.map((c) => ({ ...c.query, refetchInterval: QUEUE_COUNT_REFRESH_MS, staleTime: 0 })),
  });
  return sumCounts(counted.map((c, i) => ({ path: c.path, total: results[i]?.data?.total })));
}
