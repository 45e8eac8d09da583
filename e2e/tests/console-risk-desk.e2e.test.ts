// Proves the console's risk desk against the real server (docs/SPEC.md RK1–RK5): a customer's demo
// position appears on the house's demo book with the house short against it, the figures refresh
// without a reload when the customer adds to it, the customer is on the near-cover list, and the real
// book stays apart. The figures come over the staff socket (RK9): once it is up, the page stops asking
// for the book and the second lot arrives pushed.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OperatorConsole } from '../pages/console';
import { launchBrowser, shot } from '../support/browser';
import { acceptRiskDisclosure, customerCall, registerByApi } from '../support/customer-api';
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

describe('the risk desk in the console', () => {
  it('shows a demo position on the demo book, live, and keeps the real book apart', async () => {
    const token = await registerByApi(server, `7${String(Date.now()).slice(-9)}`, 'secret-pass-1');
    await acceptRiskDisclosure(server, token);
    const buy = (n: number) =>
      customerCall(server, token, 'order/create', {
        code: 'SOLUSD',
        direction: 'buy',
        hands: 1,
        // Two lots of a coin must fit the demo balance: a leverage the customer chose.
        lever: 5,
        accountType: 'virtual',
        requestId: `e2e-risk-${Date.now()}-${n}`,
      });
    await buy(1);

    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1366, height: 900 } });
    const ops = new OperatorConsole(await context.newPage());
    // Every read of the book over HTTP, and every pushed book over the socket.
    let bookReads = 0;
    let bookPushes = 0;
    ops.page.on('request', (request) => {
      if (request.url().includes('risk/exposure')) bookReads += 1;
    });
    ops.page.on('websocket', (ws) =>
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"type":"risk_exposure"')) bookPushes += 1;
      }),
    );
    await ops.signIn('admin', ADMIN_PASSWORD);
    await ops.page.getByTestId('menu-risk').click();
    await ops.page.getByTestId('risk-house-pnl-card').waitFor();
    // The real book has no position of this customer in it.
    const instruments = ops.page.getByTestId('risk-by-instrument');
    await expect.poll(async () => instruments.innerText(), { timeout: 15_000 }).not.toMatch(/SOLUSD/);

    await ops.page.getByTestId('risk-account-type').getByText('Demo money').click();
    const row = instruments.locator('tr.ant-table-row', { hasText: 'SOLUSD' });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.innerText()).toMatch(/House short/);
    expect(await row.locator('td').nth(2).innerText()).toBe('1');
    await shot(ops.page, 'console-risk-desk');

    // RK9: the socket is up and the book is pushed, so the page no longer polls it.
    await expect.poll(() => bookPushes, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await ops.page.getByTestId('risk-polling').count()).toBe(0);
    const readsBefore = bookReads;
    // A second lot shows within the desk's refresh, without a reload, pushed rather than asked for.
    await buy(2);
    await expect.poll(async () => row.locator('td').nth(2).innerText(), { timeout: 10_000 }).toBe('2');
    expect(bookReads).toBe(readsBefore);
    expect(await ops.page.getByTestId('risk-top-customer').first().innerText()).toMatch(/\+2$/);
    // The customer is on the near-cover list with a margin level, valued as the engine values it (RK6).
    const near = ops.page.getByTestId('risk-near-cover');
    await near.locator('tr.ant-table-row').first().waitFor({ timeout: 10_000 });
    expect(await near.innerText()).toMatch(/\d+\.\d{2} %/);
    await near.scrollIntoViewIfNeeded();
    await shot(ops.page, 'console-risk-near-cover');
    // RK8: the house P&L shows spread apart from trading P&L and fees (no position closed yet: zeros).
    const pnl = ops.page.getByTestId('risk-house-pnl-card');
    for (const id of ['risk-pnl-today', 'risk-spread-today', 'risk-fees-today', 'risk-spread-month'])
      expect(await pnl.getByTestId(id).innerText()).toMatch(/^-?\d+\.\d{2}/);
    await pnl.scrollIntoViewIfNeeded();
    await shot(ops.page, 'console-risk-house-pnl');
    await context.close();
  });
});
