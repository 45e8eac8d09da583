// Proves feedback (W4, W5: own images only, at most three, the inbox's status machine, an answer the
// customer sees, audited) and notice read marks with a live announcement to open apps (W6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocketClient, type SocketNode, startSocketNode } from '../realtime/socket-helpers';
import { consoleCall, staffToken, uploadImage } from '../support/funds';
import { call, type RegisteredUser, registerUser } from '../support/harness';

interface Own {
  list: Array<{ id: number; status: string; answer: string | null; images: string[] }>;
}

describe('feedback and notices', () => {
  let node: SocketNode;
  let alice: RegisteredUser;
  let agent: { token: string; id: number };
  let admin: { token: string; id: number };

  beforeAll(async () => {
    node = await startSocketNode();
    alice = await registerUser(node);
    agent = await staffToken(node, 'support');
    admin = await staffToken(node, 'admin');
  });
  afterAll(async () => node?.close());

  it('W4: feedback takes up to three of the sender’s own images; the customer sees status and answer', async () => {
    const images = [await uploadImage(node, alice.token), await uploadImage(node, alice.token)];
    const sent = await call<{ id: number }>(
      node.app,
      'feedback/submit',
      { content: 'Chart <b>freezes</b> on 1min', contact: 'alice@example.com', images: JSON.stringify(images) },
      { token: alice.token },
    );
    expect(sent.code).toBe(200);
    // Private from now on: the bare url answers 404, the list carries signed urls.
    expect((await node.app.inject({ method: 'GET', url: images[0] ?? '' })).statusCode).toBe(404);
    const own = await call<Own>(node.app, 'feedback/list', {}, { token: alice.token });
    expect(own.body.list[0]).toMatchObject({ id: sent.body.id, status: 'new', answer: null });
    expect((await node.app.inject({ method: 'GET', url: own.body.list[0]?.images[0] ?? '' })).statusCode).toBe(200);

    const four = await call(
      node.app,
      'feedback/submit',
      { content: 'x', images: JSON.stringify([...images, ...images]) },
      { token: alice.token },
    );
    expect(four.code).toBe(404);
    expect(four.message).toMatch(/images/i);
    const bob = await registerUser(node);
    const notHers = await call(
      node.app,
      'feedback/submit',
      { content: 'x', images: JSON.stringify([await uploadImage(node, bob.token)]) },
      { token: alice.token },
    );
    expect(notHers.code).toBe(404);
    expect(notHers.message).toMatch(/images/i);
    const blank = await call(node.app, 'feedback/submit', { content: '   ' }, { token: alice.token });
    expect(blank.message).toMatch(/content/i);

    // The console assigns, answers, and closes; each step audited.
    const assigned = await consoleCall<{ status: string; assigneeId: number }>(
      node,
      'feedback/update',
      { id: sent.body.id, status: 'in_progress', assigneeId: agent.id, reason: 'taking it' },
      agent.token,
    );
    expect(assigned.body).toMatchObject({ status: 'in_progress', assigneeId: agent.id });
    const noAnswer = await consoleCall(
      node,
      'feedback/update',
      { id: sent.body.id, status: 'answered', reason: 'r' },
      agent.token,
    );
    expect(noAnswer.message).toMatch(/answer/i);
    const answered = await consoleCall<{ status: string; content: string }>(
      node,
      'feedback/update',
      { id: sent.body.id, answer: 'Fixed in today’s release', reason: 'answered' },
      agent.token,
    );
    expect(answered.body.status).toBe('answered');
    expect(answered.body.content).toBe('Chart <b>freezes</b> on 1min');
    const seen = await call<Own>(node.app, 'feedback/list', {}, { token: alice.token });
    expect(seen.body.list[0]).toMatchObject({ status: 'answered', answer: 'Fixed in today’s release' });
    await consoleCall(node, 'feedback/update', { id: sent.body.id, status: 'closed', reason: 'done' }, agent.token);
    const reopen = await consoleCall(
      node,
      'feedback/update',
      { id: sent.body.id, status: 'in_progress', reason: 'r' },
      agent.token,
    );
    expect(reopen.code).toBe(404);
    expect(reopen.message).toMatch(/status/i);
    const audit = await consoleCall<{ list: Array<{ target: string }> }>(
      node,
      'audit/list',
      { action: 'feedback.update', size: 100 },
      admin.token,
    );
    expect(audit.body.list.filter((a) => a.target === `feedback:${sent.body.id}`)).toHaveLength(3);
    const reviewer = await staffToken(node, 'reviewer');
    expect((await consoleCall(node, 'feedback/list', {}, reviewer.token)).code).toBe(403);
  });

  it('W12: a staff answer reaches the author’s open app live as {type:"feedback"}, and only theirs', async () => {
    const erin = await registerUser(node);
    const frank = await registerUser(node);
    const sent = await call<{ id: number }>(
      node.app,
      'feedback/submit',
      { content: 'Where is the MCX gold chart?' },
      {
        token: erin.token,
      },
    );
    expect(sent.code).toBe(200);
    const erinApp = await SocketClient.connect(node.url);
    erinApp.send({ cmd: 'user', userId: erin.user.id, token: erin.token });
    await erinApp.sync();
    const frankApp = await SocketClient.connect(node.url);
    frankApp.send({ cmd: 'user', userId: frank.user.id, token: frank.token });
    await frankApp.sync();

    const answered = await consoleCall(
      node,
      'feedback/update',
      { id: sent.body.id, answer: 'Under Markets, then Commodities.', reason: 'answered' },
      agent.token,
    );
    expect(answered.code).toBe(200);
    const event = await erinApp.take(
      (f) => f.channel === 'user' && (f.content as { type?: string }).type === 'feedback',
      1_000,
    );
    expect(event.content).toMatchObject({
      type: 'feedback',
      id: sent.body.id,
      status: 'answered',
      answer: 'Under Markets, then Commodities.',
      content: 'Where is the MCX gold chart?',
    });
    // The customer's entry only: nothing about staff (assignee, username) goes to the app.
    expect(event.content).not.toHaveProperty('assigneeId');
    expect(event.content).not.toHaveProperty('username');
    // The same as the list shows.
    const own = await call<Own>(node.app, 'feedback/list', {}, { token: erin.token });
    expect(own.body.list[0]).toMatchObject({
      id: sent.body.id,
      status: 'answered',
      answer: 'Under Markets, then Commodities.',
    });
    // Another customer hears nothing of it.
    await expect(
      frankApp.take((f) => f.channel === 'user' && (f.content as { type?: string }).type === 'feedback', 300),
    ).rejects.toThrow();
    await erinApp.close();
    await frankApp.close();
  });

  it('W6: unread notices count down as they are opened, and a published notice reaches open apps live', async () => {
    const start = await call<{ unread: number; readIds: number[] }>(
      node.app,
      'notice/unread',
      {},
      { token: alice.token },
    );
    expect(start.code).toBe(200);
    expect(start.body.readIds).toEqual([]);
    const notices = await call<{ list: Array<{ id: number }> }>(node.app, 'notice/front', { size: 100 });
    const first = notices.body.list[0];
    if (!first) throw new Error('no seeded notice');
    const read = await call<{ unread: number; readIds: number[] }>(
      node.app,
      'notice/read',
      { ids: `[${first.id}]` },
      { token: alice.token },
    );
    expect(read.body).toEqual({ unread: start.body.unread - 1, readIds: [first.id] });
    // Reading again changes nothing; an unknown id writes nothing.
    expect(
      (await call<{ unread: number }>(node.app, 'notice/read', { ids: `[${first.id}]` }, { token: alice.token })).body
        .unread,
    ).toBe(start.body.unread - 1);
    const unknown = await call(node.app, 'notice/read', { ids: '[2000000000]' }, { token: alice.token });
    expect(unknown.code).toBe(404);
    expect(unknown.message).toMatch(/ids/i);

    const app = await SocketClient.connect(node.url);
    app.send({ cmd: 'user', userId: alice.user.id, token: alice.token });
    await app.sync();
    const published = await consoleCall<{ id: number }>(
      node,
      'content/notice/save',
      {
        titleEn: 'Maintenance tonight',
        titleHi: 'आज रात रखरखाव',
        contentEn: 'From 23:00 IST.',
        contentHi: 'रात 23:00 बजे से।',
        reason: 'maintenance',
      },
      agent.token,
    );
    expect(published.code).toBe(200);
    const event = await app.take(
      (f) => f.channel === 'user' && (f.content as { kind?: string }).kind === 'announcement',
      1_000,
    );
    expect(event.content).toMatchObject({ type: 'notice', kind: 'announcement', id: published.body.id });
    const after = await call<{ unread: number }>(node.app, 'notice/unread', {}, { token: alice.token });
    expect(after.body.unread).toBe(start.body.unread);
    const hindi = await call<{ list: Array<{ id: number; title: string }> }>(
      node.app,
      'notice/front',
      { size: 5 },
      { locale: 'hi' },
    );
    expect(hindi.body.list.find((n) => n.id === published.body.id)?.title).toBe('आज रात रखरखाव');
    await app.close();
  });

  it('W11: "Mark all read" clears the caller’s unread count only; a later notice is unread again', async () => {
    const carol = await registerUser(node);
    const dave = await registerUser(node);
    const before = await call<{ unread: number }>(node.app, 'notice/unread', {}, { token: carol.token });
    expect(before.body.unread).toBeGreaterThan(0);
    const all = await call<{ unread: number; readIds: number[] }>(
      node.app,
      'notice/read/all',
      {},
      { token: carol.token },
    );
    expect(all.code).toBe(200);
    expect(all.body.unread).toBe(0);
    expect(all.body.readIds).toHaveLength(before.body.unread);
    // Again: nothing changes.
    const again = await call<{ unread: number; readIds: number[] }>(
      node.app,
      'notice/read/all',
      {},
      { token: carol.token },
    );
    expect(again.body).toEqual({ unread: 0, readIds: expect.arrayContaining(all.body.readIds) });
    expect(again.body.readIds).toHaveLength(all.body.readIds.length);
    // Only the caller's marks: another customer's count is untouched.
    const other = await call<{ unread: number }>(node.app, 'notice/unread', {}, { token: dave.token });
    expect(other.body.unread).toBe(before.body.unread);
    // Signed out: refused.
    expect((await call(node.app, 'notice/read/all', {})).code).not.toBe(200);

    const published = await consoleCall<{ id: number }>(
      node,
      'content/notice/save',
      {
        titleEn: 'New trading hours',
        titleHi: 'नए ट्रेडिंग घंटे',
        contentEn: 'From Monday.',
        contentHi: 'सोमवार से।',
        reason: 'hours',
      },
      agent.token,
    );
    expect(published.code).toBe(200);
    const later = await call<{ unread: number; readIds: number[] }>(
      node.app,
      'notice/unread',
      {},
      { token: carol.token },
    );
    expect(later.body.unread).toBe(1);
    expect(later.body.readIds).not.toContain(published.body.id);
  });
});
