import type { AccountType } from '@demo/contract';
import { userProductGroupCreate, userProductGroupPay } from '@demo/contract/refs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { refreshTrading } from '../orders/refresh';
import { groupKeys } from './queries';

function useRefresh() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: groupKeys.all }), refreshTrading(qc)]);
}

/**
 * Joins a group purchase; the deposit leaves the balance (type 7). The requestId comes from the
 * confirmation (lib/request-id.ts), so a retry of it joins nothing twice.
 */
export function useJoinGroup() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { sourceId: number; amount: string; accountType: AccountType; requestId: string }) =>
      call(userProductGroupCreate, input),
    onSettled: refresh,
  });
}

/** Pays the rest of a PAYING group order; it becomes a held position. */
export function usePayGroupOrder() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(userProductGroupPay, { id }),
    onSettled: refresh,
  });
}
