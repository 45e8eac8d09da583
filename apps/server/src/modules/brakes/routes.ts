import {
  brakeDisclosureAccept,
  brakeKillSwitch,
  brakeLeverageCapSet,
  brakeLog,
  brakeLossLimitSet,
  brakeStatus,
  consoleBrakesApi,
} from '@demo/contract';
import { type CallLimit, type Implementation, staffCall, userCall } from '../../http/implement';
import type { TradingDeps } from '../trading';
import { afterOtp, type TwoFactorDeps } from '../two-factor';
import * as brakes from './service';

const MINUTE_MS = 60_000;
/** Brake settings change seldom; a few a minute per client is plenty and bounds the log. */
const BRAKE_SET_LIMITS: readonly CallLimit[] = [{ name: 'brake-set-ip', max: 20, windowMs: MINUTE_MS, per: 'ip' }];

/** The customer's brakes (CONTRACT.md Wave 3, docs/SPEC.md BR1–BR11) and the console's view of their log. */
export function brakeCalls(trading: TradingDeps, secondFactor: TwoFactorDeps): Implementation[] {
  return [
    userCall(brakeLossLimitSet, (p, ctx) => brakes.setLossLimit(trading, ctx.user.userId, p), BRAKE_SET_LIMITS),
    userCall(
      brakeKillSwitch,
      // BR1: with two-factor on, the switch needs a fresh code (A13), as money-moving calls do.
      (p, ctx) => afterOtp(secondFactor, ctx, p.otp, () => brakes.setKillSwitch(trading, ctx.user.userId, p)),
      BRAKE_SET_LIMITS,
    ),
    userCall(brakeLeverageCapSet, (p, ctx) => brakes.setLeverageCap(trading, ctx.user.userId, p), BRAKE_SET_LIMITS),
    userCall(brakeDisclosureAccept, (p, ctx) => brakes.acceptDisclosure(trading, ctx.user.userId, p)),
    userCall(brakeStatus, (p, ctx) => brakes.brakeStatus(trading, ctx.user.userId, p.accountType)),
    userCall(brakeLog, (p, ctx) => brakes.brakeLogPage(trading, ctx.user.userId, p)),
    staffCall(consoleBrakesApi.userBrakeLog, (p) => brakes.brakeLogPage(trading, p.id, p)),
  ];
}
