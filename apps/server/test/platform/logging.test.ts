// Proves the logs never hold a password, a token or an SMS code, whatever the requests carried.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, type Harness, registerUser, startHarness } from '../support/harness';

let h: Harness;
let logged = '';
beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  h = await startHarness({ logStream: sink });
});
afterAll(async () => h.close());

it('a full register, sign-in and password change leaves no secret in the log', async () => {
  const user = await registerUser(h, { password: 'very-secret-pw-1' });
  const login = await call<{ token: string }>(h.app, 'access/user', {
    username: user.phone,
    password: 'very-secret-pw-1',
  });
  await call(
    h.app,
    'user/update/password',
    { oldPassword: 'very-secret-pw-1', newPassword: 'other-secret-pw-2' },
    { token: login.body.token },
  );
  await call(h.app, 'user/detail', {}, { token: user.token });
  const code = h.sms.lastCodeFor(user.username);

  expect(logged).toContain('/api/smart/access/user');
  expect(logged).not.toContain('very-secret-pw-1');
  expect(logged).not.toContain('other-secret-pw-2');
  expect(logged).not.toContain(user.token);
  expect(logged).not.toContain(login.body.token);
  expect(logged).not.toContain(`"${code}"`);
  // Replies are checked against the contract outside production; none may have drifted.
  expect(logged).not.toContain('reply does not match the contract');
});

it('E5: a failed query is logged without its bound values or PostgreSQL detail', async () => {
  const before = logged.length;
  const secretName = 'Priya Secret-Surname';
  const failed = await h.database.db
    .execute(sql`select ${secretName}::integer as n`)
    .then(() => null)
    .catch((error: unknown) => error);
  expect(failed).toBeInstanceOf(Error);
  h.app.log.error({ err: failed }, 'query failed');
  const written = logged.slice(before);
  expect(written).toContain('query failed');
  expect(written).toContain('Failed query');
  expect(written).not.toContain(secretName);
});
