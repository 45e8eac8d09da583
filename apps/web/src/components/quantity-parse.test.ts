// Proves V6 for lots: what the user typed is read strictly, never silently turned into 1.
import { describe, expect, it } from 'vitest';
import { parseQuantity } from './quantity-clamp';

describe('V6: parseQuantity', () => {
  it('refuses empty, zero, fractions and words with the reason', () => {
    expect(parseQuantity('', { min: 1 })).toEqual({ ok: false, problem: 'empty' });
    expect(parseQuantity('   ', { min: 1 })).toEqual({ ok: false, problem: 'empty' });
    expect(parseQuantity('0', { min: 1 })).toEqual({ ok: false, problem: 'belowMin' });
    expect(parseQuantity('1.5', { min: 1 })).toEqual({ ok: false, problem: 'notWhole' });
    expect(parseQuantity('-2', { min: 1 })).toEqual({ ok: false, problem: 'notWhole' });
    expect(parseQuantity('two', { min: 1 })).toEqual({ ok: false, problem: 'notWhole' });
    expect(parseQuantity('5', { min: 1, max: 4 })).toEqual({ ok: false, problem: 'aboveMax' });
  });

  it('accepts a whole number within the bounds, with thousands separators', () => {
    expect(parseQuantity('1', { min: 1 })).toEqual({ ok: true, value: 1 });
    expect(parseQuantity(' 12 ', { min: 1 })).toEqual({ ok: true, value: 12 });
    expect(parseQuantity('1,000', { min: 1 })).toEqual({ ok: true, value: 1000 });
    expect(parseQuantity('4', { min: 1, max: 4 })).toEqual({ ok: true, value: 4 });
  });
});
