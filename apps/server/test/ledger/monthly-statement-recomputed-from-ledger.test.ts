// Proves `balance/statement` (AN6): a month's opening and closing balances, records, totals by type
// and unlisted movements each equal their recomputation from the raw ledger rows in SQL, for the
// month of a back-dated deposit, the current month with trades, and a demo account after a reset.
import type { MonthlyStatement, Order } from '@demo/contract';
import { indiaMonthOf, indiaMonthWindow } from '@demo/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestId, startTrading, type Trader, type TradingHarness } from '../support/trading';

let h: TradingHarness;
let trader: Trader;
const DAY_MS = 86_400_000;
/** Far enough back to be in an earlier India month than today, whatever today is. */
const BACKDATE_DAYS = 40;

const bigintOf = (text: string) => BigInt(text.replace('.', ''));

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await h.database.db.execute(query)).rows as T[];
}

beforeAll(async () => {
  h = await startTrading();
  trader = await h.trader({ rupees: 1_000_000 });
  // The deposit happened last month: its ledger row moves back, as if the customer had paid in then.
  await h.database.db.execute(sql`
    update ledger_transfers set created_at = created_at - ${`${BACKDATE_DAYS} days`}::interval
    where ref like 'test:deposit:%' and credit_account_id in
      (select id from ledger_accounts where user_id = ${trader.id} and kind = 'available')`);
  await h.quote('BTCUSD', '50000.00', '50010.00');
  const placed = await trader.call<Order>('order/create', {
    code: 'BTCUSD',
    direction: 'buy',
    priceType: 'market',
    hands: 1,
    accountType: 'real',
    requestId: requestId(),
  });
  if (placed.code !== 200) throw new Error(`order/create answered ${placed.code}: ${placed.message}`);
  await h.quote('BTCUSD', '50500.00', '50510.00');
  await trader.call('order/cover', { orderId: placed.body.id, hands: 1 });
});

afterAll(async () => {
  await h.close();
});

/** Recomputes a month of one available account straight from the transfers, every type included. */
async function recompute(kind: 'available' | 'virtual_available', month: string) {
  const { fromMs, toMs } = indiaMonthWindow(month);
  const from = new Date(fromMs);
  const end = new Date(toMs + 1);
  const signed = sql`case when t.credit_account_id = a.id then t.amount_minor else -t.amount_minor end`;
  const touches = sql`ledger_transfers t join ledger_accounts a
    on a.id in (t.credit_account_id, t.debit_account_id) and a.user_id = ${trader.id} and a.kind = ${kind}`;
  const [sums] = await rows<{ opening: string; closing: string; unlisted: string }>(sql`
    select coalesce(sum(${signed}) filter (where t.created_at < ${from}), 0)::text as opening,
           coalesce(sum(${signed}) filter (where t.created_at < ${end}), 0)::text as closing,
           coalesce(sum(${signed}) filter (where t.created_at >= ${from} and t.created_at < ${end}
             and t.type not between 1 and 16), 0)::text as unlisted
    from ${touches}`);
  const records = await rows<{ id: number; type: number; amount: string }>(sql`
    select t.id, t.type, (${signed})::text as amount from ${touches}
    where t.created_at >= ${from} and t.created_at < ${end} and t.type between 1 and 16 order by t.id`);
  const totals = new Map<number, { count: number; amount: bigint }>();
  for (const r of records) {
    const line = totals.get(Number(r.type)) ?? { count: 0, amount: 0n };
    totals.set(Number(r.type), { count: line.count + 1, amount: line.amount + BigInt(r.amount) });
  }
  return {
    opening: BigInt(sums?.opening ?? '0'),
    closing: BigInt(sums?.closing ?? '0'),
    unlisted: BigInt(sums?.unlisted ?? '0'),
    records,
    totals: [...totals].sort(([a], [b]) => a - b).map(([type, t]) => ({ type, ...t })),
  };
}

function expectMatches(s: MonthlyStatement, r: Awaited<ReturnType<typeof recompute>>) {
  expect(bigintOf(s.openingBalance)).toBe(r.opening);
  expect(bigintOf(s.closingBalance)).toBe(r.closing);
  expect(bigintOf(s.unlisted)).toBe(r.unlisted);
  expect(s.records.map((x) => x.id)).toEqual(r.records.map((x) => Number(x.id)));
  expect(s.records.map((x) => bigintOf(x.amount))).toEqual(r.records.map((x) => BigInt(x.amount)));
  expect(s.totals.map((t) => ({ type: t.type, count: t.count, amount: bigintOf(t.amount) }))).toEqual(r.totals);
  // The page adds up: opening + money in + money out + unlisted = closing.
  expect(bigintOf(s.openingBalance) + bigintOf(s.moneyIn) + bigintOf(s.moneyOut) + bigintOf(s.unlisted)).toBe(
    bigintOf(s.closingBalance),
  );
}

describe('the monthly statement recomputed from the ledger', () => {
  it('AN6: the current month opens with last month’s deposit and lists this month’s trade records', async () => {
    const month = indiaMonthOf(Date.now());
    const reply = await trader.call<MonthlyStatement>('balance/statement', { accountType: 'real', month });
    expect(reply.code, reply.message).toBe(200);
    const s = reply.body;
    const r = await recompute('available', month);
    expect(r.opening).toBe(100_000_000n);
    expect(r.records.length).toBeGreaterThanOrEqual(2);
    expectMatches(s, r);
    expect(s).toMatchObject({ month, accountType: 'real', currency: 'INR', truncated: false });
    expect(s.from).toBe(indiaMonthWindow(month).fromMs);
    expect(s.holder.username).toMatch(/^\+91\d{10}$/);
    expect(s.records.every((x) => x.createdAt >= s.from && x.createdAt <= s.to)).toBe(true);
  });

  it('AN6: the deposit’s month opens at 0 and closes at the deposit; a later empty month carries it', async () => {
    const month = indiaMonthOf(Date.now() - BACKDATE_DAYS * DAY_MS);
    const s = (await trader.call<MonthlyStatement>('balance/statement', { accountType: 'real', month })).body;
    expectMatches(s, await recompute('available', month));
    expect(s.openingBalance).toBe('0.00');
    expect(s.records.map((x) => x.type)).toEqual([1]);
    expect(s.closingBalance).toBe('1000000.00');
    const future = (await trader.call<MonthlyStatement>('balance/statement', { month: '2099-01' })).body;
    expect(future.records).toEqual([]);
    expect(future.openingBalance).toBe(future.closingBalance);
    const now = (await trader.call<MonthlyStatement>('balance/statement', { month: indiaMonthOf(Date.now()) })).body;
    expect(future.closingBalance).toBe(now.closingBalance);
  });

  it('AN6: a demo reset’s internal sweep is its own line and the demo month still adds up', async () => {
    expect((await trader.call('wallet/reset_demo', {})).code).toBe(200);
    const month = indiaMonthOf(Date.now());
    const s = (await trader.call<MonthlyStatement>('balance/statement', { accountType: 'virtual', month })).body;
    expectMatches(s, await recompute('virtual_available', month));
    expect(s.records.length).toBeGreaterThanOrEqual(1);
  });

  it('AN6: a month that is not YYYY-MM answers 404 naming the month, in Hindi too', async () => {
    const bad = await trader.call('balance/statement', { month: '2026-13' });
    expect(bad).toMatchObject({ code: 404, message: 'Month must be a month like 2026-11' });
    const hindi = await trader.call('balance/statement', { month: 'november' }, { locale: 'hi' });
    expect(hindi.code).toBe(404);
    expect(hindi.message).toBe('महीना 2026-11 जैसा महीना होना चाहिए');
  });
});
