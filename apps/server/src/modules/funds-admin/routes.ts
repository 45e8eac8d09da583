import { consoleFundsApi as api } from '@demo/contract';
import { type Implementation, staffCall } from '../../http/implement';
import { correctionList, correctionReview, proposeCorrection } from '../corrections';
import type { FundsDeps } from '../funds';
import {
  listReviewCharges,
  listReviewWithdrawals,
  rechargeReview,
  revealWithdrawalPayout,
  withdrawalReview,
} from '../funds';
import { institutionReview, listReviewInstitutions } from '../institution';
import { kycReview, listReviewKyc } from '../kyc';
import { decideReview } from '../reviews';
import * as config from './config-service';

/** The review queues' calls: recharges, withdrawals, KYC and institutions. */
function reviewCalls(deps: FundsDeps): Implementation[] {
  return [
    staffCall(api.reviewRechargeList, (p) => listReviewCharges(deps, p)),
    staffCall(api.reviewRechargeApprove, (p, ctx) =>
      decideReview(deps, ctx.staff, rechargeReview, p.id, { action: 'approve', reason: p.reason || undefined }, ctx.ip),
    ),
    staffCall(api.reviewRechargeReject, (p, ctx) =>
      decideReview(deps, ctx.staff, rechargeReview, p.id, { action: 'reject', reason: p.reason }, ctx.ip),
    ),
    staffCall(api.reviewWithdrawList, (p) => listReviewWithdrawals(deps, p)),
    staffCall(api.reviewWithdrawApprove, (p, ctx) =>
      decideReview(
        deps,
        ctx.staff,
        withdrawalReview,
        p.id,
        { action: 'approve', reason: p.reason || undefined },
        ctx.ip,
      ),
    ),
    staffCall(api.reviewWithdrawPaid, (p, ctx) =>
      decideReview(
        deps,
        ctx.staff,
        withdrawalReview,
        p.id,
        { action: 'pay', reference: p.reference, reason: p.reason || undefined },
        ctx.ip,
      ),
    ),
    staffCall(api.reviewWithdrawReveal, (p, ctx) => revealWithdrawalPayout(deps, ctx.staff, p, ctx.ip)),
    staffCall(api.reviewWithdrawReject, (p, ctx) =>
      decideReview(deps, ctx.staff, withdrawalReview, p.id, { action: 'reject', reason: p.reason }, ctx.ip),
    ),
    staffCall(api.reviewKycList, (p) => listReviewKyc(deps, p)),
    staffCall(api.reviewKycPass, (p, ctx) =>
      decideReview(deps, ctx.staff, kycReview, p.id, { action: 'approve', reason: p.reason || undefined }, ctx.ip),
    ),
    staffCall(api.reviewKycReject, (p, ctx) =>
      decideReview(deps, ctx.staff, kycReview, p.id, { action: 'reject', reason: p.reason }, ctx.ip),
    ),
    staffCall(api.reviewInstitutionList, (p) => listReviewInstitutions(deps, p)),
    staffCall(api.reviewInstitutionApprove, (p, ctx) =>
      decideReview(
        deps,
        ctx.staff,
        institutionReview,
        p.id,
        { action: 'approve', reason: p.reason || undefined },
        ctx.ip,
      ),
    ),
    staffCall(api.reviewInstitutionReject, (p, ctx) =>
      decideReview(deps, ctx.staff, institutionReview, p.id, { action: 'reject', reason: p.reason }, ctx.ip),
    ),
  ];
}

/** The payment configuration's calls: channels, currencies and banks. */
function configCalls(deps: FundsDeps): Implementation[] {
  return [
    staffCall(api.channelIncomeList, (p) => config.listConfig(deps, config.incomeChannelTable, p)),
    staffCall(api.channelIncomeSave, (p, ctx) =>
      config.saveConfig(deps, ctx.staff, config.incomeChannelTable, p, ctx.ip),
    ),
    staffCall(api.channelIncomeCurrencyList, (p) => config.listConfig(deps, config.incomeCurrencyTable, p)),
    staffCall(api.channelIncomeCurrencySave, (p, ctx) =>
      config.saveConfig(deps, ctx.staff, config.incomeCurrencyTable, p, ctx.ip),
    ),
    staffCall(api.channelOutcomeList, (p) => config.listConfig(deps, config.outcomeChannelTable, p)),
    staffCall(api.channelOutcomeSave, (p, ctx) =>
      config.saveConfig(deps, ctx.staff, config.outcomeChannelTable, p, ctx.ip),
    ),
    staffCall(api.currencyOutcomeList, (p) => config.listConfig(deps, config.outcomeCurrencyTable, p)),
    staffCall(api.currencyOutcomeSave, (p, ctx) =>
      config.saveConfig(deps, ctx.staff, config.outcomeCurrencyTable, p, ctx.ip),
    ),
    staffCall(api.bankList, (p) => config.listConfig(deps, config.bankTable, p)),
    staffCall(api.bankSave, (p, ctx) => config.saveConfig(deps, ctx.staff, config.bankTable, p, ctx.ip)),
  ];
}

/** The console's funds and identity calls (contract calls/console-funds.ts); roles are enforced by the registrar. */
export function consoleFundsCalls(deps: FundsDeps): Implementation[] {
  return [
    ...reviewCalls(deps),
    ...configCalls(deps),
    staffCall(api.correctionPropose, (p, ctx) => proposeCorrection(deps, ctx.staff, p, ctx.ip)),
    staffCall(api.correctionList, (p) => correctionList(deps, p)),
    staffCall(api.correctionApprove, (p, ctx) =>
      decideReview(deps, ctx.staff, correctionReview, p.id, { action: 'approve', reason: p.reason }, ctx.ip),
    ),
    staffCall(api.correctionReject, (p, ctx) =>
      decideReview(deps, ctx.staff, correctionReview, p.id, { action: 'reject', reason: p.reason }, ctx.ip),
    ),
  ];
}
