// Proves the console's customer detail against the real server (docs/SPEC.md S7): staff see the
// customer's demo position as the customer's app shows it, their balance records and their signed-in
// device, and support's "Sign out everywhere" ends the customer's session (281), with the reason in the
// customer's audit trail.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OperatorConsole } from '../pages/console';
import { launchBrowser, shot } from '../support/browser';
import { acceptRiskDisclosure } from '../support/customer-api';
import { type RunningServer, smsCodeFromLog, startServer } from '../support/server';

const ADMIN_PASSWORD = 'e2e-admin-password-1';
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ ADMIN_INITIAL_PASSWORD: ADMIN_PASSWORD });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** One customer call as the app makes it; answers the whole envelope. */
async function customerCall<T>(
  path: string,
  payload: Record<string, string | number>,
  token?: string,
): Promise<{ code: number; message: string; body: T }> {
  const reply = await fetch(`${server.baseUrl}/api/smart/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { token } : {}) },
    body: new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, String(v)])),
  });
  return (await reply.json()) as { code: number; message: string; body: T };
}

describe('a customer in the console', () => {
  it('shows their position, records and device, and support signs them out everywhere', async () => {
    const phone = `7${String(Date.now()).slice(-9)}`;
    expect((await customerCall('user/sms', { phone, smsType: 'register' })).code).toBe(200);
    const code = await smsCodeFromLog(server, phone);
    const registered = await customerCall<{ token: string; user: { id: number } }>('user/register', {
      username: phone,
      password: 'secret-pass-1',
      code,
      invitation: '',
    });
    expect(registered.code).toBe(200);
    const { token, user } = registered.body;
    await acceptRiskDisclosure(server, token);
    const opened = await customerCall<{ orderNo: string }>(
      'order/create',
      { code: 'SOLUSD', direction: 'buy', hands: 1, accountType: 'virtual', requestId: `e2e-detail-${Date.now()}` },
      token,
    );
    expect(opened.code, opened.message).toBe(200);

    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1366, height: 900 } });
    const ops = new OperatorConsole(await context.newPage());
    await ops.signIn('admin', ADMIN_PASSWORD);
    await ops.page.getByTestId('menu-audit').waitFor();
    await ops.page.goto(`/console/#/customers/${user.id}`);

    const orders = ops.page.getByTestId('customer-orders');
    await orders.locator('tr.ant-table-row', { hasText: opened.body.orderNo }).waitFor({ timeout: 20_000 });
    const row = await orders.locator('tr.ant-table-row', { hasText: opened.body.orderNo }).innerText();
    expect(row).toMatch(/Demo/);
    expect(row).toMatch(/SOLUSD/);
    expect(row).toMatch(/BUILD/);
    const records = ops.page.getByTestId('customer-records');
    await expect.poll(async () => records.innerText(), { timeout: 15_000 }).toMatch(/SOLUSD/);
    const sessions = ops.page.getByTestId('customer-sessions');
    await sessions.locator('tr.ant-table-row').first().waitFor();
    await shot(ops.page, 'console-customer-detail');

    await ops.page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await ops.page.getByTestId('reason-input').fill('customer reported a lost phone');
    await ops.confirm('reason-confirm');
    await expect.poll(async () => sessions.innerText(), { timeout: 15_000 }).toMatch(/Not signed in anywhere/);
    expect((await customerCall('user/detail', {}, token)).code).toBe(281);
    await expect
      .poll(async () => ops.page.locator('.ant-card', { hasText: 'Staff actions on this customer' }).innerText(), {
        timeout: 15_000,
      })
      .toMatch(/customer reported a lost phone/);
    await context.close();
  });
});
