import type { Order } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../support/funds';
import { call } from '../support/harness';
import { isolatedDatabase } from '../support/isolated-database';
import { requestId, startTrading, type Trader, type TradingHarness } from '../support/trading';

// `risk/house_pnl` against the ledger: a customer's gain and another's loss in one India day, the
// house's realised trading P&L and spread together equal to what its trading_pnl and loss_absorption
// accounts took, the spread recomputed from the orders' recorded fill quotes, its fees to what
// fee_income took, and all by hand (RK4, RK5, RK8).

/** Tuesday 24 November 2026, 05:00 UTC: 10:30 in Mumbai, the NSE in session. */
const TUESDAY_MORNING_MS = Date.UTC(2026, 10, 24, 5, 0, 0);

let h: TradingHarness;
let drop: () => Promise<void>;
let token: string;
beforeAll(async () => {
  const own = await isolatedDatabase();
  drop = own.drop;
  h = await startTrading({ databaseUrl: own.url });
  h.clock.nowMs = TUESDAY_MORNING_MS;
  token = (await staffToken(h, 'admin')).token;
});
afterAll(async () => {
  await h?.close();
  await drop?.();
});

async function trade(trader: Trader, direction: 'buy' | 'sell', hands: number): Promise<Order> {
  const reply = await trader.call<Order>('order/create', {
    code: 'RELIANCE',
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

async function cover(trader: Trader, order: Order): Promise<Order> {
  const reply = await trader.call<Order>('order/cover', {
    orderId: order.id,
    hands: order.hands,
    requestId: requestId(),
  });
  expect(reply.code, reply.message).toBe(200);
  return reply.body;
}

/** What the platform's accounts of these kinds took over the whole (own) ledger, credits minus debits, in paise. */
async function platformTook(kinds: string[]): Promise<bigint> {
  const rows = await h.database.pool.query<{ took: string }>(
    `select coalesce(sum(case when c.id is not null then t.amount_minor else -t.amount_minor end), 0)::text as took
       from ledger_transfers t
       left join ledger_accounts c on c.id = t.credit_account_id and c.user_id is null and c.kind = any($1)
       left join ledger_accounts d on d.id = t.debit_account_id and d.user_id is null and d.kind = any($1)
      where c.id is not null or d.id is not null`,
    [kinds],
  );
  return BigInt(rows.rows[0]?.took ?? '0');
}

const paise = (decimal: string) => BigInt(Math.round(Number(decimal) * 100));

/**
 * The spread recomputed from the orders alone (RK8): for every closed row, |fill − mid| × units of
 * its closing fill on its own recorded quote and of its opening fill on its root's, in paise (two price
 * decimals, rupees), each leg rounded half-up once.
 */
async function spreadFromOrders(): Promise<bigint> {
  const rows = await h.database.pool.query<{ spread: string }>(
    `select coalesce(sum(
              round(abs(2 * o.build_price_ticks - r.open_bid_ticks - r.open_ask_ticks) * o.hands * o.hand_count / 2.0)
            + round(abs(2 * o.cover_price_ticks - o.cover_bid_ticks - o.cover_ask_ticks) * o.hands * o.hand_count / 2.0)
            ), 0)::text as spread
       from orders o join orders r on r.id = coalesce(o.parent_id, o.id)
      where o.status = 'COVER' and o.account_set = 'real'`,
  );
  return BigInt(rows.rows[0]?.spread ?? '0');
}

describe('the house P&L on the risk desk', () => {
  it('RK4, RK5, RK8: trading P&L, spread and fees equal what the ledger and the fill quotes say, and the hand sum', async () => {
    const alice = await h.trader({ rupees: 1_000_000 });
    const bob = await h.trader({ rupees: 1_000_000 });
    await h.quote('RELIANCE', '2500.00', '2501.00');
    const long = await trade(alice, 'buy', 1);
    await h.quote('RELIANCE', '2520.00', '2521.00');
    const short = await trade(bob, 'sell', 2);
    const gained = await cover(alice, long);
    await h.quote('RELIANCE', '2530.00', '2531.00');
    const lost = await cover(bob, short);
    // Alice: +19.00 a share; Bob: −11.00 a share on twice the lots.
    expect(paise(gained.profit)).toBe(1900n * BigInt(long.handCount));
    expect(paise(lost.profit)).toBe(-2200n * BigInt(short.handCount));

    const reply = await call<{
      currency: string;
      realised: string;
      spread: string;
      fees: string;
      spreadAndFees: string;
      unrealised: string;
      today: { realised: string; spread: string; fees: string; spreadAndFees: string };
      month: { realised: string; spread: string };
      byDay: Array<{
        day: string;
        realised: string;
        spread: string;
        fees: string;
        spreadAndFees: string;
        unrealised: string | null;
      }>;
    }>(h.app, 'risk/house_pnl', { accountType: 'real' }, { base: '/api/console/', token });
    expect(reply.code, reply.message).toBe(200);
    const body = reply.body;
    expect(body.currency).toBe('INR');
    // By hand: every fill was half a rupee a share from the middle of its 1.00-wide quote; Alice's two
    // fills of one lot and Bob's two of two lots: 0.50 × (1 + 1 + 2 + 2) lots.
    const spread = 50n * 6n * BigInt(long.handCount);
    expect(paise(body.spread)).toBe(spread);
    expect(paise(body.spread)).toBe(await spreadFromOrders());
    // The house pays Alice's gain and takes Bob's loss; of that, the spread is shown apart.
    const houseTook = -paise(gained.profit) - paise(lost.profit);
    expect(paise(body.realised)).toBe(houseTook - spread);
    // Recomputed from the ledger: trading P&L and spread are what trading_pnl and loss_absorption took,
    // fees what fee_income took.
    expect(paise(body.realised) + paise(body.spread)).toBe(await platformTook(['trading_pnl', 'loss_absorption']));
    expect(paise(body.fees)).toBe(await platformTook(['fee_income']));
    expect(paise(body.fees)).toBeGreaterThan(0n);
    expect(paise(body.spreadAndFees)).toBe(paise(body.spread) + paise(body.fees));
    expect(body.today).toEqual({
      realised: body.realised,
      spread: body.spread,
      fees: body.fees,
      spreadAndFees: body.spreadAndFees,
    });
    expect(body.month.realised).toBe(body.realised);
    expect(body.month.spread).toBe(body.spread);
    expect(body.unrealised).toBe('0.00');
    // Thirty India days, the last one today with all of it.
    expect(body.byDay).toHaveLength(30);
    expect(body.byDay.at(-1)).toEqual({
      day: '2026-11-24',
      realised: body.realised,
      spread: body.spread,
      fees: body.fees,
      spreadAndFees: body.spreadAndFees,
      // RK7: today's unrealised is the figure now.
      unrealised: body.unrealised,
    });
    expect(
      body.byDay.slice(0, -1).every((d) => d.realised === '0.00' && d.spread === '0.00' && d.fees === '0.00'),
    ).toBe(true);
  });

  it('RK5: a window over 400 days is refused naming `to` (its label, End time)', async () => {
    const reply = await call(
      h.app,
      'risk/house_pnl',
      { from: TUESDAY_MORNING_MS - 401 * 86_400_000, to: TUESDAY_MORNING_MS },
      { base: '/api/console/', token },
    );
    expect(reply.code).not.toBe(200);
    expect(reply.message).toMatch(/^End time must be within 400 days/);
  });
});
