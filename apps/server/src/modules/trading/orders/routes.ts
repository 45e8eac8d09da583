import {
  type AiSourceRecord,
  type Locale,
  orderCancel,
  orderCount,
  orderCover,
  orderCoverList,
  orderCreate,
  orderFamily,
  orderList,
  orderListSource,
  orderUpdate,
} from '@demo/contract';
import { requestKeyOf } from '../../../db/request-keys';
import { type CallLimit, type Implementation, userCall } from '../../../http/implement';
import type { Result } from '../../../lib/result';
import { coverOrder } from './cover';
import { createOrder } from './create';
import { countUserOrders, listUserOrders, orderFamilyOf } from './queries';
import { cancelOrder } from './service';
import type { TradingDeps } from './terms';
import { updateOrderLevels } from './update';

/**
 * Orders a customer may place, cover, cancel or edit, whatever addresses they use (O9): each call a
 * burst a person could not click, and a sustained rate no manual trader needs. Per account, not per
 * address: many traders may share one office address, and one script may use many.
 */
export const ORDER_CREATE_LIMITS: readonly CallLimit[] = [
  { name: 'order-burst', max: 50, windowMs: 10_000, per: 'account' },
  { name: 'order-minute', max: 600, windowMs: 60_000, per: 'account' },
];

/**
 * The AI purchases listed under "Order source" (docs/SPEC.md I10): given by the AI products module,
 * since a purchase is no order row.
 */
export type AiSourceList = (
  userId: number,
  p: { page: number; size: number },
  locale: Locale,
) => Promise<Result<{ list: AiSourceRecord[]; total: number }>>;

/** The trading calls (CONTRACT.md, "Trading"): wiring only; the services hold the work. */
export function orderCalls(
  deps: TradingDeps,
  aiSource: AiSourceList,
  orderLimits: readonly CallLimit[] = ORDER_CREATE_LIMITS,
): Implementation[] {
  return [
    userCall(orderCreate, (p, ctx) => createOrder(deps, ctx.user.userId, p, ctx.locale), orderLimits),
    userCall(
      orderCancel,
      (p, ctx) =>
        cancelOrder(
          deps,
          ctx.user.userId,
          p.orderId,
          requestKeyOf(ctx.user.userId, orderCancel.path, p.requestId),
          ctx.locale,
        ),
      orderLimits,
    ),
    userCall(
      orderCover,
      (p, ctx) =>
        coverOrder(
          deps,
          ctx.user.userId,
          p.orderId,
          p.hands,
          requestKeyOf(ctx.user.userId, orderCover.path, p.requestId),
          ctx.locale,
        ),
      orderLimits,
    ),
    userCall(
      orderUpdate,
      (p, ctx) =>
        updateOrderLevels(
          deps,
          ctx.user.userId,
          p,
          requestKeyOf(ctx.user.userId, orderUpdate.path, p.requestId),
          ctx.locale,
        ),
      orderLimits,
    ),
    userCall(orderList, (p, ctx) =>
      listUserOrders(deps, ctx.user.userId, {
        statuses: p.status,
        set: p.accountType,
        page: p.page,
        size: p.size,
        locale: ctx.locale,
      }),
    ),
    userCall(orderCoverList, (p, ctx) =>
      listUserOrders(deps, ctx.user.userId, {
        statuses: ['COVER'],
        set: p.accountType,
        page: p.page,
        size: p.size,
        locale: ctx.locale,
      }),
    ),
    userCall(orderFamily, (p, ctx) => orderFamilyOf(deps, ctx.user.userId, p.orderId, ctx.locale)),
    userCall(orderCount, (p, ctx) => countUserOrders(deps, ctx.user.userId, p.accountType)),
    userCall(orderListSource, (p, ctx) =>
      p.source === 'ai'
        ? aiSource(ctx.user.userId, p, ctx.locale)
        : listUserOrders(deps, ctx.user.userId, { source: p.source, page: p.page, size: p.size, locale: ctx.locale }),
    ),
  ];
}
