import type { Order } from '@demo/contract';
import { orderCancel, orderCover, orderUpdate } from '@demo/contract/refs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { cancelRequestId, newRequestId } from '../../lib/request-id';
import type { UpdatePayload } from './edit-levels';
import { refreshTrading } from './refresh';

/** Cancels a pending order; its hold comes back (type 5). */
export function useCancelOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => call(orderCancel, { orderId, requestId: cancelRequestId(orderId) }),
    onSettled: () => refreshTrading(qc),
  });
}

/** Cancels every pending order in turn; stops at the first failure (the client has toasted it). */
export function useCancelAll() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (orders: readonly Order[]) => {
      for (const o of orders) await call(orderCancel, { orderId: o.id, requestId: cancelRequestId(o.id) });
    },
    onSettled: () => refreshTrading(qc),
  });
}

/**
 * Covers `hands` of a held position (a partial cover makes a new COVER order). The requestId comes
 * from the sheet, so resending the same cover after a timeout covers nothing twice.
 */
export function useCoverOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderId: number; hands: number; requestId: string }) => call(orderCover, input),
    onSettled: () => refreshTrading(qc),
  });
}

/** Covers every held position in full, one by one; stops at the first failure. */
export function useCoverAll() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (orders: readonly Order[]) => {
      for (const o of orders) await call(orderCover, { orderId: o.id, hands: o.hands, requestId: newRequestId() });
    },
    onSettled: () => refreshTrading(qc),
  });
}

/**
 * Edits an order's exit levels, and a pending limit order's price (`order/update`). The requestId comes
 * from the sheet, so resending the same edit after a timeout applies it once; a refusal is toasted with
 * the server's message by the API client.
 */
export function useUpdateOrder() {
  const qc = useQueryClient();
  return useMutation<Order, Error, { payload: UpdatePayload; requestId: string }>({
    mutationFn: ({ payload, requestId }) => call(orderUpdate, { ...payload, requestId }),
    onSettled: () => refreshTrading(qc),
  });
}
