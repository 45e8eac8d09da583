import { isBankAccountNumber, isIfsc } from '@demo/core';

/** IFSC codes are upper case without spaces; people type them in any case and with spaces. */
export function normalizeIfsc(text: string): string {
  return text
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 11);
}

export type IfscState = 'empty' | 'partial' | 'valid' | 'invalid';

/**
 * The live state of an IFSC field: `partial` while what is typed can still become a valid code (so
 * the field is not red after the first letter), `invalid` as soon as it cannot.
 */
export function ifscState(text: string): IfscState {
  const code = normalizeIfsc(text);
  if (code === '') return 'empty';
  if (code.length === 11) return isIfsc(code) ? 'valid' : 'invalid';
  const shape = /^[A-Z]{0,4}$|^[A-Z]{4}0[A-Z0-9]{0,6}$/;
  return shape.test(code) ? 'partial' : 'invalid';
}

/** Account numbers are digits only; spaces and dashes typed between groups are dropped. */
export function normalizeAccountNumber(text: string): string {
  return text.replace(/\D/g, '').slice(0, 18);
}

export function isAccountNumber(text: string): boolean {
  return isBankAccountNumber(normalizeAccountNumber(text));
}

/**
 * Whether the typed confirmation of an account number is wrong while it is still being typed: only
 * once it is as long as the number, so that the field is not red after its first digit. After a
 * submit any difference is wrong (the form's `mustMatch` rule).
 */
export function confirmationWrongAsTyped(confirm: string, accountNumber: string): boolean {
  return confirm !== '' && confirm.length >= accountNumber.length && confirm !== accountNumber;
}
