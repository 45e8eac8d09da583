// Proves the customer-input rules: Indian phone normalisation, e-mail, passwords, Aadhaar with its Verhoeff check digit, IFSC, bank and wallet numbers, and the masks shown to users.
import { describe, expect, it } from 'vitest';
import {
  isAadhaar,
  isBankAccountNumber,
  isEmail,
  isErc20Address,
  isIfsc,
  isIndianMobile,
  isPayPassword,
  isTrc20Address,
  isValidPassword,
  isWalletAddress,
  maskAadhaar,
  maskAccountNumber,
  normalizePhone,
  normalizeUsername,
  verhoeffCheckDigit,
  verhoeffValid,
} from '../src/index';

describe('phone and username', () => {
  it('normalises every common spelling of an Indian mobile to +91XXXXXXXXXX', () => {
    for (const text of [
      '9876543210',
      '+919876543210',
      '919876543210',
      '09876543210',
      ' 98765 43210 ',
      '+91-98765-43210',
    ]) {
      expect(normalizePhone(text), text).toBe('+919876543210');
    }
    for (const bad of ['5876543210', '987654321', '98765432101', '+929876543210', 'abcdefghij', '']) {
      expect(normalizePhone(bad), bad).toBeNull();
    }
    expect(isIndianMobile('6000000000')).toBe(true);
  });

  it('gives one canonical username per account', () => {
    expect(normalizeUsername('98765 43210')).toEqual({ kind: 'phone', value: '+919876543210' });
    expect(normalizeUsername(' Asha.Rao@Example.IN ')).toEqual({ kind: 'email', value: 'asha.rao@example.in' });
    expect(normalizeUsername('asha@localhost')).toBeNull();
    expect(normalizeUsername('not a user')).toBeNull();
    expect(isEmail('a b@example.com')).toBe(false);
    expect(isEmail(`${'a'.repeat(64)}@${'b'.repeat(190)}.com`)).toBe(false);
  });

  it('checks login and payment passwords', () => {
    expect([isValidPassword('12345'), isValidPassword('123456'), isValidPassword('x'.repeat(20))]).toEqual([
      false,
      true,
      true,
    ]);
    expect(isValidPassword('x'.repeat(21))).toBe(false);
    expect([isPayPassword('123456'), isPayPassword('12345a'), isPayPassword('1234567')]).toEqual([true, false, false]);
  });
});

describe('Verhoeff and Aadhaar', () => {
  it('matches the published Verhoeff examples', () => {
    // Published examples of the scheme: 236 → check digit 3, 12345 → 1.
    expect(verhoeffCheckDigit('236')).toBe(3);
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffCheckDigit('12345')).toBe(1);
    expect(verhoeffValid('123451')).toBe(true);
  });

  it('accepts valid Aadhaar numbers computed by the implementation and a known valid sample', () => {
    expect(isAadhaar('234123412346')).toBe(true);
    expect(verhoeffCheckDigit('23412341234')).toBe(6);
    for (const body of ['49918081910', '29999999999', '87654321012']) {
      const number = body + String(verhoeffCheckDigit(body));
      expect(isAadhaar(number), number).toBe(true);
    }
    expect(isAadhaar('2341 2341 2346')).toBe(true);
  });

  it('catches every single-digit error and adjacent transposition of a valid number', () => {
    const valid = '234123412346';
    for (let i = 0; i < valid.length; i++) {
      for (let d = 0; d <= 9; d++) {
        const changed = valid.slice(0, i) + String(d) + valid.slice(i + 1);
        if (changed !== valid) expect(verhoeffValid(changed), changed).toBe(false);
      }
      if (i + 1 < valid.length && valid[i] !== valid[i + 1]) {
        const swapped = valid.slice(0, i) + valid[i + 1] + valid[i] + valid.slice(i + 2);
        expect(verhoeffValid(swapped), swapped).toBe(false);
      }
    }
  });

  it('refuses a first digit of 0 or 1, wrong lengths and non-digits', () => {
    const withCheck = (body: string) => body + String(verhoeffCheckDigit(body));
    expect(isAadhaar(withCheck('12341234123'))).toBe(false);
    expect(isAadhaar(withCheck('02341234123'))).toBe(false);
    expect(isAadhaar(withCheck('2341234123'))).toBe(false);
    expect(isAadhaar('23412341234a')).toBe(false);
    expect(isAadhaar('234123412347')).toBe(false);
  });

  it('masks an Aadhaar number to its last four digits', () => {
    expect(maskAadhaar('234123412346')).toBe('XXXX XXXX 2346');
    expect(maskAadhaar('2341 2341 2346')).toBe('XXXX XXXX 2346');
  });
});

describe('bank and wallet', () => {
  it('checks IFSC codes', () => {
    expect(isIfsc('SBIN0001234')).toBe(true);
    expect(isIfsc('hdfc0ABC123')).toBe(true);
    for (const bad of ['SBIN1001234', 'SBI00001234', 'SBIN000123', 'SBIN00012345'])
      expect(isIfsc(bad), bad).toBe(false);
  });

  it('checks and masks account numbers', () => {
    expect(isBankAccountNumber('123456789')).toBe(true);
    expect(isBankAccountNumber('1234 5678 9012 3456 78')).toBe(true);
    expect(isBankAccountNumber('12345678')).toBe(false);
    expect(isBankAccountNumber('1234567890123456789')).toBe(false);
    expect(maskAccountNumber('123456789012')).toBe('XXXXXXXX9012');
    expect(maskAccountNumber('1234 5678 9')).toBe('XXXXX6789');
    expect(maskAccountNumber('123')).toBe('XX3');
  });

  it('checks TRC20 and ERC20 addresses by shape', () => {
    const trc = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
    const erc = '0x52908400098527886E0F7030069857D2E4169EE7';
    expect(isTrc20Address(trc)).toBe(true);
    expect(isTrc20Address(`${trc.slice(0, -1)}0`)).toBe(false);
    expect(isTrc20Address(trc.slice(1))).toBe(false);
    expect(isErc20Address(erc)).toBe(true);
    expect(isErc20Address(erc.slice(0, -1))).toBe(false);
    expect(isErc20Address(`${erc.slice(0, -1)}g`)).toBe(false);
    expect([isWalletAddress('trc20', trc), isWalletAddress('ERC20', trc), isWalletAddress('BEP2', erc)]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
