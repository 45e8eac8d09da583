// Proves A21 on one node with the production re-check interval (60 s): whichever way a session ends,
// a socket bound with it gets the error frame within a second and no user event after it, while a
// socket of the same user's session that goes on keeps receiving; staff consoles likewise.
import { randomInt, randomUUID } from 'node:crypto';
import { Code } from '@demo/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_SESSIONS_MAX } from '../../src/deps';
import { BusChannel } from '../../src/lib/bus';
import { insertStaff } from '../../src/modules/staff/store';
import { consoleSend, staffAuthenticator, staffToken } from '../support/funds';
import { call, type RegisteredUser, registerUser } from '../support/harness';
import { signInStaff } from '../support/staff-sign-in';
import { awayFromStepEdge, codeAt, enableTwoFactor } from '../support/two-factor';
import { type Frame, SocketClient, type SocketNode, startSocketNode, waitUntil } from './socket-helpers';

/** A21's bound: the error frame comes within this long of the call that ended the session. */
const WITHIN_MS = 1_000;
/** How long a socket is watched for a frame that must not come. */
const QUIET_MS = 300;

let node: SocketNode;

beforeAll(async () => {
  // No socketLimits: the node re-checks bindings every 60 s, as in production, so only the
  // announcement can end a binding within the test's second.
  node = await startSocketNode();
});

afterAll(async () => {
  await node?.close();
});

function balanceEvent(marker: string) {
  return { type: 'balance', balance: '1.00', balanceLocked: '0.00', virtualBalance: marker };
}

async function signIn(user: RegisteredUser): Promise<string> {
  const reply = await call<{ token: string }>(node.app, 'access/user', {
    username: user.phone,
    password: user.password,
  });
  if (reply.code !== 200) throw new Error(`access/user answered ${reply.code}`);
  return reply.body.token;
}

/** A socket bound to `userId` with `token`, its earlier frames (a new-device notice) cleared. */
async function bound(userId: number, token: string): Promise<SocketClient> {
  const client = await SocketClient.connect(node.url);
  client.send({ cmd: 'user', userId, token });
  await client.sync();
  expect(client.drain('error')).toEqual([]);
  client.drain('user');
  return client;
}

const isError = (f: Frame) => f.channel === 'error';

/** Each `ended` socket has its error frame (with `code`) within WITHIN_MS of the end. */
async function expectErrorFrames(endedAtMs: number, ended: readonly SocketClient[], code: number): Promise<void> {
  for (const client of ended) {
    await waitUntil(() => client.frames.some(isError), WITHIN_MS - (Date.now() - endedAtMs));
    expect(client.frames.find(isError)?.content).toMatchObject({ code });
  }
}

/** After QUIET_MS, no `ended` socket has read a frame of `channel` after its error; then all close. */
async function expectQuietAfterError(
  ended: readonly SocketClient[],
  live: readonly SocketClient[],
  channel: 'user' | 'staff',
): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
  for (const client of ended) {
    const afterError = client.frames.slice(client.frames.findIndex(isError) + 1);
    expect(afterError.filter((f) => f.channel === channel)).toEqual([]);
  }
  await Promise.all([...ended, ...live].map((c) => c.close()));
}

/**
 * Waits at most WITHIN_MS for each `ended` socket's error frame (with `code`), then publishes a user
 * event: every `live` socket receives it, and no ended socket reads a user frame after its error.
 */
async function expectEnded(
  userId: number,
  endedAtMs: number,
  ended: readonly SocketClient[],
  live: readonly SocketClient[],
  code: number,
): Promise<void> {
  await expectErrorFrames(endedAtMs, ended, code);
  const marker = randomUUID();
  await node.bus.publish(BusChannel.user(userId), balanceEvent(marker));
  for (const client of live) {
    const frame = await client.take(
      (f) => f.channel === 'user' && (f.content as { virtualBalance?: string }).virtualBalance === marker,
      WITHIN_MS,
    );
    expect(frame.content).toEqual(balanceEvent(marker));
    expect(client.drain('error')).toEqual([]);
  }
  await expectQuietAfterError(ended, live, 'user');
}

/** The user's first session (`phone`) and a second one (`desk`), each with a bound socket. */
async function twoDevices() {
  const user = await registerUser(node);
  const deskToken = await signIn(user);
  const phone = await bound(user.user.id, user.token);
  const desk = await bound(user.user.id, deskToken);
  return { user, userId: user.user.id, deskToken, phone, desk };
}

describe('A21: a customer socket stops within a second of its session ending', () => {
  it('user/session/revoke: the revoked device’s socket gets 281, the one that revoked goes on', async () => {
    const { user, userId, phone, desk } = await twoDevices();
    const list = await call<Array<{ id: number; current: boolean }>>(
      node.app,
      'user/session/list',
      {},
      { token: user.token },
    );
    const deskId = list.body.find((s) => !s.current)?.id ?? 0;
    expect((await call(node.app, 'user/session/revoke', { id: deskId }, { token: user.token })).code).toBe(200);
    await expectEnded(userId, Date.now(), [desk], [phone], Code.SIGNED_IN_ELSEWHERE);
  });

  it('logout: the socket of the session that logged out gets 402, the other device goes on', async () => {
    const { userId, deskToken, phone, desk } = await twoDevices();
    expect((await call(node.app, 'access/logout', {}, { token: deskToken })).code).toBe(200);
    await expectEnded(userId, Date.now(), [desk], [phone], Code.LOGIN_REQUIRED);
  });

  it('a password change: the other devices’ sockets get 281, the changing one goes on (A4)', async () => {
    const { user, userId, phone, desk } = await twoDevices();
    const changed = await call(
      node.app,
      'user/update/password',
      { oldPassword: user.password, newPassword: 'another-pass-21' },
      { token: user.token },
    );
    expect(changed.code).toBe(200);
    await expectEnded(userId, Date.now(), [desk], [phone], Code.SIGNED_IN_ELSEWHERE);
  });

  it('a password reset by SMS code: every socket of the account gets 281 (A20)', async () => {
    const { user, userId, phone, desk } = await twoDevices();
    // The registration's code is past the 60 s resend wait (A7) once moved back.
    await node.database.db.execute(
      sql`update sms_codes set created_at = created_at - interval '61 seconds' where target = ${user.username}`,
    );
    expect((await call(node.app, 'user/sms', { phone: user.phone, smsType: 'reset' })).code).toBe(200);
    const code = node.sms.lastCodeFor(user.username);
    const reset = await call(node.app, 'user/forget/password', {
      phone: user.phone,
      code,
      newPassword: 'reset-pass-21',
      confirmPassword: 'reset-pass-21',
    });
    expect(reset.code).toBe(200);
    await expectEnded(userId, Date.now(), [phone, desk], [], Code.SIGNED_IN_ELSEWHERE);
  });

  it('the session cap: the oldest session’s socket gets 281 when one more signs in', async () => {
    const user = await registerUser(node);
    const oldest = await bound(user.user.id, user.token);
    let newest = '';
    for (let i = 1; i < USER_SESSIONS_MAX; i += 1) newest = await signIn(user);
    const kept = await bound(user.user.id, newest);
    await node.bus.publish(BusChannel.user(user.user.id), balanceEvent('before'));
    await oldest.next('user', WITHIN_MS);
    await kept.next('user', WITHIN_MS);
    await signIn(user);
    await expectEnded(user.user.id, Date.now(), [oldest], [kept], Code.SIGNED_IN_ELSEWHERE);
  });

  it('two-factor turned on leaves the other devices; signing them out in one tap ends their sockets', async () => {
    const { user, userId, phone, desk } = await twoDevices();
    await awayFromStepEdge();
    await enableTwoFactor(node, user);
    // Turning it on ends nothing by itself: the app offers to sign the other devices out.
    await node.bus.publish(BusChannel.user(userId), balanceEvent('still-here'));
    for (const client of [phone, desk]) await client.next('user', WITHIN_MS);
    expect(desk.drain('error')).toEqual([]);
    expect((await call(node.app, 'user/session/revoke_others', {}, { token: user.token })).code).toBe(200);
    await expectEnded(userId, Date.now(), [desk], [phone], Code.SIGNED_IN_ELSEWHERE);
    // The session that asked goes on over HTTP too.
    expect((await call(node.app, 'user/detail', {}, { token: user.token })).code).toBe(200);
  });

  it('two-factor turned off: the other devices’ sockets get 281, the one that turned it off goes on', async () => {
    const { user, userId, deskToken, phone, desk } = await twoDevices();
    await awayFromStepEdge();
    const { secret } = await enableTwoFactor(node, user);
    const off = await call(node.app, 'user/totp/disable', { code: codeAt(secret) }, { token: user.token });
    expect(off.code).toBe(200);
    await expectEnded(userId, Date.now(), [desk], [phone], Code.SIGNED_IN_ELSEWHERE);
    expect((await call(node.app, 'user/detail', {}, { token: deskToken })).code).toBe(Code.SIGNED_IN_ELSEWHERE);
    expect((await call(node.app, 'user/detail', {}, { token: user.token })).code).toBe(200);
  });

  it('staff disabling the customer: every socket of the account gets 281 (S3)', async () => {
    const { userId, phone, desk } = await twoDevices();
    const agent = await staffToken(node, 'support');
    const disabled = await call(
      node.app,
      'user/set_status',
      { id: userId, status: 'DISABLED', reason: 'reported stolen phone' },
      { base: '/api/console/', token: agent.token },
    );
    expect(disabled.code).toBe(200);
    await expectEnded(userId, Date.now(), [phone, desk], [], Code.SIGNED_IN_ELSEWHERE);
  });

  it('staff signing the customer out everywhere: every socket of the account gets 281 (S7)', async () => {
    const { userId, phone, desk } = await twoDevices();
    const agent = await staffToken(node, 'support');
    const ended = await call(
      node.app,
      'user/sessions/end',
      { id: userId, reason: 'customer asked on the phone' },
      { base: '/api/console/', token: agent.token },
    );
    expect(ended).toMatchObject({ code: 200, body: { ended: 2 } });
    await expectEnded(userId, Date.now(), [phone, desk], [], Code.SIGNED_IN_ELSEWHERE);
  });
});

/** A support member who can sign in as often as a test needs (each sign-in is one console session). */
async function supportMember(): Promise<{ id: number; signIn: () => Promise<string>; password: string }> {
  const username = `revoke-support-${randomInt(1_000_000_000)}`;
  const password = 'support-password-21';
  const row = await insertStaff(node.database.db, {
    username,
    displayName: username,
    role: 'support',
    passwordHash: await node.hasher.hash(password),
  });
  if (!row) throw new Error('staff insert returned no row');
  return {
    id: row.id,
    password,
    async signIn() {
      // S10: every member enrolls an authenticator; the shared helper enrolls once, then signs in with codes.
      const { token } = await signInStaff(consoleSend(node), staffAuthenticator, { username, password });
      return token;
    },
  };
}

async function staffConsole(token: string): Promise<SocketClient> {
  const client = await SocketClient.connect(node.url);
  client.send({ cmd: 'staff', token });
  await client.sync();
  expect(client.drain('error')).toEqual([]);
  return client;
}

/** Like `expectEnded`, for consoles: the staff event after the end reaches only the live ones. */
async function expectConsolesEnded(
  endedAtMs: number,
  ended: readonly SocketClient[],
  live: readonly SocketClient[],
  code: number,
): Promise<void> {
  await expectErrorFrames(endedAtMs, ended, code);
  const marker = randomUUID();
  await node.bus.publish(BusChannel.staff, { type: 'support_inbox', marker });
  for (const client of live) {
    await client.take((f) => f.channel === 'staff' && (f.content as { marker?: string }).marker === marker, WITHIN_MS);
  }
  await expectQuietAfterError(ended, live, 'staff');
}

describe('A21: a staff console stops within a second of its session ending', () => {
  it('staff/logout: that console gets 402, another member’s goes on', async () => {
    const leaving = await supportMember();
    const staying = await supportMember();
    const token = await leaving.signIn();
    const ending = await staffConsole(token);
    const other = await staffConsole(await staying.signIn());
    expect((await call(node.app, 'staff/logout', {}, { base: '/api/console/', token })).code).toBe(200);
    await expectConsolesEnded(Date.now(), [ending], [other], Code.LOGIN_REQUIRED);
  });

  it('staff/password: the member’s other consoles get 281, the one that changed it goes on', async () => {
    const member = await supportMember();
    const here = await member.signIn();
    const changing = await staffConsole(here);
    const elsewhere = await staffConsole(await member.signIn());
    const changed = await call(
      node.app,
      'staff/password',
      { oldPassword: member.password, newPassword: 'support-password-22' },
      { base: '/api/console/', token: here },
    );
    expect(changed.code).toBe(200);
    await expectConsolesEnded(Date.now(), [elsewhere], [changing], Code.SIGNED_IN_ELSEWHERE);
  });

  it('staff/set_active false: every console of the deactivated member gets 281, others go on', async () => {
    const leaving = await supportMember();
    const staying = await supportMember();
    const consoles = [await staffConsole(await leaving.signIn()), await staffConsole(await leaving.signIn())];
    const other = await staffConsole(await staying.signIn());
    const admin = await staffToken(node, 'admin');
    const off = await call(
      node.app,
      'staff/set_active',
      { id: leaving.id, active: false, reason: 'left the company' },
      { base: '/api/console/', token: admin.token },
    );
    expect(off.code).toBe(200);
    await expectConsolesEnded(Date.now(), consoles, [other], Code.SIGNED_IN_ELSEWHERE);
  });
});
