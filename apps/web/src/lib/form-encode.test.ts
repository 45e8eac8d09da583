// Proves the API client's form encoding: strings as they are, lists and objects as JSON, absent fields left out.
import { describe, expect, it } from 'vitest';
import { formEncode, formFields } from './form-encode';

describe('form encoding', () => {
  it('encodes scalars as strings', () => {
    expect(formEncode({ username: 'a@b.in', page: 2, insurance: true })).toBe(
      'username=a%40b.in&page=2&insurance=true',
    );
  });

  it('sends lists and objects as JSON strings', () => {
    expect(formFields({ status: ['BUILD', 'CREATED'], ids: [3, 4] })).toEqual([
      ['status', '["BUILD","CREATED"]'],
      ['ids', '[3,4]'],
    ]);
    expect(new URLSearchParams(formEncode({ ids: [3, 4] })).get('ids')).toBe('[3,4]');
  });

  it('leaves out undefined and null', () => {
    expect(formEncode({ a: undefined, b: null, c: '' })).toBe('c=');
  });

  it('keeps decimal strings exactly', () => {
    expect(new URLSearchParams(formEncode({ amount: '1234.50' })).get('amount')).toBe('1234.50');
  });

  it('escapes reserved characters', () => {
    expect(new URLSearchParams(formEncode({ password: 'a&b=c+d %' })).get('password')).toBe('a&b=c+d %');
  });
});
