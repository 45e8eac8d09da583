import { type ChainRecord, chainHead } from '@demo/core';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';

/**
 * The records of customers' hash-chained statements (docs/SPEC.md PF6), read from the ledger on
 * demand: the chain is computed on read, never stored per transfer, so the order path writes
 * nothing more. What makes an edit show is the head each day's proof leaf commits to (PF1): the
 * chain recomputed later over the same records must reach it.
 */

/** Customers whose records are read in one statement: bounds the rows one read holds. */
export const CHAIN_USERS_PER_READ = 200;

type RecordRow = {
  user_id: number;
  id: string;
  type: number;
  debit_account_id: number;
  credit_account_id: number;
  amount_minor: string;
  currency: string;
  ref: string;
  debit_balance_after_minor: string | null;
  credit_balance_after_minor: string | null;
  created_at_ms: string;
};

const big = (text: string | null) => (text === null ? null : BigInt(text));

function recordOf(row: Omit<RecordRow, 'user_id'>): ChainRecord {
  return {
    id: Number(row.id),
    type: row.type,
    debitAccountId: row.debit_account_id,
    creditAccountId: row.credit_account_id,
    amountMinor: BigInt(row.amount_minor),
    currency: row.currency,
    ref: row.ref,
    debitBalanceAfterMinor: big(row.debit_balance_after_minor),
    creditBalanceAfterMinor: big(row.credit_balance_after_minor),
    createdAtMs: Number(row.created_at_ms),
  };
}

/**
 * One customer's chain records in `currency` (PF6), in id order: those after `afterId`, up to and
 * including `throughId`, at most `limit` (PF8: the pages `proof/chain` answers; the list's hashes).
 */
export async function userChainRecords(
  q: Queryable,
  userId: number,
  currency: string,
  range: { afterId?: number; throughId?: number; limit?: number },
): Promise<ChainRecord[]> {
  const after = range.afterId ?? 0;
  const through = range.throughId === undefined ? sql`` : sql` and t.id <= ${range.throughId}`;
  const limit = range.limit === undefined ? sql`` : sql` limit ${range.limit}`;
  const { rows } = await q.execute<Omit<RecordRow, 'user_id'>>(sql`with mine as (
      select id from ledger_accounts
      where user_id = ${userId} and currency = ${currency} and kind in ('available', 'locked', 'margin')),
    sides as (
      select t.id from mine m join ledger_transfers t on t.debit_account_id = m.id
      union select t.id from mine m join ledger_transfers t on t.credit_account_id = m.id)
    select t.id, t.type, t.debit_account_id, t.credit_account_id, t.amount_minor, t.currency, t.ref,
      t.debit_balance_after_minor, t.credit_balance_after_minor,
      (extract(epoch from t.created_at) * 1000)::bigint as created_at_ms
    from sides s join ledger_transfers t on t.id = s.id
    where t.id > ${after}${through}
    order by t.id${limit}`);
  return rows.map(recordOf);
}

/**
 * The chain of each of `userIds` in `currency`: each one's records (every transfer on one of their
 * real accounts in the currency, once, in id order: a user account's row is locked before a
 * transfer's id is drawn, so id order is commit order per account) and the head they reach. With
 * `ledgerSnapshot` (a stored `pg_current_snapshot()`), only transfers that snapshot saw are read;
 * without it, what the caller's own snapshot sees.
 */
export async function chainHeadsOf(
  q: Queryable,
  userIds: readonly number[],
  currency: string,
  ledgerSnapshot: string | null,
): Promise<Map<number, { head: string; records: number }>> {
  const heads = new Map<number, { head: string; records: number }>();
  for (let i = 0; i < userIds.length; i += CHAIN_USERS_PER_READ) {
    const batch = userIds.slice(i, i + CHAIN_USERS_PER_READ);
    const visible =
      ledgerSnapshot === null ? sql`` : sql` and pg_visible_in_snapshot(t.xact_id, ${ledgerSnapshot}::pg_snapshot)`;
    const { rows } = await q.execute<RecordRow>(sql`with mine as (
        select id, user_id from ledger_accounts
        where user_id = any(${`{${batch.join(',')}}`}::int[]) and currency = ${currency}
          and kind in ('available', 'locked', 'margin')),
      sides as (
        select m.user_id, t.id from mine m join ledger_transfers t on t.debit_account_id = m.id
        union select m.user_id, t.id from mine m join ledger_transfers t on t.credit_account_id = m.id)
      select s.user_id, t.id, t.type, t.debit_account_id, t.credit_account_id, t.amount_minor, t.currency, t.ref,
        t.debit_balance_after_minor, t.credit_balance_after_minor,
        (extract(epoch from t.created_at) * 1000)::bigint as created_at_ms
      from sides s join ledger_transfers t on t.id = s.id
      where true${visible}
      order by s.user_id, t.id`);
    const byUser = new Map<number, ChainRecord[]>();
    for (const row of rows) {
      const list = byUser.get(row.user_id) ?? [];
      list.push(recordOf(row));
      byUser.set(row.user_id, list);
    }
    for (const userId of batch) {
      const records = byUser.get(userId) ?? [];
      heads.set(userId, { head: chainHead(records), records: records.length });
    }
  }
  return heads;
}
