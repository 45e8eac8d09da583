// Proves FL1 in the customer's thread: an answer names the staff member who wrote it, in English and Hindi.
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { en } from '../../i18n/en';
import { hi } from '../../i18n/hi';
import { senderLabel } from './sender';

const t = i18n.t.bind(i18n);

describe('senderLabel', () => {
  it('FL1: names who answered, and says You for the customer’s own message', async () => {
    i18n.addResourceBundle('en', 'translation', en, true, true);
    expect(senderLabel(t, { from: 'staff', staffName: 'Priya' })).toBe('Priya · Support');
    expect(senderLabel(t, { from: 'customer', staffName: null })).toBe('You');
    expect(senderLabel(t, { from: 'staff', staffName: null })).toBe('Support');
    i18n.addResourceBundle('hi', 'translation', hi, true, true);
    await i18n.changeLanguage('hi');
    expect(senderLabel(t, { from: 'staff', staffName: 'Priya' })).toBe('Priya · सहायता टीम');
    expect(senderLabel(t, { from: 'customer', staffName: null })).toBe('आप');
    await i18n.changeLanguage('en');
  });
});
