// Proves an offering's subscription checks, its simulated sell side, and that its money is conserved through subscribe → allot → refund → list in both account sets (docs/SPEC.md N6–N9).
import { describe, expect, it } from 'vitest';
import { convertMinor, type FxRate, formatRate } from '../../src/fx';
import {
  EntryType,
  platformAccount,
  postDeposit,
  postNewShareAllotment,
  postNewShareListing,
  postNewShareSubscription,
  userAccounts,
} from '../../src/ledger/index';
import { minor, ticks } from '../../src/money';
import {
  checkSubscription,
  discountRate,
  fillQueue,
  NEW_SHARE_TYPES,
  needsInstitution,
  offeringPhase,
  scheduleProblem,
  sellSideReleasedLots,
  sharesCostMinor,
} from '../../src/new-shares';
import { ctx, inr, TestLedger } from '../ledger/harness';

const terms = {
  type: 'ipo' as const,
  lotSize: 50,
  minLots: 1,
  maxLots: 10,
  totalShares: 5_000,
  remainingShares: 5_000,
};

describe('offering rules', () => {
  it('N7: whole lots within the limits; a block trade no more than remains', () => {
    const n7 = { ok: false, rule: 'N7', field: 'quantity', code: 602 };
    expect(checkSubscription(terms, 150)).toEqual({ ok: true, value: 3 });
    expect(checkSubscription(terms, 120)).toMatchObject({ ...n7, values: { limit: 'lot' } });
    expect(checkSubscription(terms, 550)).toMatchObject({ ...n7, values: { limit: 'max', shares: '500' } });
    expect(checkSubscription({ ...terms, minLots: 2 }, 50)).toMatchObject({ ...n7, values: { limit: 'min' } });
    expect(checkSubscription({ ...terms, type: 'dazong', remainingShares: 100 }, 150)).toMatchObject({
      ...n7,
      values: { limit: 'remaining', shares: '100' },
    });
  });

  it('N6: the phases follow the clock and the leader; a schedule must run forwards', () => {
    const clock = {
      subscribeStartMs: 100,
      subscribeEndMs: 200,
      allotAtMs: 300,
      listingAtMs: 400,
      allottedAtMs: null,
      listedAtMs: null,
    };
    expect(offeringPhase(clock, 50)).toBe('upcoming');
    expect(offeringPhase(clock, 150)).toBe('open');
    expect(offeringPhase(clock, 250)).toBe('closed');
    expect(offeringPhase({ ...clock, allottedAtMs: 301 }, 350)).toBe('allotted');
    expect(offeringPhase({ ...clock, allottedAtMs: 301, listedAtMs: 401 }, 500)).toBe('listed');
    expect(scheduleProblem(clock)).toBeNull();
    expect(scheduleProblem({ ...clock, allotAtMs: 150 })).toBe('allotDate');
  });

  it('cost and discount: lots × lot size × price, and the price against the underlying', () => {
    expect(sharesCostMinor(ticks(12_345n), 2, 150, 'INR')).toBe(inr('18517.50'));
    expect(sharesCostMinor(ticks(52_000n), 0, 10, 'KRW')).toBe(520_000n);
    expect(discountRate(ticks(9_500n), ticks(10_000n))).toBe('-0.0500');
    expect(discountRate(ticks(11_000n), ticks(10_000n))).toBe('0.1000');
    expect(discountRate(ticks(10_000n), null)).toBe('0.0000');
  });

  it('N8: the sell side frees lots monotonically, none at the opening and all at the close', () => {
    let last = 0;
    for (let t = 0; t <= 3_600_000; t += 60_000) {
      const freed = sellSideReleasedLots('sell-seed', 1_000, 0, 3_600_000, t);
      expect(freed).toBeGreaterThanOrEqual(last);
      last = freed;
    }
    expect(sellSideReleasedLots('sell-seed', 1_000, 0, 3_600_000, 0)).toBe(0);
    expect(last).toBe(1_000);
  });

  it('N8: the queue fills oldest first and a later, smaller application never overtakes', () => {
    const queue = [
      { id: 1, lots: 2 },
      { id: 2, lots: 5 },
      { id: 3, lots: 1 },
    ];
    expect(fillQueue(queue, 6)).toEqual([1]);
    expect(fillQueue(queue, 8)).toEqual([1, 2, 3]);
  });
});

describe('N9: money through subscribe → allot → list', () => {
  for (const set of ['real', 'virtual'] as const) {
    it(`L1–L5 hold and every rupee is accounted for in the ${set} set`, () => {
      const ledger = new TestLedger();
      const user = userAccounts(1, set, 'INR');
      if (set === 'real') ledger.post(postDeposit(ctx(1, 'charge:1'), inr('100000.00')));
      else
        ledger.post([
          {
            idempotencyId: 'demo:1',
            debitAccount: platformAccount('virtual_issuance', 'INR'),
            creditAccount: user.available,
            amountMinor: inr('100000.00'),
            type: EntryType.SIGN_UP_BONUS,
            ref: 'demo',
          },
        ]);
      // From a rupee account at 0.0625 ₹ per ₩ (the pay side).
      const rate: FxRate = { from: 'KRW', to: 'INR', side: 'pay', rate: { numerator: 625n, scale: 4 } };
      const conversion = (krw: bigint) => ({
        instrumentCurrency: 'KRW',
        instrumentAmountMinor: minor(krw),
        accountCurrency: 'INR',
        accountAmountMinor: convertMinor(minor(krw), rate),
        rate: formatRate(rate),
      });
      // 1 lot of 10 shares at ₩52,000 = ₩520,000 = ₹32,500.
      const krw = 520_000n;
      const pay = convertMinor(minor(krw), rate);
      expect(pay).toBe(inr('32500.00'));
      ledger.post(
        postNewShareSubscription(ctx(1, 'ns:1:pay'), set, 8, {
          amountMinor: pay,
          conversion: conversion(krw),
          feeMinor: inr('10.00'),
          feeConversion: null,
        }),
      );
      expect(ledger.balance(user.available)).toBe(inr('100000.00') - pay - inr('10.00'));
      const wonKrw = 260_000n;
      const won = convertMinor(minor(wonKrw), rate);
      ledger.post(
        postNewShareAllotment(
          ctx(1, 'ns:1:allot'),
          set,
          { amountMinor: won, conversion: conversion(wonKrw) },
          minor(pay - won),
        ),
      );
      expect(ledger.balance(user.locked)).toBe(won);
      expect(ledger.balance(user.available)).toBe(inr('100000.00') - won - inr('10.00'));
      ledger.post(postNewShareListing(ctx(1, 'ns:1:list'), set, won));
      expect(ledger.balance(user.locked)).toBe(0n);
      expect(ledger.balance(user.margin)).toBe(won);
      const escrow = platformAccount(set === 'real' ? 'ipo_escrow' : 'virtual_issuance', 'INR');
      if (set === 'real') expect(ledger.balance(escrow)).toBe(0n);
    });
  }
});

describe('who may subscribe', () => {
  it('N13: placements and block trades need an institutional account; IPOs and upper circuits do not', () => {
    expect(NEW_SHARE_TYPES.filter(needsInstitution)).toEqual(['placement', 'dazong']);
  });
});
