// Proves LV1 in a real browser against the real server: the ticket opens at 1× on a stock (Samsung), a
// crypto (ETH) and a forex pair (EURUSD); choosing 5× says "leveraged position" with the margin, the
// forced-cover price and a risk note; the ticket reopens at 5× for that product only; and a position
// opened at 5× says "leveraged position" on its row. English light and Hindi dark. Seoul trades
// 00:00–06:30 UTC, so the market clock starts inside that session (as in the Samsung scenario).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerApp } from '../pages/app';
import { ProductDetailPage } from '../pages/product-detail';
import { TradePage } from '../pages/trade';
import { launchBrowser, lookContext, shot } from '../support/browser';
import { type RunningServer, smsCodeFromLog, startServer } from '../support/server';

/** Thursday 19 November 2026, 10:30 in Seoul: the KRX, forex and crypto all trade. */
const SEOUL_MORNING = '2026-11-19T01:30:00Z';
const KOREA_DETAIL = '/pages/product/korea/stock_detail';
const PRODUCTS = [
  { code: '005930', route: KOREA_DETAIL },
  { code: 'ETHUSD', route: undefined },
  { code: 'EURUSD', route: undefined },
] as const;

let server: RunningServer;
let browser: Browser;
let clockOffsetMs = 0;
const phone = `7${String(Date.now()).slice(-9)}`;
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

async function context(locale: 'en' | 'hi', scheme: 'light' | 'dark'): Promise<BrowserContext> {
  return lookContext(browser, server.baseUrl, { locale, scheme, clockOffsetMs });
}

/**
 * Opens a product's detail page from the home page: the detail page keeps its sheet open when only the
 * code changes, so each product starts from a page without one.
 */
async function openProduct(page: Page, detail: ProductDetailPage, code: string, route?: string): Promise<void> {
  await new CustomerApp(page).open('/');
  // The router listens for hash changes once home has drawn; a hash set before that is missed.
  await page.getByTestId('home-page').waitFor();
  await detail.open(code, route);
}

async function pressedLever(page: Page): Promise<string | null> {
  return page.locator('[data-testid^="trade-lever-"][aria-pressed="true"]').getAttribute('data-testid');
}

describe('LV1: leverage is the customer’s explicit choice', () => {
  let ctx: BrowserContext;
  let page: Page;
  let detail: ProductDetailPage;
  let trade: TradePage;

  beforeAll(async () => {
    ctx = await context('en', 'light');
    page = await ctx.newPage();
    const app = new CustomerApp(page);
    detail = new ProductDetailPage(page);
    trade = new TradePage(page);
    await app.register(phone, password, () => smsCodeFromLog(server, phone));
    await page.waitForFunction(() => !window.location.hash.includes('/pages/login/register'), null, {
      timeout: 20_000,
    });
    await app.open('/');
    await trade.useAccount('virtual');
  });

  afterAll(async () => {
    await ctx?.close();
  });

  it('LV1: the ticket opens at 1× on a stock, a crypto and a forex product, with no leveraged note', async () => {
    for (const { code, route } of PRODUCTS) {
      await openProduct(page, detail, code, route);
      await trade.openPanel('buy');
      expect(await pressedLever(page), code).toBe('trade-lever-1');
      expect(await page.getByTestId('trade-leveraged').count(), code).toBe(0);
      await shot(page, `leverage-opens-1x-${code}-en-light`);
    }
  });

  it('LV1: choosing 5× on ETH says leveraged position, with the margin, forced-cover price and risk', async () => {
    await openProduct(page, detail, 'ETHUSD');
    await trade.openPanel('buy');
    await page.getByTestId('trade-lever-5').click();
    const note = page.getByTestId('trade-leveraged');
    await note.waitFor();
    expect(await note.locator('strong').innerText()).toBe('Leveraged position');
    expect(await page.getByTestId('lever-margin').innerText()).toMatch(/^₹[\d,]+\.\d{2}$/);
    // Both read at one instant: read one after the other, a quote's re-render could fall between them.
    const [leverMargin, estMargin] = await page.evaluate(() =>
      ['lever-margin', 'est-margin'].map(
        (id) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)?.innerText,
      ),
    );
    expect(leverMargin).toBe(estMargin);
    expect(await page.getByTestId('lever-force-cover').innerText()).toMatch(/^\$[\d,]+\.\d{2}$/);
    expect(await page.getByTestId('lever-risk').innerText()).toBe(
      'At 5×, a 20% price move against you loses the whole margin.',
    );
    await note.scrollIntoViewIfNeeded();
    await shot(page, 'leverage-5x-eth-ticket-en-light');
  });

  it('LV1: reopening the ETH ticket remembers 5×, while Samsung still opens at 1×', async () => {
    await page.reload();
    // The reloaded app listens for hash changes only once it has drawn: wait for the page it reloaded.
    await page.getByTestId('detail-price').waitFor();
    await openProduct(page, detail, 'ETHUSD');
    await trade.openPanel('buy');
    await shot(page, 'leverage-5x-eth-reopened-en-light');
    expect(await pressedLever(page)).toBe('trade-lever-5');
    expect(await page.getByTestId('trade-leveraged').count()).toBe(1);
    await openProduct(page, detail, '005930', KOREA_DETAIL);
    await trade.openPanel('buy');
    expect(await pressedLever(page)).toBe('trade-lever-1');
  });

  it('LV1: a position opened at 5× says leveraged position on its row', async () => {
    await openProduct(page, detail, 'ETHUSD');
    await trade.openPanel('buy');
    expect(await pressedLever(page)).toBe('trade-lever-5');
    await trade.review();
    expect(await page.getByTestId('trade-leveraged').count()).toBe(1);
    await shot(page, 'leverage-5x-eth-confirm-en-light');
    await trade.confirm();
    const row = trade.position('ETHUSD');
    await row.waitFor({ timeout: 20_000 });
    expect(await row.getByTestId('position-leveraged').innerText()).toBe('Leveraged position · 5×');
    await shot(page, 'leverage-5x-eth-position-en-light');
  });

  it('LV3, LV4: the ticket refuses a stop beyond forced cover, shows no figures for invalid lots, and prices the trailing distance', async () => {
    await openProduct(page, detail, 'ETHUSD');
    await trade.openPanel('buy');
    await page.getByTestId('trade-stop-loss').fill('100.00');
    const problem = page.getByTestId('trade-problem');
    await problem.waitFor();
    expect(await problem.innerText()).toMatch(
      /^The stop loss is beyond the forced-cover price \$[\d,]+\.\d{2}: the position would be closed there first\./,
    );
    expect(await page.getByTestId('trade-review').isDisabled()).toBe(true);
    await shot(page, 'leverage-stop-beyond-force-cover-en-light');
    await page.getByTestId('trade-stop-loss').fill('');
    await trade.typeHands('');
    expect(await page.getByTestId('est-margin').count()).toBe(0);
    expect(await page.getByTestId('est-total').innerText()).toBe('--');
    expect(await page.getByTestId('est-force-cover').innerText()).toBe('--');
    expect(await page.getByTestId('lever-margin').innerText()).toBe('--');
    await trade.typeHands('1');
    await page.getByTestId('trade-trailing-toggle').click();
    await page.getByTestId('trade-trailing-distance').fill('3');
    expect(await page.getByTestId('trade-trailing-by').innerText()).toBe('$3.00 behind the price');
    expect(await page.getByTestId('trade-trailing-currency').innerText()).toBe('USD');
    await page.getByTestId('trade-trailing-distance').scrollIntoViewIfNeeded();
    await shot(page, 'leverage-trailing-distance-en-light');
  });
});

describe('LV1 in Hindi and dark mode', () => {
  it('LV1: the 5× note and the leveraged position row read in Hindi', async () => {
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
    const row = trade.position('ETHUSD');
    await row.waitFor({ timeout: 20_000 });
    expect(await row.getByTestId('position-leveraged').innerText()).toBe('लीवरेज वाली पोज़ीशन · 5×');
    await shot(page, 'leverage-5x-eth-position-hi-dark');

    await openProduct(page, new ProductDetailPage(page), 'ETHUSD');
    await trade.openPanel('buy');
    // The lever memory is the device's: this fresh context opens at 1×, and 5× is chosen again here.
    expect(await pressedLever(page)).toBe('trade-lever-1');
    await page.getByTestId('trade-lever-5').click();
    expect(await page.getByTestId('lever-risk').innerText()).toBe(
      '5× पर भाव के आपके ख़िलाफ़ 20% चलते ही पूरा मार्जिन चला जाता है।',
    );
    await page.getByTestId('trade-leveraged').scrollIntoViewIfNeeded();
    await shot(page, 'leverage-5x-eth-ticket-hi-dark');
    await ctx.close();
  });
});
