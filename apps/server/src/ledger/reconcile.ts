import { conversionMismatch, minor } from '@demo/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { committed, inTransaction } from '../db/transaction';

/** A broken invariant: L1–L5 of core's `checkInvariants`, L6, the platform roll-up, and X1, recorded conversions (docs/SPEC.md). */
export interface Violation {
  readonly invariant: 'L1' | 'L2' | 'L3' | 'L4' | 'L5' | 'L6' | 'X1';
  readonly message: string;
}

/** At most this many violations are reported per check, so a badly broken ledger still answers fast. */
export const VIOLATIONS_PER_CHECK_MAX = 100;

/** How SQL names an account in messages: core's account key (`user/7/available/INR`). */
const KEY = (alias: string) =>
  sql.raw(`case when ${alias}.user_id is null then 'platform/' || ${alias}.kind || '/' || ${alias}.currency
    else 'user/' || ${alias}.user_id || '/' || ${alias}.kind || '/' || ${alias}.currency end`);

/** Whether an account is demo money (core `isVirtualAccount`), in SQL. */
const VIRTUAL = (alias: string) =>
  sql.raw(`((${alias}.user_id is not null and ${alias}.kind like 'virtual\\_%') or
    (${alias}.user_id is null and ${alias}.kind = 'virtual_issuance'))`);

const LIMIT = sql.raw(String(VIOLATIONS_PER_CHECK_MAX));

/**
 * Every account with its balance as the ledger means it (L6): the stored balance, plus, for a
 * platform account, the sides of its transfers the leader has not rolled into it yet. The pending
 * rows are summed in one pass and joined: their key leads with the transfer, so a sum per account
 * would read the whole queue once for every account (168 ms of a 658 ms proof with 700 accounts).
 */
const BALANCES = sql.raw(`pending as (
    select account_id, sum(delta_minor) as delta_minor from ledger_house_pending group by account_id),
  balances as (
    select a.id, a.user_id, a.kind, a.currency, a.balance_minor + coalesce(p.delta_minor, 0) as balance_minor
    from ledger_accounts a left join pending p on p.account_id = a.id)`);

const CHECKS: ReadonlyArray<{ invariant: Violation['invariant']; query: ReturnType<typeof sql> }> = [
  {
    invariant: 'L1',
    query: sql`with ${BALANCES} select currency || ' accounts sum to ' || sum(balance_minor) || ', not 0' as message
      from balances group by currency having sum(balance_minor) <> 0 limit ${LIMIT}`,
  },
  {
    // Each account's balance against the sum of its transfers (credits − debits).
    invariant: 'L2',
    query: sql`with ${BALANCES}, flows as (
        select credit_account_id as account_id, amount_minor as delta_minor from ledger_transfers
        union all select debit_account_id, -amount_minor from ledger_transfers),
      sums as (select account_id, sum(delta_minor) as total_minor from flows group by account_id)
      select ${KEY('a')} || ' is ' || a.balance_minor || ' but its transfers sum to ' || coalesce(s.total_minor, 0) as message
      from balances a left join sums s on s.account_id = a.id
      where a.balance_minor <> coalesce(s.total_minor, 0) limit ${LIMIT}`,
  },
  {
    // Each stored balance-after against the running sum of the account's transfers up to it.
    invariant: 'L2',
    query: sql`with flows as (
        select id, credit_account_id as account_id, amount_minor as delta_minor, credit_balance_after_minor as after_minor
          from ledger_transfers
        union all select id, debit_account_id, -amount_minor, debit_balance_after_minor from ledger_transfers),
      running as (select id, account_id, after_minor,
        sum(delta_minor) over (partition by account_id order by id) as running_minor from flows)
      select 'transfer ' || r.id || ' says ' || ${KEY('a')} || ' was ' || r.after_minor || ' after it, but its transfers sum to '
        || r.running_minor as message
      from running r join ledger_accounts a on a.id = r.account_id
      where r.after_minor is not null and r.after_minor <> r.running_minor order by r.id limit ${LIMIT}`,
  },
  {
    // A user side always records the balance after it (platform sides may not: L6).
    invariant: 'L2',
    query: sql`select 'transfer ' || t.id || ' has no balance after on ' || ${KEY('a')} as message
      from ledger_transfers t join ledger_accounts a on a.id in (t.debit_account_id, t.credit_account_id)
      where a.user_id is not null
        and ((a.id = t.debit_account_id and t.debit_balance_after_minor is null)
          or (a.id = t.credit_account_id and t.credit_balance_after_minor is null))
      order by t.id limit ${LIMIT}`,
  },
  {
    invariant: 'L3',
    query: sql`select ${KEY('a')} || ' is ' || a.balance_minor || ', below zero' as message
      from ledger_accounts a where a.user_id is not null and a.balance_minor < 0 limit ${LIMIT}`,
  },
  {
    invariant: 'L3',
    query: sql`select 'transfer ' || t.id || ' left ' || ${KEY('a')} || ' at ' || t.debit_balance_after_minor as message
      from ledger_transfers t join ledger_accounts a on a.id = t.debit_account_id
      where a.user_id is not null and t.debit_balance_after_minor < 0 order by t.id limit ${LIMIT}`,
  },
  {
    // Every account a transfer names exists: the ledger keeps no foreign key to it (docs/adr/0008).
    invariant: 'L4',
    query: sql`select 'transfer ' || t.id || ' (' || t.idempotency_id || ') names account ' || x.account_id
        || ', which does not exist' as message
      from ledger_transfers t cross join lateral (values (t.debit_account_id), (t.credit_account_id)) as x(account_id)
      where not exists (select 1 from ledger_accounts a where a.id = x.account_id)
      order by t.id limit ${LIMIT}`,
  },
  {
    invariant: 'L4',
    query: sql`select 'transfer ' || t.id || ' (' || t.idempotency_id || ') in ' || t.currency || ' joins '
        || ${KEY('d')} || ' and ' || ${KEY('c')} as message
      from ledger_transfers t
      join ledger_accounts d on d.id = t.debit_account_id join ledger_accounts c on c.id = t.credit_account_id
      where d.currency <> t.currency or c.currency <> t.currency or t.amount_minor <= 0 or d.id = c.id
      order by t.id limit ${LIMIT}`,
  },
  {
    invariant: 'L5',
    query: sql`select 'transfer ' || t.id || ' (' || t.idempotency_id || '): demo and real money meet: '
        || ${KEY('d')} || ' → ' || ${KEY('c')} as message
      from ledger_transfers t
      join ledger_accounts d on d.id = t.debit_account_id join ledger_accounts c on c.id = t.credit_account_id
      where ${VIRTUAL('d')} <> ${VIRTUAL('c')} order by t.id limit ${LIMIT}`,
  },
  {
    // Each pending row is one platform side of a stored transfer, signed from the account's side.
    invariant: 'L6',
    query: sql`select 'pending row of transfer ' || p.transfer_id || ' for account ' || p.account_id || ' ('
        || p.delta_minor || ') is no platform side of it' as message
      from ledger_house_pending p
      left join ledger_transfers t on t.id = p.transfer_id
      left join ledger_accounts a on a.id = p.account_id
      where t.id is null or a.id is null or a.user_id is not null
        or not ((p.account_id = t.credit_account_id and p.delta_minor = t.amount_minor)
          or (p.account_id = t.debit_account_id and p.delta_minor = -t.amount_minor))
      order by p.transfer_id limit ${LIMIT}`,
  },
];

/**
 * Converted transfers X1 reads per statement. The proof reads every one of them, and the ledger only
 * grows: in pages of this many (by id, in the proof's one snapshot) the node holds one page at a time
 * and gives its event loop back between them, where one statement held them all and checked them in
 * one synchronous loop (58 ms of the request node with 120 000 transfers, and growing).
 */
export const CONVERSION_PAGE_ROWS = 2_000;

/** The columns X1 reads of a converted transfer. */
type ConversionRow = {
  id: string;
  amount_minor: string;
  currency: string;
  fx_rate: string;
  fx_instrument_currency: string;
  fx_instrument_amount_minor: string;
  fx_account_currency: string;
  fx_account_amount_minor: string;
};

/** What is wrong with one converted transfer, or null when it recomputes. */
function conversionWrong(row: ConversionRow): string | null {
  const conversion = {
    rate: row.fx_rate,
    instrumentCurrency: row.fx_instrument_currency,
    instrumentAmountMinor: minor(BigInt(row.fx_instrument_amount_minor)),
    accountCurrency: row.fx_account_currency,
    accountAmountMinor: minor(BigInt(row.fx_account_amount_minor)),
  };
  const own =
    row.currency === conversion.accountCurrency ? conversion.accountAmountMinor : conversion.instrumentAmountMinor;
  return (
    conversionMismatch(conversion) ??
    (own === BigInt(row.amount_minor) ? null : `moves ${row.amount_minor} but its conversion says ${own}`)
  );
}

/**
 * X1: every recorded conversion recomputes from its rate with core's own arithmetic (the rounding of
 * each currency's minor unit lives in core, so this check reads the rows and does not redo it in SQL),
 * and the transfer moves the amount of its own currency. Read page by page (CONVERSION_PAGE_ROWS).
 */
async function conversionViolations(tx: Pick<Db, 'execute'>, pageRows: number): Promise<Violation[]> {
  const violations: Violation[] = [];
  let afterId = '0';
  while (violations.length < VIOLATIONS_PER_CHECK_MAX) {
    const { rows } = await tx.execute<ConversionRow>(sql`select id, amount_minor, currency, fx_rate,
        fx_instrument_currency, fx_instrument_amount_minor, fx_account_currency, fx_account_amount_minor
      from ledger_transfers where fx_rate is not null and id > ${afterId}::bigint order by id limit ${pageRows}`);
    for (const row of rows) {
      const wrong = conversionWrong(row);
      if (wrong !== null && violations.length < VIOLATIONS_PER_CHECK_MAX)
        violations.push({ invariant: 'X1', message: `transfer ${row.id}: ${wrong}` });
    }
    const last = rows.at(-1);
    if (!last || rows.length < pageRows) break;
    afterId = last.id;
  }
  return violations;
}

export interface ReconcileOptions {
  /** Converted transfers read per statement (CONVERSION_PAGE_ROWS); tests use small pages. */
  readonly conversionPageRows?: number;
}

/**
 * Audits the stored ledger against invariants L1–L6 in SQL (and X1 with core's arithmetic) and returns every violation found, at
 * most VIOLATIONS_PER_CHECK_MAX per check; an empty list means the ledger reconciles. It reads one
 * consistent snapshot (a repeatable-read, read-only transaction), so postings committing meanwhile
 * never produce a false alarm. It reads every transfer: run it from tests, the console or an
 * operator's shell (docs/OPERATIONS.md), not on a hot path.
 */
export async function reconcile(db: Db, options: ReconcileOptions = {}): Promise<Violation[]> {
  return committed(
    await inTransaction(
      db,
      async (tx) => {
        const violations: Violation[] = [];
        for (const check of CHECKS) {
          const result = await tx.execute<{ message: string }>(check.query);
          for (const row of result.rows) violations.push({ invariant: check.invariant, message: row.message });
        }
        violations.push(...(await conversionViolations(tx, options.conversionPageRows ?? CONVERSION_PAGE_ROWS)));
        return violations;
      },
      { isolation: 'repeatable read', readOnly: true },
    ),
  );
}
