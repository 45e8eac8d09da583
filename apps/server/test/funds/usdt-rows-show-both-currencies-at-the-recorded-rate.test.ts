// Proves a USDT recharge and a USDT withdrawal are shown in both currencies at the rate recorded when they were submitted (FR1): the customer's lists, the console's review queues and decisions, and the ledger CSV carry the USDT amount, the rupee amount and the rate, and a later move of the market changes none of them.
import { parseCsv } from '@demo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channelId,
  consoleCall,
  PAY_PASSWORD,
  passKyc,
  setPayPassword,
  staffToken,
  uploadImage,
} from '../support/funds';
import { call, registerUser } from '../support/harness';
import { fund } from '../support/ledger';
import { SATURDAY_NOON_MS, startTrading, type Trader, type TradingHarness } from '../support/trading';

interface Quoted {
  id: number;
  currency?: string;
  code?: string;
  rate: string;
  quote: string | null;
}

interface FundsRow {
  id: number;
  amount: string;
  currency: string;
  channelAmount: string;
  channelCurrency: string;
  accountAmount: string;
  accountCurrency: string;
  rate: string | null;
}

let h: TradingHarness;
let reviewer = '';
let trader: Trader;

beforeAll(async () => {
  h = await startTrading({ fxSpreadBps: 30n, parityUsdInr: false });
  h.clock.nowMs = SATURDAY_NOON_MS;
  await h.quote('USDINR', '85.1500', '85.1600');
  reviewer = (await staffToken(h, 'reviewer')).token;
  trader = await h.trader();
});
afterAll(async () => h.close());

/** Moves the rupee far from where it was quoted, so a recomputed rate would show. */
async function marketMoves(): Promise<void> {
  await h.quote('USDINR', '95.0000', '95.0100');
}

async function csvRecords(token: string): Promise<string[][]> {
  const reply = await h.app.inject({
    method: 'POST',
    url: '/api/smart/balance/log/export',
    headers: { 'content-type': 'application/x-www-form-urlencoded', token },
    payload: `accountType=real&from=0&to=${Date.UTC(2030, 0, 1)}`,
  });
  expect(reply.statusCode).toBe(200);
  const [header, ...rows] = parseCsv(reply.body);
  const at = (name: string) => header?.indexOf(name) ?? -1;
  return rows.map((r) => [
    r[at('ref')],
    r[at('amount')],
    r[at('fx_currency')],
    r[at('fx_amount')],
    r[at('fx_rate')],
  ]) as string[][];
}

describe('a USDT recharge', () => {
  it('FR1: lists, review queue, decision and CSV carry 100.00 USDT, its rupees and the rate quoted at submission', async () => {
    const channel = await channelId(h, trader.token, 'USDT (TRC20)');
    const rows = await trader.call<Quoted[]>('income_currency_channel/frontList', { channelId: channel });
    const usdt = rows.body.find((r) => r.currency === 'USDT');
    if (!usdt) throw new Error('no USDT row');
    const evidence = await uploadImage(h, trader.token);
    const submitted = await trader.call<{ id: number }>('charge/charge', {
      channelId: channel,
      type: 'digital',
      currencyId: usdt.id,
      amount: '100',
      evidence,
      quote: usdt.quote ?? '',
    });
    expect(submitted.code, submitted.message).toBe(200);
    await marketMoves();

    const listed = await trader.call<{ list: FundsRow[] }>('charge/list', {});
    const row = listed.body.list.find((c) => c.id === submitted.body.id);
    const expected = {
      channelAmount: '100.00',
      channelCurrency: 'USDT',
      accountCurrency: 'INR',
      rate: usdt.rate,
    };
    expect(row).toMatchObject({ ...expected, currency: 'USDT TRC20' });
    const rupees = row?.accountAmount ?? '';
    expect(row?.amount).toBe(rupees);
    // 100 USDT at about ₹84.9 a dollar: the rupees, never the USDT figure, are the account side.
    expect(Number(rupees)).toBeGreaterThan(8_400);
    expect(Number(rupees)).toBeLessThan(8_600);

    const queue = await consoleCall<{ list: FundsRow[] }>(h, 'review/recharge/list', { status: 'UNDER' }, reviewer);
    expect(queue.body.list.find((c) => c.id === submitted.body.id)).toMatchObject({
      ...expected,
      accountAmount: rupees,
    });
    const approved = await consoleCall<FundsRow>(h, 'review/recharge/approve', { id: submitted.body.id }, reviewer);
    expect(approved.code).toBe(200);
    expect(approved.body).toMatchObject({ ...expected, accountAmount: rupees });

    const csv = await csvRecords(trader.token);
    expect(csv.find((r) => r[0] === `charge:${submitted.body.id}`)).toEqual([
      `charge:${submitted.body.id}`,
      rupees,
      'USDT',
      '100.00',
      usdt.rate,
    ]);
  });

  it('FR1: a rupee recharge shows one currency on both sides and no rate', async () => {
    const channel = await channelId(h, trader.token, 'UPI');
    const evidence = await uploadImage(h, trader.token);
    const submitted = await trader.call<{ id: number }>('charge/charge', {
      channelId: channel,
      type: 'bank',
      amount: '500',
      evidence,
    });
    expect(submitted.code, submitted.message).toBe(200);
    const listed = await trader.call<{ list: FundsRow[] }>('charge/list', {});
    expect(listed.body.list.find((c) => c.id === submitted.body.id)).toMatchObject({
      channelAmount: '500.00',
      channelCurrency: 'INR',
      accountAmount: '500.00',
      accountCurrency: 'INR',
      rate: null,
    });
  });
});

describe('a USDT withdrawal', () => {
  it('FR1: lists, review queue, payout and CSV carry 20.00 USDT, the rupees held and the rate quoted at request', async () => {
    await h.quote('USDINR', '85.1500', '85.1600');
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
    const currencies = await call<Quoted[]>(h.app, 'outcome_currency/available', {}, { token: payee.token });
    const usdt = currencies.body.find((c) => c.code === 'USDT');
    if (!usdt) throw new Error('no USDT payout currency');
    const requested = await call<{ id: number }>(
      h.app,
      'withdraw/withdraw',
      {
        type: 'digital',
        accountId: wallet.body.id,
        currencyId: usdt.id,
        amount: '20',
        password: PAY_PASSWORD,
        quote: usdt.quote ?? '',
      },
      { token: payee.token },
    );
    expect(requested.code, requested.message).toBe(200);
    await marketMoves();

    const expected = { channelAmount: '20.00', channelCurrency: 'USDT', accountCurrency: 'INR', rate: usdt.rate };
    const listed = await call<{ list: FundsRow[] }>(h.app, 'withdraw/list', {}, { token: payee.token });
    const row = listed.body.list.find((w) => w.id === requested.body.id);
    expect(row).toMatchObject(expected);
    const rupees = row?.accountAmount ?? '';
    expect(row?.amount).toBe(rupees);
    expect(Number(rupees)).toBeGreaterThan(1_700);
    expect(Number(rupees)).toBeLessThan(1_720);

    const queue = await consoleCall<{ list: FundsRow[] }>(h, 'review/withdraw/list', { status: 'UNDER' }, reviewer);
    expect(queue.body.list.find((w) => w.id === requested.body.id)).toMatchObject({
      ...expected,
      accountAmount: rupees,
    });
    expect((await consoleCall(h, 'review/withdraw/approve', { id: requested.body.id }, reviewer)).code).toBe(200);
    const paid = await consoleCall<FundsRow>(
      h,
      'review/withdraw/paid',
      { id: requested.body.id, reference: 'TRX-77' },
      reviewer,
    );
    expect(paid.body).toMatchObject({ ...expected, accountAmount: rupees });

    // The CSV's record is the hold (available → locked): the rupees held, and the USDT asked at its rate.
    const csv = await csvRecords(payee.token);
    expect(csv.find((r) => r[0] === `withdraw:${requested.body.id}`)).toEqual([
      `withdraw:${requested.body.id}`,
      `-${rupees}`,
      'USDT',
      '-20.00',
      usdt.rate,
    ]);
  });
});
