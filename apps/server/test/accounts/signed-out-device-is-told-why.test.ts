// Proves A22: a device whose session ended elsewhere is told why, in the 280/281 refusal's body and in the socket's error frame.
import { Code } from '@demo/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocketClient, type SocketNode, startSocketNode, waitUntil } from '../realtime/socket-helpers';
import { call, type RegisteredUser, registerUser } from '../support/harness';

let node: SocketNode;

beforeAll(async () => {
  node = await startSocketNode();
});

afterAll(async () => {
  await node?.close();
});

async function signIn(user: RegisteredUser): Promise<string> {
  const reply = await call<{ token: string }>(node.app, 'access/user', {
    username: user.phone,
    password: user.password,
  });
  if (reply.code !== 200) throw new Error(`access/user answered ${reply.code}`);
  return reply.body.token;
}

/** A second device of `user`, with its socket bound to its session. */
async function secondDevice(user: RegisteredUser) {
  const token = await signIn(user);
  const socket = await SocketClient.connect(node.url);
  socket.send({ cmd: 'user', userId: user.user.id, token });
  await socket.sync();
  socket.drain('error');
  return { token, socket };
}

/** The error frame the device's socket got, and what its next call is answered. */
async function toldWhy(device: { token: string; socket: SocketClient }) {
  await waitUntil(() => device.socket.frames.some((f) => f.channel === 'error'), 2_000);
  const frame = device.socket.frames.find((f) => f.channel === 'error');
  const reply = await call(node.app, 'user/detail', {}, { token: device.token });
  await device.socket.close();
  return { frame: frame?.content, reply: { code: reply.code, body: reply.body } };
}

describe('A22: the signed-out device is told why', () => {
  it('A22: a password change on another device is named password_changed, on the socket and over HTTP', async () => {
    const user = await registerUser(node);
    const tablet = await secondDevice(user);
    const changed = await call(
      node.app,
      'user/update/password',
      { oldPassword: user.password, newPassword: 'another-pass-22' },
      { token: user.token },
    );
    expect(changed.code).toBe(200);
    const { frame, reply } = await toldWhy(tablet);
    expect(frame).toMatchObject({ code: Code.SIGNED_IN_ELSEWHERE, reason: 'password_changed' });
    expect(reply).toEqual({ code: Code.SIGNED_IN_ELSEWHERE, body: { reason: 'password_changed' } });
  });

  it('A22: a device signed out from the Devices page is named revoked_by_user', async () => {
    const user = await registerUser(node);
    const laptop = await secondDevice(user);
    const list = await call<Array<{ id: number; current: boolean }>>(
      node.app,
      'user/session/list',
      {},
      { token: user.token },
    );
    const id = list.body.find((s) => !s.current)?.id ?? 0;
    expect((await call(node.app, 'user/session/revoke', { id }, { token: user.token })).code).toBe(200);
    const { frame, reply } = await toldWhy(laptop);
    expect(frame).toMatchObject({ code: Code.SIGNED_IN_ELSEWHERE, reason: 'revoked_by_user' });
    expect(reply).toEqual({ code: Code.SIGNED_IN_ELSEWHERE, body: { reason: 'revoked_by_user' } });
  });

  it('A22: an expired session answers 280 naming expired; a logout still answers 402 with no body', async () => {
    const user = await registerUser(node);
    const old = await signIn(user);
    await node.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${user.user.id} and revoked_at is null and id <> (select min(id) from sessions where user_id = ${user.user.id})`,
    );
    const expired = await call(node.app, 'user/detail', {}, { token: old });
    expect({ code: expired.code, body: expired.body }).toEqual({
      code: Code.SESSION_EXPIRED,
      body: { reason: 'expired' },
    });
    expect((await call(node.app, 'access/logout', {}, { token: user.token })).code).toBe(200);
    const out = await call(node.app, 'user/detail', {}, { token: user.token });
    expect({ code: out.code, body: out.body }).toEqual({ code: Code.LOGIN_REQUIRED, body: null });
  });
});
