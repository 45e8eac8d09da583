// Proves the alert form starts from the product's current value in the condition's unit, and every
// condition has its own label and toast text in both languages.
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { hi } from '../../i18n/hi';
import { alertFigures, conditionKey, isRateCondition, prefilledLevel, toastKey } from './alert-text';

const CONDITIONS = ['above', 'below', 'changeRateAbove', 'changeRateBelow'] as const;

describe('alert texts', () => {
  it('pre-fills the price for price conditions and the day change for rate conditions', () => {
    const quote = { price: '95012.50', changeRate: '-1.25' };
    expect(prefilledLevel('above', quote)).toBe('95012.50');
    expect(prefilledLevel('below', quote)).toBe('95012.50');
    expect(prefilledLevel('changeRateAbove', quote)).toBe('-1.25');
    expect(prefilledLevel('changeRateBelow', undefined)).toBe('');
    expect(CONDITIONS.filter(isRateCondition)).toEqual(['changeRateAbove', 'changeRateBelow']);
  });

  it('names every condition and its toast in English and Hindi, with the toast’s placeholders', () => {
    for (const condition of CONDITIONS) {
      const label = conditionKey(condition).split('.')[1] as keyof typeof en.alerts;
      const toast = toastKey(condition).split('.')[1] as keyof typeof en.alerts;
      expect(en.alerts[label]).toBeTruthy();
      expect(hi.alerts[label]).toMatch(/[\u0900-\u097F]/);
      for (const text of [en.alerts[toast], hi.alerts[toast]]) {
        expect(text).toContain('{{code}}');
        expect(text).toContain('{{value}}');
        expect(text).toContain('{{price}}');
      }
    }
  });

  it('writes levels and trigger prices in the product’s currency, rates and points without a sign', () => {
    const base = { condition: 'below', value: '55176.74', triggeredPrice: '55175.26' } as const;
    expect(alertFigures({ ...base, currency: 'USD', market: 'crypto' })).toEqual({
      value: '$55,176.74',
      price: '$55,175.26',
    });
    expect(alertFigures({ ...base, value: '2500.50', triggeredPrice: null, currency: 'INR', market: 'nse' })).toEqual({
      value: '₹2,500.50',
      price: '',
    });
    expect(
      alertFigures({ ...base, value: '1.08512', triggeredPrice: '1.08511', currency: 'USD', market: 'forex' }),
    ).toEqual({ value: '1.08512', price: '1.08511' });
    expect(
      alertFigures({
        condition: 'changeRateAbove',
        value: '2.50',
        triggeredPrice: '95012.50',
        currency: 'USD',
        market: 'crypto',
      }),
    ).toEqual({ value: '2.50%', price: '$95,012.50' });
  });
});
