// Proves the Aadhaar field groups digits as XXXX XXXX XXXX and checks the Verhoeff digit only when complete.
import { describe, expect, it } from 'vitest';
import { aadhaarDigits, aadhaarState, formatAadhaarInput } from './aadhaar-mask';

describe('formatAadhaarInput', () => {
  it('groups digits by four as they are typed', () => {
    expect(formatAadhaarInput('2')).toBe('2');
    expect(formatAadhaarInput('2341')).toBe('2341');
    expect(formatAadhaarInput('23412')).toBe('2341 2');
    expect(formatAadhaarInput('234123412346')).toBe('2341 2341 2346');
  });
  it('drops letters, dashes and digits beyond twelve', () => {
    expect(formatAadhaarInput('2341-2341-2346-99')).toBe('2341 2341 2346');
    expect(formatAadhaarInput('ab 23 41')).toBe('2341');
    expect(aadhaarDigits('2341 2341 2346')).toBe('234123412346');
  });
  it('re-groups after a deletion in the middle', () => {
    expect(formatAadhaarInput('2341 241 2346')).toBe('2341 2412 346');
  });
});

describe('aadhaarState', () => {
  it('is partial until twelve digits', () => {
    expect(aadhaarState('')).toBe('empty');
    expect(aadhaarState('2341 23')).toBe('partial');
  });
  it('refuses a leading 0 or 1 at once', () => {
    expect(aadhaarState('1')).toBe('invalid');
    expect(aadhaarState('0234')).toBe('invalid');
  });
  it('checks the Verhoeff digit', () => {
    expect(aadhaarState('2341 2341 2346')).toBe('valid');
    expect(aadhaarState('2341 2341 2347')).toBe('invalid');
    // An adjacent transposition is caught.
    expect(aadhaarState('2341 2341 2364')).toBe('invalid');
  });
});
