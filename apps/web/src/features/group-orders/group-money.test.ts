// Proves the join sheet's check refuses an amount outside the offering's limits before anything is
// sent, and that an order waiting for its allocation owes the rest only "up to" its amount.
import type { Group } from '@demo/contract';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { hi } from '../../i18n/hi';
import { checkGroupAmount, unpaidLabelKey } from './group-money';

const group = {
  accountCurrency: 'INR',
  currency: 'INR',
  minAmount: '10000.00',
  maxAmount: '50000.00',
  depositRate: '0.2',
  price: '100.00',
  handCount: 10,
} as Group;

describe('the group join amount', () => {
  it('is refused below the minimum and above the maximum, with the deposit still shown', () => {
    expect(checkGroupAmount(group, '8000')).toEqual({ problem: 'limits', deposit: '1600.00', lots: 8 });
    expect(checkGroupAmount(group, '60000').problem).toBe('limits');
    expect(checkGroupAmount(group, '10000')).toEqual({ problem: null, deposit: '2000.00', lots: 10 });
    expect(checkGroupAmount(group, 'abc').problem).toBe('format');
  });

  it('says "up to" for the unpaid rest until the allocation, in both languages', () => {
    expect(unpaidLabelKey('SUBMIT')).toBe('groups.unpaidUpTo');
    expect(unpaidLabelKey('PAYING')).toBe('groups.unpaid');
    expect(unpaidLabelKey('HOLDING')).toBe('groups.unpaid');
    expect(en.groups.unpaidUpTo).toMatch(/up to/);
    expect(hi.groups.unpaidUpTo).toMatch(/[\u0900-\u097F]/);
  });
});
