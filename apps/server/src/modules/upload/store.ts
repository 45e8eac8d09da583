import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { uploads } from '../../db/schema';

export async function insertUpload(
  q: Queryable,
  upload: { name: string; mime: string; bytes: Buffer; userId: number | null },
): Promise<void> {
  await q.insert(uploads).values({ ...upload, size: upload.bytes.length });
}

export async function findUpload(q: Queryable, name: string): Promise<{ mime: string; bytes: Buffer } | undefined> {
  const [row] = await q
    .select({ mime: uploads.mime, bytes: uploads.bytes })
    .from(uploads)
    .where(eq(uploads.name, name))
    .limit(1);
  return row;
}
