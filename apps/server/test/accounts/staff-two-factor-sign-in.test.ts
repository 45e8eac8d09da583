// Proves every staff member signs in with two factors (S10): a member without an authenticator reaches
// only the enrollment calls, an enrolled one needs a fresh code or a recovery code (answered as
// customers' access/user answers, A13), an admin's reset needs a reason, is audited and ends the
// member's sessions, and a sign-in from a new browser or address is kept for the member (S11).
import { type CallDef, consoleCallList } from '@demo/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaff } from '../../src/modules/staff/store';
import { consoleCall, consoleSend, staffAuthenticator, staffToken } from '../support/funds';
import { call, type Harness, randomIp, startHarness } from '../support/harness';
import { signInStaff } from '../support/staff-sign-in';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

const suffix = Date.now().toString(36);
let serial = 0;

/** A member as an admin creates one: a password, no authenticator yet. */
async function newMember(role: 'admin' | 'reviewer' | 'support' = 'support') {
  serial += 1;
  const member = { username: `totp-${serial}-${suffix}`, password: `member-password-${serial}` };
  const row = await insertStaff(h.database.db, {
    username: member.username,
    displayName: member.username,
    role,
    passwordHash: await h.hasher.hash(member.password),
  });
  if (!row) throw new Error('member not inserted');
  return { ...member, id: row.id };
}

function login(
  credentials: { username: string; password: string; otp?: string },
  options: { ip?: string; userAgent?: string } = {},
) {
  const { username, password, otp } = credentials;
  const payload = otp === undefined ? { username, password } : { username, password, otp };
  return call<{ token: string; staff: { totpEnrolled: boolean } }>(h.app, 'staff/login', payload, {
    base: '/api/console/',
    ...options,
  });
}

describe('S10: a member without an authenticator', () => {
  it('signs in with the password alone, to a session that reaches only the enrollment calls', async () => {
    const member = await newMember('admin');
    const first = await login(member);
    expect(first.code).toBe(200);
    expect(first.body.staff.totpEnrolled).toBe(false);
    const token = first.body.token;
    // Every staff call of the contract but the enrollment ones answers 403 saying what to do first.
    const closed = consoleCallList.filter((c: CallDef) => c.access === 'staff' && c.beforeTotpEnrollment !== true);
    expect(closed.length).toBeGreaterThan(20);
    for (const callDef of closed) {
      const reply = await consoleCall(h, callDef.path, {}, token);
      if (reply.status === 404 && reply.code === 404 && reply.message === 'Unknown path') continue;
      expect(reply.code, callDef.path).toBe(403);
      expect(reply.message, callDef.path).toMatch(/enroll your authenticator/i);
    }
    const me = await consoleCall<{ totpEnrolled: boolean }>(h, 'staff/me', {}, token);
    expect(me).toMatchObject({ code: 200, body: { totpEnrolled: false } });

    const setup = await consoleCall<{ secret: string; otpauthUrl: string }>(h, 'staff/totp/setup', {}, token);
    expect(setup.code).toBe(200);
    expect(setup.body.otpauthUrl).toMatch(new RegExp(`^otpauth://totp/DEMO%20console:${member.username}\\?`));
    const wrong = await consoleCall(h, 'staff/totp/enable', { code: '000000' }, token);
    expect(wrong.code).toBe(404);
    const { code, step } = staffAuthenticator.enrollmentCode(setup.body.secret);
    const enabled = await consoleCall<{ recoveryCodes: string[] }>(h, 'staff/totp/enable', { code }, token);
    expect(enabled.code).toBe(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    staffAuthenticator.remember(member.username, setup.body.secret, step, enabled.body.recoveryCodes);
    // The session that enrolled is a full one now, and enrolling is audited.
    expect((await consoleCall(h, 'staff/list', {}, token)).code).toBe(200);
    expect((await consoleCall(h, 'staff/totp/setup', {}, token)).code).toBe(404);
    const audit = await h.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'staff.totp_enable' and target = ${`staff:${member.id}`}`,
    );
    expect(audit.rows[0]?.n).toBe(1);
  });
});

describe('S10: an enrolled member', () => {
  it('needs otp: missing answers 403 naming otp, as customers are answered; a used code is refused', async () => {
    const member = await newMember();
    await signInStaff(consoleSend(h), staffAuthenticator, member);
    const missing = await login(member);
    // The very code and sentence of customers' access/user with two-factor on (A13).
    expect(missing).toMatchObject({
      code: 403,
      message: 'One-time code (otp) is required: two-factor sign-in is on for this account',
    });
    const hindi = await call(h.app, 'staff/login', member, { base: '/api/console/', locale: 'hi' });
    expect(hindi.message).toMatch(/otp/);

    const code = await staffAuthenticator.nextCode(member.username);
    const signedIn = await login({ ...member, otp: code });
    expect(signedIn.code).toBe(200);
    const replay = await login({ ...member, otp: code });
    expect(replay.code).toBe(403);
    expect(replay.message).toMatch(/otp/);
  });

  it('signs in with a recovery code once', async () => {
    const member = await newMember();
    const token = (await login(member)).body.token;
    const setup = await consoleCall<{ secret: string }>(h, 'staff/totp/setup', {}, token);
    const { code } = staffAuthenticator.enrollmentCode(setup.body.secret);
    const enabled = await consoleCall<{ recoveryCodes: string[] }>(h, 'staff/totp/enable', { code }, token);
    const recovery = enabled.body.recoveryCodes[0] ?? '';
    expect((await login({ ...member, otp: recovery })).code).toBe(200);
    expect((await login({ ...member, otp: recovery })).code).toBe(403);
  });
});

describe('S10: an admin resets a member’s authenticator', () => {
  it('needs a reason, is audited, ends the member’s sessions, and the member enrolls again', async () => {
    const member = await newMember('reviewer');
    const memberToken = (await signInStaff(consoleSend(h), staffAuthenticator, member)).token;
    const admin = await staffToken(h, 'admin');

    const noReason = await consoleCall(h, 'staff/totp/reset', { id: member.id }, admin.token);
    expect(noReason.code).toBe(404);
    expect(noReason.message).toMatch(/reason/i);
    const self = await consoleCall(h, 'staff/totp/reset', { id: admin.id, reason: 'mine' }, admin.token);
    expect(self.code).toBe(404);
    const notAdmin = await consoleCall(h, 'staff/totp/reset', { id: admin.id, reason: 'x' }, memberToken);
    expect(notAdmin.code).toBe(403);

    const reset = await consoleCall<{ totpEnrolled: boolean }>(
      h,
      'staff/totp/reset',
      { id: member.id, reason: 'Lost phone, reported by email from the member' },
      admin.token,
    );
    expect(reset).toMatchObject({ code: 200, body: { totpEnrolled: false } });
    expect((await consoleCall(h, 'staff/me', {}, memberToken)).code).toBe(281);
    const audit = await h.database.db.execute<{ reason: string; staff_id: number }>(
      sql`select reason, staff_id from audit_log where action = 'staff.totp_reset' and target = ${`staff:${member.id}`}`,
    );
    expect(audit.rows).toEqual([{ reason: 'Lost phone, reported by email from the member', staff_id: admin.id }]);

    // The old authenticator's codes no longer matter: the password signs in to an enrollment session.
    staffAuthenticator.forget(member.username);
    const again = await login(member);
    expect(again).toMatchObject({ code: 200, body: { staff: { totpEnrolled: false } } });
    expect((await consoleCall(h, 'staff/list', {}, again.body.token)).code).toBe(403);
  });
});

describe('S11: sign-in notices to the member', () => {
  it('a sign-in from a new browser is flagged in the member’s own list; the first and a known one are not', async () => {
    const member = await newMember();
    const desk = { ip: randomIp(), userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' };
    const first = await login(member, desk);
    const token = first.body.token;
    const setup = await consoleCall<{ secret: string }>(h, 'staff/totp/setup', {}, token);
    const { code, step } = staffAuthenticator.enrollmentCode(setup.body.secret);
    const enabled = await consoleCall<{ recoveryCodes: string[] }>(h, 'staff/totp/enable', { code }, token);
    staffAuthenticator.remember(member.username, setup.body.secret, step, enabled.body.recoveryCodes);

    const sameDesk = await login({ ...member, otp: await staffAuthenticator.nextCode(member.username) }, desk);
    expect(sameDesk.code).toBe(200);
    const phone = {
      ip: randomIp(),
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile/15E148 Safari/604.1',
    };
    const away = await login({ ...member, otp: await staffAuthenticator.nextCode(member.username) }, phone);
    expect(away.code).toBe(200);

    const notices = await consoleCall<{
      list: Array<{ kind: string; newDevice: boolean; device: string; ip: string }>;
      total: number;
    }>(h, 'staff/notice/list', {}, sameDesk.body.token);
    expect(notices.body.total).toBe(3);
    expect(notices.body.list.map((n) => [n.kind, n.newDevice, n.ip])).toEqual([
      ['sign_in', true, phone.ip],
      ['sign_in', false, desk.ip],
      ['sign_in', false, desk.ip],
    ]);
    expect(notices.body.list[0]?.device).toBe('Safari on iPhone');
    // Each member reads only their own.
    const other = await staffToken(h, 'support');
    const theirs = await consoleCall<{ total: number }>(h, 'staff/notice/list', {}, other.token);
    expect(theirs.body.total).toBe(1);
  });
});
