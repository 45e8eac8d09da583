// Proves, in a real browser against the real server, the small things a trader reaches for (issue 17):
// "Add money" on the home screen, the about page from settings in both languages, "back" after a
// direct link staying in the app, Enter and leaving the field saving the nickname, "Order source" naming each order's
// account, and today's position marked intraday.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerApp } from '../pages/app';
import { ProductDetailPage } from '../pages/product-detail';
import { TradePage } from '../pages/trade';
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

describe('small things a trader reaches for', () => {
  it('adds money from home, reads about us, goes back within the app, VP3: saves a nickname with Enter and on blur', async () => {
    const context = await mobileContext(browser, server.baseUrl);
    const page = await context.newPage();
    const app = new CustomerApp(page);
    const phone = `6${String(Date.now()).slice(-9)}`;
    await app.register(phone, 'secret-pass-1', () => smsCodeFromLog(server, phone));
    await page.waitForFunction(() => !window.location.hash.includes('/pages/login/register'), null, {
      timeout: 20_000,
    });

    // Add money on the real account's summary opens the recharge page.
    await app.open('/');
    await page.getByTestId('home-add-money').click();
    await app.waitForRoute('/pages/mine/charge');
    await app.open('/');
    await page.getByTestId('home-withdraw').waitFor();
    await shot(page, 'home-add-money-en-light');

    // About us from settings, in English, then in Hindi.
    await app.open('/pages/mine/mine');
    await page.getByTestId('mine-about').click();
    await app.waitForRoute('/pages/mine/about');
    await expect.poll(() => page.getByTestId('about-content').innerText()).toContain('DEMO is a trading');
    await shot(page, 'about-en-light');

    // A page opened from a link has no page before it in the app: back goes to its parent.
    await app.open('/pages/mine/password');
    await page.getByRole('button', { name: 'Back' }).click();
    await app.waitForRoute('/pages/mine/mine');

    // Enter in the nickname field saves it, as the Save button beside it does.
    const nickname = page.locator('input[data-testid="profile-nickname"]');
    await nickname.fill('Asha');
    await nickname.press('Enter');
    await page.getByTestId('profile-nickname-save').waitFor({ state: 'detached', timeout: 15_000 });
    await page.reload();
    await expect.poll(() => nickname.inputValue(), { timeout: 15_000 }).toBe('Asha');

    // VP3: leaving the field (a tap elsewhere) saves it too, with no Save or Enter.
    await nickname.fill('Asha Rao');
    await page.getByTestId('profile-username').click();
    await page.getByTestId('profile-nickname-save').waitFor({ state: 'detached', timeout: 15_000 });
    await page.reload();
    await expect.poll(() => nickname.inputValue(), { timeout: 15_000 }).toBe('Asha Rao');

    await app.open('/pages/common/language');
    await page.getByTestId('lang-hi').click();
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    await app.open('/pages/mine/about');
    await expect.poll(() => page.getByTestId('about-content').innerText()).toContain('प्लेटफ़ॉर्म');
    await shot(page, 'about-hi-light');

    // VP5: the default watchlist and the seeded bank channel are named in Hindi, in light and dark.
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await app.open('/');
      await page.getByTestId('tab-watchlist').click();
      await expect.poll(() => page.getByTestId('watchlist-chip').first().innerText()).toBe('पसंदीदा');
      await shot(page, `polish-watchlist-hi-${scheme}`);
      await app.open('/pages/mine/charge');
      await expect.poll(() => page.getByTestId('charge-channel').allInnerTexts()).toContain('बैंक ट्रांसफ़र (IMPS/NEFT)');
      await shot(page, `polish-charge-hi-${scheme}`);
    }
    await context.close();
  });

  it("marks today's position intraday and names each order's account under Order source", async () => {
    const context = await mobileContext(browser, server.baseUrl);
    const page = await context.newPage();
    const app = new CustomerApp(page);
    const detail = new ProductDetailPage(page);
    const trade = new TradePage(page);
    const phone = `6${String(Date.now() + 1).slice(-9)}`;
    await app.register(phone, 'secret-pass-1', () => smsCodeFromLog(server, phone));
    await page.waitForFunction(() => !window.location.hash.includes('/pages/login/register'), null, {
      timeout: 20_000,
    });
    await app.open('/');
    await trade.useAccount('virtual');
    await detail.open('SOLUSD');
    await trade.openPanel('buy');
    await trade.useHighestLever();
    await trade.setHands(1);
    await trade.review();
    await trade.confirm();
    const row = trade.position('SOLUSD');
    await row.waitFor();
    expect(await row.getByTestId('position-kind').getAttribute('data-kind')).toBe('intraday');
    expect(await row.getByTestId('position-kind').innerText()).toBe('Intraday');
    await shot(page, 'position-intraday-en-light');

    await app.open('/pages/mine/order_source/index?tab=manual');
    const card = page.getByTestId('order-source-list').getByTestId('history-row').first();
    await card.waitFor({ timeout: 20_000 });
    expect(await card.getByTestId('order-account').getAttribute('data-account')).toBe('virtual');
    expect(await card.getByTestId('order-account').innerText()).toBe('Demo');
    await shot(page, 'order-source-account-en-light');
    await context.close();
  });
});
