import { type OrderChangePlan, orderAfter } from '@demo/core';
import type { Tx } from '../../../db/client';
import { type OrderPatch, type OrderRow, updateOrder } from './store';

/** The fields of an order a change may write directly: everything but what the lifecycle owns (STYLE 14). */
export type OrderFieldsPatch = Omit<OrderPatch, 'status' | 'closeReason'>;

/**
 * Writes a change of a placed order that core planned: its status and reason only by applying the
 * plan's lifecycle events to the state the decision read (O1), the other fields as planned.
 */
export async function applyOrderChange(tx: Tx, plan: OrderChangePlan<OrderFieldsPatch>): Promise<OrderRow> {
  const after = orderAfter(plan.from, plan.events);
  return await updateOrder(tx, plan.orderId, { ...plan.patch, status: after.status, closeReason: after.closeReason });
}
