import { Code, type charge } from '@demo/contract';
import {
  currencyDecimals,
  decideRecharge,
  formatMoney,
  type Minor,
  minor,
  parseMoney,
  RECHARGE_REVIEW,
  type RechargeRows,
  type RuleFailure,
} from '@demo/core';
import type { z } from 'zod';
import type { RequestKey } from '../../db/request-keys';
import { isFailure } from '../../db/transaction';
import { currencyOf } from '../../ledger/currency';
import { executeKeyedWorkflow } from '../../ledger/money-workflow';
import { type Failure, fail, ok, type Result } from '../../lib/result';
import { readSettings } from '../../settings/service';
import { markUploadsPrivate, ownUpload } from '../upload';
import { fundsAmountsOf } from './amounts';
import { CHANNEL_PASS_TTL_MS } from './channels-service';
import { activeIncomeChannel, activeIncomeCurrency, hasRecentPass } from './channels-store';
import type { FundsDeps } from './common';
import { fundsMessages } from './messages';
import { chargesOf, insertCharge } from './recharge-store';

export interface ChargeInput {
  channelId: number;
  type: 'bank' | 'digital';
  currencyId?: number | undefined;
  amount: string;
  /** The signed rate the screen showed, for a currency other than the account's (X6). */
  quote?: string | undefined;
  evidence: string;
  remark?: string | undefined;
}

function minorOf(text: string): Minor {
  const parsed = parseMoney(text);
  // The contract's amount() admits only what parseMoney reads; a failure here is a bug.
  if (!parsed.ok) throw new Error(`amount ${text} passed the contract but not parseMoney`);
  return parsed.value;
}

/**
 * Submits a recharge for review. Core decides (`decideRecharge`, F5, F6, X6) on rows read before
 * the transaction, none of them locked: the channel is open and of the given type; a channel password
 * was passed recently when the channel needs one; the currency belongs to the channel; a currency
 * other than the account's (USDT) comes with the quote the screen showed, genuine and unexpired (404
 * naming `quote`), and its amount converts at that quote's rate (X6); the amount in the account's
 * currency is at least the larger of `minChargeAmount` and the channel's minimum (405); the evidence
 * is an image this user uploaded (404 naming it). A refusal opens no transaction. The keyed executor
 * files it (docs/adr/0024); nothing touches the ledger until staff approve, and then at the recorded
 * rate. With a request key, a repeat answers the first request and files nothing (E7).
 */
export async function submitCharge(
  deps: FundsDeps,
  userId: number,
  input: ChargeInput,
  key: RequestKey | null = null,
): Promise<Result<{ id: number; status: typeof RECHARGE_REVIEW.submitted }>> {
  const rows = await rechargeRows(deps, userId, input);
  const request = {
    userId,
    type: input.type,
    amountMinor: minorOf(input.amount),
    evidence: input.evidence,
    remark: input.remark ? input.remark : null,
  };
  // Nothing is read under a lock, so the decision on these rows is the one the executor would make.
  const decided = decideRecharge(rows, request);
  if (!decided.ok) return rechargeRefusal(decided);
  const done = await executeKeyedWorkflow(
    deps.db,
    {
      read: async () => rows,
      decide: () => decided,
      refusal: rechargeRefusal,
      postingOf: () => null,
      write: async (tx, { row, privateUploads }) => {
        // P7: from now on the evidence is served only by signed URL, to its owner and to staff.
        await markUploadsPrivate(tx, privateUploads);
        const { fx, ...values } = row;
        return await insertCharge(tx, {
          ...values,
          fxCurrency: fx?.fxCurrency ?? null,
          fxAmountMinor: fx?.fxAmountMinor ?? null,
          fxRate: fx?.fxRate ?? null,
        });
      },
    },
    { key, replyOf: (row) => ({ id: row.id, status: RECHARGE_REVIEW.submitted }) },
  );
  return isFailure(done) ? done : ok(done.reply);
}

/** The rows a recharge is decided on; the reads that need none of the others go out together. */
async function rechargeRows(deps: FundsDeps, userId: number, input: ChargeInput): Promise<RechargeRows> {
  const [channel, settings, payCurrency, evidence] = await Promise.all([
    activeIncomeChannel(deps.db, input.channelId),
    readSettings(deps.db),
    input.currencyId === undefined ? null : activeIncomeCurrency(deps.db, input.currencyId),
    ownUpload(deps.db, userId, input.evidence),
  ]);
  const since = new Date(Date.now() - CHANNEL_PASS_TTL_MS);
  const passwordPassed = channel?.needPassword ? await hasRecentPass(deps.db, userId, channel.id, since) : true;
  const accountCurrency = currencyOf(settings, 'real');
  // X6: the amount is in the channel's currency and converts at the rate the customer was shown.
  const subject = payCurrency && {
    userId,
    direction: 'in' as const,
    currencyId: payCurrency.id,
    currency: payCurrency.currency,
    accountCurrency,
  };
  const quotedRate =
    subject && subject.currency !== accountCurrency && input.quote !== undefined
      ? deps.fxQuoter.verify(input.quote, subject, Date.now())
      : null;
  return {
    channel,
    passwordPassed,
    payCurrency,
    accountCurrency,
    minChargeMinor: minorOf(settings.minChargeAmount),
    quotedRate,
    evidenceUpload: evidence?.name,
  };
}

/** A refusal of core's as the reply it has always been, in both locales. */
function rechargeRefusal(failure: RuleFailure): Failure {
  switch (failure.field) {
    case 'channelId':
      return fail(Code.ABNORMAL_DATA, fundsMessages.channelUnknown);
    case 'type':
      return fail(Code.ABNORMAL_DATA, fundsMessages.typeMismatch);
    case 'password':
      return fail(Code.ABNORMAL_DATA, fundsMessages.passwordNeeded);
    case 'currencyId':
      return fail(Code.ABNORMAL_DATA, fundsMessages.currencyUnknown);
    case 'quote':
      return fail(Code.ABNORMAL_DATA, fundsMessages.quoteNeeded);
    case 'amount':
      return fail(Code.RECHARGE_AMOUNT_INCORRECT, fundsMessages.chargeMin(failure.values?.min ?? ''));
    default:
      return fail(Code.ABNORMAL_DATA, fundsMessages.evidenceNotOurs);
  }
}

export async function listCharges(
  deps: FundsDeps,
  userId: number,
  filter: { page: number; size: number; type?: 'bank' | 'digital' | undefined },
): Promise<Result<{ list: z.infer<typeof charge>[]; total: number }>> {
  const { rows, total } = await chargesOf(deps.db, userId, filter);
  return ok({
    list: rows.map((r) => ({
      id: r.id,
      amount: formatMoney(minor(r.amountMinor), currencyDecimals(r.currency)),
      currency: r.payCurrency,
      fx: fxOf(r),
      ...fundsAmountsOf(r),
      status: r.status,
      // P7: the owner sees their evidence through a short-lived signed URL; the bare one answers 404.
      evidence: deps.uploadSigner.sign(r.evidence, Date.now()),
      remark: r.remark,
      reason: r.reason,
      createdAt: r.createdAt.getTime(),
    })),
    total,
  });
}

/** The conversion a recharge or withdrawal records (X6), as the lists show it; null when there is none. */
export function fxOf(r: {
  fxCurrency: string | null;
  fxAmountMinor: bigint | null;
  fxRate: string | null;
}): { currency: string; amount: string; rate: string } | null {
  if (r.fxCurrency === null || r.fxAmountMinor === null || r.fxRate === null) return null;
  return {
    currency: r.fxCurrency,
    amount: formatMoney(minor(r.fxAmountMinor), currencyDecimals(r.fxCurrency)),
    rate: r.fxRate,
  };
}
