// Proves FL1: a support answer names the staff member who wrote it, to the customer (thread and live
// event) and to staff (inbox and thread, with the member's id), so two agents' answers are told apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocketClient, type SocketNode, startSocketNode } from '../realtime/socket-helpers';
import { consoleCall, staffToken } from '../support/funds';
import { call, type RegisteredUser, registerUser } from '../support/harness';

interface Message {
  id: number;
  from: string;
  text: string;
  staffName: string | null;
  staffId?: number | null;
}

describe('FL1: support answers name who wrote them', () => {
  let node: SocketNode;
  let alice: RegisteredUser;
  let priya: { token: string; id: number; name: string };
  let ravi: { token: string; id: number; name: string };

  async function member() {
    const signedIn = await staffToken(node, 'support');
    const me = await consoleCall<{ displayName: string }>(node, 'staff/me', {}, signedIn.token);
    return { ...signedIn, name: me.body.displayName };
  }

  beforeAll(async () => {
    node = await startSocketNode();
    alice = await registerUser(node);
    priya = await member();
    ravi = await member();
  });
  afterAll(async () => node?.close());

  it('FL1: each answer carries its author’s name to the customer, and name and id to staff', async () => {
    const app = await SocketClient.connect(node.url);
    app.send({ cmd: 'user', userId: alice.user.id, token: alice.token });
    await app.sync();
    const asked = await call<Message>(node.app, 'support/send', { text: 'Where is my money?' }, { token: alice.token });
    expect(asked.body.staffName).toBeNull();
    const thread = await call<{ id: number }>(node.app, 'support/thread', {}, { token: alice.token });
    const threadId = thread.body.id;

    const first = await consoleCall<Message>(node, 'support/reply', { threadId, text: 'Looking' }, priya.token);
    expect(first.body).toMatchObject({ staffName: priya.name, staffId: priya.id });
    const live = await app.take(
      (f) => f.channel === 'user' && (f.content as { id?: number }).id === first.body.id,
      1_000,
    );
    expect(live.content).toMatchObject({ type: 'support', staffName: priya.name });
    await consoleCall(node, 'support/reply', { threadId, text: 'Sent today' }, ravi.token);

    const seen = await call<{ messages: Message[] }>(node.app, 'support/thread', {}, { token: alice.token });
    expect(seen.body.messages.map((m) => [m.text, m.staffName])).toEqual([
      ['Where is my money?', null],
      ['Looking', priya.name],
      ['Sent today', ravi.name],
    ]);
    // The customer does not learn staff ids; staff do.
    expect(seen.body.messages.every((m) => m.staffId === undefined)).toBe(true);

    const detail = await consoleCall<{ messages: Message[] }>(
      node,
      'support/thread/detail',
      { threadId, size: 100 },
      priya.token,
    );
    expect(detail.body.messages.map((m) => [m.staffName, m.staffId])).toEqual([
      [null, null],
      [priya.name, priya.id],
      [ravi.name, ravi.id],
    ]);
    const inbox = await consoleCall<{ list: Array<{ threadId: number; lastMessage: Message }> }>(
      node,
      'support/inbox',
      { size: 100 },
      priya.token,
    );
    expect(inbox.body.list.find((e) => e.threadId === threadId)?.lastMessage).toMatchObject({
      text: 'Sent today',
      staffName: ravi.name,
      staffId: ravi.id,
    });
    await app.close();
  });
});
