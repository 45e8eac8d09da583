import { balanceLogList, balanceStatement } from '@demo/contract';
import type { Deps } from '../../deps';
import { type Implementation, userCall } from '../../http/implement';
import { listRecords } from './service';
import { monthlyStatement } from './statement';

export function balanceCalls(deps: Deps): Implementation[] {
  return [
    userCall(balanceLogList, (p, ctx) => listRecords(deps, ctx.user.userId, p, ctx.locale)),
    userCall(balanceStatement, (p, ctx) => monthlyStatement(deps, ctx.user.userId, p, ctx.locale)),
  ];
}
