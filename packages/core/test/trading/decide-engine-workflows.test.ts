// Proves the engine's pure money decisions (docs/adr/0024) without a database: a forced cover's closes in the order they post, each absorbing only what the ones before leave unpaid; an expiry; the overnight roll.
import { describe, expect, it } from 'vitest';
import { AssertionFailure } from '../../src/assert';
import { startOfIndiaDayMs } from '../../src/india-time';
import { minor, type Ticks, ticks } from '../../src/money';
import {
  decideExpiry,
  decideForceCover,
  decideOvernightRoll,
  type HeldOrderAt,
  type HeldOrderFacts,
  markHeld,
  orderAfter,
  type PlacedOrderFacts,
  type RollOrderFacts,
} from '../../src/trading/index';
import { inr, testSettings } from '../ledger/harness';
import { held, ledgerHolding, NOW_MS } from './held-order';

const settings = testSettings();

const at = (order: HeldOrderFacts, bidTicks: bigint | null): HeldOrderAt => ({
  order,
  quote: bidTicks === null ? null : { bidTicks: ticks(bidTicks), askTicks: ticks(bidTicks + 10n) },
  fx: undefined,
});

describe('decideForceCover', () => {
  it('M4: an account at or below the warning level but above the cover rate is warned, nothing closed', () => {
    // Level (0 + 100 − 30) ÷ 100 = 0.7: at or below 0.8, above 0.5.
    const decided = decideForceCover({ availableMinor: inr('0'), positions: [at(held(), 97_000n)], settings }, NOW_MS);
    if (!decided.ok) throw new Error(decided.message);
    expect(decided.value.closes).toEqual([]);
    expect(decided.value.warning).toEqual({ equityMinor: inr('70'), usedMarginMinor: inr('100') });
  });

  it('M1, M4: a healthy account is neither warned nor covered', () => {
    const decided = decideForceCover({ availableMinor: inr('0'), positions: [at(held(), 100_000n)], settings }, NOW_MS);
    expect(decided).toEqual({ ok: true, value: { warning: null, closes: [] } });
  });

  it('M2, M3: a gap closes the loser whole at its bid as force_cover; loss_absorption pays what margin cannot', () => {
    const decided = decideForceCover({ availableMinor: inr('0'), positions: [at(held(), 70_000n)], settings }, NOW_MS);
    if (!decided.ok) throw new Error(decided.message);
    const [close] = decided.value.closes;
    if (close === undefined) throw new Error('expected a close');
    expect(orderAfter(close.from, close.events)).toEqual({ status: 'COVER', closeReason: 'force_cover' });
    // Loss 300 and fee 0.35 (700 × 0.0005) beyond margin 100: 200.35 absorbed.
    expect(close.patch).toEqual({
      coverPriceTicks: ticks(70_000n),
      coverTime: NOW_MS,
      closingFeeMinor: inr('0.35'),
      profitMinor: minor(-inr('300')),
      absorbedMinor: inr('200.35'),
    });
    expect(close.posting.every((t) => t.idempotencyId.startsWith('order:9:cover') && t.ref === 'order:9')).toBe(true);
    // BR4: profit − opening fee − closing fee − overnight fees, on the India day of the close.
    expect(close.realised.netMinor).toBe(-inr('301.05'));
    const ledger = ledgerHolding(inr('100'), inr('0'));
    expect(ledger.tryPost(close.posting).ok).toBe(true);
    expect(ledger.user(3)).toEqual({ available: inr('0'), locked: inr('0'), margin: inr('0') });
  });

  it('M2, M3: the gainer closes too and posts first, so its gain pays before loss_absorption does', () => {
    const loser = held({ id: 9 });
    const gainer = held({ id: 10, buildPriceTicks: ticks(50_000n) });
    const positions = [at(loser, 70_000n), at(gainer, 60_000n)];
    const decided = decideForceCover({ availableMinor: inr('0'), positions, settings }, NOW_MS);
    if (!decided.ok) throw new Error(decided.message);
    expect(decided.value.closes.map((c) => c.orderId)).toEqual([10, 9]);
    const [first, second] = decided.value.closes;
    if (first === undefined || second === undefined) throw new Error('expected two closes');
    const marks = positions.map((p) => markHeld(p.order, p.quote, p.fx, settings));
    const equity = marks.reduce((sum, m) => sum + m.marginMinor + m.pnlMinor - m.closingFeeMinor, 0n);
    expect(first.patch.absorbedMinor).toBeUndefined();
    expect(second.patch.absorbedMinor).toBe(-equity);
    const ledger = ledgerHolding(inr('200'), inr('0'));
    // L3: each posting applies on the balances the one before left, never taking available below zero.
    for (const close of decided.value.closes) expect(ledger.tryPost(close.posting).ok).toBe(true);
    expect(ledger.user(3)).toEqual({ available: inr('0'), locked: inr('0'), margin: inr('0') });
  });

  it('M2: a position without a quote is valued and closed at its build price', () => {
    const loser = held({ id: 9 });
    const unquoted = held({ id: 10, buildPriceTicks: ticks(50_000n) });
    const decided = decideForceCover(
      { availableMinor: inr('0'), positions: [at(loser, 60_000n), at(unquoted, null)], settings },
      NOW_MS,
    );
    if (!decided.ok) throw new Error(decided.message);
    const closed = decided.value.closes.find((c) => c.orderId === 10);
    expect(closed?.patch).toMatchObject({ coverPriceTicks: ticks(50_000n) as Ticks, profitMinor: minor(0n) });
  });

  it('X1: a chosen position with no rate to settle at is a bug and throws, naming the rule', () => {
    const loser = held({ id: 9 });
    const noRate: HeldOrderAt = { ...at(held({ id: 10 }), 100_000n), fx: null };
    expect(() =>
      decideForceCover({ availableMinor: inr('0'), positions: [at(loser, 60_000n), noRate], settings }, NOW_MS),
    ).toThrow(AssertionFailure);
    expect(() =>
      decideForceCover({ availableMinor: inr('0'), positions: [at(loser, 60_000n), noRate], settings }, NOW_MS),
    ).toThrow(/^X1: /);
  });
});

const pending = (change: Partial<PlacedOrderFacts> = {}): PlacedOrderFacts => ({
  id: 9,
  userId: 3,
  accountSet: 'real',
  currency: 'INR',
  status: 'CREATED',
  closeReason: null,
  direction: 'buy',
  decimals: 2,
  hands: 1,
  handCount: 1,
  lever: 10,
  insurance: false,
  limitPriceTicks: 100_000n,
  trailingDistanceTicks: null,
  validUntil: NOW_MS,
  holdMinor: inr('200'),
  ...change,
});

describe('decideExpiry', () => {
  it('O10: a pending order whose validity has come is cancelled as expired, exactly its hold returned', () => {
    const decided = decideExpiry({ order: pending() }, NOW_MS);
    if (!decided.ok || decided.value === null) throw new Error('expected an expiry');
    const plan = decided.value;
    expect(orderAfter(plan.from, plan.events)).toEqual({ status: 'CANCEL', closeReason: 'expired' });
    expect(plan.patch).toEqual({ coverTime: NOW_MS });
    expect(plan.posting.map((t) => [t.idempotencyId.startsWith('order:9:cancel'), t.amountMinor])).toEqual([
      [true, inr('200')],
    ]);
  });

  it('AMO2: a queued order whose validity ends before its open expires too', () => {
    const decided = decideExpiry({ order: pending({ status: 'QUEUED' }) }, NOW_MS);
    if (!decided.ok || decided.value === null) throw new Error('expected an expiry');
    expect(orderAfter(decided.value.from, decided.value.events).status).toBe('CANCEL');
  });

  it('O10: an order still valid, never expiring, or no longer pending is left alone (no plan)', () => {
    const none = { ok: true, value: null };
    expect(decideExpiry({ order: pending({ validUntil: NOW_MS + 1 }) }, NOW_MS)).toEqual(none);
    expect(decideExpiry({ order: pending({ validUntil: null }) }, NOW_MS)).toEqual(none);
    expect(decideExpiry({ order: pending({ status: 'BUILD' }) }, NOW_MS)).toEqual(none);
    expect(decideExpiry({ order: pending({ status: 'CANCEL', closeReason: 'expired' }) }, NOW_MS)).toEqual(none);
  });
});

const DAY_MS = 24 * 60 * 60 * 1000;
const ROLL_MS = startOfIndiaDayMs(NOW_MS);

const rolling = (change: Partial<RollOrderFacts> = {}): RollOrderFacts => ({
  id: 9,
  userId: 3,
  accountSet: 'real',
  currency: 'INR',
  status: 'BUILD',
  closeReason: null,
  buildPriceTicks: 100_000n,
  decimals: 2,
  hands: 1,
  handCount: 1,
  rolledAt: ROLL_MS - DAY_MS,
  buildTime: ROLL_MS - 2 * DAY_MS,
  overnightFeeMinor: inr('0.20'),
  ...change,
});

const rollRows = (order: RollOrderFacts, availableMinor = inr('100')) => ({
  order,
  availableMinor,
  fx: undefined,
  settings,
});

describe('decideOvernightRoll', () => {
  it('O8: a position held over one 00:00 India time pays notional × tradeDelayRate once, named by its date', () => {
    const decided = decideOvernightRoll(rollRows(rolling()), NOW_MS);
    if (!decided.ok || decided.value === null) throw new Error('expected a roll');
    // 1000.00 × 0.0002 = 0.20.
    expect(decided.value.paidMinor).toBe(inr('0.20'));
    expect(decided.value.patch).toEqual({ rolledAt: ROLL_MS, overnightFeeMinor: inr('0.40') });
    expect(decided.value.postings.map((p) => p.map((t) => [t.idempotencyId, t.amountMinor]))).toEqual([
      [['overnight:9:2026-12-01/fee', inr('0.20')]],
    ]);
  });

  it('O8: a roll missed for three days catches up with one fee per day, oldest first', () => {
    const decided = decideOvernightRoll(rollRows(rolling({ rolledAt: ROLL_MS - 3 * DAY_MS })), NOW_MS);
    if (!decided.ok || decided.value === null) throw new Error('expected a roll');
    expect(decided.value.postings.map((p) => p[0]?.idempotencyId)).toEqual([
      'overnight:9:2026-11-29/fee',
      'overnight:9:2026-11-30/fee',
      'overnight:9:2026-12-01/fee',
    ]);
    expect(decided.value.paidMinor).toBe(inr('0.60'));
  });

  it('L3: each fee is decided on what the ones before left: the part available cannot pay is waived', () => {
    const order = rolling({ rolledAt: ROLL_MS - 3 * DAY_MS });
    const decided = decideOvernightRoll(rollRows(order, inr('0.30')), NOW_MS);
    if (!decided.ok || decided.value === null) throw new Error('expected a roll');
    // 0.20, then the 0.10 left, then nothing: no posting for the third day.
    expect(decided.value.postings.map((p) => p.map((t) => t.amountMinor))).toEqual([[inr('0.20')], [inr('0.10')]]);
    expect(decided.value.paidMinor).toBe(inr('0.30'));
    expect(decided.value.patch).toEqual({ rolledAt: ROLL_MS, overnightFeeMinor: inr('0.50') });
  });

  it('O8: a position not held, already rolled today, or without a rate yet is left alone (no plan)', () => {
    const none = { ok: true, value: null };
    expect(decideOvernightRoll(rollRows(rolling({ status: 'COVER', closeReason: 'user' })), NOW_MS)).toEqual(none);
    expect(decideOvernightRoll(rollRows(rolling({ rolledAt: ROLL_MS })), NOW_MS)).toEqual(none);
    expect(decideOvernightRoll({ ...rollRows(rolling()), fx: null }, NOW_MS)).toEqual(none);
  });
});
