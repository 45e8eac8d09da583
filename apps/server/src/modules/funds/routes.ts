import {
  bankFronts,
  chargeCharge,
  chargeList,
  incomeChannelAvailable,
  incomeCurrencyChannelCheck,
  incomeCurrencyChannelFrontList,
  outcomeChannelAvailable,
  outcomeCurrencyAvailable,
  userAccountDelete,
  userAccountInsert,
  userAccountList,
  userBankAll,
  userBankInsert,
  userBankRemove,
  userCreditInfo,
  userInstitutionApply,
  userInstitutionStatus,
  userUpdateCredit,
  withdrawList,
  withdrawWithdraw,
} from '@demo/contract';
import { repeatOr, requestKeyOf } from '../../db/request-keys';
import { type CallLimit, type Implementation, publicCall, userCall } from '../../http/implement';
import { applyInstitution, institutionStatus } from '../institution';
import { creditInfo, submitCredit } from '../kyc';
import { afterOtp } from '../two-factor';
import * as accounts from './accounts-service';
import * as channels from './channels-service';
import type { FundsDeps } from './common';
import { listCharges, submitCharge } from './recharge-service';
import { listWithdrawals, requestWithdrawal } from './withdraw-service';

const MINUTE_MS = 60_000;
/** Channel passwords and payment passwords are guessable secrets: few tries per client per minute. */
export const CHANNEL_CHECK_LIMITS: readonly CallLimit[] = [
  { name: 'channel-check-ip', max: 10, windowMs: MINUTE_MS, per: 'ip' },
];
export const WITHDRAW_LIMITS: readonly CallLimit[] = [{ name: 'withdraw-ip', max: 20, windowMs: MINUTE_MS, per: 'ip' }];
export const SUBMIT_LIMITS: readonly CallLimit[] = [
  { name: 'funds-submit-ip', max: 20, windowMs: MINUTE_MS, per: 'ip' },
];

/** The customer's funds and identity calls (CONTRACT.md, "Funds"; user/update/credit, user/institution/*). */
export function fundsCalls(deps: FundsDeps): Implementation[] {
  return [
    publicCall(bankFronts, () => accounts.bankFronts(deps)),
    userCall(userBankAll, (_p, ctx) => accounts.listUserBanks(deps, ctx.user.userId)),
    userCall(
      userBankInsert,
      (p, ctx) => afterOtp(deps, ctx, p.otp, () => accounts.addUserBank(deps, ctx.user.userId, p)),
      SUBMIT_LIMITS,
    ),
    userCall(userBankRemove, (p, ctx) => accounts.removeBanks(deps, ctx.user.userId, p.keys)),
    userCall(userAccountList, (_p, ctx) => accounts.listUserWallets(deps, ctx.user.userId)),
    userCall(
      userAccountInsert,
      (p, ctx) => afterOtp(deps, ctx, p.otp, () => accounts.addUserWallet(deps, ctx.user.userId, p)),
      SUBMIT_LIMITS,
    ),
    userCall(userAccountDelete, (p, ctx) => accounts.removeWallets(deps, ctx.user.userId, p.ids)),
    userCall(outcomeChannelAvailable, () => channels.outcomeChannelsAvailable(deps)),
    userCall(outcomeCurrencyAvailable, (_p, ctx) => channels.outcomeCurrenciesAvailable(deps, ctx.user.userId)),
    userCall(incomeChannelAvailable, () => channels.incomeChannelsAvailable(deps)),
    userCall(incomeCurrencyChannelFrontList, (p, ctx) =>
      channels.incomeCurrencyFrontList(deps, ctx.user.userId, p.channelId),
    ),
    userCall(
      incomeCurrencyChannelCheck,
      (p, ctx) => channels.checkChannelPassword(deps, ctx.user.userId, p),
      CHANNEL_CHECK_LIMITS,
    ),
    userCall(
      chargeCharge,
      (p, ctx) => {
        const key = requestKeyOf(ctx.user.userId, chargeCharge.path, p.requestId);
        return repeatOr(deps.db, key, () => submitCharge(deps, ctx.user.userId, p, key));
      },
      SUBMIT_LIMITS,
    ),
    userCall(chargeList, (p, ctx) => listCharges(deps, ctx.user.userId, p)),
    userCall(
      withdrawWithdraw,
      (p, ctx) => {
        const key = requestKeyOf(ctx.user.userId, withdrawWithdraw.path, p.requestId);
        return repeatOr(deps.db, key, () =>
          afterOtp(deps, ctx, p.otp, () => requestWithdrawal(deps, ctx.user.userId, p, key)),
        );
      },
      WITHDRAW_LIMITS,
    ),
    userCall(withdrawList, (p, ctx) => listWithdrawals(deps, ctx.user.userId, p)),
    userCall(userUpdateCredit, (p, ctx) => submitCredit(deps, ctx.user.userId, p), SUBMIT_LIMITS),
    userCall(userCreditInfo, (_p, ctx) => creditInfo(deps, ctx.user.userId)),
    userCall(userInstitutionApply, (p, ctx) => applyInstitution(deps, ctx.user.userId, p), SUBMIT_LIMITS),
    userCall(userInstitutionStatus, (_p, ctx) => institutionStatus(deps, ctx.user.userId)),
  ];
}
