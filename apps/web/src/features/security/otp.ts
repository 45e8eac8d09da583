import { Code, OTP_PATTERN } from '@demo/contract/refs';
import { ApiError } from '../../lib/api';

/**
 * Whether a sign-in failed only for want of the second factor: the contract answers 403 with a
 * message naming the `otp` field (in either language), while a disabled account's 403 does not.
 */
export function isOtpChallenge(error: unknown): boolean {
  return error instanceof ApiError && error.code === Code.ACCOUNT_DISABLED && /\botp\b/.test(error.message);
}

/** What a person typed, as the server reads it: spaces dropped, letters upper case. */
export function cleanOtp(text: string): string {
  return text.replace(/\s/g, '').toUpperCase();
}

/** A 6-digit code or a recovery code (`XXXXX-XXXXX`, the dash optional). */
export function isOtp(text: string): boolean {
  return OTP_PATTERN.test(cleanOtp(text));
}
