// Proves AMO1–AMO4 in a real browser: on a Sunday the NSE is shut, so Reliance's order sheet says the
// market is closed and when the limit order will queue for (Monday 09:15 India time), offers only the
// limit order, and the order placed shows in the pending orders as "After-market · queued for the open",
// in English and in Hindi; once the market clock reaches the open the engine releases it (AMO3).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerApp } from '../pages/app';
import { ProductDetailPage } from '../pages/product-detail';
import { TradePage } from '../pages/trade';
import { launchBrowser, lookContext, shot } from '../support/browser';
import { advanceClock, type RunningServer, smsCodeFromLog, startServer } from '../support/server';

/** Sunday 22 November 2026, 11:30 in India: the NSE is shut until Monday 09:15. */
const SUNDAY_IN_INDIA = '2026-11-22T06:00:00Z';
/** Monday 23 November 2026, 09:15 in India (03:45 UTC): the NSE opens. */
const MONDAY_NSE_OPEN_MS = Date.UTC(2026, 10, 23, 3, 45);
const INDIA_DETAIL = '/pages/product/india/india_detail';

let server: RunningServer;
let browser: Browser;
let clockOffsetMs = 0;
const pages: Page[] = [];

beforeAll(async () => {
  const startedAt = Date.now();
  server = await startServer({ MARKET_CLOCK_START: SUNDAY_IN_INDIA, MARKET_CLOCK_CONTROL: 'on' });
  clockOffsetMs = Date.parse(SUNDAY_IN_INDIA) - startedAt;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function context(locale: 'en' | 'hi', scheme: 'light' | 'dark'): Promise<BrowserContext> {
  return lookContext(browser, server.baseUrl, { locale, scheme, clockOffsetMs });
}

/** Registers a new customer in a fresh context and opens Reliance's order sheet on the demo account. */
async function openShutSheet(locale: 'en' | 'hi', scheme: 'light' | 'dark'): Promise<{ page: Page; trade: TradePage }> {
  const page = await (await context(locale, scheme)).newPage();
  pages.push(page);
  const app = new CustomerApp(page);
  const trade = new TradePage(page);
  const phone = `${locale === 'en' ? 7 : 9}${String(Date.now()).slice(-9)}`;
  await app.register(phone, 'secret-pass-1', () => smsCodeFromLog(server, phone));
  await page.waitForFunction(() => !window.location.hash.includes('/pages/login/register'), null, {
    timeout: 20_000,
  });
  await app.open('/');
  await trade.useAccount('virtual');
  await new ProductDetailPage(page).open('RELIANCE', INDIA_DETAIL);
  await page.locator('[data-testid="market-state"][data-open="false"]').waitFor({ timeout: 20_000 });
  await trade.openPanel('buy');
  return { page, trade };
}

/** Places the sheet's limit order, sees its toast, and waits for it in the pending orders. */
async function placeQueued(page: Page, trade: TradePage, toast: string): Promise<void> {
  await trade.useHighestLever();
  await page.waitForFunction(
    () => !document.querySelector<HTMLButtonElement>('[data-testid="trade-review"]')?.disabled,
    null,
    { timeout: 20_000 },
  );
  await trade.review();
  await page.getByTestId('trade-summary-after-market').waitFor();
  await trade.confirm();
  await page.locator('.adm-toast-main', { hasText: toast }).waitFor({ timeout: 15_000 });
  await page.locator('[data-testid="pending-row"][data-status="QUEUED"]').waitFor({ timeout: 20_000 });
  await page.locator('.adm-toast-main').waitFor({ state: 'detached', timeout: 15_000 });
}

/**
 * The pending orders in the other colour scheme, for people to look at: a context of that scheme with
 * the customer's stored session (the look's own keys left as the context sets them).
 */
async function shotInScheme(page: Page, locale: 'en' | 'hi', scheme: 'light' | 'dark', name: string): Promise<void> {
  const stored = (await page.context().storageState()).origins.flatMap((o) => o.localStorage);
  const session = stored.filter((item) => item.name !== 'locale' && item.name !== 'displayMode');
  const ctx = await context(locale, scheme);
  await ctx.addInitScript({
    content: session
      .map((item) => `localStorage.setItem(${JSON.stringify(item.name)}, ${JSON.stringify(item.value)});`)
      .join('\n'),
  });
  const other = await ctx.newPage();
  await new CustomerApp(other).open('/pages/position/position?tab=pending');
  await other.locator('[data-testid="pending-row"][data-status="QUEUED"]').waitFor({ timeout: 20_000 });
  await shot(other, name);
  await ctx.close();
}

describe('AMO: a limit order on a shut market queues for the open', () => {
  it('AMO4, AMO1: the English sheet names the open, offers only a limit order, and the order is queued', async () => {
    const { page, trade } = await openShutSheet('en', 'light');
    const notice = page.getByTestId('trade-market-closed');
    expect(await notice.getAttribute('data-after-market')).toBe('true');
    expect(await notice.innerText()).toBe(
      'Market closed · your limit order will queue for the open at 23 Nov 09:15 IST',
    );
    expect(await page.getByTestId('trade-type-market').isDisabled()).toBe(true);
    expect(await page.getByTestId('trade-type-limit').getAttribute('aria-pressed')).toBe('true');
    await shot(page, 'after-market-sheet-en-light');
    await placeQueued(page, trade, 'After-market order placed; it queues for the open');
    const row = page.locator('[data-testid="pending-row"][data-status="QUEUED"]').first();
    expect(await row.getByTestId('order-status').innerText()).toBe('After-market · queued for the open');
    // Cancel and edit are offered as on any pending order (AMO2).
    expect(await row.getByTestId('pending-cancel').isEnabled()).toBe(true);
    expect(await row.getByTestId('pending-edit').isEnabled()).toBe(true);
    await shot(page, 'after-market-pending-en-light');
    await shotInScheme(page, 'en', 'dark', 'after-market-pending-en-dark');
  });

  it('AMO4, AMO1: the same in Hindi, in the dark scheme', async () => {
    const { page, trade } = await openShutSheet('hi', 'dark');
    const notice = await page.getByTestId('trade-market-closed').innerText();
    expect(notice).toMatch(/^बाज़ार बंद है · आपका लिमिट ऑर्डर 23 .+ 09:15 \(भारतीय समय\) पर बाज़ार खुलने के लिए कतार में रहेगा$/);
    expect(await page.getByTestId('trade-type-market').isDisabled()).toBe(true);
    await shot(page, 'after-market-sheet-hi-dark');
    await placeQueued(page, trade, 'आफ़्टर-मार्केट ऑर्डर लग गया; बाज़ार खुलने तक कतार में रहेगा');
    const row = page.locator('[data-testid="pending-row"][data-status="QUEUED"]').first();
    expect(await row.getByTestId('order-status').innerText()).toBe('आफ़्टर-मार्केट · बाज़ार खुलने की कतार में');
    await shot(page, 'after-market-pending-hi-dark');
    await shotInScheme(page, 'hi', 'light', 'after-market-pending-hi-light');
  });

  it('AMO3: at the open the engine releases the queued orders: no row stays queued', async () => {
    const nowMs = await advanceClock(server, 60_000);
    await advanceClock(server, MONDAY_NSE_OPEN_MS - nowMs + 1_000);
    for (const page of pages) {
      // Released, each is a pending limit order, or already filled on the open's quotes (O4).
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="pending-list"]') !== null &&
          document.querySelector('[data-testid="pending-row"][data-status="QUEUED"]') === null,
        null,
        { timeout: 20_000 },
      );
    }
  });
});
