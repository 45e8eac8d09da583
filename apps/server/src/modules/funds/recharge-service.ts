import { Code, type charge } from '@demo/contract';
import {
  convertMinor,
  currencyDecimals,
  formatMoney,
  formatRate,
  type Minor,
  minor,
  parseMoney,
  RECHARGE_REVIEW,
} from '@demo/core';
import type { z } from 'zod';
import { inKeyedTransaction, type RequestKey } from '../../db/request-keys';
import { isFailure } from '../../db/transaction';
import { readCurrency } from '../../ledger/currency';
import { fail, ok, type Result } from '../../lib/result';
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
 * Submits a recharge for review. Checks, in order: the channel is open and of the given type; a
 * channel password was passed recently when the channel needs one; the currency belongs to the
 * channel; a currency other than the account's (USDT) comes with the quote the screen showed, genuine
 * and unexpired (404 naming `quote`), and its amount converts at that quote's rate (X6); the amount
 * in the account's currency is at least the larger of `minChargeAmount` and the channel's minimum
 * (405); the evidence is an image this user uploaded (404 naming it). Nothing touches the ledger until
 * staff approve, and then at the recorded rate. With a request key, a repeat answers the first
 * request and files nothing (E7).
 */
export async function submitCharge(
  deps: FundsDeps,
  userId: number,
  input: ChargeInput,
  key: RequestKey | null = null,
): Promise<Result<{ id: number; status: typeof RECHARGE_REVIEW.submitted }>> {
  const channel = await activeIncomeChannel(deps.db, input.channelId);
  if (!channel) return fail(Code.ABNORMAL_DATA, fundsMessages.channelUnknown);
  if (channel.type !== input.type) return fail(Code.ABNORMAL_DATA, fundsMessages.typeMismatch);
  if (channel.needPassword) {
    const since = new Date(Date.now() - CHANNEL_PASS_TTL_MS);
    if (!(await hasRecentPass(deps.db, userId, channel.id, since)))
      return fail(Code.ABNORMAL_DATA, fundsMessages.passwordNeeded);
  }
  const currency = await readCurrency(deps.db, 'real');
  let payCurrency = currency;
  let amountMinor = minorOf(input.amount);
  let fx: { fxCurrency: string; fxAmountMinor: bigint; fxRate: string } | null = null;
  if (input.currencyId !== undefined) {
    const row = await activeIncomeCurrency(deps.db, input.currencyId);
    if (!row || row.channelId !== channel.id) return fail(Code.ABNORMAL_DATA, fundsMessages.currencyUnknown);
    payCurrency = row.protocol === 'NONE' ? row.currency : `${row.currency} ${row.protocol}`;
    if (row.currency !== currency) {
      // X6: the amount is in the channel's currency and converts at the rate the customer was shown.
      const subject = {
        userId,
        direction: 'in' as const,
        currencyId: row.id,
        currency: row.currency,
        accountCurrency: currency,
      };
      const rate = input.quote === undefined ? null : deps.fxQuoter.verify(input.quote, subject, Date.now());
      if (rate === null) return fail(Code.ABNORMAL_DATA, fundsMessages.quoteNeeded);
      const paidMinor = amountMinor;
      amountMinor = convertMinor(paidMinor, rate);
      fx = { fxCurrency: row.currency, fxAmountMinor: paidMinor, fxRate: formatRate(rate) };
    }
  }
  const settings = await readSettings(deps.db);
  const settingMinMinor = minorOf(settings.minChargeAmount);
  const minMinor = channel.minAmountMinor > settingMinMinor ? minor(channel.minAmountMinor) : settingMinMinor;
  if (amountMinor < minMinor)
    return fail(Code.RECHARGE_AMOUNT_INCORRECT, fundsMessages.chargeMin(formatMoney(minMinor)));
  const evidence = await ownUpload(deps.db, userId, input.evidence);
  if (!evidence) return fail(Code.ABNORMAL_DATA, fundsMessages.evidenceNotOurs);
  const done = await inKeyedTransaction(deps.db, key, async (tx) => {
    // P7: from now on the evidence is served only by signed URL, to its owner and to staff.
    await markUploadsPrivate(tx, [evidence.name]);
    const row = await insertCharge(tx, {
      userId,
      channelId: channel.id,
      type: channel.type,
      currencyId: input.currencyId ?? null,
      currency,
      payCurrency,
      amountMinor,
      fxCurrency: fx?.fxCurrency ?? null,
      fxAmountMinor: fx?.fxAmountMinor ?? null,
      fxRate: fx?.fxRate ?? null,
      evidence: input.evidence,
      remark: input.remark ? input.remark : null,
    });
    return { reply: { id: row.id, status: RECHARGE_REVIEW.submitted }, extra: null };
  });
  if (isFailure(done)) return done;
  return ok(done.reply);
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
