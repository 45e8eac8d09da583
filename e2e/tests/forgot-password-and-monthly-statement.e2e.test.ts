// Proves, in a real browser against the real server: a demo trader opens the monthly statement from
// the wallet and sees the month's records with its opening and closing balance, prints it with the
// app's bars hidden, and reads it in Hindi (AN6); and a customer who forgot the password resets it
// from the sign-in page with an SMS code, after which the old session answers 281, the old password
// fails and the new one signs in (A20).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerApp } from '../pages/app';
import { ProductDetailPage } from '../pages/product-detail';
import { StatementPage } from '../pages/statement';
import { TradePage } from '../pages/trade';
import { launchBrowser, mobileContext, shot } from '../support/browser';
import { type RunningServer, smsCodeFromLog, startServer } from '../support/server';

let server: RunningServer;
let browser: Browser;
/** The customer who forgets the password, registered through the API before the browser work. */
let forgetful: { phone: string; password: string; token: string; codeSentAtMs: number };

/** The server's one-code-per-phone-per-minute rule (A7), plus a second of margin. */
const RESEND_WAIT_MS = 61_000;

async function api<B>(path: string, payload: Record<string, string>, token?: string) {
  const reply = await fetch(`${server.baseUrl}/api/smart/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { token } : {}) },
    body: new URLSearchParams(payload).toString(),
  });
  return (await reply.json()) as { code: number; message: string; body: B };
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const phone = `8${String(Date.now()).slice(-9)}`;
  const password = 'old-secret-1';
  const codeSentAtMs = Date.now();
  expect((await api('user/sms', { phone, smsType: 'register' })).code).toBe(200);
  const code = await smsCodeFromLog(server, phone);
  const registered = await api<{ token: string }>('user/register', { username: phone, password, code });
  expect(registered.code, registered.message).toBe(200);
  forgetful = { phone, password, token: registered.body.token, codeSentAtMs };
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the monthly statement and a forgotten password', () => {
  it('AN6: opens this month’s demo statement from the wallet after a trade, prints it, reads it in Hindi', async () => {
    const context = await mobileContext(browser, server.baseUrl);
    const page = await context.newPage();
    const app = new CustomerApp(page);
    const detail = new ProductDetailPage(page);
    const trade = new TradePage(page);
    const statement = new StatementPage(page);

    const phone = `7${String(Date.now()).slice(-9)}`;
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
    await trade.position('SOLUSD').waitFor();

    await trade.openWallet();
    await page.getByTestId('wallet-statement').click();
    await app.waitForRoute('/pages/mine/statement');
    await statement.document.waitFor();
    // The demo account opened this month: nothing before it, then the sign-up bonus and the trade.
    await statement.rows(3).first().waitFor({ timeout: 20_000 });
    expect(await statement.rows(6).count()).toBe(1);
    expect(await statement.amount('statement-opening')).toBe('₹0.00');
    expect(await statement.amount('statement-closing')).toMatch(/^₹\d[\d,]*\.\d{2}$/);
    expect(await page.getByTestId('statement-period').innerText()).toMatch(
      /^\d{4}-\d{2}-01 00:00 to \d{4}-\d{2}-\d{2} 23:59 \(India time\)$/,
    );
    expect(await page.getByTestId('statement-holder').innerText()).toContain(phone);
    expect(await page.locator('[data-testid="statement-totals"] tr[data-type="3"]').count()).toBe(1);
    await shot(page, 'statement-en-light');

    // Print calls the browser's dialog; printed, the app's bars and the controls are gone, black on white.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByTestId('statement-print').click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.nav-bar').isVisible()).toBe(false);
    expect(await page.locator('.statement-controls').isVisible()).toBe(false);
    expect(await statement.document.isVisible()).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
    expect(await page.getByTestId('statement-closing').evaluate((el) => getComputedStyle(el).color)).toBe(
      'rgb(0, 0, 0)',
    );
    await shot(page, 'statement-print');
    await page.emulateMedia({ media: 'screen' });

    await app.open('/pages/common/language');
    await page.getByTestId('lang-hi').click();
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    await statement.open();
    await statement.rows(3).first().waitFor({ timeout: 20_000 });
    expect(await page.locator('#statement-heading').innerText()).toMatch(/[\u0900-\u097F]/);
    expect(await page.getByTestId('statement-period').innerText()).toContain('भारतीय समय');
    await shot(page, 'statement-hi-light');
    await context.close();
  });

  it('A20: resets a forgotten password from the sign-in page; the old session and password stop working', async () => {
    const context = await mobileContext(browser, server.baseUrl);
    const page = await context.newPage();
    const app = new CustomerApp(page);
    const newPassword = 'new-secret-2';

    // One code per phone per minute (A7): the registration's code must be a minute old first.
    const waitMs = forgetful.codeSentAtMs + RESEND_WAIT_MS - Date.now();
    if (waitMs > 0) await new Promise((r) => setTimeout(r, waitMs));
    const logMark = server.log().length;
    await app.resetPassword(forgetful.phone, newPassword, () =>
      smsCodeFromLog(server, forgetful.phone, 10_000, logMark),
    );
    await app.waitForRoute('/pages/login/login');
    await page.locator('.adm-toast-main', { hasText: 'Password changed' }).waitFor({ timeout: 10_000 });
    await shot(page, 'forgot-password-done');

    expect((await api('user/detail', {}, forgetful.token)).code).toBe(281);
    expect((await api('access/user', { username: forgetful.phone, password: forgetful.password })).code).toBe(400);
    await app.login(forgetful.phone, newPassword);
    await page.waitForFunction(() => !window.location.hash.includes('/pages/login/login'), null, {
      timeout: 20_000,
    });
    await context.close();
  });
});
