// Proves the UPI channel (docs/SPEC.md UP1–UP8): a gateway order with its intent link; the signed
// webhook credits once (type 1, naming the payment and the masked payer) and refuses a bad signature,
// a replay, a stale time and a wrong amount; a decline and an expiry fail the recharge with their
// reason; the settlement file is reconciled and a difference reaches the console with both sides.
import { createHmac, randomBytes } from 'node:crypto';
import { parseMoney } from '@demo/core';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, simGatewayOrders } from '../../src/db/schema';
import { createBus } from '../../src/lib/bus';
import { createUpiChannel, expireUpiPayments, reconcileUpiSettlements } from '../../src/modules/upi';
import { balanceOf, consoleCall, staffToken } from '../support/funds';
import { call, type Harness, type RegisteredUser, registerUser, startHarness, TEST_DATA_KEY } from '../support/harness';

const SECRET = 'upi-test-webhook-secret';
let h: Harness;
const bus = createBus(undefined, () => undefined);
let user: RegisteredUser;

beforeAll(async () => {
  h = await startHarness({ bus, app: { upiSimSecret: SECRET } });
  user = await registerUser(h);
});
afterAll(async () => {
  await h.close();
  await bus.close();
});

interface UpiCharge {
  id: number;
  amount: string;
  intentUrl: string;
  qrCode: string;
  checkoutUrl: string | null;
  expiresAt: number;
  status: string;
  reason: string | null;
  payer: string | null;
}

const requestId = () => `upi-${randomBytes(6).toString('hex')}`;
const minorOf = (text: string) => {
  const parsed = parseMoney(text);
  if (!parsed.ok) throw new Error(`not money: ${text}`);
  return parsed.value;
};

async function create(amount: string): Promise<UpiCharge> {
  const reply = await call<UpiCharge>(
    h.app,
    'charge/upi/create',
    { amount, requestId: requestId() },
    { token: user.token },
  );
  expect(reply.code).toBe(200);
  return reply.body;
}

async function status(id: number): Promise<UpiCharge> {
  return (await call<UpiCharge>(h.app, 'charge/upi/status', { id }, { token: user.token })).body;
}

const orderIdOf = (charge: UpiCharge) =>
  new URL(charge.intentUrl.replace('upi://', 'https://x/')).searchParams.get('tr') ?? '';

function captured(
  orderId: string,
  fields: { paymentId?: string; amountMinor: number; at?: number; currency?: string },
) {
  return {
    id: `evt_${randomBytes(6).toString('hex')}`,
    event: 'payment.captured',
    created_at: Math.floor((fields.at ?? Date.now()) / 1000),
    payload: {
      payment: {
        id: fields.paymentId ?? `pay_${randomBytes(6).toString('hex')}`,
        order_id: orderId,
        amount: fields.amountMinor,
        currency: fields.currency ?? 'INR',
        method: 'upi',
        vpa: 'ravi.kumar@okaxis',
      },
    },
  };
}

async function deliver(body: unknown, secret = SECRET) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const signature = createHmac('sha256', secret).update(raw).digest('hex');
  const reply = await h.app.inject({
    method: 'POST',
    url: '/api/gateway/sim/webhook',
    headers: { 'content-type': 'application/json', 'x-sim-signature': signature },
    payload: raw,
  });
  return { status: reply.statusCode, body: reply.json() as { ok: boolean; result: string } };
}

async function balanceMinor(): Promise<bigint> {
  return minorOf((await balanceOf(h, user.token)).balance);
}

async function payOnCheckout(charge: UpiCharge, answer: 'approve' | 'decline', vpa = 'asha.verma@oksbi') {
  const url = charge.checkoutUrl ?? '';
  const pageReply = await h.app.inject({ method: 'GET', url });
  expect(pageReply.statusCode).toBe(200);
  expect(pageReply.body).toContain(`₹${charge.amount}`);
  const done = await h.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ vpa, answer }).toString(),
  });
  expect(done.statusCode).toBe(303);
}

describe('UPI order', () => {
  it('UP1: an amount becomes a gateway order with a upi://pay intent, pending for 15 minutes', async () => {
    const before = Date.now();
    const charge = await create('500');
    expect(charge).toMatchObject({ amount: '500.00', status: 'pending', reason: null, payer: null });
    expect(charge.intentUrl).toMatch(/^upi:\/\/pay\?pa=[^&]+&pn=[^&]+&am=500\.00&cu=INR&tr=order_/);
    expect(charge.qrCode).toBe(charge.intentUrl);
    expect(charge.expiresAt - before).toBeGreaterThanOrEqual(15 * 60_000 - 1000);
    expect(charge.expiresAt - before).toBeLessThanOrEqual(15 * 60_000 + 5000);
  });

  it('UP1: a repeated requestId answers the first order; bad amounts are refused naming the field', async () => {
    const rid = requestId();
    const a = await call<UpiCharge>(
      h.app,
      'charge/upi/create',
      { amount: '250', requestId: rid },
      { token: user.token },
    );
    const b = await call<UpiCharge>(
      h.app,
      'charge/upi/create',
      { amount: '250', requestId: rid },
      { token: user.token },
    );
    expect(b.body.id).toBe(a.body.id);
    const low = await call(h.app, 'charge/upi/create', { amount: '99', requestId: requestId() }, { token: user.token });
    expect(low.code).toBe(405);
    expect(low.message).toMatch(/amount/i);
    const high = await call(
      h.app,
      'charge/upi/create',
      { amount: '100000.01', requestId: requestId() },
      { token: user.token },
    );
    expect(high.code).toBe(405);
    const other = await registerUser(h);
    const foreign = await call(h.app, 'charge/upi/status', { id: a.body.id }, { token: other.token });
    expect(foreign.code).toBe(404);
  });
});

describe('webhook', () => {
  it('UP1: a wrong signature is refused (401) and credits nothing', async () => {
    const charge = await create('300');
    const before = await balanceMinor();
    const forged = await deliver(captured(orderIdOf(charge), { amountMinor: 30_000 }), 'not-the-secret');
    expect(forged.status).toBe(401);
    const unsigned = await h.app.inject({
      method: 'POST',
      url: '/api/gateway/sim/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(captured(orderIdOf(charge), { amountMinor: 30_000 })),
    });
    expect(unsigned.statusCode).toBe(401);
    // The signature covers the raw bytes: the same JSON re-spaced is not what was signed.
    const body = captured(orderIdOf(charge), { amountMinor: 30_000 });
    const signed = createHmac('sha256', SECRET).update(JSON.stringify(body)).digest('hex');
    const respaced = await h.app.inject({
      method: 'POST',
      url: '/api/gateway/sim/webhook',
      headers: { 'content-type': 'application/json', 'x-sim-signature': signed },
      payload: JSON.stringify(body, null, 1),
    });
    expect(respaced.statusCode).toBe(401);
    expect(await balanceMinor()).toBe(before);
    expect((await status(charge.id)).status).toBe('pending');
  });

  it('UP2: a stale timestamp is refused (400) and credits nothing', async () => {
    const charge = await create('300');
    const before = await balanceMinor();
    const stale = await deliver(captured(orderIdOf(charge), { amountMinor: 30_000, at: Date.now() - 6 * 60_000 }));
    expect(stale).toMatchObject({ status: 400, body: { result: 'stale' } });
    const future = await deliver(captured(orderIdOf(charge), { amountMinor: 30_000, at: Date.now() + 6 * 60_000 }));
    expect(future.status).toBe(400);
    expect(await balanceMinor()).toBe(before);
  });

  it('UP4: a payment whose amount or currency differs from the order is refused and credits nothing', async () => {
    const charge = await create('400');
    const before = await balanceMinor();
    const less = await deliver(captured(orderIdOf(charge), { amountMinor: 39_999 }));
    expect(less.status).toBe(422);
    const dollars = await deliver(captured(orderIdOf(charge), { amountMinor: 40_000, currency: 'USD' }));
    expect(dollars.status).toBe(422);
    expect(await balanceMinor()).toBe(before);
    expect((await status(charge.id)).status).toBe('pending');
  });

  it('UP3: one payment delivered twice, even at once, credits once: one type-1 entry naming it and the masked payer', async () => {
    const charge = await create('750');
    const before = await balanceMinor();
    const paymentId = `pay_${randomBytes(6).toString('hex')}`;
    // Two deliveries of the same payment (a gateway's retry carries a new event id).
    const [a, b] = await Promise.all([
      deliver(captured(orderIdOf(charge), { paymentId, amountMinor: 75_000 })),
      deliver(captured(orderIdOf(charge), { paymentId, amountMinor: 75_000 })),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.result, b.body.result].sort()).toEqual(['credited', 'duplicate']);
    const third = await deliver(captured(orderIdOf(charge), { paymentId, amountMinor: 75_000 }));
    expect(third.body.result).toBe('duplicate');
    expect((await balanceMinor()) - before).toBe(75_000n);
    const credited = await status(charge.id);
    expect(credited).toMatchObject({ status: 'credited', payer: 'ra********@okaxis' });
    const entries = await h.database.db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyId, `upi:${paymentId}:%`));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ type: 1, amountMinor: 75_000n, ref: `upi:${charge.id}` });
    expect(entries[0]?.remark).toBe(`UPI ${paymentId} from ra********@okaxis`);
    // UP5: a second, different payment of an order already credited is refused, never credited.
    const another = await deliver(captured(orderIdOf(charge), { amountMinor: 75_000 }));
    expect(another.status).toBe(422);
    expect((await balanceMinor()) - before).toBe(75_000n);
  });

  it('UP2: the same signed delivery again is a replay, refused (409)', async () => {
    const charge = await create('200');
    const body = captured(orderIdOf(charge), { amountMinor: 20_000 });
    expect((await deliver(body)).body.result).toBe('credited');
    const before = await balanceMinor();
    const again = await deliver(body);
    expect(again).toMatchObject({ status: 409, body: { result: 'replay' } });
    expect(await balanceMinor()).toBe(before);
  });
});

describe('the simulated gateway', () => {
  it('UP5: approving on its checkout page delivers the signed webhook and credits the account', async () => {
    const charge = await create('1200');
    const before = await balanceMinor();
    await payOnCheckout(charge, 'approve', 'asha.verma@oksbi');
    expect((await balanceMinor()) - before).toBe(120_000n);
    expect(await status(charge.id)).toMatchObject({ status: 'credited', payer: 'as********@oksbi' });
    const pageAfter = await h.app.inject({ method: 'GET', url: charge.checkoutUrl ?? '' });
    expect(pageAfter.body).toContain('Payment approved');
  });

  it('UP5: declining marks the recharge failed with the reason and credits nothing', async () => {
    const charge = await create('650');
    const before = await balanceMinor();
    await payOnCheckout(charge, 'decline');
    const failed = await status(charge.id);
    expect(failed.status).toBe('failed');
    expect(failed.reason).toMatch(/declined/);
    expect(await balanceMinor()).toBe(before);
  });

  it('UP6: an order unpaid after 15 minutes expires with the reason; a late capture is refused', async () => {
    const charge = await create('900');
    const upi = createUpiChannel(
      { db: h.database.db, bus, log: h.app.log },
      { dataKey: TEST_DATA_KEY, simSecret: SECRET },
    );
    expect(await expireUpiPayments(upi, Date.now() + 14 * 60_000)).toBe(0);
    expect((await status(charge.id)).status).toBe('pending');
    await expireUpiPayments(upi, Date.now() + 15 * 60_000 + 1000);
    const expired = await status(charge.id);
    expect(expired.status).toBe('expired');
    expect(expired.reason).toMatch(/15 minutes/);
    const before = await balanceMinor();
    const late = await deliver(captured(orderIdOf(charge), { amountMinor: 90_000 }));
    expect(late.status).toBe(422);
    expect(await balanceMinor()).toBe(before);
  });
});

describe('settlement', () => {
  it('UP7: the daily file is reconciled; a payment on one side only is a console alert with both sides', async () => {
    const matched = await create('1500');
    await payOnCheckout(matched, 'approve');
    // A payment the gateway captured whose webhook never reached us.
    const lost = await create('800');
    const lostPayment = `pay_${randomBytes(6).toString('hex')}`;
    await h.database.db
      .update(simGatewayOrders)
      .set({ status: 'paid', paymentId: lostPayment, payerVpa: 'lost@okhdfc', paidAt: new Date() })
      .where(eq(simGatewayOrders.orderId, orderIdOf(lost)));
    const upi = createUpiChannel(
      { db: h.database.db, bus, log: h.app.log },
      { dataKey: TEST_DATA_KEY, simSecret: SECRET },
    );
    const day = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    await reconcileUpiSettlements(upi, Date.now(), day);
    const admin = (await staffToken(h, 'admin')).token;
    const runs = await consoleCall<
      Array<{
        gateway: string;
        day: string;
        differences: number;
        detail: Array<{ paymentId: string; gateway: { amount: string } | null; ours: { amount: string } | null }>;
      }>
    >(h, 'upi/settlement/last', {}, admin);
    expect(runs.code).toBe(200);
    const run = runs.body.find((r) => r.gateway === 'sim');
    expect(run?.day).toBe(day);
    const lostRow = run?.detail.find((d) => d.paymentId === lostPayment);
    expect(lostRow).toMatchObject({ gateway: { amount: '800.00' }, ours: null });
    // The payment approved on the checkout page is on both sides with one amount: no difference.
    const matchedPayment = await h.database.db
      .select()
      .from(simGatewayOrders)
      .where(eq(simGatewayOrders.orderId, orderIdOf(matched)));
    expect(run?.detail.some((d) => d.paymentId === matchedPayment[0]?.paymentId)).toBe(false);
    // Credits made by webhooks the gateway never settles (the signed test deliveries above) show ours only.
    expect(run?.detail.some((d) => d.gateway === null && d.ours !== null)).toBe(true);
    expect(run?.differences).toBe(run?.detail.length);
    const support = (await staffToken(h, 'support')).token;
    expect((await consoleCall(h, 'upi/settlement/last', {}, support)).code).not.toBe(200);
  });
});
