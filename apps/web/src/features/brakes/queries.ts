import type { AccountType, PayloadIn } from '@demo/contract';
import { brakeKillSwitch, brakeLog, brakeLossLimitSet, brakeStatus } from '@demo/contract/refs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session-store';

/** Query keys of the Brakes screen; the token is part of them like the user's own keys. */
const brakeKeys = {
  all: ['brakes'] as const,
  status: (token: string | null, accountType: AccountType) => ['brakes', 'status', token, accountType] as const,
  log: (token: string | null, accountType: AccountType) => ['brakes', 'log', token, accountType] as const,
};

/** How many log entries the screen shows (the newest). */
export const BRAKE_LOG_SHOWN = 20;

export function useBrakeStatus(accountType: AccountType) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: brakeKeys.status(token, accountType),
    queryFn: () => call(brakeStatus, { accountType }),
    enabled: token !== null,
  });
}

export function useBrakeLog(accountType: AccountType) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: brakeKeys.log(token, accountType),
    queryFn: () => call(brakeLog, { accountType, page: 1, size: BRAKE_LOG_SHOWN }),
    enabled: token !== null,
  });
}

export function useSetLossLimit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: PayloadIn<typeof brakeLossLimitSet>) => call(brakeLossLimitSet, p),
    onSettled: () => qc.invalidateQueries({ queryKey: brakeKeys.all }),
  });
}

export function useKillSwitch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: PayloadIn<typeof brakeKillSwitch>) => call(brakeKillSwitch, p),
    onSettled: () => qc.invalidateQueries({ queryKey: brakeKeys.all }),
  });
}
