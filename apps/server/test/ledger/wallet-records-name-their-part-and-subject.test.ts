// Proves each balance record says what it is (LR1, LR2): a close's three records name their part (margin returned, profit/loss, fee) and the order and instrument, group and AI records name their offering, a correction its reason, in English and Hindi, in the list and in the CSV.
import { parseCsv } from '@demo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, staffToken } from '../support/funds';
import { requestId, startTrading, type Trader, type TradingHarness } from '../support/trading';

interface Record {
  id: number;
  type: number;
  ref: string | null;
  part: string | null;
  subject: string | null;
}

let h: TradingHarness;
let trader: Trader;
let orderNo = '';
let groupName = '';
let aiName = '';
let aiNameHi = '';
const REASON = 'Bank fee refunded (ticket 4411)';
const OFFERING = 'Samsung Electronics IPO';

beforeAll(async () => {
  h = await startTrading();
  trader = await h.trader({ rupees: 1_000_000 });
  await h.quote('BTCUSD', '50000.00', '50010.00');
  await h.quote('ETHUSD', '3000.00', '3001.00');
  const opened = await trader.call<{ id: number; orderNo: string }>('order/create', {
    code: 'BTCUSD',
    direction: 'buy',
    priceType: 'market',
    hands: 1,
    accountType: 'real',
    requestId: requestId(),
  });
  if (opened.code !== 200) throw new Error(`order/create answered ${opened.code}: ${opened.message}`);
  orderNo = opened.body.orderNo;
  await h.quote('BTCUSD', '49000.00', '49010.00');
  const covered = await trader.call('order/cover', { orderId: opened.body.id, hands: 1 });
  if (covered.code !== 200) throw new Error(`order/cover answered ${covered.code}: ${covered.message}`);

  const admin = (await staffToken(h, 'admin')).token;
  const second = (await staffToken(h, 'admin')).token;
  groupName = `Block ${requestId().slice(0, 6)}`;
  const group = await consoleCall<{ id: number }>(
    h,
    'group/create',
    {
      name: groupName,
      code: 'BTCUSD',
      price: '50000.00',
      blockQty: 10,
      minAmount: '100.00',
      maxAmount: '100000.00',
      depositRate: '0.2',
      allocateAt: h.clock.nowMs + 3_600_000,
      payDeadline: h.clock.nowMs + 7_200_000,
      reason: 'records test',
    },
    admin,
  );
  if (group.code !== 200) throw new Error(`group/create answered ${group.code}: ${group.message}`);
  const joined = await trader.call('user_product_group/create', { sourceId: group.body.id, amount: '1000.00' });
  if (joined.code !== 200) throw new Error(`user_product_group/create answered ${joined.code}: ${joined.message}`);

  const products = await trader.call<{ list: Array<{ id: number; name: string; minAmount: string }> }>(
    'product_chatgpt/front',
    { size: -1 },
  );
  const product = products.body.list[0];
  if (!product) throw new Error('no AI product');
  aiName = product.name;
  const productsHi = await trader.call<{ list: Array<{ id: number; name: string }> }>(
    'product_chatgpt/front',
    { size: -1 },
    { locale: 'hi' },
  );
  aiNameHi = productsHi.body.list.find((p) => p.id === product.id)?.name ?? '';
  const bought = await trader.call('user_product_chatgpt/create', { productId: product.id, amount: product.minAmount });
  if (bought.code !== 200) throw new Error(`user_product_chatgpt/create answered ${bought.code}: ${bought.message}`);

  // A new-share subscription to an offering priced in won, converted at the moment's rate.
  await h.quote('USDKRW', '1449.50', '1450.50');
  await h.quote('005930', '105800', '105900');
  const offering = await consoleCall<{ id: number }>(
    h,
    'new_share/create',
    {
      type: 'ipo',
      underlyingCode: '005930',
      name: OFFERING,
      sectors: 'Semiconductors',
      securitiesCompany: 'Samsung Securities',
      price: '100000',
      lotSize: 1,
      minLots: 1,
      maxLots: 5,
      fee: '0',
      totalShare: 2,
      simulatedApplicants: 0,
      simulatedMaxLots: 1,
      subscribeStart: h.clock.nowMs - 60_000,
      subscribeEnd: h.clock.nowMs + 3_600_000,
      allotDate: h.clock.nowMs + 7_200_000,
      listingDate: h.clock.nowMs + 10_800_000,
      reason: 'records test',
    },
    admin,
  );
  if (offering.code !== 200) throw new Error(`new_share/create answered ${offering.code}: ${offering.message}`);
  const subscribed = await trader.call('user_product_new/create', { productNewId: offering.body.id, quantity: 1 });
  if (subscribed.code !== 200)
    throw new Error(`user_product_new/create answered ${subscribed.code}: ${subscribed.message}`);

  const proposed = await consoleCall<{ id: number }>(
    h,
    'correction/propose',
    { userId: trader.id, accountType: 'real', direction: 'credit', amount: '25.00', reason: REASON },
    admin,
  );
  const approved = await consoleCall(h, 'correction/approve', { id: proposed.body.id, reason: 'Checked' }, second);
  if (approved.code !== 200) throw new Error(`correction/approve answered ${approved.code}: ${approved.message}`);
});
afterAll(async () => h.close());

async function records(locale: 'en' | 'hi'): Promise<Record[]> {
  const reply = await trader.call<{ list: Record[] }>(
    'balance/log/list',
    { accountType: 'real', size: 100 },
    { locale },
  );
  expect(reply.code).toBe(200);
  return reply.body.list;
}

describe('balance records that say what they are', () => {
  it('LR1, LR2: a close is three records, each naming its part and the order and instrument', async () => {
    const closes = (await records('en')).filter((r) => r.type === 4);
    expect(closes.map((r) => r.part).sort()).toEqual(['fee', 'marginReturned', 'profitLoss']);
    for (const r of closes) expect(r.subject).toBe(`${orderNo} · Bitcoin`);
    const opening = (await records('en')).filter((r) => r.type === 3).map((r) => r.part);
    expect(opening).toContain('margin');
    expect(opening).toContain('fee');
  });

  it("LR2: new-share, group and AI records name their offering, in the caller's language; a correction its reason", async () => {
    const en = await records('en');
    expect(en.find((r) => r.type === 8)).toMatchObject({ part: null, subject: OFFERING });
    expect(en.find((r) => r.type === 7)).toMatchObject({ part: 'deposit', subject: groupName });
    expect(en.find((r) => r.type === 10)).toMatchObject({ part: null, subject: aiName });
    expect(en.find((r) => r.type === 16)).toMatchObject({ subject: REASON });
    const hi = await records('hi');
    expect(aiNameHi).not.toBe('');
    expect(hi.find((r) => r.type === 10)?.subject).toBe(aiNameHi);
  });

  it('LR1, LR2: the CSV names each part in the file language and each subject', async () => {
    const reply = await h.app.inject({
      method: 'POST',
      url: '/api/smart/balance/log/export',
      headers: { 'content-type': 'application/x-www-form-urlencoded', token: trader.token, locale: 'hi' },
      payload: `accountType=real&from=0&to=${Date.UTC(2030, 0, 1)}`,
    });
    expect(reply.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(reply.body);
    const at = (name: string) => header?.indexOf(name) ?? -1;
    const closes = rows
      .filter((r) => r[at('type')] === '4')
      .map((r) => [r[at('type_name')], r[at('part')], r[at('part_name')], r[at('subject')]]);
    expect(closes.map((c) => c[2]).sort()).toEqual(['मार्जिन वापस', 'लाभ/हानि', 'शुल्क'].sort());
    for (const c of closes) expect(c[0]).toBe('पोज़ीशन बंद');
    const subject = closes[0]?.[3] ?? '';
    expect(subject.startsWith(`${orderNo} · `)).toBe(true);
    expect(rows.find((r) => r[at('type')] === '16')?.[at('subject')]).toBe(REASON);
    expect(rows.find((r) => r[at('type')] === '7')?.[at('subject')]).toBe(groupName);
  });
});
