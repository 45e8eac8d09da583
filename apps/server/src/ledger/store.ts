import { type Conversion, minor } from '@demo/core';
import { and, asc, desc, eq, getTableColumns, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable, Tx } from '../db/client';
import { namedStatement, type RidingRead, type RunOptions, riding, ridingStatement, runNamed } from '../db/prepared';
import { ledgerAccounts, ledgerHousePending, ledgerTransfers } from '../db/schema';
import type { AccountName } from './accounts';

/** SQL of the ledger: account rows, transfers and balances. Only service.ts writes through it. */

export interface AccountRow extends AccountName {
  readonly id: number;
  readonly balanceMinor: bigint;
}

function named(name: AccountName): SQL {
  const owner = name.userId === null ? isNull(ledgerAccounts.userId) : eq(ledgerAccounts.userId, name.userId);
  const condition = and(owner, eq(ledgerAccounts.kind, name.kind), eq(ledgerAccounts.currency, name.currency));
  if (!condition) throw new Error('unreachable: and() of three conditions');
  return condition;
}

/** The lock order of accounts.ts `compareLockOrder`, in SQL. */
const LOCK_ORDER = [
  sql`${ledgerAccounts.userId} asc nulls last`,
  sql`${ledgerAccounts.kind} collate "C"`,
  sql`${ledgerAccounts.currency} collate "C"`,
];

/** Creates the rows that do not exist yet, at balance zero; `names` must come in lock order. */
export async function createMissingAccounts(tx: Tx, names: readonly AccountName[]): Promise<void> {
  if (names.length === 0) return;
  await tx
    .insert(ledgerAccounts)
    .values(names.map((n) => ({ userId: n.userId, kind: n.kind, currency: n.currency })))
    .onConflictDoNothing();
}

/**
 * Reads the named rows, locked FOR UPDATE when asked. PostgreSQL locks rows as the sorted result is
 * produced, so the locks are taken in LOCK_ORDER whatever order `names` has.
 */
export async function selectAccounts(
  q: Queryable,
  names: readonly AccountName[],
  options: { forUpdate: boolean },
): Promise<AccountRow[]> {
  if (names.length === 0) return [];
  // Users' rows only (a wallet, a balance check): one named statement instead of a built one.
  if (!options.forUpdate && names.every((n) => n.userId !== null)) return await readUserAccounts(q, names);
  const query = q
    .select({
      id: ledgerAccounts.id,
      userId: ledgerAccounts.userId,
      kind: ledgerAccounts.kind,
      currency: ledgerAccounts.currency,
      balanceMinor: ledgerAccounts.balanceMinor,
    })
    .from(ledgerAccounts)
    .where(or(...names.map(named)))
    .orderBy(...LOCK_ORDER);
  return options.forUpdate ? await query.for('update') : await query;
}

/** The columns of one stored transfer that `post` writes: every column without a database default. */
export type TransferInsert = Omit<typeof ledgerTransfers.$inferInsert, 'id' | 'createdAt'>;

/**
 * The written columns, read from the schema: a column added to ledger_transfers (with its field on
 * the core transfer) is written without touching the statement below. Each is sent as one array.
 */
const TRANSFER_COLUMNS = Object.entries(getTableColumns(ledgerTransfers))
  .filter(([, column]) => !column.hasDefault)
  .map(([key, column]) => ({ key: key as keyof TransferInsert, name: column.name, type: column.getSQLType() }));

/** The parameter that carries the idempotency ids (1-based, as PostgreSQL numbers them). */
const IDEMPOTENCY_PARAM = TRANSFER_COLUMNS.findIndex((c) => c.key === 'idempotencyId') + 1;

function driverValue(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'bigint') return value.toString();
  return value;
}

const ACCOUNT_LOCK_ORDER_SQL = `a.user_id asc nulls last, a.kind collate "C", a.currency collate "C"`;

const ENSURE_HOUSE_ACCOUNTS = namedStatement(
  'ledger_ensure_house_accounts',
  `with wanted as (select * from unnest($1::text[], $2::text[]) as n(kind, currency)),
   created as (
     insert into ledger_accounts (user_id, kind, currency) select null, kind, currency from wanted
     on conflict do nothing returning id, kind, currency)
   select id, kind, currency, true as created from created
   union all
   select a.id, a.kind, a.currency, false from ledger_accounts a join wanted w on a.user_id is null and a.kind = w.kind
     and a.currency = w.currency`,
);

/**
 * The rows of these platform accounts, created when missing (never locked: a creator racing us
 * makes this statement wait for its commit, which happens once per account ever). `created` tells
 * a row this transaction made, which exists for others only once it commits.
 */
export async function ensureHouseAccounts(
  tx: Tx,
  names: readonly AccountName[],
): Promise<Array<AccountRow & { created: boolean }>> {
  const rows = await runNamed<{ id: number; kind: string; currency: string; created: boolean }>(
    tx,
    ENSURE_HOUSE_ACCOUNTS,
    [names.map((n) => n.kind), names.map((n) => n.currency)],
  );
  return rows.map((r) => ({
    id: r.id,
    userId: null,
    kind: r.kind,
    currency: r.currency,
    balanceMinor: 0n,
    created: r.created,
  }));
}

/** Locks the named user accounts FOR UPDATE in LOCK_ORDER; missing rows are simply not returned. */
const LOCK_USER_ACCOUNTS = namedStatement(
  'ledger_lock_user_accounts',
  `select a.id, a.user_id, a.kind, a.currency, a.balance_minor
     from ledger_accounts a
     join unnest($1::integer[], $2::text[], $3::text[]) as n(user_id, kind, currency)
       on a.user_id = n.user_id and a.kind = n.kind and a.currency = n.currency
    order by ${ACCOUNT_LOCK_ORDER_SQL}
    for update of a`,
);

/** The named user account rows without locking, in LOCK_ORDER; missing rows are simply not returned. */
const READ_USER_ACCOUNTS = namedStatement(
  'ledger_read_user_accounts',
  `select a.id, a.user_id, a.kind, a.currency, a.balance_minor
     from ledger_accounts a
     join unnest($1::integer[], $2::text[], $3::text[]) as n(user_id, kind, currency)
       on a.user_id = n.user_id and a.kind = n.kind and a.currency = n.currency
    order by ${ACCOUNT_LOCK_ORDER_SQL}`,
);

type AccountDriverRow = { id: number; user_id: number; kind: string; currency: string; balance_minor: string };

function accountRowOf(r: AccountDriverRow): AccountRow {
  return { id: r.id, userId: r.user_id, kind: r.kind, currency: r.currency, balanceMinor: BigInt(r.balance_minor) };
}

function nameColumns(names: readonly AccountName[]): unknown[] {
  return [names.map((n) => n.userId), names.map((n) => n.kind), names.map((n) => n.currency)];
}

async function readUserAccounts(q: Queryable, names: readonly AccountName[]): Promise<AccountRow[]> {
  return (await runNamed<AccountDriverRow>(q, READ_USER_ACCOUNTS, nameColumns(names))).map(accountRowOf);
}

const USER_ACCOUNTS_SQL = `select a.id, a.user_id, a.kind, a.currency, a.balance_minor from ledger_accounts a
    where a.user_id = $1 and (a.kind, a.currency) in (select * from unnest($2::text[], $3::text[]))
    order by ${ACCOUNT_LOCK_ORDER_SQL}`;
const USER_ACCOUNTS_RIDING = ridingStatement(
  'riding_user_accounts',
  ['integer', 'text[]', 'text[]'],
  USER_ACCOUNTS_SQL,
);
const USER_ACCOUNTS_LOCKED_RIDING = ridingStatement(
  'riding_user_accounts_locked',
  ['integer', 'text[]', 'text[]'],
  `${USER_ACCOUNTS_SQL} for update of a`,
);

/**
 * A read of one user's named account rows, in LOCK_ORDER, FOR UPDATE when asked: for a read that
 * rides in BEGIN's or COMMIT's round trip (db/transaction.ts `withBegin`, `withCommit`). Its rows
 * read back with `accountRowsOf`.
 */
export function userAccountsRead(names: readonly AccountName[], options: { forUpdate: boolean }): RidingRead {
  const [first] = names;
  if (!first || first.userId === null || names.some((n) => n.userId !== first.userId)) {
    throw new Error('userAccountsRead: the accounts of one user');
  }
  return riding(options.forUpdate ? USER_ACCOUNTS_LOCKED_RIDING : USER_ACCOUNTS_RIDING, [
    first.userId,
    names.map((n) => n.kind),
    names.map((n) => n.currency),
  ]);
}

export function accountRowsOf(rows: readonly Record<string, unknown>[]): AccountRow[] {
  return rows.map((r) => accountRowOf(r as AccountDriverRow)); // Sound: the columns of userAccountsRead.
}

/** The user account rows of `names` (all users' rows), locked until the transaction ends. */
export async function lockUserAccounts(tx: Tx, names: readonly AccountName[]): Promise<AccountRow[]> {
  if (names.length === 0) return [];
  return (await runNamed<AccountDriverRow>(tx, LOCK_USER_ACCOUNTS, nameColumns(names))).map(accountRowOf);
}

/** A stored conversion read back into core's shape, or undefined when the row has none. */
export function conversionOf(row: StoredTransferRow): Conversion | undefined {
  const { fxRate, fxInstrumentCurrency, fxInstrumentAmountMinor, fxAccountCurrency, fxAccountAmountMinor } = row;
  if (
    fxRate === null ||
    fxInstrumentCurrency === null ||
    fxInstrumentAmountMinor === null ||
    fxAccountCurrency === null ||
    fxAccountAmountMinor === null
  ) {
    return undefined;
  }
  return {
    rate: fxRate,
    instrumentCurrency: fxInstrumentCurrency,
    instrumentAmountMinor: minor(fxInstrumentAmountMinor),
    accountCurrency: fxAccountCurrency,
    accountAmountMinor: minor(fxAccountAmountMinor),
  };
}

/** The posting's parameters after the transfers' columns: house ids, user ids and deltas, the count. */
const HOUSE_IDS_PARAM = TRANSFER_COLUMNS.length + 1;
const USER_IDS_PARAM = TRANSFER_COLUMNS.length + 2;
const USER_DELTAS_PARAM = TRANSFER_COLUMNS.length + 3;
const TRANSFER_COUNT_PARAM = TRANSFER_COLUMNS.length + 4;
/** The checked form's last parameter: each user account's balance after, as Node computed it. */
const USER_AFTERS_PARAM = TRANSFER_COLUMNS.length + 5;

function writePostingText(checked: boolean): string {
  // docs/adr/0013: the checked form refuses, in the statement, what Node would refuse after it (a
  // transfer not written, a balance other than computed), so a COMMIT sent behind it never commits
  // a posting Node did not see whole.
  const check = checked
    ? `,
          ledger_posting_checked(
            (select count(*)::integer from inserted), $${TRANSFER_COUNT_PARAM}::integer,
            (select count(*) from users) = cardinality($${USER_IDS_PARAM}::integer[])
              and coalesce((select bool_and(u.balance_minor = e.after_minor)
                 from users u join unnest($${USER_IDS_PARAM}::integer[], $${USER_AFTERS_PARAM}::bigint[]) as e(id, after_minor)
                   on e.id = u.id), true)) as checked`
    : '';
  // The unchecked form writes nothing when any id is stored (a repeat finds its posting). The checked
  // form needs no probe: a stored id skips its row (`on conflict`), and the count check then aborts
  // the transaction; the probe's function, with its own setting, cost a GUC save and restore per
  // posting (1.4 % of the machine's samples under the 16-client orders bench).
  const unused = checked
    ? ''
    : `
      where ledger_ids_unused($${IDEMPOTENCY_PARAM}::text[])`;
  return `with inserted as (
     insert into ledger_transfers (${TRANSFER_COLUMNS.map((c) => `"${c.name}"`).join(', ')})
     select * from unnest(${TRANSFER_COLUMNS.map((c, index) => `$${index + 1}::${c.type}[]`).join(', ')})${unused}
     on conflict (idempotency_id) do nothing
     returning id, idempotency_id, created_at, debit_account_id, credit_account_id, amount_minor),
   house as (
     insert into ledger_house_pending (transfer_id, account_id, delta_minor)
     select i.id, i.debit_account_id, -i.amount_minor from inserted i
      where i.debit_account_id = any($${HOUSE_IDS_PARAM}::integer[])
     union all
     select i.id, i.credit_account_id, i.amount_minor from inserted i
      where i.credit_account_id = any($${HOUSE_IDS_PARAM}::integer[])),
   users as (
     update ledger_accounts a
        set balance_minor = a.balance_minor
          + ($${USER_DELTAS_PARAM}::bigint[])[array_position($${USER_IDS_PARAM}::integer[], a.id)]
      where a.id = any($${USER_IDS_PARAM}::integer[]) and (select count(*) from inserted) = $${TRANSFER_COUNT_PARAM}
     returning a.id, a.balance_minor)
   select (select coalesce(json_agg(json_build_object('id', id, 'idempotencyId', idempotency_id, 'createdAt', created_at)), '[]')
             from inserted) as transfers,
          (select coalesce(json_agg(json_build_object('id', id, 'balanceMinor', balance_minor::text)), '[]')
             from users) as balances${check}`;
}

/**
 * One posting's writes in one statement (L6): its transfers; a pending row per platform side, in
 * place of an update of the platform's row, which nothing on the request path locks; and the users'
 * new balances, which the database's CHECK keeps at or above zero (L3). When any of the posting's
 * idempotency ids is stored already, nothing is written: the caller sees no row inserted and looks
 * for the stored posting (a repeat) or the other posting that used the id (a bug). A writer racing
 * for the same id past that check is skipped by `on conflict`, and then no balance moves. The check
 * is `ledger_ids_unused` (migration 0024), whose plan is the unique index's however small the ledger
 * was when this statement was first planned on its connection (docs/adr/0005).
 */
const WRITE_POSTING = namedStatement('ledger_write_posting', writePostingText(false));
/**
 * The same writes for a posting whose ids are new by construction (drawn from a sequence this
 * transaction), checked by the statement itself (migration 0026): it fails unless every transfer was
 * written and every user balance is the one computed, so it may be the last statement before COMMIT
 * in one round trip (docs/adr/0013).
 */
const WRITE_POSTING_CHECKED = namedStatement('ledger_write_posting_checked', writePostingText(true));

export interface WrittenPosting {
  readonly transfers: ReadonlyArray<{ id: number; idempotencyId: string; createdAt: Date }>;
  /** The new balance of each user account that moved, by account id. */
  readonly balances: ReadonlyMap<number, bigint>;
}

export async function writePosting(
  tx: Tx,
  input: {
    transfers: readonly TransferInsert[];
    houseAccountIds: readonly number[];
    userDeltas: ReadonlyArray<{ accountId: number; deltaMinor: bigint; afterMinor: bigint }>;
  },
  options: RunOptions = {},
): Promise<WrittenPosting> {
  const columns = TRANSFER_COLUMNS.map((c) => input.transfers.map((t) => driverValue(t[c.key])));
  const values: unknown[] = [
    ...columns,
    [...input.houseAccountIds],
    input.userDeltas.map((d) => d.accountId),
    input.userDeltas.map((d) => d.deltaMinor.toString()),
    input.transfers.length,
  ];
  // The last statement before COMMIT checks itself (docs/adr/0013); any other is checked below by `post`.
  const last = options.last === true;
  if (last) values.push(input.userDeltas.map((d) => d.afterMinor.toString()));
  const [row] = await runNamed<{
    transfers: Array<{ id: number; idempotencyId: string; createdAt: string }>;
    balances: Array<{ id: number; balanceMinor: string }>;
  }>(tx, last ? WRITE_POSTING_CHECKED : WRITE_POSTING, values, { last });
  if (!row) throw new Error('ledger: the posting statement answered no row');
  return {
    transfers: row.transfers.map((t) => ({
      id: t.id,
      idempotencyId: t.idempotencyId,
      createdAt: new Date(t.createdAt),
    })),
    balances: new Map(row.balances.map((b) => [b.id, BigInt(b.balanceMinor)])),
  };
}

/**
 * Moves at most `batchMax` pending platform sides into their accounts' balances, in one statement
 * (so each is counted exactly once, L6), and answers how many moved. Run by the engine leader only:
 * it is the one writer of platform rows, so it never waits on a posting and no posting waits on it.
 */
const ROLL_UP_HOUSE = namedStatement(
  'ledger_roll_up_house',
  `with moved as (
     delete from ledger_house_pending
      where (transfer_id, account_id) in (
        select transfer_id, account_id from ledger_house_pending order by transfer_id limit $1)
     returning account_id, delta_minor),
   sums as (select account_id, sum(delta_minor) as delta_minor, count(*) as n from moved group by account_id),
   updated as (
     update ledger_accounts a set balance_minor = a.balance_minor + s.delta_minor
       from sums s where a.id = s.account_id
     returning a.id)
   select coalesce((select sum(n) from sums), 0)::integer as moved`,
);

export async function rollUpHouse(tx: Tx, batchMax: number): Promise<number> {
  const [row] = await runNamed<{ moved: number }>(tx, ROLL_UP_HOUSE, [batchMax]);
  return row?.moved ?? 0;
}

const debitAccount = alias(ledgerAccounts, 'debit_account');
const creditAccount = alias(ledgerAccounts, 'credit_account');

export interface StoredTransferRow {
  id: number;
  idempotencyId: string;
  postingId: string;
  amountMinor: bigint;
  type: number;
  ref: string;
  remark: string | null;
  /** Null on a platform side (L6). */
  debitBalanceAfterMinor: bigint | null;
  creditBalanceAfterMinor: bigint | null;
  createdAt: Date;
  debit: AccountName;
  credit: AccountName;
  fxRate: string | null;
  fxInstrumentCurrency: string | null;
  fxInstrumentAmountMinor: bigint | null;
  fxAccountCurrency: string | null;
  fxAccountAmountMinor: bigint | null;
}

function storedTransfers(q: Queryable) {
  return q
    .select({
      id: ledgerTransfers.id,
      idempotencyId: ledgerTransfers.idempotencyId,
      postingId: ledgerTransfers.postingId,
      amountMinor: ledgerTransfers.amountMinor,
      type: ledgerTransfers.type,
      ref: ledgerTransfers.ref,
      remark: ledgerTransfers.remark,
      debitBalanceAfterMinor: ledgerTransfers.debitBalanceAfterMinor,
      creditBalanceAfterMinor: ledgerTransfers.creditBalanceAfterMinor,
      createdAt: ledgerTransfers.createdAt,
      debit: { userId: debitAccount.userId, kind: debitAccount.kind, currency: debitAccount.currency },
      credit: { userId: creditAccount.userId, kind: creditAccount.kind, currency: creditAccount.currency },
      fxRate: ledgerTransfers.fxRate,
      fxInstrumentCurrency: ledgerTransfers.fxInstrumentCurrency,
      fxInstrumentAmountMinor: ledgerTransfers.fxInstrumentAmountMinor,
      fxAccountCurrency: ledgerTransfers.fxAccountCurrency,
      fxAccountAmountMinor: ledgerTransfers.fxAccountAmountMinor,
    })
    .from(ledgerTransfers)
    .innerJoin(debitAccount, eq(debitAccount.id, ledgerTransfers.debitAccountId))
    .innerJoin(creditAccount, eq(creditAccount.id, ledgerTransfers.creditAccountId));
}

/** Stored transfers with any of these idempotency ids. */
export async function transfersByIdempotencyIds(q: Queryable, ids: readonly string[]): Promise<StoredTransferRow[]> {
  if (ids.length === 0) return [];
  return await storedTransfers(q)
    .where(inArray(ledgerTransfers.idempotencyId, [...ids]))
    .orderBy(asc(ledgerTransfers.id));
}

/** Every stored transfer of one posting, in the order it was applied. */
export async function transfersOfPosting(q: Queryable, postingId: string): Promise<StoredTransferRow[]> {
  return await storedTransfers(q).where(eq(ledgerTransfers.postingId, postingId)).orderBy(asc(ledgerTransfers.id));
}

/** Every stored transfer, oldest first: for tests and audits that replay the ledger. */
export async function allTransfers(q: Queryable): Promise<StoredTransferRow[]> {
  return await storedTransfers(q).orderBy(asc(ledgerTransfers.id));
}

/**
 * Every account row with its balance; a platform account's is its rolled-up balance plus its pending
 * sides (L6), so the answer is the ledger's balances whether or not the leader has rolled up lately.
 */
export async function allAccounts(q: Queryable): Promise<AccountRow[]> {
  return await q
    .select({
      id: ledgerAccounts.id,
      userId: ledgerAccounts.userId,
      kind: ledgerAccounts.kind,
      currency: ledgerAccounts.currency,
      balanceMinor: sql<bigint>`(${ledgerAccounts.balanceMinor} + coalesce((select sum(p.delta_minor)
        from ${ledgerHousePending} p where p.account_id = ${ledgerAccounts.id}), 0))::bigint`.mapWith((v) =>
        BigInt(String(v)),
      ),
    })
    .from(ledgerAccounts)
    .orderBy(...LOCK_ORDER);
}

/**
 * One account's balance just before `beforeMs`: the balance after its last transfer of any type
 * before that instant, or 0 before its first. Stored with each transfer by `post` (L2). The
 * statements, the analytics and the ledger list all open and close their windows with it.
 */
export async function balanceBefore(q: Queryable, accountId: number, beforeMs: number): Promise<bigint> {
  const [row] = await q
    .select({
      after: sql<string | null>`case when ${ledgerTransfers.creditAccountId} = ${accountId}
        then ${ledgerTransfers.creditBalanceAfterMinor} else ${ledgerTransfers.debitBalanceAfterMinor} end::text`,
    })
    .from(ledgerTransfers)
    .where(
      and(
        or(eq(ledgerTransfers.debitAccountId, accountId), eq(ledgerTransfers.creditAccountId, accountId)),
        lt(ledgerTransfers.createdAt, new Date(beforeMs)),
      ),
    )
    .orderBy(desc(ledgerTransfers.id))
    .limit(1);
  return row?.after ? BigInt(row.after) : 0n;
}
