import {
  accessLogout,
  accessUser,
  userDetail,
  userForgetPassword,
  userInviteInfo,
  userRegister,
  userSms,
  userUpdatePassword,
  userUpdatePayPassword,
  userUpdateProfile,
} from '@demo/contract';
import { type CallLimit, type Implementation, publicCall, userCall } from '../../http/implement';
import type { TwoFactorDeps } from '../two-factor';
import { normaliseUsername } from './identity';
import { resetPassword } from './password-reset';
import * as accounts from './service';
import { sendCode } from './sms';

const MINUTE_MS = 60_000;

/** Limits against guessing and flooding; the per-username limit stops one account being tried from many addresses. */
export const LOGIN_LIMITS: readonly CallLimit[] = [
  { name: 'login-ip', max: 10, windowMs: MINUTE_MS, per: 'ip' },
  { name: 'login-username', max: 10, windowMs: MINUTE_MS, per: { field: 'username', normalise: normaliseUsername } },
];
const HOUR_MS = 60 * MINUTE_MS;

/** What SMS may cost: codes per hour in all, and per destination prefix (A11). */
export interface SmsBudget {
  perHour: number;
  perPrefixPerHour: number;
}
export const DEFAULT_SMS_BUDGET: SmsBudget = { perHour: 600, perPrefixPerHour: 40 };

/**
 * The destination prefix of a phone: the country code and the first four digits (an Indian mobile
 * operator and circle). A flood to one range of numbers, the usual SMS-pumping fraud, hits this
 * budget long before the global one.
 */
export function phonePrefix(phone: string): string {
  return normaliseUsername(phone.replace(/[\s()-]/g, '')).slice(0, 7);
}

function smsLimits(budget: SmsBudget): readonly CallLimit[] {
  return [
    { name: 'sms-ip', max: 5, windowMs: MINUTE_MS, per: 'ip' },
    {
      name: 'sms-prefix',
      max: budget.perPrefixPerHour,
      windowMs: HOUR_MS,
      per: { field: 'phone', normalise: phonePrefix },
    },
    { name: 'sms-global', max: budget.perHour, windowMs: HOUR_MS, per: 'global' },
  ];
}
export const REGISTER_LIMITS: readonly CallLimit[] = [{ name: 'register-ip', max: 10, windowMs: MINUTE_MS, per: 'ip' }];

/** Beside the code's own five tries (A7): a reset is tried at most this often per address and per account (A20). */
export const RESET_LIMITS: readonly CallLimit[] = [
  { name: 'reset-ip', max: 10, windowMs: MINUTE_MS, per: 'ip' },
  { name: 'reset-phone', max: 10, windowMs: MINUTE_MS, per: { field: 'phone', normalise: normaliseUsername } },
];

export function accountCalls(deps: TwoFactorDeps, smsBudget: SmsBudget = DEFAULT_SMS_BUDGET): Implementation[] {
  return [
    publicCall(userSms, (p) => sendCode(deps, p), smsLimits(smsBudget)),
    publicCall(
      userRegister,
      (p, ctx) => accounts.register(deps, p, { ip: ctx.ip, appType: ctx.appType, userAgent: ctx.userAgent }),
      REGISTER_LIMITS,
    ),
    publicCall(
      userForgetPassword,
      (p, ctx) => resetPassword(deps, p, { ip: ctx.ip, userAgent: ctx.userAgent }),
      RESET_LIMITS,
    ),
    publicCall(
      accessUser,
      (p, ctx) => accounts.login(deps, p, { ip: ctx.ip, appType: ctx.appType, userAgent: ctx.userAgent }),
      LOGIN_LIMITS,
    ),
    userCall(accessLogout, (_p, ctx) => accounts.logout(deps, ctx.user.sessionId)),
    userCall(userDetail, (_p, ctx) => accounts.detail(deps, ctx.user.userId)),
    userCall(userUpdateProfile, (p, ctx) => accounts.changeProfile(deps, ctx.user.userId, p)),
    userCall(userUpdatePassword, (p, ctx) => accounts.changePassword(deps, ctx.user, p)),
    userCall(userUpdatePayPassword, (p, ctx) => accounts.changePayPassword(deps, ctx.user.userId, p)),
    userCall(userInviteInfo, (_p, ctx) => accounts.inviteInfo(deps, ctx.user.userId)),
  ];
}
