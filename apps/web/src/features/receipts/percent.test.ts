// Proves a published rate is shown as a percentage exactly, by moving the decimal point in the string (RC3).
import { describe, expect, it } from 'vitest';
import { percentOf } from './percent';

describe('percentOf', () => {
  it('RC3: moves the point two places without rounding', () => {
    expect(percentOf('0.0005')).toBe('0.05');
    expect(percentOf('0.003')).toBe('0.3');
    expect(percentOf('0.1')).toBe('10');
    expect(percentOf('1')).toBe('100');
    expect(percentOf('0.123456789')).toBe('12.3456789');
    expect(percentOf('0')).toBe('0');
  });
});
