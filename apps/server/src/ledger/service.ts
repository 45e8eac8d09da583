import type { AccountSet, Minor, Posting, PostingErrorCode, Transfer } from '@demo/core';
import type { Tx } from '../db/client';
import type { Deps } from '../deps';

export type { Tx } from '../db/client';

/** A transfer as stored: the core transfer plus its row id and both sides' balances after it. */
export interface PostedTransfer extends Transfer {
  readonly id: bigint;
  readonly debitBalanceAfterMinor: Minor;
  readonly creditBalanceAfterMinor: Minor;
  readonly createdAt: Date;
}

/** Why a posting was refused; `insufficient_funds` maps to contract code 407 for callers. */
export interface PostFailure {
  readonly code: PostingErrorCode;
  readonly detail: string;
}

export type PostOutcome =
  | { readonly ok: true; readonly value: PostedTransfer[] }
  | { readonly ok: false; readonly error: PostFailure };

/** A user's three balances of one set, in minor units. */
export interface UserBalances {
  readonly availableMinor: Minor;
  readonly lockedMinor: Minor;
  readonly marginMinor: Minor;
}

/**
 * Applies a core Posting atomically inside the caller's transaction: locks the touched ledger_accounts
 * rows FOR UPDATE in one stable order (account key order, to avoid deadlocks), applies core
 * `applyPosting`, inserts one ledger_transfers row per transfer with balance_after of both sides,
 * updates balances. Idempotent: a posting whose first idempotencyId already exists returns the stored
 * transfers, creating nothing. Fails with 'insufficient_funds' (→ code 407 for callers) without
 * writing anything.
 */
export async function post(_tx: Tx, _posting: Posting): Promise<PostOutcome> {
  throw new Error('ledger.post: not implemented yet');
}

/** Current balances of a user's account set, read inside tx (optionally FOR UPDATE). */
export async function userBalances(
  _tx: Tx,
  _userId: number,
  _set: AccountSet,
  _currency: string,
  _opts?: { forUpdate?: boolean },
): Promise<UserBalances> {
  throw new Error('ledger.userBalances: not implemented yet');
}

/** After commit: push a `{type:'balance', …}` user event on the bus for each user touched. */
export async function publishBalanceEvents(
  _deps: Pick<Deps, 'bus' | 'db'>,
  _userIds: readonly number[],
): Promise<void> {
  throw new Error('ledger.publishBalanceEvents: not implemented yet');
}
