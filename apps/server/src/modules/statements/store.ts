import { and, asc, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { ledgerAccounts, ledgerTransfers, statementIssues } from '../../db/schema';

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
