// Proves staff sign-in is guarded as customers' is (S9, A10): wrong passwords from many addresses lock
// the member, the right one is refused while locked, an admin lifts it with an audited reason, a
// disabled member is told so whatever password they send, and the member reads the lock-out (S11).
import { GUESSES_BEFORE_LOCK_MAX } from '@demo/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaff } from '../../src/modules/staff/store';
import { consoleCall, consoleSend, staffAuthenticator, staffToken } from '../support/funds';
import { call, type Harness, startHarness } from '../support/harness';
import { signInStaff } from '../support/staff-sign-in';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

const TOO_MANY = 429;
const suffix = Date.now().toString(36);

/** A member who has enrolled (as every member does at first sign-in) and their password. */
async function enrolledMember(name: string, role: 'admin' | 'reviewer' = 'reviewer') {
  const member = { username: `${name}-${suffix}`, password: `${name}-password-1` };
  const row = await insertStaff(h.database.db, {
    username: member.username,
    displayName: name,
    role,
    passwordHash: await h.hasher.hash(member.password),
  });
  if (!row) throw new Error('member not inserted');
  await signInStaff(consoleSend(h), staffAuthenticator, member);
  return { ...member, id: row.id };
}

/** One sign-in attempt; `call` sends each from a fresh random address, so per-address limits never stop it. */
function login(payload: Record<string, string>) {
  return call(h.app, 'staff/login', payload, { base: '/api/console/' });
}

/** The right password with a fresh code of the member's authenticator. */
async function rightSignIn(member: { username: string; password: string }) {
  const otp = await staffAuthenticator.nextCode(member.username);
  return login({ username: member.username, password: member.password, otp });
}

describe('S9: wrong staff passwords lock the member from any address', () => {
  it('five wrong passwords from five addresses lock; the right one is refused until an admin unlocks', async () => {
    const member = await enrolledMember('locked');
    for (let guess = 1; guess <= GUESSES_BEFORE_LOCK_MAX; guess++) {
      const wrong = await login({ username: member.username, password: `wrong-password-${guess}` });
      expect(wrong.code, `guess ${guess}`).toBe(guess < GUESSES_BEFORE_LOCK_MAX ? 400 : TOO_MANY);
    }
    const right = await rightSignIn(member);
    expect(right.code).toBe(TOO_MANY);
    expect(right.message).toMatch(/try again in 15 minutes/);

    const admin = await staffToken(h, 'admin');
    const listed = await consoleCall<{ list: Array<{ id: number; lockedUntil: number | null }> }>(
      h,
      'staff/list',
      { size: 100 },
      admin.token,
    );
    const row = listed.body.list.find((s) => s.id === member.id);
    expect(row?.lockedUntil).toBeGreaterThan(Date.now() + 14 * 60_000);

    const noReason = await consoleCall(h, 'staff/unlock', { id: member.id }, admin.token);
    expect(noReason.code).toBe(404);
    expect(noReason.message).toMatch(/reason/i);
    const unlocked = await consoleCall<{ lockedUntil: number | null }>(
      h,
      'staff/unlock',
      { id: member.id, reason: 'Called the member back on the desk phone; identity confirmed' },
      admin.token,
    );
    expect(unlocked).toMatchObject({ code: 200, body: { lockedUntil: null } });
    const audit = await h.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'staff.unlock' and target = ${`staff:${member.id}`}
          and staff_id = ${admin.id} and reason like 'Called the member back%'`,
    );
    expect(audit.rows[0]?.n).toBe(1);

    // S11: the member reads the lock-out at the next sign-in.
    const back = await signInStaff(consoleSend(h), staffAuthenticator, member);
    const notices = await consoleCall<{ list: Array<{ kind: string }> }>(h, 'staff/notice/list', {}, back.token);
    expect(notices.body.list.map((n) => n.kind)).toContain('locked');
  });

  it('an unknown username answers exactly as a known one, lock-out included', async () => {
    const member = await enrolledMember('alike');
    const answers = async (username: string) => {
      const replies = [];
      for (let guess = 1; guess <= GUESSES_BEFORE_LOCK_MAX + 1; guess++) {
        const reply = await login({ username, password: `not-it-${guess}` });
        replies.push({ code: reply.code, message: reply.message });
      }
      return replies;
    };
    expect(await answers(`nobody-${suffix}`)).toEqual(await answers(member.username));
  });

  it('five wrong one-time codes lock sign-in too, the right password and code then refused', async () => {
    const member = await enrolledMember('codes');
    for (let guess = 1; guess <= GUESSES_BEFORE_LOCK_MAX; guess++) {
      const wrong = await login({ username: member.username, password: member.password, otp: '000000' });
      expect(wrong.code, `code ${guess}`).toBe(guess < GUESSES_BEFORE_LOCK_MAX ? 403 : TOO_MANY);
    }
    const right = await rightSignIn(member);
    expect(right.code).toBe(TOO_MANY);
    expect(right.message).toMatch(/one-time codes \(otp\).*try again in 15 minutes/);
  });
});

describe('S9: a disabled member is told so before the password is looked at', () => {
  it('answers 403 "disabled" to a wrong password as to the right one, and those tries are not counted', async () => {
    const member = await enrolledMember('leaver');
    const admin = await staffToken(h, 'admin');
    const off = await consoleCall(
      h,
      'staff/set_active',
      { id: member.id, active: 'false', reason: 'left' },
      admin.token,
    );
    expect(off.code).toBe(200);
    for (let guess = 1; guess <= GUESSES_BEFORE_LOCK_MAX + 1; guess++) {
      const wrong = await login({ username: member.username, password: `wrong-password-${guess}` });
      expect(wrong, `guess ${guess}`).toMatchObject({ code: 403, message: 'Account disabled' });
    }
    const right = await login({ username: member.username, password: member.password });
    expect(right).toMatchObject({ code: 403, message: 'Account disabled' });

    const on = await consoleCall(h, 'staff/set_active', { id: member.id, active: 'true', reason: 'back' }, admin.token);
    expect(on.code).toBe(200);
    // None of the six wrong passwords counted: the member signs straight in.
    const back = await rightSignIn(member);
    expect(back.code).toBe(200);
  });
});
