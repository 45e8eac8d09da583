import type { PayloadIn } from '@demo/contract';
import {
  chargeCharge,
  incomeCurrencyChannelCheck,
  userAccountDelete,
  userAccountInsert,
  userBankInsert,
  userBankRemove,
  withdrawWithdraw,
} from '@demo/contract/refs';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { userKeys } from '../../lib/user-keys';
import { fundsKeys } from './queries';

/** After any change of money or accounts, the user's lists and balances are read again. */
function refreshFunds(qc: QueryClient): Promise<unknown> {
  return Promise.all([
    qc.invalidateQueries({ queryKey: fundsKeys.all }),
    qc.invalidateQueries({ queryKey: userKeys.all }),
  ]);
}

export function useAddBank() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (payload: PayloadIn<typeof userBankInsert>) => call(userBankInsert, payload),
    onSuccess: () => refreshFunds(qc),
  });
}

export function useRemoveBank() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(userBankRemove, { keys: [id] }),
    onSuccess: () => refreshFunds(qc),
  });
}

export function useAddWallet() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (payload: PayloadIn<typeof userAccountInsert>) => call(userAccountInsert, payload),
    onSuccess: () => refreshFunds(qc),
  });
}

export function useRemoveWallet() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(userAccountDelete, { ids: [id] }),
    onSuccess: () => refreshFunds(qc),
  });
}

export function useCheckChannelPassword() {
  return useMutation({
    mutationFn: (payload: PayloadIn<typeof incomeCurrencyChannelCheck>) => call(incomeCurrencyChannelCheck, payload),
  });
}

export function useCharge() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (payload: PayloadIn<typeof chargeCharge>) => call(chargeCharge, payload),
    onSuccess: () => refreshFunds(qc),
  });
}

export function useWithdraw() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (payload: PayloadIn<typeof withdrawWithdraw>) => call(withdrawWithdraw, payload),
    onSettled: () => refreshFunds(qc),
  });
}
