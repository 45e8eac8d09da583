// Proves the offering form builds the create payload and names an instant it cannot read (its India-time
// round trip is core's parseIndiaTime, proved in core's india-time test).
import { describe, expect, it } from 'vitest';
import { createPayload } from './offering-form';

describe('offering form', () => {
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
