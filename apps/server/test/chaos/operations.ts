import { formatMoney, formatPrice, minor, parseMoney, parsePrice, roundHalfUp, ticks } from '@demo/core';
import type { ChaosClient } from './http-client';
import type { Rng } from './rng';

/**
 * The load generator's catalogue of customer operations. Each entry plans one call for one customer
 * (or nothing, when that customer has nothing to act on) and names how the checks find what an
 * acknowledged call made. The offerings — a new-share subscription, an AI purchase, a group join —
 * plan their create call with a `requestId` and say `keyedBy: 'request_keys'`; the generic checks then
 * prove that each acknowledged one was made exactly once and each refused one not at all, verify.ts
 * proves each of their rows was acknowledged and paid once, and `reconcile()` proves the money.
 */

/** A customer as the load generator knows them after set-up. */
export interface Customer {
  readonly name: string;
  readonly id: number;
  readonly token: string;
  readonly client: ChaosClient;
  /** Their bank account, for withdrawals. */
  readonly bankId: number;
  /** An image they uploaded, reused as the evidence of every recharge (F5 allows one's own upload). */
  readonly evidenceUrl: string;
  /** The recharge channel (UPI, no password). */
  readonly channelId: number;
}

export type Payload = Record<string, string | number | boolean>;

export interface PlannedCall {
  readonly path: string;
  readonly payload: Payload;
  /** The payload's `requestId`, repeated on every retry. */
  readonly requestId: string | null;
}

export interface Operation {
  readonly name: string;
  /** How often it is chosen, relative to the others. */
  readonly weight: number;
  /**
   * Where an acknowledged call's effect is found: the `request_keys` row of (user, path, requestId)
   * whose stored reply has the answered id, or the order row carrying the requestId.
   */
  readonly keyedBy: 'request_keys' | 'orders.request_id';
  plan(customer: Customer, rng: Rng): Promise<PlannedCall | null>;
}

/** The withdrawal payment password every chaos customer sets. */
export const PAY_PASSWORD = '246810';

/** Crypto trades around the clock, so a run at any hour places real orders (no 600). */
const CODES = ['ETHUSD', 'SOLUSD', 'LTCUSD'] as const;

interface OrderView {
  id: number;
  hands: number;
  status: string;
}

/** The customer's orders in `statuses`, asked as the app asks (retried until answered). */
async function ordersOf(customer: Customer, statuses: readonly string[]): Promise<OrderView[]> {
  const reply = await customer.client.call<{ list: OrderView[] }>(
    'order/list',
    { status: JSON.stringify(statuses), size: -1 },
    customer.token,
  );
  return reply.code === 200 ? reply.body.list : [];
}

/** `price` × `percent` %, in exact ticks with as many decimals as the quote has (so on the product's tick). */
function scaled(price: string, percent: bigint): string {
  const decimals = price.split('.')[1]?.length ?? 0;
  const parsed = parsePrice(price, decimals);
  if (!parsed.ok) throw new Error(`not a price: ${price}`);
  return formatPrice(ticks(roundHalfUp(parsed.value * percent, 100n)), decimals);
}

function orderCreate(rng: Rng, extra: Payload): PlannedCall {
  const requestId = rng.requestId();
  return {
    path: 'order/create',
    payload: {
      code: rng.pick(CODES),
      direction: rng.chance(0.5) ? 'buy' : 'sell',
      // Now and then far more than the account can carry: refused with 407, placing nothing.
      hands: rng.chance(0.05) ? 100_000 : rng.int(1, 3),
      // Mostly the real account; some demo trades prove demo money stays demo under crashes too (L5).
      accountType: rng.chance(0.85) ? 'real' : 'virtual',
      requestId,
      ...extra,
    },
    requestId,
  };
}

/** Orders, covers, cancels, recharges and withdrawals. */
export const TRADING_OPERATIONS: readonly Operation[] = [
  {
    name: 'order.market',
    weight: 30,
    keyedBy: 'orders.request_id',
    plan: async (_customer, rng) => orderCreate(rng, { priceType: 'market' }),
  },
  {
    name: 'order.limit',
    weight: 12,
    keyedBy: 'orders.request_id',
    async plan(customer, rng) {
      const code = rng.pick(CODES);
      const quote = await customer.client.call<{ bid: string; ask: string }>('data/market', { code }, customer.token);
      if (quote.code !== 200) return null;
      const buy = rng.chance(0.5);
      // Far enough from the market (inside the 50 % band) that it waits as CREATED until cancelled.
      const price = buy ? scaled(quote.body.ask, 80n) : scaled(quote.body.bid, 120n);
      const planned = orderCreate(rng, { priceType: 'limit', price });
      return { ...planned, payload: { ...planned.payload, code, direction: buy ? 'buy' : 'sell' } };
    },
  },
  {
    name: 'order.cover',
    weight: 22,
    keyedBy: 'request_keys',
    async plan(customer, rng) {
      const held = await ordersOf(customer, ['BUILD']);
      if (held.length === 0) return null;
      const order = rng.pick(held);
      const hands = order.hands > 1 && rng.chance(0.5) ? rng.int(1, order.hands - 1) : order.hands;
      const requestId = rng.requestId();
      return { path: 'order/cover', payload: { orderId: order.id, hands, requestId }, requestId };
    },
  },
  {
    name: 'order.cancel',
    weight: 10,
    keyedBy: 'request_keys',
    async plan(customer, rng) {
      const pending = await ordersOf(customer, ['CREATED']);
      if (pending.length === 0) return null;
      const requestId = rng.requestId();
      return { path: 'order/cancel', payload: { orderId: rng.pick(pending).id, requestId }, requestId };
    },
  },
  {
    name: 'charge',
    weight: 8,
    keyedBy: 'request_keys',
    async plan(customer, rng) {
      const requestId = rng.requestId();
      return {
        path: 'charge/charge',
        payload: {
          channelId: customer.channelId,
          type: 'bank',
          amount: `${rng.int(1_000, 50_000)}.${String(rng.int(0, 99)).padStart(2, '0')}`,
          evidence: customer.evidenceUrl,
          remark: 'UPI transfer',
          requestId,
        },
        requestId,
      };
    },
  },
  {
    name: 'withdraw',
    weight: 8,
    keyedBy: 'request_keys',
    async plan(customer, rng) {
      const requestId = rng.requestId();
      return {
        path: 'withdraw/withdraw',
        payload: {
          type: 'bank',
          accountId: customer.bankId,
          // Now and then more than anyone holds: refused with 407 inside the keyed transaction, which
          // must keep no key and hold nothing (E7), crash or not.
          amount: rng.chance(0.1) ? '99999999.00' : `${rng.int(100, 3_000)}.${String(rng.int(0, 99)).padStart(2, '0')}`,
          password: PAY_PASSWORD,
          remark: 'to my bank',
          requestId,
        },
        requestId,
      };
    },
  },
];

/**
 * UPI pay-in (docs/SPEC.md UP1–UP5): the customer opens a UPI order and approves it on the simulated
 * gateway, whose signed webhook credits the account; the call recorded is the status read after it.
 * verify.ts proves each credited recharge has exactly one type-1 credit and no credit lacks one.
 */
export const UPI_OPERATIONS: readonly Operation[] = [
  {
    name: 'upi.pay',
    weight: 4,
    keyedBy: 'request_keys',
    async plan(customer, rng) {
      const created = await customer.client.call<{ id: number; checkoutUrl: string | null }>(
        'charge/upi/create',
        { amount: `${rng.int(100, 20_000)}.${String(rng.int(0, 99)).padStart(2, '0')}`, requestId: rng.requestId() },
        customer.token,
      );
      if (created.code !== 200 || created.body.checkoutUrl === null) return null;
      await customer.client.approveUpi(created.body.checkoutUrl, `${customer.name.toLowerCase()}@okaxis`);
      return { path: 'charge/upi/status', payload: { id: created.body.id }, requestId: null };
    },
  },
];

/**
 * Recurring investments (docs/SPEC.md SP1, SP4): a customer starts a daily SIP of one crypto lot from
 * today; its first instalment runs at the next UTC midnight, on the engine leader. verify.ts proves
 * each acknowledged plan exists once and each instalment that ran placed exactly one order.
 */
export const SIP_OPERATIONS: readonly Operation[] = [
  {
    name: 'sip.start',
    weight: 2,
    keyedBy: 'request_keys',
    async plan(_customer, rng) {
      const requestId = rng.requestId();
      return {
        path: 'sip/create',
        payload: {
          code: rng.pick(CODES),
          hands: 1,
          frequency: 'daily',
          startDate: new Date().toISOString().slice(0, 10),
          accountType: accountOf(rng),
          requestId,
        },
        requestId,
      };
    },
  },
];

/** Money text with two decimals, `min + unit × k` for a random k, never above `max` (all in the account's currency). */
function amountWithin(rng: Rng, limits: { min: string; max: string; unit: string }, unitsMax: number): string {
  const parse = (text: string) => {
    const parsed = parseMoney(text);
    if (!parsed.ok) throw new Error(`not money: ${text}`);
    return parsed.value;
  };
  const [min, max, unit] = [parse(limits.min), parse(limits.max), parse(limits.unit)];
  const steps = unit > 0n ? Number((max - min) / unit) : 0;
  return formatMoney(minor(min + unit * BigInt(rng.int(0, Math.min(steps, unitsMax)))));
}

/** Mostly the real account; some demo money proves demo stays demo under crashes too (L5). */
function accountOf(rng: Rng): 'real' | 'virtual' {
  return rng.chance(0.8) ? 'real' : 'virtual';
}

/**
 * The offerings in the crash test (issue 15): each create call is retry safe by its requestId (E7), so
 * a retry after a kill answers the first reply.
 */
export const OFFERING_OPERATIONS: readonly Operation[] = [
  {
    name: 'new_share.subscribe',
    weight: 4,
    keyedBy: 'request_keys',
    async plan(customer, rng) {
      // IPOs of the living market: open for days, allotted long after the run (N6).
      const front = await customer.client.call<{
        list: Array<{ id: number; lotSize: number; minLots: number; maxLots: number }>;
      }>('product_new/front', { type: 'ipo', status: 'open', size: -1 }, customer.token);
      if (front.code !== 200 || front.body.list.length === 0) return null;
      const offering = rng.pick(front.body.list);
      const lots = rng.int(offering.minLots, Math.max(offering.minLots, Math.min(offering.maxLots, 2)));
      const requestId = rng.requestId();
      return {
        path: 'user_product_new/create',
        payload: {
          productNewId: offering.id,
          quantity: lots * offering.lotSize,
          accountType: accountOf(rng),
          requestId,
        },
        requestId,
      };
    },
  },
  {
    name: 'ai.buy',
    weight: 4,
    keyedBy: 'request_keys',
    async plan(customer, rng) {
      const front = await customer.client.call<{
        list: Array<{ id: number; minAmount: string; maxAmount: string; unit: string }>;
      }>('product_chatgpt/front', { size: -1 }, customer.token);
      if (front.code !== 200 || front.body.list.length === 0) return null;
      const product = rng.pick(front.body.list);
      const amount = amountWithin(rng, { min: product.minAmount, max: product.maxAmount, unit: product.unit }, 20);
      const requestId = rng.requestId();
      return {
        path: 'user_product_chatgpt/create',
        payload: { productId: product.id, amount, accountType: accountOf(rng), requestId },
        requestId,
      };
    },
  },
  {
    name: 'group.join',
    weight: 3,
    keyedBy: 'request_keys',
    async plan(customer, rng) {
      // The set-up's offerings allocate long after the run; a second join of one offering and account
      // is refused (G3) and must keep no key.
      const front = await customer.client.call<{
        list: Array<{ id: number; minAmount: string; maxAmount: string; status: string }>;
      }>('product_group/front', { size: -1 }, customer.token);
      const open = front.code === 200 ? front.body.list.filter((g) => g.status === 'open') : [];
      if (open.length === 0) return null;
      const group = rng.pick(open);
      const amount = amountWithin(rng, { min: group.minAmount, max: group.maxAmount, unit: '100.00' }, 50);
      const requestId = rng.requestId();
      return {
        path: 'user_product_group/create',
        payload: { sourceId: group.id, amount, accountType: accountOf(rng), requestId },
        requestId,
      };
    },
  },
];

/** Everything a chaos customer does: trading and funds, the offerings, UPI pay-in and SIP plans. */
export const CUSTOMER_OPERATIONS: readonly Operation[] = [
  ...TRADING_OPERATIONS,
  ...OFFERING_OPERATIONS,
  ...UPI_OPERATIONS,
  ...SIP_OPERATIONS,
];
