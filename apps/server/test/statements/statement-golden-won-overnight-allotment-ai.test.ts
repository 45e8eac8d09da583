// The P&L statement (docs/SPEC.md ST2, ST4, ST7) of a scripted account beyond rupees and dollars: a
// Samsung share traded in won, a dollar coin held over an India midnight (an overnight fee), a
// Samsung IPO subscribed, allotted in part and refunded, and an AI product bought and settled. The
// totals are computed here by hand at round rates (1 USD = ₹80, 1 USD = ₩1,000, so ₩1 = ₹0.08).
import type { Order, Subscription } from '@demo/contract';
import { parseCsv } from '@demo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNewShareJobs } from '../../src/modules/new-shares/allotment';
import { runContractNotePass } from '../../src/modules/statements';
import { consoleCall, staffToken } from '../support/funds';
import { call } from '../support/harness';
import { isolatedDatabase } from '../support/isolated-database';
import { requestId, startTrading, type Trader, type TradingHarness } from '../support/trading';

/** Tuesday 24 November 2026, 01:30 UTC: 10:30 in Seoul (KRX in session), 07:00 in Mumbai. */
const SEOUL_MORNING_MS = Date.UTC(2026, 10, 24, 1, 30, 0);
/** 00:00 IST on Wednesday 25 November: the roll that charges the coin's overnight fee. */
const NEXT_INDIA_MIDNIGHT_MS = Date.UTC(2026, 10, 24, 18, 30, 0);
const MINUTE_MS = 60_000;

let h: TradingHarness;
let drop: () => Promise<void>;
let trader: Trader;
const covers: Record<string, Order> = {};
let subscription: Subscription;
let aiSettledMinor = 0n;

const minorOf = (text: string) => {
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return text.startsWith('-') ? -value : value;
};

async function order(path: 'order/create' | 'order/cover', fields: Record<string, string | number>): Promise<Order> {
  const reply = await trader.call<Order>(path, { ...fields, requestId: requestId() });
  expect(reply.code, reply.message).toBe(200);
  return reply.body;
}

beforeAll(async () => {
  const own = await isolatedDatabase();
  drop = own.drop;
  h = await startTrading({ databaseUrl: own.url, parityUsdInr: false });
  h.clock.nowMs = SEOUL_MORNING_MS;
  await h.quote('USDINR', '80.0000', '80.0000');
  await h.quote('USDKRW', '1000.00', '1000.00');
  trader = await h.trader({ rupees: 1_000_000 });

  // A Samsung share: bought at the ask ₩105,900, sold at the bid ₩106,800.
  await h.quote('005930', '105800', '105900');
  const samsung = await order('order/create', {
    code: '005930',
    direction: 'buy',
    priceType: 'market',
    hands: 1,
    lever: 1,
    accountType: 'real',
  });
  await h.quote('005930', '106800', '106900');
  covers.samsung = await order('order/cover', { orderId: samsung.id, hands: 1 });

  // A coin held over midnight: 4 BNB at the ask $900.50, sold next morning at the bid $905.00.
  await h.quote('BNBUSD', '900.00', '900.50');
  const bnb = await order('order/create', {
    code: 'BNBUSD',
    direction: 'buy',
    priceType: 'market',
    hands: 4,
    lever: 1,
    accountType: 'real',
  });

  // A Samsung IPO of 2 lots at ₩100,000: the only applicant asks 3, wins what the draw gives.
  const admin = (await staffToken(h, 'admin')).token;
  const now = h.clock.nowMs;
  const offering = await consoleCall<{ id: number }>(
    h,
    'new_share/create',
    {
      type: 'ipo',
      underlyingCode: '005930',
      name: 'Samsung Electronics',
      sectors: 'Semiconductors',
      securitiesCompany: 'Samsung Securities',
      price: '100000',
      lotSize: 1,
      minLots: 1,
      maxLots: 5,
      fee: '0',
      totalShare: 2,
      simulatedApplicants: 0,
      simulatedMaxLots: 1,
      subscribeStart: now - MINUTE_MS,
      subscribeEnd: now + 60 * MINUTE_MS,
      allotDate: now + 120 * MINUTE_MS,
      listingDate: now + 24 * 60 * MINUTE_MS,
      reason: 'golden statement',
    },
    admin,
  );
  expect(offering.code, offering.message).toBe(200);
  const subscribed = await trader.call<Subscription>('user_product_new/create', {
    productNewId: offering.body.id,
    quantity: 3,
  });
  expect(subscribed.code, subscribed.message).toBe(200);

  // An AI product on the dollar coin: ₹1,000 in, the price moves 1 %, stopped.
  await h.quote('BTCUSD', '50000.00', '50010.00');
  const front = await call<{ list: Array<{ id: number; code: string }> }>(h.app, 'product_chatgpt/front', { size: -1 });
  const btc = front.body.list.find((p) => p.code === 'BTCUSD');
  if (!btc) throw new Error('no AI product trades BTCUSD');
  const bought = await trader.call<{ id: number }>('user_product_chatgpt/create', {
    productId: btc.id,
    amount: '1000',
    accountType: 'real',
  });
  expect(bought.code, bought.message).toBe(200);
  await h.quote('BTCUSD', '50500.00', '50510.00');
  const stopped = await trader.call<{ pnl: string }>('user_product_chatgpt/update/status', {
    id: bought.body.id,
    status: 'ended',
  });
  expect(stopped.code, stopped.message).toBe(200);
  aiSettledMinor = 1000_00n + minorOf(stopped.body.pnl);
  // A 1 % move at lever 3 on ₹1,000: ±₹30.00, by the product's direction.
  expect([1030_00n, 970_00n]).toContain(aiSettledMinor);

  // The allotment, then the India midnight roll, then the coin's cover the next morning.
  h.clock.nowMs = now + 121 * MINUTE_MS;
  await runNewShareJobs(h.deps, h.clock.nowMs);
  const listed = await trader.call<{ list: Subscription[] }>('user_product_new/list', { size: -1 });
  const mine = listed.body.list[0];
  if (!mine) throw new Error('the subscription is not listed');
  subscription = mine;
  await h.roll(NEXT_INDIA_MIDNIGHT_MS + MINUTE_MS);
  h.clock.nowMs = NEXT_INDIA_MIDNIGHT_MS + 3 * 60 * MINUTE_MS;
  await h.quote('BNBUSD', '905.00', '905.50');
  covers.bnb = await order('order/cover', { orderId: bnb.id, hands: 4 });
});

afterAll(async () => {
  await h?.close();
  await drop?.();
});

async function statementCsv() {
  const reply = await h.app.inject({
    method: 'POST',
    url: '/api/smart/statement/pnl',
    headers: { 'content-type': 'application/x-www-form-urlencoded', token: trader.token, locale: 'en' },
    payload: 'accountType=real&financialYear=2026&format=csv',
  });
  expect(reply.headers['content-type'], reply.body.slice(0, 300)).toMatch(/^text\/csv/);
  return parseCsv(reply.body);
}

describe('the statement of won, overnight, IPO and AI money', () => {
  it('ST2: realised P&L by instrument, with the overnight fee, by hand', async () => {
    const table = await statementCsv();
    const instruments = new Map(table.filter((r) => r[0] === 'instrument').map((r) => [r[1], r]));
    const samsung = instruments.get('005930');
    const bnb = instruments.get('BNBUSD');
    const qtySamsung = BigInt(Number(covers.samsung?.qty ?? '0'));
    const qtyBnb = BigInt(Number(covers.bnb?.qty ?? '0'));
    // Won: (106,800 − 105,900) × shares × ₹0.08, in paise.
    const samsungGross = (106_800n - 105_900n) * qtySamsung * 8n;
    expect(minorOf(samsung?.[7] ?? '')).toBe(samsungGross);
    expect(samsung?.[5]).toBe('korea');
    // Dollars: ($905.00 − $900.50) × coins × ₹80.
    const bnbGross = (905_00n - 900_50n) * qtyBnb * 80n;
    expect(minorOf(bnb?.[7] ?? '')).toBe(bnbGross);
    // One night of 4 × $900.50 × 0.0002 = $0.7204 → $0.72 (half-up), × ₹80 = ₹57.60.
    const overnightMinor = 57_60n;
    expect(minorOf(bnb?.[9] ?? '')).toBe(overnightMinor);
    // Fees as the cover replies show them (opening + closing; the BNB reply adds the night's fee).
    const samsungFees = minorOf(covers.samsung?.fee ?? '');
    const bnbFees = minorOf(covers.bnb?.fee ?? '') - overnightMinor;
    expect(minorOf(samsung?.[8] ?? '')).toBe(samsungFees);
    expect(minorOf(bnb?.[8] ?? '')).toBe(bnbFees);
    expect(minorOf(samsung?.[10] ?? '')).toBe(samsungGross - samsungFees);
    expect(minorOf(bnb?.[10] ?? '')).toBe(bnbGross - bnbFees - overnightMinor);
    const summary = new Map(table.filter((r) => r[0] === 'summary').map((r) => [r[1], r[10] || r[6]]));
    expect(minorOf(summary.get('overnight_fees') ?? '')).toBe(overnightMinor);
    expect(minorOf(summary.get('trade_overnight_fees') ?? '')).toBe(overnightMinor);
    expect(minorOf(summary.get('realised_pnl') ?? '')).toBe(
      samsungGross - samsungFees + bnbGross - bnbFees - overnightMinor,
    );
    expect(summary.get('trades')).toBe('2');
  });

  it('ST4: allotment and refund, AI purchase and settlement, by type, by hand; the ledger lands on the wallet', async () => {
    const table = await statementCsv();
    const byType = new Map(table.filter((r) => r[0] === 'type').map((r) => [Number(r[1]), r]));
    // Subscribed 3 lots × ₩100,000 × ₹0.08 = ₹24,000.00 (type 8); lots not won come back (type 15).
    expect(byType.get(8)?.[10]).toBe('-24000.00');
    const won = BigInt(subscription.winningQuantity ?? 0);
    expect(won).toBeGreaterThan(0n);
    expect(won).toBeLessThan(3n);
    expect(minorOf(byType.get(15)?.[10] ?? '')).toBe((3n - won) * 8000_00n);
    expect(minorOf(subscription.refundAmount ?? '')).toBe((3n - won) * 8000_00n);
    // The AI product: ₹1,000.00 out (type 10), ₹1,000 ± ₹30 back (type 11).
    expect(byType.get(10)?.[10]).toBe('-1000.00');
    expect(minorOf(byType.get(11)?.[10] ?? '')).toBe(aiSettledMinor);
    // One overnight fee of ₹57.60 (type 14).
    expect(
      byType
        .get(14)
        ?.slice(6, 7)
        .concat(byType.get(14)?.[10] ?? ''),
    ).toEqual(['1', '-57.60']);
    const summary = new Map(table.filter((r) => r[0] === 'summary').map((r) => [r[1], r[10]]));
    const opening = minorOf(summary.get('opening_balance') ?? '');
    const total = [...byType.values()].reduce((s, r) => s + minorOf(r[10] ?? ''), 0n);
    const { availableMinor } = await trader.balances();
    expect(minorOf(summary.get('closing_balance') ?? '')).toBe(availableMinor);
    expect(opening + total).toBe(availableMinor);
    expect(await h.reconciled()).toEqual([]);
  });

  it('ST11: the contract notes of both days list the won and dollar fills at their own currency and rate', async () => {
    expect(await runContractNotePass(h.deps, NEXT_INDIA_MIDNIGHT_MS + 2 * 86_400_000, new Set())).toBe(2);
    const note = async (date: string) => {
      const reply = await h.app.inject({
        method: 'POST',
        url: '/api/smart/statement/contract_note',
        headers: { 'content-type': 'application/x-www-form-urlencoded', token: trader.token },
        payload: `accountType=real&date=${date}&format=csv`,
      });
      const table = parseCsv(reply.body);
      const header = table[0] ?? [];
      return table.slice(1).map((r) => Object.fromEntries(header.map((k, i) => [k, r[i] ?? ''])));
    };
    const tuesday = await note('2026-11-24');
    const samsungOpen = tuesday.find((r) => r.section === 'open' && r.instrument === '005930');
    const samsungClose = tuesday.find((r) => r.section === 'close' && r.instrument === '005930');
    const shares = Number(covers.samsung?.qty ?? '0');
    // ₩105,900 × shares, in won (no minor unit), converted at ₩1 = ₹0.08.
    expect(samsungOpen).toMatchObject({
      price: '105900',
      notional: String(105_900 * shares),
      notional_currency: 'KRW',
    });
    expect(Number(samsungOpen?.fx_rate)).toBe(0.08);
    expect(samsungClose).toMatchObject({ side: 'sell', price: '106800', notional_currency: 'KRW' });
    expect(minorOf(samsungClose?.realised_pnl ?? '')).toBe((106_800n - 105_900n) * BigInt(shares) * 8n);
    expect(tuesday.find((r) => r.section === 'open' && r.instrument === 'BNBUSD')).toMatchObject({
      lots: '4',
      price: '900.50',
      notional_currency: 'USD',
    });
    // Tuesday's own night was not over: no overnight line, no overnight fee.
    expect(tuesday.some((r) => r.section === 'overnight')).toBe(false);
    expect(tuesday.find((r) => r.section === 'total')?.overnight_fees).toBe('0.00');
    // Wednesday (ST17): the night's fee, charged at 00:00 IST, is its own line on the day it was
    // charged; the coin's close carries none. By hand: 4 × $900.50 × 0.0002 = $0.7204 → $0.72, × ₹80.
    const wednesday = await note('2026-11-25');
    expect(
      wednesday.filter((r) => ['open', 'close', 'overnight'].includes(r.section ?? '')).map((r) => r.section),
    ).toEqual(['overnight', 'close']);
    const night = wednesday.find((r) => r.section === 'overnight');
    expect(night).toMatchObject({
      instrument: 'BNBUSD',
      side: 'buy',
      lots: '4',
      time: '2026-11-25T00:00:00+05:30',
      price: '',
      notional: '',
      fees: '0.00',
      overnight_fees: '57.60',
      realised_pnl: '0.00',
    });
    expect(Number(night?.fx_rate)).toBe(80);
    const close = wednesday.find((r) => r.section === 'close');
    expect(close).toMatchObject({ price: '905.00', overnight_fees: '0.00' });
    // The day's totals: realised ($905.00 − $900.50) × coins × ₹80, less the close's fee and the night's ₹57.60.
    const coins = BigInt(Number(covers.bnb?.qty ?? '0'));
    const realised = (905_00n - 900_50n) * coins * 80n;
    expect(minorOf(close?.realised_pnl ?? '')).toBe(realised);
    const closeFee = minorOf(close?.fees ?? '');
    const total = wednesday.find((r) => r.section === 'total');
    expect(total).toMatchObject({ lots: '1', overnight_fees: '57.60' });
    expect(minorOf(total?.realised_pnl ?? '')).toBe(realised);
    expect(minorOf(total?.amount ?? '')).toBe(realised - closeFee - 57_60n);
  });
});
