// Proves the customer app's tap targets and names at 375×812, in a real browser against the real
// server and its seeded world (SPEC VT1, VT2): on every route of the app's route table (detail pages with
// a seeded code or id), and on the watchlist's reorder and manage states, a customer holding a
// position, a watchlist, a bank card and a search history finds no link, button, tab or other
// tappable element smaller than 44 px in either direction, and no word broken mid-word ("DRRE DDY").
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_SHARE_PATHS } from '../../apps/web/src/features/new-shares/paths';
import { PATHS } from '../../apps/web/src/lib/paths';
import { CustomerApp } from '../pages/app';
import { FundsPages } from '../pages/funds';
import { MarketsPage } from '../pages/markets';
import { ProductDetailPage } from '../pages/product-detail';
import { TradePage } from '../pages/trade';
import { launchBrowser, lookContext } from '../support/browser';
import { type RunningServer, smsCodeFromLog, startServer } from '../support/server';
import { brokenWords, type ScreenFinding, smallTapTargets } from '../support/tap-audit';

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

const webSrc = new URL('../../apps/web/src/', import.meta.url);

/** The route table as AppRoutes.tsx and detail-pages.ts declare it, read from their source. */
function routeTable(): string[] {
  const routes = readFileSync(new URL('app/AppRoutes.tsx', webSrc), 'utf8');
  const detail = readFileSync(new URL('app/detail-pages.ts', webSrc), 'utf8');
  const named: Record<string, Readonly<Record<string, string>>> = { PATHS, NEW_SHARE_PATHS };
  const paths = [...routes.matchAll(/path=\{(PATHS|NEW_SHARE_PATHS)\.(\w+)\}/g)].map(([, table = '', key = '']) => {
    const path = named[table]?.[key];
    if (!path) throw new Error(`AppRoutes names ${table}.${key}, which its table lacks`);
    return path;
  });
  const details = [...detail.matchAll(/'(\/pages\/[^']+)':/g)].map(([, path = '']) => path);
  expect(details.length).toBeGreaterThanOrEqual(8);
  return [...new Set([...paths, ...details])];
}

/** One screen to audit: the route it belongs to, and how to reach it with the seeded world on it. */
interface Screen {
  route: string;
  name: string;
  open(page: Page): Promise<void>;
}

const visit = (route: string, query = ''): Screen => ({
  route,
  name: `${route}${query}`,
  open: (page) => page.goto(`/#${route}${query}`).then(() => undefined),
});

/** A detail page reached the way a customer reaches it: the first seeded item of its list, tapped. */
const fromList = (route: string, list: string, item: string): Screen => ({
  route,
  name: `${route} (first of ${list})`,
  async open(page) {
    await page.goto(`/#${list}`);
    await page.locator(item).first().click({ timeout: 30_000 });
    await page.waitForFunction((r) => window.location.hash.includes(r), route, { timeout: 20_000 });
  },
});

const onHome = (name: string, act: (page: Page) => Promise<void>): Screen => ({
  route: PATHS.root,
  name: `/ (${name})`,
  async open(page) {
    await page.goto('/#/');
    await act(page);
  },
});

/** Products with long names (the ones that once broke as "DRRE DDY" and "Adani Enterpri ses"). */
const WATCHED = ['ADANIENT', 'DRREDDY'] as const;

const SIGNED_OUT: Screen[] = [visit(PATHS.login), visit(PATHS.register), visit(PATHS.forgot), visit(PATHS.proof)];

const SIGNED_IN: Screen[] = [
  visit(PATHS.root),
  onHome('Indian stocks', (page) => new MarketsPage(page).openCategory('nse')),
  onHome('watchlist', (page) => new MarketsPage(page).openWatchlist()),
  onHome('watchlist reordering', async (page) => {
    await new MarketsPage(page).openWatchlist();
    await page.getByTestId('watchlist-reorder').click();
    await page.getByTestId('watchlist-item-down').first().waitFor();
  }),
  onHome('watchlist lists', async (page) => {
    await new MarketsPage(page).openWatchlist();
    await page.getByTestId('watchlist-manage').click();
    await page.getByTestId('watchlist-manage-lists').waitFor();
  }),
  visit(PATHS.home),
  visit(PATHS.search),
  visit(PATHS.forex),
  visit(PATHS.mine),
  visit(PATHS.position),
  visit(PATHS.order),
  visit(PATHS.news),
  fromList(PATHS.newsDetail, PATHS.news, '[data-testid="news-item"]'),
  visit(PATHS.notice),
  visit(PATHS.language),
  visit(PATHS.customer),
  visit(PATHS.feedback),
  visit(PATHS.password),
  visit(PATHS.passwordPay),
  visit(PATHS.twoFactor),
  visit(PATHS.devices),
  visit(PATHS.brakes),
  visit(PATHS.statements),
  visit(PATHS.sip),
  visit(PATHS.alerts),
  visit(PATHS.analytics),
  visit(PATHS.statement),
  visit(PATHS.other),
  visit(PATHS.about),
  visit(PATHS.proof),
  visit(PATHS.wallet),
  visit(PATHS.orderSource),
  visit(PATHS.charge),
  visit(PATHS.withdraw),
  visit(PATHS.credit),
  visit(PATHS.bankList),
  visit(PATHS.bankAdd),
  visit(PATHS.digitalList),
  visit(PATHS.digitalAdd),
  visit(PATHS.productGroup),
  visit(PATHS.myGroup),
  visit(PATHS.institutionalAccount),
  visit(PATHS.aiStock),
  fromList(PATHS.aiStockDetail, PATHS.aiStock, '[data-testid="ai-product"]'),
  visit(PATHS.mineAiStock),
  visit(PATHS.invite),
  visit(PATHS.chooseLocation),
  visit(PATHS.openLocation),
  visit(NEW_SHARE_PATHS.koreaList),
  fromList(NEW_SHARE_PATHS.koreaDetail, NEW_SHARE_PATHS.koreaList, '[data-testid="offering-card"]'),
  visit(NEW_SHARE_PATHS.indiaList),
  fromList(NEW_SHARE_PATHS.indiaDetail, NEW_SHARE_PATHS.indiaList, '[data-testid="offering-card"]'),
  visit(NEW_SHARE_PATHS.mine),
  visit('/pages/product/korea/stock_detail', '?code=005930'),
  visit('/pages/product/india/india_detail', '?code=ADANIENT'),
  visit('/pages/product/india/bse/india_detail', '?code=500325'),
  visit('/pages/product/india/live/india_detail', '?code=DRREDDY'),
  visit('/pages/market/preview/stock_detail', '?code=BTCUSD'),
  visit('/pages/market/preview/stock_detail_us', '?code=AAPL'),
  visit('/pages/market/preview/stock_detail_global', '?code=0700'),
  visit('/pages/market/us/us_detail', '?code=AAPL'),
];

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.waitForFunction(
    () => !document.querySelector('[data-testid="loading"], .adm-skeleton, [data-testid="page-fallback"]'),
    null,
    { timeout: 20_000 },
  );
  await page.evaluate(() => document.fonts.ready);
  // A toast covers the middle of the screen for a moment, where each control is brought to be measured.
  await page.waitForFunction(() => !document.querySelector('.adm-toast-mask'), null, { timeout: 10_000 });
  // antd-mobile's enter transitions end before boxes are measured.
  await page.waitForTimeout(400);
}

/** Audits each screen; returns one line per finding, naming the screen, the element and its size or word. */
async function audit(page: Page, screens: readonly Screen[], locale: string): Promise<string[]> {
  const lines: string[] = [];
  for (const screen of screens) {
    await screen.open(page);
    await settle(page);
    const findings: ScreenFinding[] = [...(await smallTapTargets(page)), ...(await brokenWords(page))];
    for (const f of findings) lines.push(`${locale} ${screen.name}: ${f.selector} ${f.detail}`);
  }
  const unique = [...new Set(lines)];
  if (unique.length > 0) console.log(unique.join('\n'));
  return unique;
}

const AUDIT_TIMEOUT_MS = 600_000;
const PHONE = `9${String(Date.now()).slice(-9)}`;
const PASSWORD = 'secret-pass-1';
let context: BrowserContext;
let page: Page;

describe('VT1, VT2: every tap target is at least 44 px and no name breaks mid-word, at 375 px', () => {
  it('plans a screen for every route of the route table', () => {
    const planned = new Set([...SIGNED_OUT, ...SIGNED_IN].map((s) => s.route));
    expect(routeTable().filter((route) => !planned.has(route))).toEqual([]);
  });

  it('finds nothing signed out', { timeout: AUDIT_TIMEOUT_MS }, async () => {
    context = await lookContext(browser, server.baseUrl, { locale: 'en', scheme: 'light' });
    page = await context.newPage();
    expect(await audit(page, SIGNED_OUT, 'en')).toEqual([]);
  });

  it('signs up a customer with a demo position, a watchlist, a bank card and a search', async () => {
    const app = new CustomerApp(page);
    const trade = new TradePage(page);
    await app.register(PHONE, PASSWORD, () => smsCodeFromLog(server, PHONE));
    await page.waitForFunction(() => !window.location.hash.includes('/pages/login/register'), null, {
      timeout: 20_000,
    });
    await app.open('/');
    await trade.useAccount('virtual');
    await new ProductDetailPage(page).open('SOLUSD');
    await trade.openPanel('buy');
    await trade.useHighestLever();
    await trade.review();
    await trade.confirm();
    await trade.position('SOLUSD').waitFor();

    for (const code of WATCHED) {
      const known = page.waitForResponse((r) => r.url().endsWith('/collect/detail'));
      await app.open(`/pages/product/india/india_detail?code=${code}`);
      await known;
      await page.locator('[data-testid="watch-star"][data-collected="false"]:not([disabled])').waitFor();
      await page.getByTestId('watch-star').click();
      await page.locator('[data-testid="watch-star"][data-collected="true"]').waitFor();
    }

    await new FundsPages(page).addBank({
      bankName: 'State Bank of India',
      address: 'Andheri West, Mumbai',
      ifsc: 'SBIN0001234',
      payee: 'Asha Rao',
      accountNumber: '123456780124',
    });
    await app.open(PATHS.search);
    await new MarketsPage(page).search('Reliance');
  });

  it('finds nothing signed in, en', { timeout: AUDIT_TIMEOUT_MS }, async () => {
    expect(await audit(page, SIGNED_IN, 'en')).toEqual([]);
  });

  it('VT3: draws each news cover whole, its glyph included', async () => {
    await page.goto(`/#${PATHS.news}`);
    await page.locator('[data-testid="news-item"] img').first().waitFor();
    await settle(page);
    const covers = await page.locator('[data-testid="news-item"] img').evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => {
        const box = img.getBoundingClientRect();
        const drawn = box.width / box.height;
        const natural = img.naturalWidth / img.naturalHeight;
        return {
          src: img.getAttribute('src'),
          // `cover` crops whatever of the picture lies outside a box of another shape.
          cropped: getComputedStyle(img).objectFit === 'cover' && Math.abs(drawn - natural) / natural > 0.02,
        };
      }),
    );
    expect(covers.length).toBeGreaterThan(0);
    expect(covers.filter((c) => c.cropped)).toEqual([]);
    await context.close();
  });

  it('finds nothing signed in, hi (dark)', { timeout: AUDIT_TIMEOUT_MS }, async () => {
    // Hindi's longer words are where a name or a button label would break or squeeze a target.
    context = await lookContext(browser, server.baseUrl, { locale: 'hi', scheme: 'dark' });
    page = await context.newPage();
    const app = new CustomerApp(page);
    await app.open(PATHS.login);
    await app.login(PHONE, PASSWORD);
    await page.waitForFunction(() => !window.location.hash.includes('/pages/login/login'), null, { timeout: 20_000 });
    // The account chosen is kept per device: this one picks the demo account, where the position is.
    await app.open('/');
    await new TradePage(page).useAccount('virtual');
    expect(await audit(page, SIGNED_IN, 'hi')).toEqual([]);
  });

  afterAll(async () => {
    await context?.close();
  });
});
