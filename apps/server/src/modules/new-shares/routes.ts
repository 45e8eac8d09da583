import {
  consoleNewSharesApi as admin,
  productNewCheck,
  productNewDetail,
  productNewFront,
  userProductNewCreate,
  userProductNewList,
} from '@demo/contract';
import { repeatOr, requestKeyOf } from '../../db/request-keys';
import { type Implementation, publicCall, staffCall, userCall } from '../../http/implement';
import * as consoleService from './console';
import * as service from './service';

/** Per account, whatever addresses it uses: a password check or a subscription a second is plenty (N11). */
const CHECK_LIMITS = [{ name: 'new-share-check', max: 10, windowMs: 60_000, per: 'account' as const }];
const CREATE_LIMITS = [{ name: 'new-share-create', max: 30, windowMs: 60_000, per: 'account' as const }];

export function newShareCalls(d: service.NewShareDeps): Implementation[] {
  return [
    publicCall(productNewFront, (p) => service.front(d, p)),
    publicCall(productNewDetail, (p) => service.detail(d, p)),
    userCall(productNewCheck, (p, ctx) => service.check(d, ctx.user.userId, p), CHECK_LIMITS),
    userCall(
      userProductNewCreate,
      (p, ctx) => {
        const key = requestKeyOf(ctx.user.userId, userProductNewCreate.path, p.requestId);
        return repeatOr(d.db, key, () => service.create(d, ctx.user.userId, p, key));
      },
      CREATE_LIMITS,
    ),
    userCall(userProductNewList, (p, ctx) => service.list(d, ctx.user.userId, p)),
    staffCall(admin.newShareList, (p) => consoleService.list(d, p)),
    staffCall(admin.newShareCreate, (p, ctx) => consoleService.create(d, ctx.staff, p, ctx.ip)),
    staffCall(admin.newShareUpdate, (p, ctx) => consoleService.update(d, ctx.staff, p, ctx.ip)),
    staffCall(admin.newShareSubscriptions, (p) => consoleService.subscriptions(d, p)),
  ];
}
