// Proves P8: an avatar can only be the caller's own upload — never another customer's file, nor one
// of the caller's own private uploads (identity documents, transfer evidence) — and once set it is
// public and cached, while the refused change leaves the profile as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelId, uploadImage } from '../support/funds';
import { call, type Harness, type RegisteredUser, registerUser, startHarness } from '../support/harness';

let h: Harness;
let asha: RegisteredUser;
let ravi: RegisteredUser;
beforeAll(async () => {
  h = await startHarness();
  asha = await registerUser(h);
  ravi = await registerUser(h);
});
afterAll(async () => h.close());

function setAvatar(user: RegisteredUser, avatar: string, locale: 'en' | 'hi' = 'en') {
  return call<{ avatar: string | null; nickname: string }>(
    h.app,
    'user/update/profile',
    { nickname: 'Asha', avatar },
    { token: user.token, locale },
  );
}

describe('avatar ownership', () => {
  it("P8: another customer's upload is refused, naming the field, and the profile is unchanged", async () => {
    const theirs = await uploadImage(h, ravi.token);
    const reply = await setAvatar(asha, theirs);
    expect(reply).toMatchObject({
      code: 404,
      message: 'Avatar must be an image you uploaded, not an identity document or transfer evidence',
      body: null,
    });
    const inHindi = await setAvatar(asha, theirs, 'hi');
    expect(inHindi.message).toBe('अवतार आपके द्वारा अपलोड किया गया चित्र होना चाहिए, पहचान दस्तावेज़ या भुगतान का प्रमाण नहीं');
    const detail = await call<{ avatar: string | null }>(h.app, 'user/detail', {}, { token: asha.token });
    expect(detail.body.avatar).not.toBe(theirs);
    // Ravi's file did not become public through the attempt.
    const served = await h.app.inject({ method: 'GET', url: theirs });
    expect(served.headers['cache-control']).toBe('private, no-store');
  });

  it('P8: one of the caller\u2019s own private uploads (transfer evidence) is refused', async () => {
    const evidence = await uploadImage(h, asha.token);
    const upi = await channelId(h, asha.token, 'UPI');
    const charged = await call(
      h.app,
      'charge/charge',
      { channelId: upi, type: 'bank', amount: '500', evidence },
      { token: asha.token },
    );
    expect(charged.code, charged.message).toBe(200);
    expect((await setAvatar(asha, evidence)).code).toBe(404);
  });

  it('P8: the caller\u2019s own upload is accepted and becomes public, cached for a year', async () => {
    const mine = await uploadImage(h, asha.token);
    const reply = await setAvatar(asha, mine);
    expect(reply.code, reply.message).toBe(200);
    expect(reply.body.avatar).toBe(mine);
    const served = await h.app.inject({ method: 'GET', url: mine });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Setting the same avatar again (a nickname change) still works.
    expect((await setAvatar(asha, mine)).code).toBe(200);
  });
});
