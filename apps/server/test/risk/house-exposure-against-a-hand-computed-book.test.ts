import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../support/funds';
import { call } from '../support/harness';
import { isolatedDatabase } from '../support/isolated-database';
import { requestId, startTrading, type Trader, type TradingHarness } from '../support/trading';

// The risk desk's `risk/exposure` against a book computed here by hand: a long and a short in bitcoin
// (dollars) and a Seoul share (won), marked where a close would realise them, in INR at the pairs' mids (RK1, RK2).

/** Tuesday 24 November 2026, 01:30 UTC: 10:30 in Seoul, the exchange in session; crypto always is. */
const TUESDAY_MORNING_ASIA_MS = Date.UTC(2026, 10, 24, 1, 30, 0);

let h: TradingHarness;
let drop: () => Promise<void>;
beforeAll(async () => {
  const own = await isolatedDatabase();
  drop = own.drop;
  h = await startTrading({ databaseUrl: own.url, parityUsdInr: false });
  h.clock.nowMs = TUESDAY_MORNING_ASIA_MS;
  await h.quote('USDINR', '88.60', '88.70');
  await h.quote('USDKRW', '1449.50', '1450.50');
});
afterAll(async () => {
  await h?.close();
  await drop?.();
});

/** A signed-in staff member's token. */
async function staffTokenOf(role: 'admin' | 'reviewer' | 'support'): Promise<string> {
  return (await staffToken(h, role)).token;
}

async function open(trader: Trader, code: string, direction: 'buy' | 'sell') {
  const reply = await trader.call<{ buildPrice: string }>('order/create', {
    code,
    direction,
    priceType: 'market',
    hands: 1,
    lever: 1,
    accountType: 'real',
    requestId: requestId(),
  });
  expect(reply.code, reply.message).toBe(200);
  return reply.body;
}

interface Book {
  list: Array<Record<string, unknown>>;
  currencies: Array<Record<string, unknown>>;
  houseUnrealisedPnlInr: string;
  positions: number;
}

describe('the house book on the risk desk', () => {
  it('RK1, RK2: lots, notional and the house P&L per instrument and currency, by hand', async () => {
    const alice = await h.trader({ rupees: 20_000_000 });
    const bob = await h.trader({ rupees: 20_000_000 });
    await h.quote('BTCUSD', '90000.00', '90010.00');
    await h.quote('005930', '105800', '105900');
    expect((await open(alice, 'BTCUSD', 'buy')).buildPrice).toBe('90010.00');
    expect((await open(bob, 'BTCUSD', 'sell')).buildPrice).toBe('90000.00');
    expect((await open(alice, '005930', 'buy')).buildPrice).toBe('105900');
    await h.quote('BTCUSD', '91000.00', '91010.00');
    await h.quote('005930', '106000', '106100');

    const reply = await call<Book>(
      h.app,
      'risk/exposure',
      { accountType: 'real' },
      {
        base: '/api/console/',
        token: await staffTokenOf('reviewer'),
      },
    );
    expect(reply.code, reply.message).toBe(200);
    expect(reply.body.positions).toBe(3);
    // Bitcoin: the long closes at the bid 91,000.00 (+990.00), the short at the ask 91,010.00 (−1,010.00):
    // customers −20.00, the house +20.00; net notional 91,000.00 − 91,010.00 = −10.00 USD.
    // In rupees at the USDINR mid 88.65: +1,773.00 and −886.50.
    const btc = reply.body.list.find((row) => row.code === 'BTCUSD');
    expect(btc).toMatchObject({
      currency: 'USD',
      longLots: 1,
      shortLots: 1,
      notional: '-10.00',
      notionalInr: '-886.50',
      houseUnrealisedPnl: '20.00',
      houseUnrealisedPnlInr: '1773.00',
      priced: true,
    });
    expect(btc?.topCustomers).toEqual([
      { userId: alice.id, netLots: 1, notional: '91000.00' },
      { userId: bob.id, netLots: -1, notional: '91010.00' },
    ]);
    // Samsung: one share closes at the bid ₩106,000, a gain of ₩100 for the customer, −₩100 for the house;
    // at the mid 88.65 ÷ 1,450 rupees a won: ₹6,480.60 and −₹6.11.
    const samsung = reply.body.list.find((row) => row.code === '005930');
    expect(samsung).toMatchObject({
      currency: 'KRW',
      longLots: 1,
      shortLots: 0,
      notional: '106000',
      notionalInr: '6480.62',
      houseUnrealisedPnl: '-100',
      houseUnrealisedPnlInr: '-6.11',
    });
    expect(reply.body.currencies).toEqual([
      expect.objectContaining({ currency: 'KRW', houseUnrealisedPnl: '-100', houseUnrealisedPnlInr: '-6.11' }),
      expect.objectContaining({ currency: 'USD', notional: '-10.00', houseUnrealisedPnlInr: '1773.00' }),
    ]);
    expect(reply.body.houseUnrealisedPnlInr).toBe('1766.89');
    // Demo money is a book of its own.
    const demo = await call<Book>(
      h.app,
      'risk/exposure',
      { accountType: 'virtual' },
      {
        base: '/api/console/',
        token: await staffTokenOf('admin'),
      },
    );
    expect(demo.body).toMatchObject({ positions: 0, list: [], houseUnrealisedPnlInr: '0.00' });
  });

  it('RK3: a support agent may not read the house book', async () => {
    const reply = await call(
      h.app,
      'risk/exposure',
      {},
      { base: '/api/console/', token: await staffTokenOf('support') },
    );
    expect(reply.code).toBe(403);
  });
});
