// Proves V6 for money: a withdrawal under the minimum or over the available says which limit and its value.
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { amountProblem } from './amount';
import { amountErrors, amountMessage } from './amount-message';

const t = i18n.t.bind(i18n);
const limits = { min: '100', max: '25000.50' };

describe('V6: an amount field speaks while typing, but for an amount not typed yet', () => {
  it('holds submit back for an empty amount without saying so before a submit', () => {
    expect(amountErrors(t, '', limits, 'INR')).toEqual({ error: 'Enter an amount', typing: null });
  });

  it('says a typed amount under the minimum or over the available at once', () => {
    const low = { error: 'The minimum is ₹100.00', typing: 'The minimum is ₹100.00' };
    expect(amountErrors(t, '50', limits, 'INR')).toEqual(low);
    expect(amountErrors(t, '25000.51', limits, 'INR').typing).toBe('More than you have: ₹25,000.50 available');
    expect(amountErrors(t, '0', limits, 'INR').typing).toBe('The amount must be more than zero');
  });

  it('has nothing to say for an amount within the limits', () => {
    expect(amountErrors(t, '25000.50', limits, 'INR')).toEqual({ error: null, typing: null });
  });
});

describe('V6: amount messages name the limit', () => {
  it('says the minimum for 50 and what is available for 999,999', () => {
    const low = amountProblem('50', limits);
    const high = amountProblem('999999', limits);
    expect(low).toBe('belowMin');
    expect(high).toBe('aboveAvailable');
    expect(amountMessage(t, low ?? 'empty', limits, 'INR')).toBe('The minimum is ₹100.00');
    expect(amountMessage(t, high ?? 'empty', limits, 'INR')).toBe('More than you have: ₹25,000.50 available');
  });

  it('says the same in Hindi', async () => {
    const { hi } = await import('../../i18n/hi');
    i18n.addResourceBundle('hi', 'translation', hi, true, true);
    await i18n.changeLanguage('hi');
    expect(amountMessage(t, 'belowMin', limits, 'INR')).toBe('न्यूनतम राशि ₹100.00 है');
    expect(amountMessage(t, 'aboveAvailable', limits, 'INR')).toBe('उपलब्ध राशि से अधिक: ₹25,000.50 उपलब्ध है');
    await i18n.changeLanguage('en');
  });

  it('uses plurals in both languages', async () => {
    expect(t('positions.closeAllConfirm', { count: 1 })).toBe('Close your 1 position at the market price?');
    expect(t('positions.closeAllConfirm', { count: 3 })).toBe('Close all 3 positions at the market price?');
    expect(t('watchlist.count', { count: 1 })).toBe('1 product');
    expect(t('watchlist.count', { count: 2 })).toBe('2 products');
    await i18n.changeLanguage('hi');
    expect(t('positions.closeAllConfirm', { count: 1 })).toMatch(/^अपनी 1 /);
    await i18n.changeLanguage('en');
  });
});
