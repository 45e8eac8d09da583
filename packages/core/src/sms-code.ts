/**
 * Rules for SMS verification codes (PRODUCT.md, "SMS codes"): 6 digits, valid 5 minutes, at most 5
 * tries, at most one per phone per 60 s. Pure: the caller passes random bytes and the time.
 */

export const SMS_CODE_LENGTH = 6;
/** How long a code stays valid after it is sent, in milliseconds. */
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
/** Attempts allowed per code, wrong ones included; the 6th is refused whatever it says. */
export const SMS_CODE_TRIES_MAX = 5;
/** Shortest gap between two codes to one phone, in milliseconds. */
export const SMS_RESEND_INTERVAL_MS = 60 * 1000;

const CODE_SPACE = 10 ** SMS_CODE_LENGTH;
/** 3 bytes give 2^24 values; only those below the largest multiple of 10^6 are used (no modulo bias). */
const SAMPLE_BYTES = 3;
const SAMPLE_LIMIT = Math.floor(2 ** 24 / CODE_SPACE) * CODE_SPACE;
/** Bytes a caller should pass so that one call almost always succeeds (each sample is kept with p ≈ 0.95). */
export const SMS_CODE_RANDOM_BYTES = 12;

/**
 * A uniformly random 6-digit code (leading zeros kept) from cryptographically random bytes, by
 * rejection sampling 3 bytes at a time: a 24-bit sample at or above 16 000 000 is thrown away, so
 * every code has probability exactly 1/10^6. Returns null when the bytes run out before a sample is
 * kept; the caller then calls again with fresh bytes.
 */
export function smsCodeFromBytes(bytes: Uint8Array): string | null {
  for (let i = 0; i + SAMPLE_BYTES <= bytes.length; i += SAMPLE_BYTES) {
    const sample = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    if (sample < SAMPLE_LIMIT) return String(sample % CODE_SPACE).padStart(SMS_CODE_LENGTH, '0');
  }
  return null;
}

/** A code as stored: the code, when it was sent (epoch ms) and how many attempts were already made. */
export interface SmsCodeRecord {
  readonly code: string;
  readonly sentAtMs: number;
  readonly tries: number;
}

export type SmsVerdict = 'ok' | 'expired' | 'too_many_tries' | 'wrong';

/** Compares without stopping at the first difference, so timing does not reveal a matching prefix. */
function sameCode(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

/**
 * Judges one attempt made at `nowMs` (epoch ms). Order: a code is `expired` once
 * `nowMs - sentAtMs >= 5 min` (at exactly 5:00.000 it is expired); `too_many_tries` when 5 attempts
 * were already made (so the 5th attempt is still judged, the 6th is not); then `ok` or `wrong`.
 * The caller stores `tries + 1` after a `wrong` verdict and deletes the record after `ok`.
 */
export function checkSmsAttempt(record: SmsCodeRecord, code: string, nowMs: number): SmsVerdict {
  if (nowMs - record.sentAtMs >= SMS_CODE_TTL_MS) return 'expired';
  if (record.tries >= SMS_CODE_TRIES_MAX) return 'too_many_tries';
  return sameCode(record.code, code.trim()) ? 'ok' : 'wrong';
}

/** The record after an attempt that was judged `wrong`. */
export function afterWrongAttempt(record: SmsCodeRecord): SmsCodeRecord {
  return { ...record, tries: record.tries + 1 };
}

/**
 * Whether a new code may be sent to a phone at `nowMs`, given when the last one was sent (null if
 * never): allowed once 60 s have passed (at exactly 60 000 ms it is allowed).
 */
export function canResend(lastSentAtMs: number | null, nowMs: number): boolean {
  return lastSentAtMs === null || nowMs - lastSentAtMs >= SMS_RESEND_INTERVAL_MS;
}

/** Milliseconds until a new code may be sent (0 when it may be sent now), for the countdown. */
export function resendWaitMs(lastSentAtMs: number | null, nowMs: number): number {
  return lastSentAtMs === null ? 0 : Math.max(0, lastSentAtMs + SMS_RESEND_INTERVAL_MS - nowMs);
}
