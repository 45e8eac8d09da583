import { type Order, orderCancel, orderCover } from '@demo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { refreshTrading } from './refresh';

/** Cancels a pending order; its hold comes back (type 5). */
export function useCancelOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => call(orderCancel, { orderId }),
    onSettled: () => refreshTrading(qc),
  });
}

/** Cancels every pending order in turn; stops at the first failure (the client has toasted it). */
export function useCancelAll() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (orders: readonly Order[]) => {
      for (const o of orders) await call(orderCancel, { orderId: o.id });
    },
    onSettled: () => refreshTrading(qc),
  });
}

/** Covers `hands` of a held position (a partial cover makes a new COVER order). */
export function useCoverOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderId: number; hands: number }) => call(orderCover, input),
    onSettled: () => refreshTrading(qc),
  });
}

/** Covers every held position in full, one by one; stops at the first failure. */
export function useCoverAll() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (orders: readonly Order[]) => {
      for (const o of orders) await call(orderCover, { orderId: o.id, hands: o.hands });
    },
    onSettled: () => refreshTrading(qc),
  });
}
