import {
  allocateProRata,
  allocationOutcome,
  converts,
  formatRate,
  groupOrderTransition,
  groupUnitCost,
  minor,
  postGroupHolding,
  postGroupLapse,
  requestedUnits,
  ticks,
} from '@demo/core';
import { committed, inTransaction } from '../../db/transaction';
import { post } from '../../ledger/service';
import type { OrderRow } from '../trading';
import { publishOrderChanges, type TradingDeps, tradingTerms } from '../trading';
import { openGroupPosition } from './position';
import { publishBalances, publishGroupOrderChanges } from './service';
import * as store from './store';

/**
 * The engine leader's part of group orders (G1, G5, G7): allocate each offering whose time has come,
 * once, and lapse PAYING orders whose deadline passed. Each offering's allocation, and each lapse, is
 * one transaction with its postings; the postings' idempotency ids (`group-order:<id>:allocate`,
 * `:lapse`) and the status checks under row locks make a repeat do nothing.
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

function posted(outcome: Awaited<ReturnType<typeof post>>, what: string): void {
  // Refunds and escrow-to-margin moves never take from a user's available: a refusal is a bug.
  if (!outcome.ok) throw new Error(`${what} was refused: ${outcome.error.detail}`);
}

/**
 * Allocates one offering (G1, G4, G6): the unit cost at this instant's pay rate, each member's request
 * in whole units, the pro-rata allotment, and per member the outcome — nothing allotted (deposit back,
 * LAPSED), the deposit pays it (excess back, HOLDING with its position) or the rest is owed (PAYING).
 * Answers false when it was allocated already or no rate is quoted yet (the next pass tries again).
 */
export async function allocateGroup(deps: TradingDeps, groupId: number, nowMs: number): Promise<boolean> {
  const terms = await tradingTerms(deps, nowMs);
  const result = committed(
    await inTransaction(deps.db, async (tx) => {
      const group = await store.lockGroup(tx, groupId);
      if (!group || group.allocatedAt !== null || nowMs < group.allocateAt) return null;
      const fx = terms.fx(group.instrumentCurrency, group.currency);
      if (fx === null) {
        deps.log.warn(
          { groupId, from: group.instrumentCurrency, to: group.currency },
          'group allocation waits for a rate',
        );
        return null;
      }
      const unit = groupUnitCost(ticks(group.priceTicks), group.decimals, group.handCount, fx);
      const allocated = await store.updateGroup(tx, group.id, {
        allocatedAt: nowMs,
        unitCostMinor: unit.accountMinor,
        allocationRate: converts(fx) ? formatRate(fx.pay) : '1',
      });
      const members = (await store.lockOrdersOfGroup(tx, group.id)).filter((o) => o.status === 'SUBMIT');
      const requests = members.map((o) => ({
        orderId: o.id,
        units: requestedUnits(minor(o.amountMinor), unit.accountMinor),
      }));
      const allotments = new Map(allocateProRata(group.blockHands, requests).map((a) => [a.orderId, a.units]));
      const positions: OrderRow[] = [];
      const changed: store.GroupOrderRow[] = [];
      for (const [i, order] of members.entries()) {
        const units = allotments.get(order.id) ?? 0;
        const outcome = allocationOutcome(minor(order.depositMinor), units, unit.accountMinor);
        const next = groupOrderTransition(order.status, { type: 'allocate', outcome: outcome.outcome });
        if (!next.ok) throw new Error(`group order ${order.id}: ${next.message}`);
        const ctx = {
          userId: order.userId,
          currency: order.currency,
          ref: `group-order:${order.id}`,
          eventId: `group-order:${order.id}:allocate`,
        };
        let orderId: number | null = null;
        if (outcome.outcome === 'none') {
          posted(await post(tx, postGroupLapse(ctx, order.accountSet, outcome.refundMinor)), `group order ${order.id}`);
        } else if (outcome.outcome === 'holding') {
          posted(
            await post(tx, postGroupHolding(ctx, order.accountSet, minor(order.depositMinor), outcome.allottedMinor)),
            `group order ${order.id}`,
          );
          const position = await openGroupPosition(tx, allocated, order, units, outcome.allottedMinor, nowMs);
          positions.push(position);
          orderId = position.id;
        }
        const updated = await store.updateGroupOrder(tx, order.id, {
          status: next.value,
          requestedHands: requests[i]?.units ?? 0,
          allottedHands: units,
          allottedMinor: outcome.allottedMinor,
          unpaidMinor: outcome.unpaidMinor,
          refundedMinor: outcome.refundMinor,
          orderId,
          allocatedAt: nowMs,
          ...(next.value === 'PAYING' ? {} : { settledAt: nowMs }),
        });
        changed.push(updated);
      }
      return { users: members.map((o) => o.userId), positions, changed };
    }),
  );
  if (result === null) return false;
  await publishGroupOrderChanges(deps, result.changed);
  await publishOrderChanges(deps, result.positions);
  await publishBalances(deps, result.users);
  return true;
}

/** Lapses one PAYING order whose deadline passed (G5): exactly its deposit comes back (type 15). */
export async function lapseGroupOrder(deps: TradingDeps, id: number, nowMs: number): Promise<boolean> {
  const lapsed = committed(
    await inTransaction(deps.db, async (tx) => {
      const order = await store.lockGroupOrder(tx, id);
      if (!order) return null;
      const group = await store.findGroup(tx, order.groupId);
      if (!group || nowMs < group.payDeadline) return null;
      const next = groupOrderTransition(order.status, { type: 'lapse' });
      if (!next.ok) return null;
      const ctx = {
        userId: order.userId,
        currency: order.currency,
        ref: `group-order:${order.id}`,
        eventId: `group-order:${order.id}:lapse`,
      };
      posted(await post(tx, postGroupLapse(ctx, order.accountSet, minor(order.depositMinor))), `lapse of ${order.id}`);
      return await store.updateGroupOrder(tx, order.id, {
        status: next.value,
        unpaidMinor: 0n,
        refundedMinor: order.refundedMinor + order.depositMinor,
        settledAt: nowMs,
      });
    }),
  );
  if (lapsed === null) return false;
  await publishGroupOrderChanges(deps, [lapsed]);
  await publishBalances(deps, [lapsed.userId]);
  return true;
}
