// Proves how each funds settings form becomes its save payload: add vs edit, blanks, and the channel password.
import { describe, expect, it } from 'vitest';
import { bankPayload, incomeChannelPayload, incomeCurrencyPayload, outcomeChannelPayload } from './config-payloads';

const channel = {
  name: ' UPI ',
  type: 'bank' as const,
  needPassword: true,
  password: ' s3cret ',
  minAmount: ' 100.50 ',
  details: '  ',
  active: true,
  sortOrder: null,
  reason: ' new channel ',
};

describe('income channel', () => {
  it('adds without an id, sends the password, leaves blank optionals out and money as typed', () => {
    expect(incomeChannelPayload(channel)).toEqual({
      name: 'UPI',
      type: 'bank',
      needPassword: true,
      password: 's3cret',
      minAmount: '100.50',
      details: undefined,
      active: true,
      sortOrder: undefined,
      reason: 'new channel',
    });
  });

  it('on an edit keeps the stored password when left blank and clears emptied details', () => {
    const payload = incomeChannelPayload({ ...channel, password: '' }, 5);
    expect(payload.id).toBe(5);
    expect('password' in payload).toBe(false);
    expect(payload.details).toBe('');
  });

  it('never sends a password for a channel that needs none', () => {
    expect('password' in incomeChannelPayload({ ...channel, needPassword: false })).toBe(false);
  });
});

describe('other settings', () => {
  it('upper-cases currency and bank codes', () => {
    const account = incomeCurrencyPayload({
      channelId: 2,
      currency: ' usdt ',
      protocol: 'TRC20',
      address: ' TXYZ ',
      rate: '0.012',
      active: true,
      reason: 'r',
    });
    expect(account).toMatchObject({ currency: 'USDT', address: 'TXYZ', rate: '0.012' });
    expect(bankPayload({ name: 'SBI', code: ' sbin ', active: true, reason: 'r' }, 3)).toMatchObject({
      id: 3,
      code: 'SBIN',
    });
  });

  it('gives a bank withdrawal channel no chain protocol', () => {
    const payload = outcomeChannelPayload({ name: 'IMPS', type: 'bank', protocol: 'TRC20', active: true, reason: 'r' });
    expect(payload.protocol).toBe('NONE');
  });
});
