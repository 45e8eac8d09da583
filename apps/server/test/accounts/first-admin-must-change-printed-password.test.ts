// S4, S10: the first admin whose password was generated and printed at first start must replace it,
// then enroll an authenticator, before the console does anything else; an operator-chosen
// ADMIN_INITIAL_PASSWORD is not flagged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstAdmin, FIRST_ADMIN_USERNAME } from '../../src/modules/staff/service';
import { staffAuthenticator } from '../support/funds';
import { call, type Harness, randomIp, startHarness } from '../support/harness';
import { isolatedDatabase } from '../support/isolated-database';

let h: Harness;
let database: { url: string; drop(): Promise<void> };
let printed = '';

beforeAll(async () => {
  // A fresh install: no staff exist, so the first admin is created with a generated password.
  database = await isolatedDatabase();
  h = await startHarness({ databaseUrl: database.url });
  const created = await ensureFirstAdmin({ db: h.database.db, hasher: h.hasher }, undefined);
  if (!created.created) throw new Error('the isolated database already had staff');
  expect(created.generated).toBe(true);
  printed = created.password;
});
afterAll(async () => {
  await h.close();
  await database.drop();
});

const ip = randomIp();
const consoleCall = <B>(path: string, payload: Record<string, string | number | boolean>, token?: string) =>
  call<B>(h.app, path, payload, { base: '/api/console/', ip, ...(token ? { token } : {}) });

describe('S4 the printed first-admin password', () => {
  let token = '';

  it('signs in, and sign-in and staff/me say the password must be changed', async () => {
    const login = await consoleCall<{ token: string; staff: { mustChangePassword: boolean } }>('staff/login', {
      username: FIRST_ADMIN_USERNAME,
      password: printed,
    });
    expect(login.code).toBe(200);
    expect(login.body.staff.mustChangePassword).toBe(true);
    token = login.body.token;
    const me = await consoleCall<{ mustChangePassword: boolean; role: string }>('staff/me', {}, token);
    expect(me.body).toMatchObject({ mustChangePassword: true, role: 'admin' });
  });

  it('every other staff call answers 403 saying the password must be changed first', async () => {
    for (const [path, payload] of [
      ['staff/list', { page: 1, size: 10 }],
      ['user/list', { page: 1, size: 10 }],
      ['audit/list', { page: 1, size: 10 }],
      // The password comes first: enrolling waits for it too.
      ['staff/totp/setup', {}],
    ] as const) {
      const reply = await consoleCall(path, payload, token);
      expect(reply, path).toMatchObject({ code: 403 });
      expect(reply.message, path).toMatch(/change the password printed at first start/i);
    }
  });

  it('refuses a "new" password equal to the printed one, naming the new password field', async () => {
    const same = await consoleCall('staff/password', { oldPassword: printed, newPassword: printed }, token);
    expect(same.code).toBe(404);
    expect(same.message).toBe('New password must differ from the current password');
  });

  it('after the change the console opens, the flag is gone and the change is audited', async () => {
    const changed = await consoleCall(
      'staff/password',
      { oldPassword: printed, newPassword: 'a-password-only-i-know' },
      token,
    );
    expect(changed.code).toBe(200);
    const me = await consoleCall<{ mustChangePassword: boolean; totpEnrolled: boolean }>('staff/me', {}, token);
    expect(me.body).toMatchObject({ mustChangePassword: false, totpEnrolled: false });
    // S10: then the authenticator; until it is enrolled the console still answers 403 saying so.
    const early = await consoleCall('staff/list', { page: 1, size: 10 }, token);
    expect(early.code).toBe(403);
    expect(early.message).toMatch(/enroll your authenticator/i);
    const setup = await consoleCall<{ secret: string }>('staff/totp/setup', {}, token);
    const { code, step } = staffAuthenticator.enrollmentCode(setup.body.secret);
    const enabled = await consoleCall<{ recoveryCodes: string[] }>('staff/totp/enable', { code }, token);
    expect(enabled.code).toBe(200);
    staffAuthenticator.remember(FIRST_ADMIN_USERNAME, setup.body.secret, step, enabled.body.recoveryCodes);
    const list = await consoleCall<{ total: number }>('staff/list', { page: 1, size: 10 }, token);
    expect(list).toMatchObject({ code: 200, body: { total: 1 } });
    const audit = await consoleCall<{ list: Array<{ action: string; detail: unknown; staffName: string }> }>(
      'audit/list',
      { action: 'staff.password', page: 1, size: 10 },
      token,
    );
    expect(audit.body.list).toEqual([
      expect.objectContaining({ staffName: FIRST_ADMIN_USERNAME, detail: { firstChange: true } }),
    ]);
  });

  it('the printed password no longer signs in', async () => {
    const old = await consoleCall('staff/login', { username: FIRST_ADMIN_USERNAME, password: printed });
    expect(old.code).toBe(400);
  });
});

describe('S4 an operator-chosen first password', () => {
  it('is not flagged: ADMIN_INITIAL_PASSWORD was never printed', async () => {
    const own = await isolatedDatabase();
    const other = await startHarness({ databaseUrl: own.url });
    try {
      const created = await ensureFirstAdmin({ db: other.database.db, hasher: other.hasher }, 'chosen-by-the-operator');
      expect(created).toMatchObject({ created: true, generated: false });
      const login = await call<{ staff: { mustChangePassword: boolean } }>(
        other.app,
        'staff/login',
        { username: FIRST_ADMIN_USERNAME, password: 'chosen-by-the-operator' },
        { base: '/api/console/', ip: randomIp() },
      );
      expect(login.body.staff.mustChangePassword).toBe(false);
    } finally {
      await other.close();
      await own.drop();
    }
  });
});
