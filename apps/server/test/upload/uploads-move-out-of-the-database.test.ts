// Proves P5 for existing deployments: images still in the database's bytes column are copied to the
// store and the column cleared, idempotently (a second run, or a copy interrupted before the column
// was cleared, loses nothing), and are then served from the store with the same headers as before.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../src/db/schema';
import { inTransaction } from '../../src/db/transaction';
import { moveUploadBytesToStore } from '../../src/modules/upload/move-bytes';
import { PNG_1X1 } from '../support/funds';
import { registerUser, startHarness, type UploadHarness } from '../support/harness';

let h: UploadHarness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

describe('moving legacy upload bytes to the store', () => {
  it('P5: copies each image, clears its column, and a second run changes nothing', async () => {
    const user = await registerUser(h);
    const avatarName = `${randomBytes(16).toString('hex')}.png`;
    const halfMovedName = `${randomBytes(16).toString('hex')}.png`;
    const halfMovedBytes = Buffer.concat([PNG_1X1, Buffer.from('second')]);
    const silent = h.app.log.child({}, { level: 'silent' });
    // Inside one transaction, so apps of other test files starting meanwhile never see these rows.
    await inTransaction(h.database.db, async (tx) => {
      await tx.insert(uploads).values([
        {
          name: avatarName,
          mime: 'image/png',
          bytes: PNG_1X1,
          size: PNG_1X1.length,
          userId: user.user.id,
          visibility: 'public',
        },
        {
          name: halfMovedName,
          mime: 'image/png',
          bytes: halfMovedBytes,
          size: halfMovedBytes.length,
          userId: user.user.id,
        },
      ]);
      // An earlier start copied this one but stopped before clearing its column: the copy is redone.
      await h.uploadStorage.put(halfMovedName, Buffer.from('stale partial copy'));
      expect(await moveUploadBytesToStore(tx, h.uploadStorage, silent)).toBeGreaterThanOrEqual(2);
      expect(await moveUploadBytesToStore(tx, h.uploadStorage, silent)).toBe(0);
      const rows = await tx
        .select({ name: uploads.name, bytes: uploads.bytes })
        .from(uploads)
        .where(eq(uploads.userId, user.user.id));
      expect(rows.every((r) => r.bytes === null)).toBe(true);
    });
    expect((await h.uploadStorage.get(avatarName))?.equals(PNG_1X1)).toBe(true);
    expect((await h.uploadStorage.get(halfMovedName))?.equals(halfMovedBytes)).toBe(true);

    const served = await h.app.inject({ method: 'GET', url: `/uploads/${avatarName}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
  });
});
