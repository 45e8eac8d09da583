import { decideGroupAllocation, decideGroupLapse, groupAllocationDue, groupOrderStatusAfter } from '@demo/core';
import { isFailure } from '../../db/transaction';
import { executeMoneyWorkflow } from '../../ledger/money-workflow';
import type { OrderRow } from '../trading';
import { publishOrderChanges, type TradingDeps, tradingTerms } from '../trading';
import { openGroupPosition } from './position';
import { publishBalances, publishGroupOrderChanges } from './service';
import * as store from './store';

/**
 * The engine leader's part of group orders (G1, G5, G7): allocate each offering whose time has come,
 * once, and lapse PAYING orders whose deadline passed. Core decides each (`decideGroupAllocation`,
 * `decideGroupLapse`) and the money executor runs it in one transaction with its postings
 * (docs/adr/0024); the postings' idempotency ids (`group-order:<id>:allocate`, `:lapse`) and the
 * status checks under row locks make a repeat do nothing.
 */

/** Offerings allocated, and orders lapsed, per pass at most: a backlog drains over the next passes. */
const GROUPS_PER_PASS_MAX = 20;
const LAPSES_PER_PASS_MAX = 500;

export interface GroupPass {
  allocated: number[];
  lapsed: number[];
}

export async function runGroupOrders(deps: TradingDeps, nowMs: number): Promise<GroupPass> {
  const pass: GroupPass = { allocated: [], lapsed: [] };
  for (const id of await store.groupsToAllocate(deps.db, nowMs, GROUPS_PER_PASS_MAX)) {
    if (await allocateGroup(deps, id, nowMs)) pass.allocated.push(id);
  }
  for (const id of await store.ordersToLapse(deps.db, nowMs, LAPSES_PER_PASS_MAX)) {
    if (await lapseGroupOrder(deps, id, nowMs)) pass.lapsed.push(id);
  }
  return pass;
}

/**
 * Allocates one offering (G1, G4, G6) as core `decideGroupAllocation` plans it: per member nothing
 * allotted (deposit back, LAPSED), the deposit pays it (excess back, HOLDING with its position) or the
 * rest is owed (PAYING). The offering and then its orders are locked; the refunds and holdings post
 * one after another in joining order. Answers false when it was allocated already or no rate is
 * quoted yet (the next pass tries again).
 */
export async function allocateGroup(deps: TradingDeps, groupId: number, nowMs: number): Promise<boolean> {
  const terms = await tradingTerms(deps, nowMs);
  const done = await executeMoneyWorkflow(deps.db, {
    read: async (tx) => {
      const group = await store.lockGroup(tx, groupId);
      if (!group || !groupAllocationDue(group, nowMs)) return null;
      const fx = terms.fx(group.instrumentCurrency, group.currency);
      if (fx === null) {
        const { instrumentCurrency: from, currency: to } = group;
        deps.log.warn({ groupId, from, to }, 'group allocation waits for a rate');
        return null;
      }
      return { group, fx, orders: await store.lockOrdersOfGroup(tx, group.id) };
    },
    decide: (rows) => decideGroupAllocation(rows, nowMs),
    postingOf: (plan) => ({ inOrder: plan.postings }),
    write: async (tx, plan) => {
      const allocated = await store.updateGroup(tx, groupId, plan.group);
      const positions: OrderRow[] = [];
      const changed: store.GroupOrderRow[] = [];
      for (const member of plan.members) {
        const { order, position: held } = member;
        const position = held && (await openGroupPosition(tx, allocated, order, held.hands, held.allottedMinor, nowMs));
        if (position) positions.push(position);
        const status = groupOrderStatusAfter(member);
        changed.push(
          await store.updateGroupOrder(tx, order.id, { ...member.fields, status, orderId: position?.id ?? null }),
        );
      }
      return { users: plan.members.map((m) => m.order.userId), positions, changed };
    },
    // The write reads back each row it changes, so the postings cannot be its last statements.
    postLast: false,
    publish: async (written) => {
      await publishGroupOrderChanges(deps, written.changed);
      await publishOrderChanges(deps, written.positions);
      await publishBalances(deps, written.users);
    },
  });
  // Refunds and escrow-to-margin moves never take from a user's available: a refusal is a bug.
  if (isFailure(done)) throw new Error(`allocating group ${groupId} was refused with code ${done.code}`);
  return done.written !== null;
}

/** Lapses one PAYING order whose deadline passed (G5, core `decideGroupLapse`): exactly its deposit comes back (type 15). */
export async function lapseGroupOrder(deps: TradingDeps, id: number, nowMs: number): Promise<boolean> {
  const done = await executeMoneyWorkflow(deps.db, {
    read: async (tx) => {
      const locked = await store.lockGroupOrderWithGroup(tx, id);
      return locked ? { order: locked.order, payDeadline: locked.group?.payDeadline } : null;
    },
    decide: (rows) => decideGroupLapse(rows, nowMs),
    postingOf: (plan) => plan.posting,
    write: async (tx, plan) =>
      await store.updateGroupOrder(tx, plan.order.id, { ...plan.fields, status: groupOrderStatusAfter(plan) }),
    publish: async (lapsed) => {
      await publishGroupOrderChanges(deps, [lapsed]);
      await publishBalances(deps, [lapsed.userId]);
    },
  });
  if (isFailure(done)) throw new Error(`the lapse of group order ${id} was refused with code ${done.code}`);
  return done.written !== null;
}
