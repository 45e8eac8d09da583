// Proves that a device signed out by the server says why (A22): each reason on the wire maps to a sentence, in English and Hindi.
import { SESSION_END_REASONS } from '@demo/contract/refs';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { hi } from '../i18n/hi';
import { sessionEndNotice } from './session-end';

describe('sessionEndNotice', () => {
  it('A22: names the reason the refusal or the error frame carries', () => {
    expect(sessionEndNotice(281, { reason: 'password_changed' })).toBe('password_changed');
    expect(sessionEndNotice(281, { message: 'x', code: 281, reason: 'revoked_by_user' })).toBe('revoked_by_user');
    expect(sessionEndNotice(280, { reason: 'expired' })).toBe('expired');
  });

  it('A22: without a known reason, 280 is an expiry and 281 the general sentence', () => {
    expect(sessionEndNotice(280, null)).toBe('expired');
    expect(sessionEndNotice(281, null)).toBe('other');
    expect(sessionEndNotice(281, { reason: 'made_up' })).toBe('other');
  });

  it('A22: every reason has its own sentence in English and in Devanagari Hindi', () => {
    for (const reason of [...SESSION_END_REASONS, 'other' as const]) {
      expect(en.sessionEnd[reason]).toMatch(/\w{3}/);
      expect(hi.sessionEnd[reason]).toMatch(/[\u0900-\u097F]/);
      expect(hi.sessionEnd[reason]).not.toBe(en.sessionEnd[reason]);
    }
  });
});
