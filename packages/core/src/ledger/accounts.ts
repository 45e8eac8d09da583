/**
 * Ledger accounts. Every account belongs to one currency; a user owns six (three real, three demo)
 * and the platform owns one of each platform kind per currency. An account is named by a plain
 * string key so balances can live in a map and a database column alike.
 */

/** The accounts a user owns. `locked` holds money for pending orders, withdrawals and subscriptions. */
export const USER_ACCOUNT_KINDS = [
  'available',
  'locked',
  'margin',
  'virtual_available',
  'virtual_locked',
  'virtual_margin',
] as const;
export type UserAccountKind = (typeof USER_ACCOUNT_KINDS)[number];

/**
 * The platform's accounts. `client_money` is the counterpart of deposits and withdrawals;
 * `trading_pnl` is the broker's side of customers' P&L; `loss_absorption` pays losses beyond a
 * customer's money (negative-balance protection); `virtual_issuance` is where demo money comes from
 * and goes back to; `adjustments` is the other side of every four-eyes staff correction (type 16).
 * `fx` is the platform's conversion desk, one per currency: a conversion pays into `fx` of one
 * currency and out of `fx` of the other, so each currency still sums to zero (X2), and the pair of
 * `fx` balances is the platform's open currency position.
 */
export const PLATFORM_ACCOUNT_KINDS = [
  'client_money',
  'fee_income',
  'trading_pnl',
  'loss_absorption',
  'ipo_escrow',
  'ai_pool',
  'group_escrow',
  'virtual_issuance',
  'adjustments',
  'fx',
] as const;
export type PlatformAccountKind = (typeof PLATFORM_ACCOUNT_KINDS)[number];

export interface UserAccount {
  readonly owner: 'user';
  readonly userId: number;
  readonly kind: UserAccountKind;
  readonly currency: string;
}

export interface PlatformAccount {
  readonly owner: 'platform';
  readonly kind: PlatformAccountKind;
  readonly currency: string;
}

export type Account = UserAccount | PlatformAccount;

/** The real account set or the demo (virtual) one; the two never exchange money (invariant L5). */
export type AccountSet = 'real' | 'virtual';

/** A user's three accounts in one set. */
export interface UserAccounts {
  readonly available: UserAccount;
  readonly locked: UserAccount;
  readonly margin: UserAccount;
}

/** A stable string naming an account: `user/7/available/INR` or `platform/fee_income/INR`. */
export type AccountKey = string;

/** The key of an account; the currency is always the last segment. */
export function accountKey(account: Account): AccountKey {
  return account.owner === 'user'
    ? `user/${account.userId}/${account.kind}/${account.currency}`
    : `platform/${account.kind}/${account.currency}`;
}

/** One of a user's accounts in one currency. */
export function userAccount(userId: number, kind: UserAccountKind, currency: string): UserAccount {
  return { owner: 'user', userId, kind, currency };
}

/** One of the platform's accounts in one currency. */
export function platformAccount(kind: PlatformAccountKind, currency: string): PlatformAccount {
  return { owner: 'platform', kind, currency };
}

/** A user's available, locked and margin accounts of one set. */
export function userAccounts(userId: number, set: AccountSet, currency: string): UserAccounts {
  const prefix = set === 'virtual' ? 'virtual_' : '';
  return {
    available: userAccount(userId, `${prefix}available` as const, currency),
    locked: userAccount(userId, `${prefix}locked` as const, currency),
    margin: userAccount(userId, `${prefix}margin` as const, currency),
  };
}

/**
 * The platform account that takes the other side of a fee, a P&L or a loss in `set`. In the demo set
 * it is always `virtual_issuance`, so demo money never reaches a real platform account (L5).
 */
export function counterpart(
  kind: 'fee_income' | 'trading_pnl' | 'loss_absorption',
  set: AccountSet,
  currency: string,
): PlatformAccount {
  return platformAccount(set === 'virtual' ? 'virtual_issuance' : kind, currency);
}

/** Whether an account is part of the demo world: a user's virtual_* account or `virtual_issuance`. */
export function isVirtualAccount(account: Account): boolean {
  return account.owner === 'user' ? account.kind.startsWith('virtual_') : account.kind === 'virtual_issuance';
}

/**
 * The account a conversion passes through in `currency` (X2): the platform's `fx` desk for real money,
 * `virtual_issuance` for demo money, which has no counterparty to hedge and must stay demo (L5).
 */
export function fxAccount(set: AccountSet, currency: string): PlatformAccount {
  return platformAccount(set === 'virtual' ? 'virtual_issuance' : 'fx', currency);
}
