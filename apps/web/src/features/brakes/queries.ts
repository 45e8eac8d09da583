import type { AccountType, PayloadIn } from '@demo/contract';
import {
  brakeDisclosureAccept,
  brakeKillSwitch,
  brakeLeverageCapSet,
  brakeLog,
  brakeLossLimitSet,
  brakeStatus,
  RISK_DISCLOSURE_VERSION,
} from '@demo/contract/refs';
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

export function useSetLeverageCap() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: PayloadIn<typeof brakeLeverageCapSet>) => call(brakeLeverageCapSet, p),
    onSettled: () => qc.invalidateQueries({ queryKey: brakeKeys.all }),
  });
}

/** BR10: the customer accepts the risk disclosure of the version this app shows. */
export function useAcceptDisclosure() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (accountType: AccountType) =>
      call(brakeDisclosureAccept, { accountType, version: RISK_DISCLOSURE_VERSION }),
    onSettled: () => qc.invalidateQueries({ queryKey: brakeKeys.all }),
  });
}
