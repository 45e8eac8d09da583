// Proves the outside test's overflows are refused before any insert (E4): an alert level of 2^63/100
// and a huge trailing distance answer code 404 naming the field, in English and Hindi, and leave no
// alert, order or request key behind.
import type { Alert } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestId, startTrading, type Trader, type TradingHarness } from '../support/trading';

let h: TradingHarness;
beforeAll(async () => {
  h = await startTrading();
});
afterAll(async () => {
  await h.close();
});

/** 2^63 / 100: scaled by two decimals, one past a bigint's largest value. */
const BIGINT_OVER_100 = '92233720368547758.08';

async function rowsOf(trader: Trader): Promise<{ alerts: number; orders: number; keys: number }> {
  const count = async (table: string) => {
    const result = await h.database.pool.query<{ n: string }>(
      `select count(*)::text as n from ${table} where user_id = $1`,
      [trader.id],
    );
    return Number(result.rows[0]?.n ?? 0);
  };
  return { alerts: await count('price_alerts'), orders: await count('orders'), keys: await count('request_keys') };
}

describe('E4: a scaled amount beyond a bigint is refused before any insert', () => {
  it('E4: alert/create with a level of 2^63/100 answers 404 naming the level, and writes nothing', async () => {
    const trader = await h.trader({ rupees: 10_000 });
    await h.quote('AVAXUSD', '15.00', '15.02');
    const before = await rowsOf(trader);
    for (const value of [BIGINT_OVER_100, '-92233720368547758.08', '99999999999999999999999', '10000000000']) {
      for (const condition of ['above', 'below', 'changeRateAbove']) {
        const reply = await trader.call('alert/create', { code: 'AVAXUSD', condition, value });
        expect(reply.code, `${condition} ${value}: ${reply.message}`).toBe(404);
        expect(reply.message).toMatch(/^Alert level /);
      }
    }
    const hindi = await trader.call(
      'alert/create',
      { code: 'AVAXUSD', condition: 'above', value: BIGINT_OVER_100 },
      {
        locale: 'hi',
      },
    );
    expect(hindi.code).toBe(404);
    expect(hindi.message).toMatch(/^अलर्ट स्तर /);
    expect(await rowsOf(trader)).toEqual(before);
    // The largest level the contract allows still reaches the service, which answers as it would.
    const largest = await trader.call<Alert>('alert/create', {
      code: 'AVAXUSD',
      condition: 'above',
      value: '9999999999.99',
    });
    expect(largest.code, largest.message).toBe(200);
    expect(largest.body.value).toBe('9999999999.99');
  });

  it('E4: order/create with a huge trailing distance or price answers 404 naming the field, and writes nothing', async () => {
    const trader = await h.trader({ rupees: 10_000 });
    await h.quote('AVAXUSD', '15.00', '15.02');
    const before = await rowsOf(trader);
    for (const [field, label] of [
      ['trailingDistance', /^Trailing distance /],
      ['takeProfit', /^Take profit /],
      ['price', /^Price /],
    ] as const) {
      for (const value of [BIGINT_OVER_100, '99999999999999999999', '10000000000']) {
        const reply = await trader.call('order/create', {
          code: 'AVAXUSD',
          direction: 'buy',
          priceType: field === 'price' ? 'limit' : 'market',
          hands: 1,
          [field]: value,
          accountType: 'real',
          requestId: requestId(),
        });
        expect(reply.code, `${field} ${value}: ${reply.message}`).toBe(404);
        expect(reply.message).toMatch(label);
      }
    }
    expect(await rowsOf(trader)).toEqual(before);
  });
});
