// Proves the account's device list shows only the caller's live sessions with their device in plain words (A16), signing one out ends it with 281 while another user's id is not found, and a sign-in from an unseen device is kept and pushed as a notice (A17).
import { Code } from '@demo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNotice, USER_NOTICES_MAX } from '../../src/modules/devices/store';
import { SocketClient, type SocketNode, startSocketNode } from '../realtime/socket-helpers';
import { call, registerUser } from '../support/harness';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';

type SessionView = {
  id: number;
  device: string;
  ip: string | null;
  createdAt: number;
  lastSeenAt: number;
  current: boolean;
};
type NoticeView = { id: number; kind: string; device: string | null; ip: string | null; createdAt: number };

let node: SocketNode;
beforeAll(async () => {
  node = await startSocketNode();
});
afterAll(async () => node?.close());

async function signIn(user: { username: string; password: string }, userAgent: string, ip = '10.9.8.7') {
  const reply = await call<{ token: string }>(
    node.app,
    'access/user',
    { username: user.username, password: user.password },
    { userAgent, ip },
  );
  if (reply.code !== 200) throw new Error(`access/user answered ${reply.code}`);
  return reply.body.token;
}

describe('the device list', () => {
  it('A16: lists live sessions with device, address and times, this one first and marked', async () => {
    const user = await registerUser(node);
    const phone = await signIn(user, ANDROID_CHROME, '10.1.2.3');
    const desk = await signIn(user, WINDOWS_FIREFOX, '10.4.5.6');
    const list = await call<SessionView[]>(node.app, 'user/session/list', {}, { token: phone });
    expect(list.code).toBe(200);
    expect(list.body).toHaveLength(3);
    expect(list.body[0]).toMatchObject({ device: 'Chrome on Android', ip: '10.1.2.3', current: true });
    expect(list.body.filter((s) => s.current)).toHaveLength(1);
    expect(list.body.map((s) => s.device)).toContain('Firefox on Windows');
    for (const s of list.body) expect(s.lastSeenAt).toBeGreaterThanOrEqual(s.createdAt - 1000);
    const hindi = await call<SessionView[]>(node.app, 'user/session/list', {}, { token: desk, locale: 'hi' });
    expect(hindi.body[0]).toMatchObject({ device: 'Windows पर Firefox', current: true });
  });

  it('A16: signing out one session ends it with 281; the others go on', async () => {
    const user = await registerUser(node);
    const phone = await signIn(user, ANDROID_CHROME);
    const desk = await signIn(user, WINDOWS_FIREFOX);
    const before = await call<SessionView[]>(node.app, 'user/session/list', {}, { token: phone });
    const deskId = before.body.find((s) => s.device === 'Firefox on Windows')?.id ?? 0;
    const revoked = await call(node.app, 'user/session/revoke', { id: deskId }, { token: phone });
    expect(revoked).toMatchObject({ code: 200, body: null });
    const dead = await call(node.app, 'user/detail', {}, { token: desk });
    expect(dead.code).toBe(Code.SIGNED_IN_ELSEWHERE);
    expect((await call(node.app, 'user/detail', {}, { token: phone })).code).toBe(200);
    expect((await call(node.app, 'user/detail', {}, { token: user.token })).code).toBe(200);
    const after = await call<SessionView[]>(node.app, 'user/session/list', {}, { token: phone });
    expect(after.body.map((s) => s.id)).not.toContain(deskId);
    const twice = await call(node.app, 'user/session/revoke', { id: deskId }, { token: phone });
    expect(twice.code).toBe(404);
  });

  it("A16: another user's session id answers as not found and stays alive", async () => {
    const alice = await registerUser(node);
    const bob = await registerUser(node);
    const bobs = await call<SessionView[]>(node.app, 'user/session/list', {}, { token: bob.token });
    const bobId = bobs.body[0]?.id ?? 0;
    const tried = await call(node.app, 'user/session/revoke', { id: bobId }, { token: alice.token });
    expect(tried).toMatchObject({ code: 404, message: 'ID does not match any of your sessions' });
    expect((await call(node.app, 'user/detail', {}, { token: bob.token })).code).toBe(200);
    const alices = await call<SessionView[]>(node.app, 'user/session/list', {}, { token: alice.token });
    expect(alices.body.map((s) => s.id)).not.toContain(bobId);
    const bad = await call(node.app, 'user/session/revoke', { id: '2147483648' }, { token: alice.token });
    expect(bad).toMatchObject({ code: 404, message: 'ID is too large' });
  });
});

describe('new-device notices', () => {
  it('A17: a sign-in from an unseen device is kept and pushed to the open app; a known one is not', async () => {
    const user = await registerUser(node);
    const phone = await signIn(user, ANDROID_CHROME);
    // The account's registration and this sign-in came from different agents: that one already counts.
    const first = await call<{ list: NoticeView[]; total: number }>(node.app, 'user/notice/list', {}, { token: phone });
    expect(first.body.total).toBe(1);

    const client = await SocketClient.connect(node.url);
    client.send({ cmd: 'user', userId: user.user.id, token: phone });
    await client.sync();
    await signIn(user, WINDOWS_FIREFOX, '10.7.7.7');
    const frame = await client.take((f) => f.channel === 'user' && (f.content as { type?: string }).type === 'notice');
    expect(frame.content).toMatchObject({
      type: 'notice',
      kind: 'new_device',
      device: 'Firefox on Windows',
      ip: '10.7.7.7',
    });

    await signIn(user, WINDOWS_FIREFOX, '10.7.7.8');
    await signIn(user, ANDROID_CHROME);
    const kept = await call<{ list: NoticeView[]; total: number }>(node.app, 'user/notice/list', {}, { token: phone });
    expect(kept.body.total).toBe(2);
    expect(kept.body.list[0]).toMatchObject({ kind: 'new_device', device: 'Firefox on Windows', ip: '10.7.7.7' });
    await client.close();
  });

  it("A17: an account's first sign-in on the device it registered from makes no notice", async () => {
    const user = await registerUser(node);
    const again = await call<{ token: string }>(node.app, 'access/user', {
      username: user.username,
      password: user.password,
    });
    expect(again.code).toBe(200);
    const notices = await call<{ total: number }>(node.app, 'user/notice/list', {}, { token: again.body.token });
    expect(notices.body.total).toBe(0);
  });

  it('A17: an account keeps only its newest notices', async () => {
    const user = await registerUser(node);
    for (let i = 0; i <= USER_NOTICES_MAX; i++) {
      await insertNotice(node.database.db, {
        userId: user.user.id,
        kind: 'new_device',
        userAgent: `agent ${i}`,
        ip: null,
      });
    }
    const kept = await call<{ list: NoticeView[]; total: number }>(
      node.app,
      'user/notice/list',
      { size: 1 },
      { token: user.token },
    );
    expect(kept.body.total).toBe(USER_NOTICES_MAX);
  });
});
