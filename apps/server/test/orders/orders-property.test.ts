import type { Order } from '@demo/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import { requestId, startTrading, type Trader, type TradingHarness } from '../support/trading';

/**
 * A seeded random walk of ~1000 mixed trading operations (market and limit orders, cancels, partial
 * and full covers, price moves with gaps through the engine, daily rolls) across a few users, with
 * the ledger reconciled (L1-L5) and each account's margin and locked balances matched against its
 * orders after every batch. Prints SEED; replay with SEED=<n>.
 */

const OPERATIONS = Number(process.env.PROPERTY_OPS ?? 1000);
const BATCH = 50;
const SEED = Number(process.env.SEED ?? Math.floor(Math.random() * 2 ** 31));
const PRODUCTS = [
  { code: 'BTCUSD', midTicks: 5_000_000, spreadTicks: 10 },
  { code: 'ETHUSD', midTicks: 300_000, spreadTicks: 10 },
  { code: 'BNBUSD', midTicks: 90_000, spreadTicks: 5 },
];
const EXPECTED_CODES = new Set([200, 407, 601, 602, 404]);

/** mulberry32: a tiny seeded generator, so a failing walk replays exactly from its seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function price(ticks: number): string {
  const whole = Math.floor(ticks / 100);
  return `${whole}.${String(ticks % 100).padStart(2, '0')}`;
}

let h: TradingHarness;
beforeAll(async () => {
  h = await startTrading();
});
afterAll(async () => {
  await h.close();
});

describe('property: random trading keeps the books', () => {
  it(`L1-L5, O3, O4: ${OPERATIONS} seeded operations reconcile after every batch`, { timeout: 600_000 }, async () => {
    console.log(`orders property test SEED=${SEED} (replay with SEED=${SEED})`);
    const next = random(SEED);
    const pick = <T>(list: readonly T[]): T => {
      const item = list[Math.floor(next() * list.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    };
    const traders: Trader[] = [];
    // Funds for a handful of positions each, so 407s, margin warnings and forced covers all happen.
    for (let i = 0; i < 4; i++) traders.push(await h.trader({ rupees: 40_000 }));
    const ours = new Set(traders.map((t) => t.id));
    const mids = new Map(PRODUCTS.map((p) => [p.code, p.midTicks]));
    const quoteOf = async (code: string, tick: boolean) => {
      const product = PRODUCTS.find((p) => p.code === code);
      const mid = mids.get(code) ?? 0;
      const half = Math.ceil((product?.spreadTicks ?? 2) / 2);
      const [bid, ask] = [price(mid - half), price(mid + half)];
      return tick ? await h.tick(code, bid, ask) : await h.quote(code, bid, ask);
    };
    for (const p of PRODUCTS) await quoteOf(p.code, false);
    const started = Date.now();
    const tally = new Map<string, number>();
    const count = (what: string) => tally.set(what, (tally.get(what) ?? 0) + 1);

    for (let op = 1; op <= OPERATIONS; op++) {
      const trader = pick(traders);
      const set = next() < 0.3 ? 'virtual' : 'real';
      const roll = next();
      if (roll < 0.3) {
        const product = pick(PRODUCTS);
        const mid = mids.get(product.code) ?? 0;
        const direction = next() < 0.5 ? 'buy' : 'sell';
        const limit = next() < 0.35;
        const payload: Record<string, string | number> = {
          code: product.code,
          direction,
          hands: 1 + Math.floor(next() * 6),
          accountType: set,
          requestId: requestId(),
        };
        if (limit) {
          payload.priceType = 'limit';
          payload.price = price(Math.round(mid * (0.97 + next() * 0.06)));
        }
        const sign = direction === 'buy' ? 1 : -1;
        if (next() < 0.4) payload.stopLoss = price(Math.round(mid * (1 - sign * (0.01 + next() * 0.05))));
        if (next() < 0.3) payload.takeProfit = price(Math.round(mid * (1 + sign * (0.01 + next() * 0.05))));
        if (payload.stopLoss !== undefined && next() < 0.5) payload.insurance = 1;
        const reply = await trader.call<Order>('order/create', payload);
        expect(EXPECTED_CODES, `create answered ${reply.code}: ${reply.message}`).toContain(reply.code);
        count(`create ${reply.code}`);
      } else if (roll < 0.42) {
        const pending = await trader.call<{ list: Order[] }>('order/list', { status: '["CREATED"]', size: -1 });
        if (pending.body.list.length === 0) continue;
        const reply = await trader.call('order/cancel', { orderId: pick(pending.body.list).id });
        expect(reply.code).toBe(200);
        count('cancel');
      } else if (roll < 0.6) {
        const held = await trader.call<{ list: Order[] }>('order/list', { status: '["BUILD"]', size: -1 });
        if (held.body.list.length === 0) continue;
        const position = pick(held.body.list);
        const hands = next() < 0.5 ? position.hands : 1 + Math.floor(next() * position.hands);
        const reply = await trader.call('order/cover', { orderId: position.id, hands });
        expect([200, 404], `cover answered ${reply.code}: ${reply.message}`).toContain(reply.code);
        count(hands === position.hands ? 'cover full' : 'cover partial');
      } else if (roll < 0.97) {
        const product = pick(PRODUCTS);
        const mid = mids.get(product.code) ?? 0;
        const gap = next() < 0.05;
        const move = gap ? (next() < 0.5 ? -1 : 1) * (0.1 + next() * 0.25) : (next() - 0.5) * 0.02;
        mids.set(product.code, Math.max(1_000, Math.round(mid * (1 + move))));
        const outcome = await quoteOf(product.code, true);
        count(gap ? 'gap' : 'tick');
        if ('forceCovered' in outcome) {
          for (const _ of outcome.forceCovered) count('forced cover');
          for (const w of outcome.warned) if (ours.has(w.userId)) count('margin warning');
        }
      } else {
        h.clock.nowMs += 24 * 60 * 60 * 1000;
        await h.roll(h.clock.nowMs);
        count('roll');
      }
      if (op % BATCH === 0 || op === OPERATIONS) await checkBooks(traders, SEED, op);
    }
    console.log(
      `orders property test: ${OPERATIONS} operations in ${Date.now() - started} ms`,
      Object.fromEntries([...tally.entries()].sort()),
    );
  });
});

/** The ledger reconciles, and every account's margin and locked balances equal what its orders say. */
async function checkBooks(traders: readonly Trader[], seed: number, op: number): Promise<void> {
  expect(await h.reconciled(), `SEED=${seed} after operation ${op}`).toEqual([]);
  for (const trader of traders) {
    for (const set of ['real', 'virtual'] as const) {
      const [sums] = await h.database.db
        .select({
          margin: sql<string>`coalesce(sum(${orders.marginMinor}) filter (where ${orders.status} = 'BUILD'), 0)::text`,
          held: sql<string>`coalesce(sum(${orders.holdMinor}) filter (where ${orders.status} = 'CREATED'), 0)::text`,
        })
        .from(orders)
        .where(and(eq(orders.userId, trader.id), eq(orders.accountSet, set)));
      const balances = await trader.balances(set);
      const where = `SEED=${seed} after operation ${op}, user ${trader.id} ${set}`;
      expect(balances.marginMinor, where).toBe(BigInt(sums?.margin ?? '0'));
      expect(balances.lockedMinor, where).toBe(BigInt(sums?.held ?? '0'));
      expect(balances.availableMinor >= 0n, where).toBe(true);
    }
  }
}
