import { userNoticeList, userSessionList, userSessionRevoke, userSessionRevokeOthers } from '@demo/contract';
import type { Deps } from '../../deps';
import { type Implementation, userCall } from '../../http/implement';
import * as devices from './service';

/** The account's sessions and security notices (CONTRACT.md, "Beyond the seed": sessions). */
export function deviceCalls(deps: Deps): Implementation[] {
  return [
    userCall(userSessionList, (_p, ctx) => devices.listSessions(deps, ctx.user, ctx.locale)),
    userCall(userSessionRevoke, (p, ctx) => devices.revokeSession(deps, ctx.user.userId, p.id)),
    userCall(userSessionRevokeOthers, (_p, ctx) => devices.revokeOtherSessions(deps, ctx.user)),
    userCall(userNoticeList, (p, ctx) => devices.listNotices(deps, ctx.user.userId, p, ctx.locale)),
  ];
}
