// Proves a recharge is credited at most once (F1) even when two staff approve it at the same
// moment; the minimum (405), our-own-evidence (404) and channel-password rules hold; a rejection
// moves no money and the customer sees the reason; every decision is audited and pushed live.
import { parseMoney } from '@demo/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerTransfers } from '../../src/db/schema';
import { reconcile } from '../../src/ledger/reconcile';
import { BusChannel, createBus } from '../../src/lib/bus';
import { balanceOf, channelId, consoleCall, staffToken, uploadImage } from '../support/funds';
import { call, type Harness, type RegisteredUser, registerUser, startHarness } from '../support/harness';

let h: Harness;
const bus = createBus(undefined, () => undefined);
let reviewerA = '';
let reviewerB = '';
let admin = '';
let user: RegisteredUser;
let upi = 0;

beforeAll(async () => {
  h = await startHarness({ bus });
  reviewerA = (await staffToken(h, 'reviewer')).token;
  reviewerB = (await staffToken(h, 'reviewer')).token;
  admin = (await staffToken(h, 'admin')).token;
  user = await registerUser(h);
  upi = await channelId(h, user.token, 'UPI');
});
afterAll(async () => {
  await h.close();
  await bus.close();
});

function minorOf(text: string): bigint {
  const parsed = parseMoney(text);
  if (!parsed.ok) throw new Error(`not money: ${text}`);
  return parsed.value;
}

async function recharge(amount: string, extra: Record<string, string | number> = {}) {
  const evidence = await uploadImage(h, user.token);
  return await call<{ id: number; status: string }>(
    h.app,
    'charge/charge',
    { channelId: upi, type: 'bank', amount, evidence, remark: 'UTR 1234', ...extra },
    { token: user.token },
  );
}

describe('customer side', () => {
  it('shows open channels with their minimum and where to transfer', async () => {
    const channels = await call<Array<{ name: string; minAmount: string; needPassword: boolean }>>(
      h.app,
      'income_channel/available',
      {},
      { token: user.token },
    );
    expect(channels.body.map((c) => c.name)).toEqual(expect.arrayContaining(['UPI', 'USDT (TRC20)']));
    const usdt = await channelId(h, user.token, 'USDT (TRC20)');
    const where = await call<Array<{ currency: string; protocol: string; address: string; qrCode: string }>>(
      h.app,
      'income_currency_channel/frontList',
      { channelId: usdt },
      { token: user.token },
    );
    expect(where.body[0]).toMatchObject({ currency: 'USDT', protocol: 'TRC20' });
    expect(where.body[0]?.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  });

  it('answers 405 below minChargeAmount', async () => {
    expect((await recharge('99.99')).code).toBe(405);
  });

  it('refuses evidence that is not one of our uploads, naming the field', async () => {
    for (const evidence of ['https://evil.example/x.png', '/uploads/00000000000000000000000000000000.png']) {
      const reply = await call(
        h.app,
        'charge/charge',
        { channelId: upi, type: 'bank', amount: '500', evidence },
        { token: user.token },
      );
      expect(reply.code).toBe(404);
      expect(reply.message).toMatch(/^Transfer evidence/);
    }
  });

  it("refuses another customer's upload as evidence", async () => {
    const other = await registerUser(h);
    const theirs = await uploadImage(h, other.token);
    const reply = await call(
      h.app,
      'charge/charge',
      { channelId: upi, type: 'bank', amount: '500', evidence: theirs },
      { token: user.token },
    );
    expect(reply.code).toBe(404);
  });
});

describe('a channel with a password', () => {
  it('needs a passed check first; a wrong password answers 404 naming it', async () => {
    const saved = await consoleCall<{ id: number; needPassword: boolean }>(
      h,
      'channel/income/save',
      {
        name: `VIP transfer ${Date.now()}`,
        type: 'bank',
        needPassword: true,
        password: 'vip-door-7',
        minAmount: '1000',
        active: true,
        reason: 'VIP desk',
      },
      admin,
    );
    expect(saved.body.needPassword).toBe(true);
    const vip = saved.body.id;
    await consoleCall(
      h,
      'channel/income_currency/save',
      {
        channelId: vip,
        currency: 'INR',
        protocol: 'NONE',
        address: 'VIP A/c 777',
        rate: '1',
        active: true,
        reason: 'VIP desk',
      },
      admin,
    );
    const where = async () =>
      (
        await call<Array<{ address: string }>>(
          h.app,
          'income_currency_channel/frontList',
          { channelId: vip },
          { token: user.token },
        )
      ).body;
    expect(await where()).toEqual([]);
    const evidence = await uploadImage(h, user.token);
    const submit = () =>
      call(h.app, 'charge/charge', { channelId: vip, type: 'bank', amount: '1000', evidence }, { token: user.token });
    expect((await submit()).code).toBe(404);
    const wrong = await call(
      h.app,
      'income_currency_channel/check',
      { id: vip, password: 'guess' },
      { token: user.token },
    );
    expect(wrong.code).toBe(404);
    expect(wrong.message).toMatch(/^Password/);
    const right = await call(
      h.app,
      'income_currency_channel/check',
      { id: vip, password: 'vip-door-7' },
      { token: user.token },
    );
    expect(right).toMatchObject({ code: 200, body: { ok: true } });
    expect((await where()).map((c) => c.address)).toEqual(['VIP A/c 777']);
    expect((await submit()).code).toBe(200);
    const listed = await consoleCall<{ list: Array<{ id: number; needPassword: boolean }> }>(
      h,
      'channel/income/list',
      { size: 100 },
      admin,
    );
    expect(JSON.stringify(listed.body)).not.toContain('vip-door-7');
  });
});

describe('channel password guessing', () => {
  it('P3: checks are rate limited per client (429 after 10 a minute)', async () => {
    const ip = '10.250.1.1';
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const reply = await call(
        h.app,
        'income_currency_channel/check',
        { id: upi, password: `guess-${i}` },
        { token: user.token, ip },
      );
      codes.push(reply.code);
    }
    expect(codes.slice(0, 10).every((c) => c !== 429)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('staff review', () => {
  it('F1: two staff approving the same recharge at once credit it exactly once', async () => {
    const before = await balanceOf(h, user.token);
    const submitted = await recharge('750.25');
    expect(submitted.body.status).toBe('UNDER');
    const decisions = await Promise.all([
      consoleCall(h, 'review/recharge/approve', { id: submitted.body.id }, reviewerA),
      consoleCall(h, 'review/recharge/approve', { id: submitted.body.id }, reviewerB),
    ]);
    expect(decisions.map((d) => d.code).sort()).toEqual([200, 404]);
    const credits = await h.database.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.ref, `charge:${submitted.body.id}`), eq(ledgerTransfers.type, 1)));
    expect(credits.map((t) => t.amountMinor)).toEqual([75_025n]);
    const after = await balanceOf(h, user.token);
    expect(minorOf(after.balance) - minorOf(before.balance)).toBe(75_025n);
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `charge:${submitted.body.id}`));
    expect(audits.map((a) => a.action)).toEqual(['recharge.approve']);
  });

  it('a rejection moves no money and the customer sees the reason', async () => {
    const before = await balanceOf(h, user.token);
    const submitted = await recharge('300');
    expect((await consoleCall(h, 'review/recharge/reject', { id: submitted.body.id }, reviewerA)).code).toBe(404);
    const rejected = await consoleCall<{ status: string }>(
      h,
      'review/recharge/reject',
      { id: submitted.body.id, reason: 'No such transfer received' },
      reviewerA,
    );
    expect(rejected.body.status).toBe('REJECT');
    expect(await balanceOf(h, user.token)).toEqual(before);
    const list = await call<{ list: Array<{ id: number; status: string; reason: string; amount: string }> }>(
      h.app,
      'charge/list',
      {},
      { token: user.token },
    );
    expect(list.body.list.find((c) => c.id === submitted.body.id)).toMatchObject({
      status: 'REJECT',
      reason: 'No such transfer received',
      amount: '300.00',
    });
  });

  it('pushes a review event and a balance event to the customer on approval', async () => {
    const submitted = await recharge('120');
    const received: unknown[] = [];
    const stop = bus.subscribe(BusChannel.user(user.user.id), (event) => received.push(event));
    const approved = await consoleCall<{ status: string; evidence: string; username: string }>(
      h,
      'review/recharge/approve',
      { id: submitted.body.id, reason: 'matched UTR' },
      reviewerB,
    );
    expect(approved.body).toMatchObject({ status: 'PASS', username: user.username });
    expect(approved.body.evidence).toMatch(/^\/uploads\//);
    await expect.poll(() => received.length).toBeGreaterThanOrEqual(2);
    stop();
    expect(received[0]).toEqual({ type: 'review', kind: 'recharge', id: submitted.body.id, status: 'PASS' });
    expect(received[1]).toMatchObject({ type: 'balance' });
  });

  it('the queue lists undecided recharges oldest first with user, channel and evidence', async () => {
    const queue = await consoleCall<{ list: Array<{ status: string; channelName: string; evidence: string }> }>(
      h,
      'review/recharge/list',
      { status: 'UNDER', size: 100 },
      reviewerA,
    );
    expect(queue.code).toBe(200);
    for (const row of queue.body.list) expect(row.status).toBe('UNDER');
  });

  it('L1-L5: the ledger reconciles after the recharge stories', async () => {
    expect(await reconcile(h.database.db)).toEqual([]);
  });
});
