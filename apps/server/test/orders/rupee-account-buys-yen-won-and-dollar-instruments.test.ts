import type { Order } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketBuy, requestId, startTrading, type TradingHarness } from '../support/trading';

/**
 * A rupee account buys a Tokyo share, a Seoul share and bitcoin: every cost is priced in the
 * instrument's currency and paid in rupees at the feed's rate plus the 30 bp spread, and the figures
 * match a computation of the rates made here, independently of core, from the pairs' mids.
 */

/** Tuesday 24 November 2026, 01:30 UTC: 10:30 in Tokyo and Seoul, both exchanges in session. */
const TUESDAY_MORNING_ASIA_MS = Date.UTC(2026, 10, 24, 1, 30, 0);
const SPREAD = 0.003;

let h: TradingHarness;
beforeAll(async () => {
  h = await startTrading({ fxSpreadBps: 30n, parityUsdInr: false });
  h.clock.nowMs = TUESDAY_MORNING_ASIA_MS;
  await h.quote('USDINR', '88.6000', '88.7000');
  await h.quote('USDJPY', '154.400', '154.600');
  await h.quote('USDKRW', '1449.50', '1450.50');
});
afterAll(async () => {
  await h.close();
});

/** Rupees per unit of the instrument's currency, from the mids of the dollar pairs, as a float. */
function midInr(currency: 'JPY' | 'KRW' | 'USD', usdInr = 88.65): number {
  const perUsd = { JPY: 154.5, KRW: 1450, USD: 1 }[currency];
  return usdInr / perUsd;
}

/** An amount in rupees as paise, rounded to the nearest paisa, from a float (for comparison only). */
function paise(rupees: number): number {
  return Math.round(rupees * 100);
}

function paiseOf(decimal: string): number {
  return Math.round(Number(decimal) * 100);
}

describe('a rupee account trades in yen, won and dollars', () => {
  it('X1, X3, X4: a Samsung share costs its won margin and fee in rupees at USDINR ÷ USDKRW + 30 bp', async () => {
    const trader = await h.trader({ rupees: 100_000 });
    await h.quote('005930', '105800', '105900');
    const opened = await marketBuy(trader, '005930');
    expect(opened.code).toBe(200);
    // ₩105,900 × 1 share ÷ lever 5 = ₩21,180 margin; fee ₩105,900 × 0.0005 = ₩52.95 → ₩53 (won have no minor unit).
    const rate = midInr('KRW') * (1 + SPREAD);
    expect(Number(opened.body.fxRate)).toBeCloseTo(rate, 10);
    expect(opened.body).toMatchObject({
      buildPrice: '105900',
      decimals: 0,
      instrumentCurrency: 'KRW',
      currency: 'INR',
    });
    const marginPaise = paiseOf(opened.body.margin);
    expect(marginPaise).toBe(paise(21_180 * rate));
    expect(paiseOf(opened.body.fee)).toBe(paise(53 * rate));
    // Not one rupee per won: the margin is about ₹1,299, not ₹21,180.
    expect(marginPaise).toBeLessThan(150_000);
    const balances = await trader.balances();
    expect(balances.marginMinor).toBe(BigInt(marginPaise));
    expect(balances.availableMinor).toBe(10_000_000n - BigInt(marginPaise) - BigInt(paiseOf(opened.body.fee)));
    expect(await h.reconciled()).toEqual([]);
  });

  it('X1, X2: a Toyota lot in yen; the fee record names the share and carries the rate and both amounts', async () => {
    const trader = await h.trader({ rupees: 100_000 });
    await h.quote('7203', '2800', '2801');
    const opened = await marketBuy(trader, '7203');
    expect(opened.code).toBe(200);
    // 100 shares × ¥2,801 = ¥280,100; margin ÷ 5 = ¥56,020; fee × 0.0005 = ¥140.05 → ¥140.
    const rate = midInr('JPY') * (1 + SPREAD);
    expect(Number(opened.body.fxRate)).toBeCloseTo(rate, 10);
    expect(paiseOf(opened.body.margin)).toBe(paise(56_020 * rate));
    expect(paiseOf(opened.body.fee)).toBe(paise(140 * rate));
    const records = await trader.call<{
      list: Array<{ type: number; amount: string; code: string | null; name: string | null; fx: unknown }>;
    }>('balance/log/list', { size: 20 });
    const fee = records.body.list.find((r) => r.type === 3 && r.fx !== null);
    expect(fee).toMatchObject({
      code: '7203',
      name: 'Toyota Motor',
      amount: `-${opened.body.fee}`,
      fx: { rate: opened.body.fxRate, instrumentCurrency: 'JPY', instrumentAmount: '-140' },
    });
    const margin = records.body.list.find((r) => r.type === 3 && r.fx === null);
    expect(margin).toMatchObject({ code: '7203', amount: `-${opened.body.margin}` });
    expect(await h.reconciled()).toEqual([]);
  });

  it('X5: a bitcoin gain is paid at the closing rate, so the rupee move is part of the P&L; rows and summary agree', async () => {
    const trader = await h.trader({ rupees: 1_000_000 });
    await h.quote('BTCUSD', '50000.00', '50010.00');
    const opened = await marketBuy(trader, 'BTCUSD');
    expect(opened.code).toBe(200);
    // $50,010 ÷ lever 20 = $2,500.50 margin at 88.65 × 1.003.
    expect(paiseOf(opened.body.margin)).toBe(paise(2_500.5 * 88.65 * (1 + SPREAD)));

    // Bitcoin +$990 at the bid and the rupee weakens to 90.00: the gain converts at 90.00 × 0.997.
    await h.quote('BTCUSD', '51000.00', '51010.00');
    await h.quote('USDINR', '89.9500', '90.0500');
    const held = await trader.call<{ list: Order[] }>('order/list', { status: '["BUILD"]', size: -1 });
    const row = held.body.list.find((o) => o.id === opened.body.id);
    // 90.00 × (1 − 0.003) = 89.73 exactly: $990.00 = 99,000 cents × 89.73 = 8,883,270 paise.
    const gainPaise = 8_883_270n;
    expect(BigInt(paiseOf(row?.profit ?? '0'))).toBe(gainPaise);
    // Part 4: the summary's position P&L is the sum of the rows, from the same computation.
    const summary = await trader.call<{ positionProfit: string }>('user/statisticsWallet', { accountType: 'real' });
    const rowsTotal = held.body.list.reduce((sum, o) => sum + paiseOf(o.profit), 0);
    expect(paiseOf(summary.body.positionProfit)).toBe(rowsTotal);

    const closed = await trader.call<Order>('order/cover', { orderId: opened.body.id, hands: 1 });
    expect(closed.code).toBe(200);
    expect(BigInt(paiseOf(closed.body.profit))).toBe(gainPaise);
    // The margin comes back exactly as paid (X5); the closing fee $25.50 converts at the new pay rate
    // 90.00 × 1.003 = 90.27: 2,550 cents × 90.27 = 230,188.5 paise, half-up 230,189.
    const balances = await trader.balances();
    const openingFee = BigInt(paiseOf(opened.body.fee));
    const closingFee = 230_189n;
    expect(balances).toEqual({
      availableMinor: 100_000_000n - openingFee + gainPaise - closingFee,
      lockedMinor: 0n,
      marginMinor: 0n,
    });
    await h.quote('USDINR', '88.6000', '88.7000');
    expect(await h.reconciled()).toEqual([]);
  });

  it('names the instrument the same on every screen: बिटकॉइन in the order rows, the close and each wallet record in Hindi', async () => {
    const trader = await h.trader({ rupees: 1_000_000 });
    await h.quote('BTCUSD', '50000.00', '50010.00');
    const hi = { locale: 'hi' as const };
    const opened = await trader.call<Order>(
      'order/create',
      { code: 'BTCUSD', direction: 'buy', priceType: 'market', hands: 1, accountType: 'real', requestId: requestId() },
      hi,
    );
    expect(opened.body.name).toBe('बिटकॉइन');
    const held = await trader.call<{ list: Order[] }>('order/list', { status: '["BUILD"]', size: -1 }, hi);
    expect(held.body.list.map((o) => o.name)).toEqual(['बिटकॉइन']);
    const closed = await trader.call<Order>('order/cover', { orderId: opened.body.id, hands: 1 }, hi);
    expect(closed.body.name).toBe('बिटकॉइन');
    const records = await trader.call<{ list: Array<{ type: number; code: string | null; name: string | null }> }>(
      'balance/log/list',
      { size: 20 },
      hi,
    );
    // Opening (margin, fee) and each leg of the close: every trading record names what it was about.
    const trading = records.body.list.filter((r) => r.type === 3 || r.type === 4);
    expect(trading.length).toBeGreaterThanOrEqual(3);
    for (const record of trading) expect(record).toMatchObject({ code: 'BTCUSD', name: 'बिटकॉइन' });
    const english = await trader.call<{ list: Order[] }>('order/list', { status: '["COVER"]', size: -1 });
    expect(english.body.list[0]?.name).toBe('Bitcoin');
  });
  // X1 against a wrong conversion: conversion-written-wrong-is-found.test.ts (a database of its own).
});
