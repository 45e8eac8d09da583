import type { Order, orderUpdate, PayloadIn } from '@demo/contract';
import { isPendingState, markPrice, type Ticks } from '@demo/core';
import type { ExitForm } from '../trade/ExitFields';
import { priceTicksOf } from '../trade/estimate';

/**
 * The edit sheet's form and its `order/update` payload (SPEC O12, V9). The levels sent replace all
 * three, so the payload is exactly what the form shows: the stop loss or the trailing distance (never
 * both), the take profit, and for a pending limit order its price.
 */
export interface EditForm extends ExitForm {
  /** The limit price of a pending limit order; unused for a held position. */
  price: string;
}

export type UpdatePayload = Omit<PayloadIn<typeof orderUpdate>, 'userId' | 'requestId'>;

/** Whether the sheet offers the price: only a pending limit order (queued for the open too, AMO2) has one to change. */
export function editsPrice(order: Pick<Order, 'status' | 'priceType'>): boolean {
  return isPendingState(order.status) && order.priceType === 'limit';
}

/**
 * The form prefilled from the order. A trailing stop shows its distance; its `stopLoss` is then only
 * the level it has reached, which the server moves, so it is not offered as a fixed stop.
 */
export function editFormOf(order: Order): EditForm {
  const trailing = order.trailingDistance !== null;
  return {
    stopMode: trailing ? 'trailing' : 'fixed',
    stopLoss: trailing ? '' : (order.stopLoss ?? ''),
    takeProfit: order.takeProfit ?? '',
    trailingDistance: order.trailingDistance ?? '',
    price: order.price ?? '',
  };
}

/** The `order/update` payload of the form; an empty field removes that level. */
export function updatePayloadOf(order: Pick<Order, 'id' | 'status' | 'priceType'>, form: EditForm): UpdatePayload {
  const trailing = form.stopMode === 'trailing';
  const stopLoss = form.stopLoss.trim();
  const takeProfit = form.takeProfit.trim();
  const distance = form.trailingDistance.trim();
  const price = form.price.trim();
  return {
    orderId: order.id,
    ...(editsPrice(order) && price ? { price } : {}),
    ...(!trailing && stopLoss ? { stopLoss } : {}),
    ...(trailing && distance ? { trailingDistance: distance } : {}),
    ...(takeProfit ? { takeProfit } : {}),
  };
}

/**
 * The price the levels are checked against, as the server does: the (new) limit price of a pending
 * order, the current closing side of the quote (a buy's bid, a sell's ask) for a held one.
 */
export function editReferenceTicks(
  order: Pick<Order, 'status' | 'priceType' | 'price' | 'direction' | 'decimals'>,
  form: Pick<EditForm, 'price'>,
  quote: { readonly bid: string; readonly ask: string } | undefined,
): Ticks | null {
  if (isPendingState(order.status)) {
    return priceTicksOf(editsPrice(order) ? form.price : (order.price ?? ''), order.decimals);
  }
  if (!quote) return null;
  const bid = priceTicksOf(quote.bid, order.decimals);
  const ask = priceTicksOf(quote.ask, order.decimals);
  return bid === null || ask === null ? null : markPrice(order.direction, bid, ask);
}
