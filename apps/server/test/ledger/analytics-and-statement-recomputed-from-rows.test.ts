// Proves every `user/analytics` figure equals its recomputation straight from the orders and ledger
// rows in SQL (AN1–AN4), and that `balance/log/export` answers text/csv with a header and one row per
// balance record that reads back to the same sums as `balance/log/list` (AN5).
import type { Analytics, Order } from '@demo/contract';
import { parseCsv } from '@demo/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestId, startTrading, type Trader, type TradingHarness } from '../support/trading';

let h: TradingHarness;
let trader: Trader;
const FAR_FUTURE_MS = Date.UTC(2030, 0, 1);

beforeAll(async () => {
  h = await startTrading();
  trader = await h.trader({ rupees: 1_000_000 });
  const open = async (direction: 'buy' | 'sell', hands: number) => {
    const placed = await trader.call<Order>('order/create', {
      code: 'BTCUSD',
      direction,
      priceType: 'market',
      hands,
      accountType: 'real',
      requestId: requestId(),
    });
    if (placed.code !== 200) throw new Error(`order/create answered ${placed.code}: ${placed.message}`);
    return placed.body;
  };
  await h.quote('BTCUSD', '50000.00', '50010.00');
  const win = await open('buy', 2);
  const loss = await open('sell', 1);
  await open('buy', 1); // stays open: unrealised P&L
  // A day passes: the daily roll charges the overnight fee (type 14) on every open position.
  h.clock.nowMs += 24 * 3_600_000;
  await h.roll(h.clock.nowMs);
  await h.quote('BTCUSD', '50500.00', '50510.00');
  await trader.call('order/cover', { orderId: win.id, hands: 1 });
  await trader.call('order/cover', { orderId: win.id, hands: 1 });
  await trader.call('order/cover', { orderId: loss.id, hands: 1 });
  await h.quote('BTCUSD', '50200.00', '50210.00');
});

afterAll(async () => {
  await h.close();
});

const bigintOf = (text: string) => BigInt(text.replace('.', ''));

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await h.database.db.execute(query)).rows as T[];
}

describe('analytics recomputed from the rows', () => {
  it('AN1–AN4: each figure equals its recomputation from orders and ledger rows', async () => {
    const reply = await trader.call<Analytics>('user/analytics', { accountType: 'real', from: 0, to: FAR_FUTURE_MS });
    expect(reply.code, reply.message).toBe(200);
    const a = reply.body;

    const closed = await rows<{
      market: string;
      profit: string;
      open_fee: string;
      close_fee: string;
      night: string;
    }>(sql`
      select p.market, o.profit_minor::text as profit, o.opening_fee_minor::text as open_fee,
             o.closing_fee_minor::text as close_fee, o.overnight_fee_minor::text as night
      from orders o join products p on p.id = o.product_id
      where o.user_id = ${trader.id} and o.account_set = 'real' and o.status = 'COVER'`);
    expect(closed.length).toBe(3);
    const net = (r: (typeof closed)[number]) =>
      BigInt(r.profit) - BigInt(r.open_fee) - BigInt(r.close_fee) - BigInt(r.night);
    expect(a.trades).toBe(closed.length);
    // AN1: realised is after fees, the win rate's basis; the gross and the fees add up to it.
    expect(bigintOf(a.realisedPnl)).toBe(closed.reduce((s, r) => s + net(r), 0n));
    expect(bigintOf(a.grossPnl)).toBe(closed.reduce((s, r) => s + BigInt(r.profit), 0n));
    expect(bigintOf(a.fees)).toBe(closed.reduce((s, r) => s + BigInt(r.open_fee) + BigInt(r.close_fee), 0n));
    expect(bigintOf(a.tradeOvernightFees)).toBe(closed.reduce((s, r) => s + BigInt(r.night), 0n));
    const wins = closed.filter((r) => net(r) > 0n).length;
    expect(a.winRate).toBe(((wins * 100) / closed.length).toFixed(2));
    expect(a.byMarket).toEqual([{ market: 'crypto', pnl: expect.any(String), trades: 3 }]);
    expect(bigintOf(a.byMarket[0]?.pnl ?? '0')).toBe(closed.reduce((s, r) => s + net(r), 0n));

    const [night] = await rows<{ total: string }>(sql`
      select coalesce(sum(t.amount_minor), 0)::text as total from ledger_transfers t
      join ledger_accounts a on a.id = t.debit_account_id
      where a.user_id = ${trader.id} and a.kind in ('available', 'locked', 'margin') and t.type = 14`);
    expect(BigInt(night?.total ?? '-1')).toBeGreaterThan(0n);
    expect(bigintOf(a.overnightFees)).toBe(BigInt(night?.total ?? '-1'));

    const wallet = await trader.call<{ positionProfit: string }>('user/statisticsWallet', { accountType: 'real' });
    expect(a.unrealisedPnl).toBe(wallet.body.positionProfit);

    // The last day's equity is what the ledger holds for the set now: available + locked + margin.
    const [held] = await rows<{ total: string }>(sql`
      select sum(balance_minor)::text as total from ledger_accounts
      where user_id = ${trader.id} and kind in ('available', 'locked', 'margin')`);
    expect(bigintOf(a.byDay.at(-1)?.equity ?? '0')).toBe(BigInt(held?.total ?? '-1'));

    // Drawdown, recomputed from every user-side balance after, by India day.
    const sides = await rows<{ id: string; at: string; kind: string; after: string }>(sql`
      select t.id::text, (extract(epoch from t.created_at) * 1000)::bigint::text as at, a.kind,
             (case when t.credit_account_id = a.id then t.credit_balance_after_minor else t.debit_balance_after_minor end)::text as after
      from ledger_transfers t join ledger_accounts a on a.id in (t.debit_account_id, t.credit_account_id)
      where a.user_id = ${trader.id} and a.kind in ('available', 'locked', 'margin') order by t.id`);
    const last: Record<string, bigint> = { available: 0n, locked: 0n, margin: 0n };
    const byDay = new Map<number, bigint>();
    for (const s of sides) {
      last[s.kind] = BigInt(s.after);
      const day = Math.floor((Number(s.at) + 19_800_000) / 86_400_000);
      byDay.set(day, (last.available ?? 0n) + (last.locked ?? 0n) + (last.margin ?? 0n));
    }
    let peak = 0n;
    let drawdown = 0n;
    for (const day of [...byDay.keys()].sort()) {
      const equity = byDay.get(day) ?? 0n;
      if (equity > peak) peak = equity;
      if (peak - equity > drawdown) drawdown = peak - equity;
    }
    expect(bigintOf(a.maxDrawdown)).toBe(drawdown);
  });

  it('refuses a window that ends before it starts, naming the field', async () => {
    const reply = await trader.call('user/analytics', { accountType: 'real', from: 10, to: 5 });
    expect(reply.code).toBe(404);
    expect(reply.message).toBe('End time must not be before the start time');
  });

  it('AN5: the CSV has a header and one row per record and re-imports to the same sums', async () => {
    const reply = await h.app.inject({
      method: 'POST',
      url: '/api/smart/balance/log/export',
      headers: { 'content-type': 'application/x-www-form-urlencoded', token: trader.token },
      payload: `accountType=real&from=0&to=${FAR_FUTURE_MS}`,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/csv/);
    expect(reply.headers['content-disposition']).toMatch(/attachment/);
    const table = parseCsv(reply.body);
    const [header, ...records] = table;
    expect(header).toEqual([
      'id',
      'date',
      'type',
      'type_name',
      'account_type',
      'currency',
      'amount',
      'balance_after',
      'ref',
      'remark',
      'part',
      'part_name',
      'subject',
      'fx_currency',
      'fx_amount',
      'fx_rate',
    ]);
    const listed = await trader.call<{
      list: Array<{ id: number; amount: string; balanceAfter: string }>;
      total: number;
    }>('balance/log/list', { accountType: 'real', size: 100 });
    expect(records.length).toBe(listed.body.total);
    expect(records.map((r) => Number(r[0])).sort((x, y) => x - y)).toEqual(
      listed.body.list.map((r) => r.id).sort((x, y) => x - y),
    );
    const sum = (values: string[]) => values.reduce((s, v) => s + bigintOf(v), 0n);
    expect(sum(records.map((r) => r[6] ?? ''))).toBe(sum(listed.body.list.map((r) => r.amount)));
    for (const r of records) expect(r[1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
    // Every record moves available: their sum is the available balance now, which the last row shows.
    const { availableMinor } = await trader.balances();
    expect(sum(records.map((r) => r[6] ?? ''))).toBe(availableMinor);
    expect(bigintOf(records.at(-1)?.[7] ?? '')).toBe(availableMinor);
  });
});
