import { userStatisticsWallet, walletResetDemo } from '@demo/contract';
import { type Implementation, userCall } from '../../http/implement';
import type { TradingDeps } from '../trading';
import { resetDemo, walletStatisticsOf } from './service';

/** The account summary and the demo reset: wiring only. */
export function walletCalls(deps: TradingDeps): Implementation[] {
  return [
    userCall(userStatisticsWallet, (p, ctx) => walletStatisticsOf(deps, ctx.user.userId, p.accountType)),
    userCall(walletResetDemo, (_p, ctx) => resetDemo(deps, ctx.user.userId)),
  ];
}
