// Proves that a node letting go of the engine's lead (on shutdown, or on losing its connection) waits
// for its passes in flight to finish before it lets go: a pass halfway through its work used to run on
// after the app closed its pool and fail with "Cannot use a pool after calling end on the pool". The
// lock is per database, so this file has one of its own and its engine is sure to lead.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { LocalBus } from '../../src/lib/bus';
import { DEFAULT_MARKET_SEED } from '../../src/market/market';
import { MarketBook } from '../../src/market/market-book';
import { startEngine } from '../../src/modules/trading/engine/runner';
import { isolatedDatabase } from '../support/isolated-database';

let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;

beforeAll(async () => {
  isolated = await isolatedDatabase();
});
afterAll(async () => isolated.drop());

describe('the engine leader lets go only after its passes', () => {
  it('finishes a pass in flight, database work and all, before stop resolves', async () => {
    const database = openDatabase(isolated.url);
    const book = new MarketBook(database.db, DEFAULT_MARKET_SEED, Date.now);
    await book.reload();
    const bus = new LocalBus();
    const events: string[] = [];
    let started!: () => void;
    const passStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const engine = startEngine(
      { db: database.db, bus, log: pino({ level: 'silent' }), market: book, now: Date.now },
      {
        reconcileIntervalMs: 0,
        passes: [
          {
            name: 'slow',
            everyMs: 60_000,
            firstAfterMs: 0,
            run: async () => {
              started();
              await new Promise((resolve) => setTimeout(resolve, 300));
              const rows = await database.db.execute(sql`select 1 as one`);
              events.push(`pass read ${rows.rows.length} row`);
            },
          },
        ],
      },
    );
    await passStarted;
    await engine.stop();
    events.push('stopped');
    await database.close();
    await bus.close();
    expect(events).toEqual(['pass read 1 row', 'stopped']);
  });
});
