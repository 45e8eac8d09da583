// Proves, in a real browser against the real server, the order sheet's brakes (docs/SPEC.md BR8,
// BR12, BR15, BR17, BR18): the server refuses a leveraged order before the risk disclosure; the sheet
// shows the disclosure before a first 5× order, then the nudges of a limit far from the market on a
// market that opens within 5 minutes, and goes on past them with one tap each to a queued order; the
// Brakes screen then shows the disclosure accepted and sets a 2× cap that the sheet's lever chips obey;
// and the nudges read in Hindi. Monday 23 November 2026, 09:11 India time: the NSE opens at 09:15.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerApp } from '../pages/app';
import { ProductDetailPage } from '../pages/product-detail';
import { TradePage } from '../pages/trade';
import { launchBrowser, lookContext, shot } from '../support/browser';
import { customerCall, registerByApi, signInThroughApp } from '../support/customer-api';
import { advanceClock, type RunningServer, startServer } from '../support/server';

/** Sunday 22 November 2026, 11:30 in India: the server starts here, and the clock moves on when asked. */
const SUNDAY_IN_INDIA = '2026-11-22T06:00:00Z';
/** Monday 23 November 2026, 09:11 India time: four minutes before the NSE opens. */
const MONDAY_BEFORE_OPEN_MS = Date.UTC(2026, 10, 23, 3, 41);
const INDIA_DETAIL = '/pages/product/india/india_detail';

let server: RunningServer;
let browser: Browser;
let clockOffsetMs = 0;
let token = '';
const phone = `8${String(Date.now()).slice(-9)}`;
const password = 'secret-pass-3';

beforeAll(async () => {
  server = await startServer({ MARKET_CLOCK_START: SUNDAY_IN_INDIA, MARKET_CLOCK_CONTROL: 'on' });
  browser = await launchBrowser();
  token = await registerByApi(server, phone, password);
  // The clock jumps to four minutes before the open only now, so the slow part of the set-up is behind it.
  const serverNowMs = await advanceClock(server, 1);
  const movedMs = await advanceClock(server, MONDAY_BEFORE_OPEN_MS - serverNowMs);
  clockOffsetMs = movedMs - Date.now();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function context(locale: 'en' | 'hi', scheme: 'light' | 'dark'): Promise<BrowserContext> {
  return lookContext(browser, server.baseUrl, { locale, scheme, clockOffsetMs });
}

/** Signs in, picks the demo account and opens Reliance's buy sheet (the NSE is shut: a limit order). */
async function openRelianceSheet(page: Page): Promise<TradePage> {
  const trade = new TradePage(page);
  await signInThroughApp(page, phone, password);
  await new CustomerApp(page).open('/');
  await page.getByTestId('home-page').waitFor();
  await trade.useAccount('virtual');
  await new ProductDetailPage(page).open('RELIANCE', INDIA_DETAIL);
  await trade.openPanel('buy');
  return trade;
}

/** Types a limit 10 % under the one the sheet opened at, and waits for Review to be offered. */
async function farLimit(page: Page): Promise<void> {
  const field = page.getByTestId('trade-price');
  const opened = Number(await field.inputValue());
  expect(opened).toBeGreaterThan(0);
  await field.fill((opened * 0.9).toFixed(2));
  await page.waitForFunction(
    () => !document.querySelector<HTMLButtonElement>('[data-testid="trade-review"]')?.disabled,
    null,
    { timeout: 20_000 },
  );
}

const step = (page: Page, name: string) => page.waitForSelector(`[data-testid="trade-sheet"][data-step="${name}"]`);

describe('the order sheet’s brakes', () => {
  it('BR18: the server refuses a leveraged order before the disclosure, with a clear 600', async () => {
    const order = { code: 'RELIANCE', direction: 'buy', priceType: 'limit', price: '1000.00', hands: 1 };
    await expect(
      customerCall(server, token, 'order/create', {
        ...order,
        lever: 5,
        accountType: 'virtual',
        requestId: 'br18-e2e',
      }),
    ).rejects.toThrow(/order\/create: 600 Leveraged orders need your acceptance of the risk disclosure first/);
  });

  it('BR18, BR12, BR15, BR17: disclosure, then two nudges, each gone past with one tap, to a queued order', async () => {
    const ctx = await context('en', 'light');
    const page = await ctx.newPage();
    const trade = await openRelianceSheet(page);
    await page.getByTestId('trade-lever-5').click();
    await farLimit(page);
    await page.getByTestId('trade-review').click();

    await step(page, 'disclosure');
    expect(await page.getByTestId('trade-disclosure').innerText()).toContain('Risk of leveraged trading');
    await shot(page, 'order-sheet-disclosure-en-light');
    await page.getByTestId('trade-disclosure-accept').click();

    await step(page, 'nudges');
    expect(await page.getByTestId('nudge-limitFar').innerText()).toMatch(
      /^Your limit price is (9|10)\.\d\d% away from the market price\./,
    );
    expect(await page.getByTestId('nudge-marketOpens').innerText()).toMatch(/^The market opens in [1-5] min\./);
    await shot(page, 'order-sheet-nudges-en-light');
    await page.getByTestId('trade-nudges-go-on').click();

    await step(page, 'confirm');
    await trade.confirm();
    await page.locator('[data-testid="pending-row"][data-status="QUEUED"]').waitFor({ timeout: 20_000 });

    // The server holds the acceptance with its version and time.
    const status = await customerCall<{ disclosure: { version: string; acceptedAt: number } | null }>(
      server,
      token,
      'brake/status',
      { accountType: 'virtual' },
    );
    expect(status.disclosure?.version).toBe('2026-12');

    // BR8: the Brakes screen shows the disclosure accepted and sets a 2× cap; the sheet offers no more.
    await new CustomerApp(page).open('/pages/mine/brakes');
    await page.getByTestId('brakes-disclosure-accepted').waitFor();
    expect(await page.getByTestId('brakes-lever-current').innerText()).toBe('No cap (each product’s own)');
    await page.getByTestId('brakes-lever-cap').selectOption('2');
    await page.getByTestId('brakes-lever-save').click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="brakes-lever-current"]')?.textContent === 'Your cap: 2×',
    );
    await shot(page, 'brakes-leverage-cap-en-light');
    await new ProductDetailPage(page).open('RELIANCE', INDIA_DETAIL);
    await trade.openPanel('buy');
    const chips = await page
      .locator('[data-testid^="trade-lever-"]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')));
    expect(chips).toEqual(['trade-lever-1', 'trade-lever-2']);
    await ctx.close();
  });

  it('BR12, BR15: the nudges read in Hindi, and the sheet goes on past them', async () => {
    const ctx = await context('hi', 'dark');
    const page = await ctx.newPage();
    await openRelianceSheet(page);
    await page.getByTestId('trade-lever-2').click();
    await farLimit(page);
    await page.getByTestId('trade-review').click();
    // Accepted once: the disclosure is not shown again.
    await step(page, 'nudges');
    expect(await page.getByTestId('nudge-limitFar').innerText()).toMatch(
      /^आपकी लिमिट कीमत बाज़ार कीमत से (9|10)\.\d\d% दूर है।/,
    );
    expect(await page.getByTestId('nudge-marketOpens').innerText()).toMatch(/^बाज़ार [1-5] मिनट में खुलेगा।/);
    expect(await page.getByTestId('trade-nudges-go-on').innerText()).toBe('मैं समझता/समझती हूँ, आगे बढ़ें');
    await shot(page, 'order-sheet-nudges-hi-dark');
    await page.getByTestId('trade-nudges-go-on').click();
    await step(page, 'confirm');
    await ctx.close();
  });
});
