import type { Page } from 'playwright-core';
import { CustomerApp } from '../pages/app';
import { type RunningServer, smsCodeFromLog } from './server';

/**
 * A customer arranged through the API the app itself calls, for tests whose subject is a later
 * screen: registering through the form is the register test's subject, not theirs.
 */

/** One customer call as the app makes it (form-encoded, or multipart for an upload); throws on any refusal. */
export async function customerCall<B>(
  server: RunningServer,
  token: string | null,
  path: string,
  body: Record<string, string | number> | FormData,
): Promise<B> {
  const form = body instanceof FormData;
  const reply = await fetch(`${server.baseUrl}/api/smart/${path}`, {
    method: 'POST',
    headers: {
      ...(token === null ? {} : { token }),
      ...(form ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
    },
    body: form ? body : new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])),
  });
  const json = (await reply.json()) as { code: number; message: string; body: B };
  if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.message}`);
  return json.body;
}

/** Registers `phone` with the code the log-writing SMS sender wrote; returns the new session's token. */
export async function registerByApi(server: RunningServer, phone: string, password: string): Promise<string> {
  await customerCall(server, null, 'user/sms', { phone, smsType: 'register' });
  const code = await smsCodeFromLog(server, phone);
  const registered = await customerCall<{ token: string }>(server, null, 'user/register', {
    username: phone,
    password,
    code,
    invitation: '',
  });
  return registered.token;
}

/** Signs in through the login page and waits for its toast to go, so it covers no screenshot. */
export async function signInThroughApp(page: Page, phone: string, password: string): Promise<void> {
  const app = new CustomerApp(page);
  await app.open('/pages/login/login');
  await app.login(phone, password);
  await page.waitForFunction(() => !window.location.hash.includes('/pages/login/login'), null, { timeout: 20_000 });
  const toast = page.locator('.adm-toast-main');
  await toast.waitFor({ timeout: 10_000 });
  await toast.waitFor({ state: 'detached', timeout: 10_000 });
}

/**
 * The version of the risk disclosure the app shows (the contract's `RISK_DISCLOSURE_VERSION`, which
 * this package does not import); the server refuses any other, so a stale copy fails loudly.
 */
const RISK_DISCLOSURE_VERSION = '2026-12';

/**
 * Accepts the leveraged-trading risk disclosure of both account sets (SPEC BR18), as a customer does
 * once before their first leveraged order: for scenarios whose subject is a later leveraged trade.
 */
export async function acceptRiskDisclosure(server: RunningServer, token: string): Promise<void> {
  for (const accountType of ['real', 'virtual'])
    await customerCall(server, token, 'brake/disclosure/accept', { accountType, version: RISK_DISCLOSURE_VERSION });
}
