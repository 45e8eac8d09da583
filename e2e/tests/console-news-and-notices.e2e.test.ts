// Proves the console's news and notice editors against the real server: staff publish a notice in
// both languages and a signed-in customer's open home screen shows it in its marquee without a reload (W6);
// staff write an article whose preview drops a script (W1), publish it, and an English reader finds it
// on the News tab; a save without a reason is refused by the form and writes nothing.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerApp } from '../pages/app';
import { OperatorConsole } from '../pages/console';
import { ContentPages } from '../pages/content';
import { launchBrowser, mobileContext, shot } from '../support/browser';
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

describe('news and notices in the console', () => {
  it('publishes a notice an open app shows at once, and an article English readers find', async () => {
    const stamp = String(Date.now()).slice(-6);
    const noticeTitle = `Maintenance window ${stamp}`;
    const articleTitle = `Rupee steady ahead of policy ${stamp}`;

    // A signed-in customer has the home screen open before anything is published (announcements
    // reach bound sockets, W6).
    const customer = await (await mobileContext(browser, server.baseUrl)).newPage();
    const app = new CustomerApp(customer);
    const phone = `6${String(Date.now()).slice(-9)}`;
    await app.register(phone, 'secret-pass-1', () => smsCodeFromLog(server, phone));
    await customer.waitForFunction(() => !window.location.hash.includes('/pages/login/register'), null, {
      timeout: 20_000,
    });
    await app.open('/');
    await customer.getByTestId('home-page').waitFor();

    const consoleContext = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1366, height: 900 },
    });
    const ops = new OperatorConsole(await consoleContext.newPage());
    await ops.signIn('admin', ADMIN_PASSWORD);

    // Notice: the form refuses a save without a reason, then publishes with one.
    await ops.page.getByTestId('menu-notices').click();
    await ops.page.getByTestId('notice-new').click();
    await ops.field('notice-title-en').fill(noticeTitle);
    await ops.page.getByTestId('notice-content-en').fill('Trading pauses for ten minutes at 23:50 India time.');
    await ops.field('notice-title-hi').fill(`रखरखाव का समय ${stamp}`);
    await ops.page.getByTestId('notice-content-hi').fill('रात 23:50 बजे से दस मिनट के लिए ट्रेडिंग रुकेगी।');
    await ops.page.getByTestId('notice-save').click();
    await ops.page.getByText('A reason is required').waitFor();
    await ops.page.getByTestId('notice-reason').fill('planned database upgrade');
    await ops.page.getByTestId('notice-save').click();
    await ops.page.getByTestId('notice-save').waitFor({ state: 'detached' });
    await ops.page.locator('tr.ant-table-row', { hasText: noticeTitle }).waitFor();
    await shot(ops.page, 'console-notices');

    // W6: the open app's marquee carries it without a reload.
    await customer.getByTestId('notice-marquee').filter({ hasText: noticeTitle }).waitFor({ timeout: 15_000 });

    // Article: the preview shows the text and drops the script; published, it is on the News tab.
    await ops.page.getByTestId('menu-news').click();
    await ops.page.getByTestId('news-new').click();
    await ops.field('news-title-En').fill(articleTitle);
    await ops.page
      .getByTestId('news-content-En')
      .fill('<p>The rupee held at <strong>83.2</strong> to the dollar.</p><script>alert(1)</script>');
    const preview = ops.page.getByTestId('news-preview-En');
    await preview.getByText('83.2').waitFor();
    expect(await preview.locator('script').count()).toBe(0);
    await ops.page.getByTestId('news-reason').fill('morning markets brief');
    await ops.page.getByTestId('news-save').click();
    await ops.page.getByTestId('news-save').waitFor({ state: 'detached' });
    await ops.page.locator('tr.ant-table-row', { hasText: articleTitle }).waitFor();
    await shot(ops.page, 'console-news');

    const reader = new ContentPages(customer);
    await reader.openNews();
    await customer.getByTestId('news-item').filter({ hasText: articleTitle }).waitFor({ timeout: 15_000 });
    expect(reader.dialogs).toEqual([]);

    // Editing keeps the saved values in the form: the title is there to change.
    await ops.page.locator('tr.ant-table-row', { hasText: articleTitle }).getByRole('button', { name: 'Edit' }).click();
    expect(await ops.field('news-title-En').inputValue()).toBe(articleTitle);
  });
});
