// Proves the cost calculator charges what the server will: lots × lot size × price plus fee, converted at the pay rate.
import { accountFxFromQuotes } from '@demo/core';
import { describe, expect, it } from 'vitest';
import { countdownParts, decimalsOf, detailPath, marketPriceText, subscriptionCost } from './cost';

describe('subscriptionCost', () => {
  it('rupee offering from a rupee account: no conversion', () => {
    const cost = subscriptionCost({ price: '123.45', lotSize: 120, fee: '20.00', currency: 'INR' }, 2, null, 'INR');
    expect(cost).toMatchObject({ shares: 240, cost: '29628.00', fee: '20.00', total: '29648.00', pay: null });
  });

  it('won offering from a rupee account: converted at the pay rate with the spread', () => {
    const fx = accountFxFromQuotes(
      (code) => ({ USDINR: { bid: '88.6000', ask: '88.7000' }, USDKRW: { bid: '1449.50', ask: '1450.50' } })[code],
      'KRW',
      'INR',
      30n,
    );
    const cost = subscriptionCost({ price: '100000', lotSize: 1, fee: '0', currency: 'KRW' }, 3, fx, 'INR');
    expect(cost?.cost).toBe('300000');
    expect(Number(cost?.pay)).toBeGreaterThan(18_300);
    expect(Number(cost?.pay)).toBeLessThan(18_450);
    expect(cost?.rate).toMatch(/^0\.06/);
  });

  it('helpers', () => {
    expect(decimalsOf('100000')).toBe(0);
    expect(decimalsOf('12.50')).toBe(2);
    expect(countdownParts(90_061_000, 0)).toEqual({ done: false, days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(countdownParts(0, 5).done).toBe(true);
    expect(detailPath({ market: 'korea', code: 'IPO-005930-261124' })).toBe(
      '/pages/product/korea/new/detail?code=IPO-005930-261124',
    );
  });
});

describe('the market price beside an offering', () => {
  it('is written in the offering’s currency with its grouping, as every price on screen', () => {
    expect(marketPriceText({ underlyingPrice: '115618', currency: 'KRW' })).toBe('₩115,618');
    expect(marketPriceText({ underlyingPrice: '1234567.50', currency: 'INR' })).toBe('₹12,34,567.50');
    expect(marketPriceText({ underlyingPrice: null, currency: 'KRW' })).toBeNull();
  });
});
