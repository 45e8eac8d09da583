// Proves the review queues write a USDT recharge or withdrawal in both currencies at its recorded rate (FR1), and a rupee one as plain money.
import { describe, expect, it } from 'vitest';
import { accountText, amountText, channelText } from './funds-amounts';

const usdt = {
  channelAmount: '100.00',
  channelCurrency: 'USDT',
  accountAmount: '8489.99',
  accountCurrency: 'INR',
  rate: '84.899900',
};

describe('FR1: amounts in the review queues', () => {
  it('writes a USDT recharge as 100.00 USDT → ₹8,489.99 at ₹84.8999', () => {
    expect(amountText(usdt)).toBe('100.00 USDT → ₹8,489.99 at ₹84.8999');
    expect(channelText(usdt)).toBe('100.00 USDT');
    expect(accountText(usdt)).toBe('8,489.99 INR');
  });

  it('writes a rupee recharge once, with no rate', () => {
    const rupees = { ...usdt, channelAmount: '500.00', channelCurrency: 'INR', accountAmount: '500.00', rate: null };
    expect(amountText(rupees)).toBe('500.00 INR');
  });
});
