// Proves the upload store is chosen by the environment (P5): a local directory under DATA_DIR by
// default, created owner-only, and an S3-compatible bucket only with every S3 variable set, the start
// stopping with the names of the missing ones otherwise.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env';
import { openUploadStorage } from '../../src/modules/upload/open-storage';

let dataDir = '';
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'demo-upload-config-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('UPLOAD_STORE', () => {
  it('P5: defaults to DATA_DIR/uploads, created owner-only at start', async () => {
    const env = loadEnv({ DATA_DIR: dataDir });
    expect(env.uploadStore).toEqual({ kind: 'local', directory: join(dataDir, 'uploads') });
    const storage = await openUploadStorage(env.uploadStore);
    expect(storage.description).toContain(join(dataDir, 'uploads'));
    expect((await stat(join(dataDir, 'uploads'))).mode & 0o777).toBe(0o700);
  });

  it('UPLOAD_DIR moves the local directory', () => {
    const env = loadEnv({ DATA_DIR: dataDir, UPLOAD_DIR: join(dataDir, 'elsewhere') });
    expect(env.uploadStore).toEqual({ kind: 'local', directory: join(dataDir, 'elsewhere') });
  });

  it('s3 needs its endpoint, bucket and keys, and names the missing ones', () => {
    expect(() => loadEnv({ UPLOAD_STORE: 's3', S3_BUCKET: 'demo' })).toThrow(
      'UPLOAD_STORE=s3 needs S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
    expect(() => loadEnv({ UPLOAD_STORE: 'ftp' })).toThrow(/UPLOAD_STORE/);
    expect(() => loadEnv({ UPLOAD_STORE: 's3', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });

  it('s3 with every variable set opens the bucket store', async () => {
    const env = loadEnv({
      UPLOAD_STORE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'demo-uploads',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
    });
    expect(env.uploadStore).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'demo-uploads',
      region: 'us-east-1',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
      prefix: 'uploads/',
    });
    const storage = await openUploadStorage(env.uploadStore);
    expect(storage.description).toBe('S3-compatible bucket demo-uploads at http://127.0.0.1:9000');
  });
});
