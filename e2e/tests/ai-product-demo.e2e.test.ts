// Proves, in a real browser against the real server, the AI products of issue 13: the list and a
// product's backtested figures and equity curve, buying one in the demo account, and its P&L moving
// live on "My AI products" over the socket; then pausing and stopping it. Screenshots in English and
// Hindi, light and dark, at 375 px.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiPages } from '../pages/ai';
import { CustomerApp } from '../pages/app';
import { launchBrowser, mobileContext, shot } from '../support/browser';
import { type RunningServer, smsCodeFromLog, startServer } from '../support/server';

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

describe('AI stock picking on the demo account', () => {
  it('shows the backtest, buys Bitcoin crossover with demo money and watches its P&L move', async () => {
    const context = await mobileContext(browser, server.baseUrl);
    const page = await context.newPage();
    const app = new CustomerApp(page);
    const ai = new AiPages(page);

    const phone = `8${String(Date.now()).slice(-9)}`;
    await app.register(phone, 'secret-pass-1', () => smsCodeFromLog(server, phone));
    await page.waitForFunction(() => !window.location.hash.includes('/pages/login/register'), null, {
      timeout: 20_000,
    });
    await app.open('/');
    await page.getByTestId('ai-entry').waitFor();
    await shot(page, 'ai-home-entry-en-light');

    await ai.openList();
    expect(Number(await page.getByTestId('ai-product-list').getAttribute('data-count'))).toBeGreaterThanOrEqual(3);
    await expect(page.getByTestId('ai-disclaimer').innerText()).resolves.toMatch(/simulation/);
    await shot(page, 'ai-list-en-light');

    await ai.openProduct('Bitcoin crossover');
    expect(Number(await page.getByTestId('ai-equity-curve').getAttribute('data-points'))).toBeGreaterThan(200);
    expect(await page.getByTestId('ai-win-rate').innerText()).toMatch(/^\d+\.\d{2}$/);
    expect(await page.getByTestId('ai-window').innerText()).toMatch(/\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}/);
    await shot(page, 'ai-detail-en-light');

    await ai.buy('550', 'virtual');
    await expect(page.getByTestId('ai-amount-hint').innerText()).resolves.toMatch(/multiple of 100/);
    expect(await page.getByTestId('ai-buy-confirm').isDisabled()).toBe(true);
    await ai.buy('500', 'virtual');
    expect(await page.getByTestId('ai-available').innerText()).toBe('₹1,00,000.00');
    await shot(page, 'ai-buy-en-light');
    await ai.confirm();

    await ai.purchase().waitFor({ timeout: 20_000 });
    expect(await ai.purchase().getAttribute('data-status')).toBe('running');
    expect(await page.getByTestId('ai-mine-page').getAttribute('data-account')).toBe('virtual');
    const first = await ai.pnl();
    const moved = await ai.waitForPnlChange(first);
    expect(moved).toMatch(/^[+-]?₹\d[\d,]*\.\d{2}$/);
    await shot(page, 'ai-mine-en-light');

    await ai.purchase().getByTestId('ai-pause').click();
    await page.waitForSelector('[data-testid="ai-purchase"][data-status="paused"]', { timeout: 20_000 });
    await ai.purchase().getByTestId('ai-stop').click();
    // The confirm dialog's own button: the card's Stop button has the same name and is there first.
    await page.locator('.adm-dialog').getByRole('button', { name: 'Stop' }).click();
    await page.waitForSelector('[data-testid="ai-purchase"][data-status="ended"]', { timeout: 20_000 });
    await shot(page, 'ai-mine-ended-en-light');

    // The same list in Hindi, light and dark.
    await ai.usePrefs({ locale: 'hi' });
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    await ai.purchase().waitFor({ timeout: 20_000 });
    await expect(ai.purchase().getByTestId('ai-status').innerText()).resolves.toBe('समाप्त');
    await shot(page, 'ai-mine-hi-light');
    await ai.usePrefs({ displayMode: 'dark' });
    await ai.purchase().waitFor({ timeout: 20_000 });
    await shot(page, 'ai-mine-hi-dark');
    await context.close();
  });

  it('reads the same screens in Hindi and in dark mode', async () => {
    for (const [locale, scheme] of [
      ['hi', 'light'],
      ['en', 'dark'],
      ['hi', 'dark'],
    ] as const) {
      const context = await mobileContext(browser, server.baseUrl, scheme);
      const page = await context.newPage();
      const ai = new AiPages(page);
      await page.goto('/#/pages/product/india/ai_stock/ai_stock');
      await ai.usePrefs({ locale });
      await page.getByTestId('ai-product-list').waitFor({ timeout: 20_000 });
      await page.waitForFunction((l) => document.documentElement.lang === l, locale);
      if (locale === 'hi') await expect(page.getByTestId('ai-disclaimer').innerText()).resolves.toMatch(/सिमुलेशन/);
      await shot(page, `ai-list-${locale}-${scheme}`);
      await ai.openProduct(locale === 'hi' ? 'बिटकॉइन क्रॉसओवर' : 'Bitcoin crossover');
      // The curve's time axis names its months in the app's language, not the browser's.
      expect(await page.getByTestId('ai-equity-curve').getAttribute('data-locale')).toBe(`${locale}-IN`);
      await shot(page, `ai-detail-${locale}-${scheme}`);
      await context.close();
    }
  });
});
