// Proves, in a real browser against the real server, that a product detail page draws its chart,
// switches periods, keeps the current candle live, toggles overlays, and adds the product to the
// watchlist once the visitor has signed in (an anonymous star click goes to login first).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerApp } from '../pages/app';
import { ProductDetailPage } from '../pages/product-detail';
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

describe('the BTCUSD detail page', () => {
  it('draws the chart, switches periods and updates the current candle live', async () => {
    const context = await mobileContext(browser, server.baseUrl);
    const detail = new ProductDetailPage(await context.newPage());
    await detail.open('BTCUSD');
    await detail.waitForChart('15min');
    expect(await detail.canvas.isVisible()).toBe(true);
    expect(await detail.barCount()).toBeGreaterThan(0);
    expect(await detail.page.getByTestId('detail-code').innerText()).toBe('BTCUSD');
    await shot(detail.page, 'product-detail-en-light');

    await detail.selectPeriod('day');
    expect(await detail.barCount()).toBeGreaterThan(30);
    await detail.selectPeriod('1min');
    expect(await detail.barCount()).toBeGreaterThan(30);

    // Crypto trades around the clock, so the simulated feed moves the one-minute candle.
    const before = await detail.lastCandle();
    await detail.waitForCandleUpdate(before);
    const after = await detail.lastCandle();
    expect(Number(after.time)).toBeGreaterThanOrEqual(Number(before.time));

    expect(await detail.toggleOverlay('boll')).toBe(true);
    expect(await detail.toggleOverlay('ma')).toBe(false);
    await context.close();
  });

  it('sends an anonymous star to login, and a signed-in one adds to and removes from the watchlist', async () => {
    const context = await mobileContext(browser, server.baseUrl, 'dark');
    const page = await context.newPage();
    const detail = new ProductDetailPage(page);
    const app = new CustomerApp(page);

    await detail.open('BTCUSD');
    await detail.star.click();
    await app.waitForRoute('/pages/login/login');
    expect(decodeURIComponent(app.routePath())).toContain('code=BTCUSD');

    const phone = `8${String(Date.now()).slice(-9)}`;
    await app.register(phone, 'secret-pass-1', () => smsCodeFromLog(server, phone));
    await page.waitForFunction(() => !window.location.hash.includes('/pages/login/register'), null, {
      timeout: 20_000,
    });

    await detail.open('BTCUSD');
    await detail.waitForChart();
    expect(await detail.isCollected()).toBe(false);
    await detail.setCollected(true);
    await page.reload();
    await page.waitForSelector('[data-testid="watch-star"][data-collected="true"]', { timeout: 20_000 });
    await shot(page, 'product-detail-en-dark-collected');
    await detail.setCollected(false);
    await context.close();
  });
});
