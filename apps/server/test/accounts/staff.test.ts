// Proves the console's rules: staff sign in separately, roles decide what they may do, and every
// staff action leaves an audit row saying who, what, when and why; disabling a customer ends them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaff } from '../../src/modules/staff/store';
import { consoleSend, staffAuthenticator } from '../support/funds';
import { call, type Harness, randomIp, registerUser, startHarness } from '../support/harness';
import { signInStaff } from '../support/staff-sign-in';

let h: Harness;
const suffix = Date.now().toString(36);
const admin = { username: `admin-${suffix}`, password: 'admin-password-1' };
const reviewer = { username: `reviewer-${suffix}`, password: 'reviewer-password-1' };

beforeAll(async () => {
  h = await startHarness();
  await insertStaff(h.database.db, {
    username: admin.username,
    displayName: 'Test Admin',
    role: 'admin',
    passwordHash: await h.hasher.hash(admin.password),
  });
  await insertStaff(h.database.db, {
    username: reviewer.username,
    displayName: 'Test Reviewer',
    role: 'reviewer',
    passwordHash: await h.hasher.hash(reviewer.password),
  });
});
afterAll(async () => h.close());

const consoleCall = <B>(path: string, payload: Record<string, string | number | boolean>, token?: string) =>
  call<B>(h.app, path, payload, { base: '/api/console/', ...(token ? { token } : {}) });

async function staffToken(who: { username: string; password: string }): Promise<string> {
  return (await signInStaff(consoleSend(h), staffAuthenticator, who)).token;
}

describe('staff sign-in', () => {
  it('an admin signs in, sees themself, and the sign-in is audited', async () => {
    const token = await staffToken(admin);
    const me = await consoleCall<{ username: string; role: string }>('staff/me', {}, token);
    expect(me.body).toMatchObject({ username: admin.username, role: 'admin' });
    const audit = await consoleCall<{ list: Array<{ action: string; staffName: string; ip: string }> }>(
      'audit/list',
      { action: 'staff.login', size: 100 },
      token,
    );
    expect(audit.body.list.some((e) => e.staffName === admin.username && e.ip)).toBe(true);
  });

  it('a wrong staff password gets the same answer as an unknown staff member', async () => {
    const wrong = await consoleCall('staff/login', { username: admin.username, password: 'wrong-password' });
    const unknown = await consoleCall('staff/login', { username: 'nobody-here', password: 'wrong-password' });
    expect(wrong).toMatchObject({ code: 400, message: 'Account or password incorrect' });
    expect(unknown).toEqual(wrong);
  });

  it('a customer token is no staff token', async () => {
    const customer = await registerUser(h);
    expect((await consoleCall('staff/me', {}, customer.token)).code).toBe(402);
  });
});

describe('roles and audit', () => {
  it('an admin adds a reviewer and the audit row records who, what and why', async () => {
    const token = await staffToken(admin);
    const username = `support-${suffix}`;
    const created = await consoleCall<{ id: number; role: string }>(
      'staff/create',
      { username, displayName: 'Support One', role: 'support', password: 'support-password-1', reason: 'new hire' },
      token,
    );
    expect(created.code).toBe(200);
    const audit = await consoleCall<{
      list: Array<{ action: string; target: string; reason: string; staffName: string }>;
    }>('audit/list', { action: 'staff.create', size: 100 }, token);
    expect(audit.body.list).toContainEqual(
      expect.objectContaining({ target: `staff:${created.body.id}`, reason: 'new hire', staffName: admin.username }),
    );
    const again = await consoleCall(
      'staff/create',
      { username, displayName: 'Dup', role: 'support', password: 'support-password-1', reason: 'dup' },
      token,
    );
    expect(again.code).toBe(401);
  });

  it('a reviewer cannot add staff', async () => {
    const token = await staffToken(reviewer);
    const reply = await consoleCall(
      'staff/create',
      { username: `x-${suffix}`, displayName: 'X', role: 'admin', password: 'some-password-1', reason: 'power grab' },
      token,
    );
    expect(reply).toMatchObject({ code: 403, message: 'Your role does not allow this action' });
  });

  it('an admin cannot disable their own account', async () => {
    const token = await staffToken(admin);
    const me = await consoleCall<{ id: number }>('staff/me', {}, token);
    const reply = await consoleCall('staff/set_active', { id: me.body.id, active: false, reason: 'oops' }, token);
    expect(reply.code).toBe(404);
  });

  it('a staff password change ends the member’s other sessions with 281', async () => {
    const first = await staffToken(reviewer);
    const second = await staffToken(reviewer);
    const changed = await consoleCall(
      'staff/password',
      { oldPassword: reviewer.password, newPassword: 'reviewer-password-2' },
      second,
    );
    expect(changed.code).toBe(200);
    reviewer.password = 'reviewer-password-2';
    expect((await consoleCall('staff/me', {}, first)).code).toBe(281);
    expect((await consoleCall('staff/me', {}, second)).code).toBe(200);
  });
});

describe('customer accounts in the console', () => {
  it('disabling a customer ends their session with 281 and their next sign-in gets 403', async () => {
    const token = await staffToken(admin);
    const customer = await registerUser(h);
    const list = await consoleCall<{ list: Array<{ id: number; balance: string }>; total: number }>(
      'user/list',
      { q: customer.phone },
      token,
    );
    expect(list.body.list).toEqual([expect.objectContaining({ id: customer.user.id, balance: '0.00' })]);
    const disabled = await consoleCall<{ status: string }>(
      'user/set_status',
      { id: customer.user.id, status: 'DISABLED', reason: 'fraud report #12' },
      token,
    );
    expect(disabled.body.status).toBe('DISABLED');
    expect((await call(h.app, 'user/detail', {}, { token: customer.token })).code).toBe(281);
    const login = await call(
      h.app,
      'access/user',
      { username: customer.phone, password: customer.password },
      { ip: randomIp() },
    );
    expect(login.code).toBe(403);
    const audit = await consoleCall<{ list: Array<{ target: string; reason: string }> }>(
      'audit/list',
      { action: 'user.disable', size: 100 },
      token,
    );
    expect(audit.body.list).toContainEqual(
      expect.objectContaining({ target: `user:${customer.user.id}`, reason: 'fraud report #12' }),
    );
    await consoleCall('user/set_status', { id: customer.user.id, status: 'ACTIVE', reason: 'cleared' }, token);
    expect((await call(h.app, 'access/user', { username: customer.phone, password: customer.password })).code).toBe(
      200,
    );
  });
});

describe('S6 a customer audit trail', () => {
  it('audit/list by target lists exactly the staff actions on that customer', async () => {
    const token = await staffToken(admin);
    const one = await registerUser(h);
    const other = await registerUser(h);
    const status = (id: number, value: 'ACTIVE' | 'DISABLED', reason: string) =>
      consoleCall('user/set_status', { id, status: value, reason }, token);
    expect((await status(one.user.id, 'DISABLED', 'chargeback check')).code).toBe(200);
    expect((await status(other.user.id, 'DISABLED', 'someone else')).code).toBe(200);
    expect((await status(one.user.id, 'ACTIVE', 'cleared')).code).toBe(200);
    const trail = await consoleCall<{ list: Array<{ action: string; target: string; reason: string }>; total: number }>(
      'audit/list',
      { target: `user:${one.user.id}`, page: 1, size: 10 },
      token,
    );
    expect(trail.body.total).toBe(2);
    expect(trail.body.list.map((e) => [e.action, e.target, e.reason])).toEqual([
      ['user.enable', `user:${one.user.id}`, 'cleared'],
      ['user.disable', `user:${one.user.id}`, 'chargeback check'],
    ]);
  });

  it('a target that is not kind:id is refused, naming the field', async () => {
    const token = await staffToken(admin);
    const reply = await consoleCall('audit/list', { target: "user:1' or 1=1", page: 1, size: 10 }, token);
    expect(reply.code).toBe(404);
    expect(reply.message).toBe('Target must look like user:12');
  });
});

describe('one customer by id', () => {
  it('user/list with an id answers exactly that customer, for the detail page', async () => {
    const token = await staffToken(admin);
    const one = await registerUser(h);
    await registerUser(h);
    const reply = await consoleCall<{ list: Array<{ id: number; username: string }>; total: number }>(
      'user/list',
      { id: one.user.id, page: 1, size: 20 },
      token,
    );
    expect(reply.body).toMatchObject({ total: 1, list: [{ id: one.user.id, username: one.user.username }] });
  });
});
