import {
  type AllotmentPlan,
  type AllotmentRows,
  allotmentDue,
  type Decision,
  decideAllotment,
  decideListing,
  decideQueueFill,
  freeQueueLots,
  type ListingPlan,
  listingDue,
  subscriptionAfter,
} from '@demo/core';
import type { Tx } from '../../db/client';
import { isFailure } from '../../db/transaction';
import { executeMoneyWorkflow } from '../../ledger/money-workflow';
import { publishBalanceEvents } from '../../ledger/service';
import type { TradingDeps } from '../trading';
import { insertOrder, lockTrading, type OrderRow, orderNumber, publishOrderChanges } from '../trading';
import {
  insertDraw,
  limitOfferingsQueued,
  lockOffering,
  type OfferingRow,
  offeringsToAllot,
  offeringsToList,
  subscriptionsOf,
  updateOffering,
  updateSubscription,
} from './store';

/**
 * The engine leader's new-share work (docs/SPEC.md N3–N5, N8, N9): fill upper-circuit queues as the
 * simulated sell side frees shares, allot offerings whose allotment time has come, and turn the won
 * shares of offerings whose listing time has come into held positions. No staff action decides any
 * of it. Each offering's step is one transaction under its row lock that first re-reads whether the
 * step is done (`allotted_at`, `listed_at`, a subscription's status), and every posting carries the
 * subscription's idempotency ids, so a leader killed mid-step leaves nothing behind and the next one
 * does the step exactly once.
 */

/**
 * Runs an allotment or a queue fill (N3–N5, N8) through the money executor (docs/adr/0024): under the
 * offering's row lock, its submitted subscriptions (locked, oldest first) are decided by core; each
 * decided subscription is written by its lifecycle event and posts on its own (types 12 and 15), in
 * the order core gave. `due` tells, from the locked offering, whether to read its queue at all.
 * Answers the users of the subscriptions decided, or [] when there was nothing to do.
 */
async function allotUnder(
  deps: TradingDeps,
  offeringId: number,
  due: (offering: OfferingRow) => boolean,
  decide: (rows: AllotmentRows) => Decision<AllotmentPlan | null>,
): Promise<number[]> {
  const done = await executeMoneyWorkflow(deps.db, {
    read: async (tx) => {
      const offering = await lockOffering(tx, offeringId);
      if (!offering || !due(offering)) return null;
      return { offering, subscriptions: await subscriptionsOf(tx, offering.id, ['submitted']) };
    },
    decide,
    postingOf: (plan) => ({ inOrder: plan.allotted.map((one) => one.posting) }),
    write: async (tx, plan) => await writeAllotment(tx, offeringId, plan),
    postLast: false,
  });
  if (isFailure(done)) throw new Error(`allotting offering ${offeringId} answered a failure`);
  return done.written ?? [];
}

/** An allotment's rows: each subscription by its event, the draw, the offering's patch; answers the users. */
async function writeAllotment(tx: Tx, offeringId: number, plan: AllotmentPlan): Promise<number[]> {
  for (const one of plan.allotted) {
    await updateSubscription(tx, one.subscriptionId, {
      status: subscriptionAfter(one.from, one.events),
      wonLots: one.wonLots,
      wonMinor: one.wonMinor,
      refundMinor: one.refundMinor,
      decidedAtMs: one.decidedAtMs,
    });
  }
  const { draw } = plan;
  if (draw !== null)
    await insertDraw(tx, {
      offeringId,
      algorithm: draw.algorithm,
      rule: draw.rule,
      lotsAvailable: draw.lotsAvailable,
      applications: draw.applications.map(([ref, lots]) => [ref, lots]),
      wonLots: [...draw.wonLots],
      simulated: { ...draw.simulated },
    });
  await updateOffering(tx, offeringId, plan.offering);
  return plan.allotted.map((one) => one.userId);
}

/**
 * N8: fills an upper-circuit offering's queue, oldest first, from the lots its sell side has freed
 * (core `decideQueueFill`). `seen` is the offering as read without a lock. Its allotted shares only
 * grow, so that read never shows fewer lots free than there are: when it shows none, nothing is
 * locked (the leader asks again in two seconds); otherwise it is decided again under the offering's lock.
 */
async function fillLimitQueue(deps: TradingDeps, seen: OfferingRow, nowMs: number): Promise<number[]> {
  if (freeQueueLots(seen, nowMs) <= 0) return [];
  const open = (offering: OfferingRow) =>
    offering.allottedAtMs === null && offering.type === 'limit' && freeQueueLots(offering, nowMs) > 0;
  return await allotUnder(deps, seen.id, open, (rows) => decideQueueFill(rows, nowMs));
}

/**
 * N3–N5: allots one offering exactly once (core `decideAllotment`): an IPO or a placement by the
 * published draw, stored with it; an upper-circuit offering refunds what its queue could not fill; a
 * block trade was allotted at each subscription. The offering's `allotted_at` is written in the same
 * transaction. Answers the users of the subscriptions it decided.
 */
export async function allotOffering(deps: TradingDeps, offeringId: number, nowMs: number): Promise<number[]> {
  return await allotUnder(
    deps,
    offeringId,
    (offering) => allotmentDue(offering, nowMs),
    (rows) => decideAllotment(rows, nowMs),
  );
}

/**
 * N9: lists one offering (core `decideListing`) through the money executor: under the offering's
 * row lock, its won subscriptions (locked, oldest first), then the trading locks of their users in
 * user order, as every order workflow takes them (trading-lock.ts). Each becomes a held position
 * and is listed by its event; each posting (type 12, locked to margin) goes on its own, in order.
 */
async function listOffering(deps: TradingDeps, offeringId: number, nowMs: number): Promise<OrderRow[]> {
  const done = await executeMoneyWorkflow(deps.db, {
    read: async (tx) => {
      const offering = await lockOffering(tx, offeringId);
      if (!offering || !listingDue(offering, nowMs)) return null;
      const won = await subscriptionsOf(tx, offering.id, ['success']);
      for (const userId of [...new Set(won.map((s) => s.userId))].sort((a, b) => a - b)) await lockTrading(tx, userId);
      return { offering, won };
    },
    decide: (rows) => decideListing(rows, nowMs),
    postingOf: (plan) => ({ inOrder: plan.listed.map((one) => one.posting) }),
    write: async (tx, plan) => await writeListing(tx, offeringId, plan),
    postLast: false,
  });
  if (isFailure(done)) throw new Error(`listing offering ${offeringId} answered a failure`);
  return done.written ?? [];
}

/** A listing's rows: each position, its subscription by its event, the offering's listing time. */
async function writeListing(tx: Tx, offeringId: number, plan: ListingPlan): Promise<OrderRow[]> {
  const rows: OrderRow[] = [];
  for (const one of plan.listed) {
    const order = await insertOrder(tx, { orderNo: orderNumber(plan.listedAtMs), ...one.order });
    await updateSubscription(tx, one.subscriptionId, {
      status: subscriptionAfter(one.from, one.events),
      orderId: order.id,
    });
    rows.push(order);
  }
  await updateOffering(tx, offeringId, { listedAtMs: plan.listedAtMs });
  return rows;
}

/** One pass of the leader's new-share work at `nowMs`; returns what it changed, for tests and logs. */
export async function runNewShareJobs(
  deps: TradingDeps,
  nowMs: number,
): Promise<{ filled: number; allotted: number[]; listed: number[] }> {
  const touched = new Set<number>();
  let filled = 0;
  for (const offering of await limitOfferingsQueued(deps.db, nowMs)) {
    const users = await fillLimitQueue(deps, offering, nowMs);
    filled += users.length;
    for (const u of users) touched.add(u);
  }
  const allotted: number[] = [];
  for (const offering of await offeringsToAllot(deps.db, nowMs)) {
    for (const u of await allotOffering(deps, offering.id, nowMs)) touched.add(u);
    allotted.push(offering.id);
  }
  const listed: number[] = [];
  for (const offering of await offeringsToList(deps.db, nowMs)) {
    const orders = await listOffering(deps, offering.id, nowMs);
    listed.push(offering.id);
    await publishOrderChanges(deps, orders);
  }
  if (touched.size > 0)
    await publishBalanceEvents(deps, [...touched]).catch((error: unknown) =>
      deps.log.error({ err: error }, 'publishing allotment balances failed'),
    );
  return { filled, allotted, listed };
}
