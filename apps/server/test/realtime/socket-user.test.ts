// Proves that a socket receives a user's events only while bound with a live session of that very
// user: a wrong token or another user's id is refused, and once the session ends (a password change
// elsewhere: 281, or logout: 402; announced, A21) or simply expires (280, which no one announces: the
// periodic re-check) the binding ends and the events stop.
import { Code } from '@demo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { BusChannel } from '../../src/lib/bus';
import { call, registerUser } from '../support/harness';
import { SocketClient, type SocketNode, startSocketNode, waitUntil } from './socket-helpers';

/** Short enough for a test to watch the re-check happen; production re-checks every 60 s. */
const RECHECK_MS = 150;

let node: SocketNode;

beforeAll(async () => {
  node = await startSocketNode({ socketLimits: { sessionRecheckMs: RECHECK_MS } });
});

afterAll(async () => {
  await node?.close();
});

function balanceEvent(marker: string) {
  return { type: 'balance', balance: marker, balanceLocked: '0.00', virtualBalance: '0.00' };
}

async function quiet(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

async function signIn(username: string, password: string): Promise<string> {
  const reply = await call<{ token: string }>(node.app, 'access/user', { username, password });
  if (reply.code !== 200) throw new Error(`access/user answered ${reply.code}`);
  return reply.body.token;
}

describe('binding a connection to a user', () => {
  it("a valid token with its own user id receives that user's events, and only theirs", async () => {
    const user = await registerUser(node);
    const other = await registerUser(node);
    const client = await SocketClient.connect(node.url);
    client.send({ cmd: 'user', userId: user.user.id, token: user.token });
    await client.sync();
    expect(client.drain('error')).toEqual([]);

    await node.bus.publish(BusChannel.user(other.user.id), balanceEvent('9.99'));
    await node.bus.publish(BusChannel.user(user.user.id), balanceEvent('1.23'));
    expect(await client.next('user')).toEqual({ channel: 'user', content: balanceEvent('1.23') });
    await quiet(100);
    expect(client.drain('user')).toEqual([]);
    await client.close();
    await waitUntil(() => node.app.socketHub.subscriptionCounts().users === 0);
  });

  it("a wrong token, or a valid token with another user's id, gets an error frame and no events", async () => {
    const user = await registerUser(node);
    const other = await registerUser(node);
    const client = await SocketClient.connect(node.url);

    client.send({ cmd: 'user', userId: user.user.id, token: 'not-a-real-token' });
    expect((await client.next('error')).content).toMatchObject({ code: Code.LOGIN_REQUIRED });
    client.send({ cmd: 'user', userId: other.user.id, token: user.token });
    expect((await client.next('error')).content).toMatchObject({
      code: Code.LOGIN_REQUIRED,
      message: 'token does not belong to this user',
    });

    await node.bus.publish(BusChannel.user(user.user.id), balanceEvent('1.00'));
    await node.bus.publish(BusChannel.user(other.user.id), balanceEvent('2.00'));
    await quiet(150);
    expect(client.drain('user')).toEqual([]);
    await client.sync();
    await client.close();
  });

  it('a failed claim ends an earlier binding, so the connection is bound to no one', async () => {
    const user = await registerUser(node);
    const client = await SocketClient.connect(node.url);
    client.send({ cmd: 'user', userId: user.user.id, token: user.token });
    client.send({ cmd: 'user', userId: user.user.id, token: 'stolen?' });
    await client.next('error');
    await node.bus.publish(BusChannel.user(user.user.id), balanceEvent('3.00'));
    await quiet(150);
    expect(client.drain('user')).toEqual([]);
    await client.close();
  });

  it('binding again (another session of the same user) keeps one subscription and keeps delivering', async () => {
    const user = await registerUser(node);
    const second = await signIn(user.phone, user.password);
    const client = await SocketClient.connect(node.url);
    client.send({ cmd: 'user', userId: user.user.id, token: user.token });
    client.send({ cmd: 'user', userId: user.user.id, token: second });
    await client.sync();
    expect(client.drain('error')).toEqual([]);
    expect(node.app.socketHub.subscriptionCounts().users).toBe(1);
    await node.bus.publish(BusChannel.user(user.user.id), balanceEvent('4.00'));
    expect((await client.next('user')).content).toEqual(balanceEvent('4.00'));
    await client.close();
    await waitUntil(() => node.app.socketHub.subscriptionCounts().users === 0);
  });
});

describe('a session that ends stops receiving', () => {
  it('after the password is changed on another device (281), the re-check unbinds and events stop', async () => {
    const user = await registerUser(node);
    const tablet = await signIn(user.phone, user.password);
    const client = await SocketClient.connect(node.url);
    client.send({ cmd: 'user', userId: user.user.id, token: tablet });
    await client.sync();
    await node.bus.publish(BusChannel.user(user.user.id), balanceEvent('5.00'));
    expect((await client.next('user')).content).toEqual(balanceEvent('5.00'));

    const changed = await call(
      node.app,
      'user/update/password',
      { oldPassword: user.password, newPassword: 'another-pass-2' },
      { token: user.token },
    );
    expect(changed.code).toBe(200);

    const ended = await client.next('error', RECHECK_MS * 10);
    expect(ended.content).toMatchObject({ code: Code.SIGNED_IN_ELSEWHERE });
    await node.bus.publish(BusChannel.user(user.user.id), balanceEvent('6.00'));
    await quiet(RECHECK_MS * 2);
    expect(client.drain('user')).toEqual([]);
    expect(node.app.socketHub.subscriptionCounts().users).toBe(0);
    // The market side of the connection is untouched.
    await client.sync();
    await client.close();
  });

  it('after logout (402), the same happens', async () => {
    const user = await registerUser(node);
    const client = await SocketClient.connect(node.url);
    client.send({ cmd: 'user', userId: user.user.id, token: user.token });
    await client.sync();
    expect((await call(node.app, 'access/logout', {}, { token: user.token })).code).toBe(200);
    expect((await client.next('error', RECHECK_MS * 10)).content).toMatchObject({ code: Code.LOGIN_REQUIRED });
    await node.bus.publish(BusChannel.user(user.user.id), balanceEvent('7.00'));
    await quiet(RECHECK_MS * 2);
    expect(client.drain('user')).toEqual([]);
    await client.close();
  });

  it('a session that simply expires (280) is ended by the periodic re-check, which no announcement replaces', async () => {
    const user = await registerUser(node);
    const client = await SocketClient.connect(node.url);
    client.send({ cmd: 'user', userId: user.user.id, token: user.token });
    await client.sync();
    await node.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.userId, user.user.id));
    expect((await client.next('error', RECHECK_MS * 10)).content).toMatchObject({ code: Code.SESSION_EXPIRED });
    await node.bus.publish(BusChannel.user(user.user.id), balanceEvent('9.00'));
    await quiet(RECHECK_MS * 2);
    expect(client.drain('user')).toEqual([]);
    await client.close();
  });

  it('a live session keeps receiving across re-checks', async () => {
    const user = await registerUser(node);
    const client = await SocketClient.connect(node.url);
    client.send({ cmd: 'user', userId: user.user.id, token: user.token });
    await client.sync();
    await quiet(RECHECK_MS * 3);
    await node.bus.publish(BusChannel.user(user.user.id), balanceEvent('8.00'));
    expect((await client.next('user')).content).toEqual(balanceEvent('8.00'));
    expect(client.drain('error')).toEqual([]);
    await client.close();
  });
});
