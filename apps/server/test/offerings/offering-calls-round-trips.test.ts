import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { consoleCall, staffToken } from '../support/funds';
import { statementCounter } from '../support/statements';
import { requestId, startTrading, type TradingHarness } from '../support/trading';

/**
 * The keyed offering calls on the money executor (docs/adr/0024) cost no more statements sent to
 * PostgreSQL than before they moved onto it, counted on the wire from the call to its events
 * (docs/adr/0004): a new-share subscription (an IPO, and a block trade allotted at once, N12), a
 * group join (G4, with RL10's check) and a SIP plan (SP1). Each is sent twice to warm the node's
 * caches, as a busy node has them, then counted. Before the move they took 8, 15, 12 and 6: a
 * block trade is now written allotted (one insert, one posting) instead of updated after a second
 * posting, a join's reply is made from the offering it read, and the balance event's wallet rides
 * with COMMIT.
 */

/** Tuesday 24 November 2026, 01:30 UTC: KRX in session, crypto trading. */
const SEOUL_MORNING_MS = Date.UTC(2026, 10, 24, 1, 30, 0);
const MINUTE_MS = 60_000;
const SUBSCRIBE_STATEMENTS_MAX = 7;
const BLOCK_TRADE_STATEMENTS_MAX = 11;
const JOIN_STATEMENTS_MAX = 9;
const SIP_STATEMENTS_MAX = 6;

const { counted } = statementCounter;

let h: TradingHarness;
let admin: string;
beforeAll(async () => {
  statementCounter.install();
  h = await startTrading();
  h.clock.nowMs = SEOUL_MORNING_MS;
  await h.quote('USDKRW', '1000.00', '1000.00');
  await h.quote('005930', '100000', '100100');
  await h.quote('BTCUSD', '100.00', '100.10');
  admin = (await staffToken(h, 'admin')).token;
});
afterAll(async () => {
  statementCounter.uninstall();
  await h?.close();
});

async function offering(fields: Record<string, string | number>): Promise<number> {
  const now = h.clock.nowMs;
  const reply = await consoleCall<{ id: number }>(
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
      reason: 'round trips',
      ...fields,
    },
    admin,
  );
  expect(reply.code, reply.message).toBe(200);
  return reply.body.id;
}

/** A call's statements, after two calls to warm the caches; each must answer 200. */
async function statementsOf(send: () => Promise<{ code: number; message: string }>): Promise<string[]> {
  for (let round = 0; round < 2; round++) {
    const warm = await send();
    expect(warm.code, warm.message).toBe(200);
  }
  const { value, statements } = await counted(send);
  expect(value.code, value.message).toBe(200);
  return statements;
}

describe('statements per keyed offering call', () => {
  it(`N9: a subscription takes at most ${SUBSCRIBE_STATEMENTS_MAX}, a block trade ${BLOCK_TRADE_STATEMENTS_MAX}`, async () => {
    const trader = await h.trader({ rupees: 100_000 });
    const ipo = await offering({});
    const subscribe = await statementsOf(() =>
      trader.call('user_product_new/create', { productNewId: ipo, quantity: 1, requestId: requestId() }),
    );
    expect(subscribe.length, subscribe.join('\n')).toBeLessThanOrEqual(SUBSCRIBE_STATEMENTS_MAX);

    await h.database.db.update(users).set({ institutional: true }).where(eq(users.id, trader.id));
    const block = await offering({ type: 'dazong', password: 'round-trips' });
    expect((await trader.call('product_new/check', { id: block, password: 'round-trips' })).code).toBe(200);
    const blockTrade = await statementsOf(() =>
      trader.call('user_product_new/create', { productNewId: block, quantity: 1, requestId: requestId() }),
    );
    expect(blockTrade.length, blockTrade.join('\n')).toBeLessThanOrEqual(BLOCK_TRADE_STATEMENTS_MAX);
  });

  it(`G4: a group join takes at most ${JOIN_STATEMENTS_MAX}`, async () => {
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
        reason: 'round trips',
      },
      admin,
    );
    expect(group.code, group.message).toBe(200);
    // G3: one order per member and account, so each join is a new member's.
    const members = [
      await h.trader({ rupees: 10_000 }),
      await h.trader({ rupees: 10_000 }),
      await h.trader({ rupees: 10_000 }),
    ];
    const join = await statementsOf(async () => {
      const trader = members.pop();
      if (!trader) throw new Error('no member left to join');
      return await trader.call('user_product_group/create', {
        sourceId: group.body.id,
        amount: '800.00',
        requestId: requestId(),
      });
    });
    expect(join.length, join.join('\n')).toBeLessThanOrEqual(JOIN_STATEMENTS_MAX);
  });

  it(`SP1: a SIP plan takes at most ${SIP_STATEMENTS_MAX}`, async () => {
    const trader = await h.trader({ rupees: 10_000 });
    const plan = await statementsOf(() =>
      trader.call('sip/create', {
        code: 'BTCUSD',
        hands: 1,
        frequency: 'daily',
        startDate: '2026-11-25',
        accountType: 'real',
        requestId: requestId(),
      }),
    );
    expect(plan.length, plan.join('\n')).toBeLessThanOrEqual(SIP_STATEMENTS_MAX);
  });
});
