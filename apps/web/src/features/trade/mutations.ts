import type { AccountType, Order, PayloadIn } from '@demo/contract';
import { orderCreate } from '@demo/contract/refs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { refreshTrading } from '../orders/refresh';

export type OrderDraft = Omit<PayloadIn<typeof orderCreate>, 'requestId' | 'accountType' | 'userId'>;

/** Places an order. The requestId comes from the confirmation, so a retry of it places nothing twice. */
export function usePlaceOrder() {
  const qc = useQueryClient();
  return useMutation<Order, Error, { draft: OrderDraft; accountType: AccountType; requestId: string }>({
    mutationFn: ({ draft, accountType, requestId }) => call(orderCreate, { ...draft, accountType, requestId }),
    onSuccess: () => refreshTrading(qc),
  });
}
