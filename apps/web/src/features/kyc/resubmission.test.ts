// Proves FL3 on the form: a resubmission sends only the parts the customer changed; a first one sends all.
import { describe, expect, it } from 'vitest';
import { creditPayload } from './resubmission';

const kept = {
  realName: 'Ravi Kumar',
  numberMasked: 'XXXX XXXX 1234',
  front: '/uploads/front.png?exp=1&sig=a',
  back: '/uploads/back.png?exp=1&sig=b',
};

describe('creditPayload', () => {
  it('FL3: keeps the untouched number and image, sends the replaced one', () => {
    expect(
      creditPayload({ realName: ' Ravi Kumar ', number: '', front: kept.front, back: '/uploads/new.png' }, kept),
    ).toEqual({ realName: 'Ravi Kumar', creditBack: '/uploads/new.png' });
  });

  it('FL3: a newly typed number is sent even after a rejection', () => {
    expect(
      creditPayload({ realName: 'Ravi', number: '2345 6789 0123', front: kept.front, back: kept.back }, kept),
    ).toEqual({ realName: 'Ravi', creditNumber: '234567890123' });
  });

  it('FL3: a first submission sends every part', () => {
    expect(
      creditPayload(
        { realName: 'Ravi', number: '2345 6789 0123', front: '/uploads/f.png', back: '/uploads/b.png' },
        null,
      ),
    ).toEqual({
      realName: 'Ravi',
      creditNumber: '234567890123',
      creditFront: '/uploads/f.png',
      creditBack: '/uploads/b.png',
    });
  });
});
