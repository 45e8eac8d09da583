import { type OrderChangePlan, orderAfter } from '@demo/core';
import type { Tx } from '../../../db/client';
import { type OrderPatch, type OrderRow, updateOrder } from './store';

/** The fields of an order a change may write directly: everything but what the lifecycle owns (STYLE 14). */
export type OrderFieldsPatch = Omit<OrderPatch, 'status' | 'closeReason'>;

/** Fields the writer adds beside a plan's, none of them the plan's: a fill's receipt (RC2), a split's rest (O3). */
export interface WriterFields {
  readonly receipt?: OrderFieldsPatch;
  readonly rest?: OrderFieldsPatch;
}

/**
 * Writes a change of a placed order that core planned: its status and reason only by applying the
 * plan's lifecycle events to the state the decision read (O1), the other fields as planned, with the
 * writer's own. `locked`: the order's row as this transaction read it under its lock, when the caller
 * holds it (store `updateOrder`).
 */
export async function applyOrderChange(
  tx: Tx,
  plan: OrderChangePlan<OrderFieldsPatch>,
  locked?: OrderRow,
  writer: WriterFields = {},
): Promise<OrderRow> {
  const after = orderAfter(plan.from, plan.events);
  // Own keys first, then the spreads: one shape per kind of change (docs/adr/0026).
  const patch = {
    status: after.status,
    closeReason: after.closeReason,
    ...writer.rest,
    ...writer.receipt,
    ...plan.patch,
  };
  return await updateOrder(tx, plan.orderId, patch, locked?.id === plan.orderId ? locked : undefined);
}
