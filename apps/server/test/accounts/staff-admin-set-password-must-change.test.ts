// S12: a password an admin chose, when adding a member or resetting one's password, is the member's to
// replace: until they change it every staff call but the password change, staff/me and sign-out answers
// 403 saying so; their own change opens the console; an admin's reset flags them again and ends their
// sessions; each step is audited saying so.
import { type CallDef, consoleCallList } from '@demo/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, staffAuthenticator, staffToken } from '../support/funds';
import { call, type Harness, randomIp, startHarness } from '../support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

const suffix = Date.now().toString(36);
const MUST_CHANGE = /set by an administrator/i;

interface StaffView {
  id: number;
  mustChangePassword: boolean;
  mustChangeBecause: string | null;
  totpEnrolled: boolean;
}

function login(credentials: { username: string; password: string; otp?: string }) {
  return call<{ token: string; staff: StaffView }>(h.app, 'staff/login', credentials, {
    base: '/api/console/',
    ip: randomIp(),
  });
}

/** Every staff call of the contract a flagged member may not make: all but the ones marked beforePasswordChange. */
const closedCalls = consoleCallList.filter((c: CallDef) => c.access === 'staff' && c.beforePasswordChange !== true);

async function expectOnlyPasswordChangeOpen(token: string): Promise<void> {
  expect(closedCalls.length).toBeGreaterThan(20);
  for (const callDef of closedCalls) {
    const reply = await consoleCall(h, callDef.path, {}, token);
    if (reply.status === 404 && reply.code === 404 && reply.message === 'Unknown path') continue;
    expect(reply.code, callDef.path).toBe(403);
    expect(reply.message, callDef.path).toMatch(MUST_CHANGE);
  }
  const me = await consoleCall<StaffView>(h, 'staff/me', {}, token);
  expect(me).toMatchObject({ code: 200, body: { mustChangePassword: true, mustChangeBecause: 'set_by_admin' } });
}

async function auditOf(action: string, memberId: number) {
  const rows = await h.database.db.execute<{ staff_id: number; reason: string | null; detail: unknown }>(
    sql`select staff_id, reason, detail from audit_log where action = ${action} and target = ${`staff:${memberId}`} order by id`,
  );
  return rows.rows;
}

describe('S12: a password an admin chose', () => {
  const member = { username: `chosen-${suffix}`, password: 'chosen-by-admin-1' };
  let admin: { token: string; id: number };
  let memberId = 0;

  it('a member added by an admin signs in to a session where only the password change is open', async () => {
    admin = await staffToken(h, 'admin');
    const created = await consoleCall<StaffView>(
      h,
      'staff/create',
      { ...member, displayName: 'Chosen One', role: 'support', reason: 'new hire on the support desk' },
      admin.token,
    );
    expect(created).toMatchObject({ code: 200, body: { mustChangePassword: true, mustChangeBecause: 'set_by_admin' } });
    memberId = created.body.id;
    expect(await auditOf('staff.create', memberId)).toEqual([
      {
        staff_id: admin.id,
        reason: 'new hire on the support desk',
        detail: { username: member.username, role: 'support', mustChangePassword: true },
      },
    ]);

    const first = await login(member);
    expect(first).toMatchObject({ code: 200, body: { staff: { mustChangePassword: true } } });
    await expectOnlyPasswordChangeOpen(first.body.token);
  });

  it('after the member’s own change the flag is gone, the change is audited and the console opens', async () => {
    const first = await login(member);
    const token = first.body.token;
    const same = await consoleCall(
      h,
      'staff/password',
      { oldPassword: member.password, newPassword: member.password },
      token,
    );
    expect(same.code).toBe(404);
    const own = 'only-the-member-knows-1';
    const changed = await consoleCall(h, 'staff/password', { oldPassword: member.password, newPassword: own }, token);
    expect(changed.code).toBe(200);
    member.password = own;
    const me = await consoleCall<StaffView>(h, 'staff/me', {}, token);
    expect(me.body).toMatchObject({ mustChangePassword: false, mustChangeBecause: null });
    expect((await auditOf('staff.password', memberId)).map((r) => r.detail)).toEqual([{ firstChange: true }]);

    // Next comes the authenticator (S10); once enrolled the member's calls answer.
    const setup = await consoleCall<{ secret: string }>(h, 'staff/totp/setup', {}, token);
    expect(setup.code).toBe(200);
    const { code, step } = staffAuthenticator.enrollmentCode(setup.body.secret);
    const enabled = await consoleCall<{ recoveryCodes: string[] }>(h, 'staff/totp/enable', { code }, token);
    expect(enabled.code).toBe(200);
    staffAuthenticator.remember(member.username, setup.body.secret, step, enabled.body.recoveryCodes);
    expect((await consoleCall(h, 'staff/notice/list', {}, token)).code).toBe(200);
    expect((await consoleCall(h, 'user/list', { page: 1, size: 10 }, token)).code).toBe(200);
  });

  it('an admin’s reset ends the member’s sessions and flags them again; it needs a reason and another member', async () => {
    const before = await login({ ...member, otp: await staffAuthenticator.nextCode(member.username) });
    expect(before.body.staff.mustChangePassword).toBe(false);

    const noReason = await consoleCall(
      h,
      'staff/password/reset',
      { id: memberId, newPassword: 'reset-by-admin-1' },
      admin.token,
    );
    expect(noReason.code).toBe(404);
    expect(noReason.message).toMatch(/reason/i);
    const self = await consoleCall(
      h,
      'staff/password/reset',
      { id: admin.id, newPassword: 'reset-by-admin-1', reason: 'mine' },
      admin.token,
    );
    expect(self.code).toBe(404);
    const notAdmin = await consoleCall(
      h,
      'staff/password/reset',
      { id: admin.id, newPassword: 'reset-by-admin-1', reason: 'power grab' },
      before.body.token,
    );
    expect(notAdmin.code).toBe(403);

    const reset = await consoleCall<StaffView>(
      h,
      'staff/password/reset',
      { id: memberId, newPassword: 'reset-by-admin-1', reason: 'forgot it, asked in person' },
      admin.token,
    );
    expect(reset).toMatchObject({ code: 200, body: { mustChangePassword: true, mustChangeBecause: 'set_by_admin' } });
    expect((await consoleCall(h, 'staff/me', {}, before.body.token)).code).toBe(281);
    expect(await auditOf('staff.password_reset', memberId)).toEqual([
      {
        staff_id: admin.id,
        reason: 'forgot it, asked in person',
        detail: { username: member.username, mustChangePassword: true },
      },
    ]);

    // The old password is gone; the new one signs in (still with a code) to the must-change session.
    const old = await login({ ...member, otp: await staffAuthenticator.nextCode(member.username) });
    expect(old.code).toBe(400);
    const again = await login({
      username: member.username,
      password: 'reset-by-admin-1',
      otp: await staffAuthenticator.nextCode(member.username),
    });
    expect(again).toMatchObject({ code: 200, body: { staff: { mustChangePassword: true, totpEnrolled: true } } });
    await expectOnlyPasswordChangeOpen(again.body.token);
    const changed = await consoleCall(
      h,
      'staff/password',
      { oldPassword: 'reset-by-admin-1', newPassword: 'mine-again-after-reset' },
      again.body.token,
    );
    expect(changed.code).toBe(200);
    expect((await consoleCall(h, 'staff/notice/list', {}, again.body.token)).code).toBe(200);
  });
});
