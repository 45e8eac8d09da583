// A customer trades a dollar coin today (opened, partly covered); after the India day ends the leader's
// contract-note pass writes one note, once, however often it runs and on however many nodes (ST10,
// ST15); its figures equal the ones computed here by hand (ST11, ST12); the customer is told (ST16),
// downloads it as CSV and PDF, verifies its hash (ST13); nobody else fetches it, staff do, audited.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Order } from '@demo/contract';
import { formatIndiaTime, parseCsv, startOfIndiaDayMs } from '@demo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runContractNotePass } from '../../src/modules/statements';
import { staffToken } from '../support/funds';
import { isolatedDatabase } from '../support/isolated-database';
import { requestId, startTrading, type Trader, type TradingHarness } from '../support/trading';

const DAY_MS = 86_400_000;
/** The ledger stamps records with the database's clock: the orders are placed at the same instant. */
const NOW_MS = Date.now();
const TODAY = formatIndiaTime(NOW_MS, 'YYYY-MM-DD');
/** Ten minutes after the India day ends: its notes are due (ST10). */
const AFTER_DAY_MS = startOfIndiaDayMs(NOW_MS) + DAY_MS + 10 * 60_000;

let h: TradingHarness;
let second: TradingHarness;
let drop: () => Promise<void>;
let trader: Trader;
let opened: Order;
let partial: Order;

const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString();

async function inject(path: string, token: string | undefined, fields: Record<string, string | number>) {
  return await h.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { token } : {}) },
    payload: form(fields),
  });
}

const minorOf = (text: string) => {
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return text.startsWith('-') ? -value : value;
};
const rupees = (value: bigint) =>
  `${value < 0n ? '-' : ''}${(value < 0n ? -value : value) / 100n}.${String((value < 0n ? -value : value) % 100n).padStart(2, '0')}`;

beforeAll(async () => {
  const own = await isolatedDatabase();
  drop = own.drop;
  h = await startTrading({ databaseUrl: own.url });
  h.clock.nowMs = NOW_MS;
  // A dollar coin in a rupee account, converted at 2.0000 rupees a dollar (no spread in the harness).
  await h.quote('USDINR', '2.0000', '2.0000');
  trader = await h.trader({ rupees: 1_000_000 });
  await h.quote('BTCUSD', '50000.00', '50010.00');
  const created = await trader.call<Order>('order/create', {
    code: 'BTCUSD',
    direction: 'buy',
    priceType: 'market',
    hands: 2,
    lever: 1,
    accountType: 'real',
    requestId: requestId(),
  });
  expect(created.code, created.message).toBe(200);
  opened = created.body;
  await h.quote('BTCUSD', '50500.00', '50510.00');
  const covered = await trader.call<Order>('order/cover', { orderId: opened.id, hands: 1, requestId: requestId() });
  expect(covered.code, covered.message).toBe(200);
  partial = covered.body;
  // A second node on the same database, as after a restart or beside the leader.
  second = await startTrading({ databaseUrl: own.url, parityUsdInr: false });
});

afterAll(async () => {
  await second?.close();
  await h?.close();
  await drop?.();
});

describe("a day's contract note", () => {
  it('ST10: nothing is written before the day has ended and settled', async () => {
    expect(await runContractNotePass(h.deps, NOW_MS, new Set())).toBe(0);
    expect(await runContractNotePass(h.deps, AFTER_DAY_MS - 6 * 60_000, new Set())).toBe(0);
  });

  it('ST15: written once across passes, restarts and nodes; the customer is told once (ST16)', async () => {
    expect(await runContractNotePass(h.deps, AFTER_DAY_MS, new Set())).toBe(1);
    // The same leader again, a restarted leader (its memory empty) and another node: nothing more.
    const remembered = new Set<number>();
    expect(await runContractNotePass(h.deps, AFTER_DAY_MS + 60_000, remembered)).toBe(0);
    expect(remembered.has(startOfIndiaDayMs(NOW_MS))).toBe(true);
    expect(await runContractNotePass(h.deps, AFTER_DAY_MS + 120_000, new Set())).toBe(0);
    const both = await Promise.all([
      runContractNotePass(h.deps, AFTER_DAY_MS + 180_000, new Set()),
      runContractNotePass(second.deps, AFTER_DAY_MS + 180_000, new Set()),
    ]);
    expect(both).toEqual([0, 0]);
    const rows = await h.database.pool.query<{ n: string }>(
      'select count(*)::text as n from contract_notes where user_id = $1',
      [trader.id],
    );
    expect(rows.rows[0]?.n).toBe('1');
    const notices = trader.events.filter((e) => e.type === 'notice' && e.kind === 'contract_note');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ accountType: 'real', date: TODAY });
    expect(String(notices[0]?.url)).toContain(`date=${TODAY}`);
  });

  it('ST11, ST12: the figures by hand, in the CSV', async () => {
    const list = await trader.call<{ list: Array<{ date: string; url: string; csvUrl: string }>; total: number }>(
      'statement/contract_notes',
      { accountType: 'real', page: 1, size: 20 },
    );
    expect(list.code, list.message).toBe(200);
    expect(list.body.total).toBe(1);
    expect(list.body.list[0]?.date).toBe(TODAY);
    const csvUrl = list.body.list[0]?.csvUrl ?? '';
    expect(csvUrl).toMatch(/^\/api\/smart\/statement\/contract_note\?/);
    // The url is the call with its payload as the query: the same fields posted as a form give the file.
    const [path = '', query = ''] = csvUrl.split('?');
    const reply = await h.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', token: trader.token, locale: 'en' },
      payload: query,
    });
    expect(reply.headers['content-type'], reply.body.slice(0, 200)).toMatch(/^text\/csv/);
    const table = parseCsv(reply.body);
    const header = table[0] ?? [];
    const col = (row: string[] | undefined, name: string) => row?.[header.indexOf(name)] ?? '';
    // At one instant the opening comes first (ST11).
    expect(table.filter((r) => r[0] === 'open' || r[0] === 'close').map((r) => r[0])).toEqual(['open', 'close']);
    const open = table.find((r) => r[0] === 'open');
    const close = table.find((r) => r[0] === 'close');
    const qty = Number(opened.qty) / opened.hands;
    // The opening: 2 lots at the ask 50,010.00 dollars, notional in dollars, converted at 2.0000.
    expect(col(open, 'order_no')).toBe(opened.orderNo);
    expect(col(open, 'side')).toBe('buy');
    expect(col(open, 'lots')).toBe('2');
    expect(col(open, 'shares')).toBe(String(2 * qty));
    expect(col(open, 'price')).toBe('50010.00');
    expect(col(open, 'notional')).toBe(rupees(5001000n * BigInt(2 * qty)));
    expect(col(open, 'notional_currency')).toBe('USD');
    expect(col(open, 'fx_rate')).toMatch(/^2(\.0+)?$/);
    // The partial cover: 1 lot sold at the bid 50,500.00; P&L (50,500 − 50,010) × qty dollars × 2.
    expect(col(close, 'order_no')).toBe(partial.orderNo);
    expect(col(close, 'side')).toBe('sell');
    expect(col(close, 'lots')).toBe('1');
    expect(col(close, 'price')).toBe('50500.00');
    const realised = (5050000n - 5001000n) * BigInt(qty) * 2n;
    expect(col(close, 'realised_pnl')).toBe(rupees(realised));
    expect(col(close, 'fx_rate')).toMatch(/^2(\.0+)?$/);
    // Fees: the whole position's opening fee and the piece's closing fee, as the order replies say.
    const positions = await trader.call<{ list: Order[] }>('order/list', { accountType: 'real', page: 1, size: 20 });
    const rest = positions.body.list?.find((o) => o.id === opened.id);
    const fees = minorOf(partial.fee) + minorOf(rest?.fee ?? opened.fee);
    const total = table.find((r) => r[0] === 'total');
    expect(col(total, 'fees')).toBe(rupees(fees));
    expect(col(total, 'realised_pnl')).toBe(rupees(realised));
    expect(col(total, 'amount')).toBe(rupees(realised - fees - minorOf(col(total, 'insurance'))));
    // The day began before the deposit; it ends on the wallet's balance now.
    const wallet = await trader.balances('real');
    expect(
      col(
        table.find((r) => r[1] === 'opening'),
        'amount',
      ),
    ).toBe('0.00');
    expect(
      col(
        table.find((r) => r[1] === 'closing'),
        'amount',
      ),
    ).toBe(rupees(wallet.availableMinor));
    const sha256 = col(table.at(-1), 'instrument');
    const verified = await trader.call<{ valid: boolean; accountType: string }>('statement/verify', { sha256 });
    expect(verified.body).toMatchObject({ valid: true, accountType: 'real' });

    // The PDF carries the same figures and the same hash.
    const pdf = await inject('/api/smart/statement/contract_note', trader.token, {
      accountType: 'real',
      date: TODAY,
      format: 'pdf',
      locale: 'en',
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const dir = mkdtempSync(join(tmpdir(), 'note-'));
    writeFileSync(join(dir, 'n.pdf'), pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'n.pdf'), '-'], { encoding: 'utf8' });
    for (const figure of [opened.orderNo, partial.orderNo, rupees(realised), rupees(fees), sha256, 'Contract note'])
      expect(text).toContain(figure);
  });

  it("ST16: nobody fetches another customer's note; staff of every role do, audited", async () => {
    const other = await h.trader({ rupees: 5 });
    const theirs = await inject('/api/smart/statement/contract_note', other.token, {
      accountType: 'real',
      date: TODAY,
      format: 'csv',
      userId: trader.id,
    });
    expect(theirs.headers['content-type']).toMatch(/json/);
    expect(theirs.json().code).not.toBe(200);
    expect(theirs.json().message).toMatch(/Date/);
    const list = await other.call<{ total: number }>('statement/contract_notes', {
      accountType: 'real',
      userId: trader.id,
    });
    expect(list.body.total).toBe(0);
    const anonymous = await inject('/api/smart/statement/contract_note', undefined, { date: TODAY });
    expect(anonymous.json().code).not.toBe(200);
    const staffOnly = await inject('/api/console/user/contract_note', trader.token, { id: trader.id, date: TODAY });
    expect(staffOnly.json().code).not.toBe(200);
    for (const role of ['admin', 'reviewer', 'support'] as const) {
      const staff = await staffToken(h, role);
      const notes = await h.app.inject({
        method: 'POST',
        url: '/api/console/user/contract_notes',
        headers: { 'content-type': 'application/x-www-form-urlencoded', token: staff.token },
        payload: form({ id: trader.id, accountType: 'real' }),
      });
      expect(notes.json().body.list[0].date).toBe(TODAY);
      const file = await inject('/api/console/user/contract_note', staff.token, {
        id: trader.id,
        accountType: 'real',
        date: TODAY,
        format: 'csv',
      });
      expect(file.headers['content-type'], file.body.slice(0, 200)).toMatch(/^text\/csv/);
      const audited = await h.database.pool.query<{ n: string }>(
        `select count(*)::text as n from audit_log where action = 'customer.contract_note' and target = $1 and staff_id = $2`,
        [`user:${trader.id}`, staff.id],
      );
      expect(audited.rows[0]?.n).toBe('1');
    }
  });
});
