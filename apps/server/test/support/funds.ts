import { randomInt } from 'node:crypto';
import { verhoeffCheckDigit } from '@demo/core';
import { insertStaff } from '../../src/modules/staff/store';
import { call, type Harness, type RegisteredUser, randomIp } from './harness';
import { StaffAuthenticator, type StaffSend, signInStaff } from './staff-sign-in';

/** Helpers for the funds and identity stories: staff sign-in, uploads, payment password, KYC, bank accounts. */

export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const PAY_PASSWORD = '246810';

type Payload = Record<string, string | number | boolean>;

export function consoleCall<B>(h: Harness, path: string, payload: Payload, token: string) {
  return call<B>(h.app, path, payload, { base: '/api/console/', token });
}

export async function staffToken(
  h: Harness,
  role: 'admin' | 'reviewer' | 'support',
): Promise<{ token: string; id: number }> {
  const username = `funds-${role}-${randomInt(1_000_000_000)}`;
  const password = `${role}-password-1`;
  const row = await insertStaff(h.database.db, {
    username,
    displayName: username,
    role,
    passwordHash: await h.hasher.hash(password),
  });
  if (!row) throw new Error(`staff ${username} was not inserted`);
  const { token } = await signInStaff(consoleSend(h), staffAuthenticator, { username, password });
  return { token, id: row.id };
}

/** The authenticator app of every member this test file signed in (S10). */
export const staffAuthenticator = new StaffAuthenticator();

/** The console API over `inject`, as `signInStaff` speaks it (each call from a fresh address, as `call` does). */
export function consoleSend(h: Pick<Harness, 'app'>): StaffSend {
  return (path, payload, token) =>
    call(h.app, path, payload, token === null ? { base: '/api/console/' } : { base: '/api/console/', token });
}

/**
 * Uploads a 1×1 PNG as the user and answers its url, as the app does before a recharge or KYC. Each
 * upload comes from its own client address, so a file's many uploads stay under the per-IP limit (P6).
 */
export async function uploadImage(h: Harness, token: string): Promise<string> {
  const boundary = '----demo-funds-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="e.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG_1X1,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const reply = await h.app.inject({
    method: 'POST',
    url: '/api/smart/upload/standard',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token, 'x-forwarded-for': randomIp() },
    payload,
  });
  const body = reply.json() as { code: number; body: { url: string } };
  if (body.code !== 200) throw new Error(`upload answered ${body.code}`);
  return body.body.url;
}

/** A random valid Aadhaar number: first digit 2-9, Verhoeff check digit last. */
export function validAadhaar(): string {
  const head = `${randomInt(2, 10)}${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
  return `${head}${verhoeffCheckDigit(head)}`;
}

/** The same number with one digit changed (the check digit then fails, Verhoeff catches every single-digit error). */
export function typoOf(aadhaar: string): string {
  const i = 5;
  const digit = (Number(aadhaar[i]) + 1) % 10;
  return `${aadhaar.slice(0, i)}${digit}${aadhaar.slice(i + 1)}`;
}

export async function setPayPassword(h: Harness, user: RegisteredUser): Promise<void> {
  const reply = await call(
    h.app,
    'user/update/pay_password',
    { oldPassword: user.password, newPassword: PAY_PASSWORD },
    { token: user.token },
  );
  if (reply.code !== 200) throw new Error(`pay_password answered ${reply.code}: ${reply.message}`);
}

/** Submits KYC and has a reviewer pass it; answers the submission id. */
export async function passKyc(h: Harness, user: RegisteredUser, reviewerToken: string): Promise<number> {
  const front = await uploadImage(h, user.token);
  const back = await uploadImage(h, user.token);
  const submitted = await call(
    h.app,
    'user/update/credit',
    { realName: 'Asha Verma', creditNumber: validAadhaar(), creditFront: front, creditBack: back },
    { token: user.token },
  );
  if (submitted.code !== 200) throw new Error(`user/update/credit answered ${submitted.code}: ${submitted.message}`);
  const list = await consoleCall<{ list: Array<{ id: number; userId: number }> }>(
    h,
    'review/kyc/list',
    { status: 'CREDITING', userId: user.user.id, size: 100 },
    reviewerToken,
  );
  const id = list.body.list[0]?.id;
  if (id === undefined) throw new Error('no KYC submission to pass');
  const passed = await consoleCall(h, 'review/kyc/pass', { id }, reviewerToken);
  if (passed.code !== 200) throw new Error(`review/kyc/pass answered ${passed.code}`);
  return id;
}

export async function addBank(
  h: Harness,
  user: RegisteredUser,
  accountNumber = `${randomInt(100_000_000, 999_999_999)}${randomInt(100, 999)}`,
): Promise<number> {
  const reply = await call<{ id: number }>(
    h.app,
    'user_bank/insert',
    { bankName: 'HDFC Bank', address: 'Fort, Mumbai', ifsc: 'HDFC0001234', payee: 'Asha Verma', accountNumber },
    { token: user.token },
  );
  if (reply.code !== 200) throw new Error(`user_bank/insert answered ${reply.code}: ${reply.message}`);
  return reply.body.id;
}

export async function channelId(h: Harness, token: string, name: string): Promise<number> {
  const reply = await call<Array<{ id: number; name: string }>>(h.app, 'income_channel/available', {}, { token });
  const found = reply.body.find((c) => c.name === name);
  if (!found) throw new Error(`no income channel ${name}`);
  return found.id;
}

export async function balanceOf(h: Harness, token: string): Promise<{ balance: string; balanceLocked: string }> {
  const reply = await call<{ balance: string; balanceLocked: string }>(h.app, 'user/detail', {}, { token });
  return reply.body;
}
