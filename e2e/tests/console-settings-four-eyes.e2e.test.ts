// Proves four-eyes platform settings in the console against the real server (docs/SPEC.md S8): one
// admin proposes a new opening fee, sees that only another admin may approve it, a second admin
// approves it in their own console, and the customer-facing `config/setting` then carries the new fee.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OperatorConsole, StaffApi } from '../pages/console';
import { launchBrowser, shot } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';

const ADMIN_PASSWORD = 'e2e-admin-password-1';
const SECOND_PASSWORD = 'e2e-second-admin-1';
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

async function openingFee(): Promise<string> {
  const reply = await fetch(`${server.baseUrl}/api/smart/config/setting`, { method: 'POST' });
  return ((await reply.json()) as { body: { tradeBuyFee: string } }).body.tradeBuyFee;
}

async function consoleAs(username: string, password: string): Promise<OperatorConsole> {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1366, height: 900 } });
  const ops = new OperatorConsole(await context.newPage());
  await ops.signIn(username, password);
  await ops.page.getByTestId('menu-settings').click();
  await ops.page.getByTestId('settings-table').locator('tr.ant-table-row').first().waitFor();
  return ops;
}

describe('platform settings in the console', () => {
  it('S8: a fee change proposed by one admin applies only when a second admin approves it', async () => {
    const api = new StaffApi(server.baseUrl);
    await api.signIn('admin', ADMIN_PASSWORD);
    await api.call('staff/create', {
      username: 'second.admin',
      displayName: 'Second Admin',
      role: 'admin',
      password: SECOND_PASSWORD,
      reason: 'four-eyes approvals',
    });
    const before = await openingFee();

    const first = await consoleAs('admin', ADMIN_PASSWORD);
    await first.page.getByTestId('setting-edit-tradeBuyFee').click();
    await first.field('setting-new-value').fill('0.0008');
    await first.page.getByTestId('setting-reason').fill('exchange raised its fees');
    await first.page.getByTestId('setting-submit').click();
    const waiting = first.page.getByTestId('settings-waiting');
    await waiting.locator('tr.ant-table-row', { hasText: '0.0008' }).waitFor();
    expect(await waiting.innerText()).toMatch(/Your proposal: another admin approves/);
    expect(await first.page.getByTestId('setting-edit-tradeBuyFee').isDisabled()).toBe(true);
    expect(await openingFee()).toBe(before);
    await shot(first.page, 'console-settings-proposed');

    const second = await consoleAs('second.admin', SECOND_PASSWORD);
    await second.page.locator('[data-testid^="setting-approve-"]').first().click();
    await second.page.getByTestId('reason-input').fill('checked the exchange circular');
    await second.confirm('reason-confirm');
    await expect.poll(openingFee, { timeout: 10_000 }).toBe('0.0008');
    const row = second.page.getByTestId('settings-table').locator('tr.ant-table-row', { hasText: 'tradeBuyFee' });
    await expect.poll(async () => row.innerText(), { timeout: 10_000 }).toMatch(/0\.0008 \(0\.08 %\)/);
    await expect
      .poll(async () => second.page.getByTestId('settings-history').innerText(), { timeout: 10_000 })
      .toMatch(/Approved/);
    await shot(second.page, 'console-settings-approved');
    await first.page.context().close();
    await second.page.context().close();
  });
});
