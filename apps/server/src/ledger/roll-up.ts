import type { Db } from '../db/client';
import { committed, inTransaction } from '../db/transaction';
import { rollUpHouse } from './store';

/** Pending platform sides moved per transaction: bounded so one roll-up never holds rows for long. */
export const ROLL_UP_BATCH_MAX = 5_000;
/** Batches per call, so a large backlog is worked off across engine passes instead of in one. */
const ROLL_UP_BATCHES_MAX = 20;

/**
 * Rolls the pending platform sides into the platform accounts' balances (L6), batch by batch, and
 * answers how many moved. Runs on the engine leader between passes: it is then the only writer of
 * platform rows, and no posting ever waits on it (postings never lock those rows, L7).
 */
export async function rollUpHouseBalances(db: Db): Promise<number> {
  let moved = 0;
  for (let batch = 0; batch < ROLL_UP_BATCHES_MAX; batch++) {
    const n = committed(await inTransaction(db, (tx) => rollUpHouse(tx, ROLL_UP_BATCH_MAX)));
    moved += n;
    if (n < ROLL_UP_BATCH_MAX) break;
  }
  return moved;
}
