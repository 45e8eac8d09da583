import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/client';
import type { UploadStorage } from './storage';
import { clearBytes, uploadsWithBytes } from './store';

/** Uploads moved per round: at most this many images (5 MB each) are held in memory at once. */
const MOVE_BATCH_SIZE = 8;

/**
 * Copies uploads whose bytes are still in the database (deployments from before P5) into the store,
 * then clears the column. Run at every start; once nothing is left it costs one query. Each upload is
 * stored before its column is cleared, and a put replaces, so a start interrupted halfway, or two nodes
 * starting together, copy an upload again and lose nothing. Answers how many were moved.
 */
export async function moveUploadBytesToStore(
  q: Queryable,
  storage: UploadStorage,
  log: FastifyBaseLogger,
): Promise<number> {
  let moved = 0;
  for (;;) {
    const batch = await uploadsWithBytes(q, MOVE_BATCH_SIZE);
    if (batch.length === 0) break;
    for (const upload of batch) {
      await storage.put(upload.name, upload.bytes);
      await clearBytes(q, upload.name);
      moved += 1;
    }
  }
  if (moved > 0) log.info({ moved, store: storage.description }, 'uploads moved from the database to the store');
  return moved;
}
