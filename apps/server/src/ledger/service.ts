import type { Settings } from '@demo/contract';
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
  withChanges,
} from '@demo/core';
import { isTx, poolOfHandle, type Queryable, type Tx } from '../db/client';
import type { RunOptions } from '../db/prepared';
import type { Deps } from '../deps';
import { BusChannel } from '../lib/bus';
import { OwnSlot } from '../lib/own-slot';
import { type AccountName, accountOf, compareLockOrder, nameOf } from './accounts';
import { countPosting } from './metrics';
import {
  type AccountRow,
  conversionOf,
  createMissingAccounts,
  ensureHouseAccounts,
  lockUserAccounts,
  type StoredTransferRow,
  selectAccounts,
  type TransferInsert,
  transfersByIdempotencyIds,
  transfersOfPosting,
  writePosting,
} from './store';
import { balanceEventOf, readWallet, type Wallet } from './wallet';

export type { Tx } from '../db/client';

/** A transfer as stored: the core transfer plus its row id and each user side's balance after it. */
export interface PostedTransfer extends Transfer {
  readonly id: number;
  /** The debit side's balance after the transfer; null when it is a platform account (L6). */
  readonly debitBalanceAfterMinor: Minor | null;
  /** The credit side's balance after the transfer; null when it is a platform account (L6). */
  readonly creditBalanceAfterMinor: Minor | null;
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

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

function refuse(code: PostingErrorCode, detail: string): PostOutcome {
  countPosting(code, 0);
  return { ok: false, error: { code, detail } };
}

function minorOrNull(value: bigint | null): Minor | null {
  return value === null ? null : minor(value);
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
    debitBalanceAfterMinor: minorOrNull(row.debitBalanceAfterMinor),
    creditBalanceAfterMinor: minorOrNull(row.creditBalanceAfterMinor),
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
 * The user account rows each transaction has locked, with their balances as the transaction has
 * left them. A transaction that locked a user's accounts to check a balance (`userBalances` with
 * `forUpdate`) posts against the same rows without locking or reading them again. Keyed by the
 * transaction's handle, which `inTransaction` makes afresh for every transaction.
 */
const lockedIn = new OwnSlot<Tx, Map<string, AccountRow>>('lockedIn');

/**
 * Tells the ledger that this transaction holds these user rows locked (FOR UPDATE, taken by a
 * statement of the caller's that locked them with other rows), so `post` and `userBalances` use
 * them without locking or reading them again.
 */
export function holdLocked(tx: Tx, rows: readonly AccountRow[]): void {
  const held = lockedIn.get(tx) ?? new Map<string, AccountRow>();
  lockedIn.set(tx, held);
  for (const row of rows) {
    if (row.userId === null) throw new Error('ledger: platform rows are never held locked');
    held.set(accountKey(accountOf(row)), row);
  }
}

/**
 * Locks the named user rows in lock order (those this transaction holds already are not read
 * again), creating the missing ones first. Missing rows are inserted in lock order, so two creators
 * of the same rows wait on each other instead of deadlocking, and only when absent: an `insert … on
 * conflict do nothing` every time would burn an identity value per attempt.
 */
async function lockUsers(tx: Tx, names: readonly AccountName[]): Promise<Map<string, AccountRow>> {
  const held = lockedIn.get(tx) ?? new Map<string, AccountRow>();
  lockedIn.set(tx, held);
  const wanted = names.filter((n) => !held.has(accountKey(accountOf(n))));
  if (wanted.length === 0) return held;
  let rows = await lockUserAccounts(tx, wanted);
  if (rows.length < wanted.length) {
    const have = new Set(rows.map((r) => accountKey(accountOf(r))));
    await createMissingAccounts(
      tx,
      wanted.filter((n) => !have.has(accountKey(accountOf(n)))),
    );
    rows = await lockUserAccounts(tx, wanted);
  }
  if (rows.length !== wanted.length) throw new Error(`ledger: locked ${rows.length} of ${wanted.length} accounts`);
  for (const row of rows) held.set(accountKey(accountOf(row)), row);
  return held;
}

/**
 * The ids of platform (house) account rows, per database: they are created once, never deleted and
 * never locked on the request path, so a process learns each id once (creating the row if needed).
 */
const houseIdsOf = new WeakMap<object, Map<string, number>>();

async function houseIds(tx: Tx, names: readonly AccountName[]): Promise<Map<string, number>> {
  const pool = poolOfHandle(tx);
  const known = houseIdsOf.get(pool) ?? new Map<string, number>();
  houseIdsOf.set(pool, known);
  const missing = names.filter((n) => !known.has(accountKey(accountOf(n))));
  if (missing.length === 0) return known;
  // Only committed rows are remembered for everyone: a row this transaction created would be
  // remembered but absent if the transaction rolled back.
  const ids = new Map(known);
  for (const row of await ensureHouseAccounts(tx, missing)) {
    const key = accountKey(accountOf(row));
    ids.set(key, row.id);
    if (!row.created) known.set(key, row.id);
  }
  // A row a racer committed while this statement ran is skipped by its insert and unseen by its
  // snapshot; a statement of its own sees it.
  const unseen = missing.filter((n) => !ids.has(accountKey(accountOf(n))));
  if (unseen.length > 0) {
    for (const row of await selectAccounts(tx, unseen, { forUpdate: false })) {
      ids.set(accountKey(accountOf(row)), row.id);
      known.set(accountKey(accountOf(row)), row.id);
    }
  }
  if (missing.some((n) => !ids.has(accountKey(accountOf(n))))) throw new Error('ledger: a platform account has no row');
  return ids;
}

/** A posting's accounts by name, their row ids, and the users' rows locked with their balances. */
interface PostingAccounts {
  readonly names: readonly AccountName[];
  readonly held: Map<string, AccountRow>;
  readonly idOf: (account: Transfer['debitAccount']) => number;
}

async function postingAccounts(tx: Tx, posting: Posting): Promise<PostingAccounts> {
  const names = touchedAccounts(posting);
  // Users' rows first, then platform rows (accounts.ts lock order): a platform row being created
  // by another poster is waited for only while holding user rows, never the other way round.
  const held = await lockUsers(
    tx,
    names.filter((n) => n.userId !== null),
  );
  const house = await houseIds(
    tx,
    names.filter((n) => n.userId === null),
  );
  const idOf = (account: Transfer['debitAccount']): number => {
    const key = accountKey(account);
    const id = account.owner === 'user' ? held.get(key)?.id : house.get(key);
    if (id === undefined) throw new Error(`ledger: account ${key} has no row`);
    return id;
  };
  return { names, held, idOf };
}

/**
 * The rows of a posting's transfers, each with the balance after it on a user side (null on a
 * platform side), and the balances after the whole posting as they ran.
 */
function transferInserts(posting: Posting, accounts: PostingAccounts, before: ReadonlyMap<string, Minor>) {
  const postingId = posting[0]?.idempotencyId ?? '';
  const running = new Map<string, bigint>(before);
  const afterOf = (account: Transfer['debitAccount'], deltaMinor: bigint): bigint | null => {
    const key = accountKey(account);
    const after = (running.get(key) ?? 0n) + deltaMinor;
    running.set(key, after);
    return account.owner === 'user' ? after : null;
  };
  const { idOf } = accounts;
  // Every column written, field by field: the compiler names any column a new field of core's
  // Transfer needs. (Object rest and spread here were our busiest code under load: docs/adr/0006.)
  const inserts = posting.map(
    (t): TransferInsert => ({
      idempotencyId: t.idempotencyId,
      postingId,
      debitAccountId: idOf(t.debitAccount),
      creditAccountId: idOf(t.creditAccount),
      amountMinor: t.amountMinor,
      type: t.type,
      ref: t.ref,
      remark: t.remark ?? null,
      debitBalanceAfterMinor: afterOf(t.debitAccount, -t.amountMinor),
      creditBalanceAfterMinor: afterOf(t.creditAccount, t.amountMinor),
      currency: t.debitAccount.currency,
      fxRate: t.conversion?.rate ?? null,
      fxInstrumentCurrency: t.conversion?.instrumentCurrency ?? null,
      fxInstrumentAmountMinor: t.conversion?.instrumentAmountMinor ?? null,
      fxAccountCurrency: t.conversion?.accountCurrency ?? null,
      fxAccountAmountMinor: t.conversion?.accountAmountMinor ?? null,
    }),
  );
  return { postingId, inserts, running };
}

interface UserDelta {
  readonly key: string;
  readonly accountId: number;
  readonly deltaMinor: bigint;
  readonly afterMinor: bigint;
}

/** The user balances the posting changes, checked against core's `applyPosting` (L3). */
function userDeltasOf(
  held: ReadonlyMap<string, AccountRow>,
  applied: ReadonlyMap<string, bigint>,
  before: ReadonlyMap<string, Minor>,
  running: ReadonlyMap<string, bigint>,
): UserDelta[] {
  const deltas: UserDelta[] = [];
  for (const [key, row] of held) {
    const after = applied.get(key);
    if (after === undefined || !before.has(key)) continue;
    if (running.get(key) !== after) throw new Error(`ledger: running balance of ${key} disagrees with applyPosting`);
    if (after !== row.balanceMinor)
      deltas.push({ key, accountId: row.id, deltaMinor: after - row.balanceMinor, afterMinor: after });
  }
  return deltas;
}

/** The stored balances are the ones core worked out; the transaction's copy of the rows follows them. */
function checkBalancesWritten(
  deltas: readonly UserDelta[],
  applied: ReadonlyMap<string, bigint>,
  written: ReadonlyMap<number, bigint>,
  held: Map<string, AccountRow>,
): void {
  for (const delta of deltas) {
    const expected = applied.get(delta.key);
    const actual = written.get(delta.accountId);
    if (actual === undefined || actual !== expected) {
      throw new Error(`ledger: ${delta.key} is ${actual} after posting, expected ${expected}`);
    }
    const row = held.get(delta.key);
    if (row) held.set(delta.key, withChanges(row, { balanceMinor: actual }));
  }
}

/** The posting as stored: each transfer with its id, time and the balances after it. */
function postedTransfers(
  posting: Posting,
  stored: readonly { idempotencyId: string; id: number; createdAt: Date }[],
  inserts: readonly TransferInsert[],
): PostedTransfer[] {
  const storedById = new Map(stored.map((s) => [s.idempotencyId, s]));
  return posting.map((t, index): PostedTransfer => {
    const s = storedById.get(t.idempotencyId);
    const insert = inserts[index];
    if (!s || !insert) throw new Error(`ledger: transfer ${t.idempotencyId} was not stored`);
    const posted: Mutable<PostedTransfer> = {
      idempotencyId: t.idempotencyId,
      debitAccount: t.debitAccount,
      creditAccount: t.creditAccount,
      amountMinor: t.amountMinor,
      type: t.type,
      ref: t.ref,
      id: s.id,
      createdAt: s.createdAt,
      debitBalanceAfterMinor: minorOrNull(insert.debitBalanceAfterMinor ?? null),
      creditBalanceAfterMinor: minorOrNull(insert.creditBalanceAfterMinor ?? null),
    };
    if (t.remark !== undefined) posted.remark = t.remark;
    if (t.conversion !== undefined) posted.conversion = t.conversion;
    return posted;
  });
}

/**
 * Applies a core Posting atomically inside the caller's transaction, in one statement (docs/adr/0002):
 * users' rows locked in one order and never below zero (L3), house sides as pending rows rolled up
 * later (L6, L7). Idempotent by the first transfer's id; 'insufficient_funds' writes nothing. Callers
 * lock their own rows first, post once per transaction, and publish balance events after commit.
 * `last` lets a group commit send COMMIT with it (docs/adr/0013). The whole contract of `post` is in
 * apps/server/README.md, "Posting to the ledger".
 */
export async function post(tx: Tx, posting: Posting, options: RunOptions = {}): Promise<PostOutcome> {
  if (posting.length === 0) return { ok: true, value: [] };
  const bad = wellFormed(posting);
  if (bad !== null) return refuse('malformed', bad);
  const accounts = await postingAccounts(tx, posting);
  const { names, held, idOf } = accounts;
  // Platform balances are not read: they may go negative, and their sides store no balance after.
  const before = new Map<string, Minor>();
  for (const name of names) {
    const key = accountKey(accountOf(name));
    before.set(key, minor(held.get(key)?.balanceMinor ?? 0n));
  }
  const applied = applyPosting(before, posting);
  if (!applied.ok) {
    // A repeat of a posting that already moved the money may look unaffordable now: it answers the stored one.
    const replay = applied.error === 'insufficient_funds' ? await findReplay(tx, posting) : null;
    return replay ?? refuse(applied.error, applied.detail);
  }
  const { postingId, inserts, running } = transferInserts(posting, accounts, before);
  const userDeltas = userDeltasOf(held, applied.value, before, running);
  const houseAccountIds = [...new Set(names.filter((n) => n.userId === null).map((n) => idOf(accountOf(n))))];
  const written = await writePosting(tx, { transfers: inserts, houseAccountIds, userDeltas }, options);
  if (written.transfers.length === 0) {
    // Nothing was written, so a refusal here (an id of another posting: malformed) is safe to answer.
    const replay = await findReplay(tx, posting);
    if (replay) return replay;
    throw new Error(`ledger: posting ${postingId} wrote nothing and no stored transfer has its ids`);
  }
  if (written.transfers.length !== posting.length) {
    throw new Error(`ledger: posting ${postingId} met idempotency ids written meanwhile by another posting`);
  }
  checkBalancesWritten(userDeltas, applied.value, written.balances, held);
  countPosting('applied', posting.length);
  return { ok: true, value: postedTransfers(posting, written.transfers, inserts) };
}

/**
 * Current balances of a user's account set, read inside tx (optionally FOR UPDATE). With
 * `forUpdate` the three rows are created when missing and locked in the ledger's lock order, and a
 * later `post` in the same transaction posts against them without reading them again.
 */
export async function userBalances(
  q: Queryable,
  userId: number,
  set: AccountSet,
  currency: string,
  opts?: { forUpdate?: boolean },
): Promise<UserBalances> {
  const accounts = userAccounts(userId, set, currency);
  const names = [accounts.available, accounts.locked, accounts.margin].map(nameOf).sort(compareLockOrder);
  let rows: AccountRow[];
  if (opts?.forUpdate) {
    if (!isTx(q)) throw new Error('ledger: balances are locked inside a transaction only');
    rows = [...(await lockUsers(q, names)).values()];
  } else {
    rows = await selectAccounts(q, names, { forUpdate: false });
  }
  const of = (account: Transfer['debitAccount']) =>
    minor(
      rows.find((r) => r.userId === userId && r.kind === account.kind && r.currency === currency)?.balanceMinor ?? 0n,
    );
  return {
    availableMinor: of(accounts.available),
    lockedMinor: of(accounts.locked),
    marginMinor: of(accounts.margin),
  };
}

/**
 * The available balance of each of these account sets, unlocked, in one read whatever their number
 * (the engine's margin glance over every account holding a product that ticked); keyed by
 * `${userId}:${set}`, zero for an account never written.
 */
export async function availableBalances(
  q: Queryable,
  accounts: ReadonlyArray<{ userId: number; set: AccountSet; currency: string }>,
): Promise<Map<string, Minor>> {
  const names = accounts.map((a) => nameOf(userAccounts(a.userId, a.set, a.currency).available));
  const rows = await selectAccounts(q, names, { forUpdate: false });
  const byName = new Map(rows.map((r) => [`${r.userId}:${r.kind}:${r.currency}`, r.balanceMinor]));
  return new Map(
    accounts.map((a, index) => {
      const name = names[index];
      const balance = name ? byName.get(`${name.userId}:${name.kind}:${name.currency}`) : undefined;
      return [`${a.userId}:${a.set}`, minor(balance ?? 0n)];
    }),
  );
}

/**
 * After commit: push a `{type:'balance', …}` user event on the bus for each user touched. Each
 * event is a fresh snapshot read after the commit, so a late event never shows older money than an
 * earlier one (`readAfterCommit`: wallets read in the COMMIT's round trip, db/transaction.ts
 * `withCommit`, which are such reads). The postings are committed whatever happens here: a failure (bus or read) rejects
 * after every user was tried, and callers log it and go on.
 */
export async function publishBalanceEvents(
  deps: Pick<Deps, 'bus' | 'db'>,
  userIds: readonly number[],
  settings?: Pick<Settings, 'defaultCurrency'>,
  readAfterCommit?: ReadonlyMap<number, Wallet>,
): Promise<void> {
  const results = await Promise.allSettled(
    [...new Set(userIds)].map(async (userId) => {
      // A wallet the transaction read in its COMMIT's round trip is as fresh as a read here.
      const wallet = readAfterCommit?.get(userId) ?? (await readWallet(deps.db, userId, settings));
      await deps.bus.publish(BusChannel.user(userId), balanceEventOf(wallet));
    }),
  );
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}
