// Proves P6: a customer's uploads stop at the quota (files and bytes) with a clear, translated error
// naming the file and nothing stored, even when racing; and uploads are limited per account from many
// addresses and per address across many accounts (429), counted before the body is read.

import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../src/db/schema';
import { ACCOUNT_IN_FLIGHT } from '../../src/http/bulkhead';
import { UPLOADS_PER_IP_MAX, UPLOADS_PER_USER_MAX } from '../../src/modules/upload/routes';
import { createLocalStorage } from '../../src/modules/upload/storage';
import { PNG_1X1 } from '../support/funds';
import { type Harness, randomIp, registerUser, startHarness } from '../support/harness';

const QUOTA = { countMax: 3, sizeMaxBytes: 1_000 };

let quotaDir = '';
let limited: Harness;
let open: Harness;
beforeAll(async () => {
  quotaDir = join(await mkdtemp(join(tmpdir(), 'demo-quota-')), 'uploads');
  limited = await startHarness({ uploadQuota: QUOTA, uploadStorage: await createLocalStorage(quotaDir) });
  open = await startHarness();
});
afterAll(async () => {
  await limited.close();
  await open.close();
});

/** A PNG of exactly `sizeBytes` (its magic bytes first, so it is still judged a PNG). */
function pngOf(sizeBytes: number): Buffer {
  return Buffer.concat([PNG_1X1, Buffer.alloc(Math.max(0, sizeBytes - PNG_1X1.length))]);
}

async function upload(h: Harness, token: string, bytes: Buffer, ip = randomIp(), locale: 'en' | 'hi' = 'en') {
  const boundary = '----demo-quota-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="q.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const reply = await h.app.inject({
    method: 'POST',
    url: '/api/smart/upload/standard',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token, 'x-forwarded-for': ip, locale },
    payload,
  });
  return reply.json() as { code: number; message: string; body: { url: string } | null };
}

async function uploadsOf(h: Harness, userId: number): Promise<number> {
  const [row] = await h.database.db.select({ n: count() }).from(uploads).where(eq(uploads.userId, userId));
  return row?.n ?? 0;
}

describe('the upload quota', () => {
  it('P6: the file after the last allowed one is refused, naming the file, and nothing is stored', async () => {
    const user = await registerUser(limited);
    for (let i = 0; i < QUOTA.countMax; i += 1) expect((await upload(limited, user.token, PNG_1X1)).code).toBe(200);
    const filesBefore = await readdir(quotaDir);

    const refused = await upload(limited, user.token, PNG_1X1);
    expect(refused).toEqual({
      code: 404,
      message: 'File cannot be stored: your uploads have reached their limit of 3 files or 1 KB in all',
      body: null,
    });
    const inHindi = await upload(limited, user.token, PNG_1X1, randomIp(), 'hi');
    expect(inHindi.code).toBe(404);
    expect(inHindi.message).toBe('फ़ाइल संग्रहीत नहीं की जा सकती: आपके अपलोड अपनी सीमा (कुल 3 फ़ाइलें या 1 KB) तक पहुँच गए हैं');
    expect(await uploadsOf(limited, user.user.id)).toBe(QUOTA.countMax);
    expect((await readdir(quotaDir)).sort()).toEqual(filesBefore.sort());
  });

  it('P6: the byte quota counts what is already stored', async () => {
    const user = await registerUser(limited);
    expect((await upload(limited, user.token, pngOf(600))).code).toBe(200);
    expect((await upload(limited, user.token, pngOf(600))).code).toBe(404);
    expect((await upload(limited, user.token, pngOf(400))).code).toBe(200);
    expect(await uploadsOf(limited, user.user.id)).toBe(2);
  });

  it('P6: racing uploads cannot overshoot the quota', async () => {
    const user = await registerUser(limited);
    // As many at once as one account may have in flight (E10): one more than the quota allows.
    const racing = ACCOUNT_IN_FLIGHT.writesMax;
    expect(racing).toBeGreaterThan(QUOTA.countMax);
    const replies = await Promise.all(Array.from({ length: racing }, () => upload(limited, user.token, PNG_1X1)));
    expect(replies.filter((r) => r.code === 200)).toHaveLength(QUOTA.countMax);
    expect(replies.filter((r) => r.code === 404)).toHaveLength(racing - QUOTA.countMax);
    expect(await uploadsOf(limited, user.user.id)).toBe(QUOTA.countMax);
  });

  it('one customer reaching the quota leaves another untouched', async () => {
    const full = await registerUser(limited);
    for (let i = 0; i < QUOTA.countMax; i += 1) await upload(limited, full.token, PNG_1X1);
    const other = await registerUser(limited);
    expect((await upload(limited, other.token, PNG_1X1)).code).toBe(200);
  });
});

describe('upload rate limits', () => {
  it('P6: one account is limited however many addresses it uses', async () => {
    const user = await registerUser(open);
    for (let i = 0; i < UPLOADS_PER_USER_MAX; i += 1) {
      expect((await upload(open, user.token, PNG_1X1, randomIp())).code).toBe(200);
    }
    const beyond = await upload(open, user.token, PNG_1X1, randomIp());
    expect(beyond.code).toBe(429);
    expect(await uploadsOf(open, user.user.id)).toBe(UPLOADS_PER_USER_MAX);
  });

  it('P6: one address is limited however many accounts it uses', async () => {
    const ip = randomIp();
    const users = await Promise.all(
      Array.from({ length: Math.ceil(UPLOADS_PER_IP_MAX / UPLOADS_PER_USER_MAX) + 1 }, () => registerUser(open)),
    );
    let accepted = 0;
    for (const user of users) {
      for (let i = 0; i < UPLOADS_PER_USER_MAX && accepted < UPLOADS_PER_IP_MAX; i += 1) {
        expect((await upload(open, user.token, PNG_1X1, ip)).code).toBe(200);
        accepted += 1;
      }
    }
    const fresh = users.at(-1);
    if (!fresh) throw new Error('no users registered');
    expect((await upload(open, fresh.token, PNG_1X1, ip)).code).toBe(429);
    // Another address is not affected.
    expect((await upload(open, fresh.token, PNG_1X1, randomIp())).code).toBe(200);
  });
});
