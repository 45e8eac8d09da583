import type { AccountType, AiStatus } from '@demo/contract';
import { userProductChatgptCreate, userProductChatgptUpdateStatus } from '@demo/contract/refs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { userKeys } from '../../lib/user-keys';
import { aiKeys } from './queries';

/**
 * Buys a product in one account; the lists and the balances are read again. The requestId comes from
 * the confirmation (lib/request-id.ts), so a retry of it buys nothing twice.
 */
export function useBuyAi() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: { productId: number; amount: string; accountType: AccountType; requestId: string }) =>
      call(userProductChatgptCreate, p),
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: aiKeys.all }), qc.invalidateQueries({ queryKey: userKeys.all })]),
  });
}

/** Pauses, resumes, stops or unlocks a purchase. */
export function useUpdateAiStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: { id: number; status: AiStatus }) => call(userProductChatgptUpdateStatus, p),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ['ai', 'mine'] }),
        qc.invalidateQueries({ queryKey: userKeys.all }),
      ]),
  });
}
