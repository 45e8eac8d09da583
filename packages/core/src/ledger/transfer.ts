import { type Minor, minor } from '../money';
import { type Account, type AccountKey, accountKey, isVirtualAccount } from './accounts';
import type { EntryTypeValue } from './entry-types';

/**
 * One movement of money: `amountMinor` leaves `debitAccount` and enters `creditAccount`.
 *
 * Sign convention (one rule for every account, user and platform alike): the balance of an account
 * is the sum of the amounts credited to it minus the sum of the amounts debited from it. A user's
 * money is therefore positive; the platform's `client_money` goes negative by what customers have
 * deposited (it is the mirror of their claims), `fee_income` grows positive, and `trading_pnl` and
 * `loss_absorption` are positive when the platform has gained and negative when it has paid. Every
 * transfer adds +amount to one account and −amount to another, so per currency all balances sum to
 * zero (L1).
 */
export interface Transfer {
  /** Unique across the whole ledger; a store refuses a second transfer with the same id. */
  readonly idempotencyId: string;
  readonly debitAccount: Account;
  readonly creditAccount: Account;
  /** Strictly positive, in minor units of the accounts' currency. */
  readonly amountMinor: Minor;
  readonly type: EntryTypeValue;
  /** What caused it, e.g. `order:123` or `withdraw:9`. */
  readonly ref: string;
  readonly remark?: string;
  /** Present when the amount was priced in another currency and converted (X1): the rate and both amounts. */
  readonly conversion?: Conversion;
}

/**
 * How an amount priced in an instrument's currency became an amount of the account's currency (X1):
 * 1 unit of `instrumentCurrency` = `rate` units of `accountCurrency`, and `accountAmountMinor` =
 * core fx `convertMinor(instrumentAmountMinor, rate)`, rounded half-up once. Both legs of a
 * conversion (one in each currency, through the `fx` accounts) carry the same record.
 */
export interface Conversion {
  readonly instrumentCurrency: string;
  readonly instrumentAmountMinor: Minor;
  readonly accountCurrency: string;
  readonly accountAmountMinor: Minor;
  /** The quoted all-in rate as recorded, a decimal string of at most FX_RATE_DECIMALS places. */
  readonly rate: string;
}

/** Transfers applied atomically, in order: all of them or none. */
export type Posting = readonly Transfer[];

/** Balances by account key, in minor units; an account that is absent has balance zero. */
export type Balances = ReadonlyMap<AccountKey, Minor>;

export type PostingErrorCode = 'insufficient_funds' | 'malformed';

/** The outcome of `applyPosting`; a failure names the code and, in `detail`, the exact transfer. */
export type PostingResult =
  | { readonly ok: true; readonly value: Balances }
  | { readonly ok: false; readonly error: PostingErrorCode; readonly detail: string };

/** The balance of an account, zero when it has none yet. */
export function balanceOf(balances: Balances, account: Account): Minor {
  return balances.get(accountKey(account)) ?? minor(0n);
}

/** Which well-formedness invariant a transfer breaks, and how. */
export interface Malformation {
  readonly invariant: 'L4' | 'L5';
  readonly message: string;
}

/** Why a transfer is malformed (invariants L4 and L5), or null when it is well formed. */
export function malformation(transfer: Transfer): Malformation | null {
  const { debitAccount: debit, creditAccount: credit } = transfer;
  const l4 = (message: string): Malformation => ({ invariant: 'L4', message });
  if (transfer.amountMinor <= 0n) return l4(`amount ${transfer.amountMinor} is not positive`);
  if (transfer.idempotencyId === '') return l4('empty idempotency id');
  if (accountKey(debit) === accountKey(credit)) return l4(`debit and credit are the same account ${accountKey(debit)}`);
  if (debit.currency !== credit.currency) return l4(`currencies differ: ${debit.currency} vs ${credit.currency}`);
  if (isVirtualAccount(debit) !== isVirtualAccount(credit)) {
    return { invariant: 'L5', message: `demo and real money meet: ${accountKey(debit)} → ${accountKey(credit)}` };
  }
  return null;
}

/**
 * Applies a posting to balances and returns the new balances, or rejects the whole posting. It is
 * rejected as `insufficient_funds` when any transfer, taken in order, would leave a user account below
 * zero (L3): the check runs after each transfer, not only at the end, because every transfer is stored
 * with its balance-after and a negative balance-after would be a lie to the user even if a later
 * transfer repaid it. It is rejected as `malformed` when a transfer breaks L4 or L5, or two transfers
 * share an idempotency id. The input map is never modified.
 */
export function applyPosting(balances: Balances, posting: Posting): PostingResult {
  const next = new Map(balances);
  const seen = new Set<string>();
  for (const [index, transfer] of posting.entries()) {
    const bad = malformation(transfer);
    if (bad !== null)
      return {
        ok: false,
        error: 'malformed',
        detail: `transfer ${index} (${transfer.idempotencyId}): ${bad.invariant} ${bad.message}`,
      };
    if (seen.has(transfer.idempotencyId)) {
      return {
        ok: false,
        error: 'malformed',
        detail: `transfer ${index}: repeated idempotency id ${transfer.idempotencyId}`,
      };
    }
    seen.add(transfer.idempotencyId);
    const debitKey = accountKey(transfer.debitAccount);
    const creditKey = accountKey(transfer.creditAccount);
    const debitAfter = (next.get(debitKey) ?? 0n) - transfer.amountMinor;
    if (transfer.debitAccount.owner === 'user' && debitAfter < 0n) {
      return {
        ok: false,
        error: 'insufficient_funds',
        detail: `transfer ${index} (${transfer.idempotencyId}) would take ${debitKey} to ${debitAfter}`,
      };
    }
    next.set(debitKey, minor(debitAfter));
    next.set(creditKey, minor((next.get(creditKey) ?? 0n) + transfer.amountMinor));
  }
  return { ok: true, value: next };
}

/**
 * Derives balances from transfers alone (credits − debits per account), with no checks: the
 * reference that `checkInvariants` compares stored balances against (L2).
 */
export function balancesFromTransfers(transfers: Iterable<Transfer>): Balances {
  const derived = new Map<AccountKey, Minor>();
  for (const t of transfers) {
    const debitKey = accountKey(t.debitAccount);
    const creditKey = accountKey(t.creditAccount);
    derived.set(debitKey, minor((derived.get(debitKey) ?? 0n) - t.amountMinor));
    derived.set(creditKey, minor((derived.get(creditKey) ?? 0n) + t.amountMinor));
  }
  return derived;
}
