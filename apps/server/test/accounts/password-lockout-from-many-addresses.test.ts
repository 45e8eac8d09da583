// Proves passwords cannot be guessed from many addresses (A10): wrong guesses are counted per account
// and secret, five of them lock the secret whatever address they came from, the right password is
// refused while locked, parallel guesses cannot slip past the count, and staff see and lift a lock.
import { GUESSES_BEFORE_LOCK_MAX } from '@demo/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBank, consoleCall, PAY_PASSWORD, setPayPassword, staffToken } from '../support/funds';
import { call, type Harness, randomPhone, registerUser, startHarness } from '../support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

const TOO_MANY = 429;

function withdraw(token: string, accountId: number, password: string) {
  // Every guess from a fresh address: per-address limits alone would never stop this.
  return call(h.app, 'withdraw/withdraw', { type: 'bank', accountId, amount: '100', password }, { token });
}

describe('A10: the payment password', () => {
  it('locks after five wrong guesses from five addresses; the right one is then refused until staff unlock', async () => {
    const user = await registerUser(h);
    await setPayPassword(h, user);
    const bankId = await addBank(h, user);

    for (let guess = 1; guess <= GUESSES_BEFORE_LOCK_MAX; guess++) {
      const wrong = await withdraw(user.token, bankId, `99999${guess}`);
      expect(wrong.code, `guess ${guess}`).toBe(guess < GUESSES_BEFORE_LOCK_MAX ? 404 : TOO_MANY);
    }
    const right = await withdraw(user.token, bankId, PAY_PASSWORD);
    expect(right.code).toBe(TOO_MANY);
    expect(right.message).toMatch(/try again in 15 minutes/);
    const hindi = await call(
      h.app,
      'withdraw/withdraw',
      { type: 'bank', accountId: bankId, amount: '100', password: PAY_PASSWORD },
      { token: user.token, locale: 'hi' },
    );
    expect(hindi.message).toMatch(/15 मिनट बाद/);
    // The owner is told: a notice they can read, pushed to their open screens too.
    const notices = await call<{ list: Array<{ kind: string }> }>(h.app, 'user/notice/list', {}, { token: user.token });
    expect(notices.body.list.map((n) => n.kind)).toEqual(['password_locked']);

    const admin = await staffToken(h, 'support');
    const listed = await consoleCall<{
      list: Array<{ id: number; passwordLocks: Array<{ secret: string; lockedUntil: number }> }>;
    }>(h, 'user/list', { q: user.phone, size: 10 }, admin.token);
    const row = listed.body.list.find((u) => u.id === user.user.id);
    expect(row?.passwordLocks.map((l) => l.secret)).toEqual(['pay']);
    expect(row?.passwordLocks[0]?.lockedUntil).toBeGreaterThan(Date.now() + 14 * 60_000);

    const unlocked = await consoleCall<{ passwordLocks: unknown[] }>(
      h,
      'user/unlock_passwords',
      { id: user.user.id, reason: 'Customer called from the registered phone; identity confirmed' },
      admin.token,
    );
    expect(unlocked.code).toBe(200);
    expect(unlocked.body.passwordLocks).toEqual([]);
    const audit = await h.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'user.unlock_passwords' and target = ${`user:${user.user.id}`}`,
    );
    expect(audit.rows[0]?.n).toBe(1);

    // The right password now passes the guard: the next check in line (identity verification) answers.
    const after = await withdraw(user.token, bankId, PAY_PASSWORD);
    expect(after.code).toBe(404);
    expect(after.message).not.toMatch(/password/i);
  });

  it('changing the payment password is guarded by the same count', async () => {
    const user = await registerUser(h);
    await setPayPassword(h, user);
    for (let guess = 1; guess <= GUESSES_BEFORE_LOCK_MAX; guess++) {
      await call(
        h.app,
        'user/update/pay_password',
        { oldPassword: `11111${guess}`, newPassword: '135790' },
        { token: user.token },
      );
    }
    const right = await call(
      h.app,
      'user/update/pay_password',
      { oldPassword: PAY_PASSWORD, newPassword: '135790' },
      { token: user.token },
    );
    expect(right.code).toBe(TOO_MANY);
  });
});

describe('A10: signing in', () => {
  it('locks an account after five wrong passwords from five addresses, and an unknown account answers alike', async () => {
    const user = await registerUser(h);
    const unknown = randomPhone();
    for (const username of [user.phone, unknown]) {
      const codes: number[] = [];
      for (let guess = 1; guess <= GUESSES_BEFORE_LOCK_MAX + 1; guess++) {
        codes.push((await call(h.app, 'access/user', { username, password: `wrong-pass-${guess}` })).code);
      }
      expect(codes, username).toEqual([404, 404, 404, 404, TOO_MANY, TOO_MANY].map((c) => (c === 404 ? codes[0] : c)));
    }
    const right = await call(h.app, 'access/user', { username: user.phone, password: user.password });
    expect(right.code).toBe(TOO_MANY);
  });

  it('twenty guesses at once get at most five answers about the password; the rest are refused as locked', async () => {
    const user = await registerUser(h);
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(h.app, 'access/user', { username: user.phone, password: `burst-${i}-x` }),
      ),
    );
    const checked = replies.filter((r) => r.code !== TOO_MANY).length;
    expect(checked).toBe(GUESSES_BEFORE_LOCK_MAX - 1);
    expect(replies.filter((r) => r.code === TOO_MANY)).toHaveLength(20 - checked);
  });

  it('a right password clears the count, so an owner who mistypes now and then is never locked', async () => {
    const user = await registerUser(h);
    // Two rounds stay within the per-username request limit (10 a minute), which is not what this tests.
    for (let round = 0; round < 2; round++) {
      for (let guess = 1; guess < GUESSES_BEFORE_LOCK_MAX; guess++) {
        expect((await call(h.app, 'access/user', { username: user.phone, password: `typo-${guess}-x` })).code).not.toBe(
          TOO_MANY,
        );
      }
      expect((await call(h.app, 'access/user', { username: user.phone, password: user.password })).code).toBe(200);
    }
  });
});
