// Proves, in a real browser against the real server, that a trader turns RSI and MACD on and sees each
// in its own pane under the price, changes the RSI period (checked, then kept after a reload), compares
// RELIANCE with NIFTY 50 and removes the comparison with one tap, and that the chart's screen-reader
// summary reads the last price, the change, the range and the comparison (issue 49); axe-core and the
// tap-target audit find nothing with the panes, the settings form and the compare search open (V3, VT1).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductDetailPage } from '../pages/product-detail';
import { axeScan } from '../support/axe';
import { launchBrowser, lookContext, MOBILE_VIEWPORT, shot } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';
import { smallTapTargets } from '../support/tap-audit';

const INDIA_DETAIL = '/pages/product/india/india_detail';

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

const panes = (page: Page) => page.getByTestId('chart-canvas').getAttribute('data-panes');
const summary = (page: Page) => page.getByTestId('chart-summary').textContent();

async function waitForPanes(page: Page, expected: string): Promise<void> {
  await page.waitForFunction(
    (want) => document.querySelector('[data-testid="chart-canvas"]')?.getAttribute('data-panes') === want,
    expected,
    { timeout: 15_000 },
  );
}

async function addCompare(page: Page, term: string, code: string): Promise<void> {
  await page.getByTestId('compare-open').click();
  await page.getByTestId('compare-search').fill(term);
  await page.locator(`[data-testid="compare-result"][data-code="${code}"]`).click({ timeout: 15_000 });
  await page.waitForSelector(`[data-testid="chart-canvas"][data-compare="${code}"]`, { timeout: 20_000 });
}

describe('indicators and compare on the RELIANCE chart', () => {
  it('CI1-CI4: shows RSI and MACD panes, edits the RSI period, compares with NIFTY 50 and reads the summary', async () => {
    const context = await lookContext(browser, server.baseUrl, { locale: 'en', scheme: 'light' });
    const page = await context.newPage();
    const detail = new ProductDetailPage(page);
    await detail.open('RELIANCE', INDIA_DETAIL);
    await detail.waitForChart('15min');
    expect(await panes(page)).toBe('');
    expect(await page.getByTestId('indicator-vwap').getAttribute('aria-disabled')).toBeNull();
    await detail.selectPeriod('day');

    await page.getByTestId('indicator-rsi').click();
    await page.getByTestId('indicator-macd').click();
    await waitForPanes(page, 'rsi,macd');
    // lightweight-charts draws each pane as its own row of canvases: price, RSI and MACD make three.
    const rows = await page.locator('[data-testid="chart-host"] table tr, [data-testid="chart-host"] canvas').count();
    expect(rows).toBeGreaterThan(3);
    expect(await page.getByTestId('indicator-vwap').getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByTestId('vwap-reason').isVisible()).toBe(true);

    // A period below the bounds is refused with the field named; a good one is applied and kept.
    await page.getByTestId('indicator-settings').click();
    await page.getByTestId('param-rsiLength').fill('1');
    await page.getByTestId('params-apply').click();
    expect(await page.getByTestId('param-rsiLength').getAttribute('aria-invalid')).toBe('true');
    await page.getByTestId('param-rsiLength').fill('9');
    await page.getByTestId('params-apply').click();
    await page.getByTestId('indicator-params').waitFor({ state: 'detached' });
    expect(await page.getByTestId('indicator-rsi').innerText()).toBe('RSI 9');

    await addCompare(page, 'NIFTY', 'NIFTY50');
    const text = (await summary(page)) ?? '';
    expect(text).toMatch(
      /bars in view: last price [\d,.]+, change [+−]?[\d,.]+ \([+−]?\d+\.\d\d%\), low [\d,.]+, high [\d,.]+\./,
    );
    expect(text).toMatch(/NIFTY 50 changed [+−]?\d+\.\d\d% over the same bars\./);
    expect(text).toMatch(/RSI \d+\.\d\./);
    expect(text).toContain('MACD');
    const host = page.getByTestId('chart-host');
    const describedBy = await host.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(text);
    expect(await host.evaluate((el) => el.tagName)).toBe('FIGURE');
    expect(await host.getAttribute('aria-label')).toContain('RELIANCE');
    await shot(page, 'chart-indicators-compare-en-light');

    // The keyboard reaches the chart and scrolls it; the summary follows the bars in view.
    await host.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid="chart-summary"]')?.textContent !== before,
      text,
      {
        timeout: 5_000,
      },
    );

    await page.getByTestId('compare-remove').click();
    await page.waitForSelector('[data-testid="chart-canvas"][data-compare=""]');
    expect(await summary(page)).not.toContain('NIFTY 50');

    // The switches and the period are this customer's on this device: a reload keeps them.
    await page.reload();
    await detail.waitForChart('15min');
    await waitForPanes(page, 'rsi,macd');
    expect(await page.getByTestId('indicator-rsi').innerText()).toBe('RSI 9');
    await context.close();
  });

  for (const look of [
    { locale: 'en', scheme: 'dark' },
    { locale: 'hi', scheme: 'light' },
    { locale: 'hi', scheme: 'dark' },
  ] as const) {
    it(`looks right in ${look.locale}, ${look.scheme} at 375 px with RSI, MACD and a comparison`, async () => {
      const context = await lookContext(browser, server.baseUrl, look);
      const page = await context.newPage();
      const detail = new ProductDetailPage(page);
      await detail.open('RELIANCE', INDIA_DETAIL);
      await detail.selectPeriod('day');
      await page.getByTestId('indicator-rsi').click();
      await page.getByTestId('indicator-macd').click();
      await waitForPanes(page, 'rsi,macd');
      await addCompare(page, 'NIFTY', 'NIFTY50');
      if (look.locale === 'hi') expect(await summary(page)).toMatch(/[\u0900-\u097F]/);
      await page.getByTestId('price-chart').scrollIntoViewIfNeeded();
      await shot(page, `chart-indicators-compare-${look.locale}-${look.scheme}`);
      await context.close();
    });
  }

  for (const [locale, scheme] of [
    ['en', 'light'],
    ['hi', 'dark'],
  ] as const) {
    it(`V3, VT1: axe and the tap audit find nothing with every chart control open, ${locale} ${scheme}`, async () => {
      // The app's Content-Security-Policy forbids inline scripts; the test lifts it for axe's own script only.
      const context = await browser.newContext({
        baseURL: server.baseUrl,
        viewport: MOBILE_VIEWPORT,
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        bypassCSP: true,
        colorScheme: scheme,
      });
      await context.addInitScript({
        content: `localStorage.setItem('locale', ${JSON.stringify(locale)});
          localStorage.setItem('displayMode', ${JSON.stringify(scheme)});`,
      });
      const page = await context.newPage();
      const detail = new ProductDetailPage(page);
      await detail.open('RELIANCE', INDIA_DETAIL);
      await detail.selectPeriod('day');
      await page.getByTestId('indicator-rsi').click();
      await page.getByTestId('indicator-macd').click();
      await waitForPanes(page, 'rsi,macd');
      await addCompare(page, 'NIFTY', 'NIFTY50');
      await page.getByTestId('indicator-settings').click();
      await page.getByTestId('indicator-params').waitFor();
      await page.getByTestId('param-emaLength').fill('0');
      await page.getByTestId('params-apply').click();
      await page.getByTestId('compare-remove').click();
      await page.getByTestId('compare-open').click();
      await page.getByTestId('compare-search').fill('NIFTY');
      await page.getByTestId('compare-result').first().waitFor({ timeout: 15_000 });
      await page.waitForTimeout(400);
      const found = (await axeScan(page)).map((v) => `${v.id} (${v.help}) at ${v.targets.slice(0, 4).join(' | ')}`);
      const small = (await smallTapTargets(page)).map((f) => `${f.selector} ${f.detail}`);
      if (found.length + small.length > 0) console.log([...found, ...small].join('\n'));
      expect(found).toEqual([]);
      expect(small).toEqual([]);
      await shot(page, `chart-controls-open-${locale}-${scheme}`);
      await context.close();
    });
  }
});
