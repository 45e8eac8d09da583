// Proves, in Chromium at 375 × 812 against the real server, that the app's socket holds the quote
// topics of what is on screen and nothing else (issue 43, QS1–QS3), read from the DevTools protocol's socket
// frames: the markets list holds its visible rows' `quote_{code}` topics and the set follows a
// scroll; a detail page holds its product's quote and kline topics only; a hidden tab holds no quote
// or kline topic and receives no quote bytes, and takes them back when visible; `front` never.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerApp } from '../pages/app';
import { MarketsPage } from '../pages/markets';
import { launchBrowser, mobileContext, shot } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';
import { SocketFrames, setPageHidden, visibleRowCodes } from '../support/socket-frames';

/** NSE's list is longer than a screen; the market clock is set inside its session so its rows tick. */
const CATEGORY = 'nse';
/** A Thursday at 10:30 in Mumbai (also Seoul's, Hong Kong's and Tokyo's afternoon sessions). */
const INDIA_MORNING = '2026-11-19T05:00:00Z';
const QUOTE_CHANNELS = ['quotes', 'front'];

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ MARKET_CLOCK_START: INDIA_MORNING });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function rowCodes(markets: MarketsPage): Promise<string[]> {
  return markets.page
    .locator('[data-testid="quote-list"] [data-testid="quote-row"]')
    .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.code ?? ''));
}

/** Waits until the held quote codes are the visible rows' codes; answers both for the assertions. */
async function heldMatchesVisible(frames: SocketFrames, markets: MarketsPage) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    await frames.settled();
    const visible = await visibleRowCodes(markets.page);
    const held = frames.quoteCodes();
    if (JSON.stringify(visible) === JSON.stringify(held) || Date.now() > deadline) return { visible, held };
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('quote subscriptions follow the screen', () => {
  it('holds the visible rows, follows a scroll, releases all while hidden, and a detail page holds its own', async () => {
    const context = await mobileContext(browser, server.baseUrl);
    const page = await context.newPage();
    const frames = await SocketFrames.attach(page);
    const app = new CustomerApp(page);
    const markets = new MarketsPage(page);
    await app.open('/');
    await markets.openCategory(CATEGORY);
    const rows = page.locator('[data-testid="quote-list"] [data-testid="quote-row"]');
    await rows.first().waitFor();
    // Two more pages, so the list is longer than the screen; then back to the top.
    for (const pages of [2, 3]) {
      await page.locator('[data-testid="load-more"][data-state="more"] button').click();
      await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThan((pages - 1) * 10);
    }
    await page.evaluate('window.scrollTo(0, 0)');

    // The list: exactly the rows one can see, not the category, let alone every product.
    const all = await rowCodes(markets);
    const top = await heldMatchesVisible(frames, markets);
    expect(top.visible.length).toBeGreaterThan(0);
    expect(top.held).toEqual(top.visible);
    expect(top.held.length).toBeLessThan(all.length);
    // And the rows tick from those topics.
    const t0 = Date.now();
    await expect.poll(() => frames.bytesSince(t0, ['quotes']), { timeout: 15_000 }).toBeGreaterThan(0);

    // A scroll swaps the set: rows that left the screen are let go, the ones that came are held.
    await page.evaluate('window.scrollBy(0, 600)');
    const scrolled = await heldMatchesVisible(frames, markets);
    expect(scrolled.held).toEqual(scrolled.visible);
    expect(scrolled.held).not.toEqual(top.held);
    expect(top.held.some((code) => !scrolled.held.includes(code))).toBe(true);
    await shot(page, 'quote-subscriptions-list-en-light');

    // A hidden tab: no quote topic on the wire, and no quote byte for the whole wait.
    await setPageHidden(page, true);
    await expect.poll(() => [...frames.topics()], { timeout: 5_000 }).toEqual([]);
    // Frames already on their way when the unsubscribe left are not the hidden tab's cost.
    await new Promise((r) => setTimeout(r, 500));
    const hiddenFrom = Date.now();
    await new Promise((r) => setTimeout(r, 5_000));
    expect(frames.bytesSince(hiddenFrom, QUOTE_CHANNELS)).toBe(0);

    // Visible again: the rows on screen are held again and tick.
    await setPageHidden(page, false);
    const back = await heldMatchesVisible(frames, markets);
    expect(back.held).toEqual(back.visible);
    const t1 = Date.now();
    await expect.poll(() => frames.bytesSince(t1, ['quotes']), { timeout: 15_000 }).toBeGreaterThan(0);

    // A detail page: its product's quote and its chart's kline topic, nothing from the list.
    const code = back.visible[0] ?? '';
    await markets.open(code);
    await page.getByTestId('product-detail').waitFor();
    await expect
      .poll(
        async () => {
          await frames.settled();
          return frames.quoteCodes();
        },
        { timeout: 10_000 },
      )
      .toEqual([code]);
    const detailTopics = [...frames.topics()].sort();
    expect(detailTopics).toHaveLength(2);
    expect(detailTopics[0]?.startsWith(`market_kline_${code}_`)).toBe(true);
    expect(detailTopics[1]).toBe(`quote_${code}`);

    // Hidden on the detail page: the kline topic goes too.
    await setPageHidden(page, true);
    await expect.poll(() => [...frames.topics()], { timeout: 5_000 }).toEqual([]);
    await setPageHidden(page, false);
    await expect.poll(() => [...frames.topics()].sort(), { timeout: 5_000 }).toEqual(detailTopics);

    expect(frames.everSubscribed.has('front')).toBe(false);
    expect([...frames.everSubscribed].some((t) => t.startsWith('quote_'))).toBe(true);
    await context.close();
  });
});
