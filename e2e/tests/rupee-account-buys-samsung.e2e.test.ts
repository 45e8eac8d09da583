// Proves, in a real browser against the real server, that a rupee account buys a Samsung share priced in
// won: the panel shows the ₩ price and contract value, the ₹ margin, fee and total and the ₩ → ₹ rate
// used; the position shows its ₩ entry and ₹ margin; the wallet's fee record names the share, its ₩
// amount and the rate. Seoul trades 00:00–06:30 UTC, so the test server's market clock starts inside
// that session (MARKET_CLOCK_START, a test-only setting refused in production), whatever the hour now.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerApp } from '../pages/app';
import { ProductDetailPage } from '../pages/product-detail';
import { TradePage } from '../pages/trade';
import { launchBrowser, lookContext, shot } from '../support/browser';
import { type RunningServer, smsCodeFromLog, startServer } from '../support/server';

/** Thursday 19 November 2026, 10:30 in Seoul: the KRX is in session (no Korean holiday that day). */
const SEOUL_MORNING = '2026-11-19T01:30:00Z';
const KOREA_DETAIL = '/pages/product/korea/stock_detail';
const SAMSUNG = '005930';

let server: RunningServer;
let browser: Browser;
/** The market clock minus the wall clock, so the browser's clock (the Live badge) agrees with the server's. */
let clockOffsetMs = 0;
const phone = `8${String(Date.now()).slice(-9)}`;
const password = 'secret-pass-1';

beforeAll(async () => {
  const startedAt = Date.now();
  server = await startServer({ MARKET_CLOCK_START: SEOUL_MORNING });
  clockOffsetMs = Date.parse(SEOUL_MORNING) - startedAt;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A phone-sized context whose clock reads the server's market time, in a locale and a colour scheme. */
async function context(locale: 'en' | 'hi', scheme: 'light' | 'dark'): Promise<BrowserContext> {
  return lookContext(browser, server.baseUrl, { locale, scheme, clockOffsetMs });
}

describe('a rupee account buys a Samsung share', () => {
  it('sees the ₩ price, the ₹ margin and the rate used, then the position and the wallet record', async () => {
    const ctx = await context('en', 'light');
    const page = await ctx.newPage();
    const app = new CustomerApp(page);
    const detail = new ProductDetailPage(page);
    const trade = new TradePage(page);

    await app.register(phone, password, () => smsCodeFromLog(server, phone));
    await page.waitForFunction(() => !window.location.hash.includes('/pages/login/register'), null, {
      timeout: 20_000,
    });
    await app.open('/');
    await trade.useAccount('virtual');

    await detail.open(SAMSUNG, KOREA_DETAIL);
    await page.locator('[data-testid="market-state"][data-open="true"]').waitFor({ timeout: 20_000 });
    // Won have no minor unit and group by thousands: ₩105,896, never 1,05,896.
    expect(await page.getByTestId('detail-price').innerText()).toMatch(/^₩\d{1,3}(,\d{3})+$/);
    expect(await page.getByTestId('detail-ask').innerText()).toMatch(/^₩\d{1,3}(,\d{3})+$/);
    await shot(page, 'samsung-detail-en-light');

    await trade.openPanel('buy');
    // The ticket opens at 1× (SPEC LV1); this scenario is about the rupee figures at Samsung's 5×.
    await page.getByTestId('trade-lever-5').click();
    expect(await page.getByTestId('trade-market-price').innerText()).toMatch(/^₩\d{1,3}(,\d{3})+/);
    await trade.review();
    const estimate = await trade.estimate();
    expect(estimate['est-notional']).toMatch(/^₩\d{1,3}(,\d{3})+$/);
    expect(estimate['est-margin']).toMatch(/^₹[\d,]+\.\d{2}$/);
    expect(estimate['est-fee']).toMatch(/^₹\d+\.\d{2}$/);
    expect(estimate['est-total']).toMatch(/^₹[\d,]+\.\d{2}$/);
    const rateText = estimate['est-rate'] ?? '';
    expect(rateText).toMatch(/^₩1 = ₹0\.0\d+$/);
    // The margin is the won margin at that rate: about ₹1,300 for a ₩105,000 share at 5×, not ₹21,000.
    const rate = Number(rateText.replace(/^.*₹/, ''));
    const notionalWon = Number((estimate['est-notional'] ?? '').replace(/[₩,]/g, ''));
    const marginRupees = Number((estimate['est-margin'] ?? '').replace(/[₹,]/g, ''));
    // Each figure is rounded: the rate on screen to its last shown digit, the notional to a whole won,
    // the won margin to a whole won before it is converted (X1: costs are computed in the instrument's
    // currency, then converted), and the rupee margin to the paisa, so the recomputation may differ by
    // at most what those roundings allow.
    const rateDigits = (rateText.split('.')[1] ?? '').length;
    const roundingRupees = (notionalWon / 5) * (0.5 / 10 ** rateDigits) + (0.5 / 5 + 0.5) * rate + 0.005;
    expect(Math.abs(marginRupees - (notionalWon / 5) * rate)).toBeLessThanOrEqual(roundingRupees);
    expect(roundingRupees / marginRupees).toBeLessThan(0.01);
    await shot(page, 'samsung-confirm-en-light');
    await trade.confirm();

    const row = trade.position(SAMSUNG);
    await row.waitFor();
    expect(await row.locator('dd').first().innerText()).toMatch(/^₩\d{1,3}(,\d{3})+$/);
    // The fill is at the price and rate of its instant, a tick or two after the estimate.
    const heldMargin = Number((await row.getByTestId('position-margin').innerText()).replace(/[₹,]/g, ''));
    expect(Math.abs(heldMargin - marginRupees) / marginRupees).toBeLessThan(0.01);
    expect(await row.getByTestId('position-pnl').innerText()).toMatch(/^[+-]?₹[\d,]+\.\d{2}$/);
    await shot(page, 'samsung-position-en-light');

    await trade.openWallet();
    const fee = page.locator('[data-testid="record-row"][data-type="3"]', {
      has: page.getByTestId('record-fx'),
    });
    await fee.first().waitFor({ timeout: 20_000 });
    // LR2: the record names its order number, then the instrument and its code.
    expect(await fee.first().getByTestId('record-subject').innerText()).toMatch(
      new RegExp(`^\\S+ · Samsung Electronics · ${SAMSUNG}$`),
    );
    expect(await fee.first().getByTestId('record-fx').innerText()).toMatch(/^-₩\d+ · ₩1 = ₹0\.0\d+$/);
    await shot(page, 'samsung-wallet-en-light');
    await ctx.close();
  });

  it('shows the same position and records in Hindi and dark mode', async () => {
    const ctx = await context('hi', 'dark');
    const page = await ctx.newPage();
    const app = new CustomerApp(page);
    const trade = new TradePage(page);
    await app.open('/pages/login/login');
    await app.login(phone, password);
    await page.waitForFunction(() => !window.location.hash.includes('/pages/login/login'), null, { timeout: 20_000 });
    await app.open('/');
    await trade.useAccount('virtual');
    await app.open('/pages/position/position');
    const row = trade.position(SAMSUNG);
    await row.waitFor({ timeout: 20_000 });
    expect(await row.getByTestId('position-margin').innerText()).toMatch(/^₹[\d,]+\.\d{2}$/);
    await shot(page, 'samsung-position-hi-dark');

    await new ProductDetailPage(page).open(SAMSUNG, KOREA_DETAIL);
    await trade.openPanel('buy');
    expect(await page.getByTestId('est-rate').innerText()).toMatch(/^₩1 बराबर ₹0\.0\d+$/);
    await shot(page, 'samsung-panel-hi-dark');

    await trade.openWallet();
    await trade.record(3).waitFor({ timeout: 20_000 });
    await shot(page, 'samsung-wallet-hi-dark');
    await ctx.close();
  });
});
