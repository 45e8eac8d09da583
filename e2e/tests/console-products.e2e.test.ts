// Proves that an admin can suspend trading in a product from the console, that the change needs a
// reason, and that it lands in the audit log with that reason; and that a holiday can be added to
// the exchange calendar and shows its weekday.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OperatorConsole } from '../pages/console';
import { launchBrowser, shot } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';

const ADMIN_PASSWORD = 'e2e-admin-password-1';
/** The default product (PRODUCT.md): seeded on every fresh start. */
const PRODUCT_CODE = 'BTCUSD';
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let ops: OperatorConsole;

beforeAll(async () => {
  server = await startServer({ ADMIN_INITIAL_PASSWORD: ADMIN_PASSWORD });
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1366, height: 850 } });
  ops = new OperatorConsole(await context.newPage());
  await ops.signIn('admin', ADMIN_PASSWORD);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('products in the console', () => {
  it('suspends trading with a reason and shows it in the audit log', async () => {
    const reason = 'e2e: exchange halted trading pending an announcement';
    await ops.openProducts();
    const row = await ops.toggleSuspended(PRODUCT_CODE, reason);
    await expect.poll(async () => row.innerText(), { timeout: 15_000 }).toMatch(/Suspended/);
    expect(await row.locator('[data-testid^="product-suspend-"]').innerText()).toMatch(/Resume/);
    await ops.page.mouse.move(0, 0);
    await shot(ops.page, 'console-product-suspended');

    await ops.openAuditLog();
    const entry = ops.page.getByTestId('audit-table').locator('tr', { hasText: reason });
    await entry.first().waitFor({ timeout: 15_000 });
    expect(await entry.first().innerText()).toMatch(/product\.suspend/);
    await shot(ops.page, 'console-product-audit');
  });

  it('adds a market holiday and shows its weekday', async () => {
    await ops.openHolidays();
    await ops.addHoliday('NSE', '2027-11-09', 'e2e Diwali Balipratipada', 'e2e: NSE circular on trading holidays');
    const row = ops.page.getByTestId('holidays-table').locator('tr', { hasText: 'e2e Diwali Balipratipada' });
    await row.first().waitFor({ timeout: 15_000 });
    expect(await row.first().innerText()).toMatch(/2027-11-09[\s\S]*Tuesday[\s\S]*NSE/);
    await shot(ops.page, 'console-holiday-added');
  });
});
