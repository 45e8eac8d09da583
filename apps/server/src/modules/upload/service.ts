import { randomBytes } from 'node:crypto';
import { Code, UPLOAD_SIZE_MAX_BYTES } from '@demo/contract';
import { extensionOf, sniffImageType } from '@demo/core';
import type { Deps } from '../../deps';
import type { UploadedFile } from '../../http/implement';
import { messages } from '../../lib/messages';
import { fail, ok, type Result } from '../../lib/result';
import { insertUpload } from './store';

/**
 * Stores an image in PostgreSQL under a random name (so every node serves it and names cannot be
 * guessed). The type comes from the content's magic bytes; a text file named .png is refused.
 */
export async function storeImage(
  deps: Deps,
  userId: number,
  file: UploadedFile | null,
): Promise<Result<{ url: string }>> {
  if (!file || file.bytes.length === 0) return fail(Code.ABNORMAL_DATA, messages.fileRequired);
  if (file.bytes.length > UPLOAD_SIZE_MAX_BYTES) return fail(Code.ABNORMAL_DATA, messages.fileTooLarge);
  const mime = sniffImageType(file.bytes);
  if (!mime) return fail(Code.ABNORMAL_DATA, messages.fileNotImage);
  const name = `${randomBytes(16).toString('hex')}.${extensionOf(mime)}`;
  await insertUpload(deps.db, { name, mime, bytes: file.bytes, userId });
  return ok({ url: `/uploads/${name}` });
}
