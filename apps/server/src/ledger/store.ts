import { type Conversion, minor } from '@demo/core';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable, Tx } from '../db/client';
import { ledgerAccounts, ledgerTransfers } from '../db/schema';
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

/**
 * Adds each delta to its account and returns the new balances. The database's CHECK refuses a user
 * account below zero (L3, a second time after `applyPosting`), which aborts the transaction.
 */
export async function addToBalances(
  tx: Tx,
  deltas: ReadonlyArray<{ accountId: number; deltaMinor: bigint }>,
): Promise<Map<number, bigint>> {
  if (deltas.length === 0) return new Map();
  const values = sql.join(
    deltas.map((d) => sql`(${d.accountId}::integer, ${d.deltaMinor.toString()}::bigint)`),
    sql`, `,
  );
  const result = await tx.execute<{ id: number; balance_minor: string }>(sql`
    update ${ledgerAccounts} as a set balance_minor = a.balance_minor + v.delta_minor
    from (values ${values}) as v(id, delta_minor)
    where a.id = v.id
    returning a.id, a.balance_minor`);
  return new Map(result.rows.map((r) => [Number(r.id), BigInt(r.balance_minor)]));
}

export interface TransferInsert {
  idempotencyId: string;
  postingId: string;
  debitAccountId: number;
  creditAccountId: number;
  amountMinor: bigint;
  type: number;
  ref: string;
  remark: string | null;
  debitBalanceAfterMinor: bigint;
  creditBalanceAfterMinor: bigint;
  currency: string;
  /** The conversion the transfer records (docs/SPEC.md X1); all absent when it converted nothing. */
  fxRate?: string | null;
  fxInstrumentCurrency?: string | null;
  fxInstrumentAmountMinor?: bigint | null;
  fxAccountCurrency?: string | null;
  fxAccountAmountMinor?: bigint | null;
}

/** The columns that store a transfer's conversion (X1), or nothing for a transfer without one. */
export function conversionColumns(conversion: Conversion | undefined): Partial<TransferInsert> {
  if (conversion === undefined) return {};
  return {
    fxRate: conversion.rate,
    fxInstrumentCurrency: conversion.instrumentCurrency,
    fxInstrumentAmountMinor: conversion.instrumentAmountMinor,
    fxAccountCurrency: conversion.accountCurrency,
    fxAccountAmountMinor: conversion.accountAmountMinor,
  };
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

export async function insertTransfers(
  tx: Tx,
  rows: readonly TransferInsert[],
): Promise<Array<{ id: number; idempotencyId: string; createdAt: Date }>> {
  if (rows.length === 0) return [];
  return await tx
    .insert(ledgerTransfers)
    .values([...rows])
    .returning({
      id: ledgerTransfers.id,
      idempotencyId: ledgerTransfers.idempotencyId,
      createdAt: ledgerTransfers.createdAt,
    });
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
  debitBalanceAfterMinor: bigint;
  creditBalanceAfterMinor: bigint;
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

/** Every account row with its balance. */
export async function allAccounts(q: Queryable): Promise<AccountRow[]> {
  return await q
    .select({
      id: ledgerAccounts.id,
      userId: ledgerAccounts.userId,
      kind: ledgerAccounts.kind,
      currency: ledgerAccounts.currency,
      balanceMinor: ledgerAccounts.balanceMinor,
    })
    .from(ledgerAccounts)
    .orderBy(...LOCK_ORDER);
}
