// Proves every close reason (user, stop loss, take profit, forced cover, expired, unfunded) and a cancel have a label in both languages.
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { hi } from '../../i18n/hi';
import { closeReasonKeys, historyLabelKey } from './close-reason';

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

describe('close reasons', () => {
  it('labels each reason in English and Hindi', () => {
    const keys = [...Object.values(closeReasonKeys), 'orders.reason.cancelled'];
    expect(keys.map((k) => lookup(en, k))).toEqual([
      'Closed by you',
      'Stop loss',
      'Take profit',
      'Forced cover',
      'Expired',
      'Cancelled: insufficient funds at fill',
      'Cancelled',
    ]);
    expect(keys.map((k) => lookup(hi, k))).toEqual([
      'आपने बंद किया',
      'स्टॉप लॉस',
      'टेक प्रॉफ़िट',
      'ऑटो स्क्वेयर-ऑफ़',
      'समय सीमा समाप्त',
      'रद्द: निष्पादन के समय अपर्याप्त राशि',
      'रद्द',
    ]);
  });

  it('picks the label of a history row', () => {
    expect(historyLabelKey({ status: 'CANCEL', closeReason: null })).toBe('orders.reason.cancelled');
    expect(historyLabelKey({ status: 'COVER', closeReason: 'force_cover' })).toBe('orders.reason.forceCover');
    expect(historyLabelKey({ status: 'COVER', closeReason: 'stop_loss' })).toBe('orders.reason.stopLoss');
    expect(historyLabelKey({ status: 'CANCEL', closeReason: 'expired' })).toBe('orders.reason.expired');
    expect(historyLabelKey({ status: 'CANCEL', closeReason: 'unfunded' })).toBe('orders.reason.unfunded');
  });
});
