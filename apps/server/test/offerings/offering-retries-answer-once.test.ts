// Proves E7 for the offerings: a new-share subscription, an AI purchase and a group join sent again
// with the same requestId — after the first, or racing it — answer the first reply and move the money
// once, while a new requestId is a new request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, staffToken } from '../support/funds';
import { call } from '../support/harness';
import { requestId, startTrading, type Trader, type TradingHarness } from '../support/trading';

/** Tuesday 24 November 2026, 01:30 UTC: KRX in session, crypto trading. */
const SEOUL_MORNING_MS = Date.UTC(2026, 10, 24, 1, 30, 0);
const MINUTE_MS = 60_000;

let h: TradingHarness;
let admin: string;
beforeAll(async () => {
  h = await startTrading();
  h.clock.nowMs = SEOUL_MORNING_MS;
  await h.quote('USDKRW', '1000.00', '1000.00');
  await h.quote('005930', '100000', '100100');
  await h.quote('BTCUSD', '100.00', '100.10');
  admin = (await staffToken(h, 'admin')).token;
});
afterAll(async () => {
  await h?.close();
});

type Reply = { code: number; message: string; body: Record<string, unknown> };

/**
 * Sends one request three times with one requestId: twice racing, then once after both answered.
 * All three answer the same reply.
 */
async function sendThrice(trader: Trader, path: string, payload: Record<string, string | number>): Promise<Reply> {
  const key = requestId();
  const raced = await Promise.all([
    trader.call(path, { ...payload, requestId: key }),
    trader.call(path, { ...payload, requestId: key }),
  ]);
  const later = await trader.call(path, { ...payload, requestId: key });
  for (const reply of [...raced, later]) expect(reply.code, reply.message).toBe(200);
  expect(raced[1].body).toEqual(raced[0].body);
  expect(later.body).toEqual(raced[0].body);
  return raced[0];
}

describe('E7: a repeated requestId on the offerings answers the first reply and moves money once', () => {
  it('user_product_new/create subscribes once', async () => {
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
        totalShare: 10,
        simulatedApplicants: 0,
        simulatedMaxLots: 1,
        subscribeStart: now - MINUTE_MS,
        subscribeEnd: now + 60 * MINUTE_MS,
        allotDate: now + 120 * MINUTE_MS,
        listingDate: now + 180 * MINUTE_MS,
        reason: 'retry test',
      },
      admin,
    );
    expect(offering.code, offering.message).toBe(200);
    const trader = await h.trader({ rupees: 100_000 });
    const before = (await trader.balances()).availableMinor;
    const first = await sendThrice(trader, 'user_product_new/create', {
      productNewId: offering.body.id,
      quantity: 2,
    });
    // 2 shares × ₩100,000 at ₩1,000 = $1 = ₹1: ₹200.00, taken once.
    expect(first.body).toMatchObject({ status: 'submitted', lots: 2, paidAmount: '200.00' });
    expect((await trader.balances()).availableMinor).toBe(before - 20_000n);
    const listed = await trader.call<{ total: number }>('user_product_new/list', { size: -1 });
    expect(listed.body.total).toBe(1);

    // A new requestId is a new subscription.
    const again = await trader.call('user_product_new/create', {
      productNewId: offering.body.id,
      quantity: 1,
      requestId: requestId(),
    });
    expect(again.code, again.message).toBe(200);
    expect((await trader.balances()).availableMinor).toBe(before - 30_000n);
    expect(await h.reconciled()).toEqual([]);
  });

  it('user_product_chatgpt/create buys once', async () => {
    const front = await btcAiProductId();
    const trader = await h.trader({ rupees: 10_000 });
    const before = (await trader.balances()).availableMinor;
    const first = await sendThrice(trader, 'user_product_chatgpt/create', { productId: front, amount: '1000' });
    expect(first.body).toMatchObject({ status: 'running', amount: '1000.00' });
    expect((await trader.balances()).availableMinor).toBe(before - 100_000n);
    const mine = await trader.call<{ total: number }>('user_product_chatgpt/list', { size: -1 });
    expect(mine.body.total).toBe(1);
    const records = await trader.call<{ total: number }>('balance/log/list', { type: 10 });
    expect(records.body.total).toBe(1);

    // A refused request keeps no key: the same requestId with an amount the balance covers runs again.
    const poor = await h.trader({ rupees: 600 });
    const key = requestId();
    const refused = await poor.call('user_product_chatgpt/create', {
      productId: front,
      amount: '1000',
      requestId: key,
    });
    expect(refused.code).toBe(407);
    const funded = await poor.call('user_product_chatgpt/create', {
      productId: front,
      amount: '500',
      requestId: key,
    });
    expect(funded.code, funded.message).toBe(200);
    expect(await h.reconciled()).toEqual([]);
  });

  it('user_product_group/create joins once, where a second join without the key is refused', async () => {
    const group = await consoleCall<{ id: number }>(
      h,
      'group/create',
      {
        name: 'Bitcoin block',
        code: 'BTCUSD',
        price: '100.00',
        blockQty: 10,
        minAmount: '100.00',
        maxAmount: '5000.00',
        depositRate: '0.2',
        allocateAt: h.clock.nowMs + 10 * MINUTE_MS,
        payDeadline: h.clock.nowMs + 70 * MINUTE_MS,
        reason: 'retry test',
      },
      admin,
    );
    expect(group.code, group.message).toBe(200);
    const trader = await h.trader({ rupees: 10_000 });
    const before = (await trader.balances()).availableMinor;
    const first = await sendThrice(trader, 'user_product_group/create', { sourceId: group.body.id, amount: '800.00' });
    expect(first.body).toMatchObject({ status: 'SUBMIT', depositAmount: '160.00' });
    expect((await trader.balances()).availableMinor).toBe(before - 16_000n);
    const mine = await trader.call<{ total: number }>('user_product_group/list', { size: -1 });
    expect(mine.body.total).toBe(1);
    // G3 still holds for a new request: one order per member and account.
    const second = await trader.call('user_product_group/create', {
      sourceId: group.body.id,
      amount: '800.00',
      requestId: requestId(),
    });
    expect(second.code).toBe(404);
    expect(await h.reconciled()).toEqual([]);
  });
});

/** The id of the AI product that trades BTCUSD. */
async function btcAiProductId(): Promise<number> {
  const reply = await call<{ list: Array<{ id: number; code: string }> }>(h.app, 'product_chatgpt/front', { size: -1 });
  const product = reply.body.list.find((p) => p.code === 'BTCUSD');
  if (!product) throw new Error('no AI product trades BTCUSD');
  return product.id;
}
