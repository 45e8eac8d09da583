import { conversionMismatch, minor } from '@demo/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { committed, inTransaction } from '../db/transaction';
import { proofViolations } from './proof-check';

/**
 * A broken invariant: L1–L5 of core's `checkInvariants`, L6, the platform roll-up, X1, recorded
 * conversions, and PF6–PF7, the published liabilities proof (docs/SPEC.md).
 */
export interface Violation {
  readonly invariant: 'L1' | 'L2' | 'L3' | 'L4' | 'L5' | 'L6' | 'X1' | 'PF6' | 'PF7';
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

/**
 * Which transfers a run checks one by one: every one (`null`), or those whose transaction id lies in
 * [from, to) (docs/adr/0019): written since the last clean run's horizon and below this run's.
 */
export interface XactRange {
  /** The last clean run's horizon (xid8 as text): what lies below it was proved. */
  readonly from: string;
  /** This run's snapshot's xmin: every transaction below it has ended. */
  readonly to: string;
}

/** The transfers a run checks one by one, as a relation to select from. */
function transfersIn(range: XactRange | null): SQL {
  return range === null
    ? sql`ledger_transfers`
    : sql`(select * from ledger_transfers where xact_id >= ${range.from}::xid8 and xact_id < ${range.to}::xid8)`;
}

/**
 * L2 for a full run: each account's balance against the sum of all its transfers (credits − debits).
 * For a run from a horizon: against the sum carried in `ledger_proof_sums` plus the transfers written
 * since the horizon, those above this run's horizon included (they are in the balances it reads).
 */
function balanceAgainstTransfers(range: XactRange | null): SQL {
  if (range === null)
    return sql`with ${BALANCES}, flows as (
        select credit_account_id as account_id, amount_minor as delta_minor from ledger_transfers
        union all select debit_account_id, -amount_minor from ledger_transfers),
      sums as (select account_id, sum(delta_minor) as total_minor from flows group by account_id)
      select ${KEY('a')} || ' is ' || a.balance_minor || ' but its transfers sum to ' || coalesce(s.total_minor, 0) as message
      from balances a left join sums s on s.account_id = a.id
      where a.balance_minor <> coalesce(s.total_minor, 0) limit ${LIMIT}`;
  return sql`with ${BALANCES}, since as (select * from ledger_transfers where xact_id >= ${range.from}::xid8),
      flows as (
        select credit_account_id as account_id, amount_minor as delta_minor from since
        union all select debit_account_id, -amount_minor from since),
      sums as (select account_id, sum(delta_minor) as total_minor from flows group by account_id)
      select ${KEY('a')} || ' is ' || a.balance_minor || ' but its transfers sum to '
        || (coalesce(c.sum_minor, 0) + coalesce(s.total_minor, 0)) as message
      from balances a left join ledger_proof_sums c on c.account_id = a.id left join sums s on s.account_id = a.id
      where a.balance_minor <> coalesce(c.sum_minor, 0) + coalesce(s.total_minor, 0) limit ${LIMIT}`;
}

/**
 * L2 for each stored balance-after. A full run: against the running sum of the account's transfers
 * up to it, by id. A run from a horizon: against the balance-after of the account's transfer just
 * before it, by id, plus its own amount; by induction from the account's first transfer (nothing
 * before: 0) that is the same check. The transfer before may lie above this run's horizon: a user
 * account's row is locked before a transfer's id is drawn, so a lower id on it committed first and
 * is in this run's snapshot, whatever transaction id it has.
 */
function balanceAfterAgainstTransfers(range: XactRange | null): SQL {
  if (range === null)
    return sql`with flows as (
        select id, credit_account_id as account_id, amount_minor as delta_minor, credit_balance_after_minor as after_minor
          from ledger_transfers
        union all select id, debit_account_id, -amount_minor, debit_balance_after_minor from ledger_transfers),
      running as (select id, account_id, after_minor,
        sum(delta_minor) over (partition by account_id order by id) as running_minor from flows)
      select 'transfer ' || r.id || ' says ' || ${KEY('a')} || ' was ' || r.after_minor || ' after it, but its transfers sum to '
        || r.running_minor as message
      from running r join ledger_accounts a on a.id = r.account_id
      where r.after_minor is not null and r.after_minor <> r.running_minor order by r.id limit ${LIMIT}`;
  const transfers = transfersIn(range);
  return sql`with sides as (
        select t.id, t.credit_account_id as account_id, t.amount_minor as delta_minor, t.credit_balance_after_minor as after_minor
          from ${transfers} t
        union all select t.id, t.debit_account_id, -t.amount_minor, t.debit_balance_after_minor from ${transfers} t)
      select 'transfer ' || s.id || ' says ' || ${KEY('a')} || ' was ' || s.after_minor || ' after it, but the transfer before it left '
        || coalesce(before.after_minor, 0) || ' and it moved ' || s.delta_minor as message
      from sides s join ledger_accounts a on a.id = s.account_id
      left join lateral (
        select x.after_minor from (
          (select d.id, d.debit_balance_after_minor as after_minor from ledger_transfers d
            where d.debit_account_id = s.account_id and d.id < s.id order by d.id desc limit 1)
          union all
          (select c.id, c.credit_balance_after_minor from ledger_transfers c
            where c.credit_account_id = s.account_id and c.id < s.id order by c.id desc limit 1)) x
        order by x.id desc limit 1) before on true
      where s.after_minor is not null and s.after_minor <> coalesce(before.after_minor, 0) + s.delta_minor
      order by s.id limit ${LIMIT}`;
}

/** The checks of a run over `range` (every transfer when null); the account checks read every account. */
function checksOf(range: XactRange | null): ReadonlyArray<{ invariant: Violation['invariant']; query: SQL }> {
  const transfers = transfersIn(range);
  return [
    {
      invariant: 'L1',
      query: sql`with ${BALANCES} select currency || ' accounts sum to ' || sum(balance_minor) || ', not 0' as message
        from balances group by currency having sum(balance_minor) <> 0 limit ${LIMIT}`,
    },
    { invariant: 'L2', query: balanceAgainstTransfers(range) },
    { invariant: 'L2', query: balanceAfterAgainstTransfers(range) },
    {
      // A user side always records the balance after it (platform sides may not: L6).
      invariant: 'L2',
      query: sql`select 'transfer ' || t.id || ' has no balance after on ' || ${KEY('a')} as message
        from ${transfers} t join ledger_accounts a on a.id in (t.debit_account_id, t.credit_account_id)
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
        from ${transfers} t join ledger_accounts a on a.id = t.debit_account_id
        where a.user_id is not null and t.debit_balance_after_minor < 0 order by t.id limit ${LIMIT}`,
    },
    {
      // Every account a transfer names exists: the ledger keeps no foreign key to it (docs/adr/0008).
      invariant: 'L4',
      query: sql`select 'transfer ' || t.id || ' (' || t.idempotency_id || ') names account ' || x.account_id
          || ', which does not exist' as message
        from ${transfers} t cross join lateral (values (t.debit_account_id), (t.credit_account_id)) as x(account_id)
        where not exists (select 1 from ledger_accounts a where a.id = x.account_id)
        order by t.id limit ${LIMIT}`,
    },
    {
      invariant: 'L4',
      query: sql`select 'transfer ' || t.id || ' (' || t.idempotency_id || ') in ' || t.currency || ' joins '
          || ${KEY('d')} || ' and ' || ${KEY('c')} as message
        from ${transfers} t
        join ledger_accounts d on d.id = t.debit_account_id join ledger_accounts c on c.id = t.credit_account_id
        where d.currency <> t.currency or c.currency <> t.currency or t.amount_minor <= 0 or d.id = c.id
        order by t.id limit ${LIMIT}`,
    },
    {
      invariant: 'L5',
      query: sql`select 'transfer ' || t.id || ' (' || t.idempotency_id || '): demo and real money meet: '
          || ${KEY('d')} || ' → ' || ${KEY('c')} as message
        from ${transfers} t
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
}

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
 * and the transfer moves the amount of its own currency. Read page by page (CONVERSION_PAGE_ROWS),
 * over the run's transfers (`range`, every one when null).
 */
async function conversionViolations(
  tx: Pick<Db, 'execute'>,
  pageRows: number,
  range: XactRange | null,
): Promise<Violation[]> {
  const inRange = range === null ? sql`` : sql` and xact_id >= ${range.from}::xid8 and xact_id < ${range.to}::xid8`;
  const violations: Violation[] = [];
  let afterId = '0';
  while (violations.length < VIOLATIONS_PER_CHECK_MAX) {
    const { rows } = await tx.execute<ConversionRow>(sql`select id, amount_minor, currency, fx_rate,
        fx_instrument_currency, fx_instrument_amount_minor, fx_account_currency, fx_account_amount_minor
      from ledger_transfers where fx_rate is not null and id > ${afterId}::bigint${inRange} order by id limit ${pageRows}`);
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

/** Runs every check over `range` in the caller's snapshot and answers what each found. */
async function checkLedger(tx: Tx, range: XactRange | null, options: ReconcileOptions): Promise<Violation[]> {
  const violations: Violation[] = [];
  for (const check of checksOf(range)) {
    const result = await tx.execute<{ message: string }>(check.query);
    for (const row of result.rows) violations.push({ invariant: check.invariant, message: row.message });
  }
  violations.push(...(await conversionViolations(tx, options.conversionPageRows ?? CONVERSION_PAGE_ROWS, range)));
  // PF6, PF7: the published liabilities proof against the ledger it was built from; it reads every
  // customer transfer up to the proof's snapshot, so only a run that reads every transfer does it.
  if (range === null) violations.push(...(await proofViolations(tx)));
  return violations;
}

/**
 * Audits the stored ledger against invariants L1–L6 in SQL (and X1 with core's arithmetic) and returns every violation found, at
 * most VIOLATIONS_PER_CHECK_MAX per check; an empty list means the ledger reconciles. It reads one
 * consistent snapshot (a repeatable-read, read-only transaction), so postings committing meanwhile
 * never produce a false alarm. It reads every transfer: run it from tests, the console or an
 * operator's shell (docs/OPERATIONS.md), not on a hot path; the leader's runs continue from a
 * horizon instead (`proveLedger`).
 */
export async function reconcile(db: Db, options: ReconcileOptions = {}): Promise<Violation[]> {
  return committed(
    await inTransaction(db, async (tx) => checkLedger(tx, null, options), {
      isolation: 'repeatable read',
      readOnly: true,
    }),
  );
}

/** What the leader's proof checked. */
export type ProofScope = 'full' | 'since_horizon';

export interface Proof {
  readonly scope: ProofScope;
  readonly violations: readonly Violation[];
  /** Transfers the run checked one by one (all of them in a full run). */
  readonly transfersChecked: number;
}

/** How often the leader's proof reads every transfer again, whatever the horizon says (docs/adr/0019). */
export const FULL_PROOF_EVERY_MS = 60 * 60_000;

/** Each account's sum (credits − debits) of `transfers`, a relation as `transfersIn` gives. */
function sumsOf(transfers: SQL): SQL {
  return sql`with flows as (select credit_account_id as account_id, amount_minor as delta_minor from ${transfers} t
      union all select debit_account_id, -amount_minor from ${transfers} t)
    select account_id, sum(delta_minor) as sum_minor from flows group by account_id`;
}

/**
 * The engine leader's proof (D5, docs/adr/0019): the checks of `reconcile()` over the transfers
 * written since the last clean run's horizon, in one repeatable-read snapshot, with each account's
 * balance checked against the sum carried from the earlier runs. The new horizon is the snapshot's
 * xmin: every transaction below it has committed or never will, so no transfer below it can still
 * appear. A clean run moves the horizon there and adds what it checked to the carried sums; a run
 * that finds a difference leaves both, so the next run checks the same transfers again and the
 * difference is reported until it is put right. With no horizon yet, when `full` is asked, or when
 * the last full run is FULL_PROOF_EVERY_MS old, the run reads every transfer and sets the sums anew.
 */
export async function proveLedger(
  db: Db,
  options: ReconcileOptions & { readonly full?: boolean } = {},
): Promise<Proof> {
  return committed(
    await inTransaction(
      db,
      async (tx) => {
        const [state] = (
          await tx.execute<{
            horizon: string | null;
            xmin: string;
            full_due: boolean | null;
          }>(sql`select h.horizon::text as horizon,
              pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
              h.full_at < now() - make_interval(secs => ${FULL_PROOF_EVERY_MS / 1000}) as full_due
            from (select 1) one left join ledger_proof_horizon h on true`)
        ).rows;
        if (!state) throw new Error('proveLedger: no snapshot');
        const from = state.horizon;
        const full = options.full === true || from === null || state.full_due === true;
        const range = full || from === null ? null : { from, to: state.xmin };
        const violations = await checkLedger(tx, range, options);
        const [counted] = (await tx.execute<{ n: string }>(sql`select count(*) as n from ${transfersIn(range)} t`))
          .rows;
        if (violations.length === 0) {
          if (full) {
            await tx.execute(sql`delete from ledger_proof_sums`);
            await tx.execute(
              sql`insert into ledger_proof_sums (account_id, sum_minor) ${sumsOf(sql`(select * from ledger_transfers where xact_id < ${state.xmin}::xid8)`)}`,
            );
          } else {
            await tx.execute(sql`insert into ledger_proof_sums (account_id, sum_minor) ${sumsOf(transfersIn(range))}
              on conflict (account_id) do update set sum_minor = ledger_proof_sums.sum_minor + excluded.sum_minor`);
          }
          await tx.execute(sql`insert into ledger_proof_horizon (id, horizon, full_at, proved_at)
              values (1, ${state.xmin}::xid8, now(), now())
            on conflict (id) do update set horizon = excluded.horizon, proved_at = excluded.proved_at,
              full_at = case when ${full} then excluded.full_at else ledger_proof_horizon.full_at end`);
        }
        return {
          scope: full ? 'full' : 'since_horizon',
          violations,
          transfersChecked: Number(counted?.n ?? 0),
        } satisfies Proof;
      },
      { isolation: 'repeatable read' },
    ),
  );
}
