import { createHash, randomBytes } from 'node:crypto';
import { invitationCodeFromBytes, SMS_CODE_RANDOM_BYTES, smsCodeFromBytes } from '@demo/core';

export const TOKEN_BYTES = 16;

/** A 128-bit random bearer token; only its SHA-256 is stored, so a database leak yields no live token. */
export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A public, random id for a session (the contract's accessId); it grants nothing by itself. */
export function newAccessId(): string {
  return randomBytes(12).toString('base64url');
}

/** A uniformly random 6-digit SMS code (core's rejection sampling over fresh random bytes). */
export function newSmsCode(): string {
  for (;;) {
    const code = smsCodeFromBytes(randomBytes(SMS_CODE_RANDOM_BYTES));
    if (code !== null) return code;
  }
}

/** A random 8-character invitation code in core's unambiguous alphabet. */
export function newInvitationCode(): string {
  const code = invitationCodeFromBytes(randomBytes(8));
  if (code === null) throw new Error('invitation code needs 8 random bytes');
  return code;
}

/** Random decimal digits for a welcome nickname (not a secret; uniform enough for display). */
export function randomDigits(length: number): string {
  let out = '';
  for (const byte of randomBytes(length)) out += String(byte % 10);
  return out;
}
