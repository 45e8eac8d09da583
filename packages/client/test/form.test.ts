// Proves the API client's form encoding (CONTRACT.md, "Transport"): strings as they are, lists and
// objects as JSON strings, absent fields left out; the same body for the web app and the console.
import { describe, expect, it } from 'vitest';
import { formEncode, formFields } from '../src/form';

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

/** The encoded body read back as form fields, as the server reads it. */
const formBody = (payload: Record<string, unknown>) => new URLSearchParams(formEncode(payload));

describe('formEncode, as the console sends it', () => {
  it('writes strings, numbers and booleans as their text', () => {
    const form = formBody({ username: 'asha', page: 2, active: false });
    expect(form.toString()).toBe('username=asha&page=2&active=false');
  });

  it('writes a list as one JSON string field', () => {
    const form = formBody({ status: ['BUILD', 'COVER'], ids: [3, 4] });
    expect(form.get('status')).toBe('["BUILD","COVER"]');
    expect(form.get('ids')).toBe('[3,4]');
    expect(form.toString()).toBe('status=%5B%22BUILD%22%2C%22COVER%22%5D&ids=%5B3%2C4%5D');
  });

  it('leaves out absent values so server defaults apply', () => {
    const form = formBody({ q: undefined, staffId: null, action: '' });
    expect([...form.keys()]).toEqual(['action']);
  });

  it('escapes reserved characters in text', () => {
    const form = formBody({ reason: 'fraud & chargeback = 100%' });
    expect(new URLSearchParams(form.toString()).get('reason')).toBe('fraud & chargeback = 100%');
  });
});
