// Proves, in a real browser against the real server, that a product detail page reads its market
// depth: five levels each side, the best bid and ask equal to the quote the page shows, sizes and
// cumulative bars growing level by level (DP1); that the page holds the depth topic only while the
// card is on screen and gets no depth bytes once it leaves (DP6); that the order sheet estimates a
// market order past the best level from the depth and says so (DP4); and it looks right at 375 px in
// English and Hindi, light and dark.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerApp } from '../pages/app';
import { ProductDetailPage } from '../pages/product-detail';
import { TradePage } from '../pages/trade';
import { axeScan } from '../support/axe';
import { launchBrowser, MOBILE_VIEWPORT, mobileContext, shot } from '../support/browser';
import { type RunningServer, smsCodeFromLog, startServer } from '../support/server';
import { SocketFrames } from '../support/socket-frames';

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

/** Digits and the decimal point of a shown amount: the header and the card group digits alike. */
const digits = (text: string) => text.replace(/[^\d.]/g, '');

/** Scrolls the depth card into view and waits for its five rows. */
async function showDepth(page: Page): Promise<void> {
  await page.getByTestId('depth-slot').scrollIntoViewIfNeeded();
  await page.waitForSelector('[data-testid="depth-table"] [data-testid="depth-row"]:nth-child(5)', {
    timeout: 30_000,
  });
  await page.getByTestId('depth-card').scrollIntoViewIfNeeded();
}

/** Waits until the card's best bid and ask read the same as the quote in the page's header. */
async function bestLevelsEqualTheQuote(page: Page): Promise<{ bid: string; ask: string }> {
  const handle = await page.waitForFunction(
    () => {
      const text = (selector: string) => document.querySelector(selector)?.textContent?.replace(/[^\d.]/g, '') ?? '';
      const bid = text('[data-testid="detail-bid"]');
      const ask = text('[data-testid="detail-ask"]');
      const bestBid = text('[data-testid="depth-bid-price"]');
      const bestAsk = text('[data-testid="depth-ask-price"]');
      return bid !== '' && bid === bestBid && ask === bestAsk ? { bid, ask } : null;
    },
    null,
    { timeout: 20_000 },
  );
  return (await handle.jsonValue()) as { bid: string; ask: string };
}

describe('market depth on the detail page', () => {
  it('DP1, DP6: five levels each side, best bid and ask the quote shown, live only while on screen', async () => {
    const context = await mobileContext(browser, server.baseUrl);
    const page = await context.newPage();
    const frames = await SocketFrames.attach(page);
    const detail = new ProductDetailPage(page);
    await detail.open('BTCUSD');
    await detail.waitForChart();
    await showDepth(page);

    const rows = page.getByTestId('depth-row');
    expect(await rows.count()).toBe(5);
    const best = await bestLevelsEqualTheQuote(page);
    expect(Number(best.ask)).toBeGreaterThan(Number(best.bid));

    const read = async (side: 'bid' | 'ask') => ({
      prices: (await page.getByTestId(`depth-${side}-price`).allInnerTexts()).map((t) => Number(digits(t))),
      sizes: (await page.getByTestId(`depth-${side}-size`).allInnerTexts()).map(Number),
      cumulative: await page
        .getByTestId(`depth-${side}`)
        .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-cumulative')))),
    });
    const bids = await read('bid');
    const asks = await read('ask');
    for (const side of [bids, asks]) {
      expect(side.prices).toHaveLength(5);
      expect(side.sizes.every((s) => Number.isInteger(s) && s > 0)).toBe(true);
      for (let i = 1; i < 5; i++) expect(side.cumulative[i]).toBeGreaterThan(side.cumulative[i - 1] ?? 0);
    }
    for (let i = 1; i < 5; i++) {
      expect(bids.prices[i]).toBeLessThan(bids.prices[i - 1] ?? 0);
      expect(asks.prices[i]).toBeGreaterThan(asks.prices[i - 1] ?? 0);
    }
    expect(frames.topics().has('depth_BTCUSD')).toBe(true);
    // The book moves with the quote: a later frame arrives while the card is on screen.
    const since = Date.now();
    await expect.poll(() => frames.bytesSince(since, ['depth_BTCUSD']), { timeout: 20_000 }).toBeGreaterThan(0);
    await shot(page, 'market-depth-en-light');

    // Off screen, the page lets the topic go and gets no more depth bytes.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId('detail-header').scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      const slot = document.querySelector('[data-testid="depth-slot"]') as HTMLElement | null;
      // The card may fit under a tall header on a long screen: push it below the fold to leave it.
      if (slot) slot.style.marginTop = '3000px';
    });
    await expect.poll(() => frames.topics().has('depth_BTCUSD'), { timeout: 10_000 }).toBe(false);
    await page.waitForTimeout(500);
    const after = Date.now();
    await page.waitForTimeout(3_000);
    expect(frames.bytesSince(after, ['depth_BTCUSD'])).toBe(0);
    await context.close();
  });

  it('DP4: the order sheet estimates a market order past the best level from the depth, and says so', async () => {
    const context = await mobileContext(browser, server.baseUrl);
    const page = await context.newPage();
    const app = new CustomerApp(page);
    const trade = new TradePage(page);
    const phone = `7${String(Date.now()).slice(-9)}`;
    await app.register(phone, 'secret-pass-1', () => smsCodeFromLog(server, phone));
    await page.waitForFunction(() => !window.location.hash.includes('/pages/login/register'), null, {
      timeout: 20_000,
    });
    await app.open('/');
    await trade.useAccount('virtual');
    await new ProductDetailPage(page).open('BTCUSD');
    await trade.openPanel('buy');
    await trade.typeHands('1');
    await page.waitForSelector('[data-testid="est-total"]');
    expect(await page.getByTestId('est-depth-walked').count()).toBe(0);
    // More lots than any best level holds (at most 500, SPEC DP2): the sheet walks the book.
    await trade.typeHands('2000');
    const note = page.getByTestId('est-depth-walked');
    await note.waitFor({ timeout: 20_000 });
    expect(await note.innerText()).toContain('2000 lots');
    await shot(page, 'market-depth-order-sheet-walked');
    await context.close();
  });

  it('looks right at 375 px in English and Hindi, light and dark, with nothing for axe to find', async () => {
    for (const locale of ['en', 'hi'] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        // As lookContext, and with the page's CSP bypassed so axe-core can be injected (as accessibility-axe does).
        const context = await browser.newContext({
          baseURL: server.baseUrl,
          viewport: MOBILE_VIEWPORT,
          deviceScaleFactor: 2,
          colorScheme: scheme,
          isMobile: true,
          hasTouch: true,
          bypassCSP: true,
        });
        await context.addInitScript({
          content: `localStorage.setItem('locale', ${JSON.stringify(locale)});
            localStorage.setItem('displayMode', ${JSON.stringify(scheme)});`,
        });
        const page = await context.newPage();
        const detail = new ProductDetailPage(page);
        await detail.open('BTCUSD');
        await showDepth(page);
        await bestLevelsEqualTheQuote(page);
        // The whole card, clear of the trade bar fixed at the bottom.
        await page.evaluate(() =>
          document.querySelector('[data-testid="depth-card"] .depth-card__note')?.scrollIntoView({ block: 'center' }),
        );
        const title = await page.locator('#depth-card-title').innerText();
        expect(title).toBe(locale === 'hi' ? 'मार्केट डेप्थ' : 'Market depth');
        await shot(page, `market-depth-${locale}-${scheme}`);
        // The page-wide audit (accessibility-axe) never scrolls down to the card: it is checked here.
        const violations = await axeScan(page);
        expect(violations.map((v) => `${v.id} at ${v.targets.slice(0, 3).join(' | ')}`)).toEqual([]);
        await context.close();
      }
    }
  });
});
