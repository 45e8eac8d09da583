import { eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { uploads } from '../../db/schema';

export async function insertUpload(
  q: Queryable,
  upload: { name: string; mime: string; bytes: Buffer; userId: number | null },
): Promise<void> {
  await q.insert(uploads).values({ ...upload, size: upload.bytes.length });
}

export async function findUpload(
  q: Queryable,
  name: string,
): Promise<{ mime: string; bytes: Buffer; private: boolean } | undefined> {
  const [row] = await q
    .select({ mime: uploads.mime, bytes: uploads.bytes, private: uploads.private })
    .from(uploads)
    .where(eq(uploads.name, name))
    .limit(1);
  return row;
}

/** Marks uploads as identity documents, served from then on only through signed URLs. */
export async function markUploadsPrivate(q: Queryable, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await q
    .update(uploads)
    .set({ private: true })
    .where(inArray(uploads.name, [...names]));
}
