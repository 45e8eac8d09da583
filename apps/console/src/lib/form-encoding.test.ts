// Proves payloads are encoded the way the wire contract says: scalars as text, lists as JSON strings.
import { describe, expect, it } from 'vitest';
import { toFormBody } from './form-encoding';

describe('toFormBody', () => {
  it('writes strings, numbers and booleans as their text', () => {
    const form = toFormBody({ username: 'asha', page: 2, active: false });
    expect(form.toString()).toBe('username=asha&page=2&active=false');
  });

  it('writes a list as one JSON string field', () => {
    const form = toFormBody({ status: ['BUILD', 'COVER'], ids: [3, 4] });
    expect(form.get('status')).toBe('["BUILD","COVER"]');
    expect(form.get('ids')).toBe('[3,4]');
    expect(form.toString()).toBe('status=%5B%22BUILD%22%2C%22COVER%22%5D&ids=%5B3%2C4%5D');
  });

  it('leaves out absent values so server defaults apply', () => {
    const form = toFormBody({ q: undefined, staffId: null, action: '' });
    expect([...form.keys()]).toEqual(['action']);
  });

  it('escapes reserved characters in text', () => {
    const form = toFormBody({ reason: 'fraud & chargeback = 100%' });
    expect(new URLSearchParams(form.toString()).get('reason')).toBe('fraud & chargeback = 100%');
  });
});
