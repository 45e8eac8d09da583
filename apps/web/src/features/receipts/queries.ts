import { orderReceipt, orderTriggerAudit } from '@demo/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session-store';

/** Query keys of receipts; each carries the token so two sign-ins never share one. */
export const receiptKeys = {
  receipt: (token: string | null, orderId: number) => ['receipts', 'receipt', token, orderId] as const,
  audit: (token: string | null, orderId: number) => ['receipts', 'audit', token, orderId] as const,
};

/** An order's fill receipt (SPEC RC1–RC3); a filled order's receipt never changes until it closes. */
export function useReceipt(orderId: number) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: receiptKeys.receipt(token, orderId),
    queryFn: () => call(orderReceipt, { orderId }),
    enabled: token !== null,
  });
}

/** An order's trigger audit over its life so far (SPEC RC4, RC5). */
export function useTriggerAudit(orderId: number, enabled: boolean) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: receiptKeys.audit(token, orderId),
    queryFn: () => call(orderTriggerAudit, { orderId }),
    enabled: token !== null && enabled,
  });
}
