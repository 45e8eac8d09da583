import { Code, type withdrawal } from '@demo/contract';
import {
  currencyDecimals,
  decideWithdrawal,
  decideWithdrawalTerms,
  formatMoney,
  type Minor,
  minor,
  parseMoney,
  type RuleFailure,
  userAccounts,
  WITHDRAWAL_REVIEW,
  type WithdrawalRows,
  type WithdrawalTermsRows,
} from '@demo/core';
import type { z } from 'zod';
import { drawnId } from '../../db/next-id';
import type { RequestKey } from '../../db/request-keys';
import { isFailure } from '../../db/transaction';
import { nameOf } from '../../ledger/accounts';
import { currencyOf } from '../../ledger/currency';
import { executeKeyedWorkflow } from '../../ledger/money-workflow';
import { publishBalanceEvents, userBalances } from '../../ledger/service';
import { userAccountsRead } from '../../ledger/store';
import { type Failure, fail, ok, type Result } from '../../lib/result';
import { readSettings } from '../../settings/service';
import { findUserById, guardedCheck, noticeWhenLocked, refusal } from '../accounts';
import { ownLiveBank, ownLiveWallet } from './accounts-store';
import { fundsAmountsOf } from './amounts';
import { activeOutcomeCurrency } from './channels-store';
import type { FundsDeps } from './common';
import { fundsMessages } from './messages';
import { fxOf } from './recharge-service';
import { insertWithdrawal, nextWithdrawalIdRead, withdrawalsOf } from './withdraw-store';

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
 * Requests a withdrawal from the real account. Checked before any transaction, in order: the payout
 * account is the user's own (404), the payout currency is offered (404), the payment password (404
 * naming it). Core then decides (`decideWithdrawal`): KYC PASS, a quote for another currency (X6),
 * the amount ≥ `minWithdrawAmount` (406) and ≤ available (407, F3). Its terms refuse before the
 * transaction too; the balance is compared with its rows locked in BEGIN's round trip, so of two
 * racing requests for the whole balance exactly one gets it, and the hold (available → locked) and
 * the request row commit together (docs/adr/0024). With a request key, a repeat answers the first
 * request and holds nothing (E7).
 */
export async function requestWithdrawal(
  deps: FundsDeps,
  userId: number,
  input: WithdrawInput,
  key: RequestKey | null = null,
): Promise<Result<{ id: number; status: typeof WITHDRAWAL_REVIEW.submitted }>> {
  const checked = await checkedWithdrawal(deps, userId, input);
  if (!checked.ok) return checked;
  const { terms, payoutAccount } = checked.body;
  const request = {
    userId,
    type: input.type,
    amountMinor: askedMinor(input.amount),
    remark: input.remark ? input.remark : null,
  };
  const early = decideWithdrawalTerms(terms, request);
  if (!early.ok) return withdrawalRefusal(early);
  const balances = userAccounts(userId, 'real', terms.accountCurrency);
  const done = await executeKeyedWorkflow(
    deps.db,
    {
      withBegin: {
        balances: userAccountsRead([balances.available, balances.locked, balances.margin].map(nameOf), {
          forUpdate: true,
        }),
        withdrawalId: nextWithdrawalIdRead(),
      },
      lockedAccounts: 'balances',
      read: async (tx, began) => ({
        ...terms,
        payoutAccount,
        // The rows locked in BEGIN are held: this reads no row again (userBalances creates any missing one).
        availableMinor: (await userBalances(tx, userId, 'real', terms.accountCurrency, { forUpdate: true }))
          .availableMinor,
        withdrawalId: drawnId(began.withdrawalId),
      }),
      decide: (rows) => decideWithdrawal(rows, request),
      refusal: withdrawalRefusal,
      postingOf: (plan) => plan.posting,
      write: async (tx, { row }) => {
        const { fx, ...values } = row;
        return await insertWithdrawal(tx, {
          ...values,
          fxCurrency: fx?.fxCurrency ?? null,
          fxAmountMinor: fx?.fxAmountMinor ?? null,
          fxRate: fx?.fxRate ?? null,
        });
      },
      publish: async () => {
        await publishBalanceEvents(deps, [userId]).catch((error: unknown) =>
          deps.log.error({ err: error, userId }, 'balance event not published'),
        );
      },
    },
    { key, replyOf: (row) => ({ id: row.id, status: WITHDRAWAL_REVIEW.submitted }) },
  );
  return isFailure(done) ? done : ok(done.reply);
}

function askedMinor(amount: string): Minor {
  const asked = parseMoney(amount);
  if (!asked.ok) throw new Error('a withdrawal amount passed the contract but not parseMoney');
  return asked.value;
}

/** A refusal of core's as the reply it has always been, in both locales. */
function withdrawalRefusal(failure: RuleFailure): Failure {
  if (failure.rule === 'F3') return fail(Code.INSUFFICIENT_BALANCE);
  if (failure.field === 'quote') return fail(Code.ABNORMAL_DATA, fundsMessages.quoteNeeded);
  if (failure.field === 'amount')
    return fail(Code.WITHDRAW_AMOUNT_INCORRECT, fundsMessages.withdrawMin(failure.values?.min ?? ''));
  return fail(Code.ABNORMAL_DATA, fundsMessages.kycRequired);
}

/** What passed the checks before the transaction: the rows of the terms, and the payout account. */
interface WithdrawalChecked {
  readonly terms: WithdrawalTermsRows;
  readonly payoutAccount: WithdrawalRows['payoutAccount'];
}

/**
 * The checks that stay before the transaction, in their order (the payment password's check counts
 * a wrong guess, so nothing after it may refuse first), and the rows core decides the terms on.
 */
async function checkedWithdrawal(
  deps: FundsDeps,
  userId: number,
  input: WithdrawInput,
): Promise<Result<WithdrawalChecked>> {
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
    return refusal<WithdrawalChecked>(checked, fail(Code.ABNORMAL_DATA, fundsMessages.payPasswordIncorrect));
  }
  const settings = await readSettings(deps.db);
  const currency = currencyOf(settings, 'real');
  const min = parseMoney(settings.minWithdrawAmount);
  if (!min.ok) throw new Error('minWithdrawAmount is not an amount');
  // X6: a payout in USDT is asked in USDT at the rate the screen showed, bound to this user and currency.
  const subject = payout && {
    userId,
    direction: 'out' as const,
    currencyId: payout.id,
    currency: payout.code,
    accountCurrency: currency,
  };
  const quotedRate =
    subject && payout?.code !== currency && input.quote !== undefined
      ? deps.fxQuoter.verify(input.quote, subject, Date.now())
      : null;
  return ok({
    terms: {
      kycPassed: user.creditStatus === 'PASS',
      accountCurrency: currency,
      minWithdrawMinor: min.value,
      payoutCurrency: payout ? { id: payout.id, code: payout.code } : null,
      quotedRate,
    },
    payoutAccount: account,
  });
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
