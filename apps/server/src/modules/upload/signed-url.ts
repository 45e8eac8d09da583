import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived signed URLs for private uploads (identity documents, P4; recharge evidence, P7). A
 * reviewer's screen, and for evidence its owner's recharge list, gets a URL that works for
 * `SIGNED_UPLOAD_TTL_MS`; the bare `/uploads/<name>` of a private upload answers 404 to everyone, its
 * owner included (an image tag sends no token, so the signature is the only proof of who asked).
 * The signing key is derived from the data key, so every node signs and checks alike.
 */
export const SIGNED_UPLOAD_TTL_MS = 10 * 60 * 1000;

const UPLOAD_URL = /^\/uploads\/([A-Za-z0-9._-]+)$/;

export interface UploadSigner {
  /** `/uploads/<name>` → `/uploads/<name>?exp=<epoch ms>&sig=<hmac>`; other strings unchanged. */
  sign(url: string, nowMs: number): string;
  /** Whether exp/sig are a valid, unexpired signature of this upload name. */
  verify(name: string, exp: string | undefined, sig: string | undefined, nowMs: number): boolean;
}

export function createUploadSigner(dataKey: Buffer): UploadSigner {
  const key = Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'demo/upload-url/v1', 32));
  const mac = (name: string, exp: number) => createHmac('sha256', key).update(`${name}:${exp}`).digest('base64url');
  return {
    sign(url, nowMs) {
      const name = UPLOAD_URL.exec(url)?.[1];
      if (name === undefined) return url;
      const exp = nowMs + SIGNED_UPLOAD_TTL_MS;
      return `${url}?exp=${exp}&sig=${mac(name, exp)}`;
    },
    verify(name, exp, sig, nowMs) {
      if (exp === undefined || sig === undefined || !/^\d{1,16}$/.test(exp)) return false;
      const expMs = Number(exp);
      if (expMs < nowMs || expMs > nowMs + SIGNED_UPLOAD_TTL_MS) return false;
      const expected = Buffer.from(mac(name, expMs));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
