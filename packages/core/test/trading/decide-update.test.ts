// Proves order/update's pure decision (docs/adr/0024, SPEC O11, O12, AMO2, LV3, X1): an edit of an order's levels answers a plan with no lifecycle event, a re-hold's posting only when a new limit price moves money, or one RuleFailure naming the rule.
import { describe, expect, it } from 'vitest';
import { minor, ticks } from '../../src/money';
import {
  decideUpdate,
  type EditedOrderFacts,
  INSURANCE_NEEDS_STOP,
  NOT_OPEN,
  OFF_TICK,
  type OrderEditRows,
  orderAfter,
  PRICE_NOT_PENDING,
  placedOrderCosts,
} from '../../src/trading/index';
import { inr, testSettings } from '../ledger/harness';

const settings = testSettings();

const order = (change: Partial<EditedOrderFacts> = {}): EditedOrderFacts => ({
  id: 9,
  userId: 3,
  accountSet: 'real',
  currency: 'INR',
  instrumentCurrency: null,
  status: 'BUILD',
  closeReason: null,
  direction: 'buy',
  priceType: 'market',
  decimals: 2,
  hands: 1,
  handCount: 1,
  lever: 10,
  insurance: false,
  limitPriceTicks: null,
  buildPriceTicks: 100_000n,
  marginMinor: inr('100'),
  stopLossTicks: null,
  trailingDistanceTicks: null,
  validUntil: null,
  holdMinor: 0n,
  version: 4,
  ...change,
});

const pendingLimit = (change: Partial<EditedOrderFacts> = {}) =>
  order({
    status: 'CREATED',
    priceType: 'limit',
    limitPriceTicks: 100_000n,
    buildPriceTicks: null,
    marginMinor: 0n,
    holdMinor: placedOrderCosts(order(), settings, undefined, ticks(100_000n)).totalMinor,
    ...change,
  });

const rows = (change: Partial<OrderEditRows> = {}): OrderEditRows => ({
  order: order(),
  product: { suspended: false, tradable: true },
  quote: { bidTicks: ticks(100_000n), askTicks: ticks(100_010n) },
  fx: undefined,
  settings,
  availableMinor: inr('100000'),
  otherPositions: [],
  ...change,
});

describe('decideUpdate: plans', () => {
  it('O12: a held position takes the levels sent, with no lifecycle event and no posting', () => {
    const decided = decideUpdate(rows(), { stopLoss: '990.00', takeProfit: '1100.00' });
    if (!decided.ok) throw new Error(decided.message);
    const plan = decided.value;
    expect(plan.patch).toEqual({ stopLossTicks: 99_000n, takeProfitTicks: 110_000n, trailingDistanceTicks: null });
    expect(plan.events).toEqual([]);
    expect(orderAfter(plan.from, plan.events)).toEqual({ status: 'BUILD', closeReason: null });
    expect(plan.posting).toEqual([]);
  });

  it('O11: a held trailing stop starts from the closing side, and a distance sent again unchanged keeps its level', () => {
    const started = decideUpdate(rows(), { trailingDistance: '5.00' });
    if (!started.ok) throw new Error(started.message);
    expect(started.value.patch.stopLossTicks).toBe(99_500n);
    const kept = decideUpdate(rows({ order: order({ trailingDistanceTicks: 500n, stopLossTicks: 99_700n }) }), {
      trailingDistance: '5.00',
    });
    if (!kept.ok) throw new Error(kept.message);
    expect(kept.value.patch.stopLossTicks).toBe(99_700n);
  });

  it('O12: a new limit price re-holds its costs as one posting named by the order version; the same price moves nothing', () => {
    const newHold = placedOrderCosts(order(), settings, undefined, ticks(100_500n)).totalMinor;
    const decided = decideUpdate(rows({ order: pendingLimit() }), { price: '1005.00' });
    if (!decided.ok) throw new Error(decided.message);
    expect(decided.value.patch).toMatchObject({ limitPriceTicks: 100_500n, holdMinor: newHold });
    expect(decided.value.posting).toHaveLength(1);
    expect(decided.value.posting[0]).toMatchObject({ ref: 'order:9', amountMinor: newHold - pendingLimit().holdMinor });
    expect(decided.value.posting[0]?.idempotencyId.startsWith('order:9:hold:4')).toBe(true);
    const same = decideUpdate(rows({ order: pendingLimit() }), { price: '1000.00' });
    if (!same.ok) throw new Error(same.message);
    expect(same.value.posting).toEqual([]);
    expect(same.value.patch.limitPriceTicks).toBeUndefined();
  });

  it('AMO2: a queued order is edited while its market is shut, not while its product is suspended', () => {
    const queued = pendingLimit({ status: 'QUEUED' });
    const shut = { suspended: false, tradable: false };
    expect(decideUpdate(rows({ order: queued, product: shut }), { takeProfit: '1100.00' }).ok).toBe(true);
    expect(
      decideUpdate(rows({ order: queued, product: { suspended: true, tradable: false } }), { takeProfit: '1100.00' }),
    ).toMatchObject({ ok: false, code: 600 });
  });
});

describe('decideUpdate: refusals, in order, naming their rule', () => {
  it('O12: a closed order, a price on a held one, an insured one without a stop (404), a shut market (600)', () => {
    expect(decideUpdate(rows({ order: order({ status: 'COVER' }) }), {})).toMatchObject({
      rule: 'O12',
      field: 'orderId',
      code: 404,
      message: NOT_OPEN,
    });
    expect(decideUpdate(rows(), { price: '1000.00' })).toMatchObject({ field: 'price', message: PRICE_NOT_PENDING });
    expect(decideUpdate(rows({ order: order({ insurance: true }) }), {})).toMatchObject({
      field: 'stopLoss',
      code: 404,
      message: INSURANCE_NEEDS_STOP,
    });
    expect(decideUpdate(rows({ product: undefined }), {})).toMatchObject({ code: 600, message: '' });
    expect(decideUpdate(rows({ product: { suspended: false, tradable: false } }), {})).toMatchObject({ code: 600 });
  });

  it('O12: a price off the tick, no quote and a stop on the wrong side answer 601', () => {
    expect(decideUpdate(rows(), { takeProfit: '1100.001' })).toMatchObject({
      field: 'takeProfit',
      code: 601,
      message: OFF_TICK,
    });
    expect(decideUpdate(rows({ quote: null }), {})).toMatchObject({ code: 601, message: 'no tradable quote' });
    const wrongSide = decideUpdate(rows(), { stopLoss: '1001.00' });
    expect(wrongSide).toMatchObject({ ok: false, rule: 'O6', code: 601 });
  });

  it('X1, L3: a new price without a rate is refused (601), and one whose hold the available cannot pay (407)', () => {
    expect(
      decideUpdate(rows({ order: pendingLimit({ instrumentCurrency: 'USD' }), fx: null }), { price: '1005.00' }),
    ).toMatchObject({ rule: 'X1', code: 601, values: { from: 'USD', to: 'INR' } });
    expect(
      decideUpdate(rows({ order: pendingLimit(), availableMinor: minor(0n) }), { price: '1005.00' }),
    ).toMatchObject({ rule: 'L3', field: 'price', code: 407, message: '' });
  });

  it('LV3: a stop loss beyond the forced-cover price is refused naming the level; one inside it passes', () => {
    const poor = rows({ availableMinor: minor(0n) });
    expect(decideUpdate(poor, { stopLoss: '900.00' })).toMatchObject({
      rule: 'LV3',
      field: 'stopLoss',
      code: 601,
      values: { direction: 'buy', level: '950.00 INR' },
    });
    expect(decideUpdate(poor, { stopLoss: '960.00' }).ok).toBe(true);
  });
});
