import { buildProofTree } from '@demo/core';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { chainHeadsOf } from './chain';
import type { Violation } from './reconcile';

/** At most this many differences are reported per check (as reconcile's VIOLATIONS_PER_CHECK_MAX). */
const PROOF_VIOLATIONS_MAX = 100;

type LatestRow = {
  id: number;
  day: string;
  currency: string;
  root: string;
  total_minor: string;
  accounts: number;
  ledger_snapshot: string;
};

type LeafRow = { user_id: number; salt: string; balance_minor: string; chain_head: string };

/**
 * PF6, PF7: the latest published proof of each currency against the ledger. Each leaf's balance is
 * recomputed from the transfers the proof's own snapshot saw, no customer with money is missing, the
 * total is the customers' liabilities of that snapshot, the root rebuilds from the stored leaves,
 * and each leaf's chain head recomputes from the customer's records. Reads every real customer
 * transfer up to the snapshot: reconcile()'s full runs only.
 */
export async function proofViolations(q: Queryable): Promise<Violation[]> {
  const violations: Violation[] = [];
  const push = (invariant: Violation['invariant'], message: string) => {
    if (violations.length < PROOF_VIOLATIONS_MAX) violations.push({ invariant, message });
  };
  const { rows: latest } = await q.execute<LatestRow>(sql`select distinct on (currency) id, day, currency, root,
      total_minor::text, accounts, ledger_snapshot
    from proof_snapshots order by currency, day desc`);
  for (const snapshot of latest) {
    const name = `the ${snapshot.day} ${snapshot.currency} proof`;
    const { rows: differences } = await q.execute<{ message: string }>(sql`with
      accounts as (select id, user_id from ledger_accounts
        where user_id is not null and currency = ${snapshot.currency} and kind in ('available', 'locked', 'margin')),
      seen as (select * from ledger_transfers t
        where t.currency = ${snapshot.currency} and pg_visible_in_snapshot(t.xact_id, ${snapshot.ledger_snapshot}::pg_snapshot)),
      flows as (select a.user_id, s.amount_minor as delta_minor from accounts a join seen s on s.credit_account_id = a.id
        union all select a.user_id, -s.amount_minor from accounts a join seen s on s.debit_account_id = a.id),
      ledger as (select user_id, sum(delta_minor) as balance_minor from flows group by user_id),
      leaves as (select user_id, balance_minor from proof_leaves where snapshot_id = ${snapshot.id})
      select 'user ' || coalesce(l.user_id, g.user_id) || ' is ' || coalesce(l.balance_minor::text, 'missing')
        || ' in ' || ${name} || ' but the ledger it saw says ' || coalesce(g.balance_minor, 0) as message
      from leaves l full join ledger g on g.user_id = l.user_id
      where (l.user_id is null and g.balance_minor <> 0) or l.balance_minor <> coalesce(g.balance_minor, 0)
      union all
      select ${name} || ' publishes ' || ${snapshot.total_minor} || ' but the customers'' liabilities it saw are '
        || coalesce(sum(balance_minor), 0) from ledger having coalesce(sum(balance_minor), 0) <> ${snapshot.total_minor}::bigint
      limit ${PROOF_VIOLATIONS_MAX}`);
    for (const row of differences) push('PF7', row.message);
    const { rows: leaves } = await q.execute<LeafRow>(sql`select user_id, salt, balance_minor::text, chain_head
      from proof_leaves where snapshot_id = ${snapshot.id} order by user_id`);
    const tree = buildProofTree(
      leaves.map((l) => ({
        accountId: l.user_id,
        salt: l.salt,
        balanceMinor: BigInt(l.balance_minor),
        chainHead: l.chain_head,
      })),
    );
    if (leaves.length !== snapshot.accounts)
      push('PF7', `${name} publishes ${snapshot.accounts} accounts but holds ${leaves.length} leaves`);
    if (tree.root.hash !== snapshot.root || tree.root.sumMinor !== BigInt(snapshot.total_minor))
      push('PF7', `${name}'s leaves rebuild root ${tree.root.hash} of ${tree.root.sumMinor}, not the published one`);
    const heads = await chainHeadsOf(
      q,
      leaves.map((l) => l.user_id),
      snapshot.currency,
      snapshot.ledger_snapshot,
    );
    for (const leaf of leaves) {
      const now = heads.get(leaf.user_id);
      if (now !== undefined && now.head !== leaf.chain_head)
        push(
          'PF6',
          `user ${leaf.user_id}'s records up to ${name} chain to ${now.head}, not the published ${leaf.chain_head}`,
        );
    }
  }
  return violations;
}
