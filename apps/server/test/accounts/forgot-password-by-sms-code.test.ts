// Proves the forgot-password flow (A20): a reset code sets a new password once, wrong codes are
// limited, every old session then answers 281, the old password fails and the new one works, and an
// unknown phone is answered exactly like a known one.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, userNotices } from '../../src/db/schema';
import { call, type Harness, randomPhone, registerUser, startHarness } from '../support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

const NEW_PASSWORD = 'brand-new-pass-2';

/** Moves a phone's earlier codes (its registration's) past the 60 s resend wait (A7). */
async function ageCodes(phone: string): Promise<void> {
  await h.database.db.execute(
    sql`update sms_codes set created_at = created_at - interval '61 seconds' where target = ${`+91${phone}`}`,
  );
}

async function resetCodeFor(phone: string): Promise<string> {
  await ageCodes(phone);
  const sent = await call(h.app, 'user/sms', { phone, smsType: 'reset' });
  expect(sent).toMatchObject({ code: 200, message: 'Code sent', body: null });
  return h.sms.lastCodeFor(`+91${phone}`);
}

function reset(phone: string, code: string, password = NEW_PASSWORD, confirm = password) {
  return call(h.app, 'user/forget/password', { phone, code, newPassword: password, confirmPassword: confirm });
}

function signIn(username: string, password: string) {
  return call<{ token: string }>(h.app, 'access/user', { username, password });
}

describe('forgot password', () => {
  it('A20: a reset code sets the new password once; old sessions answer 281; old password fails, new works', async () => {
    const user = await registerUser(h);
    const other = await signIn(user.username, user.password);
    expect(other.code).toBe(200);
    const code = await resetCodeFor(user.phone);

    const done = await reset(user.phone, code);
    expect(done).toMatchObject({ code: 200, body: null });
    // Every session of the account ended, the one that registered and the one signed in later.
    expect((await call(h.app, 'user/detail', {}, { token: user.token })).code).toBe(281);
    expect((await call(h.app, 'user/detail', {}, { token: other.body.token })).code).toBe(281);
    expect((await signIn(user.username, user.password)).code).toBe(400);
    const fresh = await signIn(user.username, NEW_PASSWORD);
    expect(fresh.code).toBe(200);
    expect((await call(h.app, 'user/detail', {}, { token: fresh.body.token })).code).toBe(200);

    // The same code again is refused: it was consumed, and the password stays the new one.
    const again = await reset(user.phone, code, 'third-pass-3');
    expect(again.code).toBe(404);
    expect(again.message).toBe('Verification code is incorrect');
    expect((await signIn(user.username, NEW_PASSWORD)).code).toBe(200);

    // The owner has a notice; staff have an audit row.
    const notices = await call<{ list: Array<{ kind: string }> }>(
      h.app,
      'user/notice/list',
      {},
      { token: fresh.body.token },
    );
    expect(notices.body.list.map((n) => n.kind)).toContain('password_reset');
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `user:${user.user.id}`));
    expect(audits.map((a) => a.action)).toEqual(['customer.password_reset']);
  });

  it('A20: a reset lifts the sign-in lock-out that wrong passwords caused', async () => {
    const user = await registerUser(h);
    for (let i = 0; i < 5; i++) await signIn(user.username, 'wrong-guess-1');
    const locked = await signIn(user.username, user.password);
    expect(locked.code).toBe(429);
    expect((await reset(user.phone, await resetCodeFor(user.phone))).code).toBe(200);
    expect((await signIn(user.username, NEW_PASSWORD)).code).toBe(200);
  });

  it('A20: wrong codes are limited: after five even the right code is refused and the password stands', async () => {
    const user = await registerUser(h);
    const right = await resetCodeFor(user.phone);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i++) {
      const reply = await reset(user.phone, wrong);
      expect(reply.code).toBe(404);
    }
    const late = await reset(user.phone, right);
    expect(late).toMatchObject({
      code: 404,
      message: 'Verification code was entered wrongly too many times, please request a new one',
    });
    expect((await call(h.app, 'user/detail', {}, { token: user.token })).code).toBe(200);
    expect((await signIn(user.username, user.password)).code).toBe(200);
    expect((await signIn(user.username, NEW_PASSWORD)).code).toBe(400);
  });

  it('A20: a register code does not reset a password, and bad input names its field', async () => {
    const user = await registerUser(h);
    const mismatch = await reset(user.phone, '123456', NEW_PASSWORD, 'something-else');
    expect(mismatch).toMatchObject({ code: 404, message: 'Confirm new password must match the new password' });
    const short = await reset(user.phone, '123456', 'abc');
    expect(short.code).toBe(404);
    expect(short.message).toMatch(/^New password must be/);
    // The registration code of this phone was consumed; a fresh one of another purpose is not a reset code.
    expect((await reset(user.phone, '123456')).message).toBe('Verification code is incorrect');
  });

  it('A20: an unknown phone is answered like a known one and is never texted', async () => {
    const known = await registerUser(h);
    const unknown = randomPhone();
    await ageCodes(known.phone);
    const sentBefore = h.sms.sent.length;
    const forKnown = await call(h.app, 'user/sms', { phone: known.phone, smsType: 'reset' });
    const forUnknown = await call(h.app, 'user/sms', { phone: unknown, smsType: 'reset' });
    expect(forUnknown).toEqual(forKnown);
    expect(h.sms.sent.slice(sentBefore).map((s) => s.target)).toEqual([`+91${known.phone}`]);
    // The 60 s wait holds for both alike.
    const waitKnown = await call(h.app, 'user/sms', { phone: known.phone, smsType: 'reset' });
    const waitUnknown = await call(h.app, 'user/sms', { phone: unknown, smsType: 'reset' });
    expect(waitKnown.code).toBe(429);
    expect(waitUnknown.code).toBe(429);
    expect(waitUnknown.message).toMatch(/^Please wait \d+ seconds before requesting another code$/);
    // Resetting: the unknown phone's answer is a wrong code's, as for a known phone with a wrong code.
    const wrongKnown = await reset(known.phone, '000000');
    const wrongUnknown = await reset(unknown, '000000');
    expect(wrongUnknown).toEqual(wrongKnown);
    const notices = await h.database.db.select().from(userNotices).where(eq(userNotices.kind, 'password_reset'));
    expect(notices.every((n) => n.userId !== known.user.id)).toBe(true);
  });
});
