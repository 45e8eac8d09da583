// Proves the access rules over every call of the contract, generated from its list so a new call
// cannot be forgotten (A3, S2, A18): a protected call answers 402 without a token, 280 on an expired
// session and 281 on an ended one; a staff call refuses a customer's token and every role it does not
// list; and another customer's ids are refused exactly as ids that do not exist, changing nothing.
import { type CallDef, consoleCallList, customerCallList, STAFF_ROLES, urlOf } from '@demo/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, sessions } from '../../src/db/schema';
import { fieldsOf } from '../support/contract-fields';
import { addBank, PAY_PASSWORD, setPayPassword, staffToken } from '../support/funds';
import { call, type Harness, type RegisteredUser, randomIp, registerUser, startHarness } from '../support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

async function raw(callDef: CallDef, payload: Record<string, string>, token?: string) {
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    'x-forwarded-for': randomIp(),
  };
  if (token) headers.token = token;
  const reply = await h.app.inject({
    method: 'POST',
    url: urlOf(callDef),
    headers,
    payload: new URLSearchParams(payload).toString(),
  });
  return { status: reply.statusCode, ...(reply.json() as { code: number; message: string }) };
}

/** Whether this server implements the call (the contract also lists calls of later issues). */
async function implemented(callDef: CallDef): Promise<boolean> {
  return (await raw(callDef, {})).status !== 404;
}

const userCalls = customerCallList.filter((c) => c.access === 'user');
const staffCalls = consoleCallList.filter((c) => c.access === 'staff');

describe('A3: every customer call checks its session', () => {
  it.each(userCalls.map((c) => [c.path, c] as const))('%s', async (_path, callDef) => {
    if (!(await implemented(callDef))) return;
    expect((await raw(callDef, {})).code, 'no token').toBe(402);
    expect((await raw(callDef, {}, 'not-a-token-at-all')).code, 'unknown token').toBe(402);

    const expired = await registerUser(h);
    await h.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${sessions.userId} = ${expired.user.id}`);
    expect((await raw(callDef, {}, expired.token)).code, 'expired session').toBe(280);

    const ended = await registerUser(h);
    const other = await call<{ token: string }>(h.app, 'access/user', {
      username: ended.phone,
      password: ended.password,
    });
    await call(
      h.app,
      'user/update/password',
      { oldPassword: ended.password, newPassword: 'another-pass-9' },
      { token: other.body.token },
    );
    expect((await raw(callDef, {}, ended.token)).code, 'session ended by a password change').toBe(281);
  });
});

describe('S2: every staff call checks the session and the role', () => {
  let customer: RegisteredUser;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    customer = await registerUser(h);
  });

  it.each(staffCalls.map((c) => [c.path, c] as const))('%s', async (_path, callDef) => {
    if (!(await implemented(callDef))) return;
    // Fresh sessions for each call: an earlier one (staff/logout) may have ended the last ones.
    for (const role of STAFF_ROLES) tokens.set(role, (await staffToken(h, role)).token);
    expect((await raw(callDef, {})).code, 'no token').toBe(402);
    expect((await raw(callDef, {}, customer.token)).code, "a customer's token").toBe(402);
    for (const role of STAFF_ROLES) {
      const reply = await raw(callDef, {}, tokens.get(role));
      if (callDef.roles && !callDef.roles.includes(role)) expect(reply.code, role).toBe(403);
      else expect([402, 403], `${role} is allowed`).not.toContain(reply.code);
    }
  });
});

/** What one customer owns, to be aimed at by another. */
interface Owned {
  orderId: number;
  listId: number;
  productId: number;
  bankId: number;
  walletId: number;
  sessionId: number;
  groupOrderId: number;
  aiId: number;
  alertId: number;
  upiId: number;
  sipId: number;
  drawing: { id: number; points: string };
}

/** An id no row has: what another customer's id must look like from outside. */
const NO_SUCH_ID = 2_147_480_000;

/**
 * Calls whose ids name something a customer owns, with a payload aimed at the owner's object. Every
 * other customer call with an id field must be listed in PUBLIC_IDS: the test below fails for a new
 * call that is in neither.
 */
const OWNED_IDS: Record<string, { field: string; payload: (o: Owned, target: number) => Record<string, string> }> = {
  'order/cancel': { field: 'orderId', payload: (_o, t) => ({ orderId: String(t) }) },
  'order/cover': { field: 'orderId', payload: (_o, t) => ({ orderId: String(t), hands: '1' }) },
  'order/update': { field: 'orderId', payload: (_o, t) => ({ orderId: String(t) }) },
  'order/family': { field: 'orderId', payload: (_o, t) => ({ orderId: String(t) }) },
  // RC3: another's receipt and trigger audit answer as an order that does not exist.
  'order/receipt': { field: 'orderId', payload: (_o, t) => ({ orderId: String(t) }) },
  'order/trigger/audit': { field: 'orderId', payload: (_o, t) => ({ orderId: String(t) }) },
  collect: { field: 'listId', payload: (o, t) => ({ productId: String(o.productId), listId: String(t) }) },
  'collect/all': { field: 'listId', payload: (_o, t) => ({ listId: String(t) }) },
  'collect/remove': { field: 'listId', payload: (o, t) => ({ productId: String(o.productId), listId: String(t) }) },
  'collect/reorder': { field: 'listId', payload: (o, t) => ({ listId: String(t), productIds: `[${o.productId}]` }) },
  'collect/list/rename': { field: 'id', payload: (_o, t) => ({ id: String(t), name: 'Taken over' }) },
  'collect/list/delete': { field: 'id', payload: (_o, t) => ({ id: String(t) }) },
  'collect/list/reorder': { field: 'ids', payload: (_o, t) => ({ ids: `[${t}]` }) },
  'user_bank/remove': { field: 'keys', payload: (_o, t) => ({ keys: `[${t}]` }) },
  'user_account/delete': { field: 'ids', payload: (_o, t) => ({ ids: `[${t}]` }) },
  'user/session/revoke': { field: 'id', payload: (_o, t) => ({ id: String(t) }) },
  'alert/remove': { field: 'id', payload: (_o, t) => ({ id: String(t) }) },
  // RC10: another's alert audit answers as an alert that does not exist.
  'alert/trigger/audit': { field: 'alertId', payload: (_o, t) => ({ alertId: String(t) }) },
  'charge/upi/status': { field: 'id', payload: (_o, t) => ({ id: String(t) }) },
  // SP9: a SIP plan is its owner's alone.
  'sip/pause': { field: 'id', payload: (_o, t) => ({ id: String(t) }) },
  'sip/resume': { field: 'id', payload: (_o, t) => ({ id: String(t) }) },
  'sip/cancel': { field: 'id', payload: (_o, t) => ({ id: String(t) }) },
  'sip/instalments': { field: 'id', payload: (_o, t) => ({ id: String(t) }) },
  // DR4: a chart drawing is its owner's alone.
  'drawing/save': {
    field: 'id',
    payload: (o, t) => ({ id: String(t), code: 'DOGEUSD', kind: 'hline', points: o.drawing.points }),
  },
  'drawing/remove': { field: 'id', payload: (_o, t) => ({ id: String(t) }) },
  'user_product_group/pay': { field: 'id', payload: (_o, t) => ({ id: String(t) }) },
  'user_product_chatgpt/update/status': { field: 'id', payload: (_o, t) => ({ id: String(t), status: 'ended' }) },
  'withdraw/withdraw': {
    field: 'accountId',
    payload: (_o, t) => ({ type: 'bank', accountId: String(t), amount: '100', password: PAY_PASSWORD }),
  },
};

/** Id fields that name public things (products, channels, offerings): anyone may name them. */
const PUBLIC_IDS = new Set([
  'charge/charge',
  'income_currency_channel/check',
  'income_currency_channel/frontList',
  'user_account/insert',
  'collect/detail',
  'order/create',
  'product_new/check',
  'user_product_chatgpt/create',
  // A SIP plan names the AI product it buys, a public thing.
  'sip/create',
  'user_product_group/create',
  'user_product_new/create',
  'user/detail',
  // Notices are public; a read mark names one only for the caller's own marks.
  'notice/read',
  // PF8: `afterId` is a cursor over the caller's own chain; the token names whose records.
  'proof/chain',
]);

const ID_FIELD = /(^id$|Id$|^ids$|^keys$|^key$)/;

describe("A18: another customer's ids are refused as ids that do not exist", () => {
  let owner: RegisteredUser;
  let intruder: RegisteredUser;
  let owned: Owned;

  beforeAll(async () => {
    owner = await registerUser(h);
    intruder = await registerUser(h);
    await setPayPassword(h, intruder);
    const list = await call<{ id: number }>(h.app, 'collect/list/create', { name: 'Mine' }, { token: owner.token });
    const [btc] = await h.database.db.select({ id: products.id }).from(products).where(eq(products.code, 'DOGEUSD'));
    if (!btc) throw new Error('no DOGEUSD to trade');
    await call(h.app, 'collect', { productId: btc.id, listId: list.body.id }, { token: owner.token });
    // One Dogecoin lot fits a demo balance in rupees. The feed quotes DOGEUSD and USDINR within moments
    // of the app's start; wait for both.
    const placeOrder = () =>
      call<{ id: number }>(
        h.app,
        'order/create',
        {
          productId: btc.id,
          direction: 'buy',
          hands: 1,
          accountType: 'virtual',
          requestId: `matrix-${owner.user.id}-order`,
        },
        { token: owner.token },
      );
    let order = await placeOrder();
    for (let attempt = 0; attempt < 50 && order.code !== 200; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      order = await placeOrder();
    }
    if (order.code !== 200) throw new Error(`order/create answered ${order.code}: ${order.message}`);
    const channels = await call<Array<{ id: number; type: string; name: string }>>(
      h.app,
      'outcome_channel/available',
      {},
      { token: owner.token },
    );
    const digital = channels.body.find((c) => c.type === 'digital' && c.name.includes('TRC20'));
    const wallet = await call<{ id: number }>(
      h.app,
      'user_account/insert',
      { channelId: digital?.id ?? 0, address: 'TXyz123456789abcdefghijkmnopqrstuv' },
      { token: owner.token },
    );
    if (wallet.code !== 200) throw new Error(`user_account/insert answered ${wallet.code}: ${wallet.message}`);
    const sessions = await call<Array<{ id: number; current: boolean }>>(
      h.app,
      'user/session/list',
      {},
      { token: owner.token },
    );
    // A group order in the demo account (G8): an offering allocating in an hour, joined by the owner.
    const admin = await staffToken(h, 'admin');
    const group = await call<{ id: number }>(
      h.app,
      'group/create',
      {
        name: 'Matrix block',
        code: 'DOGEUSD',
        price: '0.20',
        blockQty: 10,
        minAmount: '100.00',
        maxAmount: '1000.00',
        depositRate: '0.2',
        allocateAt: Date.now() + 3_600_000,
        payDeadline: Date.now() + 7_200_000,
        reason: 'access matrix',
      },
      { base: '/api/console/', token: admin.token },
    );
    if (group.code !== 200) throw new Error(`group/create answered ${group.code}: ${group.message}`);
    const joined = await call<{ id: number }>(
      h.app,
      'user_product_group/create',
      { sourceId: group.body.id, amount: '100.00', accountType: 'virtual' },
      { token: owner.token },
    );
    if (joined.code !== 200) throw new Error(`user_product_group/create answered ${joined.code}: ${joined.message}`);
    // An AI product bought with demo money; its instrument is quoted by the feed by now.
    const aiProducts = await call<{ list: Array<{ id: number; code: string; minAmount: string }> }>(
      h.app,
      'product_chatgpt/front',
      { size: -1 },
    );
    const ai = aiProducts.body.list.find((p) => p.code === 'ETHUSD') ?? aiProducts.body.list[0];
    const aiBought = await call<{ id: number }>(
      h.app,
      'user_product_chatgpt/create',
      { productId: ai?.id ?? 0, amount: ai?.minAmount ?? '0', accountType: 'virtual' },
      { token: owner.token },
    );
    if (aiBought.code !== 200)
      throw new Error(`user_product_chatgpt/create answered ${aiBought.code}: ${aiBought.message}`);
    // A price alert far above Dogecoin's price, so no tick fires it during the test.
    const alert = await call<{ id: number }>(
      h.app,
      'alert/create',
      { code: 'DOGEUSD', condition: 'above', value: '1000' },
      { token: owner.token },
    );
    if (alert.code !== 200) throw new Error(`alert/create answered ${alert.code}: ${alert.message}`);
    // A UPI recharge waiting for the payer (docs/SPEC.md UP1).
    const upi = await call<{ id: number }>(
      h.app,
      'charge/upi/create',
      { amount: '500', requestId: `access-matrix-${owner.user.id}` },
      { token: owner.token },
    );
    if (upi.code !== 200) throw new Error(`charge/upi/create answered ${upi.code}: ${upi.message}`);
    // A daily Dogecoin SIP plan from tomorrow (docs/SPEC.md SP9).
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const sip = await call<{ id: number }>(
      h.app,
      'sip/create',
      {
        code: 'DOGEUSD',
        hands: 1,
        frequency: 'daily',
        startDate: tomorrow,
        accountType: 'virtual',
        requestId: `access-matrix-sip-${owner.user.id}`,
      },
      { token: owner.token },
    );
    if (sip.code !== 200) throw new Error(`sip/create answered ${sip.code}: ${sip.message}`);
    // A horizontal line on Dogecoin's chart at its current price (docs/SPEC.md DR4).
    const quote = await call<{ price: string }>(h.app, 'data/market', { code: 'DOGEUSD' });
    const points = JSON.stringify([{ time: Date.now() - 60_000, price: quote.body.price }]);
    const drawing = await call<{ id: number }>(
      h.app,
      'drawing/save',
      { code: 'DOGEUSD', kind: 'hline', points },
      { token: owner.token },
    );
    if (drawing.code !== 200) throw new Error(`drawing/save answered ${drawing.code}: ${drawing.message}`);
    owned = {
      drawing: { id: drawing.body.id, points },
      sipId: sip.body.id,
      upiId: upi.body.id,
      alertId: alert.body.id,
      groupOrderId: joined.body.id,
      aiId: aiBought.body.id,
      sessionId: sessions.body.find((x) => x.current)?.id ?? 0,
      orderId: order.body.id,
      listId: list.body.id,
      productId: btc.id,
      bankId: await addBank(h, owner),
      walletId: wallet.body.id,
    };
    for (const [what, id] of Object.entries(owned)) {
      if (typeof id === 'number') expect(id, what).toBeGreaterThan(0);
    }
  });

  it('every customer call with an id field is classified as owned or public', () => {
    const unclassified = userCalls
      .filter((c) => fieldsOf(c.payload).some((f) => ID_FIELD.test(f) && f !== 'userId' && f !== 'requestId'))
      .map((c) => c.path)
      .filter((path) => !(path in OWNED_IDS) && !PUBLIC_IDS.has(path));
    expect(unclassified).toEqual([]);
  });

  it.each(Object.keys(OWNED_IDS))('%s', async (path) => {
    const callDef = userCalls.find((c) => c.path === path);
    const rule = OWNED_IDS[path];
    if (!callDef || !rule || !(await implemented(callDef))) return;
    const target =
      path === 'alert/remove' || path === 'alert/trigger/audit'
        ? owned.alertId
        : path === 'charge/upi/status'
          ? owned.upiId
          : path.startsWith('drawing/')
            ? owned.drawing.id
            : path.startsWith('sip/')
              ? owned.sipId
              : path === 'user/session/revoke'
                ? owned.sessionId
                : path === 'user_product_group/pay'
                  ? owned.groupOrderId
                  : path.startsWith('user_product_chatgpt/')
                    ? owned.aiId
                    : rule.field === 'orderId'
                      ? owned.orderId
                      : ['listId', 'id'].includes(rule.field) || path.startsWith('collect/list')
                        ? owned.listId
                        : path === 'user_bank/remove' || path === 'withdraw/withdraw'
                          ? owned.bankId
                          : owned.walletId;
    const before = await snapshot(owner);
    const aimed = await raw(callDef, rule.payload(owned, target), intruder.token);
    const missing = await raw(callDef, rule.payload(owned, NO_SUCH_ID), intruder.token);
    expect({ code: aimed.code, message: aimed.message }, 'same answer as an id that does not exist').toEqual({
      code: missing.code,
      message: missing.message,
    });
    expect(await snapshot(owner), "the owner's things are unchanged").toEqual(before);
  });

  async function snapshot(user: RegisteredUser) {
    const lists = await call(h.app, 'collect/lists', {}, { token: user.token });
    const banks = await call(h.app, 'user_bank/all', {}, { token: user.token });
    const wallets = await call(h.app, 'user_account/list', {}, { token: user.token });
    // Orders by what a change would touch, not their P&L, which moves with every tick of the feed.
    const openOrders = await call<{ list: Array<{ id: number; status: string; hands: number }> }>(
      h.app,
      'order/list',
      { status: '["BUILD"]', accountType: 'virtual' },
      { token: user.token },
    );
    const sessions = await call<Array<{ id: number }>>(h.app, 'user/session/list', {}, { token: user.token });
    const groupOrders = await call<{ list: unknown[] }>(
      h.app,
      'user_product_group/list',
      { size: -1 },
      { token: user.token },
    );
    const aiProducts = await call<{ list: Array<{ id: number; status: string; amount: string }> }>(
      h.app,
      'user_product_chatgpt/list',
      { size: -1 },
      { token: user.token },
    );
    const alerts = await call<Array<{ id: number; status: string }>>(h.app, 'alert/list', {}, { token: user.token });
    const plans = await call<{ list: Array<{ id: number; status: string; nextAt: number | null }> }>(
      h.app,
      'sip/list',
      {},
      { token: user.token },
    );
    const drawings = await call<unknown[]>(h.app, 'drawing/list', { code: 'DOGEUSD' }, { token: user.token });
    return {
      drawings: drawings.body,
      sip: plans.body.list.map((p) => ({ id: p.id, status: p.status, nextAt: p.nextAt })),
      alerts: alerts.body.map((a) => ({ id: a.id, status: a.status })),
      groupOrders: groupOrders.body.list,
      ai: aiProducts.body.list.map((p) => ({ id: p.id, status: p.status, amount: p.amount })),
      lists: lists.body,
      banks: banks.body,
      wallets: wallets.body,
      orders: openOrders.body.list.map((o) => ({ id: o.id, status: o.status, hands: o.hands })),
      sessions: sessions.body.map((x) => x.id),
    };
  }
});
