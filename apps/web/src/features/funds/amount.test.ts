// Proves amounts are judged by exact decimal arithmetic against the minimum and the available balance.
import { describe, expect, it } from 'vitest';
import { amountProblem, maxDecimal, sanitizeAmountInput } from './amount';

describe('amountProblem', () => {
  it('accepts an amount between the minimum and the available balance, bounds included', () => {
    expect(amountProblem('100', { min: '100', max: '500.00' })).toBeNull();
    expect(amountProblem('500.00', { min: '100', max: '500' })).toBeNull();
    expect(amountProblem('250.5', { min: '100.00' })).toBeNull();
  });

  it('refuses empty, malformed, zero and over-precise amounts', () => {
    expect(amountProblem('  ')).toBe('empty');
    expect(amountProblem('1e3')).toBe('format');
    expect(amountProblem('12.345')).toBe('format');
    expect(amountProblem('-5')).toBe('format');
    expect(amountProblem('0.00')).toBe('zero');
  });

  it('compares without floats: 0.3 is not below 0.1 + 0.2 and one paisa matters', () => {
    expect(amountProblem('0.3', { min: '0.30' })).toBeNull();
    expect(amountProblem('99.99', { min: '100' })).toBe('belowMin');
    expect(amountProblem('500.01', { max: '500' })).toBe('aboveAvailable');
    expect(amountProblem('90071992547409.93', { max: '90071992547409.92' })).toBe('aboveAvailable');
  });

  it('ignores limits that are missing or not decimals', () => {
    expect(amountProblem('1', { min: null, max: '' })).toBeNull();
  });
});

describe('maxDecimal', () => {
  it('picks the larger minimum', () => {
    expect(maxDecimal('100.00', '250')).toBe('250');
    expect(maxDecimal('1000', '999.99')).toBe('1000');
    expect(maxDecimal(null, '5')).toBe('5');
    expect(maxDecimal('5', undefined)).toBe('5');
  });
});

describe('sanitizeAmountInput', () => {
  it('keeps digits and one point with two decimals', () => {
    expect(sanitizeAmountInput('1,000.505')).toBe('1000.50');
    expect(sanitizeAmountInput('12.3.4')).toBe('12.34');
    expect(sanitizeAmountInput('abc')).toBe('');
  });
});
