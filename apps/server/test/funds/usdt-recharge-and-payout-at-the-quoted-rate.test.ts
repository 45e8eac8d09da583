// Proves money moved in USDT converts into the rupee account at the rate shown before the customer confirmed (X6): the quote is signed, expires and cannot be edited; an approved USDT recharge credits exactly its conversion and a paid USDT payout takes exactly the held rupees, each entry recording the rate and both amounts (X1, X2), and the ledger still reconciles (L1).
import { convertMinor, minor, parseMoney, recordedRate } from '@demo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../src/ledger/reconcile';
import { FX_QUOTE_TTL_MS } from '../../src/modules/funds/fx-quote';
import {
  balanceOf,
  channelId,
  consoleCall,
  PAY_PASSWORD,
  passKyc,
  setPayPassword,
  staffToken,
  uploadImage,
} from '../support/funds';
import { call, type Harness, type RegisteredUser, registerUser, startHarness } from '../support/harness';
import { fund } from '../support/ledger';

interface Quoted {
  id: number;
  currency?: string;
  code?: string;
  rate: string;
  quote: string | null;
  quoteExpiresAt: number | null;
}

let h: Harness;
let reviewer = '';
let user: RegisteredUser;

beforeAll(async () => {
  h = await startHarness();
  reviewer = (await staffToken(h, 'reviewer')).token;
  user = await registerUser(h);
});
afterAll(async () => h.close());

function minorOf(text: string): bigint {
  const parsed = parseMoney(text);
  if (!parsed.ok) throw new Error(`not money: ${text}`);
  return parsed.value;
}

/** The rupees `amount` USDT converts to at `rate` (core's one rounding, X1). */
function rupeesMinor(amountUsdtMinor: bigint, rate: string, side: 'pay' | 'receive'): bigint {
  const parsed = recordedRate('USDT', 'INR', side, rate);
  if (!parsed) throw new Error(`not a rate: ${rate}`);
  return convertMinor(minor(amountUsdtMinor), parsed);
}

async function usdtDeposit(): Promise<{ channel: number; row: Quoted }> {
  const channel = await channelId(h, user.token, 'USDT (TRC20)');
  const list = await call<Quoted[]>(
    h.app,
    'income_currency_channel/frontList',
    { channelId: channel },
    { token: user.token },
  );
  const row = list.body.find((r) => r.currency === 'USDT');
  if (!row) throw new Error('no USDT row');
  return { channel, row };
}

describe('a recharge in USDT', () => {
  it('X6: the channel shows a live rate near USDINR less the spread, with a quote good for two minutes', async () => {
    const { row } = await usdtDeposit();
    const usdInr = await call<{ bid: string; ask: string }>(h.app, 'data/market', { code: 'USDINR' });
    const mid = (Number(usdInr.body.bid) + Number(usdInr.body.ask)) / 2;
    expect(Number(row.rate)).toBeCloseTo(mid * 0.997, 6);
    expect(row.quote).toMatch(/~/);
    expect((row.quoteExpiresAt ?? 0) - Date.now()).toBeGreaterThan(FX_QUOTE_TTL_MS - 10_000);
    const upi = await channelId(h, user.token, 'UPI');
    const rupees = await call<Quoted[]>(
      h.app,
      'income_currency_channel/frontList',
      { channelId: upi },
      { token: user.token },
    );
    expect(rupees.body[0]).toMatchObject({ currency: 'INR', rate: '1', quote: null, quoteExpiresAt: null });
  });

  it('X6: without the quote, or with a rate written into it, the recharge answers 404 naming the rate', async () => {
    const { channel, row } = await usdtDeposit();
    const evidence = await uploadImage(h, user.token);
    const base = { channelId: channel, type: 'digital', currencyId: row.id, amount: '100', evidence };
    const missing = await call(h.app, 'charge/charge', base, { token: user.token });
    expect(missing.code).toBe(404);
    expect(missing.message).toMatch(/^Exchange rate/);
    const better = (row.quote ?? '').replace(/^\d+/, (whole) => String(Number(whole) + 1));
    const forged = await call(h.app, 'charge/charge', { ...base, quote: better }, { token: user.token });
    expect(forged.code).toBe(404);
    const someoneElse = await registerUser(h);
    const stolen = await call(
      h.app,
      'charge/charge',
      { ...base, evidence: await uploadImage(h, someoneElse.token), quote: row.quote ?? '' },
      { token: someoneElse.token },
    );
    expect(stolen.code).toBe(404);
  });

  it('X1, X2, X6: 100 USDT approved credits its rupees at the quoted rate; the record carries the rate and both amounts', async () => {
    const { channel, row } = await usdtDeposit();
    const evidence = await uploadImage(h, user.token);
    const submitted = await call<{ id: number }>(
      h.app,
      'charge/charge',
      { channelId: channel, type: 'digital', currencyId: row.id, amount: '100', evidence, quote: row.quote ?? '' },
      { token: user.token },
    );
    expect(submitted.code).toBe(200);
    const expected = rupeesMinor(10_000n, row.rate, 'receive');
    const charges = await call<{ list: Array<{ id: number; amount: string; fx: unknown }> }>(
      h.app,
      'charge/list',
      {},
      { token: user.token },
    );
    expect(charges.body.list.find((c) => c.id === submitted.body.id)).toMatchObject({
      fx: { currency: 'USDT', amount: '100.00', rate: row.rate },
    });
    expect(minorOf(charges.body.list[0]?.amount ?? '0')).toBe(expected);

    const before = minorOf((await balanceOf(h, user.token)).balance);
    expect((await consoleCall(h, 'review/recharge/approve', { id: submitted.body.id }, reviewer)).code).toBe(200);
    expect(minorOf((await balanceOf(h, user.token)).balance)).toBe(before + expected);
    const records = await call<{ list: Array<{ type: number; amount: string; fx: unknown }> }>(
      h.app,
      'balance/log/list',
      { type: 1 },
      { token: user.token },
    );
    expect(records.body.list[0]).toMatchObject({
      type: 1,
      fx: { rate: row.rate, instrumentCurrency: 'USDT', instrumentAmount: '100.00' },
    });
    expect(minorOf(records.body.list[0]?.amount ?? '0')).toBe(expected);
    expect(await reconcile(h.database.db)).toEqual([]);
  });
});

describe('a withdrawal paid in USDT', () => {
  it('X1, X2, X6: 20 USDT holds its rupees at the quoted pay rate, and paying it out takes exactly those', async () => {
    const payee = await registerUser(h);
    await setPayPassword(h, payee);
    await passKyc(h, payee, reviewer);
    await fund(h.database.db, payee.user.id, 1_000_000n);
    const channels = await call<Array<{ id: number; type: string; name: string }>>(
      h.app,
      'outcome_channel/available',
      {},
      { token: payee.token },
    );
    const trc20 = channels.body.find((c) => c.type === 'digital' && c.name.includes('TRC20'));
    const wallet = await call<{ id: number }>(
      h.app,
      'user_account/insert',
      { channelId: trc20?.id ?? 0, address: 'TXyz123456789abcdefghijkmnopqrstuv' },
      { token: payee.token },
    );
    expect(wallet.code).toBe(200);
    const currencies = await call<Quoted[]>(h.app, 'outcome_currency/available', {}, { token: payee.token });
    const usdt = currencies.body.find((c) => c.code === 'USDT');
    if (!usdt) throw new Error('no USDT payout currency');
    const rupeeRow = currencies.body.find((c) => c.code === 'INR');
    expect(rupeeRow).toMatchObject({ rate: '1', quote: null });

    const request = {
      type: 'digital',
      accountId: wallet.body.id,
      currencyId: usdt.id,
      amount: '20',
      password: PAY_PASSWORD,
    };
    expect((await call(h.app, 'withdraw/withdraw', request, { token: payee.token })).code).toBe(404);
    const requested = await call<{ id: number }>(
      h.app,
      'withdraw/withdraw',
      { ...request, quote: usdt.quote ?? '' },
      { token: payee.token },
    );
    expect(requested.code).toBe(200);
    const held = rupeesMinor(2_000n, usdt.rate, 'pay');
    // The pay rate is the customer's cost of a dollar: above the recharge's receive rate by twice the spread.
    const { row: incoming } = await usdtDeposit();
    expect(Number(usdt.rate) / Number(incoming.rate)).toBeCloseTo(1.003 / 0.997, 3);
    expect(await balanceOf(h, payee.token)).toMatchObject({
      balanceLocked: (Number(held) / 100).toFixed(2),
    });
    const listed = await call<{ list: Array<{ id: number; amount: string; fx: unknown }> }>(
      h.app,
      'withdraw/list',
      {},
      { token: payee.token },
    );
    expect(listed.body.list[0]).toMatchObject({ fx: { currency: 'USDT', amount: '20.00', rate: usdt.rate } });

    expect((await consoleCall(h, 'review/withdraw/approve', { id: requested.body.id }, reviewer)).code).toBe(200);
    const paid = await consoleCall(h, 'review/withdraw/paid', { id: requested.body.id, reference: 'TRX-42' }, reviewer);
    expect(paid.code).toBe(200);
    expect(await balanceOf(h, payee.token)).toMatchObject({
      balance: ((1_000_000 - Number(held)) / 100).toFixed(2),
      balanceLocked: '0.00',
    });
    expect(await reconcile(h.database.db)).toEqual([]);
  });
});
