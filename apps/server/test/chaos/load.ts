import { RISK_DISCLOSURE_VERSION } from '@demo/contract';
import { verhoeffCheckDigit } from '@demo/core';
import { StaffAuthenticator, type StaffSend, signInStaff } from '../support/staff-sign-in';
import { bodySummary, type History } from './history';
import { type Answer, type CallStats, ChaosClient } from './http-client';
import { CUSTOMER_OPERATIONS, type Customer, type Operation, PAY_PASSWORD, type Payload } from './operations';
import type { Rng } from './rng';
import type { ChaosServer } from './server-process';

/**
 * The crash test's actors: customers, each with its own loop of operations from the catalogue, and
 * a staff desk that approves recharges and decides withdrawals, as a reviewer at the console would.
 * Every call is retried with the same payload until answered, and recorded once answered.
 */

export const ADMIN_PASSWORD = 'chaos-admin-password';
const REVIEWER_PASSWORD = 'chaos-reviewer-password';
const CUSTOMER_PASSWORD = 'chaos-pass-1';
/** Each customer's first recharge, in rupees: room for dozens of positions and withdrawals. */
const FIRST_RECHARGE = '500000.00';
/** A customer's pause between operations, in ms: a person taps; the loaded machine does the rest. */
const THINK_MS_MAX = 40;
/** The desk looks at its queues this often, in ms. */
const DESK_PASS_MS = [150, 600] as const;

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export interface LoadContext {
  server: ChaosServer;
  history: History;
  stats: CallStats;
}

function expectOk<B>(answer: Answer<B>, what: string): B {
  if (answer.code !== 200) throw new Error(`set-up: ${what} answered ${answer.code}: ${answer.message}`);
  return answer.body;
}

/** Calls and records one operation; answers the reply. */
export async function act<B = unknown>(
  ctx: LoadContext,
  actor: string,
  op: string,
  client: ChaosClient,
  token: string,
  userId: number | null,
  call: { path: string; payload: Payload; requestId: string | null },
  base: '/api/smart/' | '/api/console/' = '/api/smart/',
): Promise<Answer<B>> {
  const startedAtMs = Date.now();
  const answer = await client.call<B>(call.path, call.payload, token, base);
  ctx.history.add({
    actor,
    op,
    path: call.path,
    userId,
    payload: call.payload,
    requestId: call.requestId,
    startedAtMs,
    answeredAtMs: Date.now(),
    attempts: answer.attempts,
    code: answer.code,
    message: answer.message,
    body: bodySummary(answer.body),
  });
  return answer;
}

/** The authenticator app of the admin and the desk's reviewer (S10), kept across the run's restarts. */
const staffAuthenticator = new StaffAuthenticator();

/** The console API through a chaos client, as `signInStaff` speaks it. */
function consoleSend(client: ChaosClient): StaffSend {
  return (path, payload, token) => client.call(path, payload, token, '/api/console/');
}

/** The first admin signs in and adds a reviewer; the desk works as the reviewer. */
export async function openDesk(ctx: LoadContext, rng: Rng): Promise<{ client: ChaosClient; token: string }> {
  const client = new ChaosClient(ctx.server.baseUrl, ctx.stats);
  const admin = await signInStaff(consoleSend(client), staffAuthenticator, {
    username: 'admin',
    password: ADMIN_PASSWORD,
  });
  const username = `reviewer-${rng.int(1000, 9999)}`;
  expectOk(
    await client.call(
      'staff/create',
      {
        username,
        displayName: 'Chaos reviewer',
        role: 'reviewer',
        password: REVIEWER_PASSWORD,
        reason: 'crash test desk',
      },
      admin.token,
      '/api/console/',
    ),
    'staff/create',
  );
  const reviewer = await signInStaff(consoleSend(client), staffAuthenticator, {
    username,
    password: REVIEWER_PASSWORD,
  });
  return { client, token: reviewer.token };
}

/** Group offerings the customers join; they allocate a day after set-up, long after any run (G3). */
const GROUP_OFFERINGS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The first admin opens group offerings of Ethereum (priced around the clock) for the customers to
 * join: open for the whole run, so every join is a deposit in escrow that the checks can find.
 */
export async function openGroupOfferings(ctx: LoadContext): Promise<void> {
  const client = new ChaosClient(ctx.server.baseUrl, ctx.stats);
  const admin = await signInStaff(consoleSend(client), staffAuthenticator, {
    username: 'admin',
    password: ADMIN_PASSWORD,
  });
  const quote = expectOk(await client.call<{ bid: string }>('data/market', { code: 'ETHUSD' }, null), 'data/market');
  const nowMs = Date.now();
  for (let i = 1; i <= GROUP_OFFERINGS; i++) {
    expectOk(
      await client.call(
        'group/create',
        {
          name: `Ethereum block ${i}`,
          code: 'ETHUSD',
          price: quote.bid,
          blockQty: 1_000,
          minAmount: '1000.00',
          maxAmount: '50000.00',
          depositRate: '0.2',
          allocateAt: nowMs + DAY_MS,
          payDeadline: nowMs + 2 * DAY_MS,
          reason: 'crash test offering',
        },
        admin.token,
        '/api/console/',
      ),
      'group/create',
    );
  }
}

function aadhaar(rng: Rng): string {
  const head = `${rng.int(2, 9)}${String(rng.int(0, 9_999_999_999)).padStart(10, '0')}`;
  return `${head}${verhoeffCheckDigit(head)}`;
}

/**
 * Registers a customer the way the app does and gets them ready to trade and move money: an upload
 * for evidence, a payment password, a bank account, identity verified by the desk, and a first
 * recharge approved by the desk (recorded like every later one).
 */
export async function registerCustomer(
  ctx: LoadContext,
  desk: { client: ChaosClient; token: string },
  name: string,
  rng: Rng,
): Promise<Customer> {
  const client = new ChaosClient(ctx.server.baseUrl, ctx.stats);
  const phone = `${rng.int(6, 9)}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`;
  expectOk(await client.call('user/sms', { phone, smsType: 'register' }, null), 'user/sms');
  const code = await ctx.server.smsCode(phone);
  const session = expectOk(
    await client.call<{ token: string; user: { id: number } }>(
      'user/register',
      { username: phone, password: CUSTOMER_PASSWORD, code, invitation: '' },
      null,
    ),
    'user/register',
  );
  const token = session.token;
  // BR18: the customers trade leveraged, so each accepted the risk disclosure of both sets first.
  for (const accountType of ['real', 'virtual'])
    expectOk(
      await client.call('brake/disclosure/accept', { accountType, version: RISK_DISCLOSURE_VERSION }, token),
      'brake/disclosure/accept',
    );
  const upload = async () => expectOk(await client.upload(token, PNG_1X1, 'evidence.png', 'image/png'), 'upload').url;
  const evidenceUrl = await upload();
  expectOk(
    await client.call('user/update/pay_password', { oldPassword: CUSTOMER_PASSWORD, newPassword: PAY_PASSWORD }, token),
    'pay_password',
  );
  const bank = expectOk(
    await client.call<{ id: number }>(
      'user_bank/insert',
      {
        bankName: 'HDFC Bank',
        address: 'Fort, Mumbai',
        ifsc: 'HDFC0001234',
        payee: 'Chaos Customer',
        accountNumber: String(rng.int(100_000_000, 999_999_999_999)),
      },
      token,
    ),
    'user_bank/insert',
  );
  expectOk(
    await client.call(
      'user/update/credit',
      {
        realName: 'Chaos Customer',
        creditNumber: aadhaar(rng),
        creditFront: await upload(),
        creditBack: await upload(),
      },
      token,
    ),
    'user/update/credit',
  );
  const kyc = expectOk(
    await desk.client.call<{ list: Array<{ id: number }> }>(
      'review/kyc/list',
      { status: 'CREDITING', userId: session.user.id, size: 10 },
      desk.token,
      '/api/console/',
    ),
    'review/kyc/list',
  );
  const kycId = kyc.list[0]?.id;
  if (kycId === undefined) throw new Error('set-up: no KYC submission to pass');
  expectOk(await desk.client.call('review/kyc/pass', { id: kycId }, desk.token, '/api/console/'), 'review/kyc/pass');
  const channels = expectOk(
    await client.call<Array<{ id: number; name: string; needPassword: boolean; type: string }>>(
      'income_channel/available',
      {},
      token,
    ),
    'income_channel/available',
  );
  const channel = channels.find((c) => c.type === 'bank' && !c.needPassword);
  if (!channel) throw new Error('set-up: no bank recharge channel without a password');
  const customer: Customer = {
    name,
    id: session.user.id,
    token,
    client,
    bankId: bank.id,
    evidenceUrl,
    channelId: channel.id,
  };
  const requestId = rng.requestId();
  const charged = await act<{ id: number }>(ctx, name, 'charge.first', client, token, customer.id, {
    path: 'charge/charge',
    payload: { channelId: channel.id, type: 'bank', amount: FIRST_RECHARGE, evidence: evidenceUrl, requestId },
    requestId,
  });
  const chargeId = expectOk(charged, 'first charge/charge').id;
  expectOk(
    await act(
      ctx,
      'desk',
      'desk.recharge.approve',
      desk.client,
      desk.token,
      null,
      {
        path: 'review/recharge/approve',
        payload: { id: chargeId },
        requestId: null,
      },
      '/api/console/',
    ),
    'first review/recharge/approve',
  );
  return customer;
}

/** One customer's loop: pick an operation, plan it, call until answered, record; until told to stop. */
export async function customerLoop(
  ctx: LoadContext,
  customer: Customer,
  rng: Rng,
  running: () => boolean,
  operations: readonly Operation[] = CUSTOMER_OPERATIONS,
  thinkMsMax = THINK_MS_MAX,
): Promise<void> {
  while (running()) {
    const operation = rng.weighted(operations);
    const planned = await operation.plan(customer, rng);
    if (planned === null) continue;
    await act(ctx, customer.name, operation.name, customer.client, customer.token, customer.id, planned);
    await new Promise((resolve) => setTimeout(resolve, rng.int(0, thinkMsMax)));
  }
}

interface Queued {
  id: number;
}

/**
 * The reviewer's loop: approves most waiting recharges and rejects a few; approves, pays or rejects
 * withdrawals. A decision is not keyed by a request id; one retried after a lost reply meets a
 * request already decided and is refused, which the checks allow (F1, F4: decided once).
 */
export async function deskLoop(
  ctx: LoadContext,
  desk: { client: ChaosClient; token: string },
  rng: Rng,
  running: () => boolean,
): Promise<void> {
  const decide = (op: string, path: string, payload: Payload) =>
    act(ctx, 'desk', op, desk.client, desk.token, null, { path, payload, requestId: null }, '/api/console/');
  const queue = async (path: string, status: string) => {
    const reply = await desk.client.call<{ list: Queued[] }>(path, { status, size: 20 }, desk.token, '/api/console/');
    return reply.code === 200 ? reply.body.list : [];
  };
  while (running()) {
    for (const charge of await queue('review/recharge/list', 'UNDER')) {
      if (rng.chance(0.85)) await decide('desk.recharge.approve', 'review/recharge/approve', { id: charge.id });
      else
        await decide('desk.recharge.reject', 'review/recharge/reject', {
          id: charge.id,
          reason: 'evidence unreadable',
        });
    }
    for (const withdrawal of await queue('review/withdraw/list', 'UNDER')) {
      const roll = rng.next();
      if (roll < 0.6) await decide('desk.withdraw.approve', 'review/withdraw/approve', { id: withdrawal.id });
      else if (roll < 0.8)
        await decide('desk.withdraw.reject', 'review/withdraw/reject', { id: withdrawal.id, reason: 'payee mismatch' });
    }
    for (const withdrawal of await queue('review/withdraw/list', 'PASS')) {
      const roll = rng.next();
      if (roll < 0.7)
        await decide('desk.withdraw.paid', 'review/withdraw/paid', {
          id: withdrawal.id,
          reference: `UTR${rng.int(100_000_000, 999_999_999)}`,
        });
      else if (roll < 0.8)
        await decide('desk.withdraw.reject', 'review/withdraw/reject', {
          id: withdrawal.id,
          reason: 'bank returned it',
        });
    }
    await new Promise((resolve) => setTimeout(resolve, rng.int(...DESK_PASS_MS)));
  }
}
