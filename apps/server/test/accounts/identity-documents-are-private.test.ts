// Proves P4: once a customer submits identity documents (Aadhaar images, institution papers), their
// upload URLs answer nothing on their own; reviewers' screens get short-lived signed URLs that work,
// and a tampered or expired signature does not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_UPLOAD_TTL_MS } from '../../src/modules/upload/signed-url';
import { consoleCall, staffToken, uploadImage, validAadhaar } from '../support/funds';
import { call, type Harness, registerUser, startHarness } from '../support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

async function status(url: string): Promise<number> {
  return (await h.app.inject({ method: 'GET', url })).statusCode;
}

describe('identity documents', () => {
  it('P4: Aadhaar images are served only through a reviewer\u2019s signed URL, not by their bare address', async () => {
    const user = await registerUser(h);
    const front = await uploadImage(h, user.token);
    const back = await uploadImage(h, user.token);
    const avatar = await uploadImage(h, user.token);
    expect(await status(front)).toBe(200);

    const submitted = await call(
      h.app,
      'user/update/credit',
      { realName: 'Asha Verma', creditNumber: validAadhaar(), creditFront: front, creditBack: back },
      { token: user.token },
    );
    expect(submitted.code).toBe(200);
    expect(await status(front)).toBe(404);
    expect(await status(back)).toBe(404);
    // An ordinary upload of the same customer stays public.
    expect(await status(avatar)).toBe(200);

    const { token } = await staffToken(h, 'reviewer');
    const list = await consoleCall<{ list: Array<{ userId: number; creditFront: string; creditBack: string }> }>(
      h,
      'review/kyc/list',
      { status: 'CREDITING', userId: user.user.id },
      token,
    );
    const row = list.body.list[0];
    expect(row?.creditFront).toMatch(/^\/uploads\/[a-f0-9]{32}\.png\?exp=\d+&sig=[\w-]+$/);
    const signed = row?.creditFront ?? '';
    const reply = await h.app.inject({ method: 'GET', url: signed });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('private, no-store');

    const tampered = signed.replace(/sig=([\w-])/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect(await status(tampered)).toBe(404);
    const expired = signed.replace(/exp=\d+/, `exp=${Date.now() - 1}`);
    expect(await status(expired)).toBe(404);
    const tooLong = signed.replace(/exp=\d+/, `exp=${Date.now() + 2 * SIGNED_UPLOAD_TTL_MS}`);
    expect(await status(tooLong)).toBe(404);
  });

  it('P4: institution documents become private when the application is made', async () => {
    const user = await registerUser(h);
    const document = await uploadImage(h, user.token);
    const applied = await call(
      h.app,
      'user/institution/apply',
      {
        institutionName: 'Verma Capital LLP',
        registrationNumber: 'AAB-1234',
        institutionalCode: 'VC-01',
        contactName: 'Asha Verma',
        contactPhone: '9876543210',
        documents: JSON.stringify([document]),
      },
      { token: user.token },
    );
    expect(applied.code, applied.message).toBe(200);
    expect(await status(document)).toBe(404);
    const { token } = await staffToken(h, 'reviewer');
    const list = await consoleCall<{ list: Array<{ userId: number; documents: string[] }> }>(
      h,
      'review/institution/list',
      { userId: user.user.id },
      token,
    );
    const signed = list.body.list.find((a) => a.userId === user.user.id)?.documents[0] ?? '';
    expect(await status(signed)).toBe(200);
  });
});
