import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Encryption at rest for Aadhaar and bank account numbers (PRODUCT.md, "KYC" and "Bank accounts";
 * ARCHITECTURE.md, "Configuration and secrets"). AES-256-GCM with a fresh 96-bit IV per value,
 * stored as `v1:<iv>:<tag>:<ciphertext>` (base64url), so a future key or cipher gets a new version
 * prefix. A keyed HMAC-SHA-256 of the normalised number lets duplicates be found without decrypting;
 * its key is derived from the data key (HKDF) so the two never share key material.
 */
export const DATA_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';

export interface CryptoBox {
  /** Encrypts a secret for storage. */
  seal(plain: string): string;
  /** Decrypts a stored value; a tampered or foreign value throws (a bug or an attack, never user input). */
  open(sealed: string): string;
  /** A keyed fingerprint of a normalised secret, for equality checks. */
  fingerprint(normalised: string): string;
}

export function createCryptoBox(key: Buffer): CryptoBox {
  if (key.length !== DATA_KEY_BYTES) throw new Error(`the data key must be ${DATA_KEY_BYTES} bytes`);
  const macKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'demo/data-fingerprint/v1', 32));
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv.toString('base64url'), tag.toString('base64url'), body.toString('base64url')].join(':');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(':');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined)
        throw new Error('crypto-box: not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
    fingerprint(normalised) {
      return createHmac('sha256', macKey).update(normalised, 'utf8').digest('base64url');
    },
  };
}

/** Decodes `DATA_ENCRYPTION_KEY` (base64 of 32 bytes); a wrong length stops the start with the variable's name. */
function decodeDataKey(base64: string): Buffer {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== DATA_KEY_BYTES) throw new Error(`DATA_ENCRYPTION_KEY must be base64 of ${DATA_KEY_BYTES} bytes`);
  return key;
}

/**
 * The data key: from the environment when given (production); otherwise read from, or generated
 * once into, `<dataDir>/secrets/data-key` with owner-only permissions (embedded mode). Production
 * without the variable refuses to start: a key generated on one node's disk would strand the data.
 */
export function loadDataKey(options: { fromEnv: string | undefined; dataDir: string; production: boolean }): Buffer {
  if (options.fromEnv !== undefined) return decodeDataKey(options.fromEnv);
  if (options.production) throw new Error('DATA_ENCRYPTION_KEY is required in production');
  const file = join(options.dataDir, 'secrets', 'data-key');
  if (existsSync(file)) return decodeDataKey(readFileSync(file, 'utf8').trim());
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const key = randomBytes(DATA_KEY_BYTES);
  // `wx` fails if another process created it meanwhile; then that one's key is the key.
  try {
    writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch {
    return decodeDataKey(readFileSync(file, 'utf8').trim());
  }
  chmodSync(file, 0o600);
  return key;
}
