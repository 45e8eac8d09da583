import { consoleContentApi as api, supportRead, supportSend, supportThreadCall } from '@demo/contract';
import { type Implementation, staffCall, userCall } from '../../http/implement';
import type { ContentDeps } from '../news';
import * as support from './service';

/** Per account: a person types at most this many support messages a minute. */
const MESSAGES_PER_MINUTE_MAX = 30;

export function supportCalls(d: ContentDeps): Implementation[] {
  return [
    userCall(supportThreadCall, (p, ctx) => support.customerThread(d, ctx.user.userId, p)),
    userCall(supportSend, (p, ctx) => support.customerSend(d, ctx.user.userId, p), [
      { name: 'support', max: MESSAGES_PER_MINUTE_MAX, windowMs: 60_000, per: 'account' },
    ]),
    userCall(supportRead, (_p, ctx) => support.customerRead(d, ctx.user.userId)),
    staffCall(api.supportInbox, (p) => support.staffInbox(d, p)),
    staffCall(api.supportThreadDetail, (p) => support.staffThread(d, p)),
    staffCall(api.supportThreadRead, (p) => support.staffRead(d, p.threadId)),
    staffCall(api.supportReply, (p, ctx) => support.staffReply(d, ctx.staff, p, ctx.ip)),
  ];
}
