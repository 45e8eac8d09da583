// Proves customer service that answers on one node: a customer's message reaches the staff socket and
// a staff answer reaches the customer's socket within a second (W10), unread counts on both sides
// (W9), the inbox order (W8), each customer sees only their own thread (W7), replies are audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocketClient, type SocketNode, startSocketNode } from '../realtime/socket-helpers';
import { consoleCall, staffToken, uploadImage } from '../support/funds';
import { call, type RegisteredUser, registerUser } from '../support/harness';

interface Thread {
  id: number;
  messages: Array<{ id: number; from: string; text: string; images: string[] }>;
  unread: number;
}
interface Inbox {
  list: Array<{ threadId: number; userId: number; waitingSince: number | null; unread: number }>;
  unreadTotal: number;
}

const LIVE_MS = 1_000;

describe('support threads on one node', () => {
  let node: SocketNode;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let agent: { token: string; id: number };

  beforeAll(async () => {
    node = await startSocketNode();
    alice = await registerUser(node);
    bob = await registerUser(node);
    agent = await staffToken(node, 'support');
  });
  afterAll(async () => node?.close());

  it('W10: messages reach the other side’s socket within a second, both ways', async () => {
    const console_ = await SocketClient.connect(node.url);
    console_.send({ cmd: 'staff', token: agent.token });
    const app = await SocketClient.connect(node.url);
    app.send({ cmd: 'user', userId: alice.user.id, token: alice.token });
    await Promise.all([console_.sync(), app.sync()]);
    expect([...console_.drain('error'), ...app.drain('error')]).toEqual([]);

    const image = await uploadImage(node, alice.token);
    const sentAt = Date.now();
    const sent = await call<{ id: number; images: string[] }>(
      node.app,
      'support/send',
      { text: 'My withdrawal is pending', images: JSON.stringify([image]) },
      { token: alice.token },
    );
    expect(sent.code).toBe(200);
    expect(sent.body.images[0]).toMatch(/^\/uploads\/.+\?exp=\d+&sig=/);
    const heard = await console_.take(
      (f) => f.channel === 'staff' && (f.content as { message?: { id: number } }).message?.id === sent.body.id,
      LIVE_MS,
    );
    expect(Date.now() - sentAt).toBeLessThan(LIVE_MS);
    const threadId = (heard.content as { threadId: number }).threadId;

    const before = await consoleCall<Inbox>(node, 'support/inbox', { size: 100 }, agent.token);
    const entry = before.body.list.find((e) => e.threadId === threadId);
    expect(entry?.unread).toBe(1);
    expect(entry?.waitingSince).not.toBeNull();

    const repliedAt = Date.now();
    const reply = await consoleCall<{ id: number }>(
      node,
      'support/reply',
      { threadId, text: 'We are on it' },
      agent.token,
    );
    expect(reply.code).toBe(200);
    const answer = await app.take(
      (f) => f.channel === 'user' && (f.content as { type: string; id: number }).id === reply.body.id,
      LIVE_MS,
    );
    expect(Date.now() - repliedAt).toBeLessThan(LIVE_MS);
    expect(answer.content).toMatchObject({ type: 'support', from: 'staff', text: 'We are on it', threadId });

    // W9: the customer has one unread staff message until they read the thread; staff read theirs by answering.
    const thread = await call<Thread>(node.app, 'support/thread', {}, { token: alice.token });
    expect(thread.body.unread).toBe(1);
    expect(thread.body.messages.map((m) => m.from)).toEqual(['customer', 'staff']);
    expect((await call(node.app, 'support/read', {}, { token: alice.token })).code).toBe(200);
    expect((await call<Thread>(node.app, 'support/thread', {}, { token: alice.token })).body.unread).toBe(0);
    const after = await consoleCall<Inbox>(node, 'support/inbox', { size: 100 }, agent.token);
    expect(after.body.list.find((e) => e.threadId === threadId)).toMatchObject({ unread: 0, waitingSince: null });

    const audit = await consoleCall<{ list: Array<{ target: string; staffId: number }> }>(
      node,
      'audit/list',
      { action: 'support.reply', size: 100 },
      (await staffToken(node, 'admin')).token,
    );
    expect(audit.body.list.some((a) => a.target === `support_thread:${threadId}` && a.staffId === agent.id)).toBe(true);
    await Promise.all([console_.close(), app.close()]);
  });

  it('W7: a customer reads and writes only their own thread, whatever ids the payload names', async () => {
    await call(node.app, 'support/send', { text: 'Alice private note' }, { token: alice.token });
    const aliceThread = await call<Thread>(node.app, 'support/thread', {}, { token: alice.token });
    const bobThread = await call<Thread>(
      node.app,
      'support/thread',
      { threadId: aliceThread.body.id, userId: alice.user.id },
      { token: bob.token },
    );
    expect(bobThread.body.id).not.toBe(aliceThread.body.id);
    expect(bobThread.body.messages).toEqual([]);
    await call(node.app, 'support/send', { text: 'Bob here', threadId: aliceThread.body.id }, { token: bob.token });
    const aliceAgain = await call<Thread>(node.app, 'support/thread', {}, { token: alice.token });
    expect(aliceAgain.body.messages.map((m) => m.text)).not.toContain('Bob here');
    // Another customer's upload cannot be attached.
    const bobsImage = await uploadImage(node, bob.token);
    const stolen = await call(
      node.app,
      'support/send',
      { text: 'x', images: JSON.stringify([bobsImage]) },
      { token: alice.token },
    );
    expect(stolen.code).toBe(404);
    expect(stolen.message).toMatch(/images/i);
    const empty = await call(node.app, 'support/send', { text: '  ' }, { token: alice.token });
    expect(empty.code).toBe(404);
    expect(empty.message).toMatch(/message/i);
    const tooMany = await call(
      node.app,
      'support/send',
      { text: 'x', images: JSON.stringify(['/uploads/a', '/uploads/b', '/uploads/c', '/uploads/d']) },
      { token: alice.token },
    );
    expect(tooMany.code).toBe(404);
    expect((await call(node.app, 'support/thread', {})).code).toBe(402);
  });

  it('W8: unanswered threads come first, the longest waiting first; only support and admin staff may answer', async () => {
    const carol = await registerUser(node);
    await call(node.app, 'support/send', { text: 'first waiting' }, { token: bob.token });
    await call(node.app, 'support/send', { text: 'second waiting' }, { token: carol.token });
    const inbox = await consoleCall<Inbox>(node, 'support/inbox', { size: 100 }, agent.token);
    const waiting = inbox.body.list.filter((e) => e.waitingSince !== null);
    const answered = inbox.body.list.filter((e) => e.waitingSince === null);
    expect(inbox.body.list.slice(0, waiting.length)).toEqual(waiting);
    expect(inbox.body.list.slice(waiting.length)).toEqual(answered);
    const times = waiting.map((e) => e.waitingSince ?? 0);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(inbox.body.unreadTotal).toBeGreaterThanOrEqual(2);

    const reviewer = await staffToken(node, 'reviewer');
    expect((await consoleCall(node, 'support/inbox', {}, reviewer.token)).code).toBe(403);
    const socket = await SocketClient.connect(node.url);
    // A reviewer binds the staff channel for the risk desk's notices (HL9) but hears no support message.
    socket.send({ cmd: 'staff', token: reviewer.token });
    await socket.sync();
    expect(socket.drain('error')).toEqual([]);
    await call(node.app, 'support/send', { text: 'not for reviewers' }, { token: carol.token });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(socket.drain('staff')).toEqual([]);
    await socket.close();
    const nobody = await consoleCall(node, 'support/reply', { threadId: 2_000_000_000, text: 'hello' }, agent.token);
    expect(nobody.code).toBe(404);
    expect(nobody.message).toMatch(/threadId/i);
  });
});
