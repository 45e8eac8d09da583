import { createHash, randomBytes, randomInt } from 'node:crypto';

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

/** Letters and digits without look-alikes (no 0/O, 1/I/L), so a code read aloud is typed right. */
const UNAMBIGUOUS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function randomCode(length: number, alphabet: string = UNAMBIGUOUS): string {
  let out = '';
  // randomInt draws uniformly (rejection sampling inside), so no character is favoured.
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

export function randomDigits(length: number): string {
  return randomCode(length, '0123456789');
}
