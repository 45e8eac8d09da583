import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for header-authenticated requests, as S3-compatible stores expect it
 * (AWS, MinIO, Ceph, R2, …). Written out rather than taken from an SDK because the S3 store needs
 * three verbs; the test suite pins it to AWS's published examples.
 */

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** `s3` for object stores; the AWS generic test suite uses `service`. */
  service: string;
}

export interface SigV4Request {
  method: string;
  /** The path as sent on the wire, already percent-encoded (see `encodeS3Path`). */
  path: string;
  /** Query parameters, unencoded; they are encoded and sorted here. */
  query?: Readonly<Record<string, string>>;
  /** Headers to sign (host included); names in any case. */
  headers: Readonly<Record<string, string>>;
  /** Hex SHA-256 of the body (or `UNSIGNED-PAYLOAD`). */
  payloadHash: string;
  /** `YYYYMMDDTHHMMSSZ`, the value of the x-amz-date header. */
  amzDate: string;
}

export const EMPTY_PAYLOAD_SHA256 = sha256Hex('');

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** RFC 3986 encoding as SigV4 requires: everything but unreserved characters, `/` kept only in paths. */
function uriEncode(text: string, keepSlash: boolean): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(c) || (keepSlash && c === '/')) out += c;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** An object key's path, encoded once the S3 way (S3 does not double-encode, unlike other services). */
export function encodeS3Path(path: string): string {
  return uriEncode(path, true);
}

export function canonicalQuery(query: Readonly<Record<string, string>>): string {
  return Object.entries(query)
    .map(([k, v]): [string, string] => [uriEncode(k, false), uriEncode(v, false)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** `Date` → the compact `YYYYMMDDTHHMMSSZ` SigV4 uses. */
export function amzDateOf(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

export interface SigV4Result {
  canonicalRequest: string;
  stringToSign: string;
  signedHeaders: string;
  signature: string;
  authorization: string;
}

/** Signs one request; the caller sends `authorization` with exactly the headers it signed. */
export function signV4(request: SigV4Request, credentials: SigV4Credentials): SigV4Result {
  const headers = Object.entries(request.headers)
    .map(([k, v]): [string, string] => [k.toLowerCase(), v.trim().replace(/\s+/g, ' ')])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = headers.map(([k]) => k).join(';');
  const canonicalRequest = [
    request.method,
    request.path,
    canonicalQuery(request.query ?? {}),
    ...headers.map(([k, v]) => `${k}:${v}`),
    '',
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const day = request.amzDate.slice(0, 8);
  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', request.amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const dayKey = hmac(`AWS4${credentials.secretAccessKey}`, day);
  const signingKey = hmac(hmac(hmac(dayKey, credentials.region), credentials.service), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return {
    canonicalRequest,
    stringToSign,
    signedHeaders,
    signature,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
