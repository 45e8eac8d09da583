import type { Order } from '@demo/contract';

export type CloseReason = NonNullable<Order['closeReason']>;

/**
 * The i18n key of why a position closed (the user, its stop loss, its take profit, forced cover), or
 * why the engine cancelled a pending order (`expired` at its `validUntil`, `unfunded` when its fill
 * could not be paid for, O13).
 */
export const closeReasonKeys = {
  user: 'orders.reason.user',
  stop_loss: 'orders.reason.stopLoss',
  take_profit: 'orders.reason.takeProfit',
  force_cover: 'orders.reason.forceCover',
  expired: 'orders.reason.expired',
  unfunded: 'orders.reason.unfunded',
} as const satisfies Record<CloseReason, string>;

/**
 * The key for an order of the history list: its close reason, "expired" or "unfunded" for a pending
 * order the engine cancelled, or "cancelled" for one the user cancelled.
 */
export function historyLabelKey(order: Pick<Order, 'status' | 'closeReason'>) {
  if (order.status === 'CANCEL') {
    if (order.closeReason === 'expired' || order.closeReason === 'unfunded') return closeReasonKeys[order.closeReason];
    return 'orders.reason.cancelled' as const;
  }
  return closeReasonKeys[order.closeReason ?? 'user'];
}
