// The P&L and ledger statement (docs/SPEC.md ST1–ST8) for a scripted account: a rupee share and a
// dollar coin, a partial cover, fees; the totals by hand, equal to `user/analytics`, the same figures
// in the CSV and in the PDF's text, the running balance landing on the wallet, and the hash verified.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Analytics, Order } from '@demo/contract';
import { financialYearWindow, parseCsv } from '@demo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../support/funds';
import { call } from '../support/harness';
import { isolatedDatabase } from '../support/isolated-database';
import { requestId, startTrading, type Trader, type TradingHarness } from '../support/trading';

/** Tuesday 24 November 2026, 05:00 UTC: 10:30 in Mumbai, the NSE in session. */
const TUESDAY_MORNING_MS = Date.UTC(2026, 10, 24, 5, 0, 0);
const FY_2026 = financialYearWindow(2026);

let h: TradingHarness;
let drop: () => Promise<void>;
let trader: Trader;
const orders: Order[] = [];

async function create(code: string, direction: 'buy' | 'sell', hands: number): Promise<Order> {
  const reply = await trader.call<Order>('order/create', {
    code,
    direction,
    priceType: 'market',
    hands,
    lever: 1,
    accountType: 'real',
    requestId: requestId(),
  });
  expect(reply.code, reply.message).toBe(200);
  return reply.body;
}

async function cover(order: Order, hands: number): Promise<Order> {
  const reply = await trader.call<Order>('order/cover', { orderId: order.id, hands, requestId: requestId() });
  expect(reply.code, reply.message).toBe(200);
  orders.push(reply.body);
  return reply.body;
}

beforeAll(async () => {
  const own = await isolatedDatabase();
  drop = own.drop;
  h = await startTrading({ databaseUrl: own.url });
  h.clock.nowMs = TUESDAY_MORNING_MS;
  trader = await h.trader({ rupees: 1_000_000 });
  // A rupee share: bought at the ask 2501.00, sold at the bid 2520.00.
  await h.quote('RELIANCE', '2500.00', '2501.00');
  const share = await create('RELIANCE', 'buy', 1);
  // A dollar coin (USDINR quoted at 1.0000 by the harness): 2 hands bought at 50010.00, covered in two parts.
  await h.quote('BTCUSD', '50000.00', '50010.00');
  const coin = await create('BTCUSD', 'buy', 2);
  h.clock.nowMs += 60_000;
  await h.quote('RELIANCE', '2520.00', '2521.00');
  await cover(share, 1);
  await h.quote('BTCUSD', '50500.00', '50510.00');
  await cover(coin, 1); // the partial cover: a child order of 1 hand
  await h.quote('BTCUSD', '49900.00', '49910.00');
  await cover(coin, 1); // the rest of the position
});

afterAll(async () => {
  await h?.close();
  await drop?.();
});

const minorOf = (text: string) => {
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return text.startsWith('-') ? -value : value;
};

async function file(format: 'pdf' | 'csv', locale: 'en' | 'hi', payload: Record<string, string | number> = {}) {
  const fields = {
    accountType: 'real',
    format,
    ...(Object.keys(payload).length > 0 ? payload : { financialYear: 2026 }),
  };
  const body = new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]));
  return await h.app.inject({
    method: 'POST',
    url: '/api/smart/statement/pnl',
    headers: { 'content-type': 'application/x-www-form-urlencoded', token: trader.token, locale },
    payload: body.toString(),
  });
}

function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'statement-'));
  writeFileSync(join(dir, 's.pdf'), bytes);
  return execFileSync('pdftotext', ['-layout', join(dir, 's.pdf'), '-'], { encoding: 'utf8' });
}

function csvSection(table: string[][], section: string) {
  return table.filter((r) => r[0] === section);
}

describe('the P&L statement of a financial year', () => {
  it('ST2: the totals by hand equal user/analytics and the CSV summary', async () => {
    const [shareCover, coinPart, coinRest] = orders;
    // Price P&L by hand: (exit − entry) × quantity, in rupees.
    const shareGross = (2520_00n - 2501_00n) * BigInt(Number(shareCover?.qty ?? '0'));
    const coinGross =
      (50500_00n - 50010_00n) * BigInt(Number(coinPart?.qty ?? '0')) +
      (49900_00n - 50010_00n) * BigInt(Number(coinRest?.qty ?? '0'));
    const fees = orders.reduce((s, o) => s + minorOf(o.fee), 0n);
    expect(fees).toBeGreaterThan(0n);
    const realised = shareGross + coinGross - fees;

    const analytics = await trader.call<Analytics>('user/analytics', {
      accountType: 'real',
      from: FY_2026.fromMs,
      to: FY_2026.toMs,
    });
    expect(analytics.code, analytics.message).toBe(200);
    expect(minorOf(analytics.body.grossPnl)).toBe(shareGross + coinGross);
    expect(minorOf(analytics.body.realisedPnl)).toBe(realised);
    expect(analytics.body.trades).toBe(3);

    const csv = await file('csv', 'en');
    expect(csv.statusCode, csv.body.slice(0, 300)).toBe(200);
    expect(csv.headers['content-type'], csv.body.slice(0, 300)).toMatch(/^text\/csv/);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/statement-real-2026-04-01-2027-03-31-en\.csv/);
    const table = parseCsv(csv.body);
    const summary = new Map(csvSection(table, 'summary').map((r) => [r[1], r[10] || r[6]]));
    expect(summary.get('realised_pnl')).toBe(analytics.body.realisedPnl);
    expect(summary.get('gross_pnl')).toBe(analytics.body.grossPnl);
    expect(summary.get('fees')).toBe(analytics.body.fees);
    expect(summary.get('overnight_fees')).toBe(analytics.body.overnightFees);
    expect(summary.get('trades')).toBe('3');
    // By instrument: the share's and the coin's net, by hand.
    const instruments = new Map(csvSection(table, 'instrument').map((r) => [r[1], r]));
    const shareFees = minorOf(shareCover?.fee ?? '0');
    expect(minorOf(instruments.get('RELIANCE')?.[10] ?? '')).toBe(shareGross - shareFees);
    expect(minorOf(instruments.get('BTCUSD')?.[10] ?? '')).toBe(coinGross - (fees - shareFees));
    expect(instruments.get('BTCUSD')?.[6]).toBe('2');
    const markets = csvSection(table, 'market').map((r) => ({ market: r[1], trades: Number(r[6]), pnl: r[10] }));
    expect(markets).toEqual(analytics.body.byMarket);
  });

  it('ST4: the ledger section runs from the opening balance to the wallet, record by record', async () => {
    const table = parseCsv((await file('csv', 'en')).body);
    const records = csvSection(table, 'record');
    const summary = new Map(csvSection(table, 'summary').map((r) => [r[1], r[10]]));
    let running = minorOf(summary.get('opening_balance') ?? '');
    for (const r of records) {
      running += minorOf(r[10] ?? '');
      expect(minorOf(r[11] ?? '')).toBe(running);
    }
    const { availableMinor } = await trader.balances();
    expect(running).toBe(availableMinor);
    expect(minorOf(summary.get('closing_balance') ?? '')).toBe(availableMinor);
    // The totals by type add up to the same movement.
    const byType = csvSection(table, 'type').reduce((s, r) => s + minorOf(r[10] ?? ''), 0n);
    expect(minorOf(summary.get('opening_balance') ?? '') + byType).toBe(availableMinor);
  });

  it('ST3, ST5, ST7: the PDF carries the CSV figures, the hash at every foot, and the hash verifies', async () => {
    for (const locale of ['en', 'hi'] as const) {
      const csv = parseCsv((await file('csv', locale)).body);
      const pdf = await file('pdf', locale);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const bytes = pdf.rawPayload;
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      // STATEMENT_PDF_OUT=<dir> keeps the files, to look at them (pdftoppm -png) after a run.
      if (process.env.STATEMENT_PDF_OUT)
        writeFileSync(join(process.env.STATEMENT_PDF_OUT, `statement-${locale}.pdf`), bytes);
      const text = pdfText(bytes);
      for (const r of [...csvSection(csv, 'summary'), ...csvSection(csv, 'instrument'), ...csvSection(csv, 'record')])
        for (const figure of [r[10], r[11]].filter(Boolean)) expect(text).toContain(figure);
      const sha256 = csvSection(csv, 'verify')[0]?.[2] ?? '';
      expect(sha256).toMatch(/^[0-9a-f]{64}$/);
      const pages = text.split('\f').filter((p) => p.trim() !== '');
      for (const page of pages) expect(page).toContain(sha256);
      expect(text).toContain('DEMO');
      const verified = await call<{ valid: boolean; accountType: string; from: number; to: number }>(
        h.app,
        'statement/verify',
        { sha256 },
      );
      expect(verified.body).toEqual({ valid: true, accountType: 'real', from: FY_2026.fromMs, to: FY_2026.toMs });
    }
    const unknown = await call<{ valid: boolean }>(h.app, 'statement/verify', { sha256: 'a'.repeat(64) });
    expect(unknown.body.valid).toBe(false);
  });

  it('ST3: every page of a demo account’s statement says it is demo money', async () => {
    const pdf = await file('pdf', 'en', { accountType: 'virtual', financialYear: 2026 });
    expect(pdf.statusCode).toBe(200);
    const pages = pdfText(pdf.rawPayload)
      .split('\f')
      .filter((p) => p.trim() !== '');
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(page).toContain('DEMO ACCOUNT: virtual money, not for a tax return');
    const real = pdfText((await file('pdf', 'en')).rawPayload);
    expect(real).not.toContain('DEMO ACCOUNT');
  });

  it('ST1: a window over 400 days is refused naming `to`, in both languages', async () => {
    const from = FY_2026.fromMs;
    const to = from + 401 * 86_400_000;
    const en = await file('csv', 'en', { from, to });
    expect(en.json()).toMatchObject({ code: 404, message: 'End time must be within 400 days of the start time' });
    const hi = await file('csv', 'hi', { from, to });
    expect(hi.json().message).toBe('समाप्ति समय आरंभ समय से 400 दिनों के भीतर होना चाहिए');
    // A `to` alone is measured from its financial year's start; a `from` alone from now.
    const old = await file('csv', 'en', { from: TUESDAY_MORNING_MS - 500 * 86_400_000 });
    expect(old.json()).toMatchObject({ code: 404, message: 'End time must be within 400 days of the start time' });
  });

  it('ST6: an empty window says so', async () => {
    const csv = await file('csv', 'en', { financialYear: 2024 });
    const table = parseCsv(csv.body);
    expect(csvSection(table, 'empty')[0]?.[2]).toBe('Nothing happened in this period: no trades and no records.');
    expect(csvSection(table, 'record')).toEqual([]);
    const pdf = pdfText((await file('pdf', 'en', { financialYear: 2024 })).rawPayload);
    expect(pdf).toContain('Nothing happened in this period');
  });

  it('ST8: nobody fetches another customer’s statement: the token names whose it is', async () => {
    const other = await h.trader({ rupees: 5 });
    const reply = await h.app.inject({
      method: 'POST',
      url: '/api/smart/statement/pnl',
      headers: { 'content-type': 'application/x-www-form-urlencoded', token: other.token },
      payload: `accountType=real&financialYear=2026&format=csv&userId=${trader.id}`,
    });
    const table = parseCsv(reply.body);
    const summary = new Map(csvSection(table, 'summary').map((r) => [r[1], r[10] || r[6]]));
    expect(summary.get('trades')).toBe('0');
    expect(summary.get('closing_balance')).toBe('5.00');
    const anonymous = await h.app.inject({
      method: 'POST',
      url: '/api/smart/statement/pnl',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'accountType=real&format=csv',
    });
    expect(anonymous.headers['content-type']).toMatch(/json/);
    expect(anonymous.json().code).not.toBe(200);
  });

  it('ST9: staff of every role get the same file for any customer, and each download is audited', async () => {
    const own = parseCsv((await file('csv', 'en')).body);
    for (const role of ['admin', 'reviewer', 'support'] as const) {
      const staff = await staffToken(h, role);
      const reply = await h.app.inject({
        method: 'POST',
        url: '/api/console/user/statement',
        headers: { 'content-type': 'application/x-www-form-urlencoded', token: staff.token },
        payload: `id=${trader.id}&accountType=real&financialYear=2026&format=csv&locale=en`,
      });
      expect(reply.headers['content-type'], reply.body.slice(0, 200)).toMatch(/^text\/csv/);
      const table = parseCsv(reply.body);
      expect(csvSection(table, 'summary')).toEqual(csvSection(own, 'summary'));
      const audited = await h.database.pool.query<{ n: string }>(
        `select count(*)::text as n from audit_log where action = 'customer.statement' and target = $1 and staff_id = $2`,
        [`user:${trader.id}`, staff.id],
      );
      expect(audited.rows[0]?.n).toBe('1');
    }
    // A customer's token is not a staff session.
    const refused = await h.app.inject({
      method: 'POST',
      url: '/api/console/user/statement',
      headers: { 'content-type': 'application/x-www-form-urlencoded', token: trader.token },
      payload: `id=${trader.id}&format=csv`,
    });
    expect(refused.headers['content-type']).toMatch(/json/);
    expect(refused.json().code).not.toBe(200);
  });
});
