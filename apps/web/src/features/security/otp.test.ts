// Proves the app asks for the one-time code exactly when the server's 403 names otp, and accepts both a 6-digit code and a recovery code as typed.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { cleanOtp, isOtp, isOtpChallenge } from './otp';

describe('isOtpChallenge', () => {
  it('is a 403 naming otp, in English or Hindi, and nothing else', () => {
    expect(isOtpChallenge(new ApiError(403, 'One-time code (otp) is required: two-factor sign-in is on'))).toBe(true);
    expect(isOtpChallenge(new ApiError(403, 'एक बार का कोड (otp) आवश्यक है'))).toBe(true);
    expect(isOtpChallenge(new ApiError(403, 'Account disabled'))).toBe(false);
    expect(isOtpChallenge(new ApiError(404, 'One-time code (otp) is required'))).toBe(false);
    expect(isOtpChallenge(new Error('otp'))).toBe(false);
  });
});

describe('isOtp', () => {
  it('takes six digits or a recovery code, with spaces and lower case forgiven', () => {
    expect(isOtp('123456')).toBe(true);
    expect(isOtp(' 123 456 ')).toBe(true);
    expect(isOtp('abcde-fghjk')).toBe(true);
    expect(isOtp('ABCDEFGHJK')).toBe(true);
    expect(isOtp('12345')).toBe(false);
    expect(isOtp('ABCDE-FGH')).toBe(false);
    expect(cleanOtp(' abcde-fghjk ')).toBe('ABCDE-FGHJK');
  });
});
