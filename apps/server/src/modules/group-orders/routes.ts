import {
  consoleGroupsApi,
  productGroupFront,
  productGroupInfo,
  userProductGroupCreate,
  userProductGroupList,
  userProductGroupPay,
} from '@demo/contract';
import { repeatOr, requestKeyOf } from '../../db/request-keys';
import { type Implementation, publicCall, staffCall, userCall } from '../../http/implement';
import type { TradingDeps } from '../trading';
import * as console from './console';
import { groupFront, groupInfo, joinGroup, listGroupOrders, payGroupOrder } from './service';

/** The group-order calls of customers and staff (CONTRACT.md; docs/SPEC.md G): wiring only. */
export function groupOrderCalls(deps: TradingDeps): Implementation[] {
  return [
    publicCall(productGroupInfo, (_p, ctx) => groupInfo(deps, ctx.locale)),
    publicCall(productGroupFront, (p, ctx) => groupFront(deps, p.page, p.size, ctx.locale)),
    userCall(userProductGroupCreate, (p, ctx) => {
      const key = requestKeyOf(ctx.user.userId, userProductGroupCreate.path, p.requestId);
      return repeatOr(deps.db, key, () => joinGroup(deps, ctx.user.userId, p, key, ctx.locale));
    }),
    userCall(userProductGroupList, (p, ctx) => listGroupOrders(deps, ctx.user.userId, p, ctx.locale)),
    userCall(userProductGroupPay, (p, ctx) => payGroupOrder(deps, ctx.user.userId, p.id, ctx.locale)),
    staffCall(consoleGroupsApi.groupList, (p) => console.groupList(deps, p)),
    staffCall(consoleGroupsApi.groupCreate, (p, ctx) => console.groupCreate(deps, ctx.staff, p, ctx.ip)),
    staffCall(consoleGroupsApi.groupUpdate, (p, ctx) => console.groupUpdate(deps, ctx.staff, p, ctx.ip)),
    staffCall(consoleGroupsApi.groupMembers, (p) => console.groupMembers(deps, p)),
  ];
}
