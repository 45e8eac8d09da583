import { isAadhaar } from '@demo/core';

/** An Aadhaar number has 12 digits, shown and typed in groups of four ("2341 2341 2346"). */
export const AADHAAR_DIGITS = 12;

/** The digits of what was typed or pasted, at most 12. */
export function aadhaarDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, AADHAAR_DIGITS);
}

/** The input mask: digits grouped by four with single spaces, `XXXX XXXX XXXX`. */
export function formatAadhaarInput(text: string): string {
  return (aadhaarDigits(text).match(/\d{1,4}/g) ?? []).join(' ');
}

export type AadhaarState = 'empty' | 'partial' | 'valid' | 'invalid';

/**
 * The live state of the field: `partial` until 12 digits are in (unless the first digit already
 * rules it out: Aadhaar numbers never start with 0 or 1), then `valid` only with a correct Verhoeff
 * check digit.
 */
export function aadhaarState(text: string): AadhaarState {
  const digits = aadhaarDigits(text);
  if (digits === '') return 'empty';
  if (/^[01]/.test(digits)) return 'invalid';
  if (digits.length < AADHAAR_DIGITS) return 'partial';
  return isAadhaar(digits) ? 'valid' : 'invalid';
}
