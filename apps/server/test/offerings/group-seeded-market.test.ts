// Proves a fresh install has a living group-purchase market: at several instants the seed leaves purchases open in ₹ and in ₩ besides ones allocating and paying, and as the clock advances the leader allocates them and new rounds open (SPEC SW1).
import type { Group } from '@demo/contract';
import { DEFAULT_HOLIDAYS } from '@demo/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runGroupOrders } from '../../src/modules/group-orders/allocation';
import { ensureSeededGroups } from '../../src/modules/group-orders/seed';
import { call } from '../support/harness';
import { isolatedDatabase } from '../support/isolated-database';
import { startTrading, type TradingHarness } from '../support/trading';

const SEED = 20_260_101;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

let h: TradingHarness;
let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;
// A database of its own: the seed counts every purchase in the table, which other files create.
beforeAll(async () => {
  isolated = await isolatedDatabase();
  h = await startTrading({ databaseUrl: isolated.url });
  await h.quote('USDINR', '88.0000', '88.0000');
  await h.quote('USDKRW', '1400.00', '1400.00');
});
afterAll(async () => {
  await h?.close();
  await isolated?.drop();
});

async function seedAt(nowMs: number): Promise<number> {
  h.clock.nowMs = nowMs;
  const created = await ensureSeededGroups(h.deps, nowMs, SEED, () => undefined, DEFAULT_HOLIDAYS);
  await runGroupOrders(h.deps, nowMs);
  return created;
}

async function front(): Promise<Group[]> {
  const reply = await call<{ list: Group[] }>(h.app, 'product_group/front', { size: -1 });
  expect(reply.code).toBe(200);
  return reply.body.list;
}

const open = (list: Group[], currency: string) => list.filter((g) => g.status === 'open' && g.currency === currency);

describe('the seeded group-purchase market', () => {
  // Tuesday mid-session in India, Saturday night, and Monday before the Seoul open.
  const instants = [Date.UTC(2026, 10, 24, 6, 0), Date.UTC(2026, 10, 21, 17, 53), Date.UTC(2026, 10, 22, 23, 10)];

  for (const nowMs of instants) {
    it(`SW1: a fresh install at ${new Date(nowMs).toISOString()} has open purchases in ₹ and ₩, one allocating soon and one paying`, async () => {
      await h.database.db.execute(sql`delete from group_offerings`);
      expect(await seedAt(nowMs)).toBe(6);
      const list = await front();
      expect(open(list, 'INR').length).toBeGreaterThanOrEqual(1);
      expect(open(list, 'KRW').length).toBeGreaterThanOrEqual(1);
      // Allocating: open, with the allocation at the coming close; paying: allocated, deadline ahead.
      expect(list.filter((g) => g.status === 'open' && g.allocateAt - nowMs < 2 * DAY_MS + 12 * HOUR_MS)).not.toEqual(
        [],
      );
      const paying = list.filter((g) => g.status === 'allocated');
      expect(paying.map((g) => g.currency).sort()).toEqual(['INR', 'KRW']);
      for (const g of list) {
        expect(Number(g.minAmount)).toBeGreaterThan(0);
        expect(Number(g.maxAmount)).toBeGreaterThan(Number(g.minAmount));
      }
      // A second pass at the same instant adds nothing.
      expect(await seedAt(nowMs + 60_000)).toBe(0);
    });
  }

  it('SW1: as the clock advances the leader allocates the rounds, closes the old ones, and opens new ones in both currencies', async () => {
    const start = instants[0] ?? 0;
    await h.database.db.execute(sql`delete from group_offerings`);
    await seedAt(start);
    const firstIds = new Set((await front()).map((g) => g.id));
    const seenAllocated = new Set<number>();
    for (let nowMs = start + 6 * HOUR_MS; nowMs <= start + 14 * DAY_MS; nowMs += 6 * HOUR_MS) {
      await seedAt(nowMs);
      const list = await front();
      const at = new Date(nowMs).toISOString();
      expect(open(list, 'INR').length, `₹ open at ${at}`).toBeGreaterThanOrEqual(1);
      expect(open(list, 'KRW').length, `₩ open at ${at}`).toBeGreaterThanOrEqual(1);
      for (const g of list) if (g.status === 'allocated') seenAllocated.add(g.id);
    }
    const later = await front();
    // Two weeks on, every first-day purchase is closed and off the list; newer rounds took their place.
    expect(later.filter((g) => firstIds.has(g.id))).toEqual([]);
    expect(later.length).toBeGreaterThanOrEqual(4);
    expect([...seenAllocated].filter((id) => !firstIds.has(id)).length).toBeGreaterThanOrEqual(2);
  }, 120_000);
});
