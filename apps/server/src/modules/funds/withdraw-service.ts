import { Code, type withdrawal } from '@demo/contract';
import {
  convertMinor,
  currencyDecimals,
  formatMoney,
  formatRate,
  minor,
  parseMoney,
  postWithdrawRequest,
  WITHDRAWAL_REVIEW,
} from '@demo/core';
import type { z } from 'zod';
import { inKeyedTransaction, type RequestKey } from '../../db/request-keys';
import { isFailure } from '../../db/transaction';
import { readCurrency } from '../../ledger/currency';
import { post, publishBalanceEvents, userBalances } from '../../ledger/service';
import { fail, ok, type Result } from '../../lib/result';
import { readSettings } from '../../settings/service';
import { findUserById, guardedCheck, noticeWhenLocked, refusal } from '../accounts';
import { ownLiveBank, ownLiveWallet } from './accounts-store';
import { fundsAmountsOf } from './amounts';
import { activeOutcomeCurrency } from './channels-store';
import type { FundsDeps } from './common';
import { fundsMessages } from './messages';
import { fxOf } from './recharge-service';
import { insertWithdrawal, withdrawalsOf } from './withdraw-store';

export interface WithdrawInput {
  type: 'bank' | 'digital';
  accountId: number;
  currencyId?: number | undefined;
  amount: string;
  /** The signed rate the screen showed, for a payout in another currency than the account's (X6). */
  quote?: string | undefined;
  remark?: string | undefined;
  password: string;
}

/** Where the payout goes, as it may be shown: never a full bank account number (P1). */
async function payoutAccount(deps: FundsDeps, userId: number, input: WithdrawInput) {
  if (input.type === 'bank') {
    const bank = await ownLiveBank(deps.db, userId, input.accountId);
    return bank ? { bankId: bank.id, walletId: null, masked: `${bank.bankName} ${bank.accountNumberMasked}` } : null;
  }
  const wallet = await ownLiveWallet(deps.db, userId, input.accountId);
  return wallet ? { bankId: null, walletId: wallet.id, masked: `${wallet.channelName} ${wallet.address}` } : null;
}

/**
 * Requests a withdrawal from the real account. Checks, in order: the payout account is the user's
 * own (404), the payment password (404 naming it), KYC PASS, the amount ≥ `minWithdrawAmount` (406)
 * and ≤ available (407, F3). The balance rows are locked before the comparison, so of two racing
 * requests for the whole balance exactly one gets it; the hold (available → locked) and the request
 * row commit together. With a request key, a repeat answers the first request and holds nothing (E7).
 */
export async function requestWithdrawal(
  deps: FundsDeps,
  userId: number,
  input: WithdrawInput,
  key: RequestKey | null = null,
): Promise<Result<{ id: number; status: typeof WITHDRAWAL_REVIEW.submitted }>> {
  const account = await payoutAccount(deps, userId, input);
  if (!account) return fail(Code.ABNORMAL_DATA, fundsMessages.accountUnknown);
  const payout = input.currencyId === undefined ? null : await activeOutcomeCurrency(deps.db, input.currencyId);
  if (input.currencyId !== undefined && !payout) return fail(Code.ABNORMAL_DATA, fundsMessages.currencyUnknown);
  const user = await findUserById(deps.db, userId);
  if (!user) return fail(Code.ACCOUNT_NOT_FOUND);
  if (user.payPasswordHash === null) return fail(Code.ABNORMAL_DATA, fundsMessages.payPasswordNotSet);
  const payPasswordHash = user.payPasswordHash;
  const checked = await guardedCheck(deps.db, { username: user.username, secret: 'pay' }, () =>
    deps.hasher.verify(input.password, payPasswordHash),
  );
  if (!checked.ok) {
    await noticeWhenLocked(deps, user.id, checked, null);
    return refusal(checked, fail(Code.ABNORMAL_DATA, fundsMessages.payPasswordIncorrect));
  }
  if (user.creditStatus !== 'PASS') return fail(Code.ABNORMAL_DATA, fundsMessages.kycRequired);

  const settings = await readSettings(deps.db);
  const currency = await readCurrency(deps.db, 'real');
  const min = parseMoney(settings.minWithdrawAmount);
  const asked = parseMoney(input.amount);
  if (!min.ok || !asked.ok) throw new Error('withdrawal amounts passed the contract but not parseMoney');
  // X6: a payout in USDT is asked in USDT; the account's currency holds its conversion at the quoted rate.
  let amount = asked;
  let fx: { fxCurrency: string; fxAmountMinor: bigint; fxRate: string } | null = null;
  if (payout && payout.code !== currency) {
    const subject = {
      userId,
      direction: 'out' as const,
      currencyId: payout.id,
      currency: payout.code,
      accountCurrency: currency,
    };
    const rate = input.quote === undefined ? null : deps.fxQuoter.verify(input.quote, subject, Date.now());
    if (rate === null) return fail(Code.ABNORMAL_DATA, fundsMessages.quoteNeeded);
    amount = { ok: true, value: convertMinor(asked.value, rate) };
    fx = { fxCurrency: payout.code, fxAmountMinor: asked.value, fxRate: formatRate(rate) };
  }
  if (amount.value < min.value)
    return fail(Code.WITHDRAW_AMOUNT_INCORRECT, fundsMessages.withdrawMin(formatMoney(min.value)));

  const outcome = await inKeyedTransaction(deps.db, key, async (tx) => {
    const balances = await userBalances(tx, userId, 'real', currency, { forUpdate: true });
    if (balances.availableMinor < amount.value) return fail(Code.INSUFFICIENT_BALANCE);
    const row = await insertWithdrawal(tx, {
      userId,
      type: input.type,
      bankId: account.bankId,
      walletId: account.walletId,
      accountMasked: account.masked,
      currencyId: input.currencyId ?? null,
      currency,
      amountMinor: amount.value,
      fxCurrency: fx?.fxCurrency ?? null,
      fxAmountMinor: fx?.fxAmountMinor ?? null,
      fxRate: fx?.fxRate ?? null,
      remark: input.remark ? input.remark : null,
    });
    const ref = `withdraw:${row.id}`;
    const posted = await post(
      tx,
      postWithdrawRequest({ userId, currency, ref, eventId: `${ref}:request` }, amount.value),
    );
    if (!posted.ok) throw new Error(`withdrawal ${row.id} hold failed under lock: ${posted.error.detail}`);
    return { reply: { id: row.id, status: WITHDRAWAL_REVIEW.submitted }, extra: null };
  });
  if (isFailure(outcome)) return outcome;
  if (outcome.fresh) {
    await publishBalanceEvents(deps, [userId]).catch((error: unknown) =>
      deps.log.error({ err: error, userId }, 'balance event not published'),
    );
  }
  return ok(outcome.reply);
}

export async function listWithdrawals(
  deps: FundsDeps,
  userId: number,
  filter: { page: number; size: number },
): Promise<Result<{ list: z.infer<typeof withdrawal>[]; total: number }>> {
  const { rows, total } = await withdrawalsOf(deps.db, userId, filter);
  return ok({
    list: rows.map((r) => ({
      id: r.id,
      amount: formatMoney(minor(r.amountMinor), currencyDecimals(r.currency)),
      fx: fxOf(r),
      ...fundsAmountsOf(r),
      fee: formatMoney(minor(r.feeMinor), currencyDecimals(r.currency)),
      accountMasked: r.accountMasked,
      status: r.status,
      reference: r.reference,
      reason: r.reason,
      createdAt: r.createdAt.getTime(),
    })),
    total,
  });
}
