import type { Order } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatedDatabase } from '../support/isolated-database';
import { statementCounter } from '../support/statements';
import { marketBuy, startTrading, type Trader, type TradingHarness } from '../support/trading';

/**
 * M5: the engine's pass over a batch of quotes costs the same few statements whether two accounts or
 * twelve hold the products that ticked, and whether one product ticked or six. Before, it read each
 * account's positions and balance (two statements per account) and tried the trail on every product
 * (two per product), so a busy book cost the leader, and the database, hundreds a tick.
 */

/** Pending limit orders, products with a trailing stop, exits, every position, every available balance. */
const PASS_STATEMENTS_MAX = 5;

let h: TradingHarness;
// The pass reads every position on the products that tick: another file's must not be among them.
let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;
beforeAll(async () => {
  statementCounter.install();
  isolated = await isolatedDatabase();
  h = await startTrading({ databaseUrl: isolated.url });
});
afterAll(async () => {
  statementCounter.uninstall();
  await h.close();
  await isolated.drop();
});

const PRODUCTS = [
  { code: 'BTCUSD', bid: '50000.00', ask: '50010.00' },
  { code: 'ETHUSD', bid: '3000.00', ask: '3001.00' },
  { code: 'SOLUSD', bid: '150.00', ask: '150.10' },
  { code: 'DOGEUSD', bid: '0.16000', ask: '0.16010' },
  { code: 'LINKUSD', bid: '14.000', ask: '14.010' },
  { code: 'LTCUSD', bid: '80.00', ask: '80.05' },
] as const;

async function hold(trader: Trader, code: string): Promise<Order> {
  const reply = await marketBuy(trader, code);
  expect(reply.code, reply.message).toBe(200);
  return reply.body;
}

/** One engine pass over all six products, counting every statement sent while it runs. */
async function countedPass(): Promise<string[]> {
  const quotes = await Promise.all(PRODUCTS.map((p) => h.quote(p.code, p.bid, p.ask)));
  const { processQuotes } = await import('../../src/modules/trading/engine/engine');
  const pass = await statementCounter.counted(() => processQuotes(h.deps, quotes, h.clock.nowMs));
  expect(pass.value).toMatchObject({ filled: [], exited: [], forceCovered: [], warned: [] });
  return pass.statements;
}

describe('the engine pass', () => {
  it('M5: one batch of quotes costs a fixed number of statements, however many accounts hold the products', async () => {
    for (const p of PRODUCTS) await h.quote(p.code, p.bid, p.ask);
    const traders: Trader[] = [];
    for (let i = 0; i < 2; i++) traders.push(await h.trader({ rupees: 10_000_000 }));
    for (const [i, trader] of traders.entries()) await hold(trader, PRODUCTS[i % PRODUCTS.length]?.code ?? 'BTCUSD');
    // The first pass fills the node's copies of the catalogue and the settings, as a running leader has them.
    await countedPass();
    const few = await countedPass();
    expect(few.length, few.join('\n')).toBeLessThanOrEqual(PASS_STATEMENTS_MAX);

    for (let i = 0; i < 10; i++) traders.push(await h.trader({ rupees: 10_000_000 }));
    for (const [i, trader] of traders.slice(2).entries()) {
      await hold(trader, PRODUCTS[i % PRODUCTS.length]?.code ?? 'BTCUSD');
      // Some accounts hold two products.
      if (i % 3 === 0) await hold(trader, 'BTCUSD');
    }
    const many = await countedPass();
    expect(many.length, many.join('\n')).toBe(few.length);
  });
});
