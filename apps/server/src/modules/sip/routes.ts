import { sipCancel, sipCreate, sipInstalments, sipList, sipPause, sipResume } from '@demo/contract';
import { repeatOr, requestKeyOf } from '../../db/request-keys';
import { type CallLimit, type Implementation, userCall } from '../../http/implement';
import * as sip from './service';

const MINUTE_MS = 60_000;
/** Plans change seldom; a few a minute per client is plenty, as for the brakes' settings. */
const SIP_WRITE_LIMITS: readonly CallLimit[] = [{ name: 'sip-write-ip', max: 30, windowMs: MINUTE_MS, per: 'ip' }];

/** The customer's SIP calls (CONTRACT.md Wave 3; docs/SPEC.md SP1–SP9): wiring only. */
export function sipCalls(d: sip.SipDeps): Implementation[] {
  return [
    userCall(
      sipCreate,
      (p, ctx) => {
        const key = requestKeyOf(ctx.user.userId, sipCreate.path, p.requestId);
        if (key === null) throw new Error('sip/create requires a requestId');
        return repeatOr(d.trading.db, key, () => sip.createPlan(d, ctx.user.userId, p, ctx.locale, key));
      },
      SIP_WRITE_LIMITS,
    ),
    userCall(sipList, (p, ctx) => sip.listPlans(d, ctx.user.userId, p, ctx.locale)),
    userCall(sipPause, (p, ctx) => sip.pausePlan(d, ctx.user.userId, p.id, ctx.locale), SIP_WRITE_LIMITS),
    userCall(sipResume, (p, ctx) => sip.resumePlan(d, ctx.user.userId, p.id, ctx.locale), SIP_WRITE_LIMITS),
    userCall(sipCancel, (p, ctx) => sip.cancelPlan(d, ctx.user.userId, p.id, ctx.locale), SIP_WRITE_LIMITS),
    userCall(sipInstalments, (p, ctx) => sip.listInstalments(d, ctx.user.userId, p, ctx.locale)),
  ];
}
