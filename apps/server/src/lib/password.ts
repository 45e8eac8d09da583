import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { Semaphore } from './semaphore';

/**
 * Password hashing with scrypt at OWASP's parameters (N=2^17, r=8, p=1), stored as
 * `scrypt$N$r$p$salt$hash` (base64) so verification reads the cost from the hash itself and old
 * hashes keep working if the cost is raised. Each hash holds 128 MiB for ~0.3 s, so a small
 * semaphore caps how many run at once: a login burst queues instead of exhausting memory.
 */
export const SCRYPT_N_LOG2_DEFAULT = 17;
export const SCRYPT_R = 8;
export const SCRYPT_P = 1;
export const SALT_BYTES = 16;
export const KEY_BYTES = 64;
export const HASHING_CONCURRENCY_MAX = 2;

const gate = new Semaphore(HASHING_CONCURRENCY_MAX);

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; allow twice that so Node's own overhead never trips the limit.
  const maxmem = 2 * 128 * n * r;
  return gate.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_BYTES, { N: n, r, p, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, encoded: string): Promise<boolean>;
  /** Does the same work as a real verification, for an account that does not exist. */
  burn(password: string): Promise<void>;
}

export function createPasswordHasher(nLog2: number = SCRYPT_N_LOG2_DEFAULT): PasswordHasher {
  const n = 2 ** nLog2;
  let dummy: Promise<string> | undefined;

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, n, SCRYPT_R, SCRYPT_P);
    return ['scrypt', n, SCRYPT_R, SCRYPT_P, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async function verify(password: string, encoded: string): Promise<boolean> {
    const [scheme, nText, rText, pText, saltText, keyText] = encoded.split('$');
    if (scheme !== 'scrypt' || !nText || !rText || !pText || !saltText || !keyText) return false;
    const expected = Buffer.from(keyText, 'base64');
    const actual = await derive(password, Buffer.from(saltText, 'base64'), Number(nText), Number(rText), Number(pText));
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  async function burn(password: string): Promise<void> {
    dummy ??= hash(randomBytes(16).toString('hex'));
    await verify(password, await dummy);
  }

  return { hash, verify, burn };
}
