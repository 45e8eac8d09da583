// Proves a partial cover divides a position's hands and money exactly (O3) and that orders only move along the lifecycle PRODUCT.md allows (O1).
import { describe, expect, it } from 'vitest';
import { minor, ticks } from '../../src/money';
import {
  allocateLargestRemainder,
  coverAmounts,
  orderTransition,
  type Position,
  splitForCover,
} from '../../src/trading/index';
import { inr, rate } from '../ledger/harness';

const position: Position = {
  id: 1,
  direction: 'buy',
  buildPriceTicks: ticks(250000n),
  hands: 3,
  handCount: 10,
  decimals: 2,
  marginMinor: inr('100.00'),
  openingFeeMinor: inr('0.05'),
  insuranceCostMinor: inr('10.01'),
  stopLossTicks: ticks(245000n),
  takeProfitTicks: ticks(260000n),
  insured: true,
};

describe('allocateLargestRemainder', () => {
  it('O3: parts always sum to the whole, leftovers to the largest remainders', () => {
    expect(allocateLargestRemainder(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(allocateLargestRemainder(5n, [1n, 2n])).toEqual([2n, 3n]);
    expect(allocateLargestRemainder(0n, [3n, 4n])).toEqual([0n, 0n]);
    for (let total = 0n; total < 50n; total += 1n) {
      const parts = allocateLargestRemainder(total, [7n, 3n, 5n]);
      expect(parts.reduce((a, b) => a + b, 0n)).toBe(total);
    }
  });

  it('refuses a negative total or weights with no sum as a bug', () => {
    expect(() => allocateLargestRemainder(-1n, [1n])).toThrow(RangeError);
    expect(() => allocateLargestRemainder(1n, [0n])).toThrow(RangeError);
  });
});

describe('splitForCover', () => {
  it('O3: a partial cover splits margin and fees exactly, and the rest keeps its stops', () => {
    const result = splitForCover(position, 1);
    if (!result.ok) throw new Error(result.message);
    const { closed, remaining } = result.value;
    expect(remaining).not.toBeNull();
    if (remaining === null) return;
    expect(closed.hands + remaining.hands).toBe(3);
    expect(closed.marginMinor + remaining.marginMinor).toBe(position.marginMinor);
    expect(closed.openingFeeMinor + remaining.openingFeeMinor).toBe(position.openingFeeMinor);
    expect(closed.insuranceCostMinor + remaining.insuranceCostMinor).toBe(position.insuranceCostMinor);
    expect([closed.marginMinor, closed.openingFeeMinor, closed.insuranceCostMinor]).toEqual([3333n, 2n, 334n]);
    expect(remaining).toMatchObject({ stopLossTicks: 245000n, takeProfitTicks: 260000n, insured: true, id: 1 });
  });

  it('O3: covering every hand leaves nothing behind', () => {
    expect(splitForCover(position, 3)).toEqual({ ok: true, value: { closed: position, remaining: null } });
  });

  it('O3: covering 0, a fraction or more than held is 602', () => {
    for (const hands of [0, 1.5, 4]) expect(splitForCover(position, hands)).toMatchObject({ ok: false, code: 602 });
  });

  it('O3: covering in pieces at one price settles the same P&L and fee as covering at once', () => {
    const close = ticks(251237n);
    const fee = rate('0.0007');
    const whole = coverAmounts(position, 0, close, fee);
    const first = splitForCover(position, 1);
    if (!first.ok || first.value.remaining === null) throw new Error('split failed');
    const a = coverAmounts(first.value.closed, 2, close, fee);
    const b = coverAmounts(first.value.remaining, 0, close, fee);
    expect(a.pnlMinor + b.pnlMinor).toBe(whole.pnlMinor);
    expect(a.closingFeeMinor + b.closingFeeMinor).toBe(whole.closingFeeMinor);
    expect(a.marginMinor + b.marginMinor).toBe(whole.marginMinor);
  });
});

describe('orderTransition', () => {
  const created = { id: 5, status: 'CREATED' as const, closeReason: null };

  it('O1: CREATED fills to BUILD or cancels to CANCEL; BUILD covers to COVER with its reason', () => {
    const built = orderTransition(created, { type: 'fill' });
    expect(built).toEqual({ ok: true, value: { id: 5, status: 'BUILD', closeReason: null } });
    expect(orderTransition(created, { type: 'cancel' })).toMatchObject({ ok: true, value: { status: 'CANCEL' } });
    if (!built.ok) return;
    for (const reason of ['user', 'stop_loss', 'take_profit', 'force_cover'] as const) {
      expect(orderTransition(built.value, { type: 'cover', reason })).toEqual({
        ok: true,
        value: { id: 5, status: 'COVER', closeReason: reason },
      });
    }
  });

  it('O1: every other move is an error value, not a throw; COVER and CANCEL are final', () => {
    const build = { ...created, status: 'BUILD' as const };
    const cover = { ...created, status: 'COVER' as const, closeReason: 'user' as const };
    const cancel = { ...created, status: 'CANCEL' as const };
    const illegal = [
      orderTransition(created, { type: 'cover', reason: 'user' }),
      orderTransition(build, { type: 'fill' }),
      orderTransition(build, { type: 'cancel' }),
      ...[cover, cancel].flatMap((o) => [
        orderTransition(o, { type: 'fill' }),
        orderTransition(o, { type: 'cancel' }),
        orderTransition(o, { type: 'cover', reason: 'stop_loss' }),
      ]),
    ];
    for (const result of illegal) expect(result).toMatchObject({ ok: false, rule: 'LC3' });
    expect(orderTransition(cover, { type: 'cover', reason: 'user' })).toMatchObject({
      message: 'cannot cover an order that is COVER',
    });
  });

  it('keeps the fields it does not own', () => {
    const result = orderTransition({ ...created, hands: 3, marginMinor: minor(1n) }, { type: 'fill' });
    expect(result).toMatchObject({ ok: true, value: { hands: 3, marginMinor: 1n } });
  });
});
