import type { AccountType } from '@demo/contract';
import { balanceStatement } from '@demo/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session-store';

export const statementKeys = {
  all: ['statement'] as const,
  month: (token: string | null, accountType: AccountType, month: string) =>
    ['statement', token, accountType, month] as const,
};

/** One month's statement of one account (`balance/statement`). */
export function useMonthlyStatement(accountType: AccountType, month: string) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: statementKeys.month(token, accountType, month),
    queryFn: () => call(balanceStatement, { accountType, month }),
    enabled: token !== null,
  });
}
