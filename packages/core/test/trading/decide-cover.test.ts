// Proves a user's cover as a pure decision (docs/adr/0024, SPEC O1, O3, O5, M3, BR4): a whole or partial close, the loss cascade most profitable first, and every refusal naming its rule, without a database.
import { describe, expect, it } from 'vitest';
import { AssertionFailure } from '../../src/assert';
import { ticks } from '../../src/money';
import {
  type CoverRows,
  coverNeedsOthers,
  decideCover,
  type HeldOrderAt,
  NOT_HELD,
  orderAfter,
} from '../../src/trading/index';
import { inr, testSettings } from '../ledger/harness';
import { held, ledgerHolding, NOW_MS, quoted } from './held-order';

const settings = testSettings();

const rows = (change: Partial<CoverRows> = {}): CoverRows => ({
  order: held(),
  tradable: true,
  quote: quoted(101_000n),
  fx: undefined,
  availableMinor: inr('1000'),
  settings,
  childId: null,
  others: [],
  ...change,
});

describe('decideCover: plans', () => {
  it('O5, BR4: a whole cover closes at the bid as user, its posting named by the order, its net P&L with overnight fees', () => {
    const decided = decideCover(rows(), { hands: 1 }, NOW_MS);
    if (!decided.ok) throw new Error(decided.message);
    const { askedId, split, closes } = decided.value;
    expect([askedId, split, closes.length]).toEqual([9, null, 1]);
    const [close] = closes;
    if (close === undefined) throw new Error('expected a close');
    expect(orderAfter(close.from, close.events)).toEqual({ status: 'COVER', closeReason: 'user' });
    // P&L (1010 − 1000) = 10; fee 1010 × 0.0005 = 0.505 → 0.51 (half up).
    expect(close.patch).toMatchObject({ coverPriceTicks: 101_000n, coverTime: NOW_MS, profitMinor: inr('10') });
    expect(close.patch.absorbedMinor).toBeUndefined();
    expect(close.posting.every((t) => t.ref === 'order:9' && t.idempotencyId.startsWith('order:9:cover'))).toBe(true);
    expect(close.realised.netMinor).toBe(inr('10') - inr('0.50') - close.patch.closingFeeMinor - inr('0.20'));
    expect(coverNeedsOthers(rows(), 1)).toBe(false);
  });

  it('O3: a partial cover becomes a new order of the hands covered, named by its drawn id; the parent keeps the rest exactly', () => {
    const parent = held({ hands: 3, marginMinor: inr('300'), openingFeeMinor: inr('1.00') });
    const decided = decideCover(rows({ order: parent, childId: 41 }), { hands: 1 }, NOW_MS);
    if (!decided.ok) throw new Error(decided.message);
    const { askedId, split, closes } = decided.value;
    expect(askedId).toBe(41);
    if (split === null) throw new Error('expected a split');
    expect(split).toMatchObject({ parentId: 9, childId: 41, child: { hands: 1 }, rest: { hands: 2 } });
    expect(split.child.marginMinor + split.rest.marginMinor).toBe(inr('300'));
    expect(split.child.openingFeeMinor + split.rest.openingFeeMinor).toBe(inr('1.00'));
    expect(closes.map((c) => c.orderId)).toEqual([41]);
    expect(closes[0]?.posting.every((t) => t.ref === 'order:41')).toBe(true);
    // BR4: a partial cover's child carries no overnight fee.
    const close = closes[0];
    if (close === undefined) throw new Error('expected a close');
    expect(close.realised.netMinor).toBe(
      close.patch.profitMinor - split.child.openingFeeMinor - close.patch.closingFeeMinor,
    );
    expect(() => decideCover(rows({ order: parent }), { hands: 1 }, NOW_MS)).toThrow(AssertionFailure);
  });

  it('M3: a loss the account cannot pay closes the others too, the gainer first, so loss_absorption pays only the rest', () => {
    const gainer: HeldOrderAt = {
      order: held({ id: 10, buildPriceTicks: ticks(50_000n) }),
      quote: quoted(60_000n),
      fx: undefined,
    };
    const short = rows({ quote: quoted(70_000n), availableMinor: inr('0'), others: [gainer] });
    expect(coverNeedsOthers(short, 1)).toBe(true);
    const decided = decideCover(short, { hands: 1 }, NOW_MS);
    if (!decided.ok) throw new Error(decided.message);
    const { askedId, closes } = decided.value;
    expect(askedId).toBe(9);
    expect(closes.map((c) => [c.orderId, orderAfter(c.from, c.events).closeReason])).toEqual([
      [10, 'force_cover'],
      [9, 'user'],
    ]);
    expect(closes[0]?.patch.absorbedMinor).toBeUndefined();
    expect(closes[1]?.patch.absorbedMinor).toBeGreaterThan(0n);
    const ledger = ledgerHolding(inr('200'), inr('0'));
    // L3: each posting applies on the balances the one before left.
    for (const close of closes) expect(ledger.tryPost(close.posting).ok).toBe(true);
    expect(ledger.user(3)).toEqual({ available: inr('0'), locked: inr('0'), margin: inr('0') });
  });

  it('M3: a partial cover that leaves a shortfall closes its own rest too, as force_cover at the asked price', () => {
    const parent = held({ hands: 2, marginMinor: inr('200') });
    const decided = decideCover(
      rows({ order: parent, quote: quoted(40_000n), availableMinor: inr('0'), childId: 41 }),
      { hands: 1 },
      NOW_MS,
    );
    if (!decided.ok) throw new Error(decided.message);
    const { closes, split } = decided.value;
    expect(split?.rest.hands).toBe(1);
    expect(closes.map((c) => [c.orderId, c.patch.coverPriceTicks, orderAfter(c.from, c.events).closeReason])).toEqual([
      [41, 40_000n, 'user'],
      [9, 40_000n, 'force_cover'],
    ]);
  });
});

describe('decideCover: refusals, in order, naming their rule', () => {
  it('O1: an order not held (404); O5: a product not tradable (600)', () => {
    expect(
      decideCover(rows({ order: held({ status: 'CREATED' }), tradable: false }), { hands: 1 }, NOW_MS),
    ).toMatchObject({ ok: false, rule: 'O1', field: 'orderId', code: 404, message: NOT_HELD });
    expect(decideCover(rows({ tradable: false }), { hands: 1 }, NOW_MS)).toMatchObject({ code: 600, message: '' });
  });

  it('O3: hands outside 1..held, or not whole (602); O5: no tradable quote (601)', () => {
    for (const hands of [0, 2, 0.5])
      expect(decideCover(rows(), { hands }, NOW_MS)).toMatchObject({
        rule: 'O3',
        field: 'hands',
        code: 602,
        message: 'hands must be in 1..1',
      });
    for (const quote of [
      null,
      { bidTicks: ticks(0n), askTicks: ticks(10n) },
      { bidTicks: ticks(20n), askTicks: ticks(10n) },
    ])
      expect(decideCover(rows({ quote }), { hands: 1 }, NOW_MS)).toMatchObject({
        code: 601,
        message: 'no tradable quote',
      });
  });

  it('X1: a held order with no rate to settle at is a bug and throws, naming the rule', () => {
    expect(() => decideCover(rows({ fx: null }), { hands: 1 }, NOW_MS)).toThrow(/^X1: /);
  });
});
