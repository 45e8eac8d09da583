// Proves, in a real browser against the real server, a trader's story on the demo account: a market buy of
// SOLUSD (a Bitcoin lot, converted to rupees, is more than the demo balance) from the detail page with
// the estimate shown first, the position's P&L moving with the feed, half of it covered, the COVER in the
// history with its reason, the trade and cover records in the wallet, and a reset that covers the rest and
// gives back the starting balance.
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

describe('trading SOLUSD on the demo account', () => {
  it('buys, watches the P&L move, covers half and finds the records', async () => {
    const context = await mobileContext(browser, server.baseUrl);
    const page = await context.newPage();
    const app = new CustomerApp(page);
    const detail = new ProductDetailPage(page);
    const trade = new TradePage(page);

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
    expect(await page.getByTestId('trade-account').getAttribute('data-account')).toBe('virtual');
    await trade.setHands(2);
    await trade.review();
    const estimate = await trade.estimate();
    // Solana is priced in dollars; the demo account pays in rupees at the rate shown.
    expect(estimate['est-notional']).toMatch(/^\$\d[\d,]*\.\d{2}$/);
    expect(estimate['est-total']).toMatch(/^₹\d[\d,]*\.\d{2}$/);
    expect(estimate['est-available']).toBe('₹1,00,000.00');
    expect(await page.getByTestId('est-rate').innerText()).toMatch(/^\$1 = ₹\d+\.\d+$/);
    await shot(page, 'trade-confirm-en-light');
    await trade.confirm();

    const row = trade.position('SOLUSD');
    await row.waitFor();
    expect(await row.getAttribute('data-hands')).toBe('2');
    const before = await trade.pnl('SOLUSD');
    await trade.waitForPnlChange('SOLUSD', before);
    await shot(page, 'positions-en-light');

    await trade.cover('SOLUSD', 50, 1);
    await trade.segment('history');
    const covered = trade.historyRow('COVER');
    await covered.waitFor({ timeout: 20_000 });
    expect(await covered.getByTestId('order-hands').innerText()).toBe('1');
    expect(await covered.getAttribute('data-reason')).toBe('user');
    expect(await covered.getByTestId('order-reason').innerText()).toBe('Closed by you');
    await shot(page, 'history-en-light');

    await trade.openWallet();
    await trade.record(3).waitFor({ timeout: 20_000 });
    await trade.record(4).waitFor({ timeout: 20_000 });
    // Each record names its part (LR1): the opening's fee and margin, the close's margin, P&L and fee.
    expect(await trade.record(3).getByTestId('record-type').innerText()).toMatch(/^Trade · /);
    expect(await trade.record(4).getByTestId('record-type').innerText()).toMatch(/^Close position · /);
    expect(await trade.record(3).getByTestId('record-amount').innerText()).toMatch(/^-/);
    expect(await trade.record(3).getAttribute('data-account')).toBe('virtual');
    await shot(page, 'wallet-en-light');

    // The reset covers the hand still held and gives the demo account its starting balance again.
    await page.getByTestId('wallet-reset-demo').click();
    await page.locator('.adm-dialog-button', { hasText: 'Reset demo account' }).click();
    await page.getByText('Demo account reset').waitFor({ timeout: 20_000 });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="wallet-demo"]')?.textContent?.includes('1,00,000.00'),
      null,
      { timeout: 20_000 },
    );
    await app.open('/pages/position/position');
    await page.getByTestId('position-page').waitFor();
    await trade.segment('history');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="history-row"][data-status="COVER"]').length === 2,
      null,
      { timeout: 20_000 },
    );
    await trade.segment('positions');
    expect(await trade.position('SOLUSD').count()).toBe(0);
    await context.close();
  });
});
