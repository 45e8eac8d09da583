// Proves the console's risk limits against the real server (docs/SPEC.md RL1–RL3, RL7): an admin sets
// a customer's lots limit on demo money in the Risk section with a reason, the customer's order past it
// is refused with the limit named while the cover passes, and the admin clears it again.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OperatorConsole } from '../pages/console';
import { launchBrowser, shot } from '../support/browser';
import { acceptRiskDisclosure, registerByApi } from '../support/customer-api';
import { type RunningServer, startServer } from '../support/server';

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

/** A customer call's whole reply, refusals included. */
async function reply(token: string, path: string, body: Record<string, string | number>) {
  const answer = await fetch(`${server.baseUrl}/api/smart/${path}`, {
    method: 'POST',
    headers: { token, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])),
  });
  return (await answer.json()) as { code: number; message: string; body: { id: number } | null };
}

describe('risk limits in the console', () => {
  it('RL2, RL3, RL7: an admin sets a lots limit, the order past it is refused, the cover passes', async () => {
    const token = await registerByApi(server, `7${String(Date.now()).slice(-9)}`, 'secret-pass-1');
    await acceptRiskDisclosure(server, token);
    const me = await reply(token, 'user/detail', {});
    const userId = me.body?.id ?? 0;
    const buy = (n: number) =>
      reply(token, 'order/create', {
        code: 'SOLUSD',
        direction: 'buy',
        hands: 1,
        lever: 5,
        accountType: 'virtual',
        requestId: `e2e-limit-${Date.now()}-${n}`,
      });
    const first = await buy(1);
    expect(first.code, first.message).toBe(200);

    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1366, height: 900 } });
    const ops = new OperatorConsole(await context.newPage());
    await ops.signIn('admin', ADMIN_PASSWORD);
    await ops.page.getByTestId('menu-risk').click();
    await ops.page.getByTestId('risk-account-type').getByText('Demo money').click();
    const card = ops.page.getByTestId('risk-limits');
    await card.scrollIntoViewIfNeeded();
    await card.getByTestId('risk-limit-new').click();
    await ops.page.getByTestId('risk-limit-kind').click();
    await ops.page.locator('.ant-select-item-option', { hasText: 'Lots per customer in an instrument' }).click();
    await ops.page.getByTestId('risk-limit-code').fill('SOLUSD');
    await ops.page.getByTestId('risk-limit-user').fill(String(userId));
    // A half lot is refused in the form, before the server is asked.
    await ops.page.getByTestId('risk-limit-value').fill('1.5');
    await ops.page.getByTestId('risk-limit-reason').fill('one lot while the account is reviewed');
    await ops.page.getByTestId('risk-limit-submit').click();
    await ops.page.getByText('Must be a whole number of lots').waitFor();
    await ops.page.getByTestId('risk-limit-value').fill('1');
    await ops.page.getByTestId('risk-limit-submit').click();
    const row = card.locator('tr.ant-table-row', { hasText: `#${userId}` });
    await row.waitFor({ timeout: 10_000 });
    expect(await row.innerText()).toMatch(/\b1 lot\b/);
    await shot(ops.page, 'console-risk-limits');

    // RL4: in force on the node within a second.
    await expect.poll(async () => (await buy(2)).code, { timeout: 5_000, interval: 200 }).toBe(600);
    const refused = await buy(3);
    expect(refused.message).toContain('your limit of 1 lot in SOLUSD would be exceeded');
    const covered = await reply(token, 'order/cover', { orderId: first.body?.id ?? 0, hands: 1 });
    expect(covered.code, covered.message).toBe(200);

    await row.getByTestId('risk-limit-clear').click();
    await ops.page.getByRole('dialog').locator('textarea').fill('review done');
    await ops.confirm('reason-confirm');
    await row.waitFor({ state: 'detached', timeout: 10_000 });
    await context.close();
  });
});
