import {
  orderCancel,
  orderCount,
  orderCover,
  orderCoverList,
  orderCreate,
  orderList,
  orderListSource,
} from '@demo/contract';
import { type CallLimit, type Implementation, userCall } from '../../http/implement';
import { createOrder } from './create';
import { countUserOrders, listUserOrders } from './queries';
import { cancelOrder, coverOrder } from './service';
import type { TradingDeps } from './terms';

/**
 * Orders a customer may place, whatever addresses they use (O9): a burst a person could not click,
 * and a sustained rate no manual trader needs. Per account, not per address: many traders may share
 * one office address, and one script may use many.
 */
export const ORDER_CREATE_LIMITS: readonly CallLimit[] = [
  { name: 'order-burst', max: 50, windowMs: 10_000, per: 'account' },
  { name: 'order-minute', max: 600, windowMs: 60_000, per: 'account' },
];

/** The trading calls (CONTRACT.md, "Trading"): wiring only; the services hold the work. */
export function orderCalls(
  deps: TradingDeps,
  createLimits: readonly CallLimit[] = ORDER_CREATE_LIMITS,
): Implementation[] {
  return [
    userCall(orderCreate, (p, ctx) => createOrder(deps, ctx.user.userId, p), createLimits),
    userCall(orderCancel, (p, ctx) => cancelOrder(deps, ctx.user.userId, p.orderId)),
    userCall(orderCover, (p, ctx) => coverOrder(deps, ctx.user.userId, p.orderId, p.hands)),
    userCall(orderList, (p, ctx) =>
      listUserOrders(deps, ctx.user.userId, { statuses: p.status, set: p.accountType, page: p.page, size: p.size }),
    ),
    userCall(orderCoverList, (p, ctx) =>
      listUserOrders(deps, ctx.user.userId, { statuses: ['COVER'], set: p.accountType, page: p.page, size: p.size }),
    ),
    userCall(orderCount, (p, ctx) => countUserOrders(deps, ctx.user.userId, p.accountType)),
    userCall(orderListSource, (p, ctx) =>
      listUserOrders(deps, ctx.user.userId, { source: p.source, page: p.page, size: p.size }),
    ),
  ];
}
