// Proves, in a real browser against the real server and its simulated feed, that home shows prices
// that tick, that a search can be reopened from the history, and that a customer adds products to
// the watchlist from their detail pages and reorders them, and the order survives a reload.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerApp } from '../pages/app';
import { MarketsPage } from '../pages/markets';
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

describe('the Markets tab', () => {
  it('shows live prices: the Bitcoin row changes within 10 seconds', async () => {
    const context = await mobileContext(browser, server.baseUrl);
    const app = new CustomerApp(await context.newPage());
    const markets = new MarketsPage(app.page);
    await app.open('/');
    // Crypto trades around the clock, so its prices move on any day of the week.
    await markets.openCategory('crypto');
    const before = await markets.priceOf('BTCUSD');
    const after = await markets.waitForPriceChange('BTCUSD', before);
    expect(after).not.toBe(before);
    expect(await app.page.getByTestId('connection-state').getAttribute('data-state')).toBe('live');
    await shot(app.page, 'markets-home-en-light');
    await context.close();
  });

  it('searches by name, opens the result, and reopens it from the search history', async () => {
    const context = await mobileContext(browser, server.baseUrl, 'dark');
    const app = new CustomerApp(await context.newPage());
    const markets = new MarketsPage(app.page);
    await app.open('/');
    await app.page.getByTestId('header-search').click();
    await app.waitForRoute('/pages/index/search');
    await markets.search('Reliance');
    await shot(app.page, 'markets-search-en-dark');
    await markets.open('RELIANCE');
    await app.waitForRoute('/pages/product/india/india_detail');
    expect(app.routePath()).toContain('code=RELIANCE');

    await app.open('/pages/index/search');
    expect(await markets.historyTerms()).toEqual(['Reliance']);
    await app.page.getByTestId('search-history-item').first().click();
    await app.page.getByTestId('search-results').waitFor();
    await markets.open('RELIANCE');
    await app.waitForRoute('/pages/product/india/india_detail');
    await context.close();
  });

  it('a new customer stars two products, finds them on the watchlist, and reorders them', async () => {
    const phone = `8${String(Date.now()).slice(-9)}`;
    const context = await mobileContext(browser, server.baseUrl);
    const app = new CustomerApp(await context.newPage());
    const markets = new MarketsPage(app.page);
    await app.register(phone, 'secret-pass-1', () => smsCodeFromLog(server, phone));
    await app.page.waitForFunction(() => !window.location.hash.includes('/pages/login/register'), null, {
      timeout: 20_000,
    });

    for (const code of ['BTCUSD', 'ETHUSD']) {
      // The star ignores taps until the page knows whether the product is already on the list.
      const known = app.page.waitForResponse((r) => r.url().endsWith('/collect/detail'));
      await app.open(`/pages/market/preview/stock_detail?code=${code}`);
      await known;
      const star = app.page.getByTestId('watch-star');
      await app.page.locator('[data-testid="watch-star"][data-collected="false"]:not([disabled])').waitFor();
      await star.click();
      await app.page.locator('[data-testid="watch-star"][data-collected="true"]').waitFor();
    }

    await app.open('/');
    await markets.openWatchlist();
    const saved = await markets.watchlistCodes();
    expect([...saved].sort()).toEqual(['BTCUSD', 'ETHUSD']);

    await app.page.getByTestId('watchlist-reorder').click();
    await app.page.getByTestId('watchlist-item-down').first().click();
    await app.page.waitForFunction(
      (first) =>
        document
          .querySelector('[data-testid="watchlist-items"] [data-testid="quote-row"]')
          ?.getAttribute('data-code') !== first,
      saved[0],
    );
    const reordered = await markets.watchlistCodes();
    expect(reordered).toEqual([...saved].reverse());
    await shot(app.page, 'markets-watchlist-en-light');

    await app.page.reload();
    await markets.openWatchlist();
    await app.page.getByTestId('watchlist-items').waitFor();
    expect(await markets.watchlistCodes()).toEqual(reordered);
    await context.close();
  });
});
