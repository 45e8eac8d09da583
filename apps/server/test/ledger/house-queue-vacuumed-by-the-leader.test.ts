// Proves the engine leader vacuums the queue of pending platform sides (L6) on its own, every
// HOUSE_QUEUE_VACUUM_MS, whether or not the server's autovacuum runs: the queue takes every
// posting's platform sides and the roll-up deletes them each second (docs/adr/0018). The engine lock
// is per database, so this file has one of its own and its engine is sure to lead.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { HOUSE_QUEUE_VACUUM_MS, rollUpHouseBalances, vacuumHouseQueue } from '../../src/ledger/roll-up';
import { LocalBus } from '../../src/lib/bus';
import { DEFAULT_MARKET_SEED } from '../../src/market/market';
import { MarketBook } from '../../src/market/market-book';
import { startEngine } from '../../src/modules/trading/engine/runner';
import { ownDatabase } from '../support/isolated-database';
import { createUser, fund, inr } from '../support/ledger';

const own = ownDatabase();

/** How many times the queue's table has been vacuumed by hand (VACUUM, not autovacuum). */
async function vacuums(): Promise<number> {
  const { rows } = await own.database.db.execute<{ n: string }>(
    sql`select vacuum_count::text as n from pg_stat_user_tables where relname = 'ledger_house_pending'`,
  );
  return Number(rows[0]?.n ?? Number.NaN);
}

describe('the queue of pending platform sides', () => {
  it('L6: is vacuumed by one plain statement after a roll-up deleted its rows', async () => {
    for (let i = 0; i < 3; i++) await fund(own.database.db, await createUser(own.database.db), inr(10));
    expect(await rollUpHouseBalances(own.database.db)).toBeGreaterThan(0);
    const before = await vacuums();
    await vacuumHouseQueue(own.database.db);
    expect(await vacuums()).toBe(before + 1);
  });

  it('L6: is vacuumed by the engine leader every HOUSE_QUEUE_VACUUM_MS', async () => {
    const book = new MarketBook(own.database.db, DEFAULT_MARKET_SEED, Date.now);
    await book.reload();
    const bus = new LocalBus();
    const before = await vacuums();
    const engine = startEngine(
      { db: own.database.db, bus, log: pino({ level: 'silent' }), market: book, now: Date.now },
      { reconcileIntervalMs: 0 },
    );
    try {
      const deadline = Date.now() + HOUSE_QUEUE_VACUUM_MS + 5_000;
      while ((await vacuums()) === before && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(await vacuums()).toBeGreaterThan(before);
    } finally {
      await engine.stop();
      await bus.close();
    }
  }, 20_000);
});
