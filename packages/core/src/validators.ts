/**
 * Format rules for what customers type: Indian phone numbers, e-mail, passwords, Aadhaar (with its
 * Verhoeff check digit), IFSC, bank account numbers and wallet addresses, plus the masks used
 * whenever such a number is shown (PRODUCT.md, "KYC" and "Bank accounts").
 */

/** A pragmatic e-mail shape: local part, @, a domain with at least one dot; no spaces. */
export const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@.]+(?:\.[^\s@.]+)+$/;
export const EMAIL_LENGTH_MAX = 254;
export const PASSWORD_LENGTH_MIN = 6;
export const PASSWORD_LENGTH_MAX = 20;
export const PAY_PASSWORD_PATTERN = /^\d{6}$/;
/** 4 bank letters, a zero reserved for future use, 6 branch letters or digits. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const BANK_ACCOUNT_PATTERN = /^\d{9,18}$/;
/** TRON address: `T` then 33 base58 characters (no 0, O, I, l). The base58 checksum is not verified here. */
export const TRC20_ADDRESS_PATTERN = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
/** Ethereum address: `0x` then 40 hex digits. The mixed-case checksum (EIP-55) is not verified here. */
export const ERC20_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

/** Removes the spaces and dashes people type inside numbers ("98765 43210", "1234-5678"). */
function compact(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** Whether `text` is an Indian mobile number (spaces and dashes allowed, optional +91). */
export function isIndianMobile(text: string): boolean {
  return normalizePhone(text) !== null;
}

/**
 * The canonical form `+91XXXXXXXXXX` of an Indian mobile number, or null. Accepts 10 digits
 * starting 6-9, optionally preceded by `+91`, `91` or a trunk `0`, with spaces or dashes between.
 */
export function normalizePhone(text: string): string | null {
  const digits = compact(text.trim());
  const national = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(digits)?.[1];
  return national === undefined ? null : `+91${national}`;
}

/** Whether `text` (trimmed) is an e-mail address of at most 254 characters. */
export function isEmail(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length <= EMAIL_LENGTH_MAX && EMAIL_PATTERN.test(trimmed);
}

export type Username = { readonly kind: 'phone' | 'email'; readonly value: string };

/**
 * The canonical username: a phone number as `+91XXXXXXXXXX`, an e-mail address trimmed and
 * lower-cased; null when it is neither. Two spellings of one account give the same value.
 */
export function normalizeUsername(text: string): Username | null {
  const phone = normalizePhone(text);
  if (phone !== null) return { kind: 'phone', value: phone };
  if (isEmail(text)) return { kind: 'email', value: text.trim().toLowerCase() };
  return null;
}

/** A login password: 6-20 characters (UTF-16 code units, as the contract's schema counts). */
export function isValidPassword(text: string): boolean {
  return text.length >= PASSWORD_LENGTH_MIN && text.length <= PASSWORD_LENGTH_MAX;
}

/** A payment password: exactly 6 digits. */
export function isPayPassword(text: string): boolean {
  return PAY_PASSWORD_PATTERN.test(text);
}

// Verhoeff's scheme: the multiplication table of the dihedral group D5, the position permutation
// and the inverse table. It catches every single-digit error and every adjacent transposition.
const VERHOEFF_D: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const VERHOEFF_INV: readonly number[] = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

function table(t: readonly (readonly number[])[], row: number, col: number): number {
  const value = t[row]?.[col];
  if (value === undefined) throw new RangeError('Verhoeff table index out of range');
  return value;
}

/** Runs the Verhoeff checksum over digits, the first of which sits at position `offset` from the right. */
function verhoeffState(digits: string, offset: number): number {
  let c = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    c = table(VERHOEFF_D, c, table(VERHOEFF_P, (i + offset) % 8, digit));
  }
  return c;
}

/** Whether a string of digits ends in a correct Verhoeff check digit. */
export function verhoeffValid(digits: string): boolean {
  return /^\d+$/.test(digits) && verhoeffState(digits, 0) === 0;
}

/** The Verhoeff check digit (0-9) to append to a string of digits. */
export function verhoeffCheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new RangeError('Verhoeff needs digits');
  return VERHOEFF_INV[verhoeffState(digits, 1)] ?? 0;
}

/** An Aadhaar number: 12 digits (spaces allowed), first digit 2-9, last digit the Verhoeff check. */
export function isAadhaar(text: string): boolean {
  const digits = compact(text);
  return /^[2-9]\d{11}$/.test(digits) && verhoeffValid(digits);
}

/** An Aadhaar number as it may be shown: `XXXX XXXX 1234` (only the last 4 digits). */
export function maskAadhaar(text: string): string {
  return `XXXX XXXX ${compact(text).slice(-4).padStart(4, 'X')}`;
}

/** Whether `text` is an IFSC code; lower case is accepted and read as upper case. */
export function isIfsc(text: string): boolean {
  return IFSC_PATTERN.test(text.trim().toUpperCase());
}

/** A bank account number: 9-18 digits (spaces and dashes allowed). */
export function isBankAccountNumber(text: string): boolean {
  return BANK_ACCOUNT_PATTERN.test(compact(text));
}

/**
 * A bank account or wallet number as it may be shown: every character but the last 4 as `X`
 * (`XXXXXXXX9012`). A short number shows fewer, so at least half of it always stays hidden.
 */
export function maskAccountNumber(text: string): string {
  const digits = compact(text);
  const shown = Math.min(4, Math.floor(digits.length / 2));
  return 'X'.repeat(digits.length - shown) + digits.slice(digits.length - shown);
}

/** Whether `text` has the shape of a TRC20 (TRON) address. */
export function isTrc20Address(text: string): boolean {
  return TRC20_ADDRESS_PATTERN.test(text.trim());
}

/** Whether `text` has the shape of an ERC20 (Ethereum) address. */
export function isErc20Address(text: string): boolean {
  return ERC20_ADDRESS_PATTERN.test(text.trim());
}

/** Whether a wallet address fits its protocol; unknown protocols are refused. */
export function isWalletAddress(protocol: string, address: string): boolean {
  switch (protocol.trim().toUpperCase()) {
    case 'TRC20':
      return isTrc20Address(address);
    case 'ERC20':
      return isErc20Address(address);
    default:
      return false;
  }
}
