import {
  bankFronts,
  chargeList,
  chargeUpiList,
  incomeChannelAvailable,
  incomeCurrencyChannelFrontList,
  nextPageOf,
  outcomeChannelAvailable,
  outcomeCurrencyAvailable,
  PAGE_SIZE_DEFAULT,
  userAccountList,
  userBankAll,
  withdrawList,
} from '@demo/contract/refs';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { usePrefs } from '../../lib/prefs-store';
import { useSession } from '../../lib/session-store';

/** Query keys of funds; the user's own lists carry the token so another session never sees them. */
export const fundsKeys = {
  all: ['funds'] as const,
  banks: (token: string | null) => ['funds', 'banks', token] as const,
  bankFronts: (locale: string) => ['funds', 'bank-fronts', locale] as const,
  wallets: (token: string | null) => ['funds', 'wallets', token] as const,
  outcomeChannels: (token: string | null) => ['funds', 'outcome-channels', token] as const,
  outcomeCurrencies: (token: string | null) => ['funds', 'outcome-currencies', token] as const,
  incomeChannels: (token: string | null) => ['funds', 'income-channels', token] as const,
  incomeCurrencies: (token: string | null, channelId: number | null) =>
    ['funds', 'income-currencies', token, channelId] as const,
  charges: (token: string | null) => ['funds', 'charges', token] as const,
  withdrawals: (token: string | null) => ['funds', 'withdrawals', token] as const,
  upi: (token: string | null) => ['funds', 'upi', token] as const,
};

export function useBanks() {
  const token = useSession((s) => s.token);
  return useQuery({ queryKey: fundsKeys.banks(token), queryFn: () => call(userBankAll, {}), enabled: token !== null });
}

export function useBankFronts() {
  const locale = usePrefs((s) => s.locale);
  return useQuery({
    queryKey: fundsKeys.bankFronts(locale),
    queryFn: () => call(bankFronts, { locale }),
    staleTime: 10 * 60_000,
  });
}

export function useWallets() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: fundsKeys.wallets(token),
    queryFn: () => call(userAccountList, {}),
    enabled: token !== null,
  });
}

export function useOutcomeChannels() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: fundsKeys.outcomeChannels(token),
    queryFn: () => call(outcomeChannelAvailable, {}),
    enabled: token !== null,
  });
}

/** How often the rate quotes of the currency lists are fetched again; the server honours one for two minutes. */
const FX_QUOTE_REFRESH_MS = 60_000;

export function useOutcomeCurrencies() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: fundsKeys.outcomeCurrencies(token),
    queryFn: () => call(outcomeCurrencyAvailable, {}),
    enabled: token !== null,
    // Each row carries a rate quote good for two minutes (X6): fetch a fresh one well before it lapses.
    refetchInterval: FX_QUOTE_REFRESH_MS,
  });
}

export function useIncomeChannels() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: fundsKeys.incomeChannels(token),
    queryFn: () => call(incomeChannelAvailable, {}),
    enabled: token !== null,
  });
}

/** Where to transfer for one channel; waits until the channel is chosen (and its password checked). */
export function useIncomeCurrencies(channelId: number | null) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: fundsKeys.incomeCurrencies(token, channelId),
    queryFn: () => call(incomeCurrencyChannelFrontList, channelId === null ? {} : { channelId }),
    enabled: token !== null && channelId !== null,
    refetchInterval: FX_QUOTE_REFRESH_MS,
  });
}

export function useCharges() {
  const token = useSession((s) => s.token);
  return useInfiniteQuery({
    queryKey: fundsKeys.charges(token),
    queryFn: ({ pageParam }) => call(chargeList, { page: pageParam, size: PAGE_SIZE_DEFAULT }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: token !== null,
  });
}

/** The customer's UPI payments, newest first: the card restores the one in progress from it (UP11). */
export function useUpiPayments() {
  const token = useSession((s) => s.token);
  return useInfiniteQuery({
    queryKey: fundsKeys.upi(token),
    queryFn: ({ pageParam }) => call(chargeUpiList, { page: pageParam, size: PAGE_SIZE_DEFAULT }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: token !== null,
  });
}

export function useWithdrawals() {
  const token = useSession((s) => s.token);
  return useInfiniteQuery({
    queryKey: fundsKeys.withdrawals(token),
    queryFn: ({ pageParam }) => call(withdrawList, { page: pageParam, size: PAGE_SIZE_DEFAULT }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: token !== null,
  });
}
