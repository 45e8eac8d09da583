import type { PayloadIn } from '@demo/contract';
import { sipCancel, sipCreate, sipInstalments, sipList, sipPause, sipResume } from '@demo/contract/refs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session-store';

/** Query keys of the SIP screens; the token is part of them like the user's own keys. */
export const sipKeys = {
  all: ['sip'] as const,
  list: (token: string | null) => ['sip', 'list', token] as const,
  instalments: (token: string | null, id: number) => ['sip', 'instalments', token, id] as const,
};

/** How many plans and instalments a screen shows: the newest, at most the contract's page size. */
export const SIP_SHOWN = 50;

export function useSipPlans() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: sipKeys.list(token),
    queryFn: () => call(sipList, { page: 1, size: SIP_SHOWN }),
    enabled: token !== null,
  });
}

export function useSipInstalments(id: number) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: sipKeys.instalments(token, id),
    queryFn: () => call(sipInstalments, { id, page: 1, size: SIP_SHOWN }),
    enabled: token !== null,
  });
}

export function useCreateSip() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: PayloadIn<typeof sipCreate>) => call(sipCreate, p),
    onSettled: () => qc.invalidateQueries({ queryKey: sipKeys.all }),
  });
}

/** Pause, resume or cancel one plan; the list reloads behind it. */
export function useSipAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: 'pause' | 'resume' | 'cancel'; id: number }) =>
      call(action === 'pause' ? sipPause : action === 'resume' ? sipResume : sipCancel, { id }),
    onSettled: () => qc.invalidateQueries({ queryKey: sipKeys.all }),
  });
}
