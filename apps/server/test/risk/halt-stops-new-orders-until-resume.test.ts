import type { Order, ProductInfo } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { consoleCall, staffToken } from '../support/funds';
import { call } from '../support/harness';
import { isolatedDatabase } from '../support/isolated-database';
import { marketBuy, placeEthLimit, requestId, startTrading, type TradingHarness } from '../support/trading';

// A halt (the circuit breaker) refuses new orders with its reason in both languages until staff
// resume, keeps pending limit orders from filling, lets stops and the customer's own covers run,
// shows on the product the app loads, is for admins only and is in the audit log (HL1–HL7). The file
// has a database of its own: halting a market there would stop other files' trading.

let own: Awaited<ReturnType<typeof isolatedDatabase>>;
let h: TradingHarness;
let admin: string;
let reviewer: string;

beforeAll(async () => {
  own = await isolatedDatabase();
  h = await startTrading({ databaseUrl: own.url });
  admin = (await staffToken(h, 'admin')).token;
  reviewer = (await staffToken(h, 'reviewer')).token;
});
afterAll(async () => {
  await h?.close();
  await own?.drop();
});

interface HaltView {
  scope: string;
  target: string;
  reason: string;
  reasonHi: string | null;
  since: number;
}

async function halt(payload: Record<string, string>, token = admin) {
  return await consoleCall<HaltView>(h, 'risk/halt', payload, token);
}

async function resume(payload: Record<string, string>) {
  return await consoleCall<{ list: HaltView[] }>(h, 'risk/resume', payload, admin);
}

/** The engine's halt book has read the change (it hears the same bus as the server's). */
async function engineSees(count: number) {
  await vi.waitFor(() => expect(h.deps.halts?.list()).toHaveLength(count), { timeout: 1_000, interval: 10 });
}

describe('trading halts', () => {
  it('HL1: a halted product refuses new orders with 600 and the reason, in English and Hindi; resume admits them', async () => {
    const trader = await h.trader({ rupees: 1_000_000 });
    await h.quote('BTCUSD', '50000.00', '50010.00');
    const halted = await halt({ code: 'BTCUSD', reason: 'Feed error on BTC', reasonHi: 'BTC फ़ीड में त्रुटि' });
    expect(halted.code, halted.message).toBe(200);
    expect(halted.body).toMatchObject({ scope: 'code', target: 'BTCUSD', reason: 'Feed error on BTC' });

    const refused = await marketBuy(trader, 'BTCUSD');
    expect(refused.code).toBe(600);
    expect(refused.message).toBe('Trading in this product is halted: Feed error on BTC');
    const hindi = await trader.call<Order>(
      'order/create',
      { code: 'BTCUSD', direction: 'buy', hands: 1, accountType: 'real', requestId: requestId() },
      { locale: 'hi' },
    );
    expect(hindi.code).toBe(600);
    expect(hindi.message).toBe('इस उत्पाद में ट्रेडिंग रोक दी गई है: BTC फ़ीड में त्रुटि');
    // A limit order is a new order too.
    const limit = await trader.call('order/create', {
      code: 'BTCUSD',
      direction: 'buy',
      priceType: 'limit',
      price: '49000.00',
      hands: 1,
      accountType: 'real',
      requestId: requestId(),
    });
    expect(limit.code).toBe(600);

    const resumed = await resume({ code: 'BTCUSD', reason: 'Feed checked' });
    expect(resumed.code, resumed.message).toBe(200);
    expect(resumed.body.list).toEqual([]);
    const admitted = await marketBuy(trader, 'BTCUSD');
    expect(admitted.code, admitted.message).toBe(200);
  });

  it('HL2: a market halt stops every product of the market; an instrument halted on its own keeps its own reason', async () => {
    const trader = await h.trader({ rupees: 1_000_000 });
    await h.quote('ETHUSD', '3000.00', '3001.00');
    expect((await halt({ market: 'crypto', reason: 'Exchange outage' })).code).toBe(200);
    expect((await halt({ code: 'BTCUSD', reason: 'BTC under review' })).code).toBe(200);
    expect((await marketBuy(trader, 'ETHUSD')).message).toBe('Trading in this product is halted: Exchange outage');
    expect((await marketBuy(trader, 'BTCUSD')).message).toBe('Trading in this product is halted: BTC under review');
    // Hindi falls back to the English reason when staff gave none.
    const hindi = await trader.call(
      'order/create',
      { code: 'ETHUSD', direction: 'buy', hands: 1, accountType: 'real', requestId: requestId() },
      { locale: 'hi' },
    );
    expect(hindi.message).toBe('इस उत्पाद में ट्रेडिंग रोक दी गई है: Exchange outage');

    expect((await resume({ market: 'crypto', reason: 'Outage over' })).body.list.map((x) => x.target)).toEqual([
      'BTCUSD',
    ]);
    expect((await marketBuy(trader, 'ETHUSD')).code).toBe(200);
    expect((await marketBuy(trader, 'BTCUSD')).code).toBe(600);
    expect((await resume({ code: 'BTCUSD', reason: 'Reviewed' })).code).toBe(200);
  });

  it('HL3: a pending limit order is not filled while halted and fills on the first crossing tick after resume', async () => {
    const trader = await h.trader({ rupees: 1_000_000 });
    await h.quote('ETHUSD', '3000.00', '3001.00');
    const pending = await placeEthLimit(trader);
    expect((await halt({ code: 'ETHUSD', reason: 'Price check' })).code).toBe(200);
    await engineSees(1);

    const crossed = await h.tick('ETHUSD', '2898.00', '2899.00');
    expect(crossed.filled).toEqual([]);
    const still = await trader.call<{ list: Order[] }>('order/list', { status: '["CREATED"]', size: -1 });
    expect(still.body.list.map((o) => o.id)).toEqual([pending.id]);

    expect((await resume({ code: 'ETHUSD', reason: 'Checked' })).code).toBe(200);
    await engineSees(0);
    const after = await h.tick('ETHUSD', '2898.00', '2899.00');
    expect(after.filled).toEqual([pending.id]);
  });

  it('HL3: a stop loss still fires while halted, and the customer may still close a position (HL7)', async () => {
    const trader = await h.trader({ rupees: 1_000_000 });
    await h.quote('BTCUSD', '50000.00', '50010.00');
    const stopped = await trader.call<Order>('order/create', {
      code: 'BTCUSD',
      direction: 'buy',
      hands: 1,
      stopLoss: '49000.00',
      accountType: 'real',
      requestId: requestId(),
    });
    expect(stopped.code, stopped.message).toBe(200);
    const kept = await marketBuy(trader, 'BTCUSD');
    expect(kept.code).toBe(200);
    expect((await halt({ code: 'BTCUSD', reason: 'Wild prints' })).code).toBe(200);
    await engineSees(1);

    const fell = await h.tick('BTCUSD', '48900.00', '48910.00');
    expect(fell.exited).toContain(stopped.body.id);
    const covered = await trader.call<Order>('order/cover', { orderId: kept.body.id, hands: 1 });
    expect(covered.code, covered.message).toBe(200);
    expect(covered.body).toMatchObject({ status: 'COVER', closeReason: 'user' });

    expect((await resume({ code: 'BTCUSD', reason: 'Calm' })).code).toBe(200);
    await engineSees(0);
    expect(await h.reconciled()).toEqual([]);
  });

  it('HL6: the product the app loads shows the halt in the reader’s language and is not tradable', async () => {
    expect((await halt({ code: 'ETHUSD', reason: 'Feed error', reasonHi: 'फ़ीड त्रुटि' })).code).toBe(200);
    const en = await call<ProductInfo>(h.app, 'product/detail', { code: 'ETHUSD' });
    expect(en.body).toMatchObject({ tradable: false, nextOpen: null, halt: { scope: 'code', reason: 'Feed error' } });
    const hi = await call<ProductInfo>(h.app, 'product/detail', { code: 'ETHUSD' }, { locale: 'hi' });
    expect(hi.body.halt?.reason).toBe('फ़ीड त्रुटि');
    expect((await resume({ code: 'ETHUSD', reason: 'Fixed' })).code).toBe(200);
    const back = await call<ProductInfo>(h.app, 'product/detail', { code: 'ETHUSD' });
    expect(back.body).toMatchObject({ tradable: true, halt: null });
  });

  it('HL4: only an admin halts or resumes; a reviewer reads the list; every change is in the audit log', async () => {
    const denied = await halt({ code: 'ETHUSD', reason: 'Not mine to halt' }, reviewer);
    expect(denied.code).toBe(403);
    expect((await consoleCall(h, 'risk/resume', { code: 'ETHUSD', reason: 'x' }, reviewer)).code).not.toBe(200);
    expect((await halt({ code: 'NOPE', reason: 'Unknown' })).code).toBe(404);
    expect((await halt({ code: 'ETHUSD', market: 'crypto', reason: 'Both' })).code).not.toBe(200);
    expect((await resume({ code: 'ETHUSD', reason: 'Nothing halted' })).code).toBe(404);

    expect((await halt({ market: 'india', reason: 'Regulator order' })).code).toBe(200);
    const listed = await consoleCall<{ list: HaltView[] }>(h, 'risk/halts', {}, reviewer);
    expect(listed.body.list).toEqual([
      expect.objectContaining({ scope: 'market', target: 'india', reason: 'Regulator order', reasonHi: null }),
    ]);
    expect((await resume({ market: 'india', reason: 'Order lifted' })).code).toBe(200);

    const audit = await h.database.pool.query<{ action: string; target: string; reason: string }>(
      `select action, target, reason from audit_log where action like 'risk.%' order by id`,
    );
    const entries = audit.rows.map((r) => `${r.action} ${r.target} ${r.reason}`);
    expect(entries).toContain('risk.halt code:BTCUSD Feed error on BTC');
    expect(entries).toContain('risk.resume code:BTCUSD Feed checked');
    expect(entries).toContain('risk.halt market:india Regulator order');
    expect(entries).toContain('risk.resume market:india Order lifted');
    expect(entries.filter((e) => e.includes('Not mine'))).toEqual([]);
  });

  it('HL5: a halt survives a restart: it is read from the database', async () => {
    expect((await halt({ code: 'ETHUSD', reason: 'Kept over restart' })).code).toBe(200);
    const rows = await h.database.pool.query(`select scope, target, reason from trading_halts`);
    expect(rows.rows).toEqual([{ scope: 'code', target: 'ETHUSD', reason: 'Kept over restart' }]);
    const again = await startTrading({ databaseUrl: own.url });
    try {
      const trader = await again.trader({ rupees: 100_000 });
      await again.quote('ETHUSD', '3000.00', '3001.00');
      expect((await marketBuy(trader, 'ETHUSD')).message).toBe('Trading in this product is halted: Kept over restart');
    } finally {
      await again.close();
    }
    expect((await resume({ code: 'ETHUSD', reason: 'Done' })).code).toBe(200);
  });
});
