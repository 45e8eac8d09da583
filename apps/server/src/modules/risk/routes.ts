import { consoleRiskApi as api } from '@demo/contract';
import { type Implementation, staffCall } from '../../http/implement';
import type { Bus } from '../../lib/bus';
import { type HaltDeps, haltTrading, resumeTrading, riskHalts } from './halts';
import { riskLimitList, setRiskLimit } from './limits';
import * as risk from './service';

export function riskCalls(d: risk.RiskDeps & HaltDeps & { bus: Bus }): Implementation[] {
  return [
    staffCall(api.riskHalt, (p, ctx) => haltTrading(d, ctx.staff, p, ctx.ip)),
    staffCall(api.riskResume, (p, ctx) => resumeTrading(d, ctx.staff, p, ctx.ip)),
    staffCall(api.riskHalts, async () => riskHalts(d)),
    staffCall(api.riskExposure, (p) => risk.riskExposure(d, p.accountType)),
    staffCall(api.riskHousePnl, (p) => risk.riskHousePnl(d, p)),
    staffCall(api.riskNearCover, (p) => risk.riskNearCover(d, p.accountType)),
    staffCall(api.riskLimits, (p) => riskLimitList(d.db, p.accountType)),
    staffCall(api.riskLimitSet, (p, ctx) => setRiskLimit(d, ctx.staff, p, ctx.ip)),
  ];
}
