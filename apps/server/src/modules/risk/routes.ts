import { consoleRiskApi as api } from '@demo/contract';
import { type Implementation, staffCall } from '../../http/implement';
import * as risk from './service';

export function riskCalls(d: risk.RiskDeps): Implementation[] {
  return [
    staffCall(api.riskExposure, (p) => risk.riskExposure(d, p.accountType)),
    staffCall(api.riskHousePnl, (p) => risk.riskHousePnl(d, p)),
    staffCall(api.riskNearCover, (p) => risk.riskNearCover(d, p.accountType)),
  ];
}
