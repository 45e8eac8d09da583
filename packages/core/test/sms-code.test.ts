// Proves the SMS code rules at their boundaries: uniform 6-digit codes from random bytes, expiry at exactly 5 minutes, the 5th try judged and the 6th refused, resend after 60 s.
import { describe, expect, it } from 'vitest';
import {
  afterWrongAttempt,
  canResend,
  checkSmsAttempt,
  resendWaitMs,
  SMS_CODE_TTL_MS,
  type SmsCodeRecord,
  smsCodeFromBytes,
} from '../src/index';

describe('smsCodeFromBytes', () => {
  it('maps a kept 24-bit sample to 6 digits, keeping leading zeros', () => {
    expect(smsCodeFromBytes(new Uint8Array([0, 0, 1]))).toBe('000001');
    expect(smsCodeFromBytes(new Uint8Array([0x0f, 0x42, 0x3f]))).toBe('999999');
    expect(smsCodeFromBytes(new Uint8Array([0x0f, 0x42, 0x40]))).toBe('000000');
  });

  it('rejects samples at or above 16 000 000 and moves to the next 3 bytes', () => {
    // 16 000 000 = 0xF42400 is the first rejected sample; 15 999 999 is the last kept one.
    expect(smsCodeFromBytes(new Uint8Array([0xf4, 0x23, 0xff]))).toBe('999999');
    expect(smsCodeFromBytes(new Uint8Array([0xf4, 0x24, 0x00, 0, 0, 7]))).toBe('000007');
    expect(smsCodeFromBytes(new Uint8Array([0xff, 0xff, 0xff, 0, 0, 42]))).toBe('000042');
  });

  it('returns null when the bytes run out', () => {
    expect(smsCodeFromBytes(new Uint8Array([]))).toBeNull();
    expect(smsCodeFromBytes(new Uint8Array([0, 0]))).toBeNull();
    expect(smsCodeFromBytes(new Uint8Array([0xff, 0xff, 0xff, 0, 1]))).toBeNull();
  });

  it('gives every code exactly 16 kept samples, so no code is more likely than another', () => {
    const bytes = (sample: number) => new Uint8Array([sample >> 16, (sample >> 8) & 255, sample & 255]);
    for (const code of [0, 1, 777_216, 999_999]) {
      const text = String(code).padStart(6, '0');
      for (let k = 0; k < 16; k++) expect(smsCodeFromBytes(bytes(k * 1_000_000 + code))).toBe(text);
      // The 17th sample of a residue would exist only for the codes below 777 216 (2^24 - 16 000 000); it is rejected.
      if (16_000_000 + code < 2 ** 24) expect(smsCodeFromBytes(bytes(16_000_000 + code))).toBeNull();
    }
  });
});

describe('checkSmsAttempt', () => {
  const sentAtMs = 1_700_000_000_000;
  const record: SmsCodeRecord = { code: '042917', sentAtMs, tries: 0 };

  it('accepts the right code just before 5 minutes and calls it expired at exactly 5 minutes', () => {
    expect(checkSmsAttempt(record, '042917', sentAtMs)).toBe('ok');
    expect(checkSmsAttempt(record, ' 042917 ', sentAtMs + SMS_CODE_TTL_MS - 1)).toBe('ok');
    expect(checkSmsAttempt(record, '042917', sentAtMs + SMS_CODE_TTL_MS)).toBe('expired');
    expect(checkSmsAttempt(record, '000000', sentAtMs + SMS_CODE_TTL_MS)).toBe('expired');
  });

  it('judges the 5th try and refuses the 6th, even with the right code', () => {
    let current = record;
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(checkSmsAttempt(current, '111111', sentAtMs + attempt)).toBe('wrong');
      current = afterWrongAttempt(current);
    }
    expect(current.tries).toBe(4);
    expect(checkSmsAttempt(current, '042917', sentAtMs + 5)).toBe('ok');
    expect(checkSmsAttempt(current, '111111', sentAtMs + 5)).toBe('wrong');
    current = afterWrongAttempt(current);
    expect(checkSmsAttempt(current, '042917', sentAtMs + 6)).toBe('too_many_tries');
  });

  it('treats a code of another length as wrong', () => {
    expect(checkSmsAttempt(record, '04291', sentAtMs)).toBe('wrong');
    expect(checkSmsAttempt(record, '0429170', sentAtMs)).toBe('wrong');
  });
});

describe('resend', () => {
  it('allows a new code after exactly 60 s', () => {
    expect(canResend(null, 5)).toBe(true);
    expect(canResend(1000, 60_999)).toBe(false);
    expect(canResend(1000, 61_000)).toBe(true);
    expect(resendWaitMs(1000, 31_000)).toBe(30_000);
    expect(resendWaitMs(1000, 90_000)).toBe(0);
  });
});
