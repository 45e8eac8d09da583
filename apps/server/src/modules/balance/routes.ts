import { balanceLogList } from '@demo/contract';
import type { Deps } from '../../deps';
import { type Implementation, userCall } from '../../http/implement';
import { listRecords } from './service';

export function balanceCalls(deps: Deps): Implementation[] {
  return [userCall(balanceLogList, (p, ctx) => listRecords(deps, ctx.user.userId, p))];
}
