// Proves SMS cannot be pumped (A11): besides the per-address limit, codes have a budget per
// destination prefix and a global budget per hour, counted across every address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phonePrefix } from '../../src/modules/accounts/routes';
import { call, type Harness, randomIp, startHarness } from '../support/harness';

const TOO_MANY = 429;

describe('A11: the SMS budgets', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ app: { smsBudget: { perHour: 6, perPrefixPerHour: 3 } } });
  });
  afterAll(async () => h.close());

  it('reads a destination prefix as the country code and four digits, whatever the spelling', () => {
    expect(phonePrefix('9876543210')).toBe('+919876');
    expect(phonePrefix('+91 98765 43210')).toBe(phonePrefix('9876500000'));
  });

  it('stops a flood to one prefix from many addresses, then every code once the hour’s budget is spent', async () => {
    const send = (phone: string) => call(h.app, 'user/sms', { phone, smsType: 'register' }, { ip: randomIp() });
    const prefixA = ['9811100001', '9811100002', '9811100003', '9811100004'];
    const codesA = [];
    for (const phone of prefixA) codesA.push((await send(phone)).code);
    expect(codesA).toEqual([200, 200, 200, TOO_MANY]);
    expect(h.sms.sent.length).toBe(3);

    const otherPrefixes = ['9822200001', '9833300001', '9844400001', '9855500001'];
    const codesB = [];
    for (const phone of otherPrefixes) codesB.push((await send(phone)).code);
    // Six sent in all (three above, three here); the seventh request of the hour is over budget.
    expect(codesB).toEqual([200, 200, 200, TOO_MANY]);
    expect(h.sms.sent.length).toBe(6);
  });
});
