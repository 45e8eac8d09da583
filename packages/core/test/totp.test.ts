// Proves TOTP matches RFC 6238's published SHA-1 vectors (and RFC 4226's HOTP ones), accepts one step of drift either way, never accepts a step twice, and round-trips base32 and recovery codes.
import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  normalizeRecoveryCode,
  otpauthUrl,
  RECOVERY_ALPHABET,
  recoveryCodeFromBytes,
  TOTP_STEP_MS,
  totpCode,
  verifyTotp,
} from '../src/index';

/** RFC 6238 appendix B's SHA-1 seed: the ASCII bytes of "12345678901234567890". */
const RFC_SECRET = new TextEncoder().encode('12345678901234567890');

describe('RFC 6238 test vectors (SHA-1), truncated to the last 6 of the table’s 8 digits', () => {
  const vectors: [number, string][] = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];
  for (const [seconds, eight] of vectors) {
    it(`T = ${seconds} s gives ${eight}`, () => {
      expect(totpCode(RFC_SECRET, seconds * 1000, 8)).toBe(eight);
      expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(eight.slice(2));
    });
  }

  it('RFC 4226 appendix D: HOTP of counters 0..9', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(RFC_SECRET, counter))).toEqual(expected);
  });
});

describe('verifyTotp', () => {
  const now = 1_800_000_015_000;
  const step = Math.floor(now / TOTP_STEP_MS);

  it('accepts the current step and one step of drift either way, nothing further', () => {
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now), now)).toBe(step);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now - TOTP_STEP_MS), now)).toBe(step - 1);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now + TOTP_STEP_MS), now)).toBe(step + 1);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 2 * TOTP_STEP_MS), now)).toBeNull();
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now + 2 * TOTP_STEP_MS), now)).toBeNull();
  });

  it('never accepts a step at or before the last one used, so a code works once', () => {
    const code = totpCode(RFC_SECRET, now);
    expect(verifyTotp(RFC_SECRET, code, now, step)).toBeNull();
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now - TOTP_STEP_MS), now, step - 1)).toBeNull();
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now + TOTP_STEP_MS), now, step)).toBe(step + 1);
  });

  it('refuses anything that is not six digits', () => {
    for (const bad of ['', '12345', '1234567', 'abcdef', ' 123456'])
      expect(verifyTotp(RFC_SECRET, bad, now)).toBeNull();
  });
});

describe('base32 and the otpauth URL', () => {
  it('encodes RFC 4648 section 10 vectors without padding and decodes them back', () => {
    const vectors: [string, string][] = [
      ['', ''],
      ['f', 'MY'],
      ['fo', 'MZXQ'],
      ['foo', 'MZXW6'],
      ['foob', 'MZXW6YQ'],
      ['fooba', 'MZXW6YTB'],
      ['foobar', 'MZXW6YTBOI'],
    ];
    for (const [plain, encoded] of vectors) {
      const bytes = new TextEncoder().encode(plain);
      expect(base32Encode(bytes)).toBe(encoded);
      expect(base32Decode(encoded)).toEqual(bytes);
    }
    expect(base32Decode('mzxw 6ytb-oi======')).toEqual(new TextEncoder().encode('foobar'));
    expect(base32Decode('MZXW1')).toBeNull();
  });

  it('names issuer, account, secret and parameters', () => {
    const url = otpauthUrl({ issuer: 'DEMO', account: 'a b@example.com', secretBase32: 'MZXW6YTBOI' });
    expect(url).toBe(
      'otpauth://totp/DEMO:a%20b%40example.com?secret=MZXW6YTBOI&issuer=DEMO&algorithm=SHA1&digits=6&period=30',
    );
  });
});

describe('recovery codes', () => {
  it('draws 10 characters of the alphabet from 10 bytes and normalises what people type', () => {
    const code = recoveryCodeFromBytes(Uint8Array.from([0, 1, 2, 3, 4, 31, 32, 33, 255, 128]));
    expect(code).toBe(`ABCDE-${RECOVERY_ALPHABET[31]}AB${RECOVERY_ALPHABET[31]}A`);
    expect(normalizeRecoveryCode(code.toLowerCase())).toBe(code.replace('-', ''));
    expect(normalizeRecoveryCode('ABCDE-FGHI')).toBeNull();
    expect(normalizeRecoveryCode('ABCDE-FGHI0')).toBeNull();
    expect(() => recoveryCodeFromBytes(new Uint8Array(9))).toThrow();
  });
});
