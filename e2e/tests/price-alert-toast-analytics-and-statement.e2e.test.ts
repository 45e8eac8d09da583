// Proves, in a real browser against the real server and its simulated feed, that a customer sets a
// price alert from the bell on a detail page (pre-filled with the current price), sees its toast when
// the price crosses it (AL5), finds it in the alerts list with its trigger audit (RC10), opens Analytics from the wallet and
// downloads the statement as a CSV with its header (AN5).
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerApp } from '../pages/app';
import { ProductDetailPage } from '../pages/product-detail';
import { launchBrowser, mobileContext, shot } from '../support/browser';
import { type RunningServer, smsCodeFromLog, startServer } from '../support/server';
import { recordToasts } from '../support/toasts';

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

/** A level one cent away from a price string with two decimals ("95012.34" → "95012.35"). */
function cents(price: string, delta: number): string {
  const [whole = '0', fraction = '00'] = price.split('.');
  const total = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2)) + BigInt(delta);
  return `${total / 100n}.${String(total % 100n).padStart(2, '0')}`;
}

describe('price alerts, analytics and the statement', () => {
  it('sets alerts from the bell, toasts the one the feed crosses, lists them, and downloads the CSV', async () => {
    const context = await mobileContext(browser, server.baseUrl);
    const page = await context.newPage();
    const app = new CustomerApp(page);
    const detail = new ProductDetailPage(page);

    const phone = `7${String(Date.now()).slice(-9)}`;
    await app.register(phone, 'secret-pass-1', () => smsCodeFromLog(server, phone));
    await page.waitForFunction(() => !window.location.hash.includes('/pages/login/register'), null, {
      timeout: 20_000,
    });

    await detail.open('BTCUSD');
    await detail.waitForChart();
    // The feed may cross the first alert while the second is being set, and the "alert set" toast of
    // the second would then follow its toast at once: remember every toast instead of looking late.
    const toastMatching = await recordToasts(page);
    // One alert a cent above the price and one a cent below: the feed's next move crosses one of them.
    for (const [condition, delta] of [
      ['above', 1],
      ['below', -1],
    ] as const) {
      await page.getByTestId('alert-bell').click();
      await page.getByTestId('alert-form').waitFor();
      await page.getByTestId(`alert-condition-${condition}`).click();
      const prefilled = await app.field('alert-value').inputValue();
      expect(prefilled).toMatch(/^\d+\.\d{2}$/);
      // The feed moves between reading the price and the server's check; a level the price has
      // already passed is refused (AL3) and the sheet stays open, so try again from the newer price.
      for (let attempt = 1; ; attempt++) {
        const now = (await page.getByTestId('alert-current').getAttribute('data-value')) ?? prefilled;
        await app.field('alert-value').fill(cents(now, delta));
        if (attempt === 1) await shot(page, `alert-form-${condition}`);
        await page.getByTestId('alert-create').click();
        const created = await page
          .getByTestId('alert-form')
          .waitFor({ state: 'detached', timeout: 3_000 })
          .then(() => true)
          .catch(() => false);
        if (created) break;
        if (attempt >= 5) throw new Error(`the ${condition} alert was refused ${attempt} times`);
      }
    }

    // The level and the price are dollars, written as every other dollar price is.
    expect(await toastMatching(/BTCUSD (rose|fell) to/, 30_000)).toMatch(
      /BTCUSD (rose|fell) to \$[\d,]+\.\d{2} \(price \$[\d,]+\.\d{2}\)/,
    );
    await shot(page, 'alert-toast');

    await app.open('/pages/mine/alerts');
    await page.getByTestId('alerts-list').waitFor();
    await page.locator('[data-testid="alert-row"][data-status="triggered"]').first().waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('alert-row').count()).toBe(2);
    expect(await page.getByTestId('alert-row-value').first().textContent()).toMatch(/^\$[\d,]+\.\d{2}$/);
    await shot(page, 'alerts-list');
    // RC10: the fired alert's audit names the tick that fired it, from the alert list.
    await page.locator('[data-testid="alert-row"][data-status="triggered"]').first().getByTestId('alert-audit').click();
    const audit = page.getByTestId('alert-audit-sheet').getByTestId('receipt-audit');
    await audit.waitFor({ timeout: 10_000 });
    expect(await audit.getAttribute('data-reason')).toBe('reached');
    expect(await audit.innerText()).toMatch(/Price that crossed/);
    expect(await page.getByTestId('receipt-audit-reason').innerText()).toBe(
      'The price reached your level and the alert fired on that tick.',
    );
    await shot(page, 'alert-audit');
    await page.getByTestId('alert-audit-sheet').getByRole('button', { name: 'Close' }).click();

    await app.open('/pages/mine/wallet');
    await page.getByTestId('wallet-analytics').click();
    await app.waitForRoute('/pages/mine/analytics');
    await page.getByTestId('analytics-figures').waitFor({ timeout: 20_000 });
    await page.getByTestId('segment-all').click();
    await page.getByTestId('analytics-figures').waitFor({ timeout: 20_000 });
    // One basis, said on the page (AN1): realised P&L and the win rate are both after fees.
    expect(await page.getByTestId('analytics-realised').textContent()).toContain('after fees');
    expect(await page.getByTestId('analytics-win-rate').textContent()).toContain('after fees');
    await shot(page, 'analytics');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('statement-download').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^statement-real-all-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await download.path();
    const csv = await readFile(path, 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      'id,date,type,type_name,account_type,currency,amount,balance_after,ref,remark,part,part_name,subject,fx_currency,fx_amount,fx_rate',
    );
    await context.close();
  });
});
