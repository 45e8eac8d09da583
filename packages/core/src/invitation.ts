/** Invitation codes and their share link (PRODUCT.md, "Invitation code"). */

/**
 * 32 characters a person can read back without confusion: no 0/O and no 1/I. With 32 symbols
 * each random byte maps to one symbol by its low 5 bits, which is exactly uniform.
 */
export const INVITATION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const INVITATION_CODE_LENGTH = 8;
export const INVITATION_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{8}$/;

/**
 * An 8-character invitation code from 8 random bytes (32^8 ≈ 1.1 × 10^12 codes), or null when
 * fewer than 8 bytes are given. Uniqueness is the caller's job (a unique index, retry on clash).
 */
export function invitationCodeFromBytes(bytes: Uint8Array): string | null {
  if (bytes.length < INVITATION_CODE_LENGTH) return null;
  let code = '';
  for (let i = 0; i < INVITATION_CODE_LENGTH; i++) code += INVITATION_ALPHABET[(bytes[i] ?? 0) & 31];
  return code;
}

/** The code as typed, upper-cased and trimmed, or null when it cannot be an invitation code. */
export function normalizeInvitationCode(text: string): string | null {
  const code = text.trim().toUpperCase();
  return INVITATION_CODE_PATTERN.test(code) ? code : null;
}

/** The share link, relative to the app's origin: `#/pages/login/register?code=CODE`. */
export function shareLink(code: string): string {
  return `#/pages/login/register?code=${encodeURIComponent(code)}`;
}
