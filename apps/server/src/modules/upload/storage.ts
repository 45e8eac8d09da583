import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where upload bytes live (the database keeps only their metadata and owner, P5). Every node of a
 * cluster must see the same store: the local directory suits one node (the default, under
 * DATA_DIR/uploads), an S3-compatible bucket suits many (s3-storage.ts). Names are the random
 * `<32 hex>.<ext>` names `upload/standard` makes; anything else is refused before it reaches a path
 * or a URL.
 */
export interface UploadStorage {
  /** Stores the bytes under the name, replacing what was there (so a repeated copy is harmless). */
  put(name: string, bytes: Buffer): Promise<void>;
  /** The bytes stored under the name, or undefined when there are none. */
  get(name: string): Promise<Buffer | undefined>;
  /** Removes the name; removing a name that is not there is not an error. */
  delete(name: string): Promise<void>;
  /** Shown in the start log: which store serves uploads. */
  readonly description: string;
}

export const UPLOAD_NAME = /^[0-9a-f]{32}\.(?:jpg|png|webp)$/;

/** Refuses any name the upload service could not have made (no path or key tricks). */
export function assertUploadName(name: string): void {
  if (!UPLOAD_NAME.test(name)) throw new Error(`not an upload name: ${JSON.stringify(name)}`);
}

/** Owner-only: uploads include identity documents (P4). */
const DIRECTORY_MODE = 0o700;
const FILE_MODE = 0o600;

/**
 * Uploads as files in one directory, created owner-only. A write goes to a temporary name first and
 * is renamed into place, so a reader never sees half a file and a crash leaves no torn upload.
 */
export async function createLocalStorage(directory: string): Promise<UploadStorage> {
  await mkdir(directory, { recursive: true, mode: DIRECTORY_MODE });
  // mkdir leaves an existing directory's mode alone; an upload folder is never wider than its owner.
  await chmod(directory, DIRECTORY_MODE);
  return {
    description: `local directory ${directory}`,
    async put(name, bytes) {
      assertUploadName(name);
      const temporary = join(directory, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(temporary, bytes, { mode: FILE_MODE, flush: true });
      try {
        await rename(temporary, join(directory, name));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(name) {
      assertUploadName(name);
      try {
        return await readFile(join(directory, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(name) {
      assertUploadName(name);
      await rm(join(directory, name), { force: true });
    },
  };
}
