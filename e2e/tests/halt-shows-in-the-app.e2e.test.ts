// Proves a trading halt end to end (docs/SPEC.md HL1, HL4, HL6): an admin halts SOLUSD in the
// console's Risk section with a reason in English and Hindi, the customer's product page and order
// sheet show the reason with the order button disabled, an order sent anyway is refused with 600,
// and resuming in the console clears the banner and admits orders again.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OperatorConsole } from '../pages/console';
import { ProductDetailPage } from '../pages/product-detail';
import { launchBrowser, mobileContext, shot } from '../support/browser';
import { acceptRiskDisclosure, registerByApi, signInThroughApp } from '../support/customer-api';
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

/** `order/create` as the app sends it, answering the envelope whatever its code. */
async function placeOrder(token: string): Promise<{ code: number; message: string }> {
  const reply = await fetch(`${server.baseUrl}/api/smart/order/create`, {
    method: 'POST',
    headers: { token, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      code: 'SOLUSD',
      direction: 'buy',
      hands: '1',
      lever: '5',
      accountType: 'virtual',
      requestId: `e2e-halt-${Date.now()}`,
    }),
  });
  return (await reply.json()) as { code: number; message: string };
}

describe('a trading halt', () => {
  it('HL6: staff halt SOLUSD, the app shows the reason and refuses orders; resume clears it', async () => {
    const phone = `7${String(Date.now()).slice(-9)}`;
    const token = await registerByApi(server, phone, 'secret-pass-1');
    // Its orders are at 5×: the risk disclosure is accepted first (BR18), so only the halt refuses.
    await acceptRiskDisclosure(server, token);

    const desk = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1366, height: 900 } });
    const ops = new OperatorConsole(await desk.newPage());
    await ops.signIn('admin', ADMIN_PASSWORD);
    await ops.page.getByTestId('menu-risk').click();
    const halts = ops.page.getByTestId('risk-halts');
    await halts.waitFor();
    await ops.page.getByTestId('risk-halt-code').fill('SOLUSD');
    await ops.page.getByTestId('risk-halt-reason').fill('Exchange feed under review');
    await ops.page.getByTestId('risk-halt-reason-hi').fill('एक्सचेंज फ़ीड की जाँच चल रही है');
    await ops.page.getByTestId('risk-halt-submit').click();
    await halts.locator('tr.ant-table-row', { hasText: 'SOLUSD' }).waitFor({ timeout: 10_000 });
    await shot(ops.page, 'console-risk-halts');

    const context = await mobileContext(browser, server.baseUrl);
    const page = await context.newPage();
    await signInThroughApp(page, phone, 'secret-pass-1');
    const detail = new ProductDetailPage(page);
    await detail.open('SOLUSD');
    const banner = page.getByTestId('halt-banner');
    await banner.waitFor({ timeout: 10_000 });
    expect(await banner.innerText()).toContain('Trading in this product is halted: Exchange feed under review');
    expect(await page.getByTestId('market-state').innerText()).toBe('Trading halted');
    await page.getByTestId('trade-buy').click();
    const sheet = page.getByTestId('trade-sheet');
    await sheet.waitFor();
    await sheet.getByTestId('halt-banner').waitFor();
    expect(await page.getByTestId('trade-review').isDisabled()).toBe(true);
    await shot(page, 'app-halt-order-sheet');
    const refused = await placeOrder(token);
    expect(refused).toMatchObject({
      code: 600,
      message: 'Trading in this product is halted: Exchange feed under review',
    });

    await ops.page.getByTestId('risk-halt-resume').click();
    await ops.page.getByTestId('reason-input').fill('Feed verified');
    await ops.confirm('reason-confirm');
    await expect
      .poll(async () => halts.locator('tr.ant-table-row', { hasText: 'SOLUSD' }).count(), { timeout: 10_000 })
      .toBe(0);

    await page.reload();
    await page.getByTestId('product-detail').waitFor();
    await page.getByTestId('market-state').waitFor();
    expect(await page.getByTestId('halt-banner').count()).toBe(0);
    expect((await placeOrder(token)).code).toBe(200);
    await context.close();
    await desk.close();
  });
});
