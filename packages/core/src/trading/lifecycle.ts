import { assert } from '../assert';
import { type Decision, refuse } from '../failure';
import { illegalTransition } from '../lifecycle';
import { withChanges } from '../shape';

/**
 * The order lifecycle (PRODUCT.md, "Orders"; O1): CREATED → BUILD (filled) | CANCEL (cancelled);
 * an after-market limit order (AMO1) is born QUEUED and moves QUEUED → CREATED at its market's open,
 * or QUEUED → CANCEL when cancelled or expired before it;
 * BUILD → COVER (closed by the user, stop loss, take profit or forced cover). COVER and CANCEL are
 * final. A partial cover is not a transition of the parent: the parent stays BUILD with fewer hands
 * and a new order of the covered hands is created already COVER. A pending order whose validity ran
 * out (O10) is cancelled by the engine with the reason `expired`, and one whose costs at its fill
 * exceed its hold and the account's available funds (O13) with the reason `unfunded`; a user's cancel
 * records none.
 */

export type OrderState = 'QUEUED' | 'CREATED' | 'BUILD' | 'COVER' | 'CANCEL';

/**
 * The states of an order not yet filled, whose costs are held (O4): a pending limit order, and an
 * after-market one queued for its market's open (AMO2). Both are listed, cancelled and edited alike.
 */
export const PENDING_STATES = ['QUEUED', 'CREATED'] as const;
export type PendingState = (typeof PENDING_STATES)[number];

export function isPendingState(status: string): status is PendingState {
  return (PENDING_STATES as readonly string[]).includes(status);
}

/** Why a market order is refused while its market is shut (AMO1): said to the customer as is. */
export const MARKET_ORDER_CLOSED_DETAIL =
  'the market is closed: a market order cannot wait for the open, place a limit order to queue it as an after-market order';

/**
 * The state a new order is born in (O1, AMO1). While its market trades every order is born CREATED
 * (a market order then fills at once). While it is shut a limit order is accepted as an after-market
 * order, born QUEUED to wait for the open, and a market order is refused (600): it has no price to wait at.
 */
export function placementState(priceType: 'market' | 'limit', marketOpen: boolean): Decision<'CREATED' | 'QUEUED'> {
  if (marketOpen) return { ok: true, value: 'CREATED' };
  if (priceType === 'limit') return { ok: true, value: 'QUEUED' };
  return refuse('AMO1', 'priceType', 600, MARKET_ORDER_CLOSED_DETAIL);
}
/** Why a position closed (COVER). */
export type CloseReason = 'user' | 'stop_loss' | 'take_profit' | 'force_cover';
/**
 * Why an order ended: a close reason, `expired` for a pending order cancelled at its expiry (O10), or
 * `unfunded` for one the engine cancelled because its fill could not be paid for (O13).
 */
export type EndReason = CloseReason | 'expired' | 'unfunded';

export type OrderEvent =
  | { readonly type: 'release' }
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

/**
 * Applies an event to an order and returns the updated order, or LC3's refusal (a value, not a throw)
 * for any move the lifecycle does not allow, such as filling a cancelled order or covering one twice.
 */
export function orderTransition<O extends OrderLifecycle>(order: O, event: OrderEvent): Decision<O> {
  const illegal = () => illegalTransition('order', order.status, event.type);
  const pending = isPendingState(order.status);
  switch (event.type) {
    // AMO3: at its market's open a queued after-market order becomes an ordinary pending limit order.
    case 'release':
      return order.status === 'QUEUED' ? moved(order, 'CREATED', null) : illegal();
    case 'fill':
      return order.status === 'CREATED' ? moved(order, 'BUILD', null) : illegal();
    case 'cancel':
      return pending ? moved(order, 'CANCEL', null) : illegal();
    case 'expire':
      return pending ? moved(order, 'CANCEL', 'expired') : illegal();
    case 'refuse_unfunded':
      return order.status === 'CREATED' ? moved(order, 'CANCEL', 'unfunded') : illegal();
    case 'cover':
      return order.status === 'BUILD' ? moved(order, 'COVER', event.reason) : illegal();
  }
}

/** `order` moved to `status` for `closeReason`: a copy, so every order keeps one shape (docs/adr/0026). */
function moved<O extends OrderLifecycle>(order: O, status: OrderState, closeReason: EndReason | null): Decision<O> {
  return { ok: true, value: withChanges<OrderLifecycle>(order, { status, closeReason }) as O }; // Sound: a copy of an O.
}

/**
 * The lifecycle part of an order born in `born` after `events` (O1): the one way a status is
 * written. An event the lifecycle does not allow here is a bug in the decision that planned it.
 */
export function orderAfter(born: OrderLifecycle, events: readonly OrderEvent[]): OrderLifecycle {
  let order = born;
  for (const event of events) {
    const next = orderTransition(order, event);
    assert(next.ok, `O1: ${next.ok ? '' : next.message}`);
    order = next.value;
  }
  return order;
}
