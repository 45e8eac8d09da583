import type { AlertAudit, Order, TriggerAudit } from '@demo/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, tradingHaltHistory, triggerFirings } from '../../src/db/schema';
import { AlertWatcher } from '../../src/modules/alerts';
import { deleteOldFirings } from '../../src/modules/trading';
import { expireOrders } from '../../src/modules/trading/engine/expiry';
import { consoleCall, staffToken } from '../support/funds';
import { isolatedDatabase } from '../support/isolated-database';
import { placeEthLimit, requestId, startTrading, type TradingHarness } from '../support/trading';

/**
 * Trigger audits kept 90 days (RC7–RC10): a fired stop's facts are written to `trigger_firings` with
 * its fill and the audit answers from there; the leader's cleanup deletes firings older than 90 days;
 * halts keep a history, and a stop the market passed while halted is explained by that halt, named;
 * a price alert has its own audit. A database of its own: halting BTCUSD must not stop other files.
 */

/** Tuesday 24 November 2026, 04:00 UTC, on the simulator's 1 s step. */
const TUESDAY_MS = Date.UTC(2026, 10, 24, 4, 0, 0);
const DAY_MS = 24 * 60 * 60 * 1000;

let own: Awaited<ReturnType<typeof isolatedDatabase>>;
let h: TradingHarness;
let admin: string;
beforeAll(async () => {
  own = await isolatedDatabase();
  h = await startTrading({ databaseUrl: own.url });
  admin = (await staffToken(h, 'admin')).token;
  h.clock.nowMs = TUESDAY_MS;
});
afterAll(async () => {
  await h?.close();
  await own?.drop();
});

async function buyWithStop(trader: Awaited<ReturnType<TradingHarness['trader']>>, stopLoss: string): Promise<Order> {
  await h.quote('BTCUSD', '50000.00', '50010.00');
  const opened = await trader.call<Order>('order/create', {
    code: 'BTCUSD',
    direction: 'buy',
    priceType: 'market',
    hands: 1,
    stopLoss,
    accountType: 'real',
    requestId: requestId(),
  });
  expect(opened.code, opened.message).toBe(200);
  return opened.body;
}

const firingsOf = (orderId: number) =>
  h.database.db.select().from(triggerFirings).where(eq(triggerFirings.orderId, orderId));

describe('trigger audits kept 90 days', () => {
  it('RC7: a stop that fires writes its firing with the fill, and the audit answers from the stored firing', async () => {
    const trader = await h.trader({ rupees: 1_000_000 });
    const opened = await buyWithStop(trader, '49000.00');
    h.clock.nowMs += 2_000;
    const outcome = await h.tick('BTCUSD', '48990.00', '49000.00');
    expect(outcome.exited).toContain(opened.id);

    const [firing, ...more] = await firingsOf(opened.id);
    expect(more).toHaveLength(0);
    expect(firing).toMatchObject({
      userId: trader.id,
      kind: 'stop_loss',
      seq: h.clock.nowMs / 1000,
      firedAt: h.clock.nowMs,
      priceTicks: 4_899_000n,
      bidTicks: 4_899_000n,
      askTicks: 4_900_000n,
    });
    // The audit reads the stored firing: a changed stored seq is what it shows.
    await h.database.db.update(triggerFirings).set({ seq: 123_456 }).where(eq(triggerFirings.orderId, opened.id));
    const audit = await trader.call<TriggerAudit>('order/trigger/audit', { orderId: opened.id });
    expect(audit.code, audit.message).toBe(200);
    expect(audit.body).toMatchObject({
      reason: 'reached',
      halt: null,
      fired: { kind: 'stop_loss', seq: 123_456, time: h.clock.nowMs, price: '48990.00', bid: '48990.00' },
    });
  });

  it('RC7: a limit that fills and a limit that expires each write their firing in the same transaction', async () => {
    const trader = await h.trader({ rupees: 1_000_000 });
    await h.quote('ETHUSD', '3000.00', '3001.00');
    const filled = await placeEthLimit(trader);
    const validUntil = h.clock.nowMs + 60 * 60_000;
    const expiring = await placeEthLimit(trader, { price: '2000.00', validity: 'until', validUntil });
    h.clock.nowMs += 1_000;
    await h.tick('ETHUSD', '2899.00', '2900.00');
    expect(await firingsOf(filled.id)).toMatchObject([
      { kind: 'limit', seq: h.clock.nowMs / 1000, priceTicks: 290_000n, bidTicks: 289_900n, askTicks: 290_000n },
    ]);
    h.clock.nowMs = validUntil;
    expect((await expireOrders(h.deps, validUntil)).map((r) => r.id)).toContain(expiring.id);
    expect(await firingsOf(expiring.id)).toMatchObject([{ kind: 'expiry', priceTicks: null }]);
    const audit = await trader.call<TriggerAudit>('order/trigger/audit', { orderId: expiring.id });
    expect(audit.body).toMatchObject({ reason: 'expired', fired: { kind: 'expiry' } });
  });

  it('RC8: the cleanup deletes firings older than 90 days and keeps the rest', async () => {
    const nowMs = h.clock.nowMs;
    const [old] = await h.database.db
      .insert(triggerFirings)
      .values({ userId: 1, orderId: 999_001, kind: 'take_profit', firedAt: nowMs - 90 * DAY_MS - 1, priceTicks: 1n })
      .returning();
    const [kept] = await h.database.db
      .insert(triggerFirings)
      .values({ userId: 1, orderId: 999_002, kind: 'take_profit', firedAt: nowMs - 90 * DAY_MS + 1, priceTicks: 1n })
      .returning();
    const deleted = await deleteOldFirings(h.database.db, nowMs, 1);
    expect(deleted).toBeGreaterThanOrEqual(1);
    const left = await h.database.db
      .select({ id: triggerFirings.id })
      .from(triggerFirings)
      .where(sql`${triggerFirings.id} in (${old?.id ?? 0}, ${kept?.id ?? 0})`);
    expect(left.map((r) => r.id)).toEqual([kept?.id]);
    const older = await h.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(triggerFirings)
      .where(sql`${triggerFirings.firedAt} < ${nowMs - 90 * DAY_MS}`);
    expect(older[0]?.n).toBe(0);
  });

  it('RC8: an order whose firing was cleaned up 90 days on is beyond retention', async () => {
    const trader = await h.trader({ rupees: 1_000_000 });
    const opened = await buyWithStop(trader, '49000.00');
    h.clock.nowMs += 1_000;
    await h.tick('BTCUSD', '48990.00', '49000.00');
    h.clock.nowMs += 91 * DAY_MS;
    await deleteOldFirings(h.database.db, h.clock.nowMs);
    expect(await firingsOf(opened.id)).toHaveLength(0);
    const audit = await trader.call<TriggerAudit>('order/trigger/audit', { orderId: opened.id });
    expect(audit.body.reason).toBe('beyond_retention');
    h.clock.nowMs = TUESDAY_MS + DAY_MS;
  });

  it('HL10, RC9: a stop the market passed while halted did not fire, and the audit names the halt', async () => {
    const trader = await h.trader({ rupees: 1_000_000 });
    h.clock.nowMs = TUESDAY_MS + DAY_MS;
    const opened = await buyWithStop(trader, '1000.00');
    const windowFrom = h.clock.nowMs;
    h.clock.nowMs += 10 * 60_000;
    const halted = await consoleCall(
      h,
      'risk/halt',
      { code: 'BTCUSD', reason: 'Circuit breaker drill', reasonHi: 'सर्किट ब्रेकर अभ्यास' },
      admin,
    );
    expect(halted.code, halted.message).toBe(200);
    h.clock.nowMs += 20 * 60_000;
    const resumed = await consoleCall(h, 'risk/resume', { code: 'BTCUSD', reason: 'Drill over' }, admin);
    expect(resumed.code, resumed.message).toBe(200);
    const [history] = await h.database.db
      .select()
      .from(tradingHaltHistory)
      .where(eq(tradingHaltHistory.target, 'BTCUSD'));
    expect(history).toMatchObject({
      scope: 'code',
      reason: 'Circuit breaker drill',
      haltedAt: windowFrom + 10 * 60_000,
      resumedAt: windowFrom + 30 * 60_000,
    });
    expect(history?.haltedBy).toBe(history?.resumedBy);
    h.clock.nowMs += 60 * 60_000;

    // The stop is moved, in the row, to a level every minute of the window passed: in the halt's
    // minutes the market passed it and nothing fired.
    await h.database.db.update(orders).set({ stopLossTicks: 100_000_000_000n }).where(eq(orders.id, opened.id));
    const during = { orderId: opened.id, from: windowFrom, to: windowFrom + 60 * 60_000 };
    const audit = await trader.call<TriggerAudit>('order/trigger/audit', during);
    expect(audit.code, audit.message).toBe(200);
    expect(audit.body).toMatchObject({
      fired: null,
      reason: 'halted',
      halt: {
        scope: 'code',
        target: 'BTCUSD',
        reason: 'Circuit breaker drill',
        since: windowFrom + 10 * 60_000,
        until: windowFrom + 30 * 60_000,
      },
    });
    const hindi = await trader.call<TriggerAudit>('order/trigger/audit', during, { locale: 'hi' });
    expect(hindi.body.halt?.reason).toBe('सर्किट ब्रेकर अभ्यास');
    // A window after the resume: the same level passed, no halt to explain it.
    const after = await trader.call<TriggerAudit>('order/trigger/audit', {
      orderId: opened.id,
      from: windowFrom + 40 * 60_000,
      to: windowFrom + 80 * 60_000,
    });
    expect(after.body).toMatchObject({ reason: 'not_reached', halt: null });
  });

  it('RC10: a price alert that fired has an audit naming its tick, from the stored firing; another’s is 404', async () => {
    h.clock.nowMs = TUESDAY_MS + 2 * DAY_MS;
    const trader = await h.trader({ rupees: 1 });
    const q = await h.quote('BTCUSD', '50000.00', '50010.00');
    const created = await trader.call<{ id: number }>('alert/create', {
      code: 'BTCUSD',
      condition: 'above',
      value: '51000.00',
    });
    expect(created.code, created.message).toBe(200);
    const watcher = new AlertWatcher({
      db: h.database.db,
      bus: h.bus,
      log: h.app.log,
      now: () => h.clock.nowMs,
      pricing: () => ({ currency: 'USD', market: 'crypto' }),
    });
    await watcher.start();
    try {
      h.clock.nowMs += 3_000;
      const crossing = { ...q, price: '51005.00', bid: '51000.00', ask: '51010.00', time: h.clock.nowMs };
      watcher.onQuotes([crossing]);
      await watcher.settled();
    } finally {
      watcher.stop();
    }
    // The alert's own start is the database's clock; the test's clock is its own, so the window is named.
    const audit = await trader.call<AlertAudit>('alert/trigger/audit', {
      alertId: created.body.id,
      from: h.clock.nowMs - 60_000,
      to: h.clock.nowMs + 1_000,
    });
    expect(audit.code, audit.message).toBe(200);
    expect(audit.body).toMatchObject({
      alertId: created.body.id,
      condition: 'above',
      kinds: ['alert'],
      level: '51000.00',
      reason: 'reached',
      fired: {
        kind: 'alert',
        seq: h.clock.nowMs / 1000,
        time: h.clock.nowMs,
        price: '51005.00',
        bid: '51000.00',
        ask: '51010.00',
      },
    });
    const stranger = await h.trader({ rupees: 1 });
    const refused = await stranger.call('alert/trigger/audit', { alertId: created.body.id });
    expect(refused.code).toBe(404);
    expect(refused.message).toContain('alertId');
    // Before the crossing, the nearest the price came to the level is named, and nothing fired.
    const before = await trader.call<AlertAudit>('alert/trigger/audit', {
      alertId: created.body.id,
      from: h.clock.nowMs - 60 * 60_000,
      to: h.clock.nowMs - 30 * 60_000,
    });
    expect(before.body.fired).toBeNull();
    expect(before.body.nearest).not.toBeNull();
  });
});
