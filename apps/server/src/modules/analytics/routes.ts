import { balanceLogExport, userAnalytics } from '@demo/contract';
import { type Implementation, userCall } from '../../http/implement';
import type { TradingDeps } from '../trading';
import * as analytics from './service';

export function analyticsCalls(deps: TradingDeps): Implementation[] {
  return [
    userCall(userAnalytics, (p, ctx) => analytics.userAnalytics(deps, ctx.user.userId, p)),
    userCall(balanceLogExport, (p, ctx) => analytics.exportStatement(deps, ctx.user.userId, p, ctx.locale)),
  ];
}
