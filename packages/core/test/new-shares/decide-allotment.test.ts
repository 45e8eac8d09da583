// Proves the new-share leader's pure decisions (docs/adr/0024): an allotment once at its time by the published draw or by refunds (N3–N5, N9), an upper-circuit queue filled in time order (N8) and a listing into held positions (N9), each status by its lifecycle's events (LC1–LC3), without a database.
import { describe, expect, it } from 'vitest';
import { AssertionFailure } from '../../src/assert';
import { EntryType } from '../../src/ledger/entry-types';
import {
  type AllottedOffering,
  allotLots,
  allotmentDue,
  type DecidedSubscription,
  decideAllotment,
  decideListing,
  decideQueueFill,
  freeQueueLots,
  type ListedOffering,
  listingDue,
  sellSideReleasedLots,
  subscriptionAfter,
} from '../../src/new-shares';

const NOW_MS = Date.UTC(2026, 10, 24, 1, 30);
const MINUTE_MS = 60_000;

/** A ₩100,000 IPO of four lots of 10 shares, its allotment due a minute ago. */
const offering = (change: Partial<AllottedOffering> = {}): AllottedOffering => ({
  id: 5,
  type: 'ipo',
  currency: 'KRW',
  priceTicks: 100_000n,
  decimals: 0,
  lotSize: 10,
  minLots: 1,
  maxLots: 5,
  totalShares: 40,
  allottedShares: 0,
  drawSeed: 'a'.repeat(64),
  simulatedApplicants: 0,
  simulatedMaxLots: 1,
  subscribeStartMs: NOW_MS - 120 * MINUTE_MS,
  subscribeEndMs: NOW_MS - 60 * MINUTE_MS,
  allotAtMs: NOW_MS - MINUTE_MS,
  allottedAtMs: null,
  ...change,
});

/** A submitted subscription of `lots` lots paid in won, created `id` minutes into the window. */
const sub = (id: number, lots: number, change: Partial<DecidedSubscription> = {}): DecidedSubscription => ({
  id,
  userId: 100 + id,
  accountSet: 'real',
  status: 'submitted',
  lots,
  shares: lots * 10,
  currency: 'KRW',
  instrumentCurrency: 'KRW',
  fxRate: null,
  costInstrumentMinor: BigInt(lots) * 1_000_000n,
  paidMinor: BigInt(lots) * 1_000_000n,
  wonLots: null,
  wonMinor: null,
  ...change,
});

function planOf<T>(decided: { ok: true; value: T | null } | { ok: false; message: string }): T {
  if (!decided.ok) throw new Error(decided.message);
  if (decided.value === null) throw new Error('nothing was planned');
  return decided.value;
}

const moves = (posting: readonly { idempotencyId: string; type: number; amountMinor: bigint }[]) =>
  posting.map((t) => [t.idempotencyId, t.type, t.amountMinor]);

describe('decideAllotment', () => {
  it('N2–N4: an oversubscribed IPO runs the retail draw by id, stores it, and allots once at its time', () => {
    const subs = [sub(7, 3), sub(3, 2), sub(9, 1)];
    const plan = planOf(decideAllotment({ offering: offering(), subscriptions: subs }, NOW_MS));
    const expected = allotLots(
      'a'.repeat(64),
      [
        { ref: 's3', lots: 2 },
        { ref: 's7', lots: 3 },
        { ref: 's9', lots: 1 },
      ],
      4,
      'retail',
    );
    expect(plan.draw).toEqual({
      algorithm: 'retail-v1',
      rule: 'retail',
      lotsAvailable: 4,
      applications: [
        ['s3', 2],
        ['s7', 3],
        ['s9', 1],
      ],
      wonLots: expected.wonLots,
      simulated: { count: 0, minLots: 1, maxLots: 1 },
    });
    expect(plan.allotted.map((a) => [a.subscriptionId, a.wonLots])).toEqual([
      [3, expected.wonLots[0]],
      [7, expected.wonLots[1]],
      [9, expected.wonLots[2]],
    ]);
    // N3: all four lots go, and the offering records them with its allotment time.
    expect(plan.offering).toEqual({ allottedShares: 40, allottedAtMs: NOW_MS });
    for (const a of plan.allotted) {
      expect(a.events).toEqual([a.wonLots > 0 ? 'win' : 'lose']);
      expect(a.wonMinor + a.refundMinor).toBe(subs.find((s) => s.id === a.subscriptionId)?.paidMinor);
      expect(a.decidedAtMs).toBe(NOW_MS);
    }
  });

  it('N9: each subscription posts its won part to locked (type 12) and the rest back (type 15), on its own ids', () => {
    const plan = planOf(
      decideAllotment({ offering: offering({ totalShares: 20 }), subscriptions: [sub(3, 3)] }, NOW_MS),
    );
    const [a] = plan.allotted;
    expect(a).toMatchObject({ subscriptionId: 3, userId: 103, from: 'submitted', events: ['win'], wonLots: 2 });
    expect(a?.wonMinor).toBe(2_000_000n);
    expect(a?.refundMinor).toBe(1_000_000n);
    expect(moves(a?.posting ?? [])).toEqual([
      ['new_share:3:allot/won', EntryType.NEW_SHARE_LOCKED, 2_000_000n],
      ['new_share:3:allot/refund', EntryType.SUBSCRIPTION_REFUND, 1_000_000n],
    ]);
    expect(subscriptionAfter(a?.from ?? 'submitted', a?.events ?? [])).toBe('success');
  });

  it('N2: a placement shares pro rata, and the simulated market applies from the seed', () => {
    const simulated = offering({ type: 'placement', simulatedApplicants: 3, simulatedMaxLots: 2 });
    const plan = planOf(decideAllotment({ offering: simulated, subscriptions: [sub(1, 4)] }, NOW_MS));
    expect(plan.draw?.rule).toBe('pro_rata');
    expect(plan.draw?.applications).toHaveLength(4);
    expect(plan.draw?.simulated).toEqual({ count: 3, minLots: 1, maxLots: 2 });
    expect(plan.offering.allottedShares).toBe(40);
  });

  it('N9, X1: a partial win in another currency converts at the rate paid, so won plus refund is what was paid', () => {
    const paid = sub(4, 3, {
      currency: 'INR',
      fxRate: '0.06114',
      costInstrumentMinor: 3_000_000n,
      paidMinor: 18_342_000n,
    });
    const plan = planOf(decideAllotment({ offering: offering({ totalShares: 10 }), subscriptions: [paid] }, NOW_MS));
    const [a] = plan.allotted;
    // One lot of ₩1,000,000 at ₹0.06114 a won is ₹61,140.
    expect(a?.wonMinor).toBe(6_114_000n);
    expect(a?.refundMinor).toBe(12_228_000n);
    const won = a?.posting.find((t) => t.idempotencyId.endsWith('/won'));
    expect(won?.conversion).toMatchObject({ instrumentAmountMinor: 1_000_000n, accountAmountMinor: 6_114_000n });
  });

  it('N9: a subscription that won every lot asked keeps what it paid, with its recorded conversion', () => {
    const paid = sub(4, 1, { currency: 'INR', fxRate: '0.06114', paidMinor: 6_114_000n });
    const [a] = planOf(decideAllotment({ offering: offering(), subscriptions: [paid] }, NOW_MS)).allotted;
    expect(a).toMatchObject({ wonLots: 1, wonMinor: 6_114_000n, refundMinor: 0n });
    expect(a?.posting.filter((t) => t.type === EntryType.SUBSCRIPTION_REFUND)).toEqual([]);
  });

  it('N8: an upper-circuit offering refunds its queue whole and keeps its allotted shares', () => {
    const limit = offering({ type: 'limit', allottedShares: 20 });
    const plan = planOf(decideAllotment({ offering: limit, subscriptions: [sub(2, 1), sub(1, 2)] }, NOW_MS));
    expect(plan.draw).toBeNull();
    expect(plan.offering).toEqual({ allottedShares: 20, allottedAtMs: NOW_MS });
    expect(plan.allotted.map((a) => [a.subscriptionId, a.events, a.wonMinor, a.refundMinor])).toEqual([
      [2, ['lose'], 0n, 1_000_000n],
      [1, ['lose'], 0n, 2_000_000n],
    ]);
    expect(moves(plan.allotted[0]?.posting ?? [])).toEqual([
      ['new_share:2:allot/refund', EntryType.SUBSCRIPTION_REFUND, 1_000_000n],
    ]);
  });

  it('N12: a block trade has nothing left to allot but its allotment time', () => {
    const plan = planOf(decideAllotment({ offering: offering({ type: 'dazong' }), subscriptions: [] }, NOW_MS));
    expect(plan).toEqual({ allotted: [], draw: null, offering: { allottedShares: 0, allottedAtMs: NOW_MS } });
  });

  it('N5: before its time or once allotted there is nothing to do', () => {
    for (const change of [{ allotAtMs: NOW_MS + 1 }, { allottedAtMs: NOW_MS - MINUTE_MS }]) {
      expect(allotmentDue(offering(change), NOW_MS)).toBe(false);
      expect(decideAllotment({ offering: offering(change), subscriptions: [sub(1, 1)] }, NOW_MS)).toEqual({
        ok: true,
        value: null,
      });
    }
    expect(allotmentDue(offering({ allotAtMs: NOW_MS }), NOW_MS)).toBe(true);
  });

  it('LC3: a subscription no longer submitted cannot be allotted (a bug, never a refusal)', () => {
    const decided = () =>
      decideAllotment({ offering: offering(), subscriptions: [sub(1, 1, { status: 'fail' })] }, NOW_MS);
    expect(decided).toThrow(AssertionFailure);
  });
});

describe('decideQueueFill', () => {
  /** An upper-circuit offering of four lots whose ten-hour window opened at `NOW_MS`. */
  const limit = (change: Partial<AllottedOffering> = {}) =>
    offering({
      type: 'limit',
      subscribeStartMs: NOW_MS,
      subscribeEndMs: NOW_MS + 600 * MINUTE_MS,
      allotAtMs: NOW_MS + 600 * MINUTE_MS,
      ...change,
    });
  const end = NOW_MS + 600 * MINUTE_MS;

  it('N8: the free lots are what the sell side freed less what is held', () => {
    expect(freeQueueLots(limit(), end)).toBe(sellSideReleasedLots('a'.repeat(64), 4, NOW_MS, end, end));
    expect(freeQueueLots(limit({ allottedShares: 30 }), end)).toBe(freeQueueLots(limit(), end) - 3);
  });

  it('N8: the queue fills oldest first, each whole, and nobody is overtaken', () => {
    const queue = [sub(4, 2), sub(2, 1), sub(3, 2)];
    const plan = planOf(decideQueueFill({ offering: limit({ allottedShares: 10 }), subscriptions: queue }, end));
    // Three lots free at the window's end: the first two fill, the third would need two more.
    expect(plan.allotted.map((a) => [a.subscriptionId, a.wonLots, a.events])).toEqual([
      [4, 2, ['win']],
      [2, 1, ['win']],
    ]);
    expect(plan.offering).toEqual({ allottedShares: 40 });
    expect(plan.draw).toBeNull();
    expect(moves(plan.allotted[0]?.posting ?? [])).toEqual([
      ['new_share:4:allot/won', EntryType.NEW_SHARE_LOCKED, 2_000_000n],
    ]);
  });

  it('N8: nothing to do when no lot is free, the first asks more than is free, or the offering is allotted or not upper-circuit', () => {
    const nothing = { ok: true, value: null };
    expect(decideQueueFill({ offering: limit(), subscriptions: [sub(1, 1)] }, NOW_MS)).toEqual(nothing);
    expect(decideQueueFill({ offering: limit({ allottedShares: 30 }), subscriptions: [sub(1, 2)] }, end)).toEqual(
      nothing,
    );
    expect(decideQueueFill({ offering: limit({ allottedAtMs: end }), subscriptions: [sub(1, 1)] }, end)).toEqual(
      nothing,
    );
    expect(decideQueueFill({ offering: limit({ type: 'ipo' }), subscriptions: [sub(1, 1)] }, end)).toEqual(nothing);
  });
});

describe('decideListing', () => {
  const listed = (change: Partial<ListedOffering> = {}): ListedOffering => ({
    id: 5,
    priceTicks: 100_000n,
    decimals: 0,
    lotSize: 10,
    productId: 77,
    productCode: '005930',
    allottedAtMs: NOW_MS - 60 * MINUTE_MS,
    listingAtMs: NOW_MS,
    listedAtMs: null,
    ...change,
  });
  const won = (id: number, change: Partial<DecidedSubscription> = {}) =>
    sub(id, 3, { status: 'success', wonLots: 2, wonMinor: 2_000_000n, ...change });

  it('N9: each won subscription becomes a held lever-1 buy of its won lots, its margin the locked amount (type 12)', () => {
    const plan = planOf(decideListing({ offering: listed(), won: [won(3), won(1)] }, NOW_MS));
    expect(plan.listedAtMs).toBe(NOW_MS);
    expect(plan.listed.map((l) => l.subscriptionId)).toEqual([3, 1]);
    const [first] = plan.listed;
    expect(first).toMatchObject({ userId: 103, from: 'success', events: ['list'] });
    expect(subscriptionAfter(first?.from ?? 'success', first?.events ?? [])).toBe('position_completed');
    expect(first?.order).toEqual({
      userId: 103,
      accountSet: 'real',
      currency: 'KRW',
      instrumentCurrency: null,
      openFxRate: null,
      productId: 77,
      code: '005930',
      decimals: 0,
      direction: 'buy',
      priceType: 'market',
      hands: 2,
      handCount: 10,
      lever: 1,
      limitPriceTicks: null,
      stopLossTicks: null,
      takeProfitTicks: null,
      insurance: false,
      source: 'new_share',
      commitTime: NOW_MS,
      status: 'BUILD',
      buildPriceTicks: 100_000n,
      marginMinor: 2_000_000n,
      openingFeeMinor: 0n,
      insuranceMinor: 0n,
      buildTime: NOW_MS,
      rolledAt: NOW_MS,
    });
    expect(moves(first?.posting ?? [])).toEqual([['new_share:3:list/list', EntryType.NEW_SHARE_LOCKED, 2_000_000n]]);
  });

  it('N9, X1: a position paid in another currency keeps the offering currency and the rate it was paid at', () => {
    const paid = won(2, { currency: 'INR', fxRate: '0.06114', wonMinor: 12_228_000n });
    const [l] = planOf(decideListing({ offering: listed(), won: [paid] }, NOW_MS)).listed;
    expect(l?.order).toMatchObject({ currency: 'INR', instrumentCurrency: 'KRW', openFxRate: '0.06114' });
    expect(l?.order.marginMinor).toBe(12_228_000n);
  });

  it('N9: an offering nobody won still lists', () => {
    expect(planOf(decideListing({ offering: listed(), won: [] }, NOW_MS))).toEqual({ listed: [], listedAtMs: NOW_MS });
  });

  it('N5, N9: before its listing time, before its allotment or once listed there is nothing to do', () => {
    for (const change of [{ listingAtMs: NOW_MS + 1 }, { allottedAtMs: null }, { listedAtMs: NOW_MS - 1 }]) {
      expect(listingDue(listed(change), NOW_MS)).toBe(false);
      expect(decideListing({ offering: listed(change), won: [won(1)] }, NOW_MS)).toEqual({ ok: true, value: null });
    }
  });

  it('LC3, N9: a subscription not won, or won with nothing, cannot be listed (a bug, never a refusal)', () => {
    expect(() => decideListing({ offering: listed(), won: [won(1, { status: 'fail' })] }, NOW_MS)).toThrow(
      AssertionFailure,
    );
    expect(() => decideListing({ offering: listed(), won: [won(1, { wonLots: 0 })] }, NOW_MS)).toThrow(
      AssertionFailure,
    );
  });
});

describe('subscriptionAfter', () => {
  it('LC3: a status moves only through events its lifecycle allows', () => {
    expect(subscriptionAfter('submitted', ['win', 'list'])).toBe('position_completed');
    expect(subscriptionAfter('success', [])).toBe('success');
    expect(() => subscriptionAfter('fail', ['list'])).toThrow(AssertionFailure);
  });
});
