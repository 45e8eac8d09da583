// Proves that staff sign in to the operator console separately from customers and that their
// actions appear in the audit log with who, what and when.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OperatorConsole } from '../pages/console';
import { launchBrowser, shot } from '../support/browser';
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

describe('the first admin', () => {
  it('signs in and sees their own sign-in in the audit log', async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1366, height: 850 } });
    const ops = new OperatorConsole(await context.newPage());
    await ops.signIn('admin', ADMIN_PASSWORD);
    await ops.openAuditLog();
    const table = ops.page.getByTestId('audit-table');
    await expect.poll(async () => table.innerText(), { timeout: 15_000 }).toMatch(/login/i);
    expect(await table.innerText()).toMatch(/admin/);
    await shot(ops.page, 'console-audit-log');
    await context.close();
  });
});
