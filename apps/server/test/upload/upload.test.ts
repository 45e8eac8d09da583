// Proves uploads accept only real images, judged by their bytes and size (U1), keep their bytes in
// the store rather than the database (P5), and serve them back safely.
import { UPLOAD_SIZE_MAX_BYTES } from '@demo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../src/db/schema';
import { type RegisteredUser, randomIp, registerUser, startHarness, type UploadHarness } from '../support/harness';

let h: UploadHarness;
let user: RegisteredUser;
beforeAll(async () => {
  h = await startHarness();
  user = await registerUser(h);
});
afterAll(async () => h.close());

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(bytes: Buffer, filename: string, token: string | null = user.token) {
  const boundary = '----demo-upload-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers: Record<string, string> = {
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'x-forwarded-for': randomIp(),
  };
  if (token !== null) headers.token = token;
  const reply = await h.app.inject({ method: 'POST', url: '/api/smart/upload/standard', headers, payload });
  return reply.json() as { code: number; message: string; body: { url: string } | null };
}

describe('upload/standard', () => {
  it('stores a real PNG under a random name and serves it back with its type', async () => {
    const reply = await upload(PNG_1X1, 'avatar.png');
    expect(reply.code).toBe(200);
    const url = reply.body?.url ?? '';
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await h.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // P7: until it becomes an avatar (public) or evidence (private), no shared cache keeps it.
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
  });

  it('P5: keeps the bytes in the store and only metadata and the owner in the database', async () => {
    const reply = await upload(PNG_1X1, 'kept.png');
    const name = (reply.body?.url ?? '').replace('/uploads/', '');
    const [row] = await h.database.db
      .select({ bytes: uploads.bytes, size: uploads.size, userId: uploads.userId, visibility: uploads.visibility })
      .from(uploads)
      .where(eq(uploads.name, name));
    expect(row).toEqual({ bytes: null, size: PNG_1X1.length, userId: user.user.id, visibility: 'unlisted' });
    expect((await h.uploadStorage.get(name))?.equals(PNG_1X1)).toBe(true);
  });

  it('refuses a text file named .png, naming the file field', async () => {
    const reply = await upload(Buffer.from('just some text, not an image'), 'fake.png');
    expect(reply).toEqual({ code: 404, message: 'File must be a JPEG, PNG or WebP image', body: null });
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(UPLOAD_SIZE_MAX_BYTES)]);
    const reply = await upload(big, 'big.png');
    expect(reply).toMatchObject({ code: 404, message: 'File must be at most 5 MB' });
  });

  it('asks anonymous uploaders to log in', async () => {
    expect((await upload(PNG_1X1, 'a.png', null)).code).toBe(402);
  });

  it('answers 404 for an upload that does not exist', async () => {
    const reply = await h.app.inject({ method: 'GET', url: `/uploads/${'0'.repeat(32)}.png` });
    expect(reply.statusCode).toBe(404);
  });
});
