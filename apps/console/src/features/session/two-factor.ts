import { Code } from '@demo/contract';

/**
 * Whether a refused sign-in is the server asking for the second factor (SPEC S10): it answers as
 * customers' two-factor sign-in does, code 403 with a message naming the `otp` field. A disabled
 * account is 403 too, and must not be mistaken for it.
 */
export function asksForOtp(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === Code.ACCOUNT_DISABLED && typeof message === 'string' && /\botp\b/.test(message);
}

/** A setup key in groups of four, as authenticator apps print it, so it can be typed in by hand. */
export function groupedSecret(secret: string): string {
  return (secret.replace(/\s/g, '').match(/.{1,4}/g) ?? []).join(' ');
}
