import { and, count, eq, inArray, isNotNull, sql, sum } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type UPLOAD_VISIBILITY_VALUES, uploads } from '../../db/schema';

/** SQL for upload metadata and ownership; the bytes themselves live in the storage interface (P5). */

export type UploadVisibility = (typeof UPLOAD_VISIBILITY_VALUES)[number];

/** Whose upload it is: a customer's (`upload/standard`) or a staff member's (`support/upload`). */
export type UploadOwner = { userId: number } | { staffId: number };

export async function insertUpload(
  q: Queryable,
  upload: { name: string; mime: string; sizeBytes: number; owner: UploadOwner | null },
): Promise<void> {
  const owner = upload.owner;
  await q.insert(uploads).values({
    name: upload.name,
    mime: upload.mime,
    size: upload.sizeBytes,
    userId: owner && 'userId' in owner ? owner.userId : null,
    staffId: owner && 'staffId' in owner ? owner.staffId : null,
  });
}

function ownedBy(owner: UploadOwner) {
  return 'userId' in owner ? eq(uploads.userId, owner.userId) : eq(uploads.staffId, owner.staffId);
}

export async function findUpload(
  q: Queryable,
  name: string,
): Promise<{ mime: string; visibility: UploadVisibility; userId: number | null } | undefined> {
  const [row] = await q
    .select({ mime: uploads.mime, visibility: uploads.visibility, userId: uploads.userId })
    .from(uploads)
    .where(eq(uploads.name, name))
    .limit(1);
  return row;
}

/** One owner's uploads on record: how many and their total size. */
export async function usageOf(q: Queryable, owner: UploadOwner): Promise<{ count: number; sizeBytes: number }> {
  const [row] = await q
    .select({ n: count(), bytes: sum(uploads.size) })
    .from(uploads)
    .where(ownedBy(owner));
  return { count: row?.n ?? 0, sizeBytes: Number(row?.bytes ?? 0) };
}

/**
 * Serialises one user's uploads until the transaction ends, so two at once cannot both pass the
 * quota. An advisory lock rather than the user's row: nothing else waits on it.
 */
export async function lockUploadsOf(q: Queryable, owner: UploadOwner): Promise<void> {
  if ('userId' in owner)
    await q.execute(sql`select pg_advisory_xact_lock(hashtext('uploads-of-user'), ${owner.userId})`);
  else await q.execute(sql`select pg_advisory_xact_lock(hashtext('uploads-of-staff'), ${owner.staffId})`);
}

/** The upload of this name when it belongs to this owner (a user, or a staff member). */
export async function findOwnUpload(
  q: Queryable,
  owner: UploadOwner,
  name: string,
): Promise<{ visibility: UploadVisibility } | undefined> {
  const [row] = await q
    .select({ visibility: uploads.visibility })
    .from(uploads)
    .where(and(eq(uploads.name, name), ownedBy(owner)))
    .limit(1);
  return row;
}

/** Makes uploads private (identity documents, recharge evidence): from then on served only by signed URL. */
export async function markUploadsPrivate(q: Queryable, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await q
    .update(uploads)
    .set({ visibility: 'private' })
    .where(inArray(uploads.name, [...names]));
}

/** Makes an unlisted upload public (an avatar); a private one is never published this way. */
export async function markUploadPublic(q: Queryable, name: string): Promise<void> {
  await q
    .update(uploads)
    .set({ visibility: 'public' })
    .where(and(eq(uploads.name, name), eq(uploads.visibility, 'unlisted')));
}

/** A batch of uploads whose bytes are still in the legacy column, oldest first. */
export async function uploadsWithBytes(q: Queryable, limit: number): Promise<Array<{ name: string; bytes: Buffer }>> {
  const rows = await q
    .select({ name: uploads.name, bytes: uploads.bytes })
    .from(uploads)
    .where(isNotNull(uploads.bytes))
    .orderBy(uploads.id)
    .limit(limit);
  return rows.flatMap((r) => (r.bytes === null ? [] : [{ name: r.name, bytes: r.bytes }]));
}

export async function clearBytes(q: Queryable, name: string): Promise<void> {
  await q.update(uploads).set({ bytes: null }).where(eq(uploads.name, name));
}
