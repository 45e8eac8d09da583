// Proves, in a real browser against the real server, that a customer starts a SIP from a product's
// page, finds it under Settings → SIP plans with its next date, pauses and resumes it (docs/SPEC.md
// SP1, SP3, SP8), and that the screen and the sheet read in English and Hindi, light and dark, at 375 px.
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

describe('SIP from a product page', () => {
  const phone = `7${String(Date.now()).slice(-9)}`;
  const password = 'secret-pass-2';

  it('SP1, SP3, SP8: starts a weekly SIP of Bitcoin, sees it in the list, pauses and resumes it', async () => {
    const token = await registerByApi(server, phone, password);
    const context = await lookContext(browser, server.baseUrl, { locale: 'en', scheme: 'light' });
    const app = new CustomerApp(await context.newPage());
    await signInThroughApp(app.page, phone, password);

    await app.open('/pages/market/preview/stock_detail?code=BTCUSD');
    await app.page.getByTestId('sip-start-button').click();
    await app.page.getByTestId('sip-form').waitFor();
    await app.field('sip-amount').fill('5000');
    await app.page.getByTestId('sip-frequency-weekly').click();
    await app.page.getByTestId('sip-weekday-5').click();
    // SP10: it ends after 12 instalments.
    await app.field('sip-count').fill('12');
    await app.page.waitForTimeout(600); // the sheet has finished opening
    await shot(app.page, 'sip-sheet-en-light');
    await app.page.getByTestId('sip-create').click();
    await app.page.getByText(/SIP started: first instalment \d{4}-\d\d-\d\d \d\d:\d\d/).waitFor();

    const plans = await customerCall<{
      list: Array<{ id: number; status: string; nextAt: number; day: number; count: number | null }>;
    }>(server, token, 'sip/list', {});
    expect(plans.list).toHaveLength(1);
    expect(plans.list[0]).toMatchObject({ status: 'active', day: 5, count: 12, endDate: null });
    // A crypto plan runs at midnight UTC of its Friday.
    const next = new Date(plans.list[0]?.nextAt ?? 0);
    expect([next.getUTCDay(), next.getUTCHours(), next.getUTCMinutes()]).toEqual([5, 0, 0]);

    await app.open('/pages/mine/mine');
    await app.page.getByTestId('mine-sip').click();
    await app.waitForRoute('/pages/mine/sip');
    const card = app.page.getByTestId('sip-plan');
    await card.waitFor();
    expect(await card.getAttribute('data-status')).toBe('active');
    expect(await card.getByTestId('sip-next').textContent()).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(await card.textContent()).toContain('Every Fri');
    expect(await card.getByTestId('sip-count-left').textContent()).toBe('0 of 12 instalments');

    await card.getByTestId('sip-pause').click();
    await app.page.waitForSelector('[data-testid="sip-plan"][data-status="paused"]');
    expect(await card.getByTestId('sip-next').textContent()).toBe('—');
    await card.getByTestId('sip-resume').click();
    await app.page.waitForSelector('[data-testid="sip-plan"][data-status="active"]');
    await card.getByTestId('sip-history-toggle').click();
    await app.page.getByText('No instalment has run yet').waitFor();
    const after = await customerCall<{ list: Array<{ status: string }> }>(server, token, 'sip/list', {});
    expect(after.list[0]?.status).toBe('active');
    await app.page.waitForTimeout(2500); // the toasts fade before the picture
    await shot(app.page, 'sip-list-en-light');
    await context.close();

    for (const look of [
      { locale: 'en', scheme: 'dark' },
      { locale: 'hi', scheme: 'light' },
      { locale: 'hi', scheme: 'dark' },
    ] as const) {
      const ctx = await lookContext(browser, server.baseUrl, look);
      const page = await ctx.newPage();
      await signInThroughApp(page, phone, password);
      await new CustomerApp(page).open('/pages/mine/sip');
      await page.getByTestId('sip-plan').waitFor();
      if (look.locale === 'hi') {
        const text = (await page.getByTestId('sip-page').textContent()) ?? '';
        expect(text).toContain('मेरी एसआईपी योजनाएँ');
        expect(text).toContain('हर शुक्र');
        expect(text).toContain('सक्रिय');
      }
      // No horizontal scroll at 375 px.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await shot(page, `sip-list-${look.locale}-${look.scheme}`);
      await new CustomerApp(page).open('/pages/market/preview/stock_detail?code=ETHUSD');
      await page.getByTestId('sip-start-button').click();
      await page.getByTestId('sip-form').waitFor();
      await page.waitForTimeout(600);
      if (look.locale === 'hi') expect(await page.getByTestId('sip-form').textContent()).toContain('हर बार की राशि');
      await shot(page, `sip-sheet-${look.locale}-${look.scheme}`);
      await ctx.close();
    }
    // Four looks of two screens each: on a loaded machine this outlasts the default two minutes.
  }, 300_000);
});
