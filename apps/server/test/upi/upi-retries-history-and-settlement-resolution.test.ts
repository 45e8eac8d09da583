// Proves what keeps a UPI payment from getting lost (docs/SPEC.md UP9–UP11): the customer's payments
// are listed newest first (the app's card and history survive a reload); a webhook our endpoint did
// not take is retried by the gateway on its schedule and credits once; a settlement difference can be
// checked again once the retry has credited it, and a difference staff have explained is marked
// resolved, both audited and for admins only. The file's own database: settlement runs are per day.
import { randomBytes } from 'node:crypto';
import { parseMoney } from '@demo/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, simGatewayOrders } from '../../src/db/schema';
import { createBus } from '../../src/lib/bus';
import { createUpiChannel, reconcileUpiSettlements } from '../../src/modules/upi';
import { SIM_WEBHOOK_RETRY_WAITS_MS } from '../../src/modules/upi/sim-gateway';
import { balanceOf, consoleCall, staffToken } from '../support/funds';
import { call, type Harness, type RegisteredUser, registerUser, startHarness, TEST_DATA_KEY } from '../support/harness';
import { isolatedDatabase } from '../support/isolated-database';

const SECRET = 'upi-retry-webhook-secret';
const bus = createBus(undefined, () => undefined);
let own: Awaited<ReturnType<typeof isolatedDatabase>>;
let h: Harness;
let user: RegisteredUser;

beforeAll(async () => {
  own = await isolatedDatabase();
  h = await startHarness({ bus, app: { upiSimSecret: SECRET }, databaseUrl: own.url });
  user = await registerUser(h);
});
afterAll(async () => {
  await h?.close();
  await bus.close();
  await own?.drop();
});

interface UpiCharge {
  id: number;
  amount: string;
  intentUrl: string;
  status: string;
  createdAt: number;
}

const minorOf = (text: string) => {
  const parsed = parseMoney(text);
  if (!parsed.ok) throw new Error(`not money: ${text}`);
  return parsed.value;
};
const balanceMinor = async () => minorOf((await balanceOf(h, user.token)).balance);
const orderIdOf = (charge: UpiCharge) =>
  new URL(charge.intentUrl.replace('upi://', 'https://x/')).searchParams.get('tr') ?? '';
const indiaToday = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

async function create(amount: string, token = user.token): Promise<UpiCharge> {
  const reply = await call<UpiCharge>(
    h.app,
    'charge/upi/create',
    { amount, requestId: `upi-${randomBytes(6).toString('hex')}` },
    { token },
  );
  expect(reply.code, reply.message).toBe(200);
  return reply.body;
}

const status = async (id: number) =>
  (await call<UpiCharge>(h.app, 'charge/upi/status', { id }, { token: user.token })).body.status;

/** A simulated gateway of the test's own over the same books, whose deliveries the test decides. */
function gatewayDelivering(answer: 'refuse' | 'app') {
  const upi = createUpiChannel(
    { db: h.database.db, bus, log: h.app.log },
    { dataKey: TEST_DATA_KEY, simSecret: SECRET },
  );
  upi.sim.deliverTo(async (rawBody, headers) => {
    if (answer === 'refuse') return 503;
    const reply = await h.app.inject({ method: 'POST', url: '/api/gateway/sim/webhook', payload: rawBody, headers });
    return reply.statusCode;
  });
  return upi;
}

describe('charge/upi/list', () => {
  it("UP11: lists the customer's own UPI payments newest first, with when each began", async () => {
    const first = await create('300');
    const second = await create('400');
    const other = await registerUser(h);
    await create('500', other.token);
    const reply = await call<{ list: UpiCharge[]; total: number }>(
      h.app,
      'charge/upi/list',
      { page: 1, size: 10 },
      { token: user.token },
    );
    expect(reply.code).toBe(200);
    expect(reply.body.list.map((p) => p.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(reply.body.list.every((p) => p.amount !== '500.00')).toBe(true);
    expect(reply.body.total).toBe(reply.body.list.length);
    expect(Math.abs((reply.body.list[0]?.createdAt ?? 0) - Date.now())).toBeLessThan(60_000);
    const bad = await call(h.app, 'charge/upi/list', { page: 1, size: 0 }, { token: user.token });
    expect(bad.code).not.toBe(200);
    expect(bad.message).toMatch(/size/i);
    expect((await call(h.app, 'charge/upi/list', { page: 1, size: 10 })).code).not.toBe(200);
  });
});

describe('webhook retries', () => {
  it('UP9: a webhook our endpoint did not take is retried when due and credits once', async () => {
    const charge = await create('1100');
    const before = await balanceMinor();
    const down = gatewayDelivering('refuse');
    expect(await down.sim.answer(orderIdOf(charge), { approve: true, payerVpa: 'meena.rao@okicici' })).toBe(true);
    expect(await status(charge.id)).toBe('pending');
    const [owed] = await h.database.db
      .select()
      .from(simGatewayOrders)
      .where(eq(simGatewayOrders.orderId, orderIdOf(charge)));
    expect(owed?.webhookAttempts).toBe(1);
    expect(owed?.webhookDeliveredAt).toBeNull();

    const up = gatewayDelivering('app');
    const firstWaitMs = SIM_WEBHOOK_RETRY_WAITS_MS[0] ?? 0;
    // Not before its wait is over.
    expect(await up.sim.redeliverWebhooks(Date.now())).toBe(0);
    expect(await status(charge.id)).toBe('pending');
    expect(await up.sim.redeliverWebhooks(Date.now() + firstWaitMs + 1000)).toBe(1);
    expect(await status(charge.id)).toBe('credited');
    expect((await balanceMinor()) - before).toBe(110_000n);
    // Delivered: nothing is owed any more, and nothing credits twice.
    expect(await up.sim.redeliverWebhooks(Date.now() + 86_400_000)).toBe(0);
    expect((await balanceMinor()) - before).toBe(110_000n);
  });

  it('UP9: after the last wait of its schedule the webhook is given up', async () => {
    const charge = await create('200');
    const down = gatewayDelivering('refuse');
    await down.sim.answer(orderIdOf(charge), { approve: false });
    let at = Date.now();
    for (const waitMs of SIM_WEBHOOK_RETRY_WAITS_MS) {
      at += waitMs + 1000;
      await down.sim.redeliverWebhooks(at);
    }
    const [row] = await h.database.db
      .select()
      .from(simGatewayOrders)
      .where(eq(simGatewayOrders.orderId, orderIdOf(charge)));
    expect(row?.webhookAttempts).toBe(SIM_WEBHOOK_RETRY_WAITS_MS.length + 1);
    expect(row?.webhookNextAt).toBeNull();
    expect(await down.sim.redeliverWebhooks(at + 86_400_000)).toBe(0);
    expect(await status(charge.id)).toBe('pending');
  });
});

describe('settlement differences', () => {
  it('UP9, UP10: a lost webhook differs; once retried a recheck clears it; resolving is audited, admins only', async () => {
    const charge = await create('2500');
    const down = gatewayDelivering('refuse');
    await down.sim.answer(orderIdOf(charge), { approve: true, payerVpa: 'lost.hook@okhdfc' });
    const [paid] = await h.database.db
      .select()
      .from(simGatewayOrders)
      .where(eq(simGatewayOrders.orderId, orderIdOf(charge)));
    const paymentId = paid?.paymentId ?? '';
    const day = indiaToday();
    await reconcileUpiSettlements(down, Date.now(), day);

    const admin = await staffToken(h, 'admin');
    type Run = {
      gateway: string;
      day: string;
      differences: number;
      detail: Array<{ paymentId: string; gateway: { amount: string } | null; ours: unknown }>;
      resolved: { staffId: number; reason: string } | null;
    };
    const last = await consoleCall<Run[]>(h, 'upi/settlement/last', {}, admin.token);
    const open = last.body.find((r) => r.gateway === 'sim');
    expect(open?.detail.find((d) => d.paymentId === paymentId)).toMatchObject({
      gateway: { amount: '2500.00' },
      ours: null,
    });
    expect(open?.resolved).toBeNull();

    // The gateway's retry arrives; checked again, the day reconciles.
    const up = gatewayDelivering('app');
    expect(await up.sim.redeliverWebhooks(Date.now() + 60_000)).toBeGreaterThanOrEqual(1);
    const reviewer = await staffToken(h, 'reviewer');
    const payload = { gateway: 'sim', day, reason: 'Webhook retried by the gateway' };
    expect((await consoleCall(h, 'upi/settlement/recheck', payload, reviewer.token)).code).not.toBe(200);
    const rechecked = await consoleCall<Run>(h, 'upi/settlement/recheck', payload, admin.token);
    expect(rechecked.code, rechecked.message).toBe(200);
    expect(rechecked.body.detail.some((d) => d.paymentId === paymentId)).toBe(false);

    // Staff explain what the day showed and mark it resolved: the alert leaves it.
    const explained = { gateway: 'sim', day, reason: 'Test deliveries: the gateway never settles them' };
    expect((await consoleCall(h, 'upi/settlement/resolve', explained, reviewer.token)).code).not.toBe(200);
    const resolved = await consoleCall<Run>(h, 'upi/settlement/resolve', explained, admin.token);
    expect(resolved.code, resolved.message).toBe(200);
    expect(resolved.body.resolved).toMatchObject({ staffId: admin.id, reason: explained.reason });
    const after = await consoleCall<Run[]>(h, 'upi/settlement/last', {}, admin.token);
    expect(after.body.find((r) => r.gateway === 'sim')?.resolved?.reason).toBe(explained.reason);
    const audited = await h.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.staffId, admin.id), eq(auditLog.target, `sim:${day}`)));
    expect(audited.map((a) => a.action).sort()).toEqual(['upi.settlement.recheck', 'upi.settlement.resolve']);

    // Bad input names its field; a day never checked is refused.
    const badDay = await consoleCall(h, 'upi/settlement/resolve', { ...explained, day: '5 Dec' }, admin.token);
    expect(badDay.message).toMatch(/^Day /);
    const unchecked = await consoleCall(h, 'upi/settlement/recheck', { ...payload, day: '2020-01-01' }, admin.token);
    expect(unchecked.code).not.toBe(200);
    expect(unchecked.message).toMatch(/^Day /);
  });
});
