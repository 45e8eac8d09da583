import { randomBytes } from 'node:crypto';
import { Code, UPLOAD_SIZE_MAX_BYTES } from '@demo/contract';
import { extensionOf, sniffImageType } from '@demo/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { UploadedFile } from '../../http/implement';
import { messages } from '../../lib/messages';
import { fail, ok, type Result } from '../../lib/result';
import type { UploadStorage } from './storage';
import { findOwnUpload, insertUpload, lockUploadsOf, type UploadOwner, type UploadVisibility, usageOf } from './store';

/**
 * What one customer may keep in uploads (P6). Every recharge, KYC attempt and avatar is one image of
 * at most 5 MB, so these leave years of ordinary use while capping what one account can make us store.
 */
export const USER_UPLOADS_COUNT_MAX = 300;
export const USER_UPLOADS_SIZE_MAX_BYTES = 200 * 1024 * 1024;

export interface UploadQuota {
  countMax: number;
  sizeMaxBytes: number;
}

export const DEFAULT_UPLOAD_QUOTA: UploadQuota = {
  countMax: USER_UPLOADS_COUNT_MAX,
  sizeMaxBytes: USER_UPLOADS_SIZE_MAX_BYTES,
};

export interface UploadDeps {
  db: Db;
  log: FastifyBaseLogger;
  storage: UploadStorage;
  quota: UploadQuota;
}

const UPLOAD_URL = /^\/uploads\/([a-f0-9]{32}\.(?:jpg|png|webp))$/;

/** The stored name of an upload url (`/uploads/<name>`), or undefined for anything else. */
export function uploadNameOf(url: string): string | undefined {
  return UPLOAD_URL.exec(url)?.[1];
}

/**
 * The upload `url` names when it is an image this user uploaded through `upload/standard`; undefined
 * for a foreign URL, a name that was never uploaded, or another user's upload (F5, P8). The one
 * ownership check of recharge evidence, KYC images, institution papers and avatars.
 */
export async function ownUpload(
  q: Queryable,
  userId: number,
  url: string,
): Promise<{ name: string; visibility: UploadVisibility } | undefined> {
  return await uploadOwnedBy(q, { userId }, url);
}

/** The same check for any owner: a staff member attaches only pictures they uploaded themselves. */
export async function uploadOwnedBy(
  q: Queryable,
  owner: UploadOwner,
  url: string,
): Promise<{ name: string; visibility: UploadVisibility } | undefined> {
  const name = uploadNameOf(url);
  if (name === undefined) return undefined;
  const found = await findOwnUpload(q, owner, name);
  return found && { name, visibility: found.visibility };
}

/**
 * Stores an image under a random name (so names cannot be guessed) and records its metadata and
 * owner, a customer or a staff member (U1, P5, P6). The type comes from the content's magic bytes; a text file named .png is refused.
 * The user's uploads are locked while the quota is checked, so racing uploads cannot overshoot it;
 * the bytes are written before the row commits, so a row never names bytes that are not stored, and
 * an upload refused or failed leaves nothing behind.
 */
export async function storeImage(
  deps: UploadDeps,
  owner: UploadOwner,
  file: UploadedFile | null,
): Promise<Result<{ url: string }>> {
  if (!file || file.bytes.length === 0) return fail(Code.ABNORMAL_DATA, messages.fileRequired);
  if (file.bytes.length > UPLOAD_SIZE_MAX_BYTES) return fail(Code.ABNORMAL_DATA, messages.fileTooLarge);
  const mime = sniffImageType(file.bytes);
  if (!mime) return fail(Code.ABNORMAL_DATA, messages.fileNotImage);
  const name = `${randomBytes(16).toString('hex')}.${extensionOf(mime)}`;
  const sizeBytes = file.bytes.length;
  const { quota } = deps;
  try {
    return await inTransaction(deps.db, async (tx) => {
      await lockUploadsOf(tx, owner);
      const used = await usageOf(tx, owner);
      if (used.count + 1 > quota.countMax || used.sizeBytes + sizeBytes > quota.sizeMaxBytes)
        return fail(Code.ABNORMAL_DATA, messages.uploadQuotaReached(quota.countMax, quota.sizeMaxBytes));
      await insertUpload(tx, { name, mime, sizeBytes, owner });
      await deps.storage.put(name, file.bytes);
      return ok({ url: `/uploads/${name}` });
    });
  } catch (error) {
    // The row rolled back (or never committed): drop bytes that may have been stored under its name.
    await deps.storage
      .delete(name)
      .catch((cleanup: unknown) => deps.log.error({ err: cleanup, name }, 'an orphaned upload was not removed'));
    throw error;
  }
}
