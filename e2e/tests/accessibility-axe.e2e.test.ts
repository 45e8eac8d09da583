// Proves V3 and V4 in a real browser: the viewport lets a user zoom, and axe-core (injected into the page,
// WCAG 2.1 A and AA rules) finds nothing on the main customer routes, signed out and signed in, in
// English and Hindi, light and dark.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerApp } from '../pages/app';
import { axeScan } from '../support/axe';
import { launchBrowser, MOBILE_VIEWPORT } from '../support/browser';
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

const PUBLIC_ROUTES = [
  '/',
  '/pages/login/login',
  '/pages/login/register',
  '/pages/login/forget',
  '/pages/news/news',
  '/pages/mine/about',
  '/pages/common/proof',
];
const SIGNED_IN_ROUTES = [
  '/',
  '/pages/mine/mine',
  '/pages/position/position',
  '/pages/order/order',
  '/pages/mine/wallet',
  '/pages/mine/statement',
  '/pages/common/proof',
  '/pages/mine/charge',
  '/pages/mine/withdraw',
  '/pages/mine/order_source/index',
  '/pages/mine/sip',
  '/pages/market/preview/stock_detail?code=BTCUSD',
];
const VARIANTS = [
  ['en', 'light'],
  ['hi', 'light'],
  ['en', 'dark'],
  ['hi', 'dark'],
] as const;

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector('[data-testid="loading"]'), null, { timeout: 15_000 });
  // Let antd-mobile's enter transitions finish so colours are read at rest.
  await page.waitForTimeout(400);
}

/**
 * Texts in Devanagari whose element's font stack lacks Noto Sans Devanagari: on a device without a
 * Devanagari font of its own (this Chromium) they draw as boxes. A button once fell back to the
 * browser's own font for form controls.
 */
function devanagariWithoutItsFont(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bad: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const owner = node.parentElement;
      if (!owner || !/[\u0900-\u097f]/.test(text)) continue;
      if (!getComputedStyle(owner).fontFamily.includes('Noto Sans Devanagari')) bad.push(text.slice(0, 40));
    }
    return bad.slice(0, 5);
  });
}

async function scanRoutes(
  page: Page,
  routes: readonly string[],
  locale: 'en' | 'hi',
  scheme: 'light' | 'dark',
): Promise<string[]> {
  const found: string[] = [];
  await page.evaluate(
    ([l, s]) => {
      localStorage.setItem('locale', l);
      localStorage.setItem('displayMode', s);
    },
    [locale, scheme] as const,
  );
  for (const route of routes) {
    await page.goto(`/#${route}`);
    await page.reload();
    await page.waitForFunction((l) => document.documentElement.lang === l, locale);
    await settle(page);
    for (const v of await axeScan(page)) {
      found.push(`${locale}/${scheme} ${route}: ${v.id} (${v.help}) at ${v.targets.slice(0, 4).join(' | ')}`);
    }
    if (locale === 'hi') {
      for (const text of await devanagariWithoutItsFont(page)) {
        found.push(`hi/${scheme} ${route}: Hindi drawn without the Devanagari font ("${text}")`);
      }
    }
  }
  if (found.length > 0) console.log(found.join('\n'));
  return found;
}

const SCAN_TIMEOUT_MS = 300_000;
let page: Page;
let context: BrowserContext;

describe('V3, V4: accessible in both languages and both schemes', () => {
  it('lets the user zoom', async () => {
    const html = await (await fetch(server.baseUrl)).text();
    const viewport = html.match(/<meta name="viewport" content="([^"]*)"/)?.[1] ?? '';
    expect(viewport).toContain('width=device-width');
    expect(viewport).not.toMatch(/maximum-scale|user-scalable\s*=\s*(no|0)/);
  });

  it('signs out and in with axe-core ready', async () => {
    // The app's Content-Security-Policy forbids inline scripts; the test lifts it for axe's own script only.
    context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: MOBILE_VIEWPORT,
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      bypassCSP: true,
    });
    page = await context.newPage();
    await new CustomerApp(page).open('/');
    expect(await axeScan(page)).toBeInstanceOf(Array);
  });

  for (const [locale, scheme] of VARIANTS) {
    it(`finds nothing signed out, ${locale} ${scheme}`, { timeout: SCAN_TIMEOUT_MS }, async () => {
      expect(await scanRoutes(page, PUBLIC_ROUTES, locale, scheme)).toEqual([]);
    });
  }

  it('registers a customer', async () => {
    const app = new CustomerApp(page);
    const phone = `7${String(Date.now()).slice(-9)}`;
    await page.evaluate(() => localStorage.setItem('locale', 'en'));
    await app.register(phone, 'secret-pass-1', () => smsCodeFromLog(server, phone));
    await page.waitForFunction(() => !window.location.hash.includes('/pages/login/register'), null, {
      timeout: 20_000,
    });
  });

  for (const [locale, scheme] of VARIANTS) {
    it(`finds nothing signed in, ${locale} ${scheme}`, { timeout: SCAN_TIMEOUT_MS }, async () => {
      expect(await scanRoutes(page, SIGNED_IN_ROUTES, locale, scheme)).toEqual([]);
    });
  }

  afterAll(async () => {
    await context?.close();
  });
});
