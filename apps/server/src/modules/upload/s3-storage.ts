import { amzDateOf, EMPTY_PAYLOAD_SHA256, encodeS3Path, sha256Hex, signV4 } from './sigv4';
import { assertUploadName, type UploadStorage } from './storage';

export interface S3StorageConfig {
  /** `https://s3.eu-west-1.amazonaws.com`, `http://127.0.0.1:9000` (MinIO), … */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix inside the bucket (default `uploads/`), so the bucket can hold other things too. */
  prefix?: string;
}

/** One request to the store never waits longer than this; the caller's request fails instead. */
export const S3_REQUEST_TIMEOUT_MS = 15_000;

/**
 * Uploads as objects in an S3-compatible bucket, addressed path-style (`<endpoint>/<bucket>/<key>`),
 * which AWS, MinIO, Ceph and R2 all accept. Requests are signed with SigV4 including the body's
 * hash, so a store never accepts bytes other than the ones signed.
 */
export function createS3Storage(config: S3StorageConfig): UploadStorage {
  const endpoint = new URL(config.endpoint);
  const base = endpoint.pathname.replace(/\/+$/, '');
  const prefix = config.prefix ?? 'uploads/';
  const credentials = {
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  };

  async function send(method: 'PUT' | 'GET' | 'DELETE', name: string, body?: Buffer): Promise<Response> {
    assertUploadName(name);
    const path = encodeS3Path(`${base}/${config.bucket}/${prefix}${name}`);
    const payloadHash = body ? sha256Hex(body) : EMPTY_PAYLOAD_SHA256;
    const amzDate = amzDateOf(new Date());
    const headers: Record<string, string> = {
      host: endpoint.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate,
    };
    if (body) headers['content-type'] = 'application/octet-stream';
    const { authorization } = signV4({ method, path, headers, payloadHash, amzDate }, credentials);
    const { host: _host, ...sent } = headers;
    return await fetch(new URL(path, endpoint.origin), {
      method,
      headers: { ...sent, authorization },
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(S3_REQUEST_TIMEOUT_MS),
    });
  }

  async function failure(what: string, name: string, reply: Response): Promise<Error> {
    // The store's XML error names the problem (NoSuchBucket, SignatureDoesNotMatch); keep it short.
    const detail = (await reply.text().catch(() => '')).slice(0, 300);
    return new Error(`S3 ${what} of ${name} answered HTTP ${reply.status}: ${detail}`);
  }

  return {
    description: `S3-compatible bucket ${config.bucket} at ${endpoint.origin}`,
    async put(name, bytes) {
      const reply = await send('PUT', name, bytes);
      if (!reply.ok) throw await failure('PUT', name, reply);
      await reply.body?.cancel();
    },
    async get(name) {
      const reply = await send('GET', name);
      if (reply.status === 404) {
        await reply.body?.cancel();
        return undefined;
      }
      if (!reply.ok) throw await failure('GET', name, reply);
      return Buffer.from(await reply.arrayBuffer());
    },
    async delete(name) {
      const reply = await send('DELETE', name);
      // S3 answers 204 whether or not the key existed; some stores answer 404 for a missing one.
      if (!reply.ok && reply.status !== 404) throw await failure('DELETE', name, reply);
      await reply.body?.cancel();
    },
  };
}
