import {
  consoleAiApi as api,
  productChatgptDetail,
  productChatgptFront,
  userProductChatgptCreate,
  userProductChatgptList,
  userProductChatgptUpdateStatus,
} from '@demo/contract';
import { repeatOr, requestKeyOf } from '../../db/request-keys';
import { type Implementation, publicCall, staffCall, userCall } from '../../http/implement';
import * as staff from './console';
import * as ai from './service';

export function aiProductCalls(d: ai.AiDeps): Implementation[] {
  return [
    publicCall(productChatgptFront, (p, ctx) => ai.front(d, p, ctx.locale)),
    publicCall(productChatgptDetail, (p, ctx) => ai.detail(d, p, ctx.locale)),
    userCall(userProductChatgptCreate, (p, ctx) => {
      const key = requestKeyOf(ctx.user.userId, userProductChatgptCreate.path, p.requestId);
      return repeatOr(d.db, key, () => ai.create(d, ctx.user.userId, p, ctx.locale, key));
    }),
    userCall(userProductChatgptList, (p, ctx) => ai.list(d, ctx.user.userId, p, ctx.locale)),
    userCall(userProductChatgptUpdateStatus, (p, ctx) => ai.updateStatus(d, ctx.user.userId, p, ctx.locale)),
    staffCall(api.aiProductList, (p, ctx) => staff.aiProductList(d, p, ctx.locale)),
    staffCall(api.aiProductCreate, (p, ctx) => staff.aiProductCreate(d, ctx.staff, p, ctx.ip, ctx.locale)),
    staffCall(api.aiProductUpdate, (p, ctx) => staff.aiProductUpdate(d, ctx.staff, p, ctx.ip, ctx.locale)),
    staffCall(api.aiProductMembers, (p) => staff.aiProductMembers(d, p)),
  ];
}
