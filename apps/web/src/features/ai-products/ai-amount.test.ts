// Proves the buy sheet refuses what the server would (I8): outside the limits or off the unit, exactly.
import { describe, expect, it } from 'vitest';
import { amountProblem, toPaise } from './ai-amount';

const limits = { min: '1000.00', max: '500000.00', unit: '500.00' };

describe('the amount of an AI purchase', () => {
  it('reads rupees and paise exactly', () => {
    expect(toPaise('1500')).toBe(150_000n);
    expect(toPaise('1500.5')).toBe(150_050n);
    expect(toPaise('0.07')).toBe(7n);
    expect(toPaise('1e3')).toBeNull();
    expect(toPaise('-5')).toBeNull();
  });

  it('is within the limits and a multiple of the unit', () => {
    expect(amountProblem('1500', limits)).toBeNull();
    expect(amountProblem('500000', limits)).toBeNull();
    expect(amountProblem('999.99', limits)).toBe('low');
    expect(amountProblem('500000.01', limits)).toBe('high');
    expect(amountProblem('1250', limits)).toBe('step');
    expect(amountProblem('1500.50', limits)).toBe('step');
    expect(amountProblem('', limits)).toBe('format');
    expect(amountProblem('0', limits)).toBe('format');
  });
});
