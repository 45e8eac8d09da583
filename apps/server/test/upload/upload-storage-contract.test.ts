// Proves P5's storage contract holds for both upload stores alike: the local directory (owner-only)
// and the S3-compatible one, here against s3rver, a local S3-compatible server from npm; a put is read
// back byte for byte, replaced by a second put, absent after delete, and a name the service could
// not have made never reaches a path or a key.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../src/modules/upload/s3-storage';
import { createLocalStorage, type UploadStorage } from '../../src/modules/upload/storage';

const S3RVER_KEY = 'S3RVER';
const BUCKET = 'demo-uploads';

let root = '';
let s3: S3rver;
let endpoint = '';
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'demo-upload-storage-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(root, 's3rver'),
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3.close();
  await rm(root, { recursive: true, force: true });
});

function newName(ext = 'png'): string {
  return `${randomBytes(16).toString('hex')}.${ext}`;
}

const backends: Array<[string, () => Promise<UploadStorage>]> = [
  ['local directory', async () => await createLocalStorage(join(root, 'local', 'uploads'))],
  [
    'S3-compatible (s3rver)',
    async () =>
      createS3Storage({
        endpoint,
        bucket: BUCKET,
        region: 'us-east-1',
        accessKeyId: S3RVER_KEY,
        secretAccessKey: S3RVER_KEY,
      }),
  ],
];

describe.each(backends)('P5: the %s store', (_label, open) => {
  let store: UploadStorage;
  beforeAll(async () => {
    store = await open();
  });

  it('reads back exactly the bytes it was given', async () => {
    const name = newName();
    const bytes = randomBytes(256 * 1024);
    await store.put(name, bytes);
    expect((await store.get(name))?.equals(bytes)).toBe(true);
  });

  it('answers undefined for a name it does not hold', async () => {
    expect(await store.get(newName('webp'))).toBeUndefined();
  });

  it('replaces on a second put, so copying an upload again is harmless', async () => {
    const name = newName('jpg');
    await store.put(name, Buffer.from('first'));
    await store.put(name, Buffer.from('second'));
    expect((await store.get(name))?.toString()).toBe('second');
  });

  it('deletes, and deleting again is not an error', async () => {
    const name = newName();
    await store.put(name, Buffer.from('gone soon'));
    await store.delete(name);
    expect(await store.get(name)).toBeUndefined();
    await expect(store.delete(name)).resolves.toBeUndefined();
  });

  it('refuses names the upload service could not have made', async () => {
    for (const name of ['../secrets/data-key', 'a/b.png', `${'0'.repeat(32)}.svg`, '']) {
      await expect(store.put(name, Buffer.from('x'))).rejects.toThrow(/not an upload name/);
      await expect(store.get(name)).rejects.toThrow(/not an upload name/);
    }
  });
});

describe('the local directory', () => {
  it('is created owner-only and holds owner-only files, with no temporary files left', async () => {
    const directory = join(root, 'perm', 'uploads');
    const store = await createLocalStorage(directory);
    const name = newName();
    await store.put(name, Buffer.from('mine'));
    expect((await stat(directory)).mode & 0o777).toBe(0o700);
    expect((await stat(join(directory, name))).mode & 0o777).toBe(0o600);
    expect(await readdir(directory)).toEqual([name]);
  });
});

describe('the S3 store', () => {
  it('says which bucket failed when the bucket does not exist', async () => {
    const store = createS3Storage({
      endpoint,
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      accessKeyId: S3RVER_KEY,
      secretAccessKey: S3RVER_KEY,
    });
    await expect(store.put(newName(), Buffer.from('x'))).rejects.toThrow(/HTTP 404.*NoSuchBucket/s);
  });
});
