import type { UploadStoreEnv } from '../../config/env';
import { createS3Storage } from './s3-storage';
import { createLocalStorage, type UploadStorage } from './storage';

/** The store the environment names (UPLOAD_STORE): a local directory by default, or an S3-compatible bucket. */
export async function openUploadStorage(config: UploadStoreEnv): Promise<UploadStorage> {
  if (config.kind === 'local') return await createLocalStorage(config.directory);
  return createS3Storage(config);
}
