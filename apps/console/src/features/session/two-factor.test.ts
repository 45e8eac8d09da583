// Proves the sign-in page asks for the authenticator's code exactly when the server asks for `otp`, and
// shows a setup key in typeable groups.
import { ApiError } from '@demo/client';
import { describe, expect, it } from 'vitest';
import { asksForOtp, groupedSecret } from './two-factor';

describe('asksForOtp', () => {
  it('is true for 403 naming otp, in English or Hindi', () => {
    expect(asksForOtp(new ApiError(403, 'One-time code (otp) is required: two-factor sign-in is on'))).toBe(true);
    expect(asksForOtp(new ApiError(403, 'एक बार का कोड (otp) आवश्यक है'))).toBe(true);
  });

  it('is false for a disabled account, a wrong password, a lock-out and anything not an API error', () => {
    expect(asksForOtp(new ApiError(403, 'Account disabled'))).toBe(false);
    expect(asksForOtp(new ApiError(400, 'Account or password incorrect'))).toBe(false);
    expect(asksForOtp(new ApiError(429, 'Too many wrong one-time codes (otp); try again in 15 minutes'))).toBe(false);
    expect(asksForOtp(new Error('otp'))).toBe(false);
    expect(asksForOtp(null)).toBe(false);
  });
});

describe('groupedSecret', () => {
  it('splits a base32 key into groups of four', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXPJBSW')).toBe('JBSW Y3DP EHPK 3PXP JBSW');
    expect(groupedSecret('ABCDEF')).toBe('ABCD EF');
    expect(groupedSecret('')).toBe('');
  });
});
