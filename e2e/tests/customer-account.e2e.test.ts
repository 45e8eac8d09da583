// Proves, in a real browser against the real server, that a visitor is sent to login from a
// protected page, registers with the SMS code the server logged, comes back to where they were
// going, signs out and in again, and reads the app in Hindi and in dark mode.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('a new customer', () => {
  const phone = `9${String(Date.now()).slice(-9)}`;
  const password = 'secret-pass-1';

  it('opening a protected page anonymously is sent to login, and comes back after registering', async () => {
    const context = await mobileContext(browser, server.baseUrl);
    const app = new CustomerApp(await context.newPage());

    await app.open('/pages/mine/password');
    await app.waitForRoute('/pages/login/login');
    expect(app.routePath()).toContain('redirect=');
    await shot(app.page, 'login-en-light');

    await app.register(phone, password, () => smsCodeFromLog(server, phone));
    await app.page.waitForFunction(() => !window.location.hash.includes('/pages/login/register'), null, {
      timeout: 20_000,
    });
    await shot(app.page, 'after-register-en-light');

    await app.open('/pages/login/login?redirect=%2Fpages%2Fmine%2Fpassword');
    await app.login(phone, password);
    await app.waitForRoute('/pages/mine/password');
    await shot(app.page, 'change-password-en-light');
    await context.close();
  });

  it('signs in, switches to Hindi and dark mode, and the choice survives a reload', async () => {
    const context = await mobileContext(browser, server.baseUrl);
    const app = new CustomerApp(await context.newPage());
    await app.open('/pages/login/login');
    await app.login(phone, password);
    await app.page.waitForFunction(() => !window.location.hash.includes('/pages/login/login'), null, {
      timeout: 20_000,
    });

    await app.open('/pages/common/language');
    await app.page.getByTestId('lang-hi').click();
    await app.page.waitForFunction(() => document.documentElement.lang === 'hi');
    await app.open('/');
    await app.page.getByTestId('tab-settings').waitFor();
    expect(await app.page.getByTestId('tab-settings').innerText()).toMatch(/[\u0900-\u097F]/);
    await shot(app.page, 'home-hi-light');

    await app.open('/pages/mine/other');
    expect(await app.backgroundLuminance()).toBeGreaterThan(0.6);
    await app.page.getByTestId('display-dark').click();
    await app.page.waitForFunction(() => {
      const [r = 255] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).map(Number);
      return r < 100;
    });
    await shot(app.page, 'other-settings-hi-dark');

    await app.page.reload();
    await app.page.waitForFunction(() => document.documentElement.lang === 'hi');
    expect(await app.backgroundLuminance()).toBeLessThan(0.3);
    await app.open('/');
    await app.page.getByTestId('tab-settings').click();
    await app.page.getByTestId('logout').waitFor();
    await app.page.waitForLoadState('networkidle');
    await shot(app.page, 'settings-hi-dark');
    await context.close();
  });
});
