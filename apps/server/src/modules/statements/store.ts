import { EntryType } from '@demo/core';
import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  like,
  lt,
  lte,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contractNotes, ledgerAccounts, ledgerTransfers, orders, statementIssues } from '../../db/schema';

/** SQL of statements: reads of the ledger, and the issued statements' hashes (ST5). */

export async function availableAccountId(
  q: Queryable,
  userId: number,
  kind: string,
  currency: string,
): Promise<number | null> {
  const [row] = await q
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.currency, currency)),
    );
  return row?.id ?? null;
}

function touches(accountId: number, window: { fromMs: number; toMs: number }) {
  return and(
    or(eq(ledgerTransfers.debitAccountId, accountId), eq(ledgerTransfers.creditAccountId, accountId)),
    gte(ledgerTransfers.createdAt, new Date(window.fromMs)),
    lte(ledgerTransfers.createdAt, new Date(window.toMs)),
  );
}

/** The window's transfers of the account summed by type, signed from the account's side. */
export async function totalsByType(
  q: Queryable,
  accountId: number,
  window: { fromMs: number; toMs: number },
): Promise<Array<{ type: number; count: number; amountMinor: bigint }>> {
  const rows = await q
    .select({
      type: ledgerTransfers.type,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`sum(case when ${ledgerTransfers.creditAccountId} = ${accountId}
        then ${ledgerTransfers.amountMinor} else -${ledgerTransfers.amountMinor} end)::text`,
    })
    .from(ledgerTransfers)
    .where(touches(accountId, window))
    .groupBy(ledgerTransfers.type)
    .orderBy(asc(ledgerTransfers.type));
  return rows.map((r) => ({ type: r.type, count: r.count, amountMinor: BigInt(r.amount) }));
}

export interface RecordRow {
  id: number;
  type: number;
  amountMinor: bigint;
  creditAccountId: number;
  debitBalanceAfterMinor: bigint | null;
  creditBalanceAfterMinor: bigint | null;
  ref: string;
  createdAt: Date;
}

/**
 * One batch of the window's transfers of the account after `afterId`, oldest first (keyset paging).
 * Each side is its own ordered range of its (account, id) index, stopped at `limit`, then merged: a
 * batch costs the same at the end of 50,000 records as at the start (ST8).
 */
export async function recordBatch(
  q: Queryable,
  accountId: number,
  window: { fromMs: number; toMs: number },
  afterId: number,
  limit: number,
): Promise<RecordRow[]> {
  const from = new Date(window.fromMs).toISOString();
  const to = new Date(window.toMs).toISOString();
  const side = (column: string) => sql`
    (select id, type, amount_minor::text as amount, credit_account_id, debit_balance_after_minor::text as debit_after,
            credit_balance_after_minor::text as credit_after, ref, created_at
       from ledger_transfers
      where ${sql.raw(column)} = ${accountId} and id > ${afterId} and created_at >= ${from} and created_at <= ${to}
      order by id limit ${limit})`;
  const result = await q.execute(
    sql`${side('debit_account_id')} union all ${side('credit_account_id')} order by id limit ${limit}`,
  );
  return (result.rows as Array<Record<string, unknown>>).map((r) => ({
    id: Number(r.id),
    type: Number(r.type),
    amountMinor: BigInt(String(r.amount)),
    creditAccountId: Number(r.credit_account_id),
    debitBalanceAfterMinor: r.debit_after === null ? null : BigInt(String(r.debit_after)),
    creditBalanceAfterMinor: r.credit_after === null ? null : BigInt(String(r.credit_after)),
    ref: String(r.ref),
    createdAt: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
  }));
}

/** Keeps an issued statement's hash; the same figures issued again are the same row. */
export async function recordIssue(
  q: Queryable,
  issue: { userId: number; accountType: 'real' | 'virtual'; fromMs: number; toMs: number; sha256: string },
): Promise<void> {
  await q.insert(statementIssues).values(issue).onConflictDoNothing({ target: statementIssues.sha256 });
}

export async function findIssue(q: Queryable, sha256: string) {
  const [row] = await q
    .select({ accountType: statementIssues.accountType, fromMs: statementIssues.fromMs, toMs: statementIssues.toMs })
    .from(statementIssues)
    .where(eq(statementIssues.sha256, sha256));
  return row ?? null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function onDay(column: AnyColumn, dayStartMs: number) {
  return and(gte(column, dayStartMs), lt(column, dayStartMs + DAY_MS));
}

/**
 * Accounts (customer and set) with a fill on the India day that have no contract note for it yet, at
 * most `limit` (ST10). Orders have no index on their fill times: the leader asks once per day until
 * the day is done (modules/statements/contract-notes.ts), not once per pass.
 */
export async function accountsWithoutNote(
  q: Queryable,
  day: { dayStartMs: number; date: string },
  limit: number,
): Promise<Array<{ userId: number; accountType: 'real' | 'virtual' }>> {
  const rows = await q
    .selectDistinct({ userId: orders.userId, accountType: orders.accountSet })
    .from(orders)
    .where(
      and(
        or(onDay(orders.buildTime, day.dayStartMs), onDay(orders.coverTime, day.dayStartMs)),
        notExists(
          q
            .select({ one: sql`1` })
            .from(contractNotes)
            .where(
              and(
                eq(contractNotes.userId, orders.userId),
                eq(contractNotes.accountType, orders.accountSet),
                eq(contractNotes.day, day.date),
              ),
            ),
        ),
      ),
    )
    .orderBy(orders.userId, orders.accountSet)
    .limit(limit);
  return rows;
}

/**
 * Accounts (customer and set) charged an overnight fee (type 14) on the India day that have no note
 * for it yet (ST17): a day a position was only held still gets its note, with the night's fee.
 */
export async function accountsChargedWithoutNote(
  q: Queryable,
  day: { dayStartMs: number; date: string },
  limit: number,
): Promise<Array<{ userId: number; accountType: 'real' | 'virtual' }>> {
  const { rows } = await q.execute<{ user_id: number; account_type: 'real' | 'virtual' }>(sql`
    select distinct a.user_id, case when a.kind = 'available' then 'real' else 'virtual' end as account_type
    from ledger_transfers t join ledger_accounts a on a.id = t.debit_account_id
    where t.type = ${EntryType.OVERNIGHT_FEE} and a.kind in ('available', 'virtual_available')
      and t.created_at >= ${new Date(day.dayStartMs).toISOString()}::timestamptz
      and t.idempotency_id like ${`overnight:%:${day.date}/%`}
      and not exists (select 1 from contract_notes n where n.user_id = a.user_id and n.day = ${day.date}
        and n.account_type = case when a.kind = 'available' then 'real' else 'virtual' end)
    order by 1, 2
    limit ${limit}`);
  return rows.map((r) => ({ userId: r.user_id, accountType: r.account_type }));
}

/**
 * The overnight fees the account paid for the India day's roll (type 14, `order:<id>`), oldest first
 * (ST17). A fee's day is the roll's, named in its event id (`overnight:<order>:<date>`), so a roll
 * caught up late still lands on its own day; its instant is that day's 00:00 IST, when it fell due.
 */
export async function overnightFeesOfDay(q: Queryable, accountId: number, day: { dayStartMs: number; date: string }) {
  const rows = await q
    .select({
      ref: ledgerTransfers.ref,
      amountMinor: ledgerTransfers.amountMinor,
      fxRate: ledgerTransfers.fxRate,
    })
    .from(ledgerTransfers)
    .where(
      and(
        eq(ledgerTransfers.debitAccountId, accountId),
        eq(ledgerTransfers.type, EntryType.OVERNIGHT_FEE),
        gte(ledgerTransfers.createdAt, new Date(day.dayStartMs)),
        like(ledgerTransfers.idempotencyId, `overnight:%:${day.date}/%`),
      ),
    )
    .orderBy(asc(ledgerTransfers.id));
  return rows.map((r) => ({
    orderId: Number(r.ref.slice('order:'.length)),
    atMs: day.dayStartMs,
    amountMinor: r.amountMinor,
    fxRate: r.fxRate,
  }));
}

/** Orders by id, of the customer (a note's held positions, ST17). */
export async function ordersOfIds(q: Queryable, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return await q
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.id, [...ids])))
    .orderBy(asc(orders.id));
}

/** The account set's orders that opened or closed on the India day (a partial cover's parent included). */
export async function ordersOfDay(q: Queryable, userId: number, set: 'real' | 'virtual', dayStartMs: number) {
  return await q
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.accountSet, set),
        or(onDay(orders.buildTime, dayStartMs), onDay(orders.coverTime, dayStartMs)),
      ),
    )
    .orderBy(asc(orders.id));
}

/**
 * The pay rate each closed order's P&L (else its closing fee) was converted at: the FX rate the ledger
 * recorded on its cover posting (type 4, ref `order:<id>`), read through the customer's account.
 */
export async function closeFxRates(
  q: Queryable,
  accountId: number,
  orderIds: readonly number[],
  dayStartMs: number,
): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const refs = orderIds.map((id) => `order:${id}`);
  const rows = await q
    .select({ ref: ledgerTransfers.ref, rate: ledgerTransfers.fxRate, remark: ledgerTransfers.remark })
    .from(ledgerTransfers)
    .where(
      and(
        or(eq(ledgerTransfers.debitAccountId, accountId), eq(ledgerTransfers.creditAccountId, accountId)),
        inArray(ledgerTransfers.ref, refs),
        eq(ledgerTransfers.type, EntryType.COVER),
        isNotNull(ledgerTransfers.fxRate),
        // The cover was posted on the day or, for a fill a moment before midnight, just after it.
        gte(ledgerTransfers.createdAt, new Date(dayStartMs - DAY_MS)),
      ),
    )
    .orderBy(asc(ledgerTransfers.id));
  const rates = new Map<number, string>();
  // The P&L's conversion (no remark) wins over the closing fee's.
  for (const r of [...rows].sort((a, b) => Number(a.remark !== null) - Number(b.remark !== null))) {
    const id = Number(r.ref.slice('order:'.length));
    if (r.rate !== null && !rates.has(id)) rates.set(id, r.rate);
  }
  return rates;
}

/** Keeps a note once (ST15): the row, or null when the account already has that day's note. */
export async function insertNote(
  q: Queryable,
  note: {
    userId: number;
    accountType: 'real' | 'virtual';
    day: string;
    dayStartMs: number;
    figures: unknown;
    sha256: string;
  },
): Promise<{ id: number; createdAt: Date } | null> {
  const [row] = await q
    .insert(contractNotes)
    .values(note)
    .onConflictDoNothing({ target: [contractNotes.userId, contractNotes.accountType, contractNotes.day] })
    .returning({ id: contractNotes.id, createdAt: contractNotes.createdAt });
  return row ?? null;
}

/** An account set's notes, newest day first. */
export async function notesOf(
  q: Queryable,
  userId: number,
  set: 'real' | 'virtual',
  page: { offset: number; limit: number },
): Promise<{ rows: Array<{ day: string; createdAt: Date }>; total: number }> {
  const where = and(eq(contractNotes.userId, userId), eq(contractNotes.accountType, set));
  const [rows, [count]] = await Promise.all([
    q
      .select({ day: contractNotes.day, createdAt: contractNotes.createdAt })
      .from(contractNotes)
      .where(where)
      .orderBy(desc(contractNotes.day))
      .offset(page.offset)
      .limit(page.limit),
    q.select({ n: sql<number>`count(*)::int` }).from(contractNotes).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** One kept note of the customer's (ST16): nobody else's is found by this query. */
export async function findNote(q: Queryable, userId: number, set: 'real' | 'virtual', day: string) {
  const [row] = await q
    .select({ figures: contractNotes.figures, sha256: contractNotes.sha256, createdAt: contractNotes.createdAt })
    .from(contractNotes)
    .where(and(eq(contractNotes.userId, userId), eq(contractNotes.accountType, set), eq(contractNotes.day, day)));
  return row ?? null;
}
