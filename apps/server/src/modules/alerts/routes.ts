import { alertCreate, alertList, alertRemove } from '@demo/contract';
import { type Implementation, userCall } from '../../http/implement';
import * as alerts from './service';

export function alertCalls(d: alerts.AlertDeps): Implementation[] {
  return [
    userCall(alertCreate, (p, ctx) => alerts.alertCreate(d, ctx.user.userId, p)),
    userCall(alertList, (_p, ctx) => alerts.alertList(d, ctx.user.userId)),
    userCall(alertRemove, (p, ctx) => alerts.alertRemove(d, ctx.user.userId, p.id)),
  ];
}
