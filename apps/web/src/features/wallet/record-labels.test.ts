// Proves each wallet record says what it is (LR1, LR2): a close's three records name their part, offerings and corrections name their subject, in English and Hindi, with the words the CSV uses.

import { recordPartLabels } from '@demo/contract/refs';
import { RECORD_PARTS } from '@demo/core';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { en } from '../../i18n/en';
import { hi } from '../../i18n/hi';
import { recordSubject, recordTitle } from './record-labels';

const t = i18n.t.bind(i18n);
const close = (part: 'marginReturned' | 'profitLoss' | 'fee') => ({ type: 4, part });

describe('LR1: the part of a record', () => {
  it('names each of a close’s three records', () => {
    expect(recordTitle(t, close('marginReturned'))).toBe('Close position · margin returned');
    expect(recordTitle(t, close('profitLoss'))).toBe('Close position · profit/loss');
    expect(recordTitle(t, close('fee'))).toBe('Close position · fee');
    expect(recordTitle(t, { type: 1, part: null })).toBe('Recharge');
  });

  it('names them in Hindi too', async () => {
    i18n.addResourceBundle('hi', 'translation', hi, true, true);
    await i18n.changeLanguage('hi');
    expect(recordTitle(t, close('marginReturned'))).toBe('पोज़ीशन बंद · मार्जिन वापस');
    expect(recordTitle(t, close('profitLoss'))).toBe('पोज़ीशन बंद · लाभ/हानि');
    expect(recordTitle(t, close('fee'))).toBe('पोज़ीशन बंद · शुल्क');
    expect(recordTitle(t, { type: 7, part: 'deposit' })).toBe('बल्क लेनदेन कटौती · अग्रिम राशि');
    await i18n.changeLanguage('en');
  });

  it('uses the words the CSV uses, for every part', () => {
    for (const part of RECORD_PARTS) {
      expect(en.recordPart[part]).toBe(recordPartLabels[part].en);
      expect(hi.recordPart[part]).toBe(recordPartLabels[part].hi);
    }
  });
});

describe('LR2: the subject of a record', () => {
  it('names the order and instrument, the offering, or the reason as the server gave it', () => {
    expect(recordSubject({ subject: 'O2026120400017 · Bitcoin', code: 'BTCUSD' })).toBe(
      'O2026120400017 · Bitcoin · BTCUSD',
    );
    expect(recordSubject({ subject: 'Tata Technologies IPO', code: null })).toBe('Tata Technologies IPO');
    expect(recordSubject({ subject: 'Bank fee refunded (ticket 4411)', code: null })).toBe(
      'Bank fee refunded (ticket 4411)',
    );
    expect(recordSubject({ subject: null, code: null })).toBeNull();
  });
});
