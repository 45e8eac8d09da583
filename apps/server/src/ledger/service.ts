import {
  type AccountSet,
  accountKey,
  applyPosting,
  type Minor,
  malformation,
  minor,
  type Posting,
  type PostingErrorCode,
  type Transfer,
  userAccounts,
} from '@demo/core';
import type { Queryable, Tx } from '../db/client';
import type { Deps } from '../deps';
import { BusChannel } from '../lib/bus';
import { type AccountName, accountOf, compareLockOrder, nameOf } from './accounts';
import { countPosting } from './metrics';
import {
  type AccountRow,
  addToBalances,
  conversionColumns,
  conversionOf,
  createMissingAccounts,
  insertTransfers,
  type StoredTransferRow,
  selectAccounts,
  transfersByIdempotencyIds,
  transfersOfPosting,
} from './store';
import { balanceEventOf, readWallet } from './wallet';

export type { Tx } from '../db/client';

/** A transfer as stored: the core transfer plus its row id and both sides' balances after it. */
export interface PostedTransfer extends Transfer {
  readonly id: number;
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

function refuse(code: PostingErrorCode, detail: string): PostOutcome {
  countPosting(code, 0);
  return { ok: false, error: { code, detail } };
}

function withConversion(conversion: Transfer['conversion']): { conversion?: NonNullable<Transfer['conversion']> } {
  return conversion === undefined ? {} : { conversion };
}

function postedOf(row: StoredTransferRow): PostedTransfer {
  return {
    id: row.id,
    idempotencyId: row.idempotencyId,
    debitAccount: accountOf(row.debit),
    creditAccount: accountOf(row.credit),
    amountMinor: minor(row.amountMinor),
    // The table's CHECK admits only entry type numbers, and only `post` writes the column.
    type: row.type as Transfer['type'],
    ref: row.ref,
    ...(row.remark === null ? {} : { remark: row.remark }),
    ...withConversion(conversionOf(row)),
    debitBalanceAfterMinor: minor(row.debitBalanceAfterMinor),
    creditBalanceAfterMinor: minor(row.creditBalanceAfterMinor),
    createdAt: row.createdAt,
  };
}

/**
 * The stored posting this one repeats, or null when none of its idempotency ids is stored. A
 * posting is a replay when its FIRST id is stored: the stored posting is the answer. Any other id
 * already used belongs to some other event, which is a bug in the caller: malformed.
 */
async function findReplay(q: Queryable, posting: Posting): Promise<PostOutcome | null> {
  const ids = posting.map((t) => t.idempotencyId);
  const stored = await transfersByIdempotencyIds(q, ids);
  if (stored.length === 0) return null;
  const first = stored.find((row) => row.idempotencyId === ids[0]);
  if (!first) {
    const used = stored.map((row) => `${row.idempotencyId} (posting ${row.postingId})`).join(', ');
    return refuse('malformed', `idempotency ids already used by other postings: ${used}`);
  }
  countPosting('replayed', 0);
  return { ok: true, value: (await transfersOfPosting(q, first.postingId)).map(postedOf) };
}

/** L4 and L5 and unique ids, checked before any row is created for a transfer's accounts. */
function wellFormed(posting: Posting): string | null {
  const seen = new Set<string>();
  for (const [index, transfer] of posting.entries()) {
    const bad = malformation(transfer);
    if (bad) return `transfer ${index} (${transfer.idempotencyId}): ${bad.invariant} ${bad.message}`;
    if (seen.has(transfer.idempotencyId)) return `transfer ${index}: repeated idempotency id ${transfer.idempotencyId}`;
    seen.add(transfer.idempotencyId);
  }
  return null;
}

/** The distinct accounts a posting touches, in lock order. */
function touchedAccounts(posting: Posting): AccountName[] {
  const byKey = new Map<string, AccountName>();
  for (const t of posting) {
    byKey.set(accountKey(t.debitAccount), nameOf(t.debitAccount));
    byKey.set(accountKey(t.creditAccount), nameOf(t.creditAccount));
  }
  return [...byKey.values()].sort(compareLockOrder);
}

/**
 * Locks the named rows in lock order, creating the missing ones first. The existence check takes no
 * lock: locking the existing rows first and creating the others afterwards would take locks out of
 * order (a row created in the middle of the order), and two such posters deadlock. Missing rows are
 * inserted in lock order, so two creators of the same rows wait on each other instead of
 * deadlocking, and only when absent: an `insert … on conflict do nothing` every time would burn an
 * identity value per attempt. Then one statement locks them all, in order.
 */
async function lockAccounts(tx: Tx, names: readonly AccountName[]): Promise<AccountRow[]> {
  const existing = await selectAccounts(tx, names, { forUpdate: false });
  if (existing.length < names.length) {
    const have = new Set(existing.map((r) => accountKey(accountOf(r))));
    await createMissingAccounts(
      tx,
      names.filter((n) => !have.has(accountKey(accountOf(n)))),
    );
  }
  const rows = await selectAccounts(tx, names, { forUpdate: true });
  if (rows.length !== names.length) throw new Error(`ledger: locked ${rows.length} of ${names.length} accounts`);
  return rows;
}

/**
 * Applies a core Posting atomically inside the caller's transaction: locks the touched ledger_accounts
 * rows FOR UPDATE in one stable order (accounts.ts `compareLockOrder`: the user's rows, then the
 * platform's, to avoid deadlocks), applies core `applyPosting`, inserts one ledger_transfers row per
 * transfer with balance_after of both sides, updates balances. Idempotent: a posting whose first
 * idempotencyId already exists returns the stored transfers, creating nothing. Fails with
 * 'insufficient_funds' (→ code 407 for callers) without writing any transfer or balance; the only
 * trace it may leave is an account row created at balance zero.
 *
 * Callers: run it in a READ COMMITTED transaction (the default; the replay check under the locks
 * relies on each statement seeing what committed before it), take your own row locks (orders, …)
 * before calling `post`, post at most once per transaction where you can, and after commit call
 * `publishBalanceEvents`. An empty posting is a no-op answering `[]`.
 */
export async function post(tx: Tx, posting: Posting): Promise<PostOutcome> {
  if (posting.length === 0) return { ok: true, value: [] };
  const bad = wellFormed(posting);
  if (bad !== null) return refuse('malformed', bad);
  // Fast path for a replay after commit; the check is repeated under the locks for racing repeats.
  const early = await findReplay(tx, posting);
  if (early) return early;

  const names = touchedAccounts(posting);
  const rows = await lockAccounts(tx, names);
  // A racing repeat of this posting that held the locks before us has committed by now: read
  // committed gives this statement a fresh snapshot, so its transfers are visible.
  const replay = await findReplay(tx, posting);
  if (replay) return replay;

  const rowByKey = new Map<string, AccountRow>(rows.map((r) => [accountKey(accountOf(r)), r]));
  const before = new Map([...rowByKey].map(([key, row]) => [key, minor(row.balanceMinor)]));
  const applied = applyPosting(before, posting);
  if (!applied.ok) return refuse(applied.error, applied.detail);

  const postingId = posting[0]?.idempotencyId ?? '';
  const running = new Map<string, bigint>(before);
  const inserts = posting.map((t) => {
    const debitKey = accountKey(t.debitAccount);
    const creditKey = accountKey(t.creditAccount);
    const debitAfter = (running.get(debitKey) ?? 0n) - t.amountMinor;
    const creditAfter = (running.get(creditKey) ?? 0n) + t.amountMinor;
    running.set(debitKey, debitAfter);
    running.set(creditKey, creditAfter);
    const row = (key: string) => {
      const found = rowByKey.get(key);
      if (!found) throw new Error(`ledger: account ${key} was not locked`);
      return found;
    };
    return {
      idempotencyId: t.idempotencyId,
      postingId,
      debitAccountId: row(debitKey).id,
      creditAccountId: row(creditKey).id,
      amountMinor: t.amountMinor,
      type: t.type,
      ref: t.ref,
      remark: t.remark ?? null,
      debitBalanceAfterMinor: debitAfter,
      creditBalanceAfterMinor: creditAfter,
      currency: t.debitAccount.currency,
      ...conversionColumns(t.conversion),
    };
  });
  const deltas = [...rowByKey].map(([key, row]) => {
    const after = applied.value.get(key) ?? 0n;
    if (running.get(key) !== after) throw new Error(`ledger: running balance of ${key} disagrees with applyPosting`);
    return { accountId: row.id, deltaMinor: after - row.balanceMinor };
  });

  const stored = await insertTransfers(tx, inserts);
  const balances = await addToBalances(
    tx,
    deltas.filter((d) => d.deltaMinor !== 0n),
  );
  for (const [key, row] of rowByKey) {
    const expected = applied.value.get(key) ?? 0n;
    const actual = balances.get(row.id) ?? row.balanceMinor;
    if (actual !== expected) throw new Error(`ledger: ${key} is ${actual} after posting, expected ${expected}`);
  }
  countPosting('applied', posting.length);
  const storedById = new Map(stored.map((s) => [s.idempotencyId, s]));
  return {
    ok: true,
    value: posting.map((t, index): PostedTransfer => {
      const s = storedById.get(t.idempotencyId);
      const insert = inserts[index];
      if (!s || !insert) throw new Error(`ledger: transfer ${t.idempotencyId} was not stored`);
      return {
        ...t,
        id: s.id,
        createdAt: s.createdAt,
        debitBalanceAfterMinor: minor(insert.debitBalanceAfterMinor),
        creditBalanceAfterMinor: minor(insert.creditBalanceAfterMinor),
      };
    }),
  };
}

/**
 * Current balances of a user's account set, read inside tx (optionally FOR UPDATE). With
 * `forUpdate` the three rows are created when missing and locked in the ledger's lock order, so a
 * later `post` in the same transaction touching them cannot deadlock with another poster.
 */
export async function userBalances(
  tx: Tx,
  userId: number,
  set: AccountSet,
  currency: string,
  opts?: { forUpdate?: boolean },
): Promise<UserBalances> {
  const accounts = userAccounts(userId, set, currency);
  const names = [accounts.available, accounts.locked, accounts.margin].map(nameOf).sort(compareLockOrder);
  const rows = opts?.forUpdate ? await lockAccounts(tx, names) : await selectAccounts(tx, names, { forUpdate: false });
  const of = (kind: string) => minor(rows.find((r) => r.kind === kind)?.balanceMinor ?? 0n);
  return {
    availableMinor: of(accounts.available.kind),
    lockedMinor: of(accounts.locked.kind),
    marginMinor: of(accounts.margin.kind),
  };
}

/**
 * After commit: push a `{type:'balance', …}` user event on the bus for each user touched. Each
 * event is a fresh snapshot read after the commit, so a late event never shows older money than an
 * earlier one. The postings are committed whatever happens here: a failure (bus or read) rejects
 * after every user was tried, and callers log it and go on.
 */
export async function publishBalanceEvents(deps: Pick<Deps, 'bus' | 'db'>, userIds: readonly number[]): Promise<void> {
  const results = await Promise.allSettled(
    [...new Set(userIds)].map(async (userId) => {
      const wallet = await readWallet(deps.db, userId);
      await deps.bus.publish(BusChannel.user(userId), balanceEventOf(wallet));
    }),
  );
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}
