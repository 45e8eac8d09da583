import type { Order } from '@demo/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers } from '../../src/db/schema';
import { requestId, startTrading, type TradingHarness } from '../support/trading';

/** A gap far through the margin: the user is warned, force-covered, and ends at exactly zero, the platform paying the rest. */

let h: TradingHarness;
beforeAll(async () => {
  h = await startTrading();
});
afterAll(async () => {
  await h.close();
});

describe('forced cover', () => {
  it('M2, M3, M4: a gap warns first, force-covers, and the user ends at exactly 0 with the absorption on the ledger', async () => {
    const trader = await h.trader({ rupees: 20_000 });
    await h.quote('BTCUSD', '50000.00', '50010.00');
    // margin 2500.50, fee 25.01 (25.005 half-up): available 17 474.49.
    const opened = await trader.call<Order>('order/create', {
      code: 'BTCUSD',
      direction: 'buy',
      hands: 1,
      accountType: 'real',
      requestId: requestId(),
    });
    expect(opened.code).toBe(200);
    // A 2 % dip is far from the warning level (0.8): nothing happens.
    const calm = await h.tick('BTCUSD', '49000.00', '49010.00');
    expect(calm.warned.filter((w) => w.userId === trader.id)).toEqual([]);
    trader.events.length = 0;

    // The gap: bid 30 000.00. Loss 20 010.00 + closing fee 15.00 against 17 474.49 + 2 500.50:
    // 50.01 short, which loss_absorption pays (M3).
    const gap = await h.tick('BTCUSD', '30000.00', '30010.00');
    expect(gap.forceCovered).toContain(opened.body.id);
    expect(await trader.balances()).toEqual({ availableMinor: 0n, lockedMinor: 0n, marginMinor: 0n });
    const absorbed = await h.database.db
      .select()
      .from(ledgerTransfers)
      .where(
        and(
          eq(ledgerTransfers.ref, `order:${opened.body.id}`),
          eq(ledgerTransfers.remark, 'negative-balance protection'),
        ),
      );
    expect(absorbed.map((t) => t.amountMinor)).toEqual([5_001n]);
    const closed = await trader.call<{ list: Order[] }>('order/cover/list', {});
    expect(closed.body.list[0]).toMatchObject({
      id: opened.body.id,
      closeReason: 'force_cover',
      coverPrice: '30000.00',
    });

    // M4 before M2: the warning event comes before the forced cover's order event.
    const types = trader.events.map((e) => e.type);
    expect(types.indexOf('warning')).toBeGreaterThanOrEqual(0);
    expect(types.indexOf('warning')).toBeLessThan(types.indexOf('order'));
    expect(trader.events.find((e) => e.type === 'warning')).toMatchObject({ accountType: 'real' });
    expect(await h.reconciled()).toEqual([]);
  });

  it('M2: forced cover closes the largest loss first and stops once the level is back above the rate', async () => {
    const trader = await h.trader({ rupees: 12_000 });
    await h.quote('BTCUSD', '50000.00', '50010.00');
    await h.quote('ETHUSD', '3000.00', '3001.00');
    const btc = await trader.call<Order>('order/create', {
      code: 'BTCUSD',
      direction: 'buy',
      hands: 2,
      accountType: 'real',
      requestId: requestId(),
    });
    const eth = await trader.call<Order>('order/create', {
      code: 'ETHUSD',
      direction: 'buy',
      hands: 2,
      accountType: 'real',
      requestId: requestId(),
    });
    expect([btc.code, eth.code]).toEqual([200, 200]);
    // Available 6 645.89, used margin 5 301.10. BTC bid 45 000.00: P&L −10 020.00 (ETH −2.00), equity
    // 1 924.99, level 0.36 ≤ 0.5. Closing BTC, the largest loss, leaves 1 581.89 available and ETH's
    // level at 6.3: ETH stays open.
    const outcome = await h.tick('BTCUSD', '45000.00', '45010.00');
    // Other tests' leftover positions on BTCUSD may be covered on this tick too; this account's is BTC alone.
    expect(outcome.forceCovered.filter((id) => id === btc.body.id || id === eth.body.id)).toEqual([btc.body.id]);
    const held = await trader.call<{ list: Order[] }>('order/list', { status: '["BUILD"]' });
    expect(held.body.list.map((o) => o.id)).toEqual([eth.body.id]);
    expect(await trader.balances()).toEqual({ availableMinor: 158_189n, lockedMinor: 0n, marginMinor: 30_010n });
    expect(await h.reconciled()).toEqual([]);
  });

  it('M3: a user cover whose loss exceeds the account closes the other positions too, their gains paying before the platform', async () => {
    const trader = await h.trader({ rupees: 20_000 });
    await h.quote('BTCUSD', '50000.00', '50010.00');
    await h.quote('ETHUSD', '3000.00', '3001.00');
    const btc = await trader.call<Order>('order/create', {
      code: 'BTCUSD',
      direction: 'buy',
      hands: 1,
      accountType: 'real',
      requestId: requestId(),
    });
    const eth = await trader.call<Order>('order/create', {
      code: 'ETHUSD',
      direction: 'sell',
      hands: 2,
      accountType: 'real',
      requestId: requestId(),
    });
    expect([btc.code, eth.code]).toEqual([200, 200]);
    // Prices move without an engine pass: the ETH sell gains 1 998.00, the BTC buy loses 20 010.00.
    await h.quote('ETHUSD', '2000.00', '2001.00');
    await h.quote('BTCUSD', '30000.00', '30010.00');
    const cover = await trader.call<Order>('order/cover', { orderId: btc.body.id, hands: 1 });
    expect(cover.body).toMatchObject({ id: btc.body.id, closeReason: 'user', profit: '-20010.00' });
    const closed = await trader.call<{ list: Order[] }>('order/cover/list', { size: -1 });
    expect(closed.body.list.find((o) => o.id === eth.body.id)).toMatchObject({
      closeReason: 'force_cover',
      profit: '1998.00',
    });
    // Alone, BTC would leave 17 171.49 + 2 500.50 − 20 025.00 = −353.01 for loss_absorption. ETH settles
    // first instead (17 171.49 + 300.00 + 1 998.00 − 2.00 = 19 467.49) and BTC then leaves 1 942.99:
    // the open gain paid, the platform paid nothing.
    expect(await trader.balances()).toEqual({ availableMinor: 194_299n, lockedMinor: 0n, marginMinor: 0n });
    const absorbed = await h.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.remark, 'negative-balance protection'))
      .then((rows) => rows.filter((t) => t.ref === `order:${btc.body.id}` || t.ref === `order:${eth.body.id}`));
    expect(absorbed).toEqual([]);
    expect(await h.reconciled()).toEqual([]);
  });

  it('M3, O5: a stop loss whose loss exceeds the account closes the other positions too, their gains paying first', async () => {
    const trader = await h.trader({ rupees: 20_000 });
    await h.quote('BTCUSD', '50000.00', '50010.00');
    await h.quote('ETHUSD', '3000.00', '3001.00');
    const btc = await trader.call<Order>('order/create', {
      code: 'BTCUSD',
      direction: 'buy',
      hands: 1,
      stopLoss: '49000.00',
      accountType: 'real',
      requestId: requestId(),
    });
    const eth = await trader.call<Order>('order/create', {
      code: 'ETHUSD',
      direction: 'sell',
      hands: 2,
      accountType: 'real',
      requestId: requestId(),
    });
    expect([btc.code, eth.code]).toEqual([200, 200]);
    // ETH moves without an engine pass; BTC then gaps through its stop, which fills at the tick (O5).
    await h.quote('ETHUSD', '2000.00', '2001.00');
    const outcome = await h.tick('BTCUSD', '30000.00', '30010.00');
    expect(outcome.exited).toEqual([btc.body.id]);
    const closed = await trader.call<{ list: Order[] }>('order/cover/list', { size: -1 });
    const byId = new Map(closed.body.list.map((o) => [o.id, o]));
    expect(byId.get(btc.body.id)).toMatchObject({
      closeReason: 'stop_loss',
      coverPrice: '30000.00',
      profit: '-20010.00',
    });
    expect(byId.get(eth.body.id)).toMatchObject({ closeReason: 'force_cover', profit: '1998.00' });
    // The same sums as the user's cover above: ETH's gain settles first and BTC then leaves 1 942.99,
    // so the platform pays nothing.
    expect(await trader.balances()).toEqual({ availableMinor: 194_299n, lockedMinor: 0n, marginMinor: 0n });
    const absorbed = await h.database.db
      .select()
      .from(ledgerTransfers)
      .where(
        and(eq(ledgerTransfers.remark, 'negative-balance protection'), eq(ledgerTransfers.ref, `order:${btc.body.id}`)),
      );
    expect(absorbed).toEqual([]);
    expect(await h.reconciled()).toEqual([]);
  });
});
