import { Code, type charge } from '@demo/contract';
import { formatMoney, type Minor, minor, parseMoney } from '@demo/core';
import type { z } from 'zod';
import { inTransaction, isFailure } from '../../db/transaction';
import { readCurrency } from '../../ledger/currency';
import { fail, ok, type Result } from '../../lib/result';
import { readSettings } from '../settings/service';
import { ownUpload } from '../upload/service';
import { markUploadsPrivate } from '../upload/store';
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
 * channel; the amount is at least the larger of `minChargeAmount` and the channel's minimum (405);
 * the evidence is an image this user uploaded (404 naming it). Nothing touches the ledger until
 * staff approve.
 */
export async function submitCharge(
  deps: FundsDeps,
  userId: number,
  input: ChargeInput,
): Promise<Result<{ id: number; status: 'UNDER' }>> {
  const channel = await activeIncomeChannel(deps.db, input.channelId);
  if (!channel) return fail(Code.ABNORMAL_DATA, fundsMessages.channelUnknown);
  if (channel.type !== input.type) return fail(Code.ABNORMAL_DATA, fundsMessages.typeMismatch);
  if (channel.needPassword) {
    const since = new Date(Date.now() - CHANNEL_PASS_TTL_MS);
    if (!(await hasRecentPass(deps.db, userId, channel.id, since)))
      return fail(Code.ABNORMAL_DATA, fundsMessages.passwordNeeded);
  }
  let payCurrency = 'INR';
  if (input.currencyId !== undefined) {
    const currency = await activeIncomeCurrency(deps.db, input.currencyId);
    if (!currency || currency.channelId !== channel.id) return fail(Code.ABNORMAL_DATA, fundsMessages.currencyUnknown);
    payCurrency = currency.protocol === 'NONE' ? currency.currency : `${currency.currency} ${currency.protocol}`;
  }
  const settings = await readSettings(deps.db);
  const settingMinMinor = minorOf(settings.minChargeAmount);
  const minMinor = channel.minAmountMinor > settingMinMinor ? minor(channel.minAmountMinor) : settingMinMinor;
  const amountMinor = minorOf(input.amount);
  if (amountMinor < minMinor)
    return fail(Code.RECHARGE_AMOUNT_INCORRECT, fundsMessages.chargeMin(formatMoney(minMinor)));
  const evidence = await ownUpload(deps.db, userId, input.evidence);
  if (!evidence) return fail(Code.ABNORMAL_DATA, fundsMessages.evidenceNotOurs);
  const currency = await readCurrency(deps.db, 'real');
  const row = await inTransaction(deps.db, async (tx) => {
    // P7: from now on the evidence is served only by signed URL, to its owner and to staff.
    await markUploadsPrivate(tx, [evidence.name]);
    return await insertCharge(tx, {
      userId,
      channelId: channel.id,
      type: channel.type,
      currencyId: input.currencyId ?? null,
      currency,
      payCurrency,
      amountMinor,
      evidence: input.evidence,
      remark: input.remark ? input.remark : null,
    });
  });
  if (isFailure(row)) return row;
  return ok({ id: row.id, status: 'UNDER' });
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
      amount: formatMoney(minor(r.amountMinor)),
      currency: r.payCurrency,
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
