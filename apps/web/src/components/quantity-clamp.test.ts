// Proves the quantity stepper's clamp: whole numbers in [min, max], never below min, junk becomes min.
import { describe, expect, it } from 'vitest';
import { clampQuantity } from './quantity-clamp';

describe('clampQuantity', () => {
  it('uses the specification defaults 0..100000000', () => {
    expect(clampQuantity(-5)).toBe(0);
    expect(clampQuantity(100_000_001)).toBe(100_000_000);
    expect(clampQuantity(42)).toBe(42);
  });

  it('parses typed text as a whole number', () => {
    expect(clampQuantity('12')).toBe(12);
    expect(clampQuantity(' 1,000 ')).toBe(1000);
    expect(clampQuantity('7.9')).toBe(7);
    expect(clampQuantity(3.7)).toBe(3);
  });

  it('turns junk and empty input into the minimum', () => {
    expect(clampQuantity('abc', { min: 1 })).toBe(1);
    expect(clampQuantity('', { min: 2 })).toBe(2);
    expect(clampQuantity(null)).toBe(0);
    expect(clampQuantity(Number.NaN, { min: 5 })).toBe(5);
  });

  it('never goes below a custom minimum or above a custom maximum', () => {
    expect(clampQuantity(0, { min: 1, max: 10 })).toBe(1);
    expect(clampQuantity('50', { min: 1, max: 10 })).toBe(10);
  });
});
