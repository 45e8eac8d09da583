import type { Order } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../support/funds';
import { call } from '../support/harness';
import { isolatedDatabase } from '../support/isolated-database';
import { requestId, startTrading, type Trader, type TradingHarness } from '../support/trading';

// Each kind of risk limit refuses the order that would cross it with 600 and a message naming the
// limit (en and hi), admits the cover and any order that shrinks the exposure, binds only the account
// type it was set for, and every change is in the audit log. A database of its own: a house limit on
// an instrument would bind every other file's orders in the shared one.

let h: TradingHarness;
let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;
let admin: string;
let reviewer: string;
beforeAll(async () => {
  isolated = await isolatedDatabase();
  h = await startTrading({ databaseUrl: isolated.url });
  admin = (await staffToken(h, 'admin')).token;
  reviewer = (await staffToken(h, 'reviewer')).token;
  await h.quote('BTCUSD', '50000.00', '50010.00');
  await h.quote('ETHUSD', '2000.00', '2001.00');
});
afterAll(async () => {
  await h?.close();
  await isolated?.drop();
});

const consoleCall = <B>(path: string, payload: Record<string, string | number>, token = admin) =>
  call<B>(h.app, path, payload, { base: '/api/console/', token });

async function setLimit(payload: Record<string, string | number>, token = admin) {
  return await consoleCall<Record<string, unknown> | null>(
    'risk/limit/set',
    { reason: 'desk review', ...payload },
    token,
  );
}

function open(trader: Trader, code: string, direction: 'buy' | 'sell', hands = 1, locale: 'en' | 'hi' = 'en') {
  return trader.call<Order>(
    'order/create',
    { code, direction, hands, lever: 20, accountType: 'real', requestId: requestId() },
    { locale },
  );
}

async function cover(trader: Trader, order: Order) {
  const reply = await trader.call('order/cover', { orderId: order.id, hands: order.hands });
  expect(reply.code, reply.message).toBe(200);
}

describe('risk limits on the order path', () => {
  it('RL2, RL3: maxLots refuses the lot past the limit, admits the cover and the order that shrinks it', async () => {
    const trader = await h.trader({ rupees: 1_000_000 });
    expect((await setLimit({ kind: 'maxLots', code: 'BTCUSD', userId: trader.id, value: '2' })).code).toBe(200);
    const first = await open(trader, 'BTCUSD', 'buy', 2);
    expect(first.code, first.message).toBe(200);
    const past = await open(trader, 'BTCUSD', 'buy');
    expect(past.code).toBe(600);
    expect(past.message).toContain('limit of 2 lots in BTCUSD');
    const hindi = await open(trader, 'BTCUSD', 'buy', 1, 'hi');
    expect(hindi.code).toBe(600);
    expect(hindi.message).toContain('BTCUSD में आपकी 2 लॉट की सीमा');
    // RL3: selling one lot shrinks the net (2 → 1), so it passes; the cover always does.
    const shrink = await open(trader, 'BTCUSD', 'sell');
    expect(shrink.code, shrink.message).toBe(200);
    await cover(trader, first.body);
    await cover(trader, shrink.body);
    expect((await open(trader, 'BTCUSD', 'buy', 2)).code).toBe(200);
  });

  it('RL2, RL3: customerNotional sums the customer in INR and admits the cover', async () => {
    const trader = await h.trader({ rupees: 1_000_000 });
    // One BTCUSD lot at the ask is 50,010.00 (USDINR at parity); two would be 100,020.00.
    expect((await setLimit({ kind: 'customerNotional', userId: trader.id, value: '60000' })).code).toBe(200);
    const first = await open(trader, 'BTCUSD', 'buy');
    expect(first.code, first.message).toBe(200);
    const past = await open(trader, 'ETHUSD', 'buy', 6);
    expect(past.code).toBe(600);
    expect(past.message).toContain('total exposure limit of 60000.00 INR');
    await cover(trader, first.body);
    expect((await open(trader, 'ETHUSD', 'buy', 6)).code).toBe(200);
  });

  it('RL2, RL3, RL4: houseNotional refuses past the net of every customer, within a second of the book', async () => {
    const first = await h.trader({ rupees: 1_000_000 });
    const second = await h.trader({ rupees: 1_000_000 });
    // Customers in ETHUSD are net long 6 × 2,001.00 from the test above: the limit leaves room for 2 more.
    expect((await setLimit({ kind: 'houseNotional', code: 'ETHUSD', value: '16500' })).code).toBe(200);
    const held = await open(first, 'ETHUSD', 'buy', 2);
    expect(held.code, held.message).toBe(200);
    // RL4: the node's book of the house is at most a second old.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const past = await open(second, 'ETHUSD', 'buy');
    expect(past.code).toBe(600);
    expect(past.message).toContain("platform's net exposure limit in ETHUSD (16500.00 INR)");
    // RL3: a sell shrinks the customers' net, so the house's: admitted; so is the cover.
    expect((await open(second, 'ETHUSD', 'sell')).code).toBe(200);
    await cover(first, held.body);
  });

  it('RL1: a limit binds only its account type: the demo account trades past a real limit', async () => {
    const trader = await h.trader({ rupees: 1_000_000 });
    expect((await setLimit({ kind: 'maxLots', code: 'BTCUSD', userId: trader.id, value: '1' })).code).toBe(200);
    const demo = () =>
      trader.call('order/create', {
        code: 'BTCUSD',
        direction: 'buy',
        hands: 2,
        lever: 20,
        accountType: 'virtual',
        requestId: requestId(),
      });
    const reply = await demo();
    expect(reply.code, reply.message).toBe(200);
    expect((await open(trader, 'BTCUSD', 'buy', 2)).code).toBe(600);
    expect(
      (await setLimit({ kind: 'maxLots', code: 'BTCUSD', userId: trader.id, value: '1', accountType: 'virtual' })).code,
    ).toBe(200);
    expect((await demo()).code).toBe(600);
  });

  it('RL7: only an admin sets a limit; every change and every clear is in the audit log', async () => {
    const trader = await h.trader();
    const denied = await setLimit({ kind: 'customerNotional', userId: trader.id, value: '1000' }, reviewer);
    expect(denied.code).toBe(403);
    expect((await setLimit({ kind: 'customerNotional', userId: trader.id, value: '1000' })).code).toBe(200);
    expect((await setLimit({ kind: 'customerNotional', userId: trader.id, value: '2500.50' })).code).toBe(200);
    const unchanged = await setLimit({ kind: 'customerNotional', userId: trader.id, value: '2500.5' });
    expect(unchanged.code).toBe(404);
    const cleared = await setLimit({ kind: 'customerNotional', userId: trader.id, value: '0' });
    expect(cleared).toMatchObject({ code: 200, body: null });
    const audit = await h.database.db.$client.query<{ reason: string; detail: Record<string, unknown> }>(
      `select reason, detail from audit_log where action = 'risk.limit.set' and target = $1 order by id`,
      [`risk-limit:real:customerNotional::${trader.id}`],
    );
    expect(audit.rows.map((r) => [r.detail.from, r.detail.to])).toEqual([
      [null, '1000.00'],
      ['1000.00', '2500.50'],
      ['2500.50', null],
    ]);
    expect(audit.rows.every((r) => r.reason === 'desk review')).toBe(true);
    const listed = await consoleCall<{ list: Array<{ kind: string; userId: number | null }> }>(
      'risk/limits',
      { accountType: 'real' },
      reviewer,
    );
    expect(listed.code).toBe(200);
    expect(listed.body.list.some((l) => l.userId === trader.id && l.kind === 'customerNotional')).toBe(false);
    expect(listed.body.list.some((l) => l.kind === 'houseNotional')).toBe(true);
  });

  it('RL8: a limit names what it binds, and the instrument and customer must exist', async () => {
    const noUser = await setLimit({ kind: 'maxLots', code: 'BTCUSD', value: '3' });
    expect(noUser.code).toBe(404);
    expect(noUser.message).toContain('User ID is required for this kind of limit');
    const halfLot = await setLimit({ kind: 'maxLots', code: 'BTCUSD', userId: 1, value: '1.5' });
    expect(halfLot.message).toContain('whole number of lots');
    const unknown = await setLimit({ kind: 'houseNotional', code: 'NOPE', value: '3' });
    expect(unknown.code).toBe(404);
    // `code` here is a product's, not the sign-up verification code the contract's shared label names.
    expect(unknown.message).toBe('Product code does not match any product');
    const noCode = await setLimit({ kind: 'houseNotional', value: '3' });
    expect(noCode.message).toBe('Product code is required for this kind of limit');
    const nobody = await setLimit({ kind: 'customerNotional', userId: 2_000_000_000, value: '3' });
    expect(nobody.message).toContain('does not match any customer');
  });
});
