import {
  orderCancel,
  orderCount,
  orderCover,
  orderCoverList,
  orderCreate,
  orderList,
  orderListSource,
} from '@demo/contract';
import { type Implementation, userCall } from '../../http/implement';
import { createOrder } from './create';
import { countUserOrders, listUserOrders } from './queries';
import { cancelOrder, coverOrder } from './service';
import type { TradingDeps } from './terms';

/** The trading calls (CONTRACT.md, "Trading"): wiring only; the services hold the work. */
export function orderCalls(deps: TradingDeps): Implementation[] {
  return [
    userCall(orderCreate, (p, ctx) => createOrder(deps, ctx.user.userId, p)),
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
