// Proves order costs, P&L and fees follow PRODUCT.md's formulas in integer minor units, each rounded half-up exactly once.
import { describe, expect, it } from 'vitest';
import { ticks } from '../../src/money';
import { closingFee, orderCosts, overnightFee, positionPnl, priceValueMinor } from '../../src/trading/index';
import { inr, rate } from '../ledger/harness';

const base = {
  priceTicks: ticks(250000n),
  decimals: 2,
  hands: 4,
  handCount: 10,
  lever: 10,
  defaultRate: rate('0.1'),
  buyFeeRate: rate('0.0005'),
  insuranceRate: rate('0.1'),
  insurance: false,
};

describe('orderCosts', () => {
  it('O2: notional = price × hands × handCount, margin = notional ÷ lever, fee = notional × tradeBuyFee', () => {
    expect(orderCosts(base)).toEqual({
      notionalMinor: inr('100000.00'),
      marginMinor: inr('10000.00'),
      openingFeeMinor: inr('50.00'),
      insuranceCostMinor: 0n,
      totalMinor: inr('10050.00'),
    });
  });

  it('O2: without a lever the margin is notional × tradeDefaultRate, and insurance is margin × rate', () => {
    const costs = orderCosts({ ...base, lever: null, defaultRate: rate('0.2'), insurance: true });
    expect(costs.marginMinor).toBe(inr('20000.00'));
    expect(costs.insuranceCostMinor).toBe(inr('2000.00'));
    expect(costs.totalMinor).toBe(inr('22050.00'));
  });

  it('O2: rounds half-up once from the exact notional, not from a rounded one', () => {
    // Price 0.0099 × 1 unit: the notional rounds to 0.01, but the fee at 0.5 is 0.00495 exactly → 0.00.
    // Rounding twice (0.01 × 0.5 = 0.005 → 0.01) would charge a paisa too much.
    const costs = orderCosts({
      ...base,
      priceTicks: ticks(99n),
      decimals: 4,
      hands: 1,
      handCount: 1,
      lever: 2,
      buyFeeRate: rate('0.5'),
    });
    expect(costs.notionalMinor).toBe(1n);
    expect(costs.openingFeeMinor).toBe(0n);
    expect(costs.marginMinor).toBe(0n);
  });

  it('O2: a half paisa rounds up', () => {
    // 0.01 × 1 unit × fee 0.5 = 0.005 → 0.01.
    const costs = orderCosts({
      ...base,
      priceTicks: ticks(1n),
      hands: 1,
      handCount: 1,
      lever: 1,
      buyFeeRate: rate('0.5'),
    });
    expect(costs.openingFeeMinor).toBe(1n);
  });

  it('refuses a fractional hand count or lever as a bug', () => {
    expect(() => orderCosts({ ...base, hands: 1.5 })).toThrow(RangeError);
    expect(() => orderCosts({ ...base, lever: 0 })).toThrow(RangeError);
  });
});

describe('positionPnl', () => {
  const size = { buildPriceTicks: ticks(250000n), hands: 4, handCount: 10, decimals: 2 };

  it('a buy gains when the price rises and a sell when it falls', () => {
    expect(positionPnl({ ...size, direction: 'buy', markPriceTicks: ticks(252035n) })).toBe(inr('814.00'));
    expect(positionPnl({ ...size, direction: 'sell', markPriceTicks: ticks(244900n) })).toBe(inr('2040.00'));
  });

  it('O7: buy and sell of the same prices and size have exactly opposite P&L, also when rounding', () => {
    for (const mark of [1n, 249999n, 250001n, 333333n]) {
      const odd = { ...size, decimals: 4, handCount: 3, markPriceTicks: ticks(mark) };
      const buy = positionPnl({ ...odd, direction: 'buy' });
      expect(positionPnl({ ...odd, direction: 'sell' })).toBe(-buy);
    }
  });

  it('converts price decimals to money decimals exactly (3-decimal price, 2-decimal money)', () => {
    // (1.005 − 1.000) × 1 unit = 0.005 → 0.01 half-up; a loss of the same size is −0.01.
    const p = { buildPriceTicks: ticks(1000n), hands: 1, handCount: 1, decimals: 3 };
    expect(positionPnl({ ...p, direction: 'buy', markPriceTicks: ticks(1005n) })).toBe(1n);
    expect(positionPnl({ ...p, direction: 'buy', markPriceTicks: ticks(995n) })).toBe(-1n);
  });
});

describe('fees', () => {
  it('the closing fee is the notional at the close price × tradeSaleFee', () => {
    const fee = closingFee({
      closePriceTicks: ticks(244900n),
      decimals: 2,
      hands: 3,
      handCount: 10,
      saleFeeRate: rate('0.0005'),
    });
    expect(fee).toBe(inr('36.74'));
  });

  it('O8: the overnight fee is notional × tradeDelayRate, half-up', () => {
    expect(overnightFee(inr('100000.00'), rate('0.0002'))).toBe(inr('20.00'));
    expect(overnightFee(inr('12.25'), rate('0.02'))).toBe(inr('0.25'));
  });

  it('priceValueMinor is the one ticks × units → minor conversion', () => {
    expect(priceValueMinor(12345n, 4, 100n)).toBe(inr('123.45'));
    expect(priceValueMinor(5n, 0, 3n, 1n, 2n)).toBe(inr('7.50'));
  });
});
