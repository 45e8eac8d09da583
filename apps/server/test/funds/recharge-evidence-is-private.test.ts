// Proves P7: once a recharge is submitted, its transfer evidence answers nothing by its bare address
// (to a stranger or anyone else) and is never cached; its owner's recharge list and the reviewers'
// queue carry short-lived signed URLs that work, and stop working once expired or altered.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SIGNED_UPLOAD_TTL_MS } from '../../src/modules/upload/signed-url';
import { channelId, consoleCall, staffToken, uploadImage } from '../support/funds';
import { call, type Harness, type RegisteredUser, registerUser, startHarness } from '../support/harness';

let h: Harness;
let owner: RegisteredUser;
let evidence = '';
let chargeId = 0;
beforeAll(async () => {
  h = await startHarness();
  owner = await registerUser(h);
  const upi = await channelId(h, owner.token, 'UPI');
  evidence = await uploadImage(h, owner.token);
  const submitted = await call<{ id: number }>(
    h.app,
    'charge/charge',
    { channelId: upi, type: 'bank', amount: '500', evidence, remark: 'UTR 42' },
    { token: owner.token },
  );
  expect(submitted.code, submitted.message).toBe(200);
  chargeId = submitted.body.id;
});
afterAll(async () => {
  vi.useRealTimers();
  await h.close();
});

async function get(url: string, token?: string) {
  return await h.app.inject({ method: 'GET', url, headers: token ? { token } : {} });
}

async function ownersSignedUrl(): Promise<string> {
  const list = await call<{ list: Array<{ id: number; evidence: string }> }>(
    h.app,
    'charge/list',
    { page: 1, size: 10 },
    { token: owner.token },
  );
  const row = list.body.list.find((c) => c.id === chargeId);
  if (!row) throw new Error(`charge ${chargeId} is not in its owner's list`);
  return row.evidence;
}

async function reviewersSignedUrl(): Promise<string> {
  const { token } = await staffToken(h, 'reviewer');
  const queue = await consoleCall<{ list: Array<{ id: number; evidence: string }> }>(
    h,
    'review/recharge/list',
    { status: 'UNDER', userId: owner.user.id },
    token,
  );
  const row = queue.body.list.find((c) => c.id === chargeId);
  if (!row) throw new Error(`charge ${chargeId} is not in the review queue`);
  return row.evidence;
}

describe('recharge evidence', () => {
  it('P7: the bare address answers 404 once the recharge is submitted, even with a token', async () => {
    expect((await get(evidence)).statusCode).toBe(404);
    const stranger = await registerUser(h);
    expect((await get(evidence, stranger.token)).statusCode).toBe(404);
    expect((await get(evidence, owner.token)).statusCode).toBe(404);
  });

  it("P7: the owner's recharge list carries a signed URL that serves the image, never cached", async () => {
    const signed = await ownersSignedUrl();
    expect(signed).toMatch(new RegExp(`^${evidence.replace('.', '\\.')}\\?exp=\\d+&sig=[\\w-]+$`));
    const reply = await get(signed);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/png');
    expect(reply.headers['cache-control']).toBe('private, no-store');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });

  it("P7: the reviewers' queue carries a signed URL that serves the image", async () => {
    const signed = await reviewersSignedUrl();
    expect(signed.startsWith(`${evidence}?exp=`)).toBe(true);
    expect((await get(signed)).statusCode).toBe(200);
  });

  it('P7: a signed URL stops working once it expires, and an altered one never works', async () => {
    const signed = await ownersSignedUrl();
    const tampered = signed.replace(/sig=([\w-])/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect((await get(tampered)).statusCode).toBe(404);

    vi.useFakeTimers({ now: Date.now() + SIGNED_UPLOAD_TTL_MS + 1_000, toFake: ['Date'] });
    try {
      expect((await get(signed)).statusCode).toBe(404);
    } finally {
      vi.useRealTimers();
    }
  });

  it('P7: a rejected recharge keeps its evidence private', async () => {
    const { token } = await staffToken(h, 'reviewer');
    const decided = await consoleCall<{ status: string }>(
      h,
      'review/recharge/reject',
      { id: chargeId, reason: 'No such transfer' },
      token,
    );
    expect(decided.code, decided.message).toBe(200);
    expect((await get(evidence)).statusCode).toBe(404);
    expect((await get(await ownersSignedUrl())).statusCode).toBe(200);
  });
});
