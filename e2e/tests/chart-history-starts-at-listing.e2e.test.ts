// Proves, in a real browser against the real server, that the product detail chart at the yearly and monthly periods starts at the instrument's listing (Ether on 30 July 2015, Reliance on NSE's first day) and its price axis never goes below zero (K11), in English and Hindi, light and dark.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductDetailPage } from '../pages/product-detail';
import { launchBrowser, mobileContext, shot } from '../support/browser';
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

/** Epoch ms of each listing's trading-day start: UTC midnight for crypto, Kolkata midnight for NSE. */
const LISTED_MS: Readonly<Record<string, number>> = {
  ETHUSD: Date.UTC(2015, 6, 30),
  RELIANCE: Date.UTC(1995, 10, 2, 18, 30),
};

/** The chart's first candle (epoch ms) and the price at its bottom edge, once the scale has fitted. */
async function chartFacts(page: Page): Promise<{ firstMs: number; axisBottom: number }> {
  const el = await page.waitForSelector('[data-testid="chart-canvas"][data-axis-bottom]:not([data-axis-bottom=""])', {
    timeout: 20_000,
  });
  return {
    firstMs: Number(await el.getAttribute('data-first-time')),
    axisBottom: Number(await el.getAttribute('data-axis-bottom')),
  };
}

async function useSettings(page: Page, locale: 'en' | 'hi', scheme: 'light' | 'dark'): Promise<void> {
  await page.goto('/');
  // The router listens for hash changes once home has drawn; a hash set before that is missed.
  await page.getByTestId('home-page').waitFor();
  await page.evaluate(
    ([l, s]) => {
      localStorage.setItem('locale', l);
      localStorage.setItem('displayMode', s);
    },
    [locale, scheme] as const,
  );
}

describe('K11: yearly and monthly charts start at the listing, above zero', () => {
  for (const code of ['ETHUSD', 'RELIANCE']) {
    it(`K11: ${code} at year and month: first candle on the listing day, axis bottom at or above zero`, async () => {
      const context = await mobileContext(browser, server.baseUrl);
      const detail = new ProductDetailPage(await context.newPage());
      await detail.open(code);
      await detail.waitForChart();
      for (const period of ['year', 'month']) {
        await detail.selectPeriod(period);
        const facts = await chartFacts(detail.page);
        expect(facts.firstMs, `${code} ${period}`).toBe(LISTED_MS[code]);
        expect(facts.axisBottom, `${code} ${period}`).toBeGreaterThanOrEqual(0);
        expect(await detail.barCount()).toBeGreaterThan(period === 'year' ? 10 : 100);
      }
      await context.close();
    });
  }

  for (const [locale, scheme] of [
    ['en', 'light'],
    ['en', 'dark'],
    ['hi', 'light'],
    ['hi', 'dark'],
  ] as const) {
    it(`K11: the yearly ETHUSD chart reads plausibly, ${locale} ${scheme}`, async () => {
      const context = await mobileContext(browser, server.baseUrl, scheme);
      const page = await context.newPage();
      await useSettings(page, locale, scheme);
      const detail = new ProductDetailPage(page);
      await detail.open('ETHUSD');
      // The app reads the language and the theme at start; a hash change alone does not restart it.
      await page.reload();
      await page.waitForFunction((l) => document.documentElement.lang === l, locale);
      await detail.waitForChart();
      await detail.selectPeriod('year');
      const facts = await chartFacts(page);
      expect(facts.axisBottom).toBeGreaterThanOrEqual(0);
      await shot(page, `chart-year-ethusd-${locale}-${scheme}`);
      await detail.selectPeriod('month');
      expect((await chartFacts(page)).axisBottom).toBeGreaterThanOrEqual(0);
      await shot(page, `chart-month-ethusd-${locale}-${scheme}`);
      await context.close();
    });
  }
});
