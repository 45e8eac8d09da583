/**
 * The order lifecycle (PRODUCT.md, "Orders"; O1): CREATED → BUILD (filled) | CANCEL (cancelled);
 * BUILD → COVER (closed by the user, stop loss, take profit or forced cover). COVER and CANCEL are
 * final. A partial cover is not a transition of the parent: the parent stays BUILD with fewer hands
 * and a new order of the covered hands is created already COVER. A pending order whose validity ran
 * out (O10) is cancelled by the engine with the reason `expired`, and one whose costs at its fill
 * exceed its hold and the account's available funds (O13) with the reason `unfunded`; a user's cancel
 * records none.
 */

export type OrderState = 'CREATED' | 'BUILD' | 'COVER' | 'CANCEL';
/** Why a position closed (COVER). */
export type CloseReason = 'user' | 'stop_loss' | 'take_profit' | 'force_cover';
/**
 * Why an order ended: a close reason, `expired` for a pending order cancelled at its expiry (O10), or
 * `unfunded` for one the engine cancelled because its fill could not be paid for (O13).
 */
export type EndReason = CloseReason | 'expired' | 'unfunded';

export type OrderEvent =
  | { readonly type: 'fill' }
  | { readonly type: 'cancel' }
  | { readonly type: 'expire' }
  | { readonly type: 'refuse_unfunded' }
  | { readonly type: 'cover'; readonly reason: CloseReason };

/** The part of an order the lifecycle reads and writes. */
export interface OrderLifecycle {
  readonly status: OrderState;
  /** Why it closed; null unless COVER, or a CANCEL the engine made (expired or unfunded). */
  readonly closeReason: EndReason | null;
}

export type TransitionError = {
  readonly ok: false;
  readonly error: 'illegal_transition';
  readonly detail: string;
};

/**
 * Applies an event to an order and returns the updated order, or `illegal_transition` (a value, not a
 * throw) for any move the lifecycle does not allow, such as filling a cancelled order or covering one
 * twice.
 */
export function orderTransition<O extends OrderLifecycle>(
  order: O,
  event: OrderEvent,
): { readonly ok: true; readonly value: O } | TransitionError {
  const illegal = (): TransitionError => ({
    ok: false,
    error: 'illegal_transition',
    detail: `cannot ${event.type} an order that is ${order.status}`,
  });
  switch (event.type) {
    case 'fill':
      return order.status === 'CREATED'
        ? { ok: true, value: { ...order, status: 'BUILD', closeReason: null } }
        : illegal();
    case 'cancel':
      return order.status === 'CREATED'
        ? { ok: true, value: { ...order, status: 'CANCEL', closeReason: null } }
        : illegal();
    case 'expire':
      return order.status === 'CREATED'
        ? { ok: true, value: { ...order, status: 'CANCEL', closeReason: 'expired' } }
        : illegal();
    case 'refuse_unfunded':
      return order.status === 'CREATED'
        ? { ok: true, value: { ...order, status: 'CANCEL', closeReason: 'unfunded' } }
        : illegal();
    case 'cover':
      return order.status === 'BUILD'
        ? { ok: true, value: { ...order, status: 'COVER', closeReason: event.reason } }
        : illegal();
  }
}
