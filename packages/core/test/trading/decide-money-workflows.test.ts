// Proves the order path's pure decisions (docs/adr/0024): order create, a limit fill, an engine end and a user's cancel answer a plan or one RuleFailure naming the rule, without a database.
import { describe, expect, it } from 'vitest';
import { AssertionFailure, assert } from '../../src/assert';
import { minor, ticks } from '../../src/money';
import {
  allottedFill,
  decideCancel,
  decideEndPending,
  decideLimitFill,
  decideOrderCreate,
  decideRelease,
  type OrderCreateRequest,
  type OrderCreateRows,
  orderAfter,
  type PlacedOrderFacts,
  sameCurrency,
} from '../../src/trading/index';
import { inr, testSettings } from '../ledger/harness';

const NOW_MS = Date.UTC(2026, 11, 1, 6, 0);
const settings = testSettings();

const rows = (change: Partial<OrderCreateRows> = {}): OrderCreateRows => ({
  product: {
    id: 7,
    code: 'BTCINR',
    exchange: 'CRYPTO',
    currency: 'INR',
    decimals: 2,
    handCount: 1,
    lever: 10,
    suspended: false,
  },
  holidays: [],
  quote: { bidTicks: ticks(100_000n), askTicks: ticks(100_010n) },
  fx: sameCurrency('INR'),
  settings,
  accountCurrency: 'INR',
  availableMinor: inr('100000'),
  otherPositions: [],
  orderId: 41,
  ...change,
});

const request = (change: Partial<OrderCreateRequest> = {}): OrderCreateRequest => ({
  userId: 3,
  accountType: 'real',
  code: 'BTCINR',
  direction: 'buy',
  priceType: 'market',
  hands: 1,
  validity: 'gtc',
  insurance: false,
  requestId: 'r-1',
  ...change,
});

describe('decideOrderCreate', () => {
  it('O1, O2, O5: a market buy fills at the ask, born CREATED then filled, paying margin + fee', () => {
    const decided = decideOrderCreate(rows(), request(), NOW_MS);
    if (!decided.ok) throw new Error(decided.message);
    const { order, events, born, posting } = decided.value;
    expect(born).toBe('CREATED');
    expect(orderAfter({ status: born, closeReason: null }, events).status).toBe('BUILD');
    expect(order).toMatchObject({ id: 41, buildPriceTicks: 100_010n, holdMinor: 0n, buildTime: NOW_MS });
    expect(
      posting.length > 0 && posting.every((t) => t.ref === 'order:41' && t.idempotencyId.startsWith('order:41:open')),
    ).toBe(true);
  });

  it('O4: a limit order stays CREATED and holds its costs at its limit price', () => {
    const decided = decideOrderCreate(rows(), request({ priceType: 'limit', price: '990.00' }), NOW_MS);
    if (!decided.ok) throw new Error(decided.message);
    expect(decided.value.events).toEqual([]);
    expect(decided.value.order).toMatchObject({ limitPriceTicks: 99_000n, buildPriceTicks: null, marginMinor: 0n });
    expect(decided.value.order.holdMinor).toBeGreaterThan(0n);
  });

  it('O6: refusals come in order and name their rule, field and code', () => {
    expect(decideOrderCreate(rows({ product: undefined }), request(), NOW_MS)).toMatchObject({
      ok: false,
      rule: 'O6',
      field: 'code',
      code: 404,
    });
    expect(decideOrderCreate(rows(), request({ insurance: true }), NOW_MS)).toMatchObject({
      field: 'stopLoss',
      code: 404,
    });
    expect(decideOrderCreate(rows(), request({ stopLoss: '1.001' }), NOW_MS)).toMatchObject({
      field: 'stopLoss',
      code: 601,
    });
    expect(decideOrderCreate(rows({ fx: null }), request(), NOW_MS)).toMatchObject({ rule: 'X1', code: 601 });
    expect(decideOrderCreate(rows({ availableMinor: minor(0n) }), request(), NOW_MS)).toMatchObject({ code: 407 });
  });
});

const placed = (change: Partial<PlacedOrderFacts> = {}): PlacedOrderFacts => ({
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
  validUntil: null,
  holdMinor: inr('200'),
  ...change,
});

describe('decideLimitFill, decideEndPending, decideCancel', () => {
  const crossed = { bidTicks: ticks(99_990n), askTicks: ticks(99_995n) };
  const fillRows = (order = placed()) => ({ order, availableMinor: inr('0'), settings, fx: undefined });

  it('O4: a crossed limit buy fills at the ask, better than its limit, and is BUILD after its events', () => {
    const decided = decideLimitFill(fillRows(), crossed, NOW_MS);
    if (!decided.ok || decided.value === null) throw new Error('expected a fill');
    expect(decided.value.patch).toMatchObject({ buildPriceTicks: 99_995n, buildTime: NOW_MS, rolledAt: NOW_MS });
    expect(orderAfter(decided.value.from, decided.value.events).status).toBe('BUILD');
  });

  it('O10: an uncrossed or expired order is left alone (no plan)', () => {
    const far = { bidTicks: ticks(100_100n), askTicks: ticks(100_110n) };
    expect(decideLimitFill(fillRows(), far, NOW_MS)).toEqual({ ok: true, value: null });
    expect(decideLimitFill(fillRows(placed({ validUntil: NOW_MS })), crossed, NOW_MS)).toEqual({
      ok: true,
      value: null,
    });
  });

  it('O13: a fill the hold and funds cannot pay is cancelled as unfunded, its hold returned', () => {
    const decided = decideLimitFill(fillRows(placed({ holdMinor: minor(1n) })), crossed, NOW_MS);
    if (!decided.ok || decided.value === null) throw new Error('expected an end');
    expect(orderAfter(decided.value.from, decided.value.events)).toEqual({ status: 'CANCEL', closeReason: 'unfunded' });
  });

  it('O10, O1: an expiry cancels as expired; a user cancel of a held position is refused naming orderId', () => {
    const ended = decideEndPending(placed(), 'expire', NOW_MS);
    expect(orderAfter(ended.from, ended.events)).toEqual({ status: 'CANCEL', closeReason: 'expired' });
    expect(ended.patch).toEqual({ coverTime: NOW_MS });
    expect(decideCancel(placed({ status: 'BUILD' }), NOW_MS)).toMatchObject({
      ok: false,
      rule: 'O1',
      field: 'orderId',
      code: 404,
    });
  });

  it('O1: applying an event the lifecycle forbids is a bug and throws, naming the rule', () => {
    expect(() => orderAfter({ status: 'COVER', closeReason: 'user' }, [{ type: 'fill' }])).toThrow(AssertionFailure);
    expect(() => assert(false, 'L1: the ledger sums to zero')).toThrow(/^L1: the ledger sums to zero$/);
  });

  it('AMO3: a queued order is released to CREATED at its open with no posting, only while tradable and unexpired', () => {
    const queued = placed({ status: 'QUEUED' });
    const decided = decideRelease({ order: queued, marketTradable: true }, NOW_MS);
    if (!decided.ok || decided.value === null) throw new Error('expected a release');
    const plan = decided.value;
    expect(orderAfter(plan.from, plan.events).status).toBe('CREATED');
    expect(plan.posting).toEqual([]);
    expect(decideRelease({ order: queued, marketTradable: false }, NOW_MS)).toEqual({ ok: true, value: null });
    const expired = placed({ status: 'QUEUED', validUntil: NOW_MS });
    expect(decideRelease({ order: expired, marketTradable: true }, NOW_MS)).toEqual({ ok: true, value: null });
  });
});

describe('allottedFill', () => {
  it('O1, O2: an allotment opens a filled position at the offering price, its margin what was paid, no fee', () => {
    expect(allottedFill(ticks(245_00n), inr('24500.00'), 1_700_000_000_000)).toEqual({
      status: 'BUILD',
      buildPriceTicks: ticks(245_00n),
      marginMinor: inr('24500.00'),
      openingFeeMinor: minor(0n),
      insuranceMinor: minor(0n),
      buildTime: 1_700_000_000_000,
      rolledAt: 1_700_000_000_000,
    });
  });
});
