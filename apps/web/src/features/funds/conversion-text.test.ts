// Proves a USDT recharge or withdrawal reads in both currencies with its recorded rate (FR1), in English and Hindi.
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { conversionText } from './conversion-text';

const t = i18n.t.bind(i18n);
const usdtRecharge = {
  channelAmount: '100.00',
  channelCurrency: 'USDT',
  accountAmount: '8489.99',
  accountCurrency: 'INR',
  rate: '84.899900',
};

describe('FR1: a recharge in USDT names both currencies and the rate', () => {
  it('reads 100.00 USDT → ₹8,489.99 at ₹84.8999', () => {
    expect(conversionText(t, usdtRecharge)).toBe('100.00 USDT → ₹8,489.99 at ₹84.8999');
  });

  it('says the same in Hindi', async () => {
    const { hi } = await import('../../i18n/hi');
    i18n.addResourceBundle('hi', 'translation', hi, true, true);
    await i18n.changeLanguage('hi');
    expect(conversionText(t, usdtRecharge)).toBe('100.00 USDT → ₹8,489.99, ₹84.8999 की दर से');
    await i18n.changeLanguage('en');
  });

  it('a rupee recharge has no conversion to tell', () => {
    expect(
      conversionText(t, {
        channelAmount: '500.00',
        channelCurrency: 'INR',
        accountAmount: '500.00',
        accountCurrency: 'INR',
        rate: null,
      }),
    ).toBeNull();
  });
});
