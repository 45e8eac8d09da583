import { type Db, poolOfHandle } from '../db/client';
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

/**
 * How often the leader vacuums the queue of pending platform sides. Every posting inserts its
 * platform sides there and every roll-up deletes them (97 000 rows in two minutes of the orders
 * bench): between two of autovacuum's rounds (a minute by default, never on a server where it is
 * off) the queue's table and index fill with dead rows that every insert, roll-up and proof then
 * reads past. At the orders bench's half load, vacuumed every 5 s: 1 938 of 14 080 replies over
 * 25 ms against 3 693 and 3 608 not vacuumed, the machine 66 % busy against 74 % (docs/adr/0018).
 */
export const HOUSE_QUEUE_VACUUM_MS = 5_000;

/**
 * Vacuums the queue of pending platform sides (a plain statement: VACUUM cannot run in a
 * transaction). Without truncating: giving empty trailing pages back takes a lock every posting's
 * insert would wait on, and the queue fills those pages again within the second.
 */
export async function vacuumHouseQueue(db: Db): Promise<void> {
  await poolOfHandle(db).query('vacuum (truncate false) ledger_house_pending');
}
