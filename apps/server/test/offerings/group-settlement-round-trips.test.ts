import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocateGroup, lapseGroupOrder } from '../../src/modules/group-orders/allocation';
import { consoleCall, staffToken } from '../support/funds';
import { statementCounter } from '../support/statements';
import { startTrading, type TradingHarness } from '../support/trading';

/**
 * A group order's settlement on the money executor (docs/adr/0024) sends no more statements in its
 * transaction than before it moved onto it, counted on the wire (docs/adr/0004): the leader's
 * allocation of six members whose money all moves at once (six postings, G1, G5, G6), a member paying
 * the rest (G6) and refused for paying twice (LC3), and the leader's lapse at the deadline (G5). Each
 * is run twice to warm the node's caches, then counted. Before the move they took 38, 10, 3 and 7:
 * the payment and the lapse now lock their order and read its offering in one statement.
 */

/** Tuesday 24 November 2026, 01:30 UTC: crypto trading. */
const SEOUL_MORNING_MS = Date.UTC(2026, 10, 24, 1, 30, 0);
const MINUTE_MS = 60_000;
const ALLOCATION_STATEMENTS_MAX = 38;
const PAY_STATEMENTS_MAX = 9;
const PAY_REFUSED_STATEMENTS_MAX = 3;
const LAPSE_STATEMENTS_MAX = 6;

const { counted } = statementCounter;

let h: TradingHarness;
let admin: string;
beforeAll(async () => {
  statementCounter.install();
  h = await startTrading();
  h.clock.nowMs = SEOUL_MORNING_MS;
  await h.quote('BTCUSD', '100.00', '100.10');
  admin = (await staffToken(h, 'admin')).token;
});
afterAll(async () => {
  statementCounter.uninstall();
  await h?.close();
});

/** A block of 10 hands at $100.00 allocating in ten minutes, members joined with `amounts`; answers it and their order ids. */
async function joinedGroup(depositRate: string, amounts: readonly string[]) {
  const reply = await consoleCall<{ id: number }>(
    h,
    'group/create',
    {
      name: 'Bitcoin block',
      code: 'BTCUSD',
      price: '100.00',
      blockQty: 10,
      minAmount: '100.00',
      maxAmount: '5000.00',
      depositRate,
      allocateAt: h.clock.nowMs + 10 * MINUTE_MS,
      payDeadline: h.clock.nowMs + 70 * MINUTE_MS,
      reason: 'round trips',
    },
    admin,
  );
  expect(reply.code, reply.message).toBe(200);
  const members = [];
  for (const amount of amounts) {
    const trader = await h.trader({ rupees: 10_000 });
    const joined = await trader.call<{ id: number }>('user_product_group/create', { sourceId: reply.body.id, amount });
    expect(joined.code, joined.message).toBe(200);
    members.push({ trader, orderId: joined.body.id });
  }
  return { id: reply.body.id, members };
}

/**
 * The statements of a step's transaction, BEGIN to its COMMIT or ROLLBACK: what the move changed. The
 * step's reads before and its events after are the same as before and depend on caches that expire
 * by the wall clock, so a busy machine would count them differently.
 */
async function transactionOf<T>(step: () => Promise<T>): Promise<{ value: T; statements: string[] }> {
  const { value, statements } = await counted(step);
  const begin = statements.findIndex((s) => /^begin\b/i.test(s));
  const end = statements.findIndex((s, i) => i > begin && /^(commit|rollback)\b/i.test(s));
  expect(begin, statements.join('\n')).toBeGreaterThanOrEqual(0);
  expect(end, statements.join('\n')).toBeGreaterThan(begin);
  return { value, statements: statements.slice(begin, end + 1) };
}

/** One settlement of each kind, its transaction's statements counted. */
async function settlementStatements() {
  const startMs = h.clock.nowMs;
  // Paid in full: asks of 8, 4, 1, 3, 1 and 1 units share 10, so five hold and the last gets nothing.
  const paidInFull = await joinedGroup('1', ['800.00', '400.00', '100.00', '300.00', '100.00', '100.00']);
  // A fifth down: both members owe the rest.
  const owing = await joinedGroup('0.2', ['800.00', '400.00']);
  const [payer, lapser] = owing.members;
  if (!payer || !lapser) throw new Error('two members joined');
  h.clock.nowMs = startMs + 10 * MINUTE_MS;
  const allocation = await transactionOf(() => allocateGroup(h.deps, paidInFull.id, h.clock.nowMs));
  expect(allocation.value).toBe(true);
  expect(await allocateGroup(h.deps, owing.id, h.clock.nowMs)).toBe(true);
  const pay = await transactionOf(() => payer.trader.call('user_product_group/pay', { id: payer.orderId }));
  expect(pay.value.code, pay.value.message).toBe(200);
  const payAgain = await transactionOf(() => payer.trader.call('user_product_group/pay', { id: payer.orderId }));
  expect(payAgain.value.code).toBe(404);
  h.clock.nowMs = startMs + 70 * MINUTE_MS;
  const lapse = await transactionOf(() => lapseGroupOrder(h.deps, lapser.orderId, h.clock.nowMs));
  expect(lapse.value).toBe(true);
  h.clock.nowMs += MINUTE_MS;
  return { allocation, pay, payAgain, lapse };
}

describe('statements per group settlement', () => {
  it(`G1, G5, G6: an allocation takes at most ${ALLOCATION_STATEMENTS_MAX}, a payment ${PAY_STATEMENTS_MAX}, a lapse ${LAPSE_STATEMENTS_MAX}`, async () => {
    for (let round = 0; round < 2; round++) await settlementStatements();
    const { allocation, pay, payAgain, lapse } = await settlementStatements();
    expect(allocation.statements.length, allocation.statements.join('\n')).toBeLessThanOrEqual(
      ALLOCATION_STATEMENTS_MAX,
    );
    expect(pay.statements.length, pay.statements.join('\n')).toBeLessThanOrEqual(PAY_STATEMENTS_MAX);
    expect(payAgain.statements.length, payAgain.statements.join('\n')).toBeLessThanOrEqual(PAY_REFUSED_STATEMENTS_MAX);
    expect(lapse.statements.length, lapse.statements.join('\n')).toBeLessThanOrEqual(LAPSE_STATEMENTS_MAX);
  });
});
