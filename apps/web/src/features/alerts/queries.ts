import type { Alert, PayloadIn } from '@demo/contract';
import { alertCreate, alertList, alertRemove, alertTriggerAudit } from '@demo/contract/refs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session-store';

/** Query keys of the alert screens; they carry the token so another session never sees these. */
export const alertKeys = {
  all: ['alerts'] as const,
  list: (token: string | null) => ['alerts', 'list', token] as const,
  audit: (token: string | null, alertId: number) => ['alerts', 'audit', token, alertId] as const,
};

/** An alert's trigger audit since it was set, at most its last week (SPEC RC10). */
export function useAlertAudit(alertId: number | null) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: alertKeys.audit(token, alertId ?? 0),
    queryFn: () => call(alertTriggerAudit, { alertId: alertId ?? 0 }),
    enabled: token !== null && alertId !== null,
  });
}

export function useAlerts() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: alertKeys.list(token),
    queryFn: () => call(alertList, {}),
    enabled: token !== null,
  });
}

export function useCreateAlert() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (payload: PayloadIn<typeof alertCreate>) => call(alertCreate, payload),
    onSuccess: () => void qc.invalidateQueries({ queryKey: alertKeys.all }),
  });
}

export function useRemoveAlert() {
  const qc = useQueryClient();
  const token = useSession((s) => s.token);
  return useMutation({
    mutationFn: async (id: number) => {
      await call(alertRemove, { id });
      return id;
    },
    // The row leaves the list at once; the list reloads behind it.
    onSuccess: (id) => {
      qc.setQueryData<Alert[]>(alertKeys.list(token), (list) => list?.filter((a) => a.id !== id));
      void qc.invalidateQueries({ queryKey: alertKeys.all });
    },
  });
}
