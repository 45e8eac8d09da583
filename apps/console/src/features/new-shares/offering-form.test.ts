// Proves the offering form reads and writes India-time instants exactly and builds the create payload.
import { describe, expect, it } from 'vitest';
import { createPayload, indiaLocalToMs, msToIndiaLocal } from './offering-form';

describe('offering form', () => {
  it('India time round trip', () => {
    const ms = Date.UTC(2026, 10, 24, 5, 0);
    expect(msToIndiaLocal(ms)).toBe('2026-11-24T10:30');
    expect(indiaLocalToMs('2026-11-24T10:30')).toBe(ms);
    expect(indiaLocalToMs('24/11/2026')).toBeNull();
  });

  it('names the instant that cannot be read', () => {
    const base = {
      type: 'ipo' as const,
      underlyingCode: ' 005930 ',
      name: 'Samsung',
      sectors: 'Semis',
      securitiesCompany: 'Samsung Securities',
      price: '100000',
      lotSize: 10,
      minLots: 1,
      maxLots: 5,
      fee: '',
      totalShare: 1000,
      simulatedApplicants: 10,
      simulatedMaxLots: 2,
      subscribeStart: '2026-11-24T10:30',
      subscribeEnd: '2026-11-25T10:30',
      allotDate: '2026-11-26T10:30',
      listingDate: 'x',
      reason: 'new',
    };
    expect(createPayload(base)).toEqual({ ok: false, field: 'listingDate' });
    const ok = createPayload({ ...base, listingDate: '2026-11-27T10:30' });
    expect(ok.ok && ok.payload).toMatchObject({ underlyingCode: '005930', fee: '0' });
  });
});
