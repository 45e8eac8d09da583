// Proves that staff sign in to the operator console separately from customers and that their
// actions appear in the audit log with who, what and when; and that the ledger check shows the
// engine leader's automatic reconciliation (D5) and runs one on demand.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OperatorConsole } from '../pages/console';
import { launchBrowser, MOBILE_VIEWPORT, shot } from '../support/browser';
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

  it('D5: sees the automatic ledger check and runs one now', async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1366, height: 850 } });
    const ops = new OperatorConsole(await context.newPage());
    await ops.signIn('admin', ADMIN_PASSWORD);
    await ops.openLedgerCheck();
    await ops.page.getByTestId('ledger-check-now').click();
    await expect
      .poll(async () => ops.page.getByTestId('ledger-now-result').innerText(), { timeout: 30_000 })
      .toMatch(/no differences/);
    // The leader's first automatic run comes 15 s after it takes the lead; the page polls for it.
    await ops.page.reload();
    await expect
      .poll(
        async () =>
          ops.page
            .getByTestId('ledger-last-result')
            .innerText()
            .catch(() => ''),
        {
          timeout: 60_000,
          interval: 2_000,
        },
      )
      .toMatch(/The ledger reconciles/);
    // D5a: the first run after taking the lead read every transfer.
    expect(await ops.page.getByTestId('ledger-last-scope').innerText()).toMatch(
      /^Every account and every transfer · [\d,]+ transfers? checked one by one$/,
    );
    expect(await ops.page.getByTestId('ledger-alert').count()).toBe(0);
    await shot(ops.page, 'console-ledger-check');
    await context.close();
  });

  it('on a phone the section menu opens from the top bar, and a page takes the whole width', async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: MOBILE_VIEWPORT, isMobile: true });
    const ops = new OperatorConsole(await context.newPage());
    await ops.signIn('admin', ADMIN_PASSWORD);
    const opener = ops.page.getByTestId('open-section-menu');
    await opener.waitFor();
    // How wide the page is laid out: more than the screen means it scrolls sideways.
    const pageWidth = () => ops.page.evaluate(() => document.documentElement.scrollWidth);
    const openSection = async (menuTestId: string) => {
      await opener.click();
      await ops.page.getByTestId(menuTestId).click();
    };
    // No side bar: the menu's entries are not on the page until the drawer opens.
    expect(await ops.page.getByTestId('menu-ledger').isVisible()).toBe(false);
    await opener.click();
    await ops.page.getByTestId('menu-ledger').waitFor();
    // The drawer slides in: the picture is taken once it stands still, fully open.
    const drawer = ops.page.locator('.ant-drawer-content-wrapper');
    await expect.poll(async () => (await drawer.boundingBox())?.x, { timeout: 5_000 }).toBe(0);
    await shot(ops.page, 'console-phone-menu');
    await ops.openLedgerCheck();
    // Picking a section closes the drawer.
    await expect.poll(async () => ops.page.getByTestId('menu-ledger').isVisible()).toBe(false);
    const button = ops.page.getByTestId('ledger-check-now');
    const box = await button.boundingBox();
    expect(box?.x ?? 0).toBeLessThan(40);
    expect(await pageWidth()).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
    await shot(ops.page, 'console-phone-ledger');
    // A table keeps its columns readable and scrolls inside its card, not the page.
    await openSection('menu-audit');
    await ops.page.getByTestId('audit-table').locator('tr.ant-table-row').first().waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
    await shot(ops.page, 'console-phone-audit');
    // A page's title keeps its line and its search wraps below it, within the screen.
    await openSection('menu-customers');
    const search = ops.page.getByTestId('customer-search');
    await search.waitFor();
    const title = ops.page.getByRole('heading', { name: 'Customers' });
    expect((await title.boundingBox())?.height ?? 0).toBeLessThan(40);
    expect(await pageWidth()).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
    // A form drawer wider than a phone takes the screen's width.
    await openSection('menu-products');
    await ops.page.getByTestId('product-create').click();
    const form = ops.page.locator('.ant-drawer-content-wrapper').filter({ hasText: 'Add product' });
    await expect.poll(async () => (await form.boundingBox())?.width, { timeout: 5_000 }).toBe(MOBILE_VIEWPORT.width);
    await shot(ops.page, 'console-phone-product-form');
    await ops.page.getByRole('button', { name: 'Cancel' }).click();
    // The account's actions are one menu under the staff member's name.
    await ops.page.getByTestId('staff-name').click();
    await ops.page.getByTestId('sign-out').click();
    await ops.page.getByTestId('staff-username').waitFor();
    await context.close();
  });
});
