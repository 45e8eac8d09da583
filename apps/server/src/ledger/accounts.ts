import {
  type Account,
  PLATFORM_ACCOUNT_KINDS,
  type PlatformAccountKind,
  platformAccount,
  USER_ACCOUNT_KINDS,
  type UserAccountKind,
  userAccount,
} from '@demo/core';

/** The columns that name a ledger account row: user (null for the platform), kind and currency. */
export interface AccountName {
  readonly userId: number | null;
  readonly kind: string;
  readonly currency: string;
}

function isUserKind(kind: string): kind is UserAccountKind {
  return (USER_ACCOUNT_KINDS as readonly string[]).includes(kind);
}

function isPlatformKind(kind: string): kind is PlatformAccountKind {
  return (PLATFORM_ACCOUNT_KINDS as readonly string[]).includes(kind);
}

/** The row name of a core account. */
export function nameOf(account: Account): AccountName {
  return account.owner === 'user'
    ? { userId: account.userId, kind: account.kind, currency: account.currency }
    : { userId: null, kind: account.kind, currency: account.currency };
}

/**
 * The core account a stored row names. The database's `ledger_accounts_kind` check admits only
 * core's kinds, so an unknown one here is a bug (or a schema that drifted from core) and throws.
 */
export function accountOf(row: AccountName): Account {
  if (row.userId !== null && isUserKind(row.kind)) return userAccount(row.userId, row.kind, row.currency);
  if (row.userId === null && isPlatformKind(row.kind)) return platformAccount(row.kind, row.currency);
  throw new Error(`ledger_accounts row names no core account: ${JSON.stringify(row)}`);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The one order in which the ledger locks (and lazily creates) account rows: a user's accounts
 * before the platform's, then by user id, kind and currency (bytewise, as `collate "C"` in SQL).
 * Users come first so that a caller who already holds a user's rows (`userBalances` with
 * `forUpdate`) and then posts acquires the platform rows last, in the same order as everyone else:
 * no cycle, no deadlock. store.ts sorts with the same rule in SQL.
 */
export function compareLockOrder(a: AccountName, b: AccountName): number {
  if (a.userId !== b.userId) {
    if (a.userId === null) return 1;
    if (b.userId === null) return -1;
    return a.userId - b.userId;
  }
  return compareText(a.kind, b.kind) || compareText(a.currency, b.currency);
}
