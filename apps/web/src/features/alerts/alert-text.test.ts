// Proves the alert form starts from the product's current value in the condition's unit, and every
// condition has its own label and toast text in both languages.
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { hi } from '../../i18n/hi';
import { conditionKey, isRateCondition, prefilledLevel, toastKey } from './alert-text';

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
});
