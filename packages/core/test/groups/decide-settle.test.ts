// Proves the pure decisions of a group order's settlement (docs/adr/0024): the allocation's plan per member (G1, G4–G6), the lapse (G5) and the payment with its refusals (G6, G8, LC3), each with its lifecycle event (G2) and postings (G7 ids), without a database.
import { describe, expect, it } from 'vitest';
import { AssertionFailure } from '../../src/assert';
import {
  type AllocatedGroup,
  decideGroupAllocation,
  decideGroupLapse,
  decideGroupPay,
  GROUP_ORDER_UNKNOWN,
  GROUP_PAY_DEADLINE_PASSED,
  type GroupAllocationPlan,
  groupOrderStatusAfter,
  postGroupHolding,
  postGroupLapse,
  postGroupPayRest,
  type SettledGroupOrder,
  sameCurrency,
} from '../../src/index';
import { minor } from '../../src/money';

const NOW_MS = Date.UTC(2026, 10, 24, 1, 30);
const MINUTE_MS = 60_000;

/** 10 hands of BTCINR at ₹100.00 each, allocating now. */
const group = (change: Partial<AllocatedGroup> = {}): AllocatedGroup => ({
  id: 9,
  decimals: 2,
  handCount: 1,
  priceTicks: 10_000n,
  blockHands: 10,
  allocateAt: NOW_MS,
  allocatedAt: null,
  ...change,
});

/** A member's SUBMIT order asking ₹800.00 with a ₹160.00 deposit. */
const order = (change: Partial<SettledGroupOrder> = {}): SettledGroupOrder => ({
  id: 70,
  userId: 3,
  accountSet: 'real',
  currency: 'INR',
  status: 'SUBMIT',
  amountMinor: 80_000n,
  depositMinor: 16_000n,
  unpaidMinor: 0n,
  refundedMinor: 0n,
  allottedHands: null,
  allottedMinor: null,
  ...change,
});

const ctx = (id: number, userId: number, event: string) => ({
  userId,
  currency: 'INR',
  ref: `group-order:${id}`,
  eventId: `group-order:${id}:${event}`,
});

function allocated(orders: readonly SettledGroupOrder[], change: Partial<AllocatedGroup> = {}): GroupAllocationPlan {
  const decided = decideGroupAllocation({ group: group(change), fx: sameCurrency('INR'), orders }, NOW_MS);
  if (!decided.ok || decided.value === null) throw new Error('expected an allocation plan');
  return decided.value;
}

describe('decideGroupAllocation', () => {
  it('G1, G4: the offering records the instant, the unit cost and rate "1"; only SUBMIT members take part', () => {
    const plan = allocated([order(), order({ id: 71, status: 'LAPSED' })]);
    expect(plan.group).toEqual({ allocatedAt: NOW_MS, unitCostMinor: 10_000n, allocationRate: '1' });
    expect(plan.members.map((m) => m.order.id)).toEqual([70]);
  });

  it('G1, G6: oversubscribed, a small deposit leaves PAYING with no posting; a large one HOLDS its position', () => {
    // 8 + 12 units asked of 10: 4 and 6 allotted (₹400.00 and ₹600.00).
    const small = order();
    const large = order({ id: 71, userId: 4, amountMinor: 120_000n, depositMinor: 100_000n });
    const plan = allocated([small, large]);
    const [paying, holding] = plan.members;
    expect(paying).toEqual({
      order: small,
      event: { type: 'allocate', outcome: 'paying' },
      fields: {
        requestedHands: 8,
        allottedHands: 4,
        allottedMinor: 40_000n,
        unpaidMinor: 24_000n,
        refundedMinor: 0n,
        allocatedAt: NOW_MS,
      },
      position: null,
    });
    expect(holding).toEqual({
      order: large,
      event: { type: 'allocate', outcome: 'holding' },
      fields: {
        requestedHands: 12,
        allottedHands: 6,
        allottedMinor: 60_000n,
        unpaidMinor: 0n,
        refundedMinor: 40_000n,
        allocatedAt: NOW_MS,
        settledAt: NOW_MS,
      },
      position: { hands: 6, allottedMinor: 60_000n },
    });
    expect(plan.postings).toEqual([postGroupHolding(ctx(71, 4, 'allocate'), 'real', minor(100_000n), minor(60_000n))]);
    expect(paying && groupOrderStatusAfter(paying)).toBe('PAYING');
    expect(holding && groupOrderStatusAfter(holding)).toBe('HOLDING');
  });

  it('G5: a member allotted nothing gets exactly the deposit back and LAPSES', () => {
    // ₹50.00 asks no whole unit of ₹100.00.
    const plan = allocated([order({ amountMinor: 5_000n, depositMinor: 1_000n })]);
    expect(plan.members[0]?.fields).toMatchObject({ allottedHands: 0, refundedMinor: 1_000n, settledAt: NOW_MS });
    expect(plan.members[0]?.event).toEqual({ type: 'allocate', outcome: 'none' });
    expect(plan.postings).toEqual([postGroupLapse(ctx(70, 3, 'allocate'), 'real', minor(1_000n))]);
    expect(plan.members[0] && groupOrderStatusAfter(plan.members[0])).toBe('LAPSED');
  });

  it('G7: nothing before the allocation time, after it ran once, or without a rate', () => {
    const rows = { group: group(), fx: sameCurrency('INR'), orders: [order()] };
    const none = { ok: true, value: null };
    expect(decideGroupAllocation({ ...rows, group: group({ allocateAt: NOW_MS + 1 }) }, NOW_MS)).toEqual(none);
    expect(decideGroupAllocation({ ...rows, group: group({ allocatedAt: NOW_MS - 1 }) }, NOW_MS)).toEqual(none);
    expect(decideGroupAllocation({ ...rows, fx: null }, NOW_MS)).toEqual(none);
  });
});

describe('decideGroupLapse', () => {
  const paying = order({ status: 'PAYING', allottedHands: 4, allottedMinor: 40_000n, unpaidMinor: 24_000n });

  it('G5: at the deadline a PAYING order gets exactly its deposit back (type 15) and LAPSES', () => {
    const decided = decideGroupLapse({ order: paying, payDeadline: NOW_MS }, NOW_MS);
    if (!decided.ok || decided.value === null) throw new Error('expected a lapse');
    expect(decided.value).toEqual({
      order: paying,
      event: { type: 'lapse' },
      fields: { unpaidMinor: 0n, refundedMinor: 16_000n, settledAt: NOW_MS },
      posting: postGroupLapse(ctx(70, 3, 'lapse'), 'real', minor(16_000n)),
    });
    expect(groupOrderStatusAfter(decided.value)).toBe('LAPSED');
  });

  it('G2, G7: nothing before the deadline, for an order gone or no longer PAYING, or a missing offering', () => {
    const none = { ok: true, value: null };
    expect(decideGroupLapse({ order: paying, payDeadline: NOW_MS + 1 }, NOW_MS)).toEqual(none);
    expect(decideGroupLapse({ order: undefined, payDeadline: NOW_MS }, NOW_MS)).toEqual(none);
    expect(decideGroupLapse({ order: paying, payDeadline: undefined }, NOW_MS)).toEqual(none);
    for (const status of ['HOLDING', 'LAPSED', 'SUBMIT'] as const) {
      expect(decideGroupLapse({ order: { ...paying, status }, payDeadline: NOW_MS }, NOW_MS)).toEqual(none);
    }
  });
});

describe('decideGroupPay', () => {
  const paying = order({ status: 'PAYING', allottedHands: 4, allottedMinor: 40_000n, unpaidMinor: 24_000n });
  const deadline = NOW_MS + 60 * MINUTE_MS;

  it('G6: paying the rest plans HOLDING, the held position and the rest plus the holding (types 7)', () => {
    const decided = decideGroupPay({ order: paying, payDeadline: deadline }, NOW_MS);
    if (!decided.ok) throw new Error(decided.message);
    expect(decided.value).toEqual({
      order: paying,
      event: { type: 'pay' },
      fields: { unpaidMinor: 0n, settledAt: NOW_MS },
      position: { hands: 4, allottedMinor: 40_000n },
      posting: postGroupPayRest(ctx(70, 3, 'pay'), 'real', minor(16_000n), minor(24_000n)),
    });
    expect(groupOrderStatusAfter(decided.value)).toBe('HOLDING');
  });

  it('G8: an id naming none of the caller’s orders is refused 404 about id', () => {
    expect(decideGroupPay({ order: undefined, payDeadline: deadline }, NOW_MS)).toMatchObject({
      ok: false,
      rule: 'G8',
      field: 'id',
      code: 404,
      message: GROUP_ORDER_UNKNOWN,
    });
  });

  it('LC3: an order not PAYING is refused 404 before the deadline is looked at', () => {
    for (const status of ['SUBMIT', 'HOLDING', 'LAPSED'] as const) {
      const decided = decideGroupPay({ order: { ...paying, status }, payDeadline: NOW_MS - 1 }, NOW_MS);
      expect(decided).toMatchObject({ ok: false, rule: 'LC3', code: 404 });
    }
  });

  it('G6: at or after the pay deadline the payment is refused 600 about id', () => {
    expect(decideGroupPay({ order: paying, payDeadline: NOW_MS }, NOW_MS)).toMatchObject({
      ok: false,
      rule: 'G6',
      field: 'id',
      code: 600,
      message: GROUP_PAY_DEADLINE_PASSED,
    });
  });

  it('G6: a PAYING order without its offering or a consistent allotment is a bug', () => {
    expect(() => decideGroupPay({ order: paying, payDeadline: undefined }, NOW_MS)).toThrow(AssertionFailure);
    const broken = { ...paying, allottedMinor: 39_999n };
    expect(() => decideGroupPay({ order: broken, payDeadline: deadline }, NOW_MS)).toThrow(AssertionFailure);
    const noHands = { ...paying, allottedHands: 0 };
    expect(() => decideGroupPay({ order: noHands, payDeadline: deadline }, NOW_MS)).toThrow(AssertionFailure);
  });
});
