import { advanceLive, markLive } from '@demo/core';
import { committed, inTransaction } from '../../db/transaction';
import { barWindow, priceTicks, storedStrategy } from './market';
import { type AiDeps, publishAiChanges, settlePurchase } from './service';
import { activeUserAi, lockUserAi, RUNNER_BATCH_MAX, type UserAiRow, updateUserAi } from './store';
import { stateOf } from './view';

/**
 * The engine leader's pass over customers' AI products (docs/SPEC.md I5–I7). For each running or
 * paused purchase it takes in the daily bars completed since it was last stepped (the same
 * `advanceLive` the backtest's curve agrees with), marks it at the latest price and tells its owner
 * when the mark moved; at the end of the period, or once its equity is gone (I3), it settles. A write
 * happens only when a bar completed or the product settles, each in its own transaction with the row
 * locked and re-read, so a customer's pause or stop racing the pass is applied once.
 */

/** How often the engine leader runs the pass: live P&L reaches the owner about once a second. */
export const AI_PASS_INTERVAL_MS = 1_000;

/** The last mark told to each purchase's owner, per database, so an unmoved product sends nothing. */
const marksByDb = new WeakMap<object, Map<number, bigint>>();
const LAST_MARKS_MAX = 100_000;

function marksOf(d: AiDeps): Map<number, bigint> {
  let marks = marksByDb.get(d.db);
  if (!marks) {
    marks = new Map();
    marksByDb.set(d.db, marks);
  }
  return marks;
}

export interface AiPassOutcome {
  stepped: number[];
  settled: number[];
  marked: number[];
}

export async function runAiPass(d: AiDeps, nowMs: number): Promise<AiPassOutcome> {
  const outcome: AiPassOutcome = { stepped: [], settled: [], marked: [] };
  const lastMarks = marksOf(d);
  let afterId = 0;
  for (;;) {
    const rows = await activeUserAi(d.db, afterId);
    const moved: UserAiRow[] = [];
    for (const row of rows) {
      const changed = await runOne(d, row, nowMs, outcome, lastMarks);
      if (changed) moved.push(changed);
    }
    // One batch of events per page of purchases: the views share their product reads.
    await publishAiChanges(d, moved, false);
    if (rows.length < RUNNER_BATCH_MAX) break;
    afterId = rows.at(-1)?.id ?? afterId;
  }
  if (lastMarks.size > LAST_MARKS_MAX) lastMarks.clear();
  return outcome;
}

/** Steps, marks or settles one purchase; answers it when its owner should hear of a moved mark. */
async function runOne(
  d: AiDeps,
  row: UserAiRow,
  nowMs: number,
  outcome: AiPassOutcome,
  lastMarks: Map<number, bigint>,
): Promise<UserAiRow | null> {
  const instrument = d.market.productById(row.productId);
  if (!instrument) return null;
  const price = priceTicks(d.market, instrument);
  const window = await barWindow(d.market, instrument, nowMs);
  const spec = storedStrategy(row.strategy, row.params);
  const state = stateOf(row);
  const next = row.status === 'running' ? advanceLive(state, window.bars, spec, row.lever) : state;
  const mark = row.status === 'running' && price !== null ? markLive(next, price, row.lever) : next.equityMinor;
  if (nowMs >= row.endAt || mark === 0n) {
    // The price the pass decided on is the one it settles at (I3: a mark at zero settles at that mark).
    const settled = committed(await settlePurchase(d, row.id, undefined, () => price, nowMs));
    if (settled) {
      outcome.settled.push(row.id);
      lastMarks.delete(row.id);
    }
    return null;
  }
  let current = row;
  if (next !== state) {
    const stepped = committed(
      await inTransaction(d.db, async (tx) => {
        const locked = await lockUserAi(tx, row.id);
        if (locked?.status !== 'running') return null;
        const again = advanceLive(stateOf(locked), window.bars, spec, locked.lever);
        return await updateUserAi(tx, locked.id, {
          equityMinor: again.equityMinor,
          position: again.position,
          anchorPriceTicks: again.anchorPriceTicks,
          anchorBarMs: again.anchorBarMs,
        });
      }),
    );
    if (stepped) {
      outcome.stepped.push(row.id);
      current = stepped;
    }
  }
  if (lastMarks.get(row.id) === mark) return null;
  lastMarks.set(row.id, mark);
  outcome.marked.push(row.id);
  return current;
}
