/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP): HMAC-SHA-1, a 30-second step,
 * 6 digits. Pure: the caller passes the secret's bytes and the time, and keeps the last step used
 * so that no code is accepted twice for one account. SHA-1 is written out here rather than taken
 * from `node:crypto` because this package also runs in the browser, and it is only ever used
 * inside HMAC, where SHA-1's collision weakness does not matter (RFC 6238 names it the default).
 */

/** Length of one time step, in milliseconds (RFC 6238's X = 30 s). */
export const TOTP_STEP_MS = 30_000;
export const TOTP_DIGITS = 6;
/** Steps either side of the current one that are still accepted, for clocks that drift. */
export const TOTP_DRIFT_STEPS = 1;
/** Secret length in bytes: 160 bits, RFC 4226's recommended size for HMAC-SHA-1. */
export const TOTP_SECRET_BYTES = 20;

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, as authenticator apps expect the secret. */
export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/**
 * Decodes base32 as people type it: case, spaces, dashes and `=` padding are ignored. Returns null
 * for any other character, so a mistyped secret is reported rather than silently changed.
 */
export function base32Decode(text: string): Uint8Array | null {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = BASE32_ALPHABET.indexOf(char);
    if (value < 0) return null;
    buffer = ((buffer << 5) | value) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((buffer >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

function rotl(x: number, n: number): number {
  return (x << n) | (x >>> (32 - n));
}

/** SHA-1 (FIPS 180-4) of a byte string. */
function sha1(message: Uint8Array): Uint8Array {
  const bitLength = message.length * 8;
  const paddedLength = Math.ceil((message.length + 9) / 64) * 64;
  const data = new Uint8Array(paddedLength);
  data.set(message);
  data[message.length] = 0x80;
  const view = new DataView(data.buffer);
  view.setUint32(paddedLength - 8, Math.floor(bitLength / 2 ** 32));
  view.setUint32(paddedLength - 4, bitLength >>> 0);
  const h = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0];
  const w = new Array<number>(80).fill(0);
  for (let block = 0; block < paddedLength; block += 64) {
    for (let t = 0; t < 16; t++) w[t] = view.getUint32(block + t * 4);
    for (let t = 16; t < 80; t++)
      w[t] = rotl((w[t - 3] ?? 0) ^ (w[t - 8] ?? 0) ^ (w[t - 14] ?? 0) ^ (w[t - 16] ?? 0), 1);
    let [a, b, c, d, e] = h as [number, number, number, number, number];
    for (let t = 0; t < 80; t++) {
      let f: number;
      let k: number;
      if (t < 20) {
        f = (b & c) | (~b & d);
        k = 0x5a827999;
      } else if (t < 40) {
        f = b ^ c ^ d;
        k = 0x6ed9eba1;
      } else if (t < 60) {
        f = (b & c) | (b & d) | (c & d);
        k = 0x8f1bbcdc;
      } else {
        f = b ^ c ^ d;
        k = 0xca62c1d6;
      }
      const next = (rotl(a, 5) + f + e + k + (w[t] ?? 0)) | 0;
      e = d;
      d = c;
      c = rotl(b, 30);
      b = a;
      a = next;
    }
    h[0] = ((h[0] ?? 0) + a) | 0;
    h[1] = ((h[1] ?? 0) + b) | 0;
    h[2] = ((h[2] ?? 0) + c) | 0;
    h[3] = ((h[3] ?? 0) + d) | 0;
    h[4] = ((h[4] ?? 0) + e) | 0;
  }
  const digest = new Uint8Array(20);
  const out = new DataView(digest.buffer);
  h.forEach((word, i) => {
    out.setUint32(i * 4, word >>> 0);
  });
  return digest;
}

const SHA1_BLOCK_BYTES = 64;

/** HMAC-SHA-1 (RFC 2104). */
export function hmacSha1(key: Uint8Array, message: Uint8Array): Uint8Array {
  const block = new Uint8Array(SHA1_BLOCK_BYTES);
  block.set(key.length > SHA1_BLOCK_BYTES ? sha1(key) : key);
  const inner = new Uint8Array(SHA1_BLOCK_BYTES + message.length);
  const outer = new Uint8Array(SHA1_BLOCK_BYTES + 20);
  for (let i = 0; i < SHA1_BLOCK_BYTES; i++) {
    inner[i] = (block[i] ?? 0) ^ 0x36;
    outer[i] = (block[i] ?? 0) ^ 0x5c;
  }
  inner.set(message, SHA1_BLOCK_BYTES);
  outer.set(sha1(inner), SHA1_BLOCK_BYTES);
  return sha1(outer);
}

/** The time step (RFC 6238's T) that contains `nowMs`: whole 30-second periods since the epoch. */
export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / TOTP_STEP_MS);
}

/**
 * The HOTP value (RFC 4226, section 5.3) of one counter: dynamic truncation of HMAC-SHA-1 over the
 * counter as 8 big-endian bytes, reduced to `digits` decimal digits with leading zeros kept.
 */
export function hotp(secret: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = new Uint8Array(8);
  const view = new DataView(message.buffer);
  view.setUint32(0, Math.floor(counter / 2 ** 32));
  view.setUint32(4, counter >>> 0);
  const mac = hmacSha1(secret, message);
  const offset = (mac[19] ?? 0) & 0x0f;
  const binary =
    (((mac[offset] ?? 0) & 0x7f) << 24) |
    ((mac[offset + 1] ?? 0) << 16) |
    ((mac[offset + 2] ?? 0) << 8) |
    (mac[offset + 3] ?? 0);
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code an authenticator shows at `nowMs`. */
export function totpCode(secret: Uint8Array, nowMs: number, digits = TOTP_DIGITS): string {
  return hotp(secret, totpStep(nowMs), digits);
}

/**
 * Checks a typed code against the steps around `nowMs` (±`TOTP_DRIFT_STEPS`) and returns the step it
 * matched, or null. A step at or before `lastUsedStep` never matches: each code works once per
 * account, and so does any older one (the caller stores the returned step as the new `lastUsedStep`).
 * Every candidate step is computed, match or not, so the time taken does not say which step matched.
 */
export function verifyTotp(
  secret: Uint8Array,
  code: string,
  nowMs: number,
  lastUsedStep: number | null = null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = totpStep(nowMs);
  let matched: number | null = null;
  for (let step = current - TOTP_DRIFT_STEPS; step <= current + TOTP_DRIFT_STEPS; step++) {
    const same = constantTimeEqual(hotp(secret, step), code);
    if (same && matched === null && (lastUsedStep === null || step > lastUsedStep)) matched = step;
  }
  return matched;
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * The `otpauth://` URL authenticator apps read from a QR code (Google Authenticator's key URI
 * format): issuer and account in the label, the base32 secret, and the parameters spelled out.
 */
export function otpauthUrl(input: { issuer: string; account: string; secretBase32: string }): string {
  const label = `${encodeURIComponent(input.issuer)}:${encodeURIComponent(input.account)}`;
  const params = new URLSearchParams({
    secret: input.secretBase32,
    issuer: input.issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_MS / 1000),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}

/** Recovery codes: ten per account, each 10 characters of an unambiguous alphabet (50 bits), shown `XXXXX-XXXXX`. */
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_CODE_LENGTH = 10;
export const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Random bytes a caller passes to `recoveryCodeFromBytes`: one per character (32 divides 256, so no bias). */
export const RECOVERY_CODE_RANDOM_BYTES = RECOVERY_CODE_LENGTH;

/** One recovery code from `RECOVERY_CODE_RANDOM_BYTES` random bytes, formatted `XXXXX-XXXXX`. */
export function recoveryCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < RECOVERY_CODE_LENGTH) throw new Error(`a recovery code needs ${RECOVERY_CODE_LENGTH} bytes`);
  let code = '';
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i++) code += RECOVERY_ALPHABET[(bytes[i] ?? 0) & 31];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A typed recovery code in its stored form (upper case, no dash or spaces), or null when it cannot be one. */
export function normalizeRecoveryCode(text: string): string | null {
  const clean = text.toUpperCase().replace(/[\s-]/g, '');
  if (clean.length !== RECOVERY_CODE_LENGTH) return null;
  for (const char of clean) if (!RECOVERY_ALPHABET.includes(char)) return null;
  return clean;
}
