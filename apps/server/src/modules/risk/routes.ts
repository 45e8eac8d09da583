import { consoleRiskApi as api } from '@demo/contract';
import { type Implementation, staffCall } from '../../http/implement';
import type { Bus } from '../../lib/bus';
import { riskLimitList, setRiskLimit } from './limits';
import * as risk from './service';

export function riskCalls(d: risk.RiskDeps & { bus: Bus }): Implementation[] {
  return [
    staffCall(api.riskExposure, (p) => risk.riskExposure(d, p.accountType)),
    staffCall(api.riskHousePnl, (p) => risk.riskHousePnl(d, p)),
    staffCall(api.riskNearCover, (p) => risk.riskNearCover(d, p.accountType)),
    staffCall(api.riskLimits, (p) => riskLimitList(d.db, p.accountType)),
    staffCall(api.riskLimitSet, (p, ctx) => setRiskLimit(d, ctx.staff, p, ctx.ip)),
  ];
}
