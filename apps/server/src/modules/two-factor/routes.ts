import { userTotpDisable, userTotpEnable, userTotpSetup } from '@demo/contract';
import { type CallLimit, type Implementation, userCall } from '../../http/implement';
import * as twoFactor from './service';

const MINUTE_MS = 60_000;
/** Besides the wrong-guess limit (A14), a cap on how often a client may ask at all. */
export const TWO_FACTOR_LIMITS: readonly CallLimit[] = [{ name: 'totp-ip', max: 20, windowMs: MINUTE_MS, per: 'ip' }];

/** Two-factor sign-in (CONTRACT.md, "Beyond the seed"); the `otp` checks of other calls use `requireOtp`. */
export function twoFactorCalls(deps: twoFactor.TwoFactorDeps): Implementation[] {
  return [
    userCall(userTotpSetup, (_p, ctx) => twoFactor.setup(deps, ctx.user.userId), TWO_FACTOR_LIMITS),
    userCall(
      userTotpEnable,
      (p, ctx) => twoFactor.enable(deps, ctx.user.userId, { code: p.code, ip: ctx.ip }),
      TWO_FACTOR_LIMITS,
    ),
    userCall(
      userTotpDisable,
      (p, ctx) => twoFactor.disable(deps, ctx.user, { code: p.code, ip: ctx.ip }),
      TWO_FACTOR_LIMITS,
    ),
  ];
}
