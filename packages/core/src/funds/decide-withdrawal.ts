import { type Decision, refuse } from '../failure';
import { convertMinor, type FxRate, formatRate } from '../fx/rates';
import { postWithdrawRequest } from '../ledger/rules-funds';
import type { Posting } from '../ledger/transfer';
import { formatMoney, type Minor } from '../money';
import type { RequestFx } from './decide-recharge';

/** What a withdrawal's terms are decided on: the user's KYC, the platform's minimum and the quote (F6, X6). */
export interface WithdrawalTermsRows {
  /** The user's identity verification has passed (F6). */
  readonly kycPassed: boolean;
  readonly accountCurrency: string;
  /** The platform's `minWithdrawAmount`. */
  readonly minWithdrawMinor: Minor;
  /** The payout currency named (an active one: an unknown one was refused before); null when none is. */
  readonly payoutCurrency: { readonly id: number; readonly code: string } | null;
  /** The rate of the quote the request carried, verified and unexpired (X6); null when none is. */
  readonly quotedRate: FxRate | null;
}

/** The rows a withdrawal is decided on: its terms, the payout account, and what the lock read. */
export interface WithdrawalRows extends WithdrawalTermsRows {
  /** The user's own payout account (F7), as it may be shown: never a full bank account number (P1). */
  readonly payoutAccount: { readonly bankId: number | null; readonly walletId: number | null; readonly masked: string };
  /** The real account's available balance, read with its rows locked (F3). */
  readonly availableMinor: Minor;
  /** The id the request will have, drawn before it is written: the hold's posting names it. */
  readonly withdrawalId: number;
}

export interface WithdrawalRequest {
  readonly userId: number;
  readonly type: 'bank' | 'digital';
  /** The amount asked, in the payout currency when it is another than the account's (X6). */
  readonly amountMinor: Minor;
  readonly remark: string | null;
}

/** What a withdrawal takes from the account: the account amount and, for another currency, its conversion. */
export interface WithdrawalTerms {
  readonly amountMinor: Minor;
  readonly fx: RequestFx | null;
}

/** A withdrawal filed for review (R1), its amount held at once (available → locked, type 2, F3). */
export interface WithdrawalPlan {
  readonly row: WithdrawalTerms & {
    readonly id: number;
    readonly userId: number;
    readonly type: 'bank' | 'digital';
    readonly bankId: number | null;
    readonly walletId: number | null;
    readonly accountMasked: string;
    readonly currencyId: number | null;
    readonly currency: string;
    readonly remark: string | null;
  };
  readonly posting: Posting;
}

/**
 * A withdrawal's own terms, refused in this order: KYC not passed (F6, 404); a payout in another
 * currency than the account's without a valid quote (X6, 404 naming `quote`), else it converts at
 * the quote's rate; an account amount below `minWithdrawAmount` (F6, 406, `min` in its values). They
 * need no lock, so a request they refuse is refused before any transaction.
 */
export function decideWithdrawalTerms(
  rows: WithdrawalTermsRows,
  request: Pick<WithdrawalRequest, 'amountMinor'>,
): Decision<WithdrawalTerms> {
  if (!rows.kycPassed) return refuse('F6', '', 404, 'identity verification must pass first');
  const payout = rows.payoutCurrency;
  let terms: WithdrawalTerms = { amountMinor: request.amountMinor, fx: null };
  if (payout !== null && payout.code !== rows.accountCurrency) {
    if (rows.quotedRate === null) return refuse('X6', 'quote', 404, 'has expired or is missing');
    terms = {
      amountMinor: convertMinor(request.amountMinor, rows.quotedRate),
      fx: { fxCurrency: payout.code, fxAmountMinor: request.amountMinor, fxRate: formatRate(rows.quotedRate) },
    };
  }
  if (terms.amountMinor < rows.minWithdrawMinor)
    return refuse('F6', 'amount', 406, 'must be at least {min}', { min: formatMoney(rows.minWithdrawMinor) });
  return { ok: true, value: terms };
}

/**
 * Decides a withdrawal request on its locked balance: its terms (`decideWithdrawalTerms`), then an
 * amount beyond available is refused (F3, 407). A plan files the request and holds the amount with
 * one posting named after the request (`withdraw:<id>:request`).
 */
export function decideWithdrawal(rows: WithdrawalRows, request: WithdrawalRequest): Decision<WithdrawalPlan> {
  const terms = decideWithdrawalTerms(rows, request);
  if (!terms.ok) return terms;
  const { amountMinor } = terms.value;
  if (rows.availableMinor < amountMinor) return refuse('F3', 'amount', 407, 'exceeds the available balance');
  const ref = `withdraw:${rows.withdrawalId}`;
  const ctx = { userId: request.userId, currency: rows.accountCurrency, ref, eventId: `${ref}:request` };
  return {
    ok: true,
    value: {
      row: {
        ...terms.value,
        id: rows.withdrawalId,
        userId: request.userId,
        type: request.type,
        bankId: rows.payoutAccount.bankId,
        walletId: rows.payoutAccount.walletId,
        accountMasked: rows.payoutAccount.masked,
        currencyId: rows.payoutCurrency?.id ?? null,
        currency: rows.accountCurrency,
        remark: request.remark,
      },
      posting: postWithdrawRequest(ctx, amountMinor),
    },
  };
}
