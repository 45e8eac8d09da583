import { Code, type withdrawal } from '@demo/contract';
import { formatMoney, minor, parseMoney, postWithdrawRequest } from '@demo/core';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction';
import { readCurrency } from '../../ledger/currency';
import { post, publishBalanceEvents, userBalances } from '../../ledger/service';
import { fail, ok, type Result } from '../../lib/result';
import { guardedCheck, noticeWhenLocked, refusal } from '../accounts/password-guard';
import { findUserById } from '../accounts/store';
import { readSettings } from '../settings/service';
import { ownLiveBank, ownLiveWallet } from './accounts-store';
import { activeOutcomeCurrency } from './channels-store';
import type { FundsDeps } from './common';
import { fundsMessages } from './messages';
import { insertWithdrawal, withdrawalsOf } from './withdraw-store';

export interface WithdrawInput {
  type: 'bank' | 'digital';
  accountId: number;
  currencyId?: number | undefined;
  amount: string;
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
 * row commit together.
 */
export async function requestWithdrawal(
  deps: FundsDeps,
  userId: number,
  input: WithdrawInput,
): Promise<Result<{ id: number; status: 'UNDER' }>> {
  const account = await payoutAccount(deps, userId, input);
  if (!account) return fail(Code.ABNORMAL_DATA, fundsMessages.accountUnknown);
  if (input.currencyId !== undefined && !(await activeOutcomeCurrency(deps.db, input.currencyId)))
    return fail(Code.ABNORMAL_DATA, fundsMessages.currencyUnknown);
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
  const min = parseMoney(settings.minWithdrawAmount);
  const amount = parseMoney(input.amount);
  if (!min.ok || !amount.ok) throw new Error('withdrawal amounts passed the contract but not parseMoney');
  if (amount.value < min.value)
    return fail(Code.WITHDRAW_AMOUNT_INCORRECT, fundsMessages.withdrawMin(formatMoney(min.value)));

  const currency = await readCurrency(deps.db, 'real');
  const outcome = await inTransaction(deps.db, async (tx) => {
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
      remark: input.remark ? input.remark : null,
    });
    const ref = `withdraw:${row.id}`;
    const posted = await post(
      tx,
      postWithdrawRequest({ userId, currency, ref, eventId: `${ref}:request` }, amount.value),
    );
    if (!posted.ok) throw new Error(`withdrawal ${row.id} hold failed under lock: ${posted.error.detail}`);
    return ok({ id: row.id, status: 'UNDER' as const });
  });
  if (outcome.ok) {
    await publishBalanceEvents(deps, [userId]).catch((error: unknown) =>
      deps.log.error({ err: error, userId }, 'balance event not published'),
    );
  }
  return outcome;
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
      amount: formatMoney(minor(r.amountMinor)),
      fee: formatMoney(minor(r.feeMinor)),
      accountMasked: r.accountMasked,
      status: r.status,
      reference: r.reference,
      reason: r.reason,
      createdAt: r.createdAt.getTime(),
    })),
    total,
  });
}
