// Proves W13: staff answer support with pictures under the customer's upload rules. A picture goes up
// through support/upload (an image by content, owned by the staff member), is attached to at most
// three per answer, only by its uploader, becomes private, and reaches the customer's socket live as
// signed URLs; the answer with its pictures is audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocketClient, type SocketNode, startSocketNode } from '../realtime/socket-helpers';
import { consoleCall, PNG_1X1, staffToken, uploadImage } from '../support/funds';
import { call, type RegisteredUser, randomIp, registerUser } from '../support/harness';

/** Uploads bytes through the console's support/upload as this staff member; answers the envelope. */
async function staffUpload(node: SocketNode, token: string, bytes: Buffer = PNG_1X1) {
  const boundary = '----demo-support-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const reply = await node.app.inject({
    method: 'POST',
    url: '/api/console/support/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token, 'x-forwarded-for': randomIp() },
    payload,
  });
  return reply.json() as { code: number; message: string; body: { url: string } };
}

describe('W13: pictures in staff answers', () => {
  let node: SocketNode;
  let alice: RegisteredUser;
  let agent: { token: string; id: number };
  let other: { token: string; id: number };
  let threadId = 0;

  beforeAll(async () => {
    node = await startSocketNode();
    alice = await registerUser(node);
    agent = await staffToken(node, 'support');
    other = await staffToken(node, 'support');
    const sent = await call(node.app, 'support/send', { text: 'My chart is blank' }, { token: alice.token });
    expect(sent.code).toBe(200);
    const inbox = await consoleCall<{ list: Array<{ threadId: number; userId: number }> }>(
      node,
      'support/inbox',
      { size: 100 },
      agent.token,
    );
    threadId = inbox.body.list.find((e) => e.userId === alice.user.id)?.threadId ?? 0;
    expect(threadId).toBeGreaterThan(0);
  });
  afterAll(async () => node?.close());

  it('a staff picture reaches the customer live, signed, private and audited', async () => {
    const uploaded = await staffUpload(node, agent.token);
    expect(uploaded.code).toBe(200);
    expect(uploaded.body.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);

    const app = await SocketClient.connect(node.url);
    app.send({ cmd: 'user', userId: alice.user.id, token: alice.token });
    await app.sync();
    const repliedAt = Date.now();
    // A picture alone is an answer: the text may be empty when there is a picture.
    const reply = await consoleCall<{ id: number; text: string; images: string[] }>(
      node,
      'support/reply',
      { threadId, images: JSON.stringify([uploaded.body.url]) },
      agent.token,
    );
    expect(reply.code).toBe(200);
    expect(reply.body.text).toBe('');
    const heard = await app.take(
      (f) => f.channel === 'user' && (f.content as { id?: number }).id === reply.body.id,
      1_000,
    );
    expect(Date.now() - repliedAt).toBeLessThan(1_000);
    const images = (heard.content as { images: string[] }).images;
    expect(images).toHaveLength(1);
    expect(images[0]).toMatch(/^\/uploads\/[a-f0-9]{32}\.png\?exp=\d+&sig=/);
    // Private from now on: the signed URL answers, the bare one does not.
    expect((await node.app.inject({ method: 'GET', url: images[0] ?? '' })).statusCode).toBe(200);
    expect((await node.app.inject({ method: 'GET', url: uploaded.body.url })).statusCode).toBe(404);
    // The customer's thread keeps it.
    const thread = await call<{ messages: Array<{ id: number; from: string; images: string[] }> }>(
      node.app,
      'support/thread',
      {},
      { token: alice.token },
    );
    expect(thread.body.messages.find((m) => m.id === reply.body.id)).toMatchObject({ from: 'staff' });
    expect(thread.body.messages.find((m) => m.id === reply.body.id)?.images).toHaveLength(1);

    const audit = await consoleCall<{ list: Array<{ target: string; detail: { images?: string[] } }> }>(
      node,
      'audit/list',
      { action: 'support.reply', size: 100 },
      (await staffToken(node, 'admin')).token,
    );
    const row = audit.body.list.find((a) => a.target === `support_thread:${threadId}`);
    expect(row?.detail.images).toEqual([uploaded.body.url]);
    await app.close();
  });

  it('refuses a picture that is not the staff member’s own, more than three, a non-image, or nothing at all', async () => {
    const customers = await uploadImage(node, alice.token);
    const notOurs = await consoleCall(
      node,
      'support/reply',
      { threadId, text: 'see', images: JSON.stringify([customers]) },
      agent.token,
    );
    expect(notOurs.code).toBe(404);
    expect(notOurs.message).toMatch(/images/i);
    const colleagues = (await staffUpload(node, other.token)).body.url;
    const notMine = await consoleCall(
      node,
      'support/reply',
      { threadId, text: 'see', images: JSON.stringify([colleagues]) },
      agent.token,
    );
    expect(notMine.code).toBe(404);
    expect(notMine.message).toMatch(/images/i);
    const mine = (await staffUpload(node, agent.token)).body.url;
    const four = await consoleCall(
      node,
      'support/reply',
      { threadId, text: 'see', images: JSON.stringify([mine, mine, mine, mine]) },
      agent.token,
    );
    expect(four.code).toBe(404);
    expect(four.message).toMatch(/images/i);
    const empty = await consoleCall(node, 'support/reply', { threadId, text: '  ' }, agent.token);
    expect(empty.code).toBe(404);
    expect(empty.message).toMatch(/message is required/i);

    const text = await staffUpload(node, agent.token, Buffer.from('not an image at all'));
    expect(text.code).toBe(404);
    expect(text.message).not.toBe('');
    // Reviewers do not answer support, so they do not upload for it either.
    const reviewer = await staffToken(node, 'reviewer');
    expect((await staffUpload(node, reviewer.token)).code).toBe(403);
    // Customers cannot use the staff call.
    expect((await staffUpload(node, alice.token)).code).not.toBe(200);
    // Nothing refused was stored in the thread.
    const thread = await call<{ messages: Array<{ text: string }> }>(
      node.app,
      'support/thread',
      {},
      { token: alice.token },
    );
    expect(thread.body.messages.some((m) => m.text === 'see')).toBe(false);
  });
});
