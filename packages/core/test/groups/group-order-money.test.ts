// Proves a group order's status machine and its money: the deposit leaves as type 7, a lapse returns exactly the deposit (type 15), a paid allotment becomes margin of a held position, and money is conserved in the real and the demo account alike (G2, G4–G6, L1–L5).
import { describe, expect, it } from 'vitest';
import {
  accountFx,
  allocationOutcome,
  EntryType,
  fxBook,
  groupDepositMinor,
  groupOfferingStatus,
  groupOrderTransition,
  groupUnitCost,
  pairQuote,
  platformAccount,
  postDeposit,
  postGroupHolding,
  postGroupJoin,
  postGroupLapse,
  postGroupPayRest,
  postSignupBonus,
  requestedUnits,
  sameCurrency,
} from '../../src/index';
import { minor, ticks } from '../../src/money';
import { ctx, inr, rate, TestLedger } from '../ledger/harness';

function funded(set: 'real' | 'virtual'): TestLedger {
  const ledger = new TestLedger();
  if (set === 'real') ledger.post(postDeposit(ctx(1, 'charge:1:approve'), inr('10000.00')));
  else ledger.post(postSignupBonus(ctx(1, 'user:1:virtual'), inr('10000.00')));
  return ledger;
}

describe('group order status', () => {
  it('G2: SUBMIT → PAYING | HOLDING | LAPSED at allocation, PAYING → HOLDING | LAPSED, nothing else', () => {
    expect(groupOrderTransition('SUBMIT', { type: 'allocate', outcome: 'paying' })).toEqual({
      ok: true,
      value: 'PAYING',
    });
    expect(groupOrderTransition('SUBMIT', { type: 'allocate', outcome: 'holding' })).toEqual({
      ok: true,
      value: 'HOLDING',
    });
    expect(groupOrderTransition('SUBMIT', { type: 'allocate', outcome: 'none' })).toEqual({
      ok: true,
      value: 'LAPSED',
    });
    expect(groupOrderTransition('PAYING', { type: 'pay' })).toEqual({ ok: true, value: 'HOLDING' });
    expect(groupOrderTransition('PAYING', { type: 'lapse' })).toEqual({ ok: true, value: 'LAPSED' });
    for (const status of ['HOLDING', 'LAPSED'] as const) {
      for (const event of [{ type: 'pay' }, { type: 'lapse' }, { type: 'allocate', outcome: 'holding' }] as const) {
        expect(groupOrderTransition(status, event).ok).toBe(false);
      }
    }
    expect(groupOrderTransition('SUBMIT', { type: 'pay' }).ok).toBe(false);
    expect(groupOrderTransition('SUBMIT', { type: 'lapse' }).ok).toBe(false);
    expect(groupOrderTransition('PAYING', { type: 'allocate', outcome: 'holding' }).ok).toBe(false);
  });

  it('G3: an offering is open until its allocation time, allocated until the pay deadline, then closed', () => {
    const offering = { allocateAtMs: 1_000, payDeadlineMs: 2_000, allocatedAtMs: null };
    expect(groupOfferingStatus(offering, 999)).toBe('open');
    expect(groupOfferingStatus(offering, 1_000)).toBe('allocated');
    expect(groupOfferingStatus({ ...offering, allocatedAtMs: 1_001 }, 1_500)).toBe('allocated');
    expect(groupOfferingStatus({ ...offering, allocatedAtMs: 1_001 }, 2_000)).toBe('closed');
  });
});

describe('group order money', () => {
  it('G4: deposit = amount × rate half-up; requested units never cost more than the amount', () => {
    expect(groupDepositMinor(inr('1000.05'), rate('0.2'))).toBe(inr('200.01'));
    expect(requestedUnits(inr('1000.00'), inr('333.33'))).toBe(3);
    expect(requestedUnits(inr('1000.00'), minor(0n))).toBe(0);
    expect(() => groupDepositMinor(inr('1.00'), rate('1.5'))).toThrow(RangeError);
  });

  it('G4: the outcome splits the deposit: all back with nothing allotted, excess back, or the rest owed', () => {
    expect(allocationOutcome(inr('200.00'), 0, inr('50.00'))).toEqual({
      outcome: 'none',
      allottedMinor: 0n,
      refundMinor: inr('200.00'),
      unpaidMinor: 0n,
    });
    expect(allocationOutcome(inr('200.00'), 3, inr('50.00'))).toEqual({
      outcome: 'holding',
      allottedMinor: inr('150.00'),
      refundMinor: inr('50.00'),
      unpaidMinor: 0n,
    });
    expect(allocationOutcome(inr('200.00'), 10, inr('50.00'))).toEqual({
      outcome: 'paying',
      allottedMinor: inr('500.00'),
      refundMinor: 0n,
      unpaidMinor: inr('300.00'),
    });
  });

  it('X1: a dollar-priced unit costs its rupee value at the allocation pay rate, rounded once', () => {
    const pair = pairQuote('USDINR', '88.0000', '88.0000');
    if (!pair.ok) throw new Error('bad quote');
    const fx = accountFx(fxBook([pair.value]), 'USD', 'INR', 0n);
    if (!fx.ok) throw new Error('no rate');
    // 1 hand of 10 shares at $12.345 = $123.45 → ₹10,863.60 at 88.
    const cost = groupUnitCost(ticks(12_345n), 3, 10, fx.value);
    expect(cost.instrumentMinor).toBe(12_345n);
    expect(cost.accountMinor).toBe(inr('10863.60'));
    expect(groupUnitCost(ticks(250_00n), 2, 1, sameCurrency('INR')).accountMinor).toBe(inr('250.00'));
  });

  for (const set of ['real', 'virtual'] as const) {
    it(`G5, L1, L5 (${set}): join then a lapse returns exactly the deposit`, () => {
      const ledger = funded(set);
      const join = postGroupJoin(ctx(1, 'group-order:1:join', 'group-order:1'), set, inr('250.00'));
      expect(join.map((t) => t.type)).toEqual([EntryType.GROUP_DEDUCTION]);
      ledger.post(join);
      expect(ledger.user(1, set).available).toBe(inr('9750.00'));
      const lapse = postGroupLapse(ctx(1, 'group-order:1:lapse', 'group-order:1'), set, inr('250.00'));
      expect(lapse.map((t) => t.type)).toEqual([EntryType.SUBSCRIPTION_REFUND]);
      ledger.post(lapse);
      expect(ledger.user(1, set)).toEqual({ available: inr('10000.00'), locked: 0n, margin: 0n });
      expect(ledger.total()).toBe(0n);
      if (set === 'real') expect(ledger.platform('group_escrow')).toBe(0n);
    });

    it(`G6, L1, L5 (${set}): a PAYING order paid becomes margin worth exactly the allotted value`, () => {
      const ledger = funded(set);
      ledger.post(postGroupJoin(ctx(1, 'group-order:1:join', 'group-order:1'), set, inr('200.00')));
      const outcome = allocationOutcome(inr('200.00'), 10, inr('50.00'));
      ledger.post(
        postGroupPayRest(ctx(1, 'group-order:1:pay', 'group-order:1'), set, inr('200.00'), outcome.unpaidMinor),
      );
      expect(ledger.user(1, set)).toEqual({ available: inr('9500.00'), locked: 0n, margin: inr('500.00') });
      if (set === 'real') expect(ledger.platform('group_escrow')).toBe(0n);
      else expect(ledger.balance(platformAccount('group_escrow', 'INR'))).toBe(0n);
      expect(ledger.total()).toBe(0n);
    });

    it(`G6, L1 (${set}): a deposit above the allotted value holds the value and returns the excess`, () => {
      const ledger = funded(set);
      ledger.post(postGroupJoin(ctx(1, 'group-order:1:join', 'group-order:1'), set, inr('200.00')));
      const outcome = allocationOutcome(inr('200.00'), 3, inr('50.00'));
      const holding = postGroupHolding(
        ctx(1, 'group-order:1:allocate', 'group-order:1'),
        set,
        inr('200.00'),
        outcome.allottedMinor,
      );
      expect(holding.map((t) => t.type)).toEqual([EntryType.GROUP_DEDUCTION, EntryType.SUBSCRIPTION_REFUND]);
      ledger.post(holding);
      expect(ledger.user(1, set)).toEqual({ available: inr('9850.00'), locked: 0n, margin: inr('150.00') });
      expect(ledger.total()).toBe(0n);
    });
  }

  it('L3: a deposit or a rest beyond available is refused whole', () => {
    const ledger = funded('real');
    expect(ledger.tryPost(postGroupJoin(ctx(1, 'group-order:1:join'), 'real', inr('10000.01'))).ok).toBe(false);
    ledger.post(postGroupJoin(ctx(1, 'group-order:2:join'), 'real', inr('2000.00')));
    expect(
      ledger.tryPost(postGroupPayRest(ctx(1, 'group-order:2:pay'), 'real', inr('2000.00'), inr('8000.01'))).ok,
    ).toBe(false);
    expect(ledger.user(1).available).toBe(inr('8000.00'));
  });
});
