// Proves IFSC codes and account numbers are normalised, and an IFSC and a retyped account number are
// judged live without nagging mid-typing.
import { describe, expect, it } from 'vitest';
import {
  confirmationWrongAsTyped,
  ifscState,
  isAccountNumber,
  normalizeAccountNumber,
  normalizeIfsc,
} from './bank-format';

describe('normalizeIfsc', () => {
  it('upper-cases and drops spaces and punctuation', () => {
    expect(normalizeIfsc(' sbin 0001234 ')).toBe('SBIN0001234');
    expect(normalizeIfsc('hdfc-0000-123')).toBe('HDFC0000123');
  });
  it('stops at 11 characters', () => {
    expect(normalizeIfsc('SBIN00012345678')).toBe('SBIN0001234');
  });
});

describe('ifscState', () => {
  it('is partial while the code can still become valid', () => {
    expect(ifscState('')).toBe('empty');
    expect(ifscState('sb')).toBe('partial');
    expect(ifscState('SBIN0')).toBe('partial');
    expect(ifscState('SBIN00012')).toBe('partial');
  });
  it('is invalid as soon as it cannot', () => {
    expect(ifscState('SB1')).toBe('invalid');
    expect(ifscState('SBIN1')).toBe('invalid');
  });
  it('is valid for a full code in any case', () => {
    expect(ifscState('sbin0001234')).toBe('valid');
    expect(ifscState('ICIC0ABC123')).toBe('valid');
  });
});

describe('account numbers', () => {
  it('keeps digits only, 9 to 18 of them', () => {
    expect(normalizeAccountNumber('1234 5678-90')).toBe('1234567890');
    expect(isAccountNumber('12345678')).toBe(false);
    expect(isAccountNumber('123456789')).toBe(true);
    expect(isAccountNumber('123456789012345678')).toBe(true);
  });
});

describe('confirmationWrongAsTyped', () => {
  it('waits until the confirmation is as long as the number', () => {
    expect(confirmationWrongAsTyped('', '123456789')).toBe(false);
    expect(confirmationWrongAsTyped('1239', '123456789')).toBe(false);
    expect(confirmationWrongAsTyped('12345678', '123456789')).toBe(false);
  });
  it('is wrong once it is as long as the number, or longer, and differs', () => {
    expect(confirmationWrongAsTyped('123456780', '123456789')).toBe(true);
    expect(confirmationWrongAsTyped('1234567890', '123456789')).toBe(true);
    expect(confirmationWrongAsTyped('1', '')).toBe(true);
  });
  it('is right when the two agree', () => {
    expect(confirmationWrongAsTyped('123456789', '123456789')).toBe(false);
  });
});
