// Proves in a real browser (issue 42) that a partial close in the order history opens its position and
// the position's other partial closes (docs/SPEC.md FL2), and that the system pages /choose-location
// and /open-location answer the app's not-found page (FL4), in English and Hindi, light and dark.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerApp } from '../pages/app';
import { launchBrowser, mobileContext, shot } from '../support/browser';
import { acceptRiskDisclosure, customerCall, registerByApi, signInThroughApp } from '../support/customer-api';
import { type RunningServer, startServer } from '../support/server';

const PASSWORD = 'secret-pass-1';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('issue 42 flows', () => {
  it('FL2: a partial close in the history opens its position and the other partial closes', async () => {
    const phone = `7${String(Date.now()).slice(-9)}`;
    const token = await registerByApi(server, phone, PASSWORD);
    await acceptRiskDisclosure(server, token);
    const opened = await customerCall<{ id: number }>(server, token, 'order/create', {
      code: 'SOLUSD',
      direction: 'buy',
      hands: 3,
      accountType: 'virtual',
      requestId: `e2e-family-${Date.now()}`,
    });
    const first = await customerCall<{ id: number }>(server, token, 'order/cover', { orderId: opened.id, hands: 1 });
    const second = await customerCall<{ id: number }>(server, token, 'order/cover', { orderId: opened.id, hands: 1 });

    for (const [locale, scheme] of [
      ['en', 'light'],
      ['hi', 'dark'],
    ] as const) {
      const context = await mobileContext(browser, server.baseUrl, scheme);
      await context.addInitScript(
        ({ l, s }) => {
          localStorage.setItem('locale', l);
          localStorage.setItem('displayMode', s);
          localStorage.setItem('accountType', 'virtual');
        },
        { l: locale, s: scheme },
      );
      const page = await context.newPage();
      await signInThroughApp(page, phone, PASSWORD);
      const app = new CustomerApp(page);
      await app.open('/pages/order/order?tab=history');
      const partial = page.locator(`[data-testid="history-row"][data-id="${first.id}"]`);
      await partial.waitFor({ timeout: 20_000 });
      const link = partial.getByTestId('order-family-link');
      expect(await link.getAttribute('data-kind')).toBe('position');
      await link.click();
      const sheet = page.getByTestId('family-sheet');
      await sheet.waitFor();
      await sheet.getByTestId('family-position').waitFor();
      expect(await sheet.getByTestId('family-position').getAttribute('data-id')).toBe(String(opened.id));
      expect(await sheet.getByTestId('family-partial').evaluateAll((rows) => rows.map((r) => r.dataset.id))).toEqual([
        String(second.id),
        String(first.id),
      ]);
      expect(await sheet.locator('[aria-current="true"]').getAttribute('data-id')).toBe(String(first.id));
      await shot(page, `order-family-sheet-${locale}-${scheme}`);
      await context.close();
    }
  });

  it('FL4: /choose-location and /open-location answer the not-found page, in English and Hindi', async () => {
    for (const [route, locale, scheme, title] of [
      ['/choose-location', 'en', 'light', 'There is no such page in the app'],
      ['/open-location', 'hi', 'dark', 'ऐप में ऐसा कोई पेज नहीं है'],
    ] as const) {
      const context = await mobileContext(browser, server.baseUrl, scheme);
      await context.addInitScript(
        ({ l, s }) => {
          localStorage.setItem('locale', l);
          localStorage.setItem('displayMode', s);
        },
        { l: locale, s: scheme },
      );
      const page = await context.newPage();
      await new CustomerApp(page).open(route);
      await page.getByTestId('not-found-page').waitFor({ timeout: 20_000 });
      await expect.poll(() => page.getByTestId('not-found').locator('h2').innerText()).toBe(title);
      expect(page.url()).toContain(route);
      await shot(page, `location-not-found-${locale}-${scheme}`);
      await page.getByTestId('not-found-back').click();
      await page.waitForFunction((r) => !window.location.hash.includes(r), route);
      await context.close();
    }
  });
});
