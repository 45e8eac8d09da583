import { consoleApi, type StaffRole } from '@demo/contract';
import { useQuery } from '@tanstack/react-query';
import { canCall } from '../../lib/access';
import { callQuery } from '../../lib/queries';

/** How often an open console asks for the leader's latest reconciliation (it runs every few minutes). */
export const RECONCILE_POLL_MS = 60_000;

/** The engine leader's latest reconciliation (docs/SPEC.md D5), polled for the roles that may read it. */
export function useLastReconcile(role: StaffRole) {
  return useQuery({
    ...callQuery(consoleApi.ledgerReconcileLast, {}),
    enabled: canCall(consoleApi.ledgerReconcileLast, role),
    refetchInterval: RECONCILE_POLL_MS,
  });
}
