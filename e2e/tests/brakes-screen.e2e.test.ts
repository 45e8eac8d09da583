// Proves, in a real browser against the real server, that a customer sets a daily loss limit and a
// kill switch from Settings → Trading brakes, sees them in force and in the brake log with the
// figures of the moment (docs/SPEC.md BR1, BR5, BR11), and that the screen reads in English and Hindi,
// light and dark, at 375 px.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerApp } from '../pages/app';
import { launchBrowser, lookContext, shot } from '../support/browser';
import { customerCall, registerByApi, signInThroughApp } from '../support/customer-api';
import { type RunningServer, startServer } from '../support/server';

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

describe('Trading brakes screen', () => {
  const phone = `7${String(Date.now()).slice(-9)}`;
  const password = 'secret-pass-2';

  it('BR1, BR5, BR11: sets a loss limit and a kill switch, shows them and logs them', async () => {
    const token = await registerByApi(server, phone, password);
    const context = await lookContext(browser, server.baseUrl, { locale: 'en', scheme: 'light' });
    const app = new CustomerApp(await context.newPage());
    await signInThroughApp(app.page, phone, password);

    await app.open('/pages/mine/mine');
    await app.page.getByTestId('mine-brakes').click();
    await app.waitForRoute('/pages/mine/brakes');
    await app.page.getByTestId('brakes-no-switch').waitFor();
    expect(await app.page.getByTestId('brakes-limit').textContent()).toBe('No limit');

    await app.field('brakes-limit-amount').fill('500');
    await app.page.getByTestId('brakes-limit-save').click();
    await app.page.getByText('Daily loss limit saved').waitFor();
    await app.page.waitForFunction(
      () => document.querySelector('[data-testid="brakes-limit"]')?.textContent === '500.00 INR',
    );

    await app.page.getByTestId('brakes-scope').selectOption('crypto');
    await app.page.getByText('24 hours').click();
    await app.page.getByTestId('brakes-stop').click();
    await app.page.locator('.adm-dialog').getByText('Stop trading').click();
    await app.page.getByTestId('brakes-switch-crypto').waitFor();
    expect(await app.page.getByTestId('brakes-switch-crypto').textContent()).toMatch(
      /^Crypto.* · until \d{4}-\d\d-\d\d \d\d:\d\d IST$/,
    );
    await app.page.getByTestId('brakes-log-kill_switch_set').waitFor();
    expect(await app.page.getByTestId('brakes-log-loss_limit_set').textContent()).toContain('500.00 INR');

    // The server holds both: the status the app read is the server's own.
    const status = await customerCall<{ lossLimit: string; killSwitches: { scope: string }[] }>(
      server,
      token,
      'brake/status',
      { accountType: 'real' },
    );
    expect(status.lossLimit).toBe('500.00');
    expect(status.killSwitches.map((s) => s.scope)).toEqual(['crypto']);
    await app.page.waitForTimeout(2500); // the toast fades before the picture
    await shot(app.page, 'brakes-en-light');
    await context.close();

    for (const look of [
      { locale: 'en', scheme: 'dark' },
      { locale: 'hi', scheme: 'light' },
      { locale: 'hi', scheme: 'dark' },
    ] as const) {
      const ctx = await lookContext(browser, server.baseUrl, look);
      const page = await ctx.newPage();
      await signInThroughApp(page, phone, password);
      await new CustomerApp(page).open('/pages/mine/brakes');
      await page.getByTestId('brakes-switch-crypto').waitFor();
      await page.getByTestId('brakes-log-kill_switch_set').waitFor();
      if (look.locale === 'hi') {
        const text = await page.getByTestId('brakes-page').textContent();
        expect(text).toContain('किल स्विच');
        // India time is named in Hindi, never as the English "IST" (the switch's end, the log's times).
        expect(text).toContain('(भारतीय समय)');
        expect(text).not.toMatch(/\bIST\b/);
      }
      // No horizontal scroll at 375 px.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await shot(page, `brakes-${look.locale}-${look.scheme}`);
      await page.getByTestId('brakes-log').scrollIntoViewIfNeeded();
      await shot(page, `brakes-log-${look.locale}-${look.scheme}`);
      await ctx.close();
    }
  });
});
