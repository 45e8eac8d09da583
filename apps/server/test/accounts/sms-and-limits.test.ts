// Proves the guards against guessing and flooding: one SMS per phone per minute, five tries per code,
// expiring codes, and rate limits on sign-in that answer 429 in the envelope.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Harness, randomIp, randomPhone, registerUser, startHarness } from '../support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

describe('SMS codes', () => {
  it('a second code for the same phone within 60 s answers 429 saying how long to wait', async () => {
    const phone = randomPhone();
    expect((await call(h.app, 'user/sms', { phone, smsType: 'register' })).code).toBe(200);
    const again = await call(h.app, 'user/sms', { phone: `+91${phone}`, smsType: 'register' });
    expect(again.code).toBe(429);
    expect(again.message).toMatch(/^Please wait \d+ seconds before requesting another code$/);
    const hindi = await call(h.app, 'user/sms', { phone, smsType: 'register' }, { locale: 'hi' });
    expect(hindi.message).toContain('सेकंड');
    expect(h.sms.sent.filter((s) => s.target === `+91${phone}`)).toHaveLength(1);
  });

  it('after five wrong tries even the right code is refused', async () => {
    const phone = randomPhone();
    await call(h.app, 'user/sms', { phone, smsType: 'register' });
    const right = h.sms.lastCodeFor(`+91${phone}`);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i++) {
      const reply = await call(h.app, 'user/register', { username: phone, password: 'secret-pass', code: wrong });
      expect(reply.code).toBe(404);
      expect(reply.message).toBe(
        i < 5
          ? 'Verification code is incorrect'
          : 'Verification code was entered wrongly too many times, please request a new one',
      );
    }
    const late = await call(h.app, 'user/register', { username: phone, password: 'secret-pass', code: right });
    expect(late).toMatchObject({
      code: 404,
      message: 'Verification code was entered wrongly too many times, please request a new one',
    });
  });

  it('an expired code is refused with its own message', async () => {
    const phone = randomPhone();
    await call(h.app, 'user/sms', { phone, smsType: 'register' });
    await h.database.db.execute(
      sql`update sms_codes set expires_at = now() - interval '1 second' where target = ${`+91${phone}`}`,
    );
    const reply = await call(h.app, 'user/register', {
      username: phone,
      password: 'secret-pass',
      code: h.sms.lastCodeFor(`+91${phone}`),
    });
    expect(reply).toMatchObject({ code: 404, message: 'Verification code has expired, please request a new one' });
  });

  it('an e-mail address gets a code the same way', async () => {
    const email = `trader${Date.now()}@example.com`;
    expect((await call(h.app, 'user/sms', { phone: email.toUpperCase(), smsType: 'register' })).code).toBe(200);
    const reply = await call(h.app, 'user/register', {
      username: email,
      password: 'secret-pass',
      code: h.sms.lastCodeFor(email),
    });
    expect(reply.code).toBe(200);
  });

  it('asking for a registration code for an existing account answers 401', async () => {
    const user = await registerUser(h);
    expect((await call(h.app, 'user/sms', { phone: user.phone, smsType: 'register' })).code).toBe(401);
  });
});

describe('rate limits', () => {
  it('the eleventh sign-in attempt from one address within a minute answers 429', async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i++) {
      const reply = await call(h.app, 'access/user', { username: randomPhone(), password: 'guess-1' }, { ip });
      expect(reply.code).toBe(400);
    }
    const limited = await call(h.app, 'access/user', { username: randomPhone(), password: 'guess-1' }, { ip });
    expect(limited).toMatchObject({ code: 429, message: 'Too many requests, please try again later', body: null });
  });

  it('one account tried from many addresses is limited too', async () => {
    const user = await registerUser(h);
    for (let i = 0; i < 10; i++) {
      await call(h.app, 'access/user', { username: user.phone, password: 'guess-1' });
    }
    const limited = await call(h.app, 'access/user', { username: user.phone, password: user.password });
    expect(limited.code).toBe(429);
  });

  it('SMS requests from one address are limited', async () => {
    const ip = randomIp();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await call(h.app, 'user/sms', { phone: randomPhone(), smsType: 'register' }, { ip })).code);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes[5]).toBe(429);
  });
});
