import { consoleFundsApi as api } from '@demo/contract';
import { type Implementation, staffCall } from '../../http/implement';
import { correctionList, decideCorrectionCall, proposeCorrection } from '../corrections/service';
import type { FundsDeps } from '../funds/common';
import { decideRecharge, listReviewCharges } from '../funds/recharge-review';
import { decideWithdrawal, listReviewWithdrawals } from '../funds/withdraw-review';
import { decideInstitution, listReviewInstitutions } from '../institution/service';
import { decideCredit, listReviewKyc } from '../kyc/service';
import * as config from './config-service';

/** The console's funds and identity calls (contract calls/console-funds.ts); roles are enforced by the registrar. */
export function consoleFundsCalls(deps: FundsDeps): Implementation[] {
  return [
    staffCall(api.reviewRechargeList, (p) => listReviewCharges(deps, p)),
    staffCall(api.reviewRechargeApprove, (p, ctx) =>
      decideRecharge(deps, ctx.staff, { id: p.id, approve: true, reason: p.reason || undefined }, ctx.ip),
    ),
    staffCall(api.reviewRechargeReject, (p, ctx) =>
      decideRecharge(deps, ctx.staff, { id: p.id, approve: false, reason: p.reason }, ctx.ip),
    ),
    staffCall(api.reviewWithdrawList, (p) => listReviewWithdrawals(deps, p)),
    staffCall(api.reviewWithdrawApprove, (p, ctx) =>
      decideWithdrawal(deps, ctx.staff, p.id, { action: 'approve', reason: p.reason || undefined }, ctx.ip),
    ),
    staffCall(api.reviewWithdrawPaid, (p, ctx) =>
      decideWithdrawal(
        deps,
        ctx.staff,
        p.id,
        { action: 'paid', reference: p.reference, reason: p.reason || undefined },
        ctx.ip,
      ),
    ),
    staffCall(api.reviewWithdrawReject, (p, ctx) =>
      decideWithdrawal(deps, ctx.staff, p.id, { action: 'reject', reason: p.reason }, ctx.ip),
    ),
    staffCall(api.reviewKycList, (p) => listReviewKyc(deps, p)),
    staffCall(api.reviewKycPass, (p, ctx) =>
      decideCredit(deps, ctx.staff, { id: p.id, pass: true, reason: p.reason || undefined }, ctx.ip),
    ),
    staffCall(api.reviewKycReject, (p, ctx) =>
      decideCredit(deps, ctx.staff, { id: p.id, pass: false, reason: p.reason }, ctx.ip),
    ),
    staffCall(api.reviewInstitutionList, (p) => listReviewInstitutions(deps, p)),
    staffCall(api.reviewInstitutionApprove, (p, ctx) =>
      decideInstitution(deps, ctx.staff, { id: p.id, approve: true, reason: p.reason || undefined }, ctx.ip),
    ),
    staffCall(api.reviewInstitutionReject, (p, ctx) =>
      decideInstitution(deps, ctx.staff, { id: p.id, approve: false, reason: p.reason }, ctx.ip),
    ),
    staffCall(api.channelIncomeList, (p) => config.listIncomeChannels(deps, p)),
    staffCall(api.channelIncomeSave, (p, ctx) => config.saveIncomeChannelCall(deps, ctx.staff, p, ctx.ip)),
    staffCall(api.channelIncomeCurrencyList, (p) => config.listIncomeCurrencies(deps, p)),
    staffCall(api.channelIncomeCurrencySave, (p, ctx) => config.saveIncomeCurrencyCall(deps, ctx.staff, p, ctx.ip)),
    staffCall(api.channelOutcomeList, (p) => config.listOutcomeChannels(deps, p)),
    staffCall(api.channelOutcomeSave, (p, ctx) => config.saveOutcomeChannelCall(deps, ctx.staff, p, ctx.ip)),
    staffCall(api.currencyOutcomeList, (p) => config.listOutcomeCurrencies(deps, p)),
    staffCall(api.currencyOutcomeSave, (p, ctx) => config.saveOutcomeCurrencyCall(deps, ctx.staff, p, ctx.ip)),
    staffCall(api.bankList, (p) => config.listBanks(deps, p)),
    staffCall(api.bankSave, (p, ctx) => config.saveBankCall(deps, ctx.staff, p, ctx.ip)),
    staffCall(api.correctionPropose, (p, ctx) => proposeCorrection(deps, ctx.staff, p, ctx.ip)),
    staffCall(api.correctionList, (p) => correctionList(deps, p)),
    staffCall(api.correctionApprove, (p, ctx) =>
      decideCorrectionCall(deps, ctx.staff, { id: p.id, approve: true, reason: p.reason }, ctx.ip),
    ),
    staffCall(api.correctionReject, (p, ctx) =>
      decideCorrectionCall(deps, ctx.staff, { id: p.id, approve: false, reason: p.reason }, ctx.ip),
    ),
  ];
}
