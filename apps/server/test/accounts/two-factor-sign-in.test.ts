// Proves two-factor sign-in end to end against real PostgreSQL: the secret is sealed and on only after a code (A12), sign-in then needs a fresh code that works once (A13), each recovery code works once (A15), and wrong codes are limited per account and per address (A14).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, type Harness, randomIp, registerUser, startHarness } from '../support/harness';
import { awayFromStepEdge, codeAt, enableTwoFactor } from '../support/two-factor';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());
beforeEach(async () => {
  await awayFromStepEdge();
});

async function signIn(user: { username: string; password: string }, extra: Record<string, string> = {}, ip?: string) {
  return await call<{ token: string; user: { totpEnabled: boolean } }>(
    h.app,
    'access/user',
    { username: user.username, password: user.password, ...extra },
    ip === undefined ? {} : { ip },
  );
}

describe('turning two-factor on and off', () => {
  it('A12: setup gives a sealed secret and an otpauth URL; it is on only after a code of it', async () => {
    const user = await registerUser(h);
    const setup = await call<{ secret: string; otpauthUrl: string }>(
      h.app,
      'user/totp/setup',
      {},
      { token: user.token },
    );
    expect(setup.code).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUrl).toBe(
      `otpauth://totp/DEMO:${encodeURIComponent(user.username)}?secret=${setup.body.secret}&issuer=DEMO&algorithm=SHA1&digits=6&period=30`,
    );
    const stored = await h.database.db.execute<{ secret_sealed: string }>(
      sql`select secret_sealed from user_totp where user_id = ${user.user.id}`,
    );
    expect(stored.rows[0]?.secret_sealed).toMatch(/^v1:/);
    expect(stored.rows[0]?.secret_sealed).not.toContain(setup.body.secret);

    // Set up but not enabled: sign-in needs no code yet.
    expect((await signIn(user)).code).toBe(200);
    const wrong = await call(
      h.app,
      'user/totp/enable',
      { code: '000000' === codeAt(setup.body.secret) ? '111111' : '000000' },
      { token: user.token },
    );
    expect(wrong).toMatchObject({ code: 404, message: 'Verification code is incorrect' });
    const enabled = await call<{ recoveryCodes: string[] }>(
      h.app,
      'user/totp/enable',
      { code: codeAt(setup.body.secret) },
      { token: user.token },
    );
    expect(enabled.code).toBe(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.body.recoveryCodes).size).toBe(10);
    for (const code of enabled.body.recoveryCodes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    const hashes = await h.database.db.execute<{ code_hash: string }>(
      sql`select code_hash from totp_recovery_codes where user_id = ${user.user.id}`,
    );
    expect(hashes.rows).toHaveLength(10);
    const joined = hashes.rows.map((r) => r.code_hash).join(' ');
    for (const code of enabled.body.recoveryCodes) expect(joined).not.toContain(code.replace('-', ''));

    const detail = await call<{ totpEnabled: boolean }>(h.app, 'user/detail', {}, { token: user.token });
    expect(detail.body.totpEnabled).toBe(true);
    const again = await call(h.app, 'user/totp/setup', {}, { token: user.token });
    expect(again).toMatchObject({ code: 404, message: 'Two-factor sign-in is already on' });
  });

  it('A13: disabling needs a valid code; afterwards sign-in needs none', async () => {
    const user = await registerUser(h);
    const { secret } = await enableTwoFactor(h, user);
    const missing = await call(h.app, 'user/totp/disable', {}, { token: user.token });
    expect(missing).toMatchObject({ code: 404, message: 'Verification code is required' });
    const wrong = await call(h.app, 'user/totp/disable', { code: '12345' }, { token: user.token });
    expect(wrong).toMatchObject({
      code: 404,
      message: 'Verification code must be the 6-digit code or a recovery code',
    });
    const disabled = await call(h.app, 'user/totp/disable', { code: codeAt(secret) }, { token: user.token });
    expect(disabled).toMatchObject({ code: 200, body: null });
    const plain = await signIn(user);
    expect(plain.code).toBe(200);
    expect(plain.body.user.totpEnabled).toBe(false);
    const count = await h.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from totp_recovery_codes where user_id = ${user.user.id}`,
    );
    expect(count.rows[0]?.n).toBe(0);
  });
});

describe('signing in with two-factor on', () => {
  it('A13: sign-in answers 403 naming otp without a code, and a code works only once', async () => {
    const user = await registerUser(h);
    const { secret } = await enableTwoFactor(h, user);
    const without = await signIn(user);
    expect(without.code).toBe(403);
    expect(without.message).toContain('otp');
    const inHindi = await call(
      h.app,
      'access/user',
      { username: user.username, password: user.password },
      { locale: 'hi' },
    );
    expect(inHindi.code).toBe(403);
    expect(inHindi.message).toContain('otp');

    // The step enabling used (now-1) is spent; so is any older one.
    const spent = await signIn(user, { otp: codeAt(secret, -1) });
    expect(spent.code).toBe(403);
    expect(spent.message).toBe('One-time code (otp) is incorrect or was already used');

    const code = codeAt(secret);
    const first = await signIn(user, { otp: code });
    expect(first.code).toBe(200);
    expect(first.body.token).toBeTruthy();
    const replay = await signIn(user, { otp: code });
    expect(replay.code).toBe(403);
    // One step of drift ahead is still accepted.
    expect((await signIn(user, { otp: codeAt(secret, 1) })).code).toBe(200);
  });

  it('a wrong password still says only that the account or password is wrong', async () => {
    const user = await registerUser(h);
    await enableTwoFactor(h, user);
    const reply = await call(h.app, 'access/user', {
      username: user.username,
      password: 'not-the-one-1',
      otp: '123456',
    });
    expect(reply).toMatchObject({ code: 400, message: 'Account or password incorrect' });
  });

  it('A15: a recovery code signs in once, in any case and without its dash', async () => {
    const user = await registerUser(h);
    const { recoveryCodes } = await enableTwoFactor(h, user);
    const code = recoveryCodes[3] ?? '';
    expect((await signIn(user, { otp: code.toLowerCase().replace('-', '') })).code).toBe(200);
    const again = await signIn(user, { otp: code });
    expect(again.code).toBe(403);
    expect(again.message).toContain('otp');
    expect((await signIn(user, { otp: recoveryCodes[4] ?? '' })).code).toBe(200);
  });
});

describe('guessing the one-time code', () => {
  it('A14: after 5 wrong codes the account answers 429 even to the right code, from any address', async () => {
    const user = await registerUser(h);
    const { secret } = await enableTwoFactor(h, user);
    const right = codeAt(secret);
    const wrong = right === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      const reply = await signIn(user, { otp: wrong }, randomIp());
      expect(reply.code).toBe(403);
    }
    const locked = await signIn(user, { otp: right }, randomIp());
    expect(locked.code).toBe(429);
    expect(locked.message).toContain('otp');
    const recovery = await call(h.app, 'user/totp/disable', { code: right }, { token: user.token });
    expect(recovery.code).toBe(429);
  });

  it('A14: one address gets 20 wrong codes in all, across accounts', async () => {
    const ip = randomIp();
    const users = await Promise.all(Array.from({ length: 5 }, () => registerUser(h)));
    const secrets: string[] = [];
    for (const user of users) {
      const setup = await call<{ secret: string }>(h.app, 'user/totp/setup', {}, { token: user.token, ip });
      secrets.push(setup.body.secret);
    }
    for (const [i, user] of users.slice(0, 4).entries()) {
      const wrong = codeAt(secrets[i] ?? '') === '000000' ? '000001' : '000000';
      for (let k = 0; k < 5; k++) {
        const reply = await call(h.app, 'user/totp/enable', { code: wrong }, { token: user.token, ip });
        expect(reply.code).toBe(404);
      }
    }
    const last = users[4];
    if (!last) throw new Error('five users were registered');
    const fromThere = await call(
      h.app,
      'user/totp/enable',
      { code: codeAt(secrets[4] ?? '') },
      { token: last.token, ip },
    );
    expect(fromThere.code).toBe(429);
    const elsewhere = await call(h.app, 'user/totp/enable', { code: codeAt(secrets[4] ?? '') }, { token: last.token });
    expect(elsewhere.code).toBe(200);
  });
});
