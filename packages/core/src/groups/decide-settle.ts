import { assert } from '../assert';
import { type Decision, refuse } from '../failure';
import { formatRate } from '../fx/rates';
import type { AccountSet } from '../ledger/accounts';
import { postGroupHolding, postGroupLapse, postGroupPayRest } from '../ledger/rules-groups';
import type { Posting } from '../ledger/transfer';
import type { LifecycleStatus } from '../lifecycle';
import { type Minor, minor, ticks } from '../money';
import { type AccountFx, converts } from '../trading/account-fx';
import { allocateProRata } from './allocation';
import { allocationOutcome, groupUnitCost, requestedUnits } from './money';
import { type GroupOrderEvent, type GroupOrderStatus, groupOrderTransition } from './status';

/**
 * How a group order settles (docs/SPEC.md G1, G2, G4–G7): the leader's allocation of an offering and
 * lapse of an unpaid order, and the member's payment of the rest. Pure decisions the server's money
 * executor runs (docs/adr/0024); each plan carries the lifecycle event the store applies for the
 * status, the fields it writes besides, and the posting(s).
 */

/** A group order as its settlement is decided on (a group_orders row has these and more). */
export interface SettledGroupOrder {
  readonly id: number;
  readonly userId: number;
  readonly accountSet: AccountSet;
  readonly currency: string;
  readonly status: GroupOrderStatus;
  readonly amountMinor: bigint;
  readonly depositMinor: bigint;
  readonly unpaidMinor: bigint;
  readonly refundedMinor: bigint;
  readonly allottedHands: number | null;
  readonly allottedMinor: bigint | null;
}

/** The held position a settlement opens (G6): the allotted hands, margined by their value. */
export interface HeldAllotment {
  readonly hands: number;
  readonly allottedMinor: Minor;
}

/** One order's change: the event its status follows (G2) and the fields written with it. */
export interface GroupOrderChange<Fields> {
  readonly order: SettledGroupOrder;
  readonly event: GroupOrderEvent;
  readonly fields: Fields;
}

/** The status a planned change leads to (G2): its event applied by the lifecycle; the plan checked it may. */
export function groupOrderStatusAfter(change: GroupOrderChange<unknown>): LifecycleStatus<GroupOrderStatus> {
  const next = groupOrderTransition(change.order.status, change.event);
  assert(next.ok, `G2: group order ${change.order.id} cannot ${change.event.type} from ${change.order.status}`);
  return next.value;
}

/** The idempotency context of an order's posting for `event` (G7: `group-order:<id>:<event>`). */
function postingContext(order: SettledGroupOrder, event: string) {
  const ref = `group-order:${order.id}`;
  return { userId: order.userId, currency: order.currency, ref, eventId: `${ref}:${event}` };
}

/** An offering as its allocation is decided on (a group_offerings row has these and more). */
export interface AllocatedGroup {
  readonly id: number;
  readonly decimals: number;
  readonly handCount: number;
  readonly priceTicks: bigint;
  readonly blockHands: number;
  readonly allocateAt: number;
  readonly allocatedAt: number | null;
}

/** The rows an allocation is decided on, read with the offering and its orders locked. */
export interface GroupAllocationRows {
  readonly group: AllocatedGroup;
  /** The rates from the product's currency into the account's now (X1); null when none is quoted. */
  readonly fx: AccountFx | null;
  /** Every order of the offering in joining order; only those still SUBMIT take part. */
  readonly orders: readonly SettledGroupOrder[];
}

/** What the allocation writes on a member's order besides its status. */
export interface AllotmentFields {
  readonly requestedHands: number;
  readonly allottedHands: number;
  readonly allottedMinor: Minor;
  readonly unpaidMinor: Minor;
  readonly refundedMinor: Minor;
  readonly allocatedAt: number;
  /** Absent while the order waits for the rest (PAYING). */
  readonly settledAt?: number;
}

export interface MemberAllotment extends GroupOrderChange<AllotmentFields> {
  /** The position a HOLDING allotment opens, else null. */
  readonly position: HeldAllotment | null;
}

export interface GroupAllocationPlan {
  /** What the offering records: the instant, the unit cost and the pay rate "1" without conversion (G4). */
  readonly group: { readonly allocatedAt: number; readonly unitCostMinor: Minor; readonly allocationRate: string };
  readonly members: readonly MemberAllotment[];
  /** Per member whose money moves now, in joining order: the deposit back (G5) or the holding (G6). */
  readonly postings: readonly Posting[];
}

/** Whether an offering's allocation is due at `nowMs`: its time has come and it never ran (G7). */
export function groupAllocationDue(group: Pick<AllocatedGroup, 'allocateAt' | 'allocatedAt'>, nowMs: number): boolean {
  return group.allocatedAt === null && nowMs >= group.allocateAt;
}

/**
 * Decides an offering's allocation (G1, G4–G7): the unit cost at this instant's pay rate, each SUBMIT
 * member's request in whole units, the pro-rata allotment, and per member the outcome — nothing
 * allotted (the deposit back, LAPSED), the deposit pays it (the excess back, HOLDING with its
 * position) or the rest is owed (PAYING). No plan (null) when the allocation is not due, or no rate is
 * quoted yet (the next pass tries again). Never refuses.
 */
export function decideGroupAllocation(rows: GroupAllocationRows, nowMs: number): Decision<GroupAllocationPlan | null> {
  const { group, fx } = rows;
  if (!groupAllocationDue(group, nowMs) || fx === null) return { ok: true, value: null };
  const unit = groupUnitCost(ticks(group.priceTicks), group.decimals, group.handCount, fx).accountMinor;
  const members = rows.orders.filter((o) => o.status === 'SUBMIT');
  const requests = members.map((o) => ({ orderId: o.id, units: requestedUnits(minor(o.amountMinor), unit) }));
  const allotted = new Map(allocateProRata(group.blockHands, requests).map((a) => [a.orderId, a.units]));
  const changes: MemberAllotment[] = [];
  const postings: Posting[] = [];
  for (const [i, order] of members.entries()) {
    const units = allotted.get(order.id) ?? 0;
    const deposit = minor(order.depositMinor);
    const outcome = allocationOutcome(deposit, units, unit);
    const event = { type: 'allocate', outcome: outcome.outcome } as const;
    assert(groupOrderTransition(order.status, event).ok, `G2: group order ${order.id} cannot be allocated`);
    const ctx = postingContext(order, 'allocate');
    if (outcome.outcome === 'none') postings.push(postGroupLapse(ctx, order.accountSet, outcome.refundMinor));
    if (outcome.outcome === 'holding')
      postings.push(postGroupHolding(ctx, order.accountSet, deposit, outcome.allottedMinor));
    const fields: AllotmentFields = {
      requestedHands: requests[i]?.units ?? 0,
      allottedHands: units,
      allottedMinor: outcome.allottedMinor,
      unpaidMinor: outcome.unpaidMinor,
      refundedMinor: outcome.refundMinor,
      allocatedAt: nowMs,
      ...(outcome.outcome === 'paying' ? {} : { settledAt: nowMs }),
    };
    const position = outcome.outcome === 'holding' ? { hands: units, allottedMinor: outcome.allottedMinor } : null;
    changes.push({ order, event, fields, position });
  }
  const allocationRate = converts(fx) ? formatRate(fx.pay) : '1';
  return {
    ok: true,
    value: { group: { allocatedAt: nowMs, unitCostMinor: unit, allocationRate }, members: changes, postings },
  };
}

/** The rows a lapse is decided on: the order locked, and its offering's pay deadline (undefined when either is gone). */
export interface GroupLapseRows {
  readonly order: SettledGroupOrder | undefined;
  readonly payDeadline: number | undefined;
}

/** What a lapse writes on the order besides its status. */
export interface LapseFields {
  readonly unpaidMinor: Minor;
  readonly refundedMinor: Minor;
  readonly settledAt: number;
}

export interface GroupLapsePlan extends GroupOrderChange<LapseFields> {
  /** Exactly the deposit back (type 15, G5). */
  readonly posting: Posting;
}

/**
 * Decides the lapse of an order whose rest was not paid by the deadline (G5): exactly its deposit
 * comes back and it is LAPSED. No plan (null) when the order or its offering is gone, the deadline is
 * still ahead, or the order is no longer PAYING (paid or lapsed meanwhile). Never refuses.
 */
export function decideGroupLapse(rows: GroupLapseRows, nowMs: number): Decision<GroupLapsePlan | null> {
  const { order, payDeadline } = rows;
  if (!order || payDeadline === undefined || nowMs < payDeadline) return { ok: true, value: null };
  const event = { type: 'lapse' } as const;
  if (!groupOrderTransition(order.status, event).ok) return { ok: true, value: null };
  const deposit = minor(order.depositMinor);
  return {
    ok: true,
    value: {
      order,
      event,
      fields: { unpaidMinor: minor(0n), refundedMinor: minor(order.refundedMinor + deposit), settledAt: nowMs },
      posting: postGroupLapse(postingContext(order, 'lapse'), order.accountSet, deposit),
    },
  };
}

/** G8: the id names none of the caller's group orders (another customer's included). */
export const GROUP_ORDER_UNKNOWN = 'does not match any of your group orders';
/** G6: the offering's pay deadline has passed. */
export const GROUP_PAY_DEADLINE_PASSED = 'can no longer be paid: the deadline has passed';

/** The rows a payment is decided on: the caller's order locked, and its offering's pay deadline. */
export interface GroupPayRows {
  /** The caller's order the id names; undefined when there is none (G8). */
  readonly order: SettledGroupOrder | undefined;
  /** The offering's pay deadline; undefined when the offering is gone (a bug). */
  readonly payDeadline: number | undefined;
}

/** What a payment writes on the order besides its status (the position's id is the store's). */
export interface PayFields {
  readonly unpaidMinor: Minor;
  readonly settledAt: number;
}

export interface GroupPayPlan extends GroupOrderChange<PayFields> {
  readonly position: HeldAllotment;
  /** The rest from available into escrow (type 7), and the whole allotted value into margin (G6). */
  readonly posting: Posting;
}

/**
 * Decides a member's payment of the rest of a PAYING order (G6): refused for an id that names none of
 * the caller's orders (404, G8), an order not PAYING (LC3, 404) and after the pay deadline (600); funds
 * are the ledger's to refuse (407). The order becomes HOLDING with its held position.
 */
export function decideGroupPay(rows: GroupPayRows, nowMs: number): Decision<GroupPayPlan> {
  const { order, payDeadline } = rows;
  if (!order) return refuse('G8', 'id', 404, GROUP_ORDER_UNKNOWN);
  const event = { type: 'pay' } as const;
  const next = groupOrderTransition(order.status, event);
  if (!next.ok) return next;
  assert(payDeadline !== undefined, `G6: group order ${order.id} names a missing offering`);
  if (nowMs >= payDeadline) return refuse('G6', 'id', 600, GROUP_PAY_DEADLINE_PASSED);
  const hands = order.allottedHands ?? 0;
  const allottedMinor = minor(order.allottedMinor ?? 0n);
  assert(
    hands > 0 && allottedMinor === order.depositMinor + order.unpaidMinor,
    `G6: group order ${order.id} is PAYING without a consistent allotment`,
  );
  const { accountSet } = order;
  return {
    ok: true,
    value: {
      order,
      event,
      fields: { unpaidMinor: minor(0n), settledAt: nowMs },
      position: { hands, allottedMinor },
      posting: postGroupPayRest(
        postingContext(order, 'pay'),
        accountSet,
        minor(order.depositMinor),
        minor(order.unpaidMinor),
      ),
    },
  };
}
